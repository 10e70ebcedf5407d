import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle, type IdleHost } from './when-idle';

/** A document and a browser whose load event and idle periods the test decides. */
function fakeHost({ loaded = false, idleCallbacks = true } = {}) {
  let isLoaded = loaded;
  const onLoad: (() => void)[] = [];
  const idle = new Map<number, { run: () => void; timeout: number }>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const host: IdleHost = {
    loaded: () => isLoaded,
    onLoad(run) {
      onLoad.push(run);
      return () => onLoad.splice(onLoad.indexOf(run), 1);
    },
    requestIdleCallback: idleCallbacks
      ? (run, options) => {
          idle.set(next, { run, timeout: options.timeout });
          return next++;
        }
      : undefined,
    cancelIdleCallback: idleCallbacks ? (handle) => void idle.delete(handle) : undefined,
    setTimeout(run) {
      timers.set(next, run);
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  return {
    host,
    load() {
      isLoaded = true;
      onLoad.splice(0).forEach((run) => run());
    },
    idle: () => [...idle.values()],
    becomeIdle() {
      const due = [...idle.values()];
      idle.clear();
      due.forEach((entry) => entry.run());
    },
    tick() {
      const due = [...timers.values()];
      timers.clear();
      due.forEach((run) => run());
    },
    pending: () => idle.size + timers.size + onLoad.length,
  };
}

describe('whenIdle (issue 14: next pages, dialogs and engines after the first page)', () => {
  it('waits for the load event, then for the browser to be idle, with a timeout', () => {
    const fake = fakeHost();
    const run = vi.fn();
    whenIdle(run, fake.host);
    expect(fake.idle()).toHaveLength(0);
    fake.load();
    expect(run).not.toHaveBeenCalled();
    expect(fake.idle()).toEqual([expect.objectContaining({ timeout: IDLE_TIMEOUT_MS })]);
    fake.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle period at once when the page has already loaded', () => {
    const fake = fakeHost({ loaded: true });
    const run = vi.fn();
    whenIdle(run, fake.host);
    fake.becomeIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs on the next task after the load', () => {
    const fake = fakeHost({ idleCallbacks: false });
    const run = vi.fn();
    whenIdle(run, fake.host);
    fake.tick();
    expect(run).not.toHaveBeenCalled();
    fake.load();
    fake.tick();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load or before the idle period, it never runs', () => {
    const early = fakeHost();
    const run = vi.fn();
    whenIdle(run, early.host)();
    early.load();
    expect(early.pending()).toBe(0);
    const late = fakeHost();
    const cancel = whenIdle(run, late.host);
    late.load();
    cancel();
    late.becomeIdle();
    expect(run).not.toHaveBeenCalled();
    expect(late.pending()).toBe(0);
  });

  it('does nothing outside a browser', () => {
    const run = vi.fn();
    expect(() => whenIdle(run, null)()).not.toThrow();
    expect(run).not.toHaveBeenCalled();
  });
});
