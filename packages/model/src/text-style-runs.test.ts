import { describe, expect, it } from 'vitest';
import { blockStyleRuns } from './text-style-runs';

describe('blockStyleRuns (widgets-and-authoring.md §3: a v3 block\'s inline styles)', () => {
  it('answers the runs of the block asked for, sorted, with overlapping ranges merged key by key', () => {
    const styles = [
      { key: 'a', ranges: [{ offset: 2, length: 4, style: { color: 'ff0000' } }, { offset: 0, length: 3, style: { fontSize: 20 } }] },
      { key: 'b', ranges: [{ offset: 0, length: 1, style: { fontWeight: 700 } }] },
    ];
    expect(blockStyleRuns(styles, 'a')).toEqual([
      { offset: 0, length: 2, style: { fontSize: 20 } },
      { offset: 2, length: 1, style: { fontSize: 20, color: 'ff0000' } },
      { offset: 3, length: 3, style: { color: 'ff0000' } },
    ]);
    expect(blockStyleRuns(styles, 'c')).toEqual([]);
    expect(blockStyleRuns(undefined, 'a')).toEqual([]);
  });

  it('leaves gaps between ranges unstyled', () => {
    const styles = [{ key: 'a', ranges: [{ offset: 0, length: 1, style: { color: '000000' } }, { offset: 3, length: 1, style: { color: 'ffffff' } }] }];
    expect(blockStyleRuns(styles, 'a').map((run) => run.offset)).toEqual([0, 3]);
  });
});
