/**
 * Part (e) of npm run bench:editor — the layers panel on a page of 1,000 widgets (issue 13, "Benchmark": open,
 * scroll, drag-reorder: main-thread time per frame, p95).
 *
 * The page of part (a) (editor-bench-data.ts) opens in the constructor at 1440×900. Three phases, each between two
 * user-timing marks of Chromium's trace, each frame's main-thread time taken as part (a) takes it (trace-frames.ts):
 *  - open: a click on the Layers tab until the rows are drawn, and IDLE_MS after (the panel settles);
 *  - scroll: SCROLL_STEPS wheel notches down the list and as many back up, one every STEP_MS (a 60 Hz wheel);
 *  - drag-reorder: a row pressed near the top and dragged down the list in DRAG_STEPS moves, one every STEP_MS,
 *    then held at the list's bottom edge for HOLD_MS while the list scrolls itself, and dropped (one reorderLayers).
 * Also measured in the page: from the pointerdown on the tab to the first frame with rows drawn ("opened"). The run
 * checks the drop restacked the page (the dragged row is no longer where it was). Each phase's main-thread time is
 * also split by activity (script, style, layout, paint…: trace-frames.ts). LAYERS_PROFILE=1 then scrolls and drags
 * once more under the sampling profiler and prints the functions that took the time (mapped to the sources through
 * the build's source maps); LAYERS_TRACE=<file> writes the trace.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { layersTexts } from '@folio/model';
import { median, percentile } from '../../viewer/bench/percentiles';
import { SESSION_COOKIE, type SeededProject } from './seed-projects';
import { busyMs, hotSpots, startProfile, type CpuProfile } from './cpu-profile';
import { SourceMap } from './source-maps';
import { activitiesOfTrace, framesOfTrace, TRACE_CATEGORIES, type TraceEvent, type TraceFrame } from './trace-frames';

const VIEWPORT = { width: 1440, height: 900 };
const READY_TIMEOUT_MS = 60_000;
const IDLE_MS = 500;
const SCROLL_STEPS = 60;
const WHEEL_DELTA = 120;
const DRAG_STEPS = 60;
const HOLD_MS = 1500;
const STEP_MS = 16;
const TARGET_FRAME_MS = 8;
const PROFILE = process.env.LAYERS_PROFILE === '1';
const TRACE_FILE = process.env.LAYERS_TRACE;
const HOT_SPOTS = 20;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const builtClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const PHASES = ['open', 'scroll', 'drag-reorder'] as const;
type Phase = (typeof PHASES)[number];

export interface LayersPanelFigures {
  widgets: number;
  openedMs: number;
  rowsDrawn: number;
  phases: Record<Phase, number[]>;
  /** The same frames' main-thread CPU time (ms): less the thread's waits for a CPU, so steadier on a loaded machine. */
  phasesCpu: Record<Phase, number[]>;
  /** Each phase's main-thread CPU time by activity (ms, biggest first). */
  activities: Record<Phase, { name: string; ms: number }[]>;
  /** Hot spots of a profiled scroll and drag (LAYERS_PROFILE=1). */
  profile?: { busy: number; bySelf: string[]; byTotal: string[] };
  reordered: boolean;
  errors: string[];
}

interface LayersWindow {
  folioLayers: { pressedAt: number | null; openedAt: number | null; rows: number };
}

