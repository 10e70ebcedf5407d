/**
 * A plain static file server, the benchmarks' yardstick: the files of one folder over HTTP with @fastify/static (as
 * the app serves its own files), nothing else. Started as its own process by startStaticServer, so the load generator
 * and the app share no event loop with it.
 *
 *   node --import tsx bench/static-file-server.ts <folder> <port>
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const START_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
const READY_PATH = '/ready';

/** Starts the server on 127.0.0.1:`port` for the files in `folder`; answers once it listens. */
export async function startStaticServer(folder: string, port: number): Promise<ChildProcess> {
  const { TSX_TSCONFIG_PATH: _parentTsconfig, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), folder, String(port)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${READY_PATH}`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGTERM');
  throw new Error(`the static file server did not start within ${START_TIMEOUT_MS / 1000} s`);
}

async function serve(folder: string, port: number) {
  const app = Fastify({ logger: false });
  // A file's .br or .gz copy beside it, where there is one, is sent to a browser that accepts it (as static hosts do).
  await app.register(fastifyStatic, { root: folder, prefix: '/', preCompressed: true });
  app.get(READY_PATH, async () => 'ready');
  await app.listen({ port, host: '127.0.0.1' });
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, port] = process.argv.slice(2);
  if (!folder || !port) throw new Error('usage: static-file-server.ts <folder> <port>');
  await serve(folder, Number(port));
}
