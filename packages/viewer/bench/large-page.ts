/**
 * Part of npm run bench:viewer — large published pages under load (issue 11, finding 2):
 *  - the 200-widget page of widgets-page-data.ts (the bound: no request holds the event loop over ~50 ms on it);
 *  - a page of 2,000 widgets (the most a page may hold: pageContentConstants.maxWidgetsPerPage), seeded and published
 *    over HTTP as the editor would, and one of 5,000 (the page), published straight into the database as a
 *    project published before the limit would have it (server/bench/publish-directly.ts); both are the 200-widget
 *    page of widgets-page-data.ts tiled downwards;
 *  - each page's first draw (one GET: what every request cost when pages were drawn per request) and a second GET;
 *  - autocannon with CONNECTIONS anonymous connections (no pipelining, no compression asked) for SECONDS each: requests/s,
 *    p50 and p99, on the viewer page and on the same HTML bytes served by a plain static file server on another
 *    loopback port (server/bench/static-file-server.ts), and the ratio; while the viewer page is loaded, GET
 *    /api/health one after another from a worker thread (its own event loop), p50, p99 and max.
 * The server runs as its own process (production mode, fresh DATA_DIR, PGlite) with a copy of the client build. Load
 * goes to 127.0.0.1 only. BENCH_SECONDS (default 10) sets each run's length.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { newObjectId, pageContentConstants, type Widget } from '@folio/model';
import { startServer, stopServer } from '../../server/bench/server-process';
import { startStaticServer } from '../../server/bench/static-file-server';
import { publishTiledPage } from '../../server/bench/publish-directly';
import { signUpAuthor, type AuthorSession } from './author-session';
import { snapshotViewerClient } from './client-snapshot';
import { pageHeight, widgetsPageWidgets, WIDGET_COUNT } from './widgets-page-data';

const PORT = 3404;
const STATIC_PORT = 3405;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = [10, 50];
const CAPPED_WIDGETS = pageContentConstants.maxWidgetsPerPage;
// The page: 0.87 requests/s for 10 connections, p50 7.7 s, /api/health up to 5.1 s.
const FINDING_WIDGETS = 5000;
// The API's batch limit (server/src/routes/schemas.ts MAX_BATCH).
const BATCH = 500;
// One health check after another, with this pause between them: about a hundred a second.
const HEALTH_PAUSE_MS = 10;
const base = `http://127.0.0.1:${PORT}`;
// The pictures on the page: the app's own files, so nothing is uploaded; the browser is not involved here.
const pictures = { url: '/assets/demo/cover.svg', width: 2400, height: 1600, lqipUrl: '/assets/demo/cover.svg' };

/** The 200-widget page tiled downwards until it holds `count` widgets, fresh ids, for page `pid`. */
function tiledWidgets(pid: string, count: number): Widget[] {
  const tile = widgetsPageWidgets(pid, pictures, base);
  return Array.from({ length: count }, (_, i) => {
    const copy = Math.floor(i / tile.length);
    const widget = tile[i % tile.length]!;
    return { ...widget, _id: copy === 0 ? widget._id : newObjectId(), y: widget.y + copy * pageHeight } as Widget;
  });
}

/** A published one-page project of `count` widgets (at most the API's limit); its num_id and viewer address. */
async function seedPage(author: AuthorSession, uri: string, count: number): Promise<{ numId: number; path: string }> {
  const mag = await author.http.post<{ _id: string; num_id: number; uri: string; revision: number; pages: { _id: string }[] }>('/api/projects', { title: `${count} widgets`, uri });
  const pid = mag.pages[0]!._id;
  let { revision } = await author.http.patch<{ revision: number }>(`/api/mag/${mag._id}/pages/${pid}`, {
    revision: mag.revision,
    title: 'Every kind, many times',
    height: pageHeight * Math.ceil(count / WIDGET_COUNT),
  });
  const widgets = tiledWidgets(pid, count);
  for (let at = 0; at < widgets.length; at += BATCH) {
    ({ revision } = await author.http.post<{ revision: number }>(`/api/mag/${mag._id}/widgets`, { revision, widgets: widgets.slice(at, at + BATCH) }));
  }
  await author.http.post(`/api/publish/${mag._id}`);
  return { numId: mag.num_id, path: `/${author.user.uri}/${mag.uri}/` };
}

/** GET as a visitor with no cookie and no compression: the time to the last byte, the bytes and the widgets drawn. */
async function timedGet(path: string): Promise<{ ms: number; html: Buffer; widgets: number }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return { ms: performance.now() - start, html, widgets: html.toString().match(/data-widget-id=/g)?.length ?? 0 };
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests not answered 200 within autocannon's timeout (10 s). */
  failed: number;
}

async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, pipelining: 1, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.non2xx };
}

