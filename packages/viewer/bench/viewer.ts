/**
 * npm run bench:viewer — what a visitor's browser gets from the demo project:
 *  (a) gzipped JavaScript the first page loads before it hydrates, and after (Chromium, each script gzipped -9),
 *  (b) server render time per page: renderViewerBody alone, median of 200 per page, and the whole
 *      HTTP answer, median of 200 per page,
 *  (c) Lighthouse performance score, LCP and CLS (mobile defaults), median of 5, local Chromium, and the font bytes
 *      Lighthouse saw,
 *  (d) typography (issue 12): the WOFF2 bytes the first page fetches before its load event, at desktop and phone
 *      size, and the layout shift while its fonts arrive under applied throttling (first-page-fonts.ts),
 *  (e) the static limit (issue 14): the demo's first page and a text + picture page beside the same pages saved as
 *      HTML without scripts (their styles, fonts and pictures kept) on a plain static server (static-limit.ts);
 *      Lighthouse mobile, five interleaved runs each; FCP, LCP, TBT, CLS, score and the ratios Folio / static,
 *  (f) a page turn on a phone with the CPU 4× slower (page-turn.ts): the key's latency and the new page's counter.
 * It starts the server itself (built client, fresh data directory with the seeded demo).
 * BENCH_PARTS=a,c,d runs only those parts (all by default). Lighthouse drives /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { findChromium, chromiumArgs } from '../../../e2e/chromium';
import { DESKTOP, fontBytes, fontSwapShift, PHONE, printFontBytes, printFontSwapShift } from './first-page-fonts';
import { pageTurns, printPageTurns } from './page-turn';
import { printStaticLimit, staticLimit } from './static-limit';
// @ts-expect-error the size check's rules are plain JavaScript, shared with it
import { firstPageCut } from '../../../scripts/first-page-scripts.mjs';
import { startServer, stopServer } from '../../server/bench/server-process';
import { renderViewerBody } from '../src/ssr';
import { BOOT_ELEMENT_ID, type BootData } from '../src/types';

const PORT = 3400;
const DEBUG_PORT = 9334;
const RENDERS = 200;
const LIGHTHOUSE_RUNS = 5;
const SHIFT_RUNS = 5;
// Issue 12, "Benchmark": the first page's fonts ≤ 80 KB of WOFF2, CLS ≤ 0.02.
const FONT_BYTES_TARGET = 80 * 1024;
const CLS_TARGET = 0.02;
// Issue 14, "Benchmark targets": a page turn at 4× CPU ≤ 100 ms.
const PAGE_TURN_TARGET_MS = 100;
const base = `http://127.0.0.1:${PORT}`;
const parts = new Set((process.env.BENCH_PARTS ?? 'a,b,c,d,e,f').split(','));
const demoPages = ['/demo/demo/', '/demo/demo/shapes/', '/demo/demo/pictures/', '/demo/demo/slideshow/', '/demo/demo/the-end/'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function firstPageJavaScript(): Promise<{ files: { url: string; gzip: number; beforeLoad: boolean }[]; total: number; later: number }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
  const page = await browser.newPage();
  const scripts: Promise<{ url: string; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      // A chunk still arriving as the browser closes (the ones fetched once the page is idle) is left out.
      scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length }), () => null));
    }
  });
  await page.goto(`${base}${demoPages[0]}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.performance.getEntriesByName('folio:hydrated').length > 0);
  await page.waitForLoadState('networkidle');
  // What the budget counts is fetched before hydration begins (the script loader fetches the entry after the load
  // event: scripts/check-viewer-size.mjs); the rest follows it.
  const timing = await page.evaluate(() => ({
    load: (window.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    hydrating: window.performance.getEntriesByName('folio:hydrating')[0]?.startTime,
    starts: Object.fromEntries(window.performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
  }));
  const cut = firstPageCut(timing.load, timing.hydrating);
  const files = (await Promise.all(scripts)).filter((file) => file !== null).map((file) => ({ ...file, beforeLoad: (timing.starts[file.url] ?? Infinity) < cut }));
  await browser.close();
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzip, 0);
  return { files, total: sum(files.filter((file) => file.beforeLoad)), later: sum(files.filter((file) => !file.beforeLoad)) };
}

async function bootOf(path: string): Promise<BootData> {
  const html = await (await fetch(`${base}${path}`)).text();
  const match = html.match(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`));
  return JSON.parse(match![1]!) as BootData;
}

async function renderTimes() {
  const rows = [];
  for (const path of demoPages) {
    const boot = await bootOf(path);
    const render: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      renderViewerBody(boot);
      render.push(performance.now() - start);
    }
    const http: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      await (await fetch(`${base}${path}`)).text();
      http.push(performance.now() - start);
    }
    rows.push({ path, render: median(render), http: median(http) });
  }
  return rows;
}

/** The bytes of the font responses in Lighthouse's network-requests audit. */
function lighthouseFontBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Font').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function firstPageTypography() {
  // Nothing leaves the machine: every host name but the server's resolves to nothing.
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs(), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
  try {
    const url = `${base}${demoPages[0]}`;
    const bytes = [await fontBytes(browser, url, DESKTOP, `desktop ${DESKTOP.width} × ${DESKTOP.height}`), await fontBytes(browser, url, PHONE, `phone ${PHONE.width} × ${PHONE.height}`, true)];
    const shift = await fontSwapShift(browser, url, SHIFT_RUNS);
    return { bytes, shift };
  } finally {
    await browser.close();
  }
}

