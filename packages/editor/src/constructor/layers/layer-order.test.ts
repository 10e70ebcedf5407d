import { describe, expect, it } from 'vitest';
import { dropGap, movedRows, rowRange } from './layer-order';

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
});