// The health checks run in a worker: the load generator's own event loop (busy parsing answers) must not add to them.
const healthProbe = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let running = true;
const times = [];
parentPort.on('message', () => { running = false; });
const once = () => new Promise((resolve, reject) => {
  const start = performance.now();
  http.get(workerData.url, { agent }, (response) => {
    response.resume();
    response.on('end', () => resolve(performance.now() - start));
  }).on('error', reject);
});
(async () => {
  while (running) {
    times.push(await once());
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  agent.destroy();
  parentPort.postMessage(times);
})();
`;

/** Runs `during` while /api/health is asked one request after another; the health checks' times (ms). */
async function withHealthChecks<T>(during: () => Promise<T>): Promise<{ result: T; health: number[] }> {
  const worker = new Worker(healthProbe, { eval: true, workerData: { url: `${base}/api/health`, pauseMs: HEALTH_PAUSE_MS } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    const result = await during();
    worker.postMessage('stop');
    return { result, health: await times };
  } finally {
    await times.catch(() => undefined);
    await worker.terminate();
  }
}

const percentileOf = (values: readonly number[], fraction: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1] ?? NaN;
};

const work = mkdtempSync(join(tmpdir(), 'folio-bench-large-'));
const dataDir = join(work, 'data');
const staticDir = join(work, 'static');
mkdirSync(staticDir);
const client = await snapshotViewerClient(join(work, 'client'));
const serverEnv = { DATA_DIR: dataDir, SEED_DEMO: 'false', VIEWER_CLIENT_DIR: client };
let server = await startServer(PORT, serverEnv);
let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined;
try {
  const author = await signUpAuthor(base, 'large-page-bench@example.test');
  const typical = await seedPage(author, 'typical', WIDGET_COUNT);
  const capped = await seedPage(author, 'capped', CAPPED_WIDGETS);
  const finding = await seedPage(author, 'finding', CAPPED_WIDGETS);
  // The 5,000-widget version goes straight into the database, the server stopped (PGlite: one process at a time).
  await stopServer(server);
  await publishTiledPage({ driver: 'pglite', dataDir: join(dataDir, 'pglite') }, finding.numId, FINDING_WIDGETS);
  server = await startServer(PORT, serverEnv);

  const pages = [
    { name: `${WIDGET_COUNT} widgets (widgets-page-data.ts)`, file: 'typical.html', ...typical },
    { name: `${CAPPED_WIDGETS} widgets (the limit)`, file: 'capped.html', ...capped },
    { name: `${FINDING_WIDGETS} widgets (the issue's page)`, file: 'finding.html', ...finding },
  ];
  const draws = [];
  for (const page of pages) {
    const first = await timedGet(page.path);
    const again = await timedGet(page.path);
    if (!first.html.equals(again.html)) throw new Error(`${page.path}: the second answer differs from the first`);
    // The static side serves exactly these bytes.
    writeFileSync(join(staticDir, page.file), first.html);
    draws.push({ page: page.name, first: first.ms, again: again.ms, bytes: first.html.length, widgets: first.widgets });
  }
  staticServer = await startStaticServer(staticDir, STATIC_PORT);

  console.log('\nLarge published pages: the first draw, then kept (a visitor, no compression):');
  console.log('| page | widgets drawn | bytes | first GET: drawn (ms) | second GET: kept (ms) |\n|---|---:|---:|---:|---:|');
  for (const row of draws) console.log(`| ${row.page} | ${row.widgets} | ${row.bytes} | ${row.first.toFixed(0)} | ${row.again.toFixed(1)} |`);
  console.log(`\nUnder load, ${SECONDS} s per run after ${WARM_UP_SECONDS} s to warm up; /api/health asked one after another meanwhile:`);
  console.log('| page | connections | viewer requests/s | p50 (ms) | p99 (ms) | failed | static file requests/s | p50 (ms) | p99 (ms) | failed | ratio | /api/health p50 / p99 / max (ms), checks |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const page of pages) {
    const viewerUrl = `${base}${page.path}`;
    const fileUrl = `http://127.0.0.1:${STATIC_PORT}/${page.file}`;
    for (const connections of CONNECTIONS) {
      await load(viewerUrl, connections, WARM_UP_SECONDS);
      const { result: viewer, health } = await withHealthChecks(() => load(viewerUrl, connections, SECONDS));
      await load(fileUrl, connections, WARM_UP_SECONDS);
      const file = await load(fileUrl, connections, SECONDS);
      const checks = { p50: percentileOf(health, 0.5), p99: percentileOf(health, 0.99), max: Math.max(...health), count: health.length };
      // Printed as each run ends: a long benchmark keeps what it measured if a later run fails.
      console.log(
        `| ${page.name} | ${connections} | ${viewer.requestsPerSecond.toFixed(1)} | ${viewer.p50} | ${viewer.p99} | ${viewer.failed} | ${file.requestsPerSecond.toFixed(1)} | ${file.p50} | ${file.p99} | ${file.failed} | ${(viewer.requestsPerSecond / file.requestsPerSecond).toFixed(2)} | ${checks.p50.toFixed(1)} / ${checks.p99.toFixed(1)} / ${checks.max.toFixed(1)}, ${checks.count} |`,
      );
    }
  }
} finally {
  if (staticServer) await stopServer(staticServer);
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}
