import { describe, expect, it, vi } from 'vitest';
import type { Widget } from '@folio/model';
import type { PagesAnimations, PagesAnimationsOptions, PageRoot, ShownPage } from '@folio/widgets/animation';
import { startAnimations, type AnimationDeps } from './animations';
import { createStore } from './store';
import { helloWidget, sampleBoot } from './test-boot';
import { initialViewerState, type ViewerState } from './viewer-state';

// The wiring between the viewer state and the lazy animation engine, with a fake engine and a fake frame clock.

const animated = { ...helloWidget, _id: 'w2', animation: [{ type: 'load', steps: [{ dx: 100, loop: 'swing' }] }] } as unknown as Widget;

function setup(state: Partial<ViewerState> = {}) {
  const store = createStore({ ...initialViewerState(sampleBoot()), ...state });
  const frames: (() => void)[] = [];
  const updates: { pages: readonly ShownPage[]; current: string | undefined; touch: boolean }[] = [];
  let options: PagesAnimationsOptions | null = null;
  const engine: PagesAnimations = {
    update: (pages, current, touch) => void updates.push({ pages, current, touch }),
    viewChanged: vi.fn(),
    dispose: vi.fn(),
  };
  let viewListener: (() => void) | null = null;
  const roots = new Map<string, PageRoot>();
  const idle: (() => void)[] = [];
  const deps: AnimationDeps = {
    loadEngine: vi.fn(async () => ({
      animatePages: (given: PagesAnimationsOptions) => {
        options = given;
        return engine;
      },
    })),
    findPage: (pageId) => roots.get(pageId) ?? (roots.set(pageId, { isConnected: true, querySelector: () => null }), roots.get(pageId)!),
    afterRender: (run) => void frames.push(run),
    listenView: (onChange) => {
      viewListener = onChange;
      return () => (viewListener = null);
    },
    whenIdle: (run) => {
      idle.push(run);
      return () => void idle.splice(idle.indexOf(run) >>> 0, 1);
    },
  };
  const stop = startAnimations(store, deps);
  /** The next frame: what was scheduled runs (and the engine's module arrives). */
  const frame = async () => {
    await Promise.resolve();
    frames.splice(0).forEach((run) => run());
    await Promise.resolve();
  };
  /** The first page has loaded and the browser is idle. */
  const becomeIdle = () => idle.splice(0).forEach((run) => run());
  return { store, deps, engine, updates, stop, frame, becomeIdle, idleWaits: () => idle.length, options: () => options, view: () => viewListener };
}

const withAnimatedPage = (state: ViewerState, pageId = 'page1') => ({
  pages: { ...state.pages, [pageId]: { ...state.mag!.pages.find((page) => page._id === pageId)!, wids: [helloWidget, animated] } },
});

