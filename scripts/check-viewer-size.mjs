// STYLE.md §3: a size budget fails when the viewer grows past it. ARCHITECTURE.md: the first page of a
// text+image project needs at most 100 KB of gzipped JavaScript, React included. This sums the entry
// and every chunk it imports statically (what any first page loads) from the built manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, readManifest, staticKeysOf } from './viewer-manifest.mjs';

const BUDGET_BYTES = 100 * 1024;
const manifest = readManifest();
const files = [...staticKeysOf(manifest)].map((key) => manifest[key].file);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`First-page JavaScript: ${(total / 1024).toFixed(1)} KB gzip, ${verdict} the ${BUDGET_BYTES / 1024} KB budget.`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
