// The viewer's built manifest, read by the size and chunk checks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const dist = new URL('../packages/viewer/dist/client/', import.meta.url).pathname;
export const ENTRY_KEY = 'src/client.tsx';

/** The manifest, or exit 1 with how to build it. */
export function readManifest() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('The viewer is not built: run `npm run build -w @folio/viewer` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** Manifest keys of the entry and every chunk it imports statically: what any first page loads. */
export function staticKeysOf(manifest, entryKey = ENTRY_KEY) {
  const keys = new Set();
  (function walk(key) {
    if (!manifest[key] || keys.has(key)) return;
    keys.add(key);
    for (const name of manifest[key].imports ?? []) walk(name);
  })(entryKey);
  return keys;
}
