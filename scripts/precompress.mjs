// Writes .br and .gz beside every built viewer (or editor) file, so the server sends them compressed without
// compressing on every request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The client build to compress, relative to the repository: the viewer's unless another is named.
const client = process.argv[2] ?? 'packages/viewer/dist/client';
const dir = new URL(`../${client}/assets/`, import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
for (const name of readdirSync(dir)) {
  const path = join(dir, name);
  if (!COMPRESSIBLE.test(name) || !statSync(path).isFile()) continue;
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
