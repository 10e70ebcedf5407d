import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const ATTEMPTS = 10;
const RETRY_MS = 1000;

/** Every file the manifest names is there, the scripts with their precompressed copies (scripts/precompress.mjs). */
function isComplete(dir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const files = Object.values(manifest).map((chunk) => chunk.file);
    return files.length > 0 && files.every((file) => existsSync(join(dir, file)) && (!file.endsWith('.js') || existsSync(join(dir, `${file}.br`))));
  } catch {
    return false;
  }
}

/**
 * Copies the viewer's client build to `into`, for the server's VIEWER_CLIENT_DIR: the pages then name files that a
 * build started meanwhile (which empties dist/) cannot take away. Waits out a build that is being written.
 */
export async function snapshotViewerClient(into: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    rmSync(into, { recursive: true, force: true });
    if (existsSync(buildDir)) cpSync(buildDir, into, { recursive: true });
    if (isComplete(into)) return into;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new Error(`No complete viewer build in ${buildDir}: run npm run build -w @folio/viewer`);
}
