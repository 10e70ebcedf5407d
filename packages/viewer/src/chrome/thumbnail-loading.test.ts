import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuThumbnailConstants } from '@folio/model';
import { ThumbnailLoading } from './thumbnail-loading';

const { screenshotLoadDebounceMs: LOAD, screenshotUnloadMs: UNLOAD } = menuThumbnailConstants;

describe('the menu’s screenshots (viewer-and-project.md §9: loading debounce 500 ms, unload 3000 ms)', () => {
  let shown: ReadonlySet<number>;
  let loading: ThumbnailLoading;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = new Set();
    loading = new ThumbnailLoading((next) => (shown = next));
  });
  afterEach(() => {
    loading.stop();
    vi.useRealTimers();
  });

  it('a thumbnail in view shows its picture after the load debounce, not before', () => {
    loading.seen(2, true);
    vi.advanceTimersByTime(LOAD - 1);
    expect(shown.has(2)).toBe(false);
    vi.advanceTimersByTime(1);
    expect([...shown]).toEqual([2]);
  });

  it('one swept past (out of view before the debounce) fetches nothing', () => {
    loading.seen(1, true);
    vi.advanceTimersByTime(LOAD / 2);
    loading.seen(1, false);
    vi.advanceTimersByTime(UNLOAD * 2);
    expect(shown.size).toBe(0);
  });

  it('a picture out of view goes after the unload time; back in view before it, it stays', () => {
    loading.seen(0, true);
    loading.seen(1, true);
    vi.advanceTimersByTime(LOAD);
    loading.seen(0, false);
    loading.seen(1, false);
    vi.advanceTimersByTime(UNLOAD / 2);
    loading.seen(1, true);
    vi.advanceTimersByTime(UNLOAD / 2 - 1);
    expect([...shown].sort()).toEqual([0, 1]);
    vi.advanceTimersByTime(1);
    expect([...shown]).toEqual([1]);
  });
});
