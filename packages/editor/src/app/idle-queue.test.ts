import { describe, expect, it } from 'vitest';
import { constructorConstants } from '@folio/model';
import { createIdleQueue, type IdleHost } from './idle-queue';

/** A browser whose idle periods (or macrotasks) come when the test says. */
function fakeHost(withIdle: boolean) {
  const idle: { run: () => void; timeout: number }[] = [];
  const timers: (() => void)[] = [];
  const host: IdleHost = {
    requestIdleCallback: withIdle ? (run, { timeout }) => idle.push({ run, timeout }) : undefined,
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => {},
  };
  const pending = withIdle ? idle : timers;
  return {
    host,
    idle,
    timers,
    pending: () => pending.length,
    /** One idle period (or macrotask): the first callback waiting runs. */
    period: () => {
      const first = pending.shift();
      if (first) (typeof first === 'function' ? first : first.run)();
    },
  };
}

describe('the idle queue', () => {
  it('runs nothing until the browser is idle, then one task per idle period, in order', () => {
    const browser = fakeHost(true);
    const queue = createIdleQueue(browser.host);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    expect(ran).toEqual([]);
    expect(browser.pending()).toBe(1);
    browser.period();
    expect(ran).toEqual(['a']);
    browser.period();
    expect(ran).toEqual(['a', 'b']);
    browser.period();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(browser.pending()).toBe(0);
  });

  it('asks for each idle period with the timeout, so a busy browser still gets there', () => {
    const browser = fakeHost(true);
    createIdleQueue(browser.host).add(() => {});
    expect(browser.idle[0]?.timeout).toBe(constructorConstants.idleTimeoutMs);
  });

  it('skips a cancelled task and keeps the others', () => {
    const browser = fakeHost(true);
    const queue = createIdleQueue(browser.host);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    const cancel = queue.add(() => ran.push('b'));
    queue.add(() => ran.push('c'));
    cancel();
    browser.period();
    browser.period();
    expect(ran).toEqual(['a', 'c']);
  });

  it('goes on after a task that throws, and takes tasks added later', () => {
    const browser = fakeHost(true);
    const queue = createIdleQueue(browser.host);
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('broken');
    });
    queue.add(() => ran.push('b'));
    expect(() => browser.period()).toThrow('broken');
    browser.period();
    queue.add(() => ran.push('c'));
    browser.period();
    expect(ran).toEqual(['b', 'c']);
  });

  it('without requestIdleCallback (Safari), runs one task per macrotask', () => {
    const browser = fakeHost(false);
    const queue = createIdleQueue(browser.host);
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    expect(browser.timers).toHaveLength(1);
    browser.period();
    expect(ran).toEqual(['a']);
    browser.period();
    expect(ran).toEqual(['a', 'b']);
  });
});
