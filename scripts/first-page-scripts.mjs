// The rules of the first-page size check (check-viewer-size.mjs), apart from the browser that feeds them.

/** Issue 14: a first page's JavaScript ≤ 100 KiB gzip with React; the stretch target 85 KiB. */
export const BUDGET_BYTES = 100 * 1024;
export const STRETCH_BYTES = 85 * 1024;

/**
 * Where a first page's scripts end: when its hydration begins (the `folio:hydrating` mark; since issue 14 the entry
 * is fetched after the load event, by the viewer's script loader), or its load event where that is later or the page
 * never hydrates. Both in ms since navigation.
 */
export const firstPageCut = (loadEventStart, hydratingStart) => Math.max(loadEventStart, hydratingStart ?? loadEventStart);

/**
 * Splits the scripts one page load fetched into the first page's (every fetch started before `cut`, even if it ends
 * after) and those fetched after it, until the network went idle. `scripts`: { url, start, gzip } with `start` the
 * fetch's start in ms since navigation (Resource Timing startTime). A file fetched twice counts once, at its first fetch.
 */
export function splitAt(scripts, cut) {
  const first = new Map();
  for (const script of [...scripts].sort((a, b) => a.start - b.start)) if (!first.has(script.url)) first.set(script.url, script);
  const before = [...first.values()].filter((script) => script.start < cut);
  const after = [...first.values()].filter((script) => script.start >= cut);
  return { before, after, total: sumGzip(before), later: sumGzip(after) };
}

export const sumGzip = (scripts) => scripts.reduce((sum, script) => sum + script.gzip, 0);

/** The verdict over every page measured: the largest first page decides. */
export function verdictOf(totals, budget = BUDGET_BYTES, stretch = STRETCH_BYTES) {
  const largest = Math.max(0, ...totals);
  return { largest, within: largest <= budget, margin: budget - largest, stretchMargin: stretch - largest };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
