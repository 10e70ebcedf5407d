// Builds a package's client (its vite.config.ts) into a folder of its own, writes the compressed copies, then swaps
// it in for dist/client. A build takes seconds and empties its folder first; a server answering from this checkout
// meanwhile would find no shell or no scripts. The swap is two renames, so it never finds the build half-written.
// Usage (from the package's folder): node ../../scripts/build-client.mjs
import { existsSync, renameSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = process.cwd();
const repo = fileURLToPath(new URL('..', import.meta.url));
const target = `${root}/dist/client`;
const fresh = `${root}/dist/client-${process.pid}`;
const previous = `${root}/dist/client-old-${process.pid}`;

await build({ root, build: { outDir: fresh } });
execFileSync(process.execPath, [fileURLToPath(new URL('./precompress.mjs', import.meta.url)), relative(repo, fresh)], { stdio: 'inherit', cwd: repo });
if (existsSync(target)) renameSync(target, previous);
renameSync(fresh, target);
rmSync(previous, { recursive: true, force: true });
