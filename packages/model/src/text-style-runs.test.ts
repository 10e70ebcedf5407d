import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InlineStyle, LegacyBlockStyles, StyleRange, TextStyleEntry } from './schemas/text';
import { inlineStyleSchema } from './schemas/text';
import { blockStyleRuns, canonicalJson, flattenValueRanges, inlineStyleKeys, minifyTextStyles, styleEntriesOfRuns, type StyleValueRange } from './text-style-runs';

// A few values per key, so that equal values meet often; objects with their keys in either order.
const styleValues: { [K in keyof Required<InlineStyle>]: fc.Arbitrary<Required<InlineStyle>[K]> } = {
  letterSpacing: fc.constantFrom(0, 0.2, -1),
  color: fc.constantFrom('ff0000', '00000080'),
  fontFeatures: fc.constantFrom<Record<string, boolean>>({ liga: false, ss01: true }, { ss01: true, liga: false }, { onum: true }),
  stroke: fc.constantFrom({ width: 1, color: '000000' }, { color: '000000', width: 1 }, { width: 2, color: 'ffffff' }),
  fontSize: fc.constantFrom(12, 48),
  fontFamily: fc.constantFrom('Inter', 'Fraunces'),
  fontWeight: fc.constantFrom(400, 700),
  fontStyle: fc.constantFrom('normal', 'italic'),
  variableAxes: fc.constantFrom<Record<string, number>>({ wght: 550 }, { wdth: 90, wght: 550 }),
  textDecoration: fc.constantFrom('none', 'underline', 'underline line-through'),
  textTransform: fc.constantFrom('uppercase', 'none'),
  script: fc.constantFrom('superscript', 'subscript'),
  kerning: fc.boolean(),
};
const style: fc.Arbitrary<InlineStyle> = fc.record(styleValues, { requiredKeys: [] });
const span = fc.record({ offset: fc.integer({ min: 0, max: 12 }), length: fc.integer({ min: 0, max: 8 }) });
const legacyRange: fc.Arbitrary<StyleRange> = fc.tuple(span, style).map(([where, s]) => ({ ...where, style: s }));
const blockKey = fc.constantFrom('a', 'b', 'c');
const legacyStyles: fc.Arbitrary<LegacyBlockStyles[]> = fc.array(
  fc.record({ key: blockKey, ranges: fc.array(legacyRange, { maxLength: 5 }) }),
  { maxLength: 5 },
);

/** What one character looks like by the old reading: every range over it, later ones winning key by key. */
function lookAt(styles: readonly LegacyBlockStyles[], key: string, at: number): string {
  const covering = styles
    .filter((entry) => entry.key === key)
    .flatMap((entry) => entry.ranges)
    .filter((range) => range.length > 0 && range.offset <= at && at < range.offset + range.length);
  return canonicalJson(Object.assign({}, ...covering.map((range) => range.style)));
}

/** What one character looks like through blockStyleRuns. */
function runLookAt(runs: readonly StyleRange[], at: number): string {
  return canonicalJson(runs.find((run) => run.offset <= at && at < run.offset + run.length)?.style ?? {});
}

function isMinified(ranges: readonly StyleValueRange[]): boolean {
  return ranges.every((range, i) => {
    if (range.length < 1) return false;
    const before = ranges[i - 1];
    if (!before) return true;
    const end = before.offset + before.length;
    return end < range.offset || (end === range.offset && canonicalJson(before.value) !== canonicalJson(range.value));
  });
}

describe('inline style keys (widgets-and-authoring.md §3 "Inline styles")', () => {
  it('names every inline style of the schema, in its order', () => {
    expect([...inlineStyleKeys]).toEqual(Object.keys(inlineStyleSchema.shape));
  });
});

