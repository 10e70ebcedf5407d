import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLING_ATTRIBUTE, scrollHoverPause } from './scroll-hover-pause';

/** An element's attributes, as far as the pause touches them; counts the writes. */
function fakeList() {
  const attributes = new Set<string>();
  const list = {
    writes: 0,
    hasAttribute: (name: string) => attributes.has(name),
    toggleAttribute(name: string, force?: boolean) {
      list.writes += 1;
      if (force ?? !attributes.has(name)) attributes.add(name);
      else attributes.delete(name);
      return attributes.has(name);
    },
  };
  return list;
}

describe('the layers list takes no hover while it scrolls', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is marked from the first scroll until the given quiet time after the last one', () => {
    const list = fakeList();
    const pause = scrollHoverPause(list, 150);
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(false);
    pause.scrolled();
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(true);
    for (let frame = 0; frame < 20; frame++) {
      vi.advanceTimersByTime(16);
      pause.scrolled();
      expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(true);
    }
    vi.advanceTimersByTime(149);
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(false);
  });

  it('writes the mark once for a whole scroll, not on every scroll event (each write restyles the rows)', () => {
    const list = fakeList();
    const pause = scrollHoverPause(list, 150);
    for (let frame = 0; frame < 30; frame++) {
      pause.scrolled();
      vi.advanceTimersByTime(16);
    }
    expect(list.writes).toBe(1);
    vi.advanceTimersByTime(150);
    expect(list.writes).toBe(2);
  });

  it('stop clears the mark and the pending timer', () => {
    const list = fakeList();
    const pause = scrollHoverPause(list, 150);
    pause.scrolled();
    pause.stop();
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(list.hasAttribute(SCROLLING_ATTRIBUTE)).toBe(false);
  });
});
