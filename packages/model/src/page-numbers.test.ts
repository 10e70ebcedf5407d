import { describe, expect, it } from 'vitest';
import { nestedPageNumbers } from './page-numbers';

const pages = (...uris: (string | undefined)[]) => uris.map((uri, index) => ({ num: index + 1, uri }));

describe('nested page numbers (viewer-and-project.md §2 "nested numbers allowed", §3 pageNestedNum)', () => {
  it('a page under another page’s uri is numbered under it, by its place among that page’s nested pages', () => {
    expect(nestedPageNumbers(pages(undefined, 'chapter', 'chapter/intro', 'chapter/more', 'end'))).toEqual(['1', '2', '2.1', '2.2', '5']);
  });

  it('deeper levels nest under the nearest page up the path; a missing level is skipped', () => {
    expect(nestedPageNumbers(pages('a', 'a/b', 'a/b/c', 'a/x/y', 'a/b/d'))).toEqual(['1', '1.1', '1.1.1', '1.2', '1.1.2']);
  });

  it('pages nested under no page keep their own numbers; a number given with the page wins', () => {
    expect(nestedPageNumbers(pages(undefined, 'lone/child', 'b'))).toEqual(['1', '2', '3']);
    expect(nestedPageNumbers([{ num: 1 }, { num: 2, uri: 'x', pageNestedNum: '1.1' }, { num: 3, uri: 'x/y' }])).toEqual(['1', '1.1', '1.1.1']);
  });

  it('a nested page before its parent in page order is still numbered under it', () => {
    expect(nestedPageNumbers(pages(undefined, 'p/early', 'p'))).toEqual(['1', '3.1', '3']);
  });
});
