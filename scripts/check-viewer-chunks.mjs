// docs/viewer.md "Widget kinds loaded on demand": each on-demand kind folder of @folio/widgets is its own
// dynamic chunk of the viewer, and none of them is among what the entry imports statically (what every first
// page — a text and image one included — downloads). Reads the built manifest; exit 1 on a failure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, ENTRY_KEY, readManifest, staticKeysOf } from './viewer-manifest.mjs';

const KIND_FOLDERS = ['slideshow', 'video', 'iframe', 'audio', 'form', 'gmaps', 'hotspot', 'rmheader', 'rmfooter', 'shots', 'facebook', 'twitter', 'addtocart', 'ecommercecart'];
const manifest = readManifest();
const entryKey = ENTRY_KEY;
const entry = manifest[entryKey];
const failures = [];
if (!entry) failures.push(`no ${entryKey} entry in the manifest`);

// Everything the entry loads statically.
const staticKeys = staticKeysOf(manifest);
const staticFiles = new Set([...staticKeys].map((key) => manifest[key].file));
// Imported dynamically by the entry, or by a chunk it loads later (the runtime, docs/viewer.md "What loads when").
const dynamicOfEntry = new Set();
(function walkLazy(keys) {
  for (const name of keys.flatMap((key) => manifest[key].dynamicImports ?? [])) {
    if (dynamicOfEntry.has(name)) continue;
    dynamicOfEntry.add(name);
    walkLazy([name, ...(manifest[name]?.imports ?? [])].filter((key) => manifest[key]));
  }
})([...staticKeys]);

const kb = (file) => (gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024).toFixed(1);
const seenFiles = new Map();
// docs/viewer.md "Animations": the animation engine is a lazy chunk of its own too, checked like a kind.
// docs/shop.md "Cart sidebar": so is the cart runtime with its sidebar (the shipping form is a chunk of its own below it).
const LAZY_MODULES = [...KIND_FOLDERS.map((folder) => [folder, 'view.tsx']), ['animation', 'index.ts'], ['cart', 'cart-runtime.ts', 'src/cart']];
for (const [folder, file, dir = `widgets/src/${folder}`] of LAZY_MODULES) {
  const pattern = new RegExp(`(^|/)${dir}/${file.replace('.', '\\.')}$`);
  const key = Object.keys(manifest).find((name) => pattern.test(name));
  const chunk = key && manifest[key];
  if (!chunk) {
    failures.push(`${folder}: no chunk for ${dir}/${file}`);
    continue;
  }
  if (!chunk.isDynamicEntry) failures.push(`${folder}: ${chunk.file} is not a dynamic chunk`);
  if (!dynamicOfEntry.has(key)) failures.push(`${folder}: not imported dynamically by the entry or its lazy chunks`);
  if (staticFiles.has(chunk.file)) failures.push(`${folder}: ${chunk.file} is loaded statically by the entry`);
  if (seenFiles.has(chunk.file)) failures.push(`${folder}: shares ${chunk.file} with ${seenFiles.get(chunk.file)}`);
  seenFiles.set(chunk.file, folder);
  // What the kind pulls in beyond the first page's files.
  const own = new Set();
  (function walk(name) {
    const c = manifest[name];
    if (!c || own.has(c.file) || staticFiles.has(c.file)) return;
    own.add(c.file);
    for (const next of c.imports ?? []) walk(next);
  })(key);
  const shared = [...own].filter((file) => file !== chunk.file);
  console.log(`${folder}: ${chunk.file} ${kb(chunk.file)} KB gzip${shared.length ? ` (+ ${shared.map((f) => `${f} ${kb(f)} KB`).join(', ')})` : ''}`);
}
if (failures.length) {
  console.error(`On-demand widget chunks:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Each on-demand kind, and the animation engine, is its own chunk, outside the first page's ${staticFiles.size} file(s).`);
