import { describe, expect, it } from 'vitest';
import { horizontalWindow, loadOrder, pageAtScroll, positionOf, shownWindow, stillHeld, verticalScrollable, verticalWindow } from './lifecycle';
import { initialViewerState } from './viewer-state';
import { sampleBoot } from './test-boot';

describe('preload windows (viewer-and-project.md §9)', () => {
  it('horizontal: 1 page backward; forward 5 on desktop, 3 on phone, 2 on tablet', () => {
    expect(horizontalWindow(20, 5, 'desktop')).toEqual({ from: 4, to: 10 });
    expect(horizontalWindow(20, 5, 'phone')).toEqual({ from: 4, to: 8 });
    expect(horizontalWindow(20, 5, 'tablet')).toEqual({ from: 4, to: 7 });
    expect(horizontalWindow(3, 0, 'desktop')).toEqual({ from: 0, to: 2 });
  });

  it('vertical: 2000 px backward and 3000 px forward of the visible area (1000/2000 on phone)', () => {
    const heights = Array.from({ length: 20 }, () => 1000);
    const tops = heights.map((_, i) => i * 1000);
    // Visible 10000–11000: pages 8..13 (8000–9999 backward, 11000–13999 forward).
    expect(verticalWindow({ tops, heights, current: 10, scrollTop: 10000, viewHeight: 1000, device: 'desktop' })).toEqual({ from: 8, to: 13 });
    expect(verticalWindow({ tops, heights, current: 10, scrollTop: 10000, viewHeight: 1000, device: 'phone' })).toEqual({ from: 9, to: 12 });
  });

  it('the current page is always shown', () => {
    expect(verticalWindow({ tops: [0, 100000], heights: [100000, 100], current: 1, scrollTop: 0, viewHeight: 800, device: 'desktop' })).toEqual({ from: 0, to: 1 });
  });

  it('shownWindow follows the layout of the state', () => {
    const state = initialViewerState(sampleBoot());
    expect(shownWindow({ ...state, layout: 'horizontal', pageIndex: 2 })).toEqual({ from: 1, to: 4 });
    // Vertical, not yet measured: around the current page's top, pages of 800 px.
    expect(shownWindow({ ...state, layout: 'vertical', pageIndex: 0 })).toEqual({ from: 0, to: 4 });
  });
});

describe('page positions (viewer-and-project.md §4)', () => {
  it('prev before the current page, next after it, hidden outside the window', () => {
    const shown = { from: 3, to: 8 };
    expect([1, 3, 4, 5, 8, 9].map((i) => positionOf(i, 4, shown))).toEqual(['hidden', 'prev', 'center', 'next', 'next', 'hidden']);
  });
});

describe('load order (viewer-and-project.md §4: nearest pages first)', () => {
  it('starts at the current page and alternates outwards, forward first', () => {
    expect(loadOrder({ from: 3, to: 8 }, 4)).toEqual([4, 5, 3, 6, 7, 8]);
  });
});

describe('vertical scrolling', () => {
  it('scrollable past the 100 px threshold (§9)', () => {
    expect(verticalScrollable(1000, 0, 900)).toBe(false);
    expect(verticalScrollable(1001, 0, 900)).toBe(true);
  });

  it('as the visitor scrolls, the current page is the one at the top of the window, the last at the very end', () => {
    const tops = [0, 1000, 2000];
    expect(pageAtScroll(tops, 2500, 0, 800)).toBe(0);
    expect(pageAtScroll(tops, 2500, 700, 800)).toBe(0);
    expect(pageAtScroll(tops, 2500, 999.5, 800)).toBe(1);
    expect(pageAtScroll(tops, 2500, 1600, 800)).toBe(1);
    expect(pageAtScroll(tops, 2500, 1700, 800)).toBe(2);
  });

  it('short pages: the page at the top when several are whole in the window; the very top is the first page', () => {
    // Five 200 px pages in a 700 px window (the end of the project is reached at 300).
    const tops = [0, 200, 400, 600, 800];
    expect(pageAtScroll(tops, 1000, 0, 700)).toBe(0);
    expect(pageAtScroll(tops, 1000, 200, 700)).toBe(1);
    expect(pageAtScroll(tops, 1000, 250, 700)).toBe(1);
    expect(pageAtScroll(tops, 1000, 300, 700)).toBe(4);
    // Pages below a header: the top of the document is still the first page.
    expect(pageAtScroll([60, 260], 2000, 0, 700)).toBe(0);
  });

  it('a page the visitor chose stays current where the scroll to it settled, and is let go once the window moves', () => {
    // Page 3 (index 3) was chosen; the end of the project stopped the scroll at 300, below its top at 600.
    const held = { page: 3, at: 300 };
    expect(stillHeld(held, 300)).toBe(held);
    expect(stillHeld(held, 300.6)).toBe(held);
    expect(stillHeld(held, 250)).toBeNull();
    expect(stillHeld(held, 0)).toBeNull();
    expect(stillHeld(null, 300)).toBeNull();
    // While the scroll still moves (at NaN) nothing is settled yet.
    expect(stillHeld({ page: 3, at: Number.NaN }, 300)).toBeNull();
  });
});
