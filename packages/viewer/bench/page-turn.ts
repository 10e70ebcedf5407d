/**
 * Part (f) of npm run bench:viewer — a page turn with the CPU 4× slower (issue 14, "Benchmark targets": ≤ 100 ms).
 *
 * The demo opens cold in Chromium on Lighthouse's phone (Pixel 7), the CPU slowed 4× (DevTools throttling, as
 * Lighthouse's mobile setting), and waits until the viewer runs (`folio:hydrated`) and the page has settled. Then
 * TURNS times: ArrowRight (the next page), measured two ways in the page —
 *  - the key's interaction latency (Event Timing: from the key press to the next frame presented after its handlers
 *    ran; what Chromium reports as INP);
 *  - from the key press to the first animation frame whose page counter names the new page.
 * Each turn waits for the page to settle before the next. Medians and each turn.
 */
import type { Browser } from 'playwright-core';
import { devices } from 'playwright-core';
import { pageCounterText } from '@folio/model';
import { median } from './percentiles';

const TURNS = 4;
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 1500;
const TURN_TIMEOUT_MS = 15_000;

export interface PageTurn {
  /** Event Timing duration of the key press (ms). */
  latency: number;
  /** Key press to the first frame with the new page's counter (ms). */
  counter: number;
}

interface TurnWindow {
  folioTurn: { keyAt: number | null; counterAt: number | null; latencies: number[]; expected: string };
}

/** Installed before the page's scripts: the key's Event Timing entries, and the first frame with the expected counter. */
function watchTurns() {
  const state: TurnWindow['folioTurn'] = { keyAt: null, counterAt: null, latencies: [], expected: '' };
  (window as unknown as TurnWindow).folioTurn = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown') state.latencies.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  window.addEventListener('keydown', (event) => (state.keyAt = event.timeStamp), { capture: true });
  const frame = () => {
    if (state.keyAt !== null && state.counterAt === null && document.querySelector('.fo-counter')?.textContent === state.expected) state.counterAt = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function pageTurns(browser: Browser, url: string): Promise<{ turns: PageTurn[]; total: number }> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript(watchTurns);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0, undefined, { timeout: TURN_TIMEOUT_MS });
    const total = await page.evaluate(() => Number(/of (\d+)/.exec(document.querySelector('.fo-counter')?.textContent ?? '')?.[1] ?? 0));
    if (total < TURNS + 1) throw new Error(`the demo has ${total} pages: ${TURNS} turns need ${TURNS + 1}`);
    await page.waitForTimeout(SETTLE_MS);
    const turns: PageTurn[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const expected = pageCounterText(turn + 2, total);
      await page.evaluate((text) => Object.assign((window as unknown as TurnWindow).folioTurn, { keyAt: null, counterAt: null, latencies: [], expected: text }), expected);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => (window as unknown as TurnWindow).folioTurn.counterAt !== null, undefined, { timeout: TURN_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
      const seen = await page.evaluate(() => (window as unknown as TurnWindow).folioTurn);
      // A key handled within 16 ms leaves no entry (the observer's threshold): its latency is under that.
      turns.push({ latency: Math.max(0, ...seen.latencies), counter: seen.counterAt! - seen.keyAt! });
    }
    return { turns, total };
  } finally {
    await context.close();
  }
}

export function printPageTurns({ turns }: { turns: PageTurn[] }, target: number) {
  const latency = median(turns.map((turn) => turn.latency));
  const counter = median(turns.map((turn) => turn.counter));
  console.log(`\n(f) A page turn on a phone (Pixel 7), CPU ${CPU_SLOWDOWN}× slower, ArrowRight, median of ${turns.length}:`);
  console.log('| measure | median (ms) | each turn (ms) |\n|---|---:|---|');
  console.log(`| key press → next frame (Event Timing, INP) | ${Math.round(latency)} | ${turns.map((turn) => Math.round(turn.latency)).join(', ')} |`);
  console.log(`| key press → the new page's counter drawn | ${Math.round(counter)} | ${turns.map((turn) => Math.round(turn.counter)).join(', ')} |`);
  console.log(`    target ≤ ${target} ms: ${Math.max(latency, counter) <= target ? 'met' : 'missed'}`);
}