/** Installed before the page's scripts: when the tab is pressed, and the first frame with rows after it. */
function watchOpen() {
  const state: LayersWindow['folioLayers'] = { pressedAt: null, openedAt: null, rows: 0 };
  (window as unknown as LayersWindow).folioLayers = state;
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[role="tab"]')) return;
      state.pressedAt = event.timeStamp;
      const check = () => {
        const rows = document.querySelectorAll('.fo-layer').length;
        if (rows) {
          state.openedAt = performance.now();
          state.rows = rows;
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mark = (page: Page, name: string) => page.evaluate((markName) => void performance.mark(markName), name);

async function paced(steps: number, step: (index: number) => Promise<void>) {
  for (let index = 0; index < steps; index++) {
    const sent = Date.now();
    await step(index);
    const wait = STEP_MS - (Date.now() - sent);
    if (wait > 0) await pause(wait);
  }
}

/** SCROLL_STEPS wheel notches down the list under the pointer and as many back up, then a pause. */
async function scrollList(page: Page) {
  await paced(SCROLL_STEPS * 2, (index) => page.mouse.wheel(0, index < SCROLL_STEPS ? WHEEL_DELTA : -WHEEL_DELTA));
  await pause(IDLE_MS);
}

/** The third row pressed and dragged to the list's bottom edge, held there while the list scrolls, dropped. */
async function dragThirdRow(page: Page, list: Locator, box: { x: number; y: number; width: number; height: number }) {
  const from = (await list.getByRole('row').nth(2).boundingBox())!;
  const start = { x: from.x + from.width / 3, y: from.y + from.height / 2 };
  const bottom = box.y + box.height - 6;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await paced(DRAG_STEPS, (index) => page.mouse.move(start.x, start.y + ((bottom - start.y) * (index + 1)) / DRAG_STEPS));
  await paced(Math.round(HOLD_MS / STEP_MS), () => page.mouse.move(start.x, bottom + 1));
  await page.mouse.up();
  await pause(IDLE_MS);
}

/**
 * The profile's hot spots, named in the editor's sources: the source maps are asked of the server (the build it
 * serves, which a build started meanwhile does not change), their sources named as the build named them.
 */
async function describeProfile(profile: CpuProfile): Promise<NonNullable<LayersPanelFigures['profile']>> {
  const maps = new Map<string, SourceMap | undefined>();
  for (const url of new Set(profile.nodes.map((node) => node.callFrame.url))) {
    if (!/^https?:\/\/[^/]+\/editor\/.+\.js$/.test(url)) continue;
    const response = await fetch(`${url}.map`);
    const builtAt = dirname(join(builtClientDir, new URL(url).pathname.slice('/editor/'.length)));
    maps.set(url, response.ok ? new SourceMap(await response.json(), (source) => relative(repoRoot, resolve(builtAt, source))) : undefined);
  }
  const mapOf = (url: string) => maps.get(url);
  const spots = hotSpots(profile, mapOf);
  const line = (spot: (typeof spots)[number]) => `| ${spot.where} | ${spot.self.toFixed(1)} | ${spot.total.toFixed(1)} |`;
  return {
    busy: busyMs(profile),
    bySelf: spots.toSorted((a, b) => b.self - a.self).slice(0, HOT_SPOTS).map(line),
    byTotal: spots.filter((spot) => spot.where.includes('packages/')).toSorted((a, b) => b.total - a.total).slice(0, HOT_SPOTS).map(line),
  };
}

export async function benchLayersPanel(browser: Browser, base: string, session: string, project: SeededProject, widgets: number): Promise<LayersPanelFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: base }]);
    // tsx (esbuild with keepNames) wraps named functions in __name(…): the page needs that helper.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript(watchOpen);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/edit/${project.numId}/`);
    await page.waitForFunction((count) => document.querySelectorAll('.fo-canvas .folio-widget').length >= count && !!document.querySelector('.fo-overlay'), widgets, {
      timeout: READY_TIMEOUT_MS,
      polling: 100,
    });
    await pause(IDLE_MS);

    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // Open.
    await mark(page, 'folio-layers:open-start');
    await page.getByRole('tab', { name: layersTexts.layersTab }).click();
    await page.waitForFunction(() => (window as unknown as LayersWindow).folioLayers.openedAt !== null, undefined, { timeout: READY_TIMEOUT_MS });
    await pause(IDLE_MS);
    await mark(page, 'folio-layers:open-end');

    // Scroll down the list and back.
    const list = page.getByRole('grid', { name: layersTexts.list });
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await mark(page, 'folio-layers:scroll-start');
    await scrollList(page);
    await mark(page, 'folio-layers:scroll-end');

    // Drag the third row down the list, hold it at the bottom edge (the list scrolls itself), drop it.
    const draggedId = await list.getByRole('row').nth(2).getAttribute('data-layer-id');
    await mark(page, 'folio-layers:drag-reorder-start');
    await dragThirdRow(page, list, box);
    await mark(page, 'folio-layers:drag-reorder-end');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (TRACE_FILE) writeFileSync(TRACE_FILE, JSON.stringify(trace));

    const inPage = await page.evaluate(() => (window as unknown as LayersWindow).folioLayers);
    await list.evaluate((element) => void (element.scrollTop = 0));
    const thirdNow = await list.getByRole('row').nth(2).getAttribute('data-layer-id');
    const frames = Object.fromEntries(PHASES.map((phase) => [phase, framesOfTrace(trace.traceEvents, `folio-layers:${phase}-start`, `folio-layers:${phase}-end`)])) as Record<Phase, TraceFrame[]>;
    const phases = Object.fromEntries(PHASES.map((phase) => [phase, frames[phase].map((frame) => frame.busy)])) as Record<Phase, number[]>;
    const phasesCpu = Object.fromEntries(PHASES.map((phase) => [phase, frames[phase].map((frame) => frame.cpu)])) as Record<Phase, number[]>;
    const activities = Object.fromEntries(PHASES.map((phase) => [phase, activitiesOfTrace(trace.traceEvents, `folio-layers:${phase}-end`, `folio-layers:${phase}-start`).activities])) as LayersPanelFigures['activities'];
    const reordered = Boolean(draggedId && thirdNow !== draggedId);

    // The same scroll and drag again under the profiler (its own cost stays out of the figures above).
    let profile: LayersPanelFigures['profile'];
    if (PROFILE) {
      const stop = await startProfile(page);
      await scrollList(page);
      await dragThirdRow(page, list, box);
      profile = await describeProfile(await stop());
    }
    return { widgets, openedMs: inPage.openedAt! - inPage.pressedAt!, rowsDrawn: inPage.rows, phases, phasesCpu, activities, profile, reordered, errors };
  } finally {
    await context.close();
  }
}

