/**
 * bench:viewer part (e), the static limit (issue 14): what a visitor could get at best. Each page is saved as the
 * server answers Lighthouse's phone — its HTML with every <script> (and module preload) removed, and every response
 * the page makes without JavaScript (styles, fonts, pictures) — and served by a plain static server
 * (static-page-server.ts). Lighthouse mobile (its defaults: simulated slow 4G, 4× slower CPU) then loads the Folio
 * page and its static copy in turn, `runs` times each, interleaved; medians and the ratios Folio / static.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromiumArgs, findChromium } from '../../../e2e/chromium';
import { stopServer } from '../../server/bench/server-process';
import { FILES_INDEX, startStaticPageServer, type SavedFiles } from './static-page-server';

const STATIC_PORT = 3402;
const CHROME_START_MS = 1500;
// Issue 14, "Benchmark targets".
export const STATIC_LIMIT_TARGETS = { lcpRatio: 1.15, fcpRatio: 1.15, tbtMs: 50, cls: 0.02, score: 98 };

/** How many of a run's long tasks are printed. */
const LONG_TASKS_SHOWN = 4;

export interface LighthouseFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
  /** Lighthouse's long tasks (simulated at 4× CPU), longest first: where the blocking time comes from. */
  longTasks?: { url: string; ms: number }[];
}
export interface StaticLimitRow {
  path: string;
  folio: LighthouseFigures;
  static: LighthouseFigures;
  folioRuns: LighthouseFigures[];
  staticRuns: LighthouseFigures[];
}

/** The page without its scripts: every <script> element and every module preload link gone. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
export const medians = (runs: LighthouseFigures[]): LighthouseFigures => ({
  fcp: median(runs.map((run) => run.fcp)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  score: median(runs.map((run) => run.score)),
});

/** Saves `path` as Lighthouse's phone gets it, scripts removed, with what it loads without JavaScript. */
async function savePage(base: string, path: string, folder: string, files: SavedFiles) {
  const origin = new URL(base).origin;
  const save = (address: string, body: Buffer, type: string) => {
    const file = `${address.replace(/[^a-z0-9.-]+/gi, '_')}`;
    writeFileSync(join(folder, file), body);
    writeFileSync(join(folder, `${file}.br`), brotliCompressSync(body));
    files[address] = { file, type };
  };
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
  try {
    const mobile = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: userAgents.mobile,
      viewport: { width: mobile.width, height: mobile.height },
      deviceScaleFactor: mobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const saving: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = response.request().resourceType();
      if (url.origin !== origin || kind === 'document' || kind === 'script' || response.status() !== 200) return;
      // A body the browser no longer holds (a response still arriving as it closes) is left out.
      saving.push(response.body().then((body) => save(url.pathname + url.search, body, response.headers()['content-type'] ?? 'application/octet-stream'), () => undefined));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // The list may grow while we wait.
    for (let i = 0; i < saving.length; i++) await saving[i];
  } finally {
    await browser.close();
  }
  const html = await (await fetch(`${base}${path}`, { headers: { 'user-agent': userAgents.mobile } })).text();
  save(path, Buffer.from(withoutScripts(html)), 'text/html; charset=utf-8');
}

