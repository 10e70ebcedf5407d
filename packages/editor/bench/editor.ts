/**
 * npm run bench:editor — the constructor in Chromium, on this machine:
 *  (a) drag: a page of 1,000 widgets (editor-bench-data.ts); a marquee selects 50 of them and the mouse drags them
 *      across the canvas (page.mouse: real input events, one move every MOVE_INTERVAL_MS, as a 60 Hz mouse sends),
 *      DRAGS times. Per frame: the renderer's main-thread time (the union of its tasks between one frame's start and
 *      the next, from Chromium's trace), the time between animation frames (rAF deltas), the time of each
 *      pointermove's handling (performance.measure from the window's capture listener to its bubble listener: the
 *      core's tool, the store and React's synchronous render), and the long tasks (PerformanceObserver 'longtask').
 *  (b) open: a project of 50 pages of 100 widgets (5,000); OPEN_RUNS cold loads of /edit/{num_id}/, each in a fresh
 *      browser context: time from navigation until the first page is drawn whole under the canvas's overlay, and
 *      until a click on one of its widgets selects it (the page answers the author).
 * Then, once each, a CPU profile (the DevTools protocol's sampling profiler) of a drag and of an open, mapped to the
 * editor's sources through the build's source maps: the functions that take the time.
 *  (c) the font list: opening the text toolbar's family list with 40+ families in their own faces (font-list.ts).
 *  (d) the phone layout: deriving the phone layout of a 200-widget page, and the phone view's document view of it
 *      (phone-layout.ts; ms, p50/p95 over runs).
 *  (e) the layers panel on the page of 1,000 widgets (layers-panel.ts): open, scroll and drag-reorder, main-thread
 *      time per frame.
 *  (f) beside tldraw 5 (tldraw-peer.ts): the same opens of the same content in tldraw, interleaved with Folio's in
 *      one run, and the ratios; (g) the same for the drags.
 * It starts the server itself (own port, fresh DATA_DIR with PGlite, a copy of the editor's client build) and seeds
 * the projects through the API. BENCH_PARTS=c runs only the parts named (a: drag and its profile, b: open and its
 * profile, c: the font list, f and g: beside tldraw; all by default).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { constructorTexts } from '@folio/model';
import { chromiumArgs, findChromium } from '../../../e2e/chromium';
import { startServer, stopServer } from '../../server/bench/server-process';
import { median, percentile } from '../../viewer/bench/percentiles';
import { busyMs, hotSpots, startProfile, type CpuProfile } from './cpu-profile';
import { DRAG_PAGE_WIDGETS, dragPageGrid, kindCounts, OPEN_PAGE_WIDGETS, OPEN_PROJECT_PAGES } from './editor-bench-data';
import { snapshotEditorClient } from './editor-client-snapshot';
import { benchFontList, printFontList } from './font-list';
import { benchLayersPanel, printLayersPanel } from './layers-panel';
import { benchPhoneLayout, printPhoneLayout } from './phone-layout';
import { SESSION_COOKIE, seedBenchProjects, type SeededProject } from './seed-projects';
import { loadSourceMap, type SourceMap } from './source-maps';
import { dragPeer, openPeerOnce, preparePeer, type PeerOpenRun } from './tldraw-peer';
import { activitiesOfTrace, framesOfTrace, TRACE_CATEGORIES, type TraceEvent, type TraceFrame } from './trace-frames';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const builtClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const PORT = 3403;
const base = `http://127.0.0.1:${PORT}`;
// The e2e suite's window: wide enough that a 1024 px page is drawn at 100%, so screen px are page px.
const VIEWPORT = { width: 1700, height: 1000 };
const SELECTED = 50;
const DRAGS = 3;
const MOVES_PER_DRAG = 120;
const MOVE_INTERVAL_MS = 16;
// Each drag goes this far (screen px), back and forth: across most of the canvas in view.
const DRAG_BY = { x: 480, y: 360 };
const OPEN_RUNS = 5;
const PEER_DRAGS = 3;
const READY_TIMEOUT_MS = 60_000;
const LONG_TASK_MS = 50;
const TARGET_FRAME_MS = 8;
const TARGET_OPEN_MS = 2000;
const HOT_SPOTS = Number(process.env.HOT_SPOTS ?? 15);
const parts = new Set((process.env.BENCH_PARTS ?? 'a,b,c,d,e,f,g').split(','));
const marks = { dragStart: 'folio-bench:drag-start', dragEnd: 'folio-bench:drag-end' } as const;

interface BenchWindow {
  folioBench: {
    recording: boolean;
    frames: number[];
    moves: number[];
    longTasks: { start: number; duration: number }[];
    ready: number | null;
    answered: number | null;
    expectedWidgets: number;
  };
}

/**
 * Installed before the page's own scripts. Collects long tasks; while recording, every animation frame's time and
 * each pointermove's handling; and the first frame at which the canvas draws the page's widgets under its overlay
 * (`ready`) and at which a selection frame shows (`answered`).
 */
