import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point (`npm start` runs it): first start seeds the demo, signals close it cleanly,
// and the next start finds everything where it was.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const PORT = 3211;

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

// Two starts of the real process (tsx compiling, the demo seeded, its pictures made): generous on a busy machine.
const START_TIMEOUT_MS = 120_000;

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('first start seeds the demo and prints its login; SIGINT closes cleanly; the next start keeps the data', async () => {
    const first = start(dataDir);
    await waitForHealth();
    const demo = await fetch(`http://127.0.0.1:${PORT}/api/readymag/demo/demo`);
    expect(demo.status).toBe(200);
    const mag: any = await demo.json();
    expect(mag.pages.length).toBeGreaterThanOrEqual(5);
    expect(first.output()).toContain('sign in as demo@folio.local with the password folio-demo');
    expect(existsSync(join(dataDir, 'pglite', 'folio.lock'))).toBe(true);

    const firstExit = exitOf(first.child);
    first.child.kill('SIGINT');
    expect(await firstExit).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', 'folio.lock'))).toBe(false);

    const second = start(dataDir);
    await waitForHealth();
    const again: any = await (await fetch(`http://127.0.0.1:${PORT}/api/readymag/demo/demo`)).json();
    // The same project, but for the pages' screenshots, which the first start began to make once it answered.
    const withoutScreenshots = (project: any) => ({ ...project, pages: project.pages.map(({ screenshot: _made, ...page }: any) => page) });
    expect(withoutScreenshots(again)).toEqual(withoutScreenshots(mag));
    expect(second.output()).not.toContain('Seeded the demo');
    const secondExit = exitOf(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 2 * START_TIMEOUT_MS);
});
