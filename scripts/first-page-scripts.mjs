// The rules of the first-page size check (check-viewer-size.mjs), apart from the browser that feeds them.

/** Issue 14: a first page's JavaScript ≤ 100 KiB gzip with React; the stretch target 85 KiB. */
export const BUDGET_BYTES = 100 * 1024;
export const STRETCH_BYTES = 85 * 1024;

/**
 * Splits the scripts one page load fetched into those fetched before its load event (the first page's cost: a fetch
 * started before the event counts, even if it ends after) and those fetched after it, until the network went idle.
 * `scripts`: { url, start, gzip } with `start` the fetch's start in ms since navigation (Resource Timing startTime);
 * `loadEventStart`: the navigation's load event, same clock. A file fetched twice counts once, at its first fetch.
 */
export function splitAtLoad(scripts, loadEventStart) {
  const first = new Map();
  for (const script of [...scripts].sort((a, b) => a.start - b.start)) if (!first.has(script.url)) first.set(script.url, script);
  const beforeLoad = [...first.values()].filter((script) => script.start < loadEventStart);
  const afterLoad = [...first.values()].filter((script) => script.start >= loadEventStart);
  return { beforeLoad, afterLoad, total: sumGzip(beforeLoad), later: sumGzip(afterLoad) };
}

export const sumGzip = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);

/** The verdict over every page measured: the largest first page decides. */
export function verdictOf(totals, budget = BUDGET_BYTES, stretch = STRETCH_BYTES) {
  const largest = Math.max(0, ...totals);
  return { largest, within: largest <= budget, margin: budget - largest, stretchMargin: stretch - largest };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
