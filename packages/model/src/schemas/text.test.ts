import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blockMetaSchema,
  defaultLinkStyle,
  defaultTextFont,
  defaultTextStyles,
  fontSchema,
  fontVariationCodes,
  inlineStyleSchema,
  isTextBackgroundOpaque,
  isTextContentBlank,
  linkEntitySchema,
  linkStyleSchema,
  listStyleSchema,
  minifyStyleRanges,
  paragraphStyleSchema,
  parseFontVariation,
  textStyleSchema,
  textV2Schema,
  textV3Schema,
  type StyleRange,
} from './text';

const pageId = '5f1b2c3d4e5f6a7b8c9d0e1f';

describe('text widget version 2', () => {
  it('widgets-and-authoring.md §3: text v2 bg_color defaults to ffffff', () => {
    expect(textV2Schema.parse({ version: 2 }).bg_color).toBe('ffffff');
  });

  it('widgets-and-authoring.md §3: text v2 bg_opacity 0, column_count 1, column_gap 16 by default', () => {
    expect(textV2Schema.parse({ version: 2, text: '<p>Hi</p>' })).toEqual({
      version: 2,
      text: '<p>Hi</p>',
      bg_color: 'ffffff',
      bg_opacity: 0,
      column_count: 1,
      column_gap: 16,
    });
  });

  it('widgets-and-authoring.md §3: text v2 refuses a bad colour, opacity or column count', () => {
    expect(textV2Schema.safeParse({ version: 2, bg_color: 'white' }).success).toBe(false);
    expect(textV2Schema.safeParse({ version: 2, bg_opacity: 2 }).success).toBe(false);
    expect(textV2Schema.safeParse({ version: 2, column_count: 0 }).success).toBe(false);
    expect(textV2Schema.safeParse({ version: 2, column_count: 1.5 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: bg_opacity above 0.99 renders opaque, otherwise translucent', () => {
    expect(isTextBackgroundOpaque(1)).toBe(true);
    expect(isTextBackgroundOpaque(0.995)).toBe(true);
    expect(isTextBackgroundOpaque(0.99)).toBe(false);
    expect(isTextBackgroundOpaque(0)).toBe(false);
  });
});

describe('text widget version 3', () => {
  const v3 = {
    version: 3,
    blocks: [
      { key: 'a1', text: 'Hello world', depth: 0, entityRanges: [{ offset: 6, length: 5, key: '0' }] },
      { key: 'b2', text: 'Item', depth: 1, entityRanges: [], type: 'unordered-list-item' },
    ],
    styles: [
      { key: 'a1', type: 'color', ranges: [{ offset: 0, length: 5, value: 'ff0000' }] },
      { key: 'a1', type: 'fontWeight', ranges: [{ offset: 0, length: 5, value: 700 }] },
    ],
    entityMap: { '0': { type: 'URL', url: 'https://example.com' } },
    blocksMeta: [
      {
        key: 'a1',
        data: { textStyle: 'H1', align: 'center', lineHeight: 30, textIndent: 28, paddings: { left: 0, top: 4 } },
      },
      { key: 'b2', data: { listStyle: 'List item' } },
    ],
    bgColor: 'ffffff00',
    columns: { count: 2, gap: 20 },
    autosize: true,
    textDirection: 'ltr',
  };

  it('widgets-and-authoring.md §3: text v3 holds blocks, styles, entityMap, blocksMeta, columns and version 3', () => {
    const parsed = textV3Schema.parse(v3);
    expect(parsed.blocks).toHaveLength(2);
    expect(parsed.entityMap?.['0']?.target).toBe('_self');
    expect(parsed.columns).toEqual({ count: 2, gap: 20 });
  });

  it("widgets-and-authoring.md §3: text v3 verticalAlign defaults to 'top'", () => {
    expect(textV3Schema.parse({ version: 3 }).verticalAlign).toBe('top');
    expect(textV3Schema.parse({ version: 3, columns: {} }).columns).toEqual({ count: 1, gap: 16 });
  });

  it('widgets-and-authoring.md §3: text v3 refuses unknown fields and a wrong version', () => {
    expect(textV3Schema.safeParse({ ...v3, html: '<p/>' }).success).toBe(false);
    expect(textV3Schema.safeParse({ ...v3, version: 2 }).success).toBe(false);
    const badBlock = textV3Schema.safeParse({ version: 3, blocks: [{ key: 'a', text: 'x', depth: -1, entityRanges: [] }] });
    expect(badBlock.error?.issues[0]?.path).toEqual(['blocks', 0, 'depth']);
  });

  it('widgets-and-authoring.md §3: text v3 styles are typed entries, kept as given when already minified', () => {
    expect(textV3Schema.parse(v3).styles).toEqual(v3.styles);
  });

  it('widgets-and-authoring.md §3: text v3 styles are given back minified (sorted, merged, no overlaps, one entry per type)', () => {
    const parsed = textV3Schema.parse({
      version: 3,
      styles: [
        { key: 'a1', type: 'fontSize', ranges: [{ offset: 4, length: 2, value: 20 }, { offset: 0, length: 4, value: 20 }] },
        { key: 'a1', type: 'color', ranges: [{ offset: 0, length: 6, value: 'ff0000' }] },
        { key: 'a1', type: 'color', ranges: [{ offset: 2, length: 1, value: '00ff00' }] },
      ],
    });
    expect(parsed.styles).toEqual([
      {
        key: 'a1',
        type: 'color',
        ranges: [
          { offset: 0, length: 2, value: 'ff0000' },
          { offset: 2, length: 1, value: '00ff00' },
          { offset: 3, length: 3, value: 'ff0000' },
        ],
      },
      { key: 'a1', type: 'fontSize', ranges: [{ offset: 0, length: 6, value: 20 }] },
    ]);
  });

  it('text v3 styles written the older way (whole styles per run) are accepted and upgraded', () => {
    const parsed = textV3Schema.parse({ version: 3, styles: [{ key: 'a1', ranges: [{ offset: 0, length: 5, style: { fontWeight: 700, color: 'ff0000' } }] }] });
    expect(parsed.styles).toEqual(v3.styles);
  });

  it('widgets-and-authoring.md §3: a styles entry holds values of its own inline style key only', () => {
    const entry = (fields: object) => textV3Schema.safeParse({ version: 3, styles: [{ key: 'a', ranges: [{ offset: 0, length: 1, value: 700 }], ...fields }] });
    expect(entry({ type: 'fontWeight' }).success).toBe(true);
    expect(entry({ type: 'color' }).success).toBe(false);
    expect(entry({ type: 'lineHeight' }).success).toBe(false);
    expect(entry({ type: 'fontWeight', ranges: [{ offset: -1, length: 1, value: 700 }] }).success).toBe(false);
    expect(entry({ type: 'fontWeight', ranges: [{ offset: 0, length: 1, value: 700, style: {} }] }).success).toBe(false);
    expect(entry({ type: 'fontWeight', ranges: [{ offset: 0, length: 1, value: 5000 }] }).success).toBe(false);
    const bad = textV3Schema.safeParse({ version: 3, styles: [{ key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 1, value: 'bold' }] }] });
    expect(bad.error?.issues[0]?.path.slice(0, 2)).toEqual(['styles', 0]);
  });

  it('widgets-and-authoring.md §5: line height minimum 8, text indent and paddings never below 0', () => {
    expect(blockMetaSchema.safeParse({ key: 'a', data: { lineHeight: 8 } }).success).toBe(true);
    expect(blockMetaSchema.safeParse({ key: 'a', data: { lineHeight: 7.9 } }).success).toBe(false);
    expect(blockMetaSchema.safeParse({ key: 'a', data: { textIndent: -28 } }).success).toBe(false);
    expect(blockMetaSchema.safeParse({ key: 'a', data: { paddings: { left: -1 } } }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: text alignment is left, center, right or justify', () => {
    for (const align of ['left', 'center', 'right', 'justify']) {
      expect(blockMetaSchema.safeParse({ key: 'a', data: { align } }).success).toBe(true);
    }
    expect(blockMetaSchema.safeParse({ key: 'a', data: { align: 'start' } }).success).toBe(false);
  });
});

describe('inline styles', () => {
  it('widgets-and-authoring.md §3 "Inline styles": every inline style field is accepted', () => {
    const style = {
      letterSpacing: 0.2,
      color: '112233ff',
      fontFeatures: { liga: false, ss01: true, onum: true },
      stroke: { width: 1, color: '000000' },
      fontSize: 18,
      fontFamily: 'Roboto',
      fontWeight: 400,
      fontStyle: 'italic',
      variableAxes: { wght: 550 },
      textDecoration: 'underline',
      textTransform: 'uppercase',
      script: 'superscript',
      kerning: true,
    };
    expect(inlineStyleSchema.parse(style)).toEqual(style);
  });

  it('widgets-and-authoring.md §3 "Inline styles": line height is block data, not an inline style', () => {
    expect(inlineStyleSchema.safeParse({ lineHeight: 20 }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3 "Inline styles": minified runs merge touching equal styles and drop empty ones', () => {
    const ranges: StyleRange[] = [
      { offset: 5, length: 3, style: { color: 'ff0000', fontWeight: 700 } },
      { offset: 0, length: 5, style: { fontWeight: 700, color: 'ff0000' } },
      { offset: 8, length: 2, style: {} },
      { offset: 10, length: 1, style: { stroke: { width: 1, color: '000000' } } },
      { offset: 11, length: 1, style: { stroke: { color: '000000', width: 1 } } },
      { offset: 12, length: 1, style: { stroke: { color: '000000', width: 2 } } },
    ];
    expect(minifyStyleRanges(ranges)).toEqual([
      { offset: 0, length: 8, style: { fontWeight: 700, color: 'ff0000' } },
      { offset: 10, length: 2, style: { stroke: { width: 1, color: '000000' } } },
      { offset: 12, length: 1, style: { stroke: { color: '000000', width: 2 } } },
    ]);
  });

  it('widgets-and-authoring.md §3 "Inline styles": minifying keeps every styled character and is idempotent', () => {
    const run = fc.record({
      length: fc.integer({ min: 1, max: 5 }),
      style: fc.constantFrom({ fontWeight: 700 }, { color: 'ff0000' }, { fontStyle: 'italic' as const }),
    });
    fc.assert(
      fc.property(fc.array(run, { maxLength: 20 }), (runs) => {
        let offset = 0;
        const ranges = runs.map((r) => {
          const range = { offset, length: r.length, style: r.style };
          offset += r.length;
          return range;
        });
        const minified = minifyStyleRanges(ranges);
        const total = minified.reduce((sum, r) => sum + r.length, 0);
        return total === offset && JSON.stringify(minifyStyleRanges(minified)) === JSON.stringify(minified);
      }),
    );
  });
});

describe('link entities', () => {
  it("widgets-and-authoring.md §3: a link's target defaults to _self", () => {
    expect(linkEntitySchema.parse({ type: 'URL', url: 'https://example.com' }).target).toBe('_self');
  });

  it('widgets-and-authoring.md §3: link types URL, Page, Email, Phone, Anchor, ScrollToTop, GoBack', () => {
    for (const type of ['URL', 'Page', 'Email', 'Phone', 'ScrollToTop', 'GoBack']) {
      expect(linkEntitySchema.safeParse({ type }).success, type).toBe(true);
    }
    expect(linkEntitySchema.safeParse({ type: 'Ftp' }).success).toBe(false);
  });

  it('widgets-and-authoring.md §5: anchor links need a position and a page', () => {
    expect(linkEntitySchema.safeParse({ type: 'Anchor', anchorPosition: 300, pageId }).success).toBe(true);
    expect(linkEntitySchema.safeParse({ type: 'Anchor', anchorPosition: 300, pageNum: 2 }).success).toBe(true);
    const noPage = linkEntitySchema.safeParse({ type: 'Anchor', anchorPosition: 300 });
    expect(noPage.error?.issues[0]?.message).toBe('Anchor links need a position and a page');
    expect(linkEntitySchema.safeParse({ type: 'Anchor', pageId }).success).toBe(false);
  });

  it('widgets-and-authoring.md §5: a link url cannot run script', () => {
    expect(linkEntitySchema.safeParse({ type: 'URL', url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('isTextContentBlank', () => {
  it('widgets-and-authoring.md §5: a v2 text with only tags, whitespace and whitespace entities is blank', () => {
    expect(isTextContentBlank({ version: 2 })).toBe(true);
    expect(isTextContentBlank({ version: 2, text: '' })).toBe(true);
    expect(isTextContentBlank({ version: 2, text: '<p> <br></p>\n<p>&nbsp;&#160;&#xA0;\u200b</p>' })).toBe(true);
    expect(isTextContentBlank({ version: 2, text: '<p>Hi</p>' })).toBe(false);
    expect(isTextContentBlank({ version: 2, text: '<p>&amp;</p>' })).toBe(false);
    expect(isTextContentBlank({ version: 2, text: '<p>&#65;</p>' })).toBe(false);
  });

  it('widgets-and-authoring.md §5: a v3 text is blank when every block is blank', () => {
    const block = (text: string) => ({ text });
    expect(isTextContentBlank({ version: 3 })).toBe(true);
    expect(isTextContentBlank({ version: 3, blocks: [] })).toBe(true);
    expect(isTextContentBlank({ version: 3, blocks: [block(' '), block('\u00a0\t')] })).toBe(true);
    expect(isTextContentBlank({ version: 3, blocks: [block(' '), block('x')] })).toBe(false);
  });

  it('widgets-and-authoring.md §5: text with any letter or digit is never blank', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Za-z0-9]$/), fc.string(), (before, letter, after) => {
        const text = `${before.replace(/[<>&]/g, '')}${letter}${after.replace(/[<>&]/g, '')}`;
        return !isTextContentBlank({ version: 2, text }) && !isTextContentBlank({ version: 3, blocks: [{ text }] });
      }),
    );
  });
});

describe('named styles and fonts', () => {
  it('widgets-and-authoring.md §3: default text styles H1 48/60 bold Roboto, H2 24/30 Georgia, Text 18/23, Caption 14/18 italic', () => {
    const byName = Object.fromEntries(defaultTextStyles.map((style) => [style.name, style.cssProperties]));
    expect(byName.H1).toMatchObject({ fontSize: 48, lineHeight: 60, fontWeight: 700, fontFamily: 'Roboto' });
    expect(byName.H2).toMatchObject({ fontSize: 24, lineHeight: 30, fontFamily: 'Georgia' });
    expect(byName.Text).toMatchObject({ fontSize: 18, lineHeight: 23 });
    expect(byName.Caption).toMatchObject({ fontSize: 14, lineHeight: 18, fontStyle: 'italic' });
    for (const style of defaultTextStyles) expect(textStyleSchema.parse(style)).toEqual(style);
  });

  it("widgets-and-authoring.md §3: a list style is named 'List item' by default", () => {
    expect(listStyleSchema.parse({})).toEqual({ name: 'List item', type: 'unordered' });
    expect(listStyleSchema.safeParse({ type: 'roman' }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: the default link style has link, hover and current states coloured 0080FF64', () => {
    expect(linkStyleSchema.parse(defaultLinkStyle)).toEqual(defaultLinkStyle);
    for (const state of [defaultLinkStyle.link, defaultLinkStyle.hover, defaultLinkStyle.current]) {
      expect(state.color).toBe('0080FF64');
    }
    expect(linkStyleSchema.safeParse({ ...defaultLinkStyle, link: { type: 'wavy' } }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: a paragraph style has _name, tag and type properties', () => {
    expect(paragraphStyleSchema.safeParse({ _name: 'Lead', tag: 'p', properties: { fontSize: 20 } }).success).toBe(true);
    expect(paragraphStyleSchema.safeParse({ name: 'Lead', properties: {} }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: a font comes from google, typekit, webtype, typetoday or custom', () => {
    const font = { provider: 'google', css_name: 'Roboto', name: 'Roboto', variations: ['n4', 'i7'], used_variations: ['n4'] };
    expect(fontSchema.parse(font)).toEqual(font);
    expect(fontSchema.safeParse({ ...font, provider: 'adobe' }).success).toBe(false);
    expect(fontSchema.safeParse({ ...font, variations: ['n10'] }).success).toBe(false);
  });

  it('widgets-and-authoring.md §3: font weights offered are n1..n9 and i1..i9', () => {
    expect(fontVariationCodes).toHaveLength(18);
    expect(fontVariationCodes.slice(0, 4)).toEqual(['n1', 'i1', 'n2', 'i2']);
    expect(parseFontVariation('i7')).toEqual({ weight: 700, style: 'italic' });
    expect(parseFontVariation('n4')).toEqual({ weight: 400, style: 'normal' });
  });

  it('widgets-and-authoring.md §3: default text is size 18, line height 26, Roboto, weight 400', () => {
    expect(defaultTextFont).toEqual({ fontSize: 18, lineHeight: 26, fontFamily: 'Roboto', fontWeight: 400 });
  });
});
