import { describe, expect, it } from 'vitest';
import { customFontIdOf, customFontsOf, isFontFileName, projectFontOf } from './custom-fonts';

describe('custom fonts', () => {
  const font = { _id: '0123456789abcdef01234567', name: 'House Grotesk', css_name: 'House Grotesk', css_url: '/api/fonts/custom/0123456789abcdef01234567.css' };

  it('reads the id of a custom font from its stylesheet address, and nothing from another address', () => {
    expect(customFontIdOf(font.css_url)).toBe(font._id);
    expect(customFontIdOf(`https://folio.example${font.css_url}?v=2`)).toBe(font._id);
    expect(customFontIdOf('/api/fonts/css?family=Roboto:n4')).toBeUndefined();
    expect(customFontIdOf('https://use.typekit.net/abc.css')).toBeUndefined();
  });

  it('keeps the usable records of a list answer and drops the rest', () => {
    expect(customFontsOf([font, { _id: 1 }, null, { ...font, css_name: '' }, { ...font, extra: true }])).toEqual([font, font]);
    expect(customFontsOf({ fonts: [font] })).toEqual([font]);
    expect(customFontsOf('nope')).toEqual([]);
  });

  it('takes TTF, OTF, WOFF and WOFF2 files by name, whatever the case', () => {
    for (const name of ['a.ttf', 'b.OTF', 'c.woff', 'd.Woff2']) expect(isFontFileName(name)).toBe(true);
    for (const name of ['woff2', 'e.zip', 'f.svg', 'g.ttf.exe', '']) expect(isFontFileName(name)).toBe(false);
  });

  it('becomes a project font of provider custom with its stylesheet', () => {
    expect(projectFontOf(font)).toEqual({ provider: 'custom', css_name: 'House Grotesk', name: 'House Grotesk', css_url: font.css_url });
  });
});
