/**
 * The static limit's server (issue 14, bench:viewer part (e)): saved responses — a page's HTML without scripts, its
 * pictures, fonts and styles — answered from files with node:http and node:fs, nothing else. Each file is sent as
 * it was saved, brotli-compressed when the browser accepts it (made when saved, as a static host would), with the
 * content type the app gave it. Started as its own process (startStaticPageServer), so Lighthouse's process shares no
 * event loop with it.
 *
 *   node --import tsx bench/static-page-server.ts <folder> <port>
 *
 * <folder>/files.json maps each address (path and query) to { file, type }; the files lie beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const START_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
const READY_PATH = '/ready';

export interface SavedFile {
  /** The file's name in the folder; a `.br` copy lies beside it. */
  file: string;
  /** The content type the app answered with. */
  type: string;
}
export type SavedFiles = Record<string, SavedFile>;
export const FILES_INDEX = 'files.json';

/** Starts the server on 127.0.0.1:`port` for the files saved in `folder`; answers once it listens. */
export async function startStaticPageServer(folder: string, port: number): Promise<ChildProcess> {
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
  throw new Error(`the static page server did not start within ${START_TIMEOUT_MS / 1000} s`);
}

function serve(folder: string, port: number) {
  const files = JSON.parse(readFileSync(join(folder, FILES_INDEX), 'utf8')) as SavedFiles;
  const server = createServer((request, response) => {
    const address = request.url ?? '/';
    if (address === READY_PATH) return void response.end('ready');
    const saved = files[address];
    if (!saved) {
      response.statusCode = 404;
      return void response.end();
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) && existsSync(join(folder, `${saved.file}.br`));
    response.setHeader('content-type', saved.type);
    if (brotli) response.setHeader('content-encoding', 'br');
    response.setHeader('vary', 'accept-encoding');
    response.end(readFileSync(join(folder, brotli ? `${saved.file}.br` : saved.file)));
  });
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, port] = process.argv.slice(2);
  if (!folder || !port) throw new Error('usage: static-page-server.ts <folder> <port>');
  serve(folder, Number(port));
}