/** One Lighthouse mobile run of `url` in the Chrome listening on `port`: its performance figures. */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result!.lhr.audits;
  return {
    fcp: audits['first-contentful-paint']!.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']!.numericValue ?? NaN,
    tbt: audits['total-blocking-time']!.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']!.numericValue ?? NaN,
    score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
    longTasks: ((audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [])
      .map((item) => ({ url: (item.url ?? '').replace(/^https?:\/\/[^/]+/, ''), ms: item.duration ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, LONG_TASKS_SHOWN),
  };
}

export async function staticLimit(base: string, paths: string[], { runs, debugPort }: { runs: number; debugPort: number }): Promise<StaticLimitRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'folio-static-limit-'));
  const profile = mkdtempSync(join(tmpdir(), 'folio-lh-static-'));
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  try {
    const files: SavedFiles = {};
    for (const path of paths) await savePage(base, path, folder, files);
    writeFileSync(join(folder, FILES_INDEX), JSON.stringify(files));
    server = await startStaticPageServer(folder, STATIC_PORT);
    chrome = spawn(findChromium(), [...chromiumArgs(), '--headless=new', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, CHROME_START_MS));
    const figures = paths.map(() => ({ folio: [] as LighthouseFigures[], static: [] as LighthouseFigures[] }));
    for (let run = 0; run < runs; run++) {
      for (const [i, path] of paths.entries()) {
        // Interleaved, and the side that goes first alternates, so a machine busier in one moment burdens both.
        const sides = run % 2 === 0 ? (['folio', 'static'] as const) : (['static', 'folio'] as const);
        for (const side of sides) {
          const url = side === 'folio' ? `${base}${path}` : `http://127.0.0.1:${STATIC_PORT}${path}`;
          figures[i]![side].push(await lighthouseRun(url, debugPort));
        }
      }
    }
    return paths.map((path, i) => ({ path, folio: medians(figures[i]!.folio), static: medians(figures[i]!.static), folioRuns: figures[i]!.folio, staticRuns: figures[i]!.static }));
  } finally {
    // Chrome writes to its profile until it has exited: the folder goes after it.
    const exited = chrome && chrome.exitCode === null ? new Promise((resolve) => chrome!.once('exit', resolve)) : null;
    chrome?.kill('SIGTERM');
    await exited;
    if (server) await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

export function printStaticLimit(rows: StaticLimitRow[]) {
  const t = STATIC_LIMIT_TARGETS;
  const runs = rows[0]?.folioRuns.length ?? 0;
  console.log(`\n(e) The static limit: Lighthouse mobile, median of ${runs} interleaved runs per side; static = the same HTML without scripts on a plain static server`);
  console.log('| page | side | FCP (ms) | LCP (ms) | TBT (ms) | CLS | score |\n|---|---|---:|---:|---:|---:|---:|');
  const line = (path: string, side: string, f: LighthouseFigures) => console.log(`| ${path} | ${side} | ${Math.round(f.fcp)} | ${Math.round(f.lcp)} | ${Math.round(f.tbt)} | ${f.cls.toFixed(3)} | ${f.score} |`);
  for (const row of rows) {
    line(row.path, 'Folio', row.folio);
    line(row.path, 'static', row.static);
  }
  console.log(`\n| page | FCP Folio / static (≤ ${t.fcpRatio}) | LCP Folio / static (≤ ${t.lcpRatio}) | TBT (≤ ${t.tbtMs} ms) | CLS (≤ ${t.cls}) | score (≥ ${t.score}) |\n|---|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    const fcp = row.folio.fcp / row.static.fcp;
    const lcp = row.folio.lcp / row.static.lcp;
    const mark = (ok: boolean) => (ok ? '' : ' ✗');
    console.log(
      `| ${row.path} | ${fcp.toFixed(2)}×${mark(fcp <= t.fcpRatio)} | ${lcp.toFixed(2)}×${mark(lcp <= t.lcpRatio)} | ${Math.round(row.folio.tbt)}${mark(row.folio.tbt <= t.tbtMs)} | ${row.folio.cls.toFixed(3)}${mark(row.folio.cls <= t.cls)} | ${row.folio.score}${mark(row.folio.score >= t.score)} |`,
    );
  }
  for (const row of rows) {
    const each = (runs: LighthouseFigures[]) => runs.map((r) => `${Math.round(r.fcp)}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`).join(', ');
    console.log(`    ${row.path} runs (FCP/LCP/TBT ms): Folio ${each(row.folioRuns)}; static ${each(row.staticRuns)}`);
    const tasks = (runs: LighthouseFigures[]) => runs.map((r) => (r.longTasks ?? []).map((task) => `${task.url || 'page'} ${Math.round(task.ms)}`).join(' + ') || 'none').join(' | ');
    console.log(`    ${row.path} long tasks at 4× CPU, each run (ms): Folio ${tasks(row.folioRuns)}; static ${tasks(row.staticRuns)}`);
  }
}