async function lighthouseRuns() {
  const chrome = spawn(findChromium(), [...chromiumArgs(), '--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'folio-lh-'))}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const result = await lighthouse(`${base}${demoPages[0]}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      runs.push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
        fontBytes: lighthouseFontBytes(lhr.audits['network-requests']?.details),
      });
    }
    return { score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), cls: median(runs.map((r) => r.cls)), fontBytes: median(runs.map((r) => r.fontBytes)), runs };
  } finally {
    chrome.kill('SIGTERM');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-viewer-'));
const server = await startServer(PORT, { DATA_DIR: dataDir });
try {
  if (parts.has('a')) {
    const js = await firstPageJavaScript();
    console.log('\n(a) JavaScript of the demo\'s first page (gzip -9):');
    for (const file of js.files) console.log(`    ${file.url}: ${(file.gzip / 1024).toFixed(1)} KB${file.beforeLoad ? '' : ' (after hydration began)'}`);
    console.log(`    before hydration: ${(js.total / 1024).toFixed(1)} KB (budget 100 KB); after it, until the network is idle: ${(js.later / 1024).toFixed(1)} KB`);
  }

  if (parts.has('b')) {
    const renders = await renderTimes();
    console.log(`\n(b) Server render per page, median of ${RENDERS}:`);
    console.log('| page | renderViewerBody (ms) | whole HTTP answer (ms) |\n|---|---:|---:|');
    for (const row of renders) console.log(`| ${row.path} | ${row.render.toFixed(2)} | ${row.http.toFixed(2)} |`);
  }

  if (parts.has('c')) {
    const lh = await lighthouseRuns();
    console.log(`\n(c) Lighthouse (mobile defaults), median of ${LIGHTHOUSE_RUNS}: performance ${lh.score}, LCP ${Math.round(lh.lcp)} ms, CLS ${lh.cls.toFixed(3)}`);
    console.log(`    runs: ${lh.runs.map((r) => `${r.score}/${Math.round(r.lcp)}ms/${r.cls.toFixed(3)}`).join(', ')}`);
    console.log(`    font bytes Lighthouse saw (median): ${(lh.fontBytes / 1024).toFixed(1)} KB`);
  }

  if (parts.has('d')) {
    const typography = await firstPageTypography();
    console.log(`\n(d) Typography of the demo's first page: WOFF2 fetched before the load event (cold cache)`);
    for (const result of typography.bytes) printFontBytes(result, FONT_BYTES_TARGET);
    console.log(`    layout shift while the fonts arrive, ${SHIFT_RUNS} cold loads on a phone-sized window with throttling applied (slow 4G, CPU 4× slower):`);
    printFontSwapShift(typography.shift, CLS_TARGET);
  }

  if (parts.has('e')) {
    // The demo's first page and its text + picture page (Pictures: a heading, a text and two pictures).
    printStaticLimit(await staticLimit(base, [demoPages[0]!, demoPages[2]!], { runs: LIGHTHOUSE_RUNS, debugPort: DEBUG_PORT }));
  }

  if (parts.has('f')) {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
    try {
      printPageTurns(await pageTurns(browser, `${base}${demoPages[0]}`), PAGE_TURN_TARGET_MS);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
