import { defineConfig } from 'vite';

// Built with NODE_ENV=production (package.json): an inherited NODE_ENV=test would bundle React's development build.
// The authors' app: the dashboard at / and the constructor at /edit/{num_id}/ (docs/editor.md "Dashboard and
// routes"). index.html is the shell; the server reads the built copy, writes the signed-in user into it and answers
// both routes with it. Every other file is hashed and served under /editor/ (editorShellConstants.assetsPrefix).
// `npm run dev -w @folio/editor` serves the app with hot reload and sends /api to a server on port 3000.
const API_ORIGIN = process.env.FOLIO_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/editor/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-query marks its modules "use client" for server-component frameworks; a plain client bundle ignores it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { proxy: { '/api': API_ORIGIN } },
});
