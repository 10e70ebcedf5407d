import { defineConfig } from 'vite';

// Built with NODE_ENV=production (package.json): an inherited NODE_ENV=test would bundle React's development build.
// The visitors' bundle: one entry (client.tsx), a manifest the server reads to write the script and
// style tags, and one chunk per widget kind loaded on demand. Served by the server under /viewer/.
export default defineConfig({
  // Relative: the scripts find their chunks beside themselves, wherever they are served (the server's /viewer/, an
  // exported site's viewer/ folder).
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: 'src/client.tsx',
      // Everything the entry imports statically stays in the entry's one file: chunks loaded later (the widget kinds,
      // the menu and share dialogs) import from it, and splitting what they share out of it would add requests and
      // compress worse on every first page (scripts/check-viewer-size.mjs).
      output: { codeSplitting: { groups: [{ name: 'client', tags: ['$initial'] }] } },
    },
  },
});
