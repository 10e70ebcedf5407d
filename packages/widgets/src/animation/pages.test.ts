import { describe, expect, it, vi, type Mock } from 'vitest';
import type { PlayedListStorage, Widget } from '@folio/model';
import { widgetOf } from '../test-widgets';
import type { PageAnimations, PageAnimationsOptions, PageRoot } from './engine';
import { animatePages, type ShownPage } from './pages';

// The drawn pages' engines and the played list, with a fake one-page engine and a fake local storage.

type FakeEngine = PageAnimations & { stale: boolean; setCurrent: Mock<PageAnimations['setCurrent']>; viewChanged: Mock<() => void>; dispose: Mock<() => void> };

function fakeEngines() {
  const made: { options: PageAnimationsOptions; engine: FakeEngine }[] = [];
  const animatePage = vi.fn((options: PageAnimationsOptions) => {
    const engine: FakeEngine = {
      stale: false,
      setCurrent: vi.fn(),
      viewChanged: vi.fn(),
      dispose: vi.fn(),
      isStale: () => engine.stale,
    };
    made.push({ options, engine });
    return engine;
  });
  return { made, animatePage };
}

function fakeStorage(stored: string[] = []) {
  const items = new Map([['animationsPlayed', JSON.stringify(stored)]]);
  const storage: PlayedListStorage = {
    local: () => ({ getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }),
    readCookies: () => '',
    writeCookie: () => {},
  };
  return { storage, items };
}

const root: PageRoot = { isConnected: true, querySelector: () => null };
const page = (pageId: string, widgets: Widget[] = [widgetOf('shape')], drawnAs: unknown[] = [widgets]): ShownPage => ({ pageId, root, widgets, drawnAs });

describe('animations of the drawn pages', () => {
  it('widgets-and-authoring.md §4: reads the played list (animationsPlayed) at start and reports its widgets as expired', () => {
    const { storage } = fakeStorage(['a', 'b']);
    const onExpired = vi.fn();
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: true, onExpired, storage, animatePage });
    expect(onExpired).toHaveBeenCalledWith(['a', 'b']);
    pages.update([page('p1')], 'p1', false);
    expect([...made[0]!.options.played!]).toEqual(['a', 'b']);
  });

  it('one engine per drawn page with an element; only the current page is current', () => {
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: true, onExpired: vi.fn(), storage: fakeStorage().storage, animatePage });
    const [p1, p2] = [page('p1'), page('p2')];
    pages.update([p1, p2, { ...page('p3'), root: null }], 'p2', true);
    expect(made.map(({ options }) => options.touch)).toEqual([true, true]);
    expect(made.map(({ engine }) => engine.setCurrent.mock.calls)).toEqual([[[false]], [[true]]]);
    pages.update([p1, p2], 'p1', true);
    expect(made).toHaveLength(2);
    expect(made[0]!.engine.setCurrent).toHaveBeenLastCalledWith(true);
    pages.viewChanged();
    expect(made.map(({ engine }) => engine.viewChanged.mock.calls.length)).toEqual([1, 1]);
  });

  it('a page no longer drawn stops; one drawn anew (other widgets, viewport, pointer, or elements gone) gets a new engine', () => {
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: true, onExpired: vi.fn(), storage: fakeStorage().storage, animatePage });
    const widgets = [widgetOf('shape')];
    pages.update([page('p1', widgets, [widgets, 'default'])], 'p1', false);
    pages.update([page('p1', widgets, [widgets, 'phone_portrait'])], 'p1', false);
    expect(made[0]!.engine.dispose).toHaveBeenCalled();
    pages.update([page('p1', widgets, [widgets, 'phone_portrait'])], 'p1', true);
    expect(made[1]!.engine.dispose).toHaveBeenCalled();
    made[2]!.engine.stale = true;
    pages.update([page('p1', widgets, [widgets, 'phone_portrait'])], 'p1', true);
    expect(made[2]!.engine.dispose).toHaveBeenCalled();
    pages.update([], undefined, true);
    expect(made[3]!.engine.dispose).toHaveBeenCalled();
    expect(made).toHaveLength(4);
  });

  it('records a play-once play in local storage; the widget expires once its page has left the document', () => {
    const { storage, items } = fakeStorage(['old']);
    const onExpired = vi.fn();
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: true, onExpired, storage, animatePage });
    const p1 = page('p1');
    pages.update([p1], 'p1', false);
    made[0]!.options.onPlayed!('w1');
    expect(items.get('animationsPlayed')).toBe('["old","w1"]');
    expect(onExpired).toHaveBeenCalledTimes(1);
    pages.update([p1], 'p1', false);
    expect(onExpired).toHaveBeenCalledTimes(1);
    pages.update([], undefined, false);
    expect(onExpired).toHaveBeenLastCalledWith(['old', 'w1']);
    // Drawn again later: the engine knows it was played.
    pages.update([page('p1')], 'p1', false);
    expect([...made[1]!.options.played!]).toEqual(['old', 'w1']);
  });

  it('preview plays the same way but neither reads nor records the played list', () => {
    const { storage, items } = fakeStorage(['old']);
    const onExpired = vi.fn();
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: false, onExpired, storage, animatePage });
    pages.update([page('p1')], 'p1', false);
    expect([...made[0]!.options.played!]).toEqual([]);
    made[0]!.options.onPlayed!('w1');
    pages.update([], undefined, false);
    expect(items.get('animationsPlayed')).toBe('["old"]');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('dispose stops every page', () => {
    const { made, animatePage } = fakeEngines();
    const pages = animatePages({ recording: true, onExpired: vi.fn(), storage: fakeStorage().storage, animatePage });
    pages.update([page('p1'), page('p2')], 'p1', false);
    pages.dispose();
    expect(made.every(({ engine }) => engine.dispose.mock.calls.length === 1)).toBe(true);
  });
});
