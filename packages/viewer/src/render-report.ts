import { FRONTEND_RENDERING_DATASET, loadingConstants, TELEMETRY_PATH, type TelemetryBody } from '@folio/model';
import type { Store } from './store';
import type { ViewerState } from './viewer-state';

// viewer-and-project.md §7: the frontend-rendering performance report, sent once a visit, 10 s after render, to
// POST /api/proxy/honeycomb (docs/api.md "Telemetry"). Visitors' reports only: not the owner's preview, not an export
// (a static host has no such call), not a service or password screen. Screenshots and PDFs run no scripts.

/** Milliseconds from the navigation's start, as the browser measured them; absent when it did not. */
export interface RenderTimings {
  first_render?: number;
  hydrated?: number;
  loaded?: number;
}

/** The call's body, as the server's schema reads it (a type alone: the viewer carries no schemas). */
export type RenderReportBody = TelemetryBody;

/** The report of a visit that started on `startIndex`, or null when there is none to send. */
export function renderReport(state: ViewerState, startIndex: number, timings: RenderTimings): RenderReportBody | null {
  const { mag } = state;
  if (!mag || state.env !== 'viewer' || state.screen.kind !== 'mag' || timings.first_render === undefined) return null;
  const page = mag.pages[startIndex];
  if (!page) return null;
  const timing: TelemetryBody['event']['timing'] = { first_render: Math.round(timings.first_render) };
  if (timings.hydrated !== undefined) timing.hydrated = Math.round(timings.hydrated);
  if (timings.loaded !== undefined) timing.loaded = Math.round(timings.loaded);
  return {
    event: {
      mag_num_id: mag.num_id,
      viewport: state.viewport,
      start_page: startIndex + 1,
      widgets_count: state.pages[page._id]?.wids?.length ?? 0,
      device: state.deviceClass,
      timing,
    },
    dataset: FRONTEND_RENDERING_DATASET,
  };
}

export interface ReportHost {
  now(): number;
  /** The browser's first contentful paint and the viewer's hydrated mark so far, ms from the navigation's start. */
  timings(): Pick<RenderTimings, 'first_render' | 'hydrated'>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  send(body: RenderReportBody): void;
  dispose(): void;
}

/**
 * The browser's: the paint and the mark are read from a PerformanceObserver (buffered, so what came before counts),
 * which stays true where a page's clock is replaced (a test's fake timers swap the `performance` object, not it).
 */
function browserHost(): ReportHost {
  const seen: Pick<RenderTimings, 'first_render' | 'hydrated'> = {};
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') seen.first_render ??= entry.startTime;
        if (entry.name === 'folio:hydrated') seen.hydrated ??= entry.startTime;
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'mark', buffered: true });
  } catch {
    // A browser without these entry types reports nothing.
  }
  return {
    now: () => performance.now(),
    timings: () => seen,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    send(body) {
      // keepalive: a visitor who leaves at that moment still sends it. A failure is the report's loss alone.
      fetch(TELEMETRY_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
    },
    dispose: () => observer?.disconnect(),
  };
}

/**
 * Watches the page the visit started on until its widgets are loaded (its time is the report's `loaded`) and sends
 * the report 10 s after the viewer starts. Returns the function that stops it (nothing is sent after).
 */
export function startRenderReport(store: Store<ViewerState>, host: ReportHost = browserHost()): () => void {
  const startIndex = store.getState().pageIndex;
  const startPageId = store.getState().mag?.pages[startIndex]?._id;
  let loaded: number | undefined;
  const noteLoaded = () => {
    if (loaded === undefined && startPageId && store.getState().loadedPages[startPageId]) loaded = host.now();
  };
  noteLoaded();
  const unsubscribe = store.subscribe(noteLoaded);
  const timer = host.setTimeout(() => {
    unsubscribe();
    const body = renderReport(store.getState(), startIndex, { ...host.timings(), loaded });
    host.dispose();
    if (body) host.send(body);
  }, loadingConstants.performanceReportDelayMs);
  return () => {
    unsubscribe();
    host.clearTimeout(timer);
    host.dispose();
  };
}
