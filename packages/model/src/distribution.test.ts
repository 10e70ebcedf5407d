import { describe, expect, it } from 'vitest';
import { parsePageSelection } from './distribution';

describe('parsePageSelection (GET /api/makepdf/{id}?pages=)', () => {
  it('no pages named is every page', () => {
    expect(parsePageSelection(undefined, 3)).toEqual([1, 2, 3]);
    expect(parsePageSelection(' ', 2)).toEqual([1, 2]);
  });

  it('numbers and ranges, in page order, each once', () => {
    expect(parsePageSelection('3,1', 5)).toEqual([1, 3]);
    expect(parsePageSelection('2-4, 3, 9', 9)).toEqual([2, 3, 4, 9]);
    expect(parsePageSelection('5-5', 5)).toEqual([5]);
  });

  it('anything else, or a page outside the project, is refused', () => {
    for (const bad of ['0', '6', '2-1', '1-6', 'a', '1,,2', '1;2', '-3', '1.5', '1-2-3']) expect(parsePageSelection(bad, 5), bad).toBeUndefined();
  });
});
