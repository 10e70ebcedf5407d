// Builds the editor's client (vite.config.ts) into a folder of its own, writes the compressed copies, then swaps it in
// for dist/client. A build takes seconds and empties its folder first; a server answering from this checkout
// meanwhile would find no shell or no scripts. The swap is two renames, so it never finds the build half-written.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}dist/client`;
const fresh = `${root}dist/client-${process.pid}`;
const previous = `${root}dist/client-old-${process.pid}`;

await build({ root, build: { outDir: fresh } });
execFileSync(process.execPath, [fileURLToPath(new URL('../../../scripts/precompress.mjs', import.meta.url)), `packages/editor/dist/client-${process.pid}`], { stdio: 'inherit' });
if (existsSync(target)) renameSync(target, previous);
renameSync(fresh, target);
rmSync(previous, { recursive: true, force: true });
