import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';

// Issue 11, finding 8: a stale folio.lock must never need a person to delete it. The lock names its process by PID
// and start time, so a PID taken by another process, or a process killed with SIGKILL, does not hold it.
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const databaseModule = join(serverDir, 'src/db/database.ts');
// A child's PGlite start (tsx compiling, the WASM loaded, the migrations run) on a busy two-core machine.
const CHILD_OPEN_TIMEOUT_MS = 50_000;
// How long the kernel may take to end a process after SIGKILL before it shows as a zombie.
const KILL_SETTLE_MS = 2000;
const HOUR_MS = 3_600_000;

const workDir = mkdtempSync(join(tmpdir(), 'folio-lock-'));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let dirs = 0;
const freshDataDir = () => join(workDir, `data-${++dirs}`);

function spawnSleep(): ChildProcess {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/**
 * A real process that opens the database and keeps it open. Started as `sh -c 'node … & exec sleep'`: its parent
 * becomes `sleep`, which never reaps it, so once killed it lingers as a zombie, as under a PID 1 that does not
 * reap (a container) or while a slow parent has not yet noticed.
 */
async function spawnFolioProcess(dataDir: string): Promise<{ pid: number }> {
  const script = join(workDir, `open-${dirs}.mts`);
  writeFileSync(
    script,
    `import { openDatabase } from ${JSON.stringify(databaseModule)};
await openDatabase({ driver: 'pglite', dataDir: ${JSON.stringify(dataDir)} });
console.log('open ' + process.pid);
setInterval(() => undefined, 60_000);
`,
  );
  const child = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${script}" & exec sleep 120`], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the child did not open the database: ${output}`)), CHILD_OPEN_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk;
      const opened = /open (\d+)/.exec(output);
      if (opened) {
        clearTimeout(timer);
        resolve({ pid: Number(opened[1]) });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`the child ended: ${output}`)));
  });
}

/** Linux: the process's state letter in /proc (Z: a zombie), or undefined once it is gone. */
function procState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

describe('the PGlite directory lock', () => {
  it('finding 8: a lock whose PID now belongs to another live process does not block start', async () => {
    // A lock left by a crash (an hour old), whose PID has since been given to an unrelated process started later.
    const dataDir = freshDataDir();
    const stranger = spawnSleep();
    await new Promise((resolve) => stranger.once('spawn', resolve));
    const first = await openDatabase({ driver: 'pglite', dataDir });
    await first.close();
    const lockFile = join(dataDir, 'folio.lock');
    writeFileSync(lockFile, String(stranger.pid));
    const anHourAgo = new Date(Date.now() - HOUR_MS);
    utimesSync(lockFile, anHourAgo, anHourAgo);
    const second = await openDatabase({ driver: 'pglite', dataDir });
    await second.close();

    // The same with the lock as it is written now: the PID of a live process (the test runner) that started at
    // another time than the one recorded.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, started: 'linux:1' }));
    const third = await openDatabase({ driver: 'pglite', dataDir });
    await third.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('finding 8: the lock of a live Folio process blocks with the clear message', async () => {
    const dataDir = freshDataDir();
    const holder = await spawnFolioProcess(dataDir);
    await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
      `The database in ${dataDir} is in use by process ${holder.pid}. Stop it first, or set DATABASE_URL to use PostgreSQL.`,
    );
    process.kill(holder.pid, 'SIGKILL');
  });

  it.runIf(process.platform === 'linux')('finding 8: the lock of a server killed with SIGKILL is taken over at once, while it lingers', async () => {
    const dataDir = freshDataDir();
    const holder = await spawnFolioProcess(dataDir);
    process.kill(holder.pid, 'SIGKILL');
    const deadline = Date.now() + KILL_SETTLE_MS;
    while (procState(holder.pid) !== 'Z' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    // Not reaped by its parent: the PID still answers kill(pid, 0).
    expect(procState(holder.pid)).toBe('Z');
    const database = await openDatabase({ driver: 'pglite', dataDir });
    await database.close();
  });
});
