/**
 * Typography figures of a published page, part of npm run bench:viewer (issue 12, "Benchmark"):
 *  - fontBytes: every WOFF2 file the page fetched before its load event (Resource Timing in the page: the body
 *    bytes as sent, `encodedBodySize`), the ones fetched after load until the network is idle, the files the page
 *    preloads (<link rel=preload as=font>), the faces document.fonts holds as loaded, and every font response's
 *    host (they must all be this server's /api/fonts/). One cold load per viewport (desktop 1440 × 900 and phone
 *    390 × 844).
 *  - fontSwapShift: layout shift while the fonts arrive, measured in the page (PerformanceObserver 'layout-shift',
 *    the shifts without recent input summed as CLS counts them), with the throttling applied for real through the
 *    DevTools protocol (Lighthouse's "applied" slow 4G: 562.5 ms round trip, 1.47 Mbit/s down, and the CPU 4×
 *    slower) on a phone-sized window, so the faces come well after the first paint. Lighthouse's own CLS (viewer.ts
 *    (c)) loads the page unthrottled and only simulates the throttling afterwards: a font swap then happens before
 *    the first paint and cannot shift anything. Also first contentful paint, largest contentful paint and the
 *    time the last WOFF2 file arrived.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './percentiles';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
// Lighthouse 12's mobile screen (Moto G Power) and its devtools ("applied") slow-4G throttling.
const LIGHTHOUSE_MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const APPLIED_SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const CPU_SLOWDOWN = 4;
// After the fonts are ready, the page is watched this much longer for late shifts.
const SETTLE_MS = 1500;
const LOAD_TIMEOUT_MS = 120_000;
const WOFF2 = /\.woff2(\?|$)/;

export interface FontFile {
  path: string;
  bytes: number;
  /** ms from navigation start until the last byte. */
  end: number;
  preloaded: boolean;
}

export interface FirstPageFonts {
  viewport: string;
  beforeLoad: FontFile[];
  afterLoad: FontFile[];
  /** Faces in document.fonts with status 'loaded': "family weight style". */
  loadedFaces: string[];
  /** Font responses whose address is not this server's /api/fonts/. */
  foreign: string[];
}

