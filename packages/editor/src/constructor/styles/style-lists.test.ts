import { defaultNamedStyles, widgetSchema, type LinkStyle, type TextStyle } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { checkStyleName, copyOf, freeName, newStyle, putStyle, styleLabel, styleUsage } from './style-lists';

const textStyles = defaultNamedStyles('text-styles');

describe('style names', () => {
  it('texts refer to a style by name, so a name is not blank and not another style’s', () => {
    expect(checkStyleName(textStyles, 'H1', ' Title ')).toEqual({ ok: true, name: 'Title' });
    expect(checkStyleName(textStyles, 'H1', 'H1')).toEqual({ ok: true, name: 'H1' });
    expect(checkStyleName(textStyles, 'H1', 'H2')).toEqual({ ok: false, error: 'Another style is already named H2.' });
    expect(checkStyleName(textStyles, 'H1', '  ')).toEqual({ ok: false, error: 'A style needs a name.' });
  });

  it('new styles and copies take the first free number', () => {
    expect(freeName(textStyles, 'Style')).toBe('Style 2');
    expect(freeName([...textStyles, { name: 'Style 2' }], 'Style')).toBe('Style 3');
    expect(freeName(textStyles, 'Style', true)).toBe('Style');
    const copy = copyOf(textStyles, textStyles[0]!);
    expect(copy).toMatchObject({ name: 'H1 2', _caption: 'H1 2', tag: 'h1', cssProperties: textStyles[0]!.cssProperties });
    expect(copy.cssProperties).not.toBe(textStyles[0]!.cssProperties);
  });
});

describe('new styles (widgets-and-authoring.md §3 defaults)', () => {
  it('a new text style looks like Text (18 / 23 Roboto), a new link style like the default (0080FF64), a new list has bullets', () => {
    expect(newStyle('text', textStyles)).toMatchObject({ name: 'Style 2', tag: 'p', cssProperties: { fontSize: 18, lineHeight: 23, fontFamily: 'Roboto' } });
    const link = newStyle('link', defaultNamedStyles('link-styles')) as LinkStyle;
    expect(link.name).toBe('Link style 2');
    for (const state of [link.link, link.hover, link.current]) expect(state.color).toBe('0080FF64');
    expect(newStyle('list', defaultNamedStyles('list-styles'))).toEqual({ name: 'List 2', type: 'unordered' });
  });
});

describe('moving styles between My styles and the project', () => {
  it('a style takes the place of the one of its name, or goes at the end', () => {
    const bigger: TextStyle = { ...textStyles[0]!, cssProperties: { fontSize: 80 } };
    expect(putStyle(textStyles, bigger)).toEqual({ list: [bigger, ...textStyles.slice(1)], replaced: true });
    const extra: TextStyle = { name: 'Quote', cssProperties: {} };
    expect(putStyle(textStyles, extra)).toEqual({ list: [...textStyles, extra], replaced: false });
  });

  it('a style shows its label, else its name', () => {
    expect(styleLabel({ name: 'h1', _caption: 'Big title', cssProperties: {} })).toBe('Big title');
    expect(styleLabel({ name: 'quiet', link: {}, hover: {}, current: {} })).toBe('quiet');
  });
});

describe('style usage', () => {
  it('counts the paragraphs and links that use a style', () => {
    const widget = widgetSchema.parse({
      _id: '1'.padStart(24, '0'),
      pid: 'b'.repeat(24),
      type: 'text',
      version: 3,
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      blocks: [
        { key: 'a', text: 'One', depth: 0, entityRanges: [{ offset: 0, length: 3, key: '1' }] },
        { key: 'b', text: 'Two', depth: 0, entityRanges: [] },
      ],
      blocksMeta: [
        { key: 'a', data: { textStyle: 'H1' } },
        { key: 'b', data: { textStyle: 'H1', listStyle: 'List item' } },
      ],
      entityMap: { 1: { type: 'URL', url: 'https://example.com', linkStyle: 'default' } },
    });
    expect(styleUsage({ a: widget }, 'text', 'H1')).toBe(2);
    expect(styleUsage({ a: widget }, 'list', 'List item')).toBe(1);
    expect(styleUsage({ a: widget }, 'link', 'default')).toBe(1);
    expect(styleUsage({ a: widget }, 'text', 'H2')).toBe(0);
  });
});
