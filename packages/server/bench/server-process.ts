import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// Minutes, not seconds, on a 2-core machine busy with builds and test suites.
const START_TIMEOUT_MS = 180_000;
const POLL_MS = 200;

/** Starts the server as its own process (so the load generator does not share its event loop). */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // The server compiles with its own tsconfig, not the one of the script that starts it.
  const { TSX_TSCONFIG_PATH: _parentTsconfig, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...parentEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
