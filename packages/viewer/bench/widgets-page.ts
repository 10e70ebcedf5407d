/**
 * Part of npm run bench:viewer — a published page of 200 widgets of every kind (widgets-page-data.ts):
 *  (a) server render: GET of the viewer page from the real server route (its own process, production mode,
 *      fresh DATA_DIR), sequential requests over loopback, median and p95 of ITERATIONS, with and without
 *      compression; and renderViewerBody alone, in this process, on the same boot data;
 *  (b) in Chromium, RUNS loads per CPU setting in a fresh browser context (cold cache): time from navigation to
 *      the viewer's 'folio:hydrated' mark (viewer.tsx: the root's first effect after hydration), first
 *      contentful paint, and the main thread's long tasks (PerformanceObserver 'longtask') until the network is
 *      idle after hydration — count, total duration and blocking time (the part of each beyond 50 ms); medians.
 * The project is seeded over HTTP as the editor would; host names other than the server's do not resolve; the
 * server serves a copy of the client build (client-snapshot.ts), so a build started meanwhile changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from 'playwright-core';
import { preloadAllKinds } from '@folio/widgets/on-demand';
import { findChromium, chromiumArgs } from '../../../e2e/chromium';
import { startServer, stopServer } from '../../server/bench/server-process';
import { renderViewerBody } from '../src/ssr';
import { BOOT_ELEMENT_ID, type BootData } from '../src/types';
import { signUpAuthor, uploadPicture } from './author-session';
import { snapshotViewerClient } from './client-snapshot';
import { photoJpeg } from '../../server/bench/photo';
import { median, percentile } from './percentiles';
import { kindCounts, pageHeight, widgetsPageWidgets, WIDGET_COUNT } from './widgets-page-data';

const PORT = 3401;
const ITERATIONS = 200;
const WARM_UP_REQUESTS = 20;
const RUNS = 7;
// Lighthouse's mobile setting: the CPU 4× slower than this machine's (Chrome DevTools' CPU throttling).
const CPU_SLOWDOWNS = [1, 4];
// The picture the page's 30 picture widgets show: a 2400 × 1600 upload, as an author's resized photo.
const PICTURE_SIZE = { width: 2400, height: 1600 };
const HYDRATION_TIMEOUT_MS = 60_000;
// A long task is one over 50 ms (Long Tasks API); what lies beyond that blocks input (total blocking time).
const LONG_TASK_MS = 50;
const base = `http://127.0.0.1:${PORT}`;

/** Seeds the published page; its viewer address. */
async function seed(): Promise<string> {
  const author = await signUpAuthor(base, 'widgets-bench@example.test');
  const upload = await uploadPicture(author, base, await photoJpeg(PICTURE_SIZE.width, PICTURE_SIZE.height), 'photo.jpg');
  const mag = await author.http.post<{ _id: string; uri: string; revision: number; pages: { _id: string }[] }>('/api/projects', {
    title: 'Widgets benchmark',
    uri: 'widgets',
  });
  const pid = mag.pages[0]!._id;
  let { revision } = await author.http.patch<{ revision: number }>(`/api/mag/${mag._id}/pages/${pid}`, { revision: mag.revision, title: 'Every kind', height: pageHeight });
  const widgets = widgetsPageWidgets(pid, upload, base);
  ({ revision } = await author.http.post<{ revision: number }>(`/api/mag/${mag._id}/widgets`, { revision, widgets }));
  await author.http.post(`/api/publish/${mag._id}`);
  return `/${author.user.uri}/${mag.uri}/`;
}

// One connection kept open, as a browser keeps one to the site (fetch does the same).
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** GET over loopback, timed to the last byte; the bytes as sent (compressed when the server compressed them). */
function timedGet(path: string, encoding: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(`${base}${path}`, { agent, headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${path}: ${response.statusCode}`));
        else resolve({ ms: performance.now() - start, bytes });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function serverRender(path: string) {
  const rows = [];
  for (const [label, encoding] of [
    ['brotli (as browsers ask)', 'br, gzip'],
    ['uncompressed', 'identity'],
  ] as const) {
    for (let i = 0; i < WARM_UP_REQUESTS; i++) await timedGet(path, encoding);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const answer = await timedGet(path, encoding);
      times.push(answer.ms);
      bytes = answer.bytes;
    }
    rows.push({ label: `GET ${path}, ${label}`, median: median(times), p95: percentile(times, 0.95), bytes });
  }
  // The render alone, on the boot data the server wrote into the page (every kind loaded, as the server does).
  await preloadAllKinds();
  const html = await (await fetch(`${base}${path}`)).text();
  const match = html.match(new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`));
  const boot = JSON.parse(match![1]!) as BootData;
  const renders: number[] = [];
  let body = '';
  for (let i = 0; i < WARM_UP_REQUESTS + ITERATIONS; i++) {
    const start = performance.now();
    body = renderViewerBody(boot);
    if (i >= WARM_UP_REQUESTS) renders.push(performance.now() - start);
  }
  rows.push({ label: 'renderViewerBody alone (in this process)', median: median(renders), p95: percentile(renders, 0.95), bytes: Buffer.byteLength(body) });
  // A widget with bad data draws nothing: count what was drawn, so a page that lost widgets is not timed unnoticed.
  return { rows, widgetsDrawn: html.match(/data-widget-id=/g)?.length ?? 0 };
}

