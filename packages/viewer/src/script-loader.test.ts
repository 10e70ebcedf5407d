import { describe, expect, it } from 'vitest';
import { LOAD_WAIT_MS, PAINT_WAIT_MS, SCRIPT_LOADER, SCRIPT_LOADER_ID } from './script-loader';

interface Added {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
  parent: 'head' | 'body';
}

/** Runs the loader's text against a page whose load, paints and clock the test drives. */
function page(options: { complete?: boolean; painted?: boolean; preloads?: string } = {}) {
  const added: Added[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const paints: string[] = options.painted ? ['first-contentful-paint'] : [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const loadListeners: (() => void)[] = [];
  let now = 0;
  const attributes: Record<string, string> = { 'data-entry': '/viewer/assets/client.js', ...(options.preloads ? { 'data-preloads': options.preloads } : {}) };
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const appendTo = (parent: 'head' | 'body') => ({ appendChild: (child: Record<string, string>) => added.push({ ...(child as unknown as Added), parent }) });
  const document = {
    readyState: options.complete ? 'complete' : 'interactive',
    getElementById: (id: string) => (id === SCRIPT_LOADER_ID ? { getAttribute: (name: string) => attributes[name] ?? null } : null),
    createElement: element,
    head: appendTo('head'),
    body: appendTo('body'),
  };
  const window = { addEventListener: (type: string, run: () => void) => type === 'load' && loadListeners.push(run) };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const byName = (entries: string[]) => (name: string) => entries.filter((entry) => entry === name);
  const performance = { getEntriesByName: byName(paints) };
  // The browser's: `buffered` hands an observer the paints so far, then each new one.
  class PerformanceObserver {
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type !== 'paint') throw new Error('unsupported');
      observers.push(this.callback);
      if (options.buffered && paints.length) this.callback({ getEntriesByName: byName([...paints]) });
    }
  }
  const paint = (name: string) => {
    paints.push(name);
    observers.forEach((observer) => observer({ getEntriesByName: byName([name]) }));
  };
  new Function('document', 'window', 'setTimeout', 'performance', 'PerformanceObserver', SCRIPT_LOADER)(document, window, setTimeout, performance, PerformanceObserver);
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers.splice(timers.indexOf(next), 1);
      now = next.at;
      next.run();
    }
    now = until;
  };
  return {
    added,
    advance,
    load: () => loadListeners.splice(0).forEach((run) => run()),
    paint,
  };
}

describe('the script loader (issue 14: scripts after the page has loaded and painted)', () => {
  const entryOf = (added: Added[]) => added.map((one) => one.src).filter(Boolean);

  it('fetches nothing before the load event and the first contentful paint, then the entry and its chunks, once', () => {
    const p = page({ preloads: '/viewer/assets/react.js /viewer/assets/model.js' });
    p.paint('first-paint');
    p.paint('first-contentful-paint');
    p.advance(0);
    expect(p.added, 'nothing before the load event').toEqual([]);
    p.load();
    p.advance(0);
    expect(p.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/viewer/assets/react.js', parent: 'head' },
      { tag: 'link', rel: 'modulepreload', href: '/viewer/assets/model.js', parent: 'head' },
      { tag: 'script', type: 'module', src: '/viewer/assets/client.js', parent: 'body' },
    ]);
    p.advance(LOAD_WAIT_MS + PAINT_WAIT_MS);
    expect(p.added, 'once').toHaveLength(3);
  });

  it('after the load event, waits for the first contentful paint, not a first paint without content', () => {
    const p = page();
    p.load();
    p.paint('first-paint');
    p.advance(PAINT_WAIT_MS - 1);
    expect(p.added).toEqual([]);
    p.paint('first-contentful-paint');
    expect(p.added, 'in a task of its own').toEqual([]);
    p.advance(0);
    expect(entryOf(p.added)).toEqual(['/viewer/assets/client.js']);
    p.advance(PAINT_WAIT_MS);
    expect(p.added).toHaveLength(1);
  });

  it('goes ahead without a contentful paint (a hidden tab, a page of colours) PAINT_WAIT_MS after the load', () => {
    const p = page();
    p.load();
    p.advance(PAINT_WAIT_MS - 1);
    expect(p.added).toEqual([]);
    p.advance(1);
    expect(entryOf(p.added)).toEqual(['/viewer/assets/client.js']);
  });

  it('does not wait longer than LOAD_WAIT_MS for a load event held back by a slow picture or embed', () => {
    const p = page();
    p.paint('first-contentful-paint');
    p.advance(LOAD_WAIT_MS - 1);
    expect(p.added).toEqual([]);
    p.advance(1);
    expect(entryOf(p.added)).toEqual(['/viewer/assets/client.js']);
    p.load();
    p.advance(PAINT_WAIT_MS);
    expect(p.added).toHaveLength(1);
  });

  it('on a page that has already loaded (the loader running late), waits only for the paint, or fetches at once', () => {
    const loaded = page({ complete: true });
    loaded.advance(0);
    expect(loaded.added).toEqual([]);
    loaded.paint('first-contentful-paint');
    loaded.advance(0);
    expect(entryOf(loaded.added)).toEqual(['/viewer/assets/client.js']);
    const painted = page({ complete: true, painted: true });
    painted.advance(0);
    expect(entryOf(painted.added)).toEqual(['/viewer/assets/client.js']);
  });
});
