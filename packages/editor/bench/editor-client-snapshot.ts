import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const ATTEMPTS = 10;
const RETRY_MS = 1000;

/** The shell and every file it names are there, and each script has its precompressed copy (scripts/precompress.mjs). */
function isComplete(dir: string): boolean {
  try {
    const shell = readFileSync(join(dir, 'index.html'), 'utf8');
    const named = [...shell.matchAll(/\/editor\/(assets\/[^"']+)/g)].map((match) => match[1]!);
    const scripts = readdirSync(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
    return named.length > 0 && named.every((file) => existsSync(join(dir, file))) && scripts.every((file) => existsSync(join(dir, 'assets', `${file}.br`)));
  } catch {
    return false;
  }
}

/**
 * Copies the editor's client build to `into`, for the server's EDITOR_CLIENT_DIR: a build started meanwhile (the
 * e2e suite's `npm start` makes one) then cannot change what the benchmark loads. Waits out a build being written.
 */
export async function snapshotEditorClient(into: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    rmSync(into, { recursive: true, force: true });
    if (existsSync(buildDir)) cpSync(buildDir, into, { recursive: true });
    if (isComplete(into)) return into;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new Error(`No complete editor build in ${buildDir}: run npm run build -w @folio/editor`);
}