export function printLayersPanel(figures: LayersPanelFigures) {
  const fmt = (value: number) => value.toFixed(1);
  console.log(`\n(e) The layers panel on a page of ${figures.widgets} widgets, ${VIEWPORT.width}×${VIEWPORT.height}: main-thread time per frame (trace)`);
  console.log('| phase | frames | median (ms) | p95 (ms) | max (ms) |\n|---|---:|---:|---:|---:|');
  for (const phase of PHASES) {
    const busy = figures.phases[phase];
    console.log(`| ${phase} | ${busy.length} | ${fmt(median(busy))} | ${fmt(percentile(busy, 0.95))} | ${fmt(Math.max(...busy))} |`);
  }
  const all = PHASES.flatMap((phase) => figures.phases[phase]);
  console.log(`    opened (tab pressed → first frame with rows): ${fmt(figures.openedMs)} ms, ${figures.rowsDrawn} rows drawn of ${figures.widgets}`);
  console.log(`    dropped: ${figures.reordered ? 'the page restacked' : 'NOTHING MOVED'}; target p95 ≤ ${TARGET_FRAME_MS} ms in every phase: ${PHASES.every((phase) => percentile(figures.phases[phase], 0.95) <= TARGET_FRAME_MS) ? 'met' : 'missed'} (all frames p95 ${fmt(percentile(all, 0.95))} ms)`);
  for (const phase of PHASES) {
    const cpu = figures.phasesCpu[phase];
    console.log(`    ${phase}, main-thread CPU time per frame (ms): median ${fmt(median(cpu))}, p95 ${fmt(percentile(cpu, 0.95))}; total ${fmt(cpu.reduce((sum, ms) => sum + ms, 0))}`);
    console.log(`    ${phase}, main-thread CPU by activity (ms): ${figures.activities[phase].map(({ name, ms }) => `${name} ${fmt(ms)}`).join(', ')}`);
  }
  if (figures.profile) {
    const table = '| function (source:line) | self (ms) | total (ms) |\n|---|---:|---:|';
    console.log(`\n(e) profiled scroll and drag: ${fmt(figures.profile.busy)} ms sampled on the main thread (idle excluded)\n  by self time:\n${table}`);
    console.log(figures.profile.bySelf.join('\n'));
    console.log(`  by total time, the editor's own code (packages/):\n${table}`);
    console.log(figures.profile.byTotal.join('\n'));
  }
  if (figures.errors.length) console.log(`    errors in the page: ${figures.errors.join(' | ')}`);
}
