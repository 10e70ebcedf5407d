/**
 * Part f of npm run bench:editor: Folio beside tldraw 5 in one harness. The same content (editor-bench-data.ts
 * peerShapes: the places, kinds and words of Folio's benchmark projects) is put into tldraw 5 (peers/tldraw/), its
 * snapshot saved as a file and served by a plain static file server, as an app's stored document would be; then the
 * same measures as Folio's: cold opens of the 50-page document (received, first page drawn, a click answered) and the
 * same drags of 50 of 1,000 shapes with the same mouse path (main-thread time from Chromium's trace).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { startStaticServer } from '../../server/bench/static-file-server';
import { photoJpeg } from '../../server/bench/photo';
import { dragPageGrid, DRAG_PAGE_WIDGETS, OPEN_PAGE_WIDGETS, OPEN_PROJECT_PAGES, openProjectGrid, peerShapes, type Grid, type PeerLayout } from './editor-bench-data';
import { framesOfTrace, TRACE_CATEGORIES, type TraceEvent, type TraceFrame } from './trace-frames';

const harnessDir = fileURLToPath(new URL('./peers/tldraw/', import.meta.url));
export const PEER_PORT = 3404;
const peerBase = `http://127.0.0.1:${PEER_PORT}`;
// Where the page's origin sits in tldraw's window: clear of its menus, with room for the drags below and right.
const CAMERA = { x: 300, y: 150 };
// The picture is drawn 40–90 px wide: a small JPEG, as Folio's picture widgets load a variant of their size.
const PICTURE = { width: 256, height: 192 };
const READY_TIMEOUT_MS = 60_000;
const WARM_UP_MOVES = 20;
const marks = { dragStart: 'peer-bench:drag-start', dragEnd: 'peer-bench:drag-end' } as const;

interface PeerWindow {
  peerBench: {
    editor?: { getSelectedShapeIds(): unknown[]; getCurrentPageShapeIds(): Set<unknown> };
    snapshot?: string;
    ready?: number;
    answered?: number;
    expected: number;
    longTasks: { start: number; duration: number }[];
  };
}

/** Before the harness's scripts: long tasks, and the first frames with the page's shapes drawn and with a selection. */
function instrument(expected: number) {
  const bench = { expected, longTasks: [] } as unknown as PeerWindow['peerBench'];
  (window as unknown as PeerWindow).peerBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    if (bench.ready === undefined && document.querySelectorAll('.tl-shape').length >= bench.expected) bench.ready = performance.now();
    // tldraw 5 draws the selection on its overlay canvas: the frame that begins with the shape selected answers.
    if (bench.ready !== undefined && bench.answered === undefined && (bench.editor?.getSelectedShapeIds().length ?? 0) > 0) bench.answered = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function layoutOf(grid: Grid, pages: number, perPage: number): PeerLayout {
  return { pages: Array.from({ length: pages }, () => peerShapes(grid, perPage)), picture: { url: 'picture.jpg', ...PICTURE }, camera: CAMERA };
}

/** Builds the harness, writes the two documents' snapshots into `folder`, and serves it; stop() ends the server. */
export async function preparePeer(browser: Browser, folder: string, viewport: { width: number; height: number }) {
  mkdirSync(folder, { recursive: true });
  await build({
    root: harnessDir,
    base: './',
    configFile: false,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: folder,
      emptyOutDir: false,
      target: 'es2022',
      rollupOptions: {
        // tldraw's UI parts mark their modules "use client" for server-component frameworks; a plain bundle ignores it.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  writeFileSync(join(folder, 'picture.jpg'), await photoJpeg(PICTURE.width, PICTURE.height));
  const server = await startStaticServer(folder, PEER_PORT);
  const documents = { open: layoutOf(openProjectGrid, OPEN_PROJECT_PAGES, OPEN_PAGE_WIDGETS), drag: layoutOf(dragPageGrid, 1, DRAG_PAGE_WIDGETS) };
  for (const [name, layout] of Object.entries(documents)) {
    writeFileSync(join(folder, 'layout.json'), JSON.stringify(layout));
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${peerBase}/index.html?mode=build`);
      await page.waitForFunction(() => !!(window as unknown as PeerWindow).peerBench?.snapshot, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
      writeFileSync(join(folder, `${name}.json`), await page.evaluate(() => (window as unknown as PeerWindow).peerBench.snapshot!));
    } finally {
      await context.close();
    }
  }
  return { stop: () => server.kill('SIGTERM') };
}

async function newContext(browser: Browser, viewport: { width: number; height: number }, expected: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(instrument, expected);
  return context;
}

async function openDocument(page: Page, name: 'open' | 'drag') {
  await page.goto(`${peerBase}/index.html?snapshot=${name}.json`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as PeerWindow).peerBench.ready !== undefined, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
}

export interface PeerOpenRun {
  draft: number;
  ready: number;
  answered: number;
  longTasks: number;
  longTaskMs: number;
}

/** One cold open of the 50-page document in a fresh context: received, first page drawn, a click on a shape answered. */
export async function openPeerOnce(browser: Browser, viewport: { width: number; height: number }): Promise<PeerOpenRun> {
  const context = await newContext(browser, viewport, OPEN_PAGE_WIDGETS);
  try {
    const page = await context.newPage();
    await openDocument(page, 'open');
    await page.mouse.click(CAMERA.x + openProjectGrid.gap + openProjectGrid.size / 2, CAMERA.y + openProjectGrid.gap + openProjectGrid.size / 2);
    await page.waitForFunction(() => (window as unknown as PeerWindow).peerBench.answered !== undefined, undefined, { timeout: READY_TIMEOUT_MS, polling: 100 });
    return await page.evaluate(() => {
      const bench = (window as unknown as PeerWindow).peerBench;
      const draft = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/open.json')) as PerformanceResourceTiming | undefined;
      const tasks = bench.longTasks.filter((task) => task.start < bench.answered!);
      return { draft: draft?.responseEnd ?? NaN, ready: bench.ready!, answered: bench.answered!, longTasks: tasks.length, longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0) };
    });
  } finally {
    await context.close();
  }
}

/**
 * The drags on the 1,000-shape page: a marquee from the gap at the page's corner selects the top-left block of 50
 * (checked), then `drag` (Folio's own mouse path) moves it; frames from Chromium's trace.
 */
export async function dragPeer(
  browser: Browser,
  viewport: { width: number; height: number },
  selected: number,
  drag: (page: Page, origin: { x: number; y: number }) => Promise<void>,
): Promise<TraceFrame[]> {
  const context = await newContext(browser, viewport, DRAG_PAGE_WIDGETS);
  try {
    const page = await context.newPage();
    await openDocument(page, 'drag');
    const { cell, gap, size } = dragPageGrid;
    const columns = 10;
    const rows = selected / columns;
    const half = gap / 2;
    await page.mouse.move(CAMERA.x + half, CAMERA.y + half);
    await page.mouse.down();
    await page.mouse.move(CAMERA.x + gap + (columns - 1) * cell + size + half, CAMERA.y + gap + (rows - 1) * cell + size + half, { steps: 10 });
    await page.mouse.up();
    const count = await page.evaluate(() => (window as unknown as PeerWindow).peerBench.editor!.getSelectedShapeIds().length);
    if (count !== selected) throw new Error(`tldraw's marquee selected ${count} shapes, not ${selected}`);

    // tldraw measures every shape's geometry for snapping on the first translation of a page (30–60 s for this
    // page's 400 texts on the loaded 2-core machine): one short drag there and back first, so the figures are of
    // dragging, as an author would after the first move.
    const grab = { x: CAMERA.x + gap + size / 2, y: CAMERA.y + gap + size / 2 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    for (let step = 1; step <= WARM_UP_MOVES; step++) await page.mouse.move(grab.x + step * 2, grab.y + step * 2);
    for (let step = WARM_UP_MOVES - 1; step >= 0; step--) await page.mouse.move(grab.x + step * 2, grab.y + step * 2);
    await page.mouse.up();

    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate((mark) => performance.mark(mark), marks.dragStart);
    await drag(page, CAMERA);
    await page.evaluate((mark) => performance.mark(mark), marks.dragEnd);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return framesOfTrace(trace.traceEvents, marks.dragStart, marks.dragEnd);
  } finally {
    await context.close();
  }
}
