// STYLE.md §3: a size budget fails when the viewer grows past it. Issue 14: a first page's JavaScript ≤ 100 KiB gzip,
// React included (stretch target 85 KiB), counting every script the browser fetches before the page hydrates (or
// before its load event, if later) — not only the entry. Starts the server (built client, fresh data directory with
// the seeded demo), opens real first pages in Chromium at desktop and phone size, and sums the gzip -9 size of every
// script whose fetch started before hydration began (the `folio:hydrating` mark: the script loader fetches the entry
// after the load event); it also lists the chunks fetched after it, until the network is idle. Exit 1 over the budget.
// Run with tsx (package.json "check:size"): it reuses the e2e suite's Chromium finder and the benches' server starter.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright-core';
import { chromiumArgs, findChromium } from '../e2e/chromium.ts';
import { startServer, stopServer } from '../packages/server/bench/server-process.ts';
import { BUDGET_BYTES, kib, firstPageCut, splitAt, STRETCH_BYTES, verdictOf } from './first-page-scripts.mjs';
import { readManifest } from './viewer-manifest.mjs';

// The demo's first page (text, shapes, a background picture, a button, three font families) and a text + picture
// page (docs/performance.md "The static limit").
const PAGES = ['/demo/demo/', '/demo/demo/pictures/'];
// After the load event, the network counts as idle once no request has been in flight for this long.
const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 15_000;
const SIZES = [
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: { ...devices['Pixel 7'] } },
];

readManifest(); // exits with how to build when the viewer is not built

/** A port nobody listens on now, so parallel checks do not collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** One cold load: every script response with its gzip size and when its fetch started, and the load event. */
async function measure(browser, url, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const bodies = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }), () => null));
  });
  // Playwright's 'networkidle' may come before the load event on a busy machine: wait for the load, then for quiet.
  await page.goto(url, { waitUntil: 'load' });
  // The entry comes after the load event and the chunks after hydration (docs/viewer.md "What loads when"): wait for it.
  await page.waitForFunction(() => globalThis.performance.getEntriesByName('folio:hydrated').length > 0, null, { timeout: QUIET_LIMIT_MS }).catch(() => {});
  const limit = Date.now() + QUIET_LIMIT_MS;
  while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < limit) await page.waitForTimeout(100);
  const timing = await page.evaluate(() => ({
    load: globalThis.performance.getEntriesByType('navigation')[0].loadEventStart,
    hydrating: globalThis.performance.getEntriesByName('folio:hydrating')[0]?.startTime,
    starts: globalThis.performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  }));
  const starts = new Map(timing.starts);
  const scripts = (await Promise.all(bodies)).filter(Boolean).map((script) => ({ ...script, url: new URL(script.url).pathname, start: starts.get(script.url) ?? Infinity }));
  await context.close();
  return splitAt(scripts, firstPageCut(timing.load, timing.hydrating));
}

const dataDir = mkdtempSync(join(tmpdir(), 'folio-check-size-'));
const port = await freePort();
const server = await startServer(port, { DATA_DIR: dataDir, NODE_ENV: 'production' });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
const totals = [];
try {
  for (const path of PAGES) {
    for (const size of SIZES) {
      const split = await measure(browser, `http://127.0.0.1:${port}${path}`, size.options);
      totals.push(split.total);
      console.log(`${path} (${size.name}): ${kib(split.total)} gzip in ${split.before.length} script(s) before hydration`);
      for (const script of split.before) console.log(`    ${script.url}: ${kib(script.gzip)}`);
      if (split.after.length) console.log(`  after, before the network is idle: ${split.after.length} chunk(s), ${kib(split.later)}: ${split.after.map((script) => script.url.replace(/^.*\//, '')).join(', ')}`);
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
const verdict = verdictOf(totals);
console.log(
  `First-page JavaScript (largest): ${kib(verdict.largest)} gzip, ${verdict.within ? 'within' : 'OVER'} the ${kib(BUDGET_BYTES)} budget ` +
    `(margin ${kib(verdict.margin)}); stretch target ${kib(STRETCH_BYTES)} (${verdict.stretchMargin >= 0 ? `${kib(verdict.stretchMargin)} under` : `${kib(-verdict.stretchMargin)} over`}).`,
);
process.exit(verdict.within ? 0 : 1);