function instrument(expectedWidgets: number) {
  const bench: BenchWindow['folioBench'] = { recording: false, frames: [], moves: [], longTasks: [], ready: null, answered: null, expectedWidgets };
  (window as unknown as BenchWindow).folioBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (time: number) => {
    if (bench.recording) bench.frames.push(time);
    if (bench.ready === null && document.querySelector('.fo-overlay') && document.querySelectorAll('.fo-canvas .folio-widget').length >= bench.expectedWidgets) {
      bench.ready = performance.now();
      performance.mark('folio-bench:ready');
    }
    if (bench.ready !== null && bench.answered === null && document.querySelector('.fo-overlay__selection')) {
      bench.answered = performance.now();
      performance.mark('folio-bench:answered');
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  let start = 0;
  window.addEventListener('pointermove', () => (start = performance.now()), { capture: true });
  window.addEventListener('pointermove', () => {
    if (!bench.recording) return;
    const end = performance.now();
    bench.moves.push(end - start);
    performance.measure('folio-bench:pointermove', { start, end });
  });
}

async function newContext(browser: Browser, session: string, expectedWidgets: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addCookies([{ name: SESSION_COOKIE, value: session, url: base }]);
  // tsx (esbuild with keepNames) wraps named functions in __name(…): the page needs that helper for the functions
  // this file hands it.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(instrument, expectedWidgets);
  return context;
}

async function openEditor(page: Page, project: SeededProject) {
  await page.goto(`${base}/edit/${project.numId}/`, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => (window as unknown as BenchWindow).folioBench.ready !== null, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
  } catch (error) {
    const drawn = await page.evaluate(() => ({ url: location.href, widgets: document.querySelectorAll('.fo-canvas .folio-widget').length, overlay: !!document.querySelector('.fo-overlay'), text: document.body.innerText.slice(0, 300) }));
    throw new Error(`the editor did not draw the page: ${JSON.stringify(drawn)}`, { cause: error });
  }
}

/** The page's top left on the screen; the canvas must show it at 100%. */
async function pageOrigin(page: Page) {
  const zoom = await page.locator('.fo-zoom__value').textContent();
  if (zoom !== '100%') throw new Error(`the page is drawn at ${zoom}, not 100%`);
  const box = (await page.locator('.fo-canvas__page').boundingBox())!;
  return { x: box.x, y: box.y };
}

/** Selects the top-left block of 10 × 5 widgets with a marquee drawn from the gap at the page's corner. */
async function selectBlock(page: Page, origin: { x: number; y: number }) {
  const columns = 10;
  const rows = SELECTED / columns;
  const { cell, gap, size } = dragPageGrid;
  const half = gap / 2;
  await page.mouse.move(origin.x + half, origin.y + half);
  await page.mouse.down();
  await page.mouse.move(origin.x + gap + (columns - 1) * cell + size + half, origin.y + gap + (rows - 1) * cell + size + half, { steps: 10 });
  await page.mouse.up();
  // The summary follows the selection's next render (later on a busy machine).
  const status = page.getByRole('toolbar', { name: constructorTexts.arrange }).getByRole('status');
  const selected = await status
    .filter({ hasText: constructorTexts.selectionSummary(SELECTED) })
    .waitFor({ timeout: READY_TIMEOUT_MS })
    .then(() => true, () => false);
  if (!selected) {
    const shot = join(tmpdir(), `folio-bench-marquee-${Date.now()}.png`);
    await page.screenshot({ path: shot });
    throw new Error(`the marquee selected: ${await status.textContent()} (the page then: ${shot})`);
  }
}

/** DRAGS drags of the selection, back and forth, each MOVES_PER_DRAG moves at a mouse's pace. */
async function dragSelection(page: Page, origin: { x: number; y: number }) {
  // The first selected widget's centre.
  let at = { x: origin.x + dragPageGrid.gap + dragPageGrid.size / 2, y: origin.y + dragPageGrid.gap + dragPageGrid.size / 2 };
  for (let drag = 0; drag < DRAGS; drag++) {
    const sign = drag % 2 ? -1 : 1;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    const from = at;
    for (let step = 1; step <= MOVES_PER_DRAG; step++) {
      const sent = Date.now();
      await page.mouse.move(from.x + (sign * DRAG_BY.x * step) / MOVES_PER_DRAG, from.y + (sign * DRAG_BY.y * step) / MOVES_PER_DRAG);
      const wait = MOVE_INTERVAL_MS - (Date.now() - sent);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await page.mouse.up();
    at = { x: from.x + sign * DRAG_BY.x, y: from.y + sign * DRAG_BY.y };
  }
}

/** The built file a script address names, in the client copy the server serves. */
function sourceMapsOf(clientDir: string) {
  const maps = new Map<string, SourceMap | undefined>();
  return (url: string) => {
    const path = new URL(url).pathname;
    if (!path.startsWith('/editor/')) return undefined;
    const file = path.slice('/editor/'.length);
    // Sources are named relative to the built file where it was built (packages/editor/dist/client/assets/).
    const builtAt = dirname(join(builtClientDir, file));
    if (!maps.has(path)) maps.set(path, loadSourceMap(join(clientDir, file), (source) => relative(repoRoot, resolve(builtAt, source))));
    return maps.get(path);
  };
}

function printHotSpots(title: string, profile: CpuProfile, mapOf: (url: string) => SourceMap | undefined) {
  const spots = hotSpots(profile, mapOf);
  const ms = (value: number) => value.toFixed(1);
  console.log(`\n${title}: ${ms(busyMs(profile))} ms sampled on the main thread (idle excluded).`);
  console.log('  by self time:');
  console.log('| function (source:line) | self (ms) | total (ms) |\n|---|---:|---:|');
  for (const spot of spots.toSorted((a, b) => b.self - a.self).slice(0, HOT_SPOTS)) console.log(`| ${spot.where} | ${ms(spot.self)} | ${ms(spot.total)} |`);
  console.log('  by total time, the editor\'s own code (packages/):');
  console.log('| function (source:line) | self (ms) | total (ms) |\n|---|---:|---:|');
  for (const spot of spots.filter((s) => s.where.includes('packages/')).toSorted((a, b) => b.total - a.total).slice(0, HOT_SPOTS)) {
    console.log(`| ${spot.where} | ${ms(spot.self)} | ${ms(spot.total)} |`);
  }
}

async function benchDrag(browser: Browser, session: string, project: SeededProject, mapOf: (url: string) => SourceMap | undefined, traceFile?: string, profiled = true) {
  const context = await newContext(browser, session, DRAG_PAGE_WIDGETS);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openEditor(page, project);
    const origin = await pageOrigin(page);
    await selectBlock(page, origin);

    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate((mark) => {
      const bench = (window as unknown as BenchWindow).folioBench;
      bench.recording = true;
      performance.mark(mark);
    }, marks.dragStart);
    await dragSelection(page, origin);
    const inPage = await page.evaluate((mark) => {
      performance.mark(mark);
      const bench = (window as unknown as BenchWindow).folioBench;
      bench.recording = false;
      const start = performance.getEntriesByName('folio-bench:drag-start')[0]!.startTime;
      return { frames: bench.frames, moves: bench.moves, longTasks: bench.longTasks.filter((task) => task.start >= start) };
    }, marks.dragEnd);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (traceFile) writeFileSync(traceFile, JSON.stringify(trace));
    const frames = framesOfTrace(trace.traceEvents, marks.dragStart, marks.dragEnd);
    const activities = activitiesOfTrace(trace.traceEvents, marks.dragEnd, marks.dragStart);
    const moved = await page.locator('.fo-overlay__selection').getAttribute('data-x');

    // The same drags again, profiled (the profiler's own cost stays out of the figures above).
    if (!profiled) return { frames, activities, inPage, moved, profile: undefined, errors };
    const stop = await startProfile(page);
    await dragSelection(page, origin);
    const profile = await stop();
    return { frames, activities, inPage, moved, profile, errors };
  } finally {
    await context.close();
  }
}

interface OpenRun {
  ready: number;
  answered: number;
  draft: number;
  longTasks: number;
  longTaskMs: number;
}

/**
 * Where the open project's first page lies on the screen, found in an open of its own before the measured ones:
 * tldraw's runs click where its camera puts the first shape, known beforehand, so Folio's must not ask the page
 * (a round trip that waits for the main thread) between drawing and clicking either.
 */
const origins = new Map<string, Promise<{ x: number; y: number }>>();
function knownOrigin(browser: Browser, session: string, project: SeededProject) {
  let origin = origins.get(project.id);
  if (!origin) {
    origin = (async () => {
      const context = await newContext(browser, session, OPEN_PAGE_WIDGETS);
      try {
        const page = await context.newPage();
        await openEditor(page, project);
        return await pageOrigin(page);
      } finally {
        await context.close();
      }
    })();
    origins.set(project.id, origin);
  }
  return origin;
}

/** A click on the first widget, as soon as the page is drawn, at the origin found beforehand; until it is selected. */
async function clickFirstWidget(page: Page, origin: { x: number; y: number }) {
  await page.mouse.click(origin.x + 50, origin.y + 50);
  await page.waitForFunction(() => (window as unknown as BenchWindow).folioBench.answered !== null, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
  // Checked after the figures: the page was where the click went.
  const drawnAt = await pageOrigin(page);
  if (drawnAt.x !== origin.x || drawnAt.y !== origin.y) throw new Error(`the page was drawn at ${JSON.stringify(drawnAt)}, not at ${JSON.stringify(origin)}`);
}

async function openOnce(browser: Browser, session: string, project: SeededProject): Promise<OpenRun> {
  const origin = await knownOrigin(browser, session, project);
  const context = await newContext(browser, session, OPEN_PAGE_WIDGETS);
  try {
    const page = await context.newPage();
    await openEditor(page, project);
    await clickFirstWidget(page, origin);
    return await page.evaluate((projectId) => {
      const bench = (window as unknown as BenchWindow).folioBench;
      const draft = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(`/api/projects/${projectId}`)) as PerformanceResourceTiming | undefined;
      const tasks = bench.longTasks.filter((task) => task.start < bench.answered!);
      return {
        ready: bench.ready!,
        answered: bench.answered!,
        draft: draft?.responseEnd ?? NaN,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
      };
    }, project.id);
  } finally {
    await context.close();
  }
}

type OpenActivities = ReturnType<typeof activitiesOfTrace> & { at: number };

/**
 * One more open, traced: where the main thread's time went until the page was drawn, and from then until a click on
 * it was answered. Then one profiled, through the click.
 */
async function traceAndProfileOpen(browser: Browser, session: string, project: SeededProject) {
  const origin = await knownOrigin(browser, session, project);
  let context = await newContext(browser, session, OPEN_PAGE_WIDGETS);
  let untilDrawn: OpenActivities;
  let untilAnswered: OpenActivities;
  try {
    const page = await context.newPage();
    // A trace kept for reading holds the CPU profile too (its samples on the trace's clock, so the part between the
    // marks can be read); the figures below are then the profiler's too.
    const saved = process.env.FOLIO_BENCH_OPEN_TRACE;
    await browser.startTracing(page, { categories: saved ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TRACE_CATEGORIES });
    await openEditor(page, project);
    await page.mouse.click(origin.x + 50, origin.y + 50);
    await page.waitForFunction(() => (window as unknown as BenchWindow).folioBench.answered !== null, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (saved) writeFileSync(saved, JSON.stringify(trace));
    const { ready, answered } = await page.evaluate(() => (window as unknown as BenchWindow).folioBench);
    untilDrawn = { ...activitiesOfTrace(trace.traceEvents, 'folio-bench:ready'), at: ready! };
    untilAnswered = { ...activitiesOfTrace(trace.traceEvents, 'folio-bench:answered', 'folio-bench:ready'), at: answered! };
  } finally {
    await context.close();
  }
  context = await newContext(browser, session, OPEN_PAGE_WIDGETS);
  try {
    const page = await context.newPage();
    const stop = await startProfile(page);
    await openEditor(page, project);
    await clickFirstWidget(page, origin);
    return { untilDrawn, untilAnswered, profile: await stop() };
  } finally {
    await context.close();
  }
}

function printActivities(title: string, { activities, busy, cpu }: ReturnType<typeof activitiesOfTrace>) {
  console.log(`    ${title}: tasks ${Math.round(busy)} ms wall clock, ${Math.round(cpu)} ms CPU; by activity (CPU): ${activities.filter((a) => a.ms >= 1).map((a) => `${a.name} ${Math.round(a.ms)}`).join(', ')} (ms)`);
}

/** Per mouse move: the main thread's time over the drags (every frame's, CPU and wall clock) divided by the moves. */
function perMove(frames: TraceFrame[]) {
  const moves = DRAGS * MOVES_PER_DRAG;
  const moved = frames.filter((frame) => frame.pointermove);
  return {
    cpu: frames.reduce((sum, frame) => sum + frame.cpu, 0) / moves,
    wall: frames.reduce((sum, frame) => sum + frame.busy, 0) / moves,
    p95: percentile(moved.map((frame) => frame.cpu), 0.95),
  };
}

/**
 * Folio beside tldraw 5 (tldraw-peer.ts), interleaved in one run: (f) OPEN_RUNS cold opens of each, (g) PEER_DRAGS
 * rounds of the drags on each; the ratios are Folio's figure over tldraw's.
 */
async function benchBesideTldraw(browser: Browser, seeded: Awaited<ReturnType<typeof seedBenchProjects>>, mapOf: (url: string) => SourceMap | undefined, only: { opens: boolean; drags: boolean }) {
  const peer = await preparePeer(browser, join(work, 'tldraw'), VIEWPORT);
  try {
    if (only.opens) await opensBesideTldraw(browser, seeded);
    if (only.drags) await dragsBesideTldraw(browser, seeded, mapOf);
  } finally {
    peer.stop();
  }
}

async function opensBesideTldraw(browser: Browser, seeded: Awaited<ReturnType<typeof seedBenchProjects>>) {
  const folio: OpenRun[] = [];
  const tldraw: PeerOpenRun[] = [];
  for (let i = 0; i < OPEN_RUNS; i++) {
    folio.push(await openOnce(browser, seeded.author.session, seeded.openProject));
    tldraw.push(await openPeerOnce(browser, VIEWPORT));
  }
  const row = (name: string, runs: (OpenRun | PeerOpenRun)[]) => {
    const med = (pick: (run: OpenRun | PeerOpenRun) => number) => median(runs.map(pick));
    return `| ${name} | ${Math.round(med((r) => r.draft))} | ${Math.round(med((r) => r.ready))} | ${Math.round(med((r) => r.answered))} | ${runs.map((r) => Math.round(r.answered)).join(', ')} |`;
  };
  const ratio = (pick: (run: OpenRun | PeerOpenRun) => number) => median(folio.map(pick)) / median(tldraw.map(pick));
  console.log(`\n(f) Beside tldraw 5, interleaved. Opening ${OPEN_PROJECT_PAGES} pages × ${OPEN_PAGE_WIDGETS} (cold, median of ${OPEN_RUNS} each):`);
  console.log('| editor | document received (ms) | first page drawn (ms) | a click answered (ms) | runs, answered (ms) |\n|---|---:|---:|---:|---|');
  console.log(row('Folio', folio));
  console.log(row('tldraw 5', tldraw));
  console.log(`    Folio / tldraw: received ${fmt(ratio((r) => r.draft))}×, drawn ${fmt(ratio((r) => r.ready))}×, answered ${fmt(ratio((r) => r.answered))}× (target ≤ 1.0×)`);
}

async function dragsBesideTldraw(browser: Browser, seeded: Awaited<ReturnType<typeof seedBenchProjects>>, mapOf: (url: string) => SourceMap | undefined) {
  const folioDrags: TraceFrame[][] = [];
  const tldrawDrags: TraceFrame[][] = [];
  for (let i = 0; i < PEER_DRAGS; i++) {
    // Each round on a page as seeded: the round before saved its widgets where its drags left them.
    folioDrags.push((await benchDrag(browser, seeded.author.session, await seeded.newDragProject(), mapOf, undefined, false)).frames);
    tldrawDrags.push(await dragPeer(browser, VIEWPORT, SELECTED, dragSelection));
  }
  console.log(`\n    Dragging ${SELECTED} of ${DRAG_PAGE_WIDGETS} (${DRAGS} drags of ${MOVES_PER_DRAG} moves), main thread per mouse move, each round:`);
  console.log('| editor | CPU per move (ms) | wall clock per move (ms) | p95 CPU of frames with a move (ms) |\n|---|---|---|---|');
  const list = (rounds: TraceFrame[][], pick: (m: ReturnType<typeof perMove>) => number) => rounds.map((frames) => fmt(pick(perMove(frames)))).join(' / ');
  for (const [name, rounds] of [['Folio', folioDrags], ['tldraw 5', tldrawDrags]] as const) {
    console.log(`| ${name} | ${list(rounds, (m) => m.cpu)} | ${list(rounds, (m) => m.wall)} | ${list(rounds, (m) => m.p95)} |`);
  }
  const cpuOf = (rounds: TraceFrame[][]) => median(rounds.map((frames) => perMove(frames).cpu));
  console.log(`    Folio / tldraw, CPU per move (median of rounds): ${(cpuOf(folioDrags) / cpuOf(tldrawDrags)).toPrecision(2)}× (target ≤ 1.0×)`);
}

const fmt = (value: number) => value.toFixed(1);
const work = mkdtempSync(join(tmpdir(), 'folio-bench-editor-'));
const client = await snapshotEditorClient(join(work, 'client'));
const server = await startServer(PORT, { DATA_DIR: join(work, 'data'), SEED_DEMO: 'false', EDITOR_CLIENT_DIR: client });
// Nothing leaves the machine: every host name but the server's resolves to nothing.
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs(), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
try {
  const seeded = parts.has('a') || parts.has('b') || parts.has('e') || parts.has('f') || parts.has('g') ? await seedBenchProjects(base) : undefined;
  const mapOf = sourceMapsOf(client);

  if (seeded && parts.has('a')) {
    const drag = await benchDrag(browser, seeded.author.session, seeded.dragProject, mapOf, process.env.FOLIO_BENCH_TRACE);
    const busy = drag.frames.map((frame) => frame.busy);
    const deltas = drag.inPage.frames.slice(1).map((time, i) => time - drag.inPage.frames[i]!);
    const longTasks = drag.inPage.longTasks;
    console.log(`\n(a) Dragging ${SELECTED} of ${DRAG_PAGE_WIDGETS} widgets (${kindCounts(DRAG_PAGE_WIDGETS)}): ${DRAGS} drags of ${MOVES_PER_DRAG} moves, one every ${MOVE_INTERVAL_MS} ms; selection ends at x = ${drag.moved}`);
    console.log('| measure | frames or events | median (ms) | p95 (ms) | max (ms) |\n|---|---:|---:|---:|---:|');
    const row = (label: string, values: number[]) => `| ${label} | ${values.length} | ${fmt(median(values))} | ${fmt(percentile(values, 0.95))} | ${fmt(Math.max(...values))} |`;
    console.log(row('main-thread time per frame (trace)', busy));
    console.log(row('… in frames that handled a pointermove', drag.frames.filter((frame) => frame.pointermove).map((frame) => frame.busy)));
    const cpu = drag.frames.map((frame) => frame.cpu);
    console.log(row('main-thread CPU time per frame (trace)', cpu));
    console.log(row('… in frames that handled a pointermove', drag.frames.filter((frame) => frame.pointermove).map((frame) => frame.cpu)));
    console.log(row('time between animation frames (rAF)', deltas));
    console.log(row('pointermove handling (measure)', drag.inPage.moves));
    console.log(`    long tasks while dragging: ${longTasks.length}, ${fmt(longTasks.reduce((sum, task) => sum + task.duration, 0))} ms in all (blocking ${fmt(longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0))} ms)`);
    console.log(`    frames over ${TARGET_FRAME_MS} ms of main-thread time: ${busy.filter((ms) => ms > TARGET_FRAME_MS).length} of ${busy.length} (CPU time: ${cpu.filter((ms) => ms > TARGET_FRAME_MS).length}); target p95 ≤ ${TARGET_FRAME_MS} ms: ${percentile(busy, 0.95) <= TARGET_FRAME_MS ? 'met' : 'missed'} (CPU time: ${percentile(cpu, 0.95) <= TARGET_FRAME_MS ? 'met' : 'missed'})`);
    printActivities('main thread while dragging (trace)', drag.activities);
    if (drag.errors.length) console.log(`    errors in the page: ${drag.errors.join(' | ')}`);
    printHotSpots('CPU profile of the same drags', drag.profile!, mapOf);
  }

  if (seeded && parts.has('b')) {
    const runs: OpenRun[] = [];
    for (let i = 0; i < OPEN_RUNS; i++) runs.push(await openOnce(browser, seeded.author.session, seeded.openProject));
    const med = (pick: (run: OpenRun) => number) => median(runs.map(pick));
    console.log(`\n(b) Opening a project of ${OPEN_PROJECT_PAGES} pages × ${OPEN_PAGE_WIDGETS} widgets (${OPEN_PROJECT_PAGES * OPEN_PAGE_WIDGETS}), cold, median of ${OPEN_RUNS}:`);
    console.log('| draft received (ms) | first page drawn, overlay up (ms) | a click on it answered (ms) | long tasks | long tasks total (ms) |\n|---:|---:|---:|---:|---:|');
    console.log(`| ${Math.round(med((r) => r.draft))} | ${Math.round(med((r) => r.ready))} | ${Math.round(med((r) => r.answered))} | ${med((r) => r.longTasks)} | ${Math.round(med((r) => r.longTaskMs))} |`);
    console.log(`    runs (drawn / answered): ${runs.map((r) => `${Math.round(r.ready)}/${Math.round(r.answered)}`).join(', ')} ms; target ≤ ${TARGET_OPEN_MS} ms: ${med((r) => r.answered) <= TARGET_OPEN_MS ? 'met' : 'missed'}`);

    const open = await traceAndProfileOpen(browser, seeded.author.session, seeded.openProject);
    printActivities(`main thread of one more open (traced), until the page was drawn at ${Math.round(open.untilDrawn.at)} ms`, open.untilDrawn);
    printActivities(`… then until a click on it was answered at ${Math.round(open.untilAnswered.at)} ms`, open.untilAnswered);
    printHotSpots('CPU profile of one open, through the click', open.profile, mapOf);
  }

  if (seeded && parts.has('e')) printLayersPanel(await benchLayersPanel(browser, base, seeded.author.session, seeded.dragProject, DRAG_PAGE_WIDGETS));
  if (seeded && (parts.has('f') || parts.has('g'))) await benchBesideTldraw(browser, seeded, mapOf, { opens: parts.has('f'), drags: parts.has('g') });

  if (parts.has('d')) printPhoneLayout(benchPhoneLayout());
  if (parts.has('c')) {
    try {
      printFontList(await benchFontList(browser, base));
    } catch (error) {
      console.log(`\n(c) The font list could not be measured: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}
