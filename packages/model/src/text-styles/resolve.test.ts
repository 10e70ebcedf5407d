import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InlineStyle, TextStyle } from '../schemas/text';
import { baseTextLook, defaultTypography, linkStyleOf, projectTypography, resolveBlockLook, resolveRunLook, textFontUses, type Typography } from './resolve';
import { blockCss, lookCss } from './text-css';

const h1Georgia: TextStyle = { name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, color: 'ff0000', fontWeight: 700 } };

describe('projectTypography (viewer-and-project.md §3: textStyles.project / global, edit_params.link_styles)', () => {
  it('finds a name in the project list first, then the global list, then the §3 defaults', () => {
    const typography = projectTypography({
      textStyles: { project: [h1Georgia], global: [{ name: 'H2', cssProperties: { fontSize: 30 } }, { name: 'H1', cssProperties: { fontSize: 10 } }] },
    });
    expect(resolveBlockLook(typography, { textStyle: 'H1' }).fontSize).toBe(80);
    expect(resolveBlockLook(typography, { textStyle: 'H2' }).fontSize).toBe(30);
    expect(resolveBlockLook(typography, { textStyle: 'Caption' })).toMatchObject({ fontSize: 14, fontStyle: 'italic', lineHeight: 18 });
  });

  it('keeps the default link and list styles when the project saved its own under other names', () => {
    const typography = projectTypography({ edit_params: { link_styles: [{ name: 'red', link: { textColor: 'ff0000' }, hover: {}, current: {} }] }, list_styles: [{ name: 'Steps', type: 'ordered' }] });
    expect(typography.linkStyles.map((style) => style.name)).toEqual(['red', 'default']);
    expect(typography.listStyles.map((style) => style.name)).toEqual(['Steps', 'List item']);
    expect(projectTypography(null)).toEqual(defaultTypography);
  });
});

describe('resolveBlockLook (widgets-and-authoring.md §3 "Text style", blocksMeta data)', () => {
  const typography = projectTypography({ textStyles: { project: [h1Georgia] } });

  it("draws a project's H1 saved as Georgia 80/90 red as that, in an h1", () => {
    const look = resolveBlockLook(typography, { textStyle: 'H1' });
    expect(look).toMatchObject({ tag: 'h1', fontFamily: 'Georgia', fontSize: 80, lineHeight: 90, color: 'ff0000', fontWeight: 700, styleName: 'H1' });
    expect(blockCss(look)).toMatchObject({ fontFamily: '"Georgia", "Georgia Fallback", sans-serif', fontSize: 80, lineHeight: '90px', color: 'rgba(255, 0, 0, 1)', fontWeight: 700 });
  });

  it('draws an unknown style name, and no name, in the default text font (Roboto 18 / 26, 400) as a paragraph', () => {
    for (const data of [{ textStyle: 'Nope' }, {}]) {
      const look = resolveBlockLook(typography, data);
      expect(look).toMatchObject({ ...baseTextLook, tag: 'p' });
      expect(look.styleName).toBeUndefined();
    }
  });

  it("lets the block's own line height, align, indent and paddings win over its style's", () => {
    const style: TextStyle = { name: 'Padded', cssProperties: { lineHeight: 40, textAlign: 'right', paddingTop: 5, paddingLeft: 7 } };
    const look = resolveBlockLook(projectTypography({ textStyles: { project: [style] } }), { textStyle: 'Padded', lineHeight: 12, align: 'center', textIndent: 28, paddings: { top: 1 } });
    expect(look).toMatchObject({ lineHeight: 12, textAlign: 'center', textIndent: 28, paddings: { top: 1, left: 7 } });
    expect(blockCss(look)).toMatchObject({ lineHeight: '12px', textAlign: 'center', textIndent: 28, paddingTop: 1, paddingLeft: 7 });
  });

  it("gives a list item its list style's text style unless it names one itself", () => {
    const typography = projectTypography({ list_styles: [{ name: 'List item', type: 'unordered', textStyle: 'Caption' }] });
    expect(resolveBlockLook(typography, { listStyle: 'List item' }).fontSize).toBe(14);
    expect(resolveBlockLook(typography, {}, 'unordered-list-item').fontSize).toBe(14);
    expect(resolveBlockLook(typography, { listStyle: 'List item', textStyle: 'H1' }).fontSize).toBe(48);
    expect(resolveBlockLook(typography, {}).fontSize).toBe(18);
  });

  it('changing a named style changes the CSS of every block that uses it', () => {
    const before = blockCss(resolveBlockLook(defaultTypography, { textStyle: 'H1' }));
    const after = blockCss(resolveBlockLook(projectTypography({ textStyles: { project: [{ ...h1Georgia, cssProperties: { ...h1Georgia.cssProperties, fontSize: 64 } }] } }), { textStyle: 'H1' }));
    expect(before.fontSize).toBe(48);
    expect(after.fontSize).toBe(64);
  });

  it('draws colour with its opacity', () => {
    const look = resolveBlockLook(projectTypography({ textStyles: { project: [{ name: 'Faint', cssProperties: { color: '00000080', opacity: 0.5 } }] } }), { textStyle: 'Faint' });
    expect(blockCss(look).color).toBe('rgba(0, 0, 0, 0.251)');
  });
});

