import { describe, expect, it } from 'vitest';
import { dropGap, movedRows, rowRange, rowWindow } from './layer-order';

describe('layers list arithmetic', () => {
  it('dropGap: the nearest gap, never below the pinned rows (the background)', () => {
    expect(dropGap(0, 30, 5)).toBe(0);
    expect(dropGap(44, 30, 5)).toBe(1);
    expect(dropGap(46, 30, 5)).toBe(2);
    expect(dropGap(1000, 30, 5)).toBe(5);
    expect(dropGap(-20, 30, 5)).toBe(0);
    expect(dropGap(1000, 30, 5, 4)).toBe(4);
  });

  it('movedRows: moved rows land together at the gap in their order; no change is null', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    expect(movedRows(rows, ['a'], 3)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(movedRows(rows, ['e'], 0)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(movedRows(rows, ['d', 'b'], 0)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(movedRows(rows, ['b'], 1)).toBeNull();
    expect(movedRows(rows, ['b'], 2)).toBeNull();
    expect(movedRows(rows, ['a', 'b'], 5)).toEqual(['c', 'd', 'e', 'a', 'b']);
  });

  it('rowRange: both ends included, either way round', () => {
    expect(rowRange(['a', 'b', 'c', 'd'], 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rowRange(['a', 'b', 'c', 'd'], 'c', 'a')).toEqual(['a', 'b', 'c']);
    expect(rowRange(['a', 'b'], 'x', 'b')).toEqual(['b']);
  });

  it('rowWindow: the rows in view and the overscan, its edges moving a step of rows at a time', () => {
    // 300 px of 30 px rows in view from row 10: rows 10–19, 8 more each side, edges on multiples of 4.
    expect(rowWindow(300, 300, 30, 8, 4)).toEqual({ first: 0, last: 28 });
    expect(rowWindow(3000, 300, 30, 8, 4)).toEqual({ first: 92, last: 120 });
    // Scrolling less than a step leaves the window as it is (nothing to redraw)…
    for (const scrollTop of [3000, 3010, 3029, 3060, 3119]) expect(rowWindow(scrollTop, 300, 30, 8, 4).first).toBe(92);
    // …a step further moves it by a step.
    expect(rowWindow(3120, 300, 30, 8, 4).first).toBe(96);
    expect(rowWindow(0, 300, 30, 8, 4)).toEqual({ first: 0, last: 20 });
  });

  it('rowWindow: always the rows in view and at least the overscan either side', () => {
    for (let scrollTop = 0; scrollTop < 3000; scrollTop += 7) {
      const { first, last } = rowWindow(scrollTop, 437, 30, 8, 4);
      expect(first).toBeLessThanOrEqual(Math.max(0, Math.floor(scrollTop / 30) - 8));
      expect(last).toBeGreaterThanOrEqual(Math.ceil((scrollTop + 437) / 30) + 8);
      expect(last - first).toBeLessThanOrEqual(Math.ceil(437 / 30) + 1 + 2 * 8 + 2 * 4);
    }
  });
});
