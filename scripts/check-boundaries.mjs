// ARCHITECTURE.md: imports flow model ← widgets ← viewer ← editor; server ← model (+ the viewer's SSR entry).
// Visitors must never download editor code, so the viewer (and what it imports) may not import the editor.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const forbidden = {
  model: ['@folio/widgets', '@folio/viewer', '@folio/editor', '@folio/server', 'react', 'node:'],
  widgets: ['@folio/viewer', '@folio/editor', '@folio/server'],
  // The constructor's kind parts (labels, pictograms, panels) are for authors only.
  viewer: ['@folio/editor', '@folio/server', '@folio/widgets/authoring'],
  editor: ['@folio/server'],
  server: ['@folio/editor', '@folio/widgets/editor'],
};
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield path;
  }
}

const violations = [];
for (const [pkg, banned] of Object.entries(forbidden)) {
  const dir = join(root, 'packages', pkg, 'src');
  let files;
  try { files = [...sourceFiles(dir)]; } catch { continue; }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const hit = banned.find((b) => spec === b || spec.startsWith(b.endsWith(':') ? b : `${b}/`));
      if (hit) violations.push(`${relative(root, file)} imports '${spec}' (packages/${pkg} may not import ${hit})`);
      // Inside widgets, only the authoring parts reach the authoring parts: the views stay free of them.
      if (pkg === 'widgets' && spec.startsWith('.') && /(^|\/)(authoring|kind-authoring)(\/|$)/.test(spec) && !/(authoring|kind-authoring\/)/.test(relative(dir, file))) {
        violations.push(`${relative(root, file)} imports '${spec}' (widget views may not import the authoring parts)`);
      }
      // A relative path may not climb into another package either.
      if (spec.startsWith('.') && /\.\.\/\.\.\/(editor|server)\//.test(spec) && pkg !== 'editor') {
        violations.push(`${relative(root, file)} reaches into '${spec}'`);
      }
    }
  }
}
if (violations.length) {
  console.error(`Package boundary violations:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Package boundaries hold.');
