// Issue 14, "Hydrate less, later": code the first page does not draw (the dialogs, the next pages' widget kinds, the
// animation engine while the page shown has no animations) is fetched once the page has loaded and the browser is
// idle, so it never competes with the first paint, the first page's pictures and fonts, or hydration
// (docs/viewer.md "What loads when").

/** The longest an idle load waits on a browser that stays busy: later than that, a visitor may want it. */
export const IDLE_TIMEOUT_MS = 2000;

export interface IdleHost {
  /** True once the document's load event has fired. */
  loaded(): boolean;
  onLoad(run: () => void): () => void;
  /** requestIdleCallback where the browser has it (Safari does not). */
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserHost = (): IdleHost => ({
  loaded: () => document.readyState === 'complete',
  onLoad(run) {
    window.addEventListener('load', run, { once: true });
    return () => window.removeEventListener('load', run);
  },
  requestIdleCallback: typeof requestIdleCallback === 'function' ? (run, options) => requestIdleCallback(run, options) : undefined,
  cancelIdleCallback: typeof cancelIdleCallback === 'function' ? (handle) => cancelIdleCallback(handle) : undefined,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/**
 * Runs `run` once the document has loaded and then the browser is idle (at the latest IDLE_TIMEOUT_MS after the
 * load); without requestIdleCallback, on the next task after the load. Returns a cancel function, so an effect can
 * return it. Outside a browser (the server's render) it does nothing.
 */
export function whenIdle(run: () => void, host: IdleHost | null = typeof document === 'undefined' ? null : browserHost()): () => void {
  if (!host) return () => {};
  let cancel = () => {};
  const idle = () => {
    if (host.requestIdleCallback) {
      const handle = host.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => host.cancelIdleCallback?.(handle);
    } else {
      const handle = host.setTimeout(run, 0);
      cancel = () => host.clearTimeout(handle);
    }
  };
  if (host.loaded()) idle();
  else {
    const stopWaiting = host.onLoad(idle);
    cancel = stopWaiting;
  }
  return () => cancel();
}
