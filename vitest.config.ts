import { defineConfig } from 'vitest/config';

// One run covers every package's unit and integration tests; e2e runs in Playwright.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'model', root: 'packages/model', include: ['src/**/*.test.ts'] } },
      { test: { name: 'widgets', root: 'packages/widgets', include: ['src/**/*.test.{ts,tsx}'] } },
      { test: { name: 'viewer', root: 'packages/viewer', include: ['src/**/*.test.{ts,tsx}'] } },
      { test: { name: 'editor', root: 'packages/editor', include: ['src/**/*.test.{ts,tsx}'] } },
      // The build checks' own rules (scripts/*.mjs), e.g. what check:size counts.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
