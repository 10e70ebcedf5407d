import fc from 'fast-check';
import { inlineStyleKeys, type BlockMeta, type InlineStyle, type LinkEntity, type StoredTextStyles, type StyleRange, type TextBlock } from '@folio/model';
import type { TextV3Content } from './text-v3-content';

// fast-check generators of text v3 documents, for the converters' property tests: texts with emoji, flags, joined
// emoji, combining marks, no-break spaces, tabs and line breaks; overlapping style ranges of every inline style, in
// the typed stored form (widgets-and-authoring.md §3, not minified) or the older whole-style form; links of every
// type; nested lists of both kinds at any depth; every kind of block data.

const pieces = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('a', 'Word', ' ', '  ', '\u00a0', '\n', '\t', '😀', '👩‍👩‍👧', '🇫🇷', 'e\u0301', '\u0301', 'ß', 'ﬁ', '中文', 'שלום'),
);
export const blockText = fc.array(pieces, { maxLength: 6 }).map((parts) => parts.join(''));

const hexColor = fc.stringMatching(/^[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/);
const openTypeTag = fc.stringMatching(/^[a-zA-Z0-9 ]{4}$/);
const finiteNumber = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1000, max: 1000 });
const nonNegative = fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1000 });

export const inlineStyle: fc.Arbitrary<InlineStyle> = fc.record(
  {
    letterSpacing: finiteNumber,
    color: hexColor,
    fontFeatures: fc.dictionary(openTypeTag, fc.boolean(), { maxKeys: 3 }),
    stroke: fc.record({ width: nonNegative, color: hexColor }),
    fontSize: fc.double({ noNaN: true, noDefaultInfinity: true, min: 0.5, max: 400 }),
    fontFamily: fc.oneof(fc.constantFrom('Roboto', 'Georgia, serif', "'Open Sans', sans-serif", 'PT Sans'), fc.string({ minLength: 1, maxLength: 12 })),
    fontWeight: fc.oneof(fc.constant(700), fc.integer({ min: 1, max: 1000 })),
    fontStyle: fc.constantFrom('normal', 'italic'),
    variableAxes: fc.dictionary(openTypeTag, finiteNumber, { maxKeys: 3 }),
    textDecoration: fc.constantFrom('none', 'underline', 'line-through', 'underline line-through'),
    textTransform: fc.constantFrom('none', 'uppercase', 'lowercase', 'capitalize'),
    script: fc.constantFrom('superscript', 'subscript'),
    kerning: fc.boolean(),
  },
  { requiredKeys: [] },
);

export const linkEntity: fc.Arbitrary<LinkEntity> = fc.record(
  {
    url: fc.oneof(fc.constantFrom('http://example.com/a?b=1', 'example.com', 'mailto:a@b.c', 'tel:+123', 'anchor:p1', 'goback', '/mag/2', ''), fc.string({ maxLength: 10 })),
    target: fc.constantFrom('_self', '_blank'),
    type: fc.constantFrom('URL', 'Page', 'Email', 'Phone', 'Anchor', 'ScrollToTop', 'GoBack'),
    linkStyle: fc.constantFrom('default', 'Underlined'),
    anchorPosition: nonNegative,
    pageNum: fc.integer({ min: 1, max: 50 }),
    pageUri: fc.constantFrom('intro', 'page-2'),
    pageId: fc.stringMatching(/^[0-9a-f]{24}$/),
    id: fc.constantFrom('l1', 'x'),
  },
  { requiredKeys: ['target', 'type'] },
);

const blockData: fc.Arbitrary<BlockMeta['data']> = fc.record(
  {
    textStyle: fc.constantFrom('H1', 'H2', 'Text', 'Caption', 'h3', 'H6', 'Quote', ''),
    listStyle: fc.constantFrom('List item', ''),
    align: fc.constantFrom('left', 'center', 'right', 'justify'),
    lineHeight: fc.double({ noNaN: true, noDefaultInfinity: true, min: 8, max: 200 }),
    textIndent: fc.constantFrom(0, 28, 56, 3.5),
    paddings: fc.record({ left: nonNegative, right: nonNegative, top: nonNegative, bottom: nonNegative }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** A range somewhere in a text of the given length (none in an empty text). */
const rangeIn = (length: number) =>
  fc.integer({ min: 0, max: Math.max(0, length - 1) }).chain((offset) => fc.integer({ min: 1, max: Math.max(1, length - offset) }).map((size) => ({ offset, length: size })));

const ENTITY_KEYS = ['0', '1', '2', '3', 'x'];

const block = (index: number): fc.Arbitrary<{ block: TextBlock; ranges: StyleRange[]; data?: BlockMeta['data'] }> =>
  fc
    .record({
      text: blockText,
      depth: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 8 })),
      type: fc.constantFrom(undefined, 'unstyled', 'ordered-list-item', 'unordered-list-item', 'unordered-list-item'),
      data: fc.option(blockData, { nil: undefined }),
    })
    .chain(({ text, depth, type, data }) =>
      fc
        .record({
          ranges: fc.array(fc.tuple(rangeIn(text.length), inlineStyle), { maxLength: text.length ? 4 : 0 }),
          links: fc.array(fc.tuple(rangeIn(text.length), fc.constantFrom(...ENTITY_KEYS)), { maxLength: text.length ? 3 : 0 }),
        })
        .map(({ ranges, links }) => {
          const result: TextBlock = { key: `k${index}`, text, depth, entityRanges: links.map(([range, key]) => ({ ...range, key })) };
          if (type) result.type = type;
          return { block: result, ranges: ranges.map(([range, style]) => ({ ...range, style })), data };
        }),
    );

/**
 * A block's style ranges as stored: typed entries, one per range and key, in the order given (overlapping, not
 * minified), or one older whole-style entry.
 */
function storedStyles(key: string, ranges: readonly StyleRange[], typed: boolean): StoredTextStyles {
  if (!typed) return [{ key, ranges: [...ranges] }];
  return ranges.flatMap(({ offset, length, style }) =>
    inlineStyleKeys.flatMap((type) => (style[type] === undefined ? [] : [{ key, type, ranges: [{ offset, length, value: style[type] }] }])),
  ) as StoredTextStyles;
}

/** A text v3 document's content, not normalized: overlapping ranges, unknown entity keys, empty data and all. */
export const textV3Content: fc.Arbitrary<TextV3Content> = fc
  .integer({ min: 0, max: 7 })
  .chain((count) =>
    fc.record({
      blocks: fc.tuple(...Array.from({ length: count }, (_, i) => block(i))),
      // Entity '3' is never defined: ranges naming it draw no link.
      entities: fc.tuple(linkEntity, linkEntity, linkEntity, linkEntity),
      // Mostly the typed form; some blocks in the older one.
      typed: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    }),
  )
  .map(({ blocks, entities, typed }) => ({
    blocks: blocks.map((item) => item.block),
    styles: blocks.flatMap((item, i) => storedStyles(item.block.key, item.ranges, typed[i] !== false)),
    entityMap: { '0': entities[0], '1': entities[1], '2': entities[2], x: entities[3] },
    blocksMeta: blocks.flatMap((item) => (item.data ? [{ key: item.block.key, data: item.data }] : [])),
  }));