/** One cold load of `url` in a new context with `viewport`: the WOFF2 files fetched, split at the load event. */
export async function fontBytes(browser: Browser, url: string, viewport: { width: number; height: number }, label: string, phone = false): Promise<FirstPageFonts> {
  const context = await browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}) });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const foreign: string[] = [];
    page.on('response', (response) => {
      const address = new URL(response.url());
      const isFont = response.request().resourceType() === 'font' || WOFF2.test(address.pathname);
      if (isFont && (address.origin !== origin || !address.pathname.startsWith('/api/fonts/'))) foreign.push(response.url());
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const seen = await page.evaluate((pattern) => {
      const woff2 = new RegExp(pattern);
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const preloads = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname));
      const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => woff2.test(new URL(entry.name).pathname))
        .map((entry) => {
          const path = new URL(entry.name).pathname;
          return { path, bytes: entry.encodedBodySize, end: entry.responseEnd, preloaded: preloads.has(path) };
        });
      const faces = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/^"|"$/g, '')} ${face.weight} ${face.style}`);
      return { files, loadAt: navigation.loadEventStart, faces: [...new Set(faces)] };
    }, WOFF2.source);
    return {
      viewport: label,
      beforeLoad: seen.files.filter((file) => file.end <= seen.loadAt),
      afterLoad: seen.files.filter((file) => file.end > seen.loadAt),
      loadedFaces: seen.faces,
      foreign,
    };
  } finally {
    await context.close();
  }
}

interface ShiftRun {
  cls: number;
  fcp: number;
  lcp: number;
  fontsDone: number;
  shifts: { value: number; at: number; nodes: string[] }[];
}

/** Installed before the page's scripts: layout shifts, LCP candidates. */
function observeShifts() {
  const seen = { shifts: [] as { value: number; at: number; nodes: string[] }[], lcp: 0 };
  (window as unknown as { folioShiftBench: typeof seen }).folioShiftBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map(({ node }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        return element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}` : '?';
      });
      seen.shifts.push({ value: entry.value, at: entry.startTime, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: APPLIED_SLOW_4G.latency,
    downloadThroughput: (APPLIED_SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (APPLIED_SLOW_4G.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function shiftOnce(browser: Browser, url: string): Promise<ShiftRun> {
  const context = await browser.newContext({ viewport: { width: LIGHTHOUSE_MOBILE.width, height: LIGHTHOUSE_MOBILE.height }, deviceScaleFactor: LIGHTHOUSE_MOBILE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    // tsx (esbuild with keepNames) wraps named functions in __name(…): the page needs that helper.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    await throttled(page);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate((pattern) => {
      const woff2 = new RegExp(pattern);
      const seen = (window as unknown as { folioShiftBench: { shifts: ShiftRun['shifts']; lcp: number } }).folioShiftBench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => woff2.test(new URL(entry.name).pathname));
      return {
        cls: seen.shifts.reduce((sum, shift) => sum + shift.value, 0),
        fcp,
        lcp: seen.lcp,
        fontsDone: fonts.length ? Math.max(...fonts.map((entry) => entry.responseEnd)) : NaN,
        shifts: seen.shifts,
      };
    }, WOFF2.source);
  } finally {
    await context.close();
  }
}

/** `runs` cold throttled loads; medians, and every run. */
export async function fontSwapShift(browser: Browser, url: string, runs: number) {
  const all: ShiftRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await shiftOnce(browser, url));
  return {
    cls: median(all.map((run) => run.cls)),
    fcp: median(all.map((run) => run.fcp)),
    lcp: median(all.map((run) => run.lcp)),
    fontsDone: median(all.map((run) => run.fontsDone)),
    runs: all,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as bench:viewer prints them. */
export function printFontBytes(result: FirstPageFonts, targetBytes: number) {
  const total = result.beforeLoad.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`    ${result.viewport}: ${result.beforeLoad.length} WOFF2 files before load, ${kb(total)} (target ≤ ${kb(targetBytes)}: ${total <= targetBytes ? 'met' : 'missed'})`);
  for (const file of result.beforeLoad) console.log(`      ${file.path}: ${kb(file.bytes)} at ${Math.round(file.end)} ms${file.preloaded ? ', preloaded' : ''}`);
  if (result.afterLoad.length) {
    console.log(`      after load: ${result.afterLoad.map((file) => `${file.path} ${kb(file.bytes)}`).join(', ')}`);
  }
  console.log(`      faces loaded: ${result.loadedFaces.join('; ') || 'none'}`);
  console.log(`      font responses not from this server's /api/fonts/: ${result.foreign.length ? result.foreign.join(', ') : 'none'}`);
}

export function printFontSwapShift(result: Awaited<ReturnType<typeof fontSwapShift>>, targetCls: number) {
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`    median of ${result.runs.length}: CLS ${result.cls.toFixed(3)} (target ≤ ${targetCls}: ${result.cls <= targetCls ? 'met' : 'missed'}), FCP ${ms(result.fcp)}, LCP ${ms(result.lcp)}, last WOFF2 file in at ${ms(result.fontsDone)}`);
  console.log(`    runs (CLS/FCP/fonts in): ${result.runs.map((run) => `${run.cls.toFixed(3)}/${ms(run.fcp)}/${ms(run.fontsDone)}`).join(', ')}`);
  const shifted = result.runs.flatMap((run) => run.shifts).filter((shift) => shift.value > 0.001);
  if (shifted.length) console.log(`    shifts over 0.001: ${shifted.map((shift) => `${shift.value.toFixed(3)} at ${ms(shift.at)} (${shift.nodes.join(', ')})`).join('; ')}`);
}
