import { TEXT_TYPE_TO_FORMAT } from 'lexical';
import { describe, expect, it } from 'vitest';
import type { InlineStyle } from '@folio/model';
import { inlineStyleToLook, lookToInlineStyle } from './inline-style-css';

const flags = (...types: (keyof typeof TEXT_TYPE_TO_FORMAT)[]) => types.reduce((sum, type) => sum | TEXT_TYPE_TO_FORMAT[type]!, 0);

describe('inline styles on Lexical text nodes (widgets-and-authoring.md §3 "Inline styles")', () => {
  it('bold is weight 700, italic, underline, line-through, superscript and subscript are format flags', () => {
    expect(inlineStyleToLook({ fontWeight: 700 })).toEqual({ format: flags('bold'), style: '' });
    expect(inlineStyleToLook({ fontStyle: 'italic' })).toEqual({ format: flags('italic'), style: '' });
    expect(inlineStyleToLook({ textDecoration: 'underline line-through' })).toEqual({ format: flags('underline', 'strikethrough'), style: '' });
    expect(inlineStyleToLook({ script: 'superscript' }).format).toBe(flags('superscript'));
    expect(inlineStyleToLook({ script: 'subscript' }).format).toBe(flags('subscript'));
    expect(lookToInlineStyle({ format: flags('bold', 'italic', 'underline'), style: '' })).toEqual({ fontWeight: 700, fontStyle: 'italic', textDecoration: 'underline' });
  });

  it('other weights, normal style and no decoration are CSS', () => {
    expect(inlineStyleToLook({ fontWeight: 600, fontStyle: 'normal', textDecoration: 'none' })).toEqual({
      format: 0,
      style: 'font-weight: 600; font-style: normal; text-decoration: none',
    });
  });

  it('colour, size, family, letter spacing and the rest are CSS the editor draws', () => {
    const style: InlineStyle = {
      letterSpacing: 1.2,
      color: '0080FF64',
      fontFeatures: { liga: false, ss01: true },
      stroke: { width: 1, color: '000000' },
      fontSize: 20,
      fontFamily: "'Open Sans', sans-serif",
      variableAxes: { wght: 550 },
      textTransform: 'uppercase',
      kerning: false,
    };
    const look = inlineStyleToLook(style);
    expect(look.style).toBe(
      'letter-spacing: 1.2px; color: #0080FF64; font-feature-settings: "liga" 0, "ss01" 1; -webkit-text-stroke: 1px #000000; font-size: 20px; ' +
        "font-family: 'Open Sans', sans-serif; font-variation-settings: \"wght\" 550; text-transform: uppercase; font-kerning: none",
    );
    expect(lookToInlineStyle(look)).toEqual(style);
  });

  it('a family that CSS could misread is quoted, and read back as it was', () => {
    for (const family of ['My;Font', 'Font: "Bold"', " lead'", 'a/*b*/']) {
      const look = inlineStyleToLook({ fontFamily: family, color: 'ff0000' });
      expect(look.style.endsWith('font-family: ' + JSON.stringify(family))).toBe(true);
      expect(lookToInlineStyle(look)).toEqual({ color: 'ff0000', fontFamily: family });
    }
  });

  it('reads CSS written by Lexical’s own style patching', () => {
    expect(lookToInlineStyle({ format: 0, style: 'color: #ff0000;font-size: 20px;letter-spacing: 0.4px;' })).toEqual({ color: 'ff0000', fontSize: 20, letterSpacing: 0.4 });
  });

  it('drops what has no v3 inline style', () => {
    expect(lookToInlineStyle({ format: flags('code', 'highlight'), style: 'color: red; background: blue; font-size: large' })).toEqual({});
  });
});