describe('blockStyleRuns (widgets-and-authoring.md §3: a v3 block\'s inline styles)', () => {
  it('answers the runs of the block asked for, sorted, with overlapping ranges merged key by key (whole-style form)', () => {
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

  it('reads the typed form: one entry per block and inline style key', () => {
    const styles: TextStyleEntry[] = [
      { key: 'a', type: 'color', ranges: [{ offset: 2, length: 4, value: 'ff0000' }] },
      { key: 'a', type: 'fontSize', ranges: [{ offset: 0, length: 3, value: 20 }] },
      { key: 'b', type: 'fontWeight', ranges: [{ offset: 0, length: 1, value: 700 }] },
    ];
    expect(blockStyleRuns(styles, 'a')).toEqual([
      { offset: 0, length: 2, style: { fontSize: 20 } },
      { offset: 2, length: 1, style: { fontSize: 20, color: 'ff0000' } },
      { offset: 3, length: 3, style: { color: 'ff0000' } },
    ]);
    expect(blockStyleRuns(styles, 'b')).toEqual([{ offset: 0, length: 1, style: { fontWeight: 700 } }]);
  });

  it('leaves gaps between ranges unstyled', () => {
    const styles = [{ key: 'a', ranges: [{ offset: 0, length: 1, style: { color: '000000' } }, { offset: 3, length: 1, style: { color: 'ffffff' } }] }];
    expect(blockStyleRuns(styles, 'a').map((run) => run.offset)).toEqual([0, 3]);
  });

  it('reads every character as the old reading did (later ranges win key by key)', () => {
    fc.assert(
      fc.property(legacyStyles, (styles) => {
        for (const key of ['a', 'b', 'c']) {
          const runs = blockStyleRuns(styles, key);
          for (let at = 0; at < 21; at++) expect(runLookAt(runs, at)).toBe(lookAt(styles, key, at));
        }
      }),
    );
  });
});

describe('minified typed styles (widgets-and-authoring.md §3: "styles: key, type, inline styles (minified form)")', () => {
  it('sorts ranges, drops empty ones, merges touching equal values and lets a later range win an overlap', () => {
    const styles: TextStyleEntry[] = [
      {
        key: 'a',
        type: 'stroke',
        ranges: [
          { offset: 4, length: 2, value: { color: '000000', width: 1 } },
          { offset: 0, length: 4, value: { width: 1, color: '000000' } },
          { offset: 9, length: 0 as number, value: { width: 3, color: '000000' } },
        ],
      },
      { key: 'a', type: 'color', ranges: [{ offset: 0, length: 10, value: 'ff0000' }, { offset: 3, length: 2, value: '0000ff' }] },
      { key: 'a', type: 'color', ranges: [{ offset: 10, length: 2, value: 'ff0000' }] },
    ];
    expect(minifyTextStyles(styles)).toEqual([
      {
        key: 'a',
        type: 'color',
        ranges: [
          { offset: 0, length: 3, value: 'ff0000' },
          { offset: 3, length: 2, value: '0000ff' },
          { offset: 5, length: 7, value: 'ff0000' },
        ],
      },
      { key: 'a', type: 'stroke', ranges: [{ offset: 0, length: 6, value: { color: '000000', width: 1 } }] },
    ]);
  });

  it('keeps blocks in the order they first appear, one entry per block and type, types in the schema order', () => {
    const styles = [
      { key: 'b', ranges: [{ offset: 0, length: 2, style: { kerning: false, color: '112233' } }] },
      { key: 'a', type: 'fontSize' as const, ranges: [{ offset: 1, length: 1, value: 30 }] },
      { key: 'b', type: 'letterSpacing' as const, ranges: [{ offset: 0, length: 1, value: 0.2 }] },
    ];
    expect(minifyTextStyles(styles).map((entry) => `${entry.key}.${entry.type}`)).toEqual(['b.letterSpacing', 'b.color', 'b.kerning', 'a.fontSize']);
  });

  it('turns the whole-style form into typed entries', () => {
    expect(minifyTextStyles([{ key: 'a', ranges: [{ offset: 0, length: 5, style: { fontWeight: 700, color: 'ff0000' } }, { offset: 5, length: 2, style: { fontWeight: 700 } }] }])).toEqual([
      { key: 'a', type: 'color', ranges: [{ offset: 0, length: 5, value: 'ff0000' }] },
      { key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 7, value: 700 }] },
    ]);
    expect(minifyTextStyles(undefined)).toEqual([]);
    expect(minifyTextStyles([{ key: 'a', ranges: [{ offset: 0, length: 3, style: {} }] }])).toEqual([]);
  });

  it('an old text upgraded looks the same on every character, and its ranges are minified', () => {
    fc.assert(
      fc.property(legacyStyles, (styles) => {
        const typed = minifyTextStyles(styles);
        for (const entry of typed) expect(isMinified(entry.ranges), JSON.stringify(entry)).toBe(true);
        expect(new Set(typed.map((entry) => `${entry.key}.${entry.type}`)).size).toBe(typed.length);
        for (const key of ['a', 'b', 'c']) {
          const runs = blockStyleRuns(typed, key);
          for (let at = 0; at < 21; at++) expect(runLookAt(runs, at)).toBe(lookAt(styles, key, at));
        }
        expect(minifyTextStyles(typed)).toEqual(typed);
      }),
    );
  });

  it('the typed entries of style runs read back as those runs', () => {
    const runs: StyleRange[] = [
      { offset: 0, length: 2, style: { fontSize: 20 } },
      { offset: 2, length: 1, style: { fontSize: 20, color: 'ff0000' } },
    ];
    expect(blockStyleRuns(styleEntriesOfRuns('k', runs), 'k')).toEqual(runs);
  });
});

describe('flattenValueRanges', () => {
  const valueRange = fc.tuple(span, fc.constantFrom(1, 2, 3)).map(([where, value]) => ({ ...where, value }));

  it('gives each character the value of the last range over it, minified', () => {
    fc.assert(
      fc.property(fc.array(valueRange, { maxLength: 12 }), (ranges) => {
        const flat = flattenValueRanges(ranges);
        expect(isMinified(flat)).toBe(true);
        for (let at = 0; at < 21; at++) {
          const expected = ranges.findLast((range) => range.offset <= at && at < range.offset + range.length)?.value;
          expect(flat.find((range) => range.offset <= at && at < range.offset + range.length)?.value).toBe(expected);
        }
      }),
    );
  });

  it('lays flat thousands of overlapping ranges quickly', () => {
    // Each range starts one later and all end together: every one but the last keeps only its first character.
    const ranges = Array.from({ length: 20_000 }, (_, i) => ({ offset: i, length: 40_000 - i, value: i % 2 }));
    const started = performance.now();
    const flat = flattenValueRanges(ranges);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(flat).toHaveLength(20_000);
    expect(flat.at(-1)).toEqual({ offset: 19_999, length: 20_001, value: 1 });
  });
});