describe('viewer animations wiring (widgets-and-authoring.md §4)', () => {
  it('never loads the engine while no fetched page has animations', async () => {
    const { deps, frame, store } = setup();
    await frame();
    store.setState({ pageIndex: 1 });
    await frame();
    expect(deps.loadEngine).not.toHaveBeenCalled();
  });

  it('loads the engine once the first page has loaded and the browser is idle when only another page has animations, and hands it the drawn ones with the current page', async () => {
    const { deps, frame, store, updates, becomeIdle } = setup();
    store.setState(withAnimatedPage(store.getState(), 'page2'));
    await frame();
    expect(deps.loadEngine).not.toHaveBeenCalled();
    becomeIdle();
    expect(deps.loadEngine).toHaveBeenCalledTimes(1);
    await frame();
    // page2 is fetched but not drawn yet: nothing to animate.
    expect(updates.at(-1)).toEqual({ pages: [], current: 'page1', touch: false });
    store.setState({ readyPages: { page1: true, page2: true } });
    await frame();
    const last = updates.at(-1)!;
    expect(last.pages.map((page) => page.pageId)).toEqual(['page2']);
    expect(last.pages[0]!.root).toBe(deps.findPage('page2'));
    expect(last.pages[0]!.widgets.map((widget) => widget._id)).toEqual(['w1', 'w2']);
    expect(last.current).toBe('page1');
    // Nothing redrawn: the page is handed over as drawn from the same data, so the engine keeps it.
    store.setState({ readyPages: { page1: true, page2: true, page3: true } });
    await frame();
    expect(updates.at(-1)!.pages[0]!.drawnAs).toEqual(last.pages[0]!.drawnAs);
    updates.at(-1)!.pages[0]!.drawnAs.forEach((value, i) => expect(value).toBe(last.pages[0]!.drawnAs[i]));
    store.setState({ pageIndex: 1, deviceClass: 'phone' });
    await frame();
    expect(updates.at(-1)).toMatchObject({ current: 'page2', touch: true });
    expect(deps.loadEngine).toHaveBeenCalledTimes(1);
  });

  it('loads the engine at once when the page shown has animations, or when the visitor turns to one before the browser is idle', async () => {
    const shown = setup();
    shown.store.setState(withAnimatedPage(shown.store.getState(), 'page1'));
    await shown.frame();
    expect(shown.deps.loadEngine).toHaveBeenCalledTimes(1);
    expect(shown.idleWaits()).toBe(0);
    const turned = setup();
    turned.store.setState(withAnimatedPage(turned.store.getState(), 'page2'));
    await turned.frame();
    expect(turned.deps.loadEngine).not.toHaveBeenCalled();
    turned.store.setState({ pageIndex: 1 });
    await turned.frame();
    expect(turned.deps.loadEngine).toHaveBeenCalledTimes(1);
    // The idle wait was cancelled: the engine is not loaded twice.
    expect(turned.idleWaits()).toBe(0);
    turned.becomeIdle();
    expect(turned.deps.loadEngine).toHaveBeenCalledTimes(1);
  });

  it('stopped before the browser is idle, it loads nothing', async () => {
    const { deps, frame, store, stop, becomeIdle, idleWaits } = setup();
    store.setState(withAnimatedPage(store.getState(), 'page2'));
    await frame();
    expect(idleWaits()).toBe(1);
    stop();
    expect(idleWaits()).toBe(0);
    becomeIdle();
    expect(deps.loadEngine).not.toHaveBeenCalled();
  });

  it('global widgets count as every page’s own (drawn on each page, as the page view does)', async () => {
    const { deps, frame, store, updates } = setup();
    const global = { ...animated, _id: 'g1', is_global: true } as Widget;
    store.setState({ mag: { ...store.getState().mag!, global_wids: [global] } });
    await frame();
    expect(deps.loadEngine).toHaveBeenCalledTimes(1);
    await frame();
    expect(updates.at(-1)!.pages.map((page) => [page.pageId, page.widgets.map((widget) => widget._id)])).toEqual([['page1', ['w1', 'g1']]]);
  });

  it('waits for the end of a page transition', async () => {
    const { frame, store, updates } = setup();
    store.setState(withAnimatedPage(store.getState()));
    await frame();
    await frame();
    const before = updates.length;
    store.setState({ pageIndex: 1, transitioning: true });
    await frame();
    expect(updates).toHaveLength(before);
    store.setState({ transitioning: false });
    await frame();
    expect(updates.at(-1)!.current).toBe('page2');
  });

  it('hands over scrolls and resizes; stopping disposes the engine and the listener', async () => {
    const { engine, frame, store, stop, view } = setup();
    store.setState(withAnimatedPage(store.getState()));
    await frame();
    view()!();
    expect(engine.viewChanged).toHaveBeenCalledTimes(1);
    stop();
    expect(engine.dispose).toHaveBeenCalled();
    expect(view()).toBeNull();
  });

  it('keeps playedWidgets as the engine reports expired widgets; records only outside preview', async () => {
    const viewer = setup();
    viewer.store.setState(withAnimatedPage(viewer.store.getState()));
    await viewer.frame();
    expect(viewer.options()!.recording).toBe(true);
    viewer.options()!.onExpired(['w2']);
    expect(viewer.store.getState().playedWidgets).toEqual(['w2']);
    const preview = setup({ env: 'preview' });
    preview.store.setState(withAnimatedPage(preview.store.getState()));
    await preview.frame();
    expect(preview.options()!.recording).toBe(false);
  });
});
