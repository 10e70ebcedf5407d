import { describe, expect, it } from 'vitest';
import { movedPage } from './draft-pages';

describe('the page list order', () => {
  it('moves a page in the order', () => {
    expect(movedPage(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movedPage(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