const inlineStyle: fc.Arbitrary<InlineStyle> = fc.record(
  {
    fontFamily: fc.constantFrom('Lora', 'Inter', 'Georgia'),
    fontSize: fc.integer({ min: 1, max: 400 }),
    fontWeight: fc.integer({ min: 1, max: 10 }).map((step) => step * 100),
    fontStyle: fc.constantFrom('normal' as const, 'italic' as const),
    letterSpacing: fc.integer({ min: -10, max: 50 }).map((step) => step / 5),
    color: fc.constantFrom('112233', 'aabbccdd'),
    textTransform: fc.constantFrom('none' as const, 'uppercase' as const),
  },
  { requiredKeys: [] },
);

describe('resolveRunLook (widgets-and-authoring.md §3 "Inline styles")', () => {
  it('an inline style wins over the named style key by key, and leaves the rest to it', () => {
    fc.assert(
      fc.property(inlineStyle, fc.constantFrom('H1', 'H2', 'Text', 'Caption', 'unknown'), (inline, name) => {
        const block = resolveBlockLook(defaultTypography, { textStyle: name });
        const run = resolveRunLook(block, inline);
        const css = lookCss(run);
        expect(run.fontFamily).toBe(inline.fontFamily ?? block.fontFamily);
        expect(run.fontSize).toBe(inline.fontSize ?? block.fontSize);
        expect(run.fontWeight).toBe(inline.fontWeight ?? block.fontWeight);
        expect(run.fontStyle).toBe(inline.fontStyle ?? block.fontStyle);
        expect(run.lineHeight).toBe(block.lineHeight);
        expect(css.fontSize).toBe(run.fontSize);
        expect(css.fontFamily).toBe(`"${run.fontFamily}", "${run.fontFamily} Fallback", sans-serif`);
        expect(lookCss(run, (family) => `"${family}", serif`).fontFamily).toBe(`"${run.fontFamily}", serif`);
        if (inline.letterSpacing !== undefined) expect(css.letterSpacing).toBe(inline.letterSpacing);
        if (inline.textTransform !== undefined) expect(css.textTransform).toBe(inline.textTransform);
      }),
    );
  });

  it("an inline colour is drawn as it is, not dimmed by the style's opacity", () => {
    const block = resolveBlockLook(projectTypography({ textStyles: { project: [{ name: 'Dim', cssProperties: { color: '000000', opacity: 0.2 } }] } }), { textStyle: 'Dim' });
    expect(lookCss(resolveRunLook(block, { color: 'ff0000' })).color).toBe('rgba(255, 0, 0, 1)');
    expect(lookCss(resolveRunLook(block, {})).color).toBe('rgba(0, 0, 0, 0.2)');
  });
});

describe('linkStyleOf (widgets-and-authoring.md §3 "Link entity": linkStyle)', () => {
  it("answers the link's named style, else the default one", () => {
    const typography: Typography = projectTypography({ edit_params: { link_styles: [{ name: 'red', link: {}, hover: {}, current: {} }] } });
    expect(linkStyleOf(typography, 'red')?.name).toBe('red');
    expect(linkStyleOf(typography, 'gone')?.name).toBe('default');
    expect(linkStyleOf(typography, undefined)?.name).toBe('default');
  });
});

describe('textFontUses (the faces a text draws with, for preloading and waiting for fonts)', () => {
  const widget = {
    type: 'text',
    version: 3,
    blocks: [
      { key: 'a', text: 'Title', depth: 0, entityRanges: [] },
      { key: 'b', text: 'body bold', depth: 0, entityRanges: [] },
      { key: 'c', text: 'one', depth: 0, entityRanges: [], type: 'ordered-list-item' as const },
    ],
    blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }],
    styles: [{ key: 'b', ranges: [{ offset: 5, length: 4, style: { fontFamily: 'Lora', fontWeight: 700, fontStyle: 'italic' as const } }] }],
  };

  it('lists each family, weight and style once, with the characters drawn in it', () => {
    expect(textFontUses(widget, defaultTypography)).toEqual([
      { family: 'Roboto', weight: 700, style: 'normal', text: 'Title' },
      { family: 'Roboto', weight: 400, style: 'normal', text: 'body 0123456789.ne' },
      { family: 'Lora', weight: 700, style: 'italic', text: 'bold' },
    ]);
  });

  it('follows the named styles: a project H1 in Georgia uses Georgia', () => {
    expect(textFontUses(widget, projectTypography({ textStyles: { project: [h1Georgia] } }))[0]).toEqual({ family: 'Georgia', weight: 700, style: 'normal', text: 'Title' });
  });

  it('reads a v2 text as the default font over its characters, tags left out', () => {
    expect(textFontUses({ type: 'text', version: 2, text: '<p>Hi <b>yo</b></p>' })).toEqual([{ family: 'Roboto', weight: 400, style: 'normal', text: 'Hi yo' }]);
  });

  it('every character of every block is in some use of its text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(29), fc.nat(29), inlineStyle, (text, a, b, style) => {
        const [start, end] = [Math.min(a, b) % text.length, Math.max(a, b) % text.length];
        const ranges = end > start ? [{ offset: start, length: end - start, style }] : [];
        const uses = textFontUses({ type: 'text', version: 3, blocks: [{ key: 'k', text }], styles: [{ key: 'k', ranges }] });
        const all = uses.map((use) => use.text).join('');
        for (const char of text) expect(all).toContain(char);
      }),
    );
  });
});
