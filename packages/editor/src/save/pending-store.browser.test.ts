import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveQueueConstants } from '@folio/model';
import type * as Stores from './pending-store';
import type { StoredPending } from './pending-store';

// The IndexedDB store in a real Chromium (no IndexedDB in Node): pending changes written there are read back after
// the page reloads, and browserPendingStore() chooses IndexedDB where the page may use it.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ENTRY = fileURLToPath(new URL('./pending-store.ts', import.meta.url));
const ORIGIN = 'http://folio.test';
const PROJECT = 'd'.repeat(24);
const pending: StoredPending = {
  revision: 4,
  segments: [{ created: {}, updated: {}, deleted: ['e'.repeat(24)], pages: {}, order: null }],
};

type StoreWindow = Window & { folioPendingStore: typeof Stores };

let browser: Browser;
let bundle: string;

async function bundleStores(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['iife'], name: 'folioPendingStore' } },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code;
}

/** A page on a real origin (IndexedDB needs one), with the stores' module loaded. */
async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><script>${bundle}</script></body></html>` }),
  );
  await page.goto(`${ORIGIN}/`);
  return page;
}

describe.skipIf(!existsSync(CHROMIUM))('pending changes in IndexedDB', () => {
  beforeAll(async () => {
    [bundle, browser] = await Promise.all([bundleStores(), chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('are read back after a reload, and removed for good', async () => {
    const page = await openPage();
    await page.evaluate(
      ([project, value]) => (window as unknown as StoreWindow).folioPendingStore.indexedDbPendingStore(indexedDB).write(project, value),
      [PROJECT, pending] as const,
    );
    await page.reload();
    const read = (project: string) =>
      page.evaluate((id) => (window as unknown as StoreWindow).folioPendingStore.indexedDbPendingStore(indexedDB).read(id), project);
    expect(await read(PROJECT)).toEqual(pending);
    expect(await read('f'.repeat(24))).toBeUndefined();
    await page.evaluate((id) => (window as unknown as StoreWindow).folioPendingStore.indexedDbPendingStore(indexedDB).remove(id), PROJECT);
    await page.reload();
    expect(await read(PROJECT)).toBeUndefined();
    await page.close();
  }, 30_000);

  it(`the browser's store is IndexedDB (database ${saveQueueConstants.storageName}), not localStorage`, async () => {
    const page = await openPage();
    const where = await page.evaluate(
      async ([project, value]) => {
        await (window as unknown as StoreWindow).folioPendingStore.browserPendingStore().write(project, value);
        const databases = (await indexedDB.databases()).map((database) => database.name);
        return { databases, localStorageKeys: Object.keys(localStorage) };
      },
      [PROJECT, pending] as const,
    );
    expect(where.databases).toContain(saveQueueConstants.storageName);
    expect(where.localStorageKeys).toEqual([]);
    await page.close();
  }, 30_000);
});
