import { constructorConstants } from '@folio/model';

// Issue 13, the first click after opening a long project: what the first page does not need to be drawn and edited
// (the page list's thumbnails, the text editor's chunk) waits for the browser to be idle, one piece per idle
// period, so a click in between is answered after one piece at most (docs/performance.md "Editor").

export interface IdleHost {
  /** requestIdleCallback where the browser has it (Safari does not). */
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserHost = (): IdleHost => ({
  requestIdleCallback: typeof requestIdleCallback === 'function' ? (run, options) => requestIdleCallback(run, options) : undefined,
  cancelIdleCallback: typeof cancelIdleCallback === 'function' ? (handle) => cancelIdleCallback(handle) : undefined,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export interface IdleQueue {
  /** Queues a piece of work; returns a cancel function (for an effect's cleanup). */
  add(task: () => void): () => void;
}

/**
 * Work run in the order given, one task per idle period of the browser (at the latest `idleTimeoutMs` after the
 * task before it, so a browser kept busy still gets there); without requestIdleCallback, one task per macrotask.
 * Whatever the page does in between (an input event, the render a task started) runs before the next task.
 */
export function createIdleQueue(host: IdleHost = browserHost()): IdleQueue {
  const tasks: (() => void)[] = [];
  let waiting = false;
  const next = () => {
    waiting = false;
    const task = tasks.shift();
    if (tasks.length) schedule();
    task?.();
  };
  const schedule = () => {
    if (waiting) return;
    waiting = true;
    if (host.requestIdleCallback) host.requestIdleCallback(next, { timeout: constructorConstants.idleTimeoutMs });
    else host.setTimeout(next, 0);
  };
  return {
    add(task) {
      // Its own entry, so cancelling removes this one even if the same function was queued twice.
      const entry = () => task();
      tasks.push(entry);
      schedule();
      return () => {
        const at = tasks.indexOf(entry);
        if (at >= 0) tasks.splice(at, 1);
      };
    },
  };
}

let shared: IdleQueue | null = null;

/** Runs `task` once the browser is idle, after the tasks queued before it (the constructor's one queue). */
export function whenIdle(task: () => void): () => void {
  shared ??= createIdleQueue();
  return shared.add(task);
}
