import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, firstPageCut, splitAt, STRETCH_BYTES, verdictOf } from './first-page-scripts.mjs';

describe('splitAt', () => {
  it('counts every script whose fetch started before the cut, not only the entry', () => {
    const split = splitAt(
      [
        { url: '/viewer/assets/client.js', start: 40, gzip: 90_000 },
        { url: '/viewer/assets/phone-pages.js', start: 310, gzip: 3_000 },
        { url: '/viewer/assets/dialogs.js', start: 900, gzip: 2_700 },
      ],
      500,
    );
    expect(split.before.map((script) => script.url)).toEqual(['/viewer/assets/client.js', '/viewer/assets/phone-pages.js']);
    expect(split.total).toBe(93_000);
    expect(split.after.map((script) => script.url)).toEqual(['/viewer/assets/dialogs.js']);
    expect(split.later).toBe(2_700);
  });

  it('counts a file fetched twice once, at its first fetch', () => {
    const split = splitAt(
      [
        { url: '/a.js', start: 700, gzip: 10 },
        { url: '/a.js', start: 100, gzip: 10 },
      ],
      500,
    );
    expect(split.before).toHaveLength(1);
    expect(split.after).toHaveLength(0);
    expect(split.total).toBe(10);
  });

  it('a fetch that starts at the cut is after it', () => {
    expect(splitAt([{ url: '/a.js', start: 500, gzip: 10 }], 500).total).toBe(0);
  });
});

describe('firstPageCut', () => {
  it('is the start of hydration, which the script loader puts after the load event', () => {
    expect(firstPageCut(500, 650)).toBe(650);
  });

  it('is the load event for a page that never hydrates, or hydrated before it', () => {
    expect(firstPageCut(500, undefined)).toBe(500);
    expect(firstPageCut(500, 300)).toBe(500);
  });
});

describe('verdictOf', () => {
  it('the largest first page decides, with its margins to the budget and the stretch target', () => {
    const verdict = verdictOf([80 * 1024, 90 * 1024]);
    expect(verdict).toEqual({ largest: 90 * 1024, within: true, margin: BUDGET_BYTES - 90 * 1024, stretchMargin: STRETCH_BYTES - 90 * 1024 });
    expect(verdict.stretchMargin).toBeLessThan(0);
  });

  it('one page over the budget fails', () => {
    expect(verdictOf([50 * 1024, BUDGET_BYTES + 1]).within).toBe(false);
    expect(verdictOf([BUDGET_BYTES]).within).toBe(true);
  });
});