interface LoadRun {
  htmlReceived: number;
  hydrated: number;
  widgets: number;
  fcp: number;
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
}

/** Installed before the page's own scripts: collects every long task of the load. */
function observeLongTasks() {
  const durations: number[] = [];
  (window as unknown as { folioLongTasks: number[] }).folioLongTasks = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser: Browser, path: string, cpuSlowdown: number, errors: Set<string>): Promise<LoadRun> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.add(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.add(message.text());
    });
    if (cpuSlowdown !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.performance.getEntriesByName('folio:hydrated').length > 0, undefined, { timeout: HYDRATION_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    return await page.evaluate((longTaskMs) => {
      const tasks = (window as unknown as { folioLongTasks: number[] }).folioLongTasks;
      const navigation = window.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        htmlReceived: navigation.responseEnd,
        hydrated: window.performance.getEntriesByName('folio:hydrated')[0]!.startTime,
        widgets: document.querySelectorAll('[data-widget-id]').length,
        fcp: window.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((sum, ms) => sum + ms, 0),
        blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - longTaskMs), 0),
      };
    }, LONG_TASK_MS);
  } finally {
    await context.close();
  }
}

async function browserLoads(path: string) {
  // Nothing leaves the machine: every host name but the server's resolves to nothing (no interception, which
  // would slow every request down). The page's outside addresses are links and players that are never opened.
  const args = [...chromiumArgs(), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
  const browser = await chromium.launch({ executablePath: findChromium(), args });
  const errors = new Set<string>();
  try {
    // One load first: it makes the picture variants the page asks for, so the timed loads find them made.
    await loadOnce(browser, path, 1, errors);
    const rows = [];
    for (const cpuSlowdown of CPU_SLOWDOWNS) {
      const runs: LoadRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, path, cpuSlowdown, errors));
      const med = (pick: (run: LoadRun) => number) => median(runs.map(pick));
      rows.push({
        cpu: cpuSlowdown === 1 ? 'this machine' : `${cpuSlowdown}× slower`,
        htmlReceived: med((run) => run.htmlReceived),
        widgets: med((run) => run.widgets),
        hydrated: med((run) => run.hydrated),
        fcp: med((run) => run.fcp),
        longTasks: med((run) => run.longTasks),
        longTaskMs: med((run) => run.longTaskMs),
        blockingMs: med((run) => run.blockingMs),
        hydratedRuns: runs.map((run) => Math.round(run.hydrated)),
      });
    }
    return { rows, errors: [...errors] };
  } finally {
    await browser.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'folio-bench-widgets-'));
const client = await snapshotViewerClient(join(work, 'client'));
const server = await startServer(PORT, { DATA_DIR: join(work, 'data'), SEED_DEMO: 'false', VIEWER_CLIENT_DIR: client });
try {
  const path = await seed();
  const kinds = Object.entries(kindCounts).map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.log(`\nA published page of ${WIDGET_COUNT} widgets (${kinds}), ${path}`);

  const renders = await serverRender(path);
  console.log(`\n(a) Server render of the page (${renders.widgetsDrawn} widgets drawn), ${ITERATIONS} sequential requests after ${WARM_UP_REQUESTS} to warm up:`);
  console.log('| measure | median (ms) | p95 (ms) | bytes |\n|---|---:|---:|---:|');
  for (const row of renders.rows) console.log(`| ${row.label} | ${row.median.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.bytes} |`);

  const loads = await browserLoads(path);
  console.log(`\n(b) Chromium, cold cache, median of ${RUNS} loads (one load before, to make the picture variants):`);
  console.log('| CPU | HTML received (ms) | first contentful paint (ms) | navigation → hydrated (ms) | long tasks | long tasks total (ms) | blocking (ms) | widgets drawn |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of loads.rows) {
    const ms = (value: number) => Math.round(value);
    console.log(`| ${row.cpu} | ${ms(row.htmlReceived)} | ${ms(row.fcp)} | ${ms(row.hydrated)} | ${row.longTasks} | ${ms(row.longTaskMs)} | ${ms(row.blockingMs)} | ${row.widgets} |`);
  }
  for (const row of loads.rows) console.log(`    hydrated, ${row.cpu}: ${row.hydratedRuns.join(', ')} ms`);
  if (loads.errors.length) console.log(`\n    errors in the page: ${loads.errors.join(' | ')}`);
} finally {
  agent.destroy();
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}
