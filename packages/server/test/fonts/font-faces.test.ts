import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLibraryFont } from '@folio/model';
import { libraryFontFaceCss, preloadFontFiles } from '../../src/fonts/font-faces';
import { fontLibraryIndex, parseUnicodeRange } from '../../src/fonts/library-index';

const ROBOTO_VERSION = '5.3.0';
const roboto = (subset: string, weight = 400, style = 'normal') => `/api/fonts/files/${ROBOTO_VERSION}/roboto-${subset}-${weight}-${style}.woff2`;

/** The src addresses of a stylesheet's rules, in order. */
function sources(css: string): string[] {
  return [...css.matchAll(/src: url\("([^"]+)"\)/g)].map((match) => match[1]!);
}

describe('libraryFontFaceCss', () => {
  it('declares each subset of a used face with its unicode-range, swapped in, latin last', () => {
    const css = libraryFontFaceCss([{ family: 'Roboto', weight: 400, style: 'normal' }]);
    const subsets = findLibraryFont('Roboto')!.subsets;
    expect(sources(css)).toEqual(subsets.map((subset) => roboto(subset)));
    expect(subsets.at(-1)).toBe('latin');
    expect(css.match(/@font-face/g)).toHaveLength(subsets.length);
    expect(css).toContain('font-family: "Roboto";');
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('format("woff2")');
    expect(css).toContain('unicode-range: U+0000-00FF,');
    for (const url of sources(css)) {
      const [, , , , version, file] = url.split('/');
      expect(existsSync(fontLibraryIndex().file(version!, file!)!.path)).toBe(true);
    }
  });

  it('picks the face a browser would draw for a weight the family lacks', () => {
    const weightsOf = (family: string, weight: number, style: 'normal' | 'italic' = 'normal') =>
      [...new Set([...libraryFontFaceCss([{ family, weight, style }]).matchAll(/font-weight: ([\d ]+);/g)].map((match) => match[1]))];
    // Gelasio has 400–700: 300 draws 400, 800 draws 700, 450 looks up to 500 first.
    expect(weightsOf('Gelasio', 300)).toEqual(['400']);
    expect(weightsOf('Gelasio', 800)).toEqual(['700']);
    expect(weightsOf('Gelasio', 450)).toEqual(['500']);
    // Abril Fatface has a single face; its missing italic is drawn from the upright one.
    expect(weightsOf('Abril Fatface', 700, 'italic')).toEqual(['400']);
    // A variable family declares its weight range once.
    expect(weightsOf('Inter', 650)).toEqual(['100 900']);
  });

  it('gives an italic its italic files, and declares each face once however often it is used', () => {
    const css = libraryFontFaceCss([
      { family: 'Roboto', weight: 700, style: 'italic' },
      { family: 'roboto', weight: 700, style: 'italic', text: 'again' },
    ]);
    expect(sources(css).every((url) => url.endsWith('-700-italic.woff2'))).toBe(true);
    expect(sources(css)).toHaveLength(findLibraryFont('Roboto')!.subsets.length);
    expect(css).toContain('font-style: italic;');
  });

  it('adds Gelasio for Georgia and leaves other families out', () => {
    const css = libraryFontFaceCss([{ family: 'Georgia', weight: 400, style: 'normal' }, { family: 'My Brand', weight: 400, style: 'normal' }]);
    expect(css).toContain('font-family: "Gelasio";');
    expect(css).not.toContain('Georgia');
    expect(css).not.toContain('My Brand');
    expect(libraryFontFaceCss([{ family: 'Comic Sans MS', weight: 400, style: 'normal' }])).toBe('');
  });
});

describe('preloadFontFiles', () => {
  it('lists exactly the files the characters of each use are drawn from', () => {
    expect(preloadFontFiles([{ family: 'Roboto', weight: 400, style: 'normal', text: 'Hello, world' }])).toEqual([roboto('latin')]);
    expect(preloadFontFiles([{ family: 'Roboto', weight: 400, style: 'normal', text: 'Привет' }])).toEqual([roboto('cyrillic')]);
    expect(preloadFontFiles([{ family: 'Roboto', weight: 700, style: 'italic', text: 'Ā b' }]).sort()).toEqual([roboto('latin', 700, 'italic'), roboto('latin-ext', 700, 'italic')].sort());
    expect(
      preloadFontFiles([
        { family: 'Roboto', weight: 400, style: 'normal', text: 'a' },
        { family: 'Lora', weight: 400, style: 'normal', text: 'b' },
        { family: 'Roboto', weight: 400, style: 'normal', text: 'c' },
      ]),
    ).toEqual([roboto('latin'), `/api/fonts/files/5.3.0/lora-latin-400-normal.woff2`]);
  });

  it('takes the latin file for characters several subsets share (the browser tries the last declared first)', () => {
    // U+0304 (combining macron) is in latin, latin-ext and vietnamese.
    expect(preloadFontFiles([{ family: 'Roboto', weight: 400, style: 'normal', text: '\u0304' }])).toEqual([roboto('latin')]);
  });

  it('preloads nothing for a use without text, a system font, its stand-in or an unknown family', () => {
    expect(preloadFontFiles([{ family: 'Roboto', weight: 400, style: 'normal' }])).toEqual([]);
    expect(preloadFontFiles([{ family: 'Georgia', weight: 400, style: 'normal', text: 'Hello' }])).toEqual([]);
    expect(preloadFontFiles([{ family: 'My Brand', weight: 400, style: 'normal', text: 'Hello' }])).toEqual([]);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and intervals', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+1F600-1F64F')).toEqual([[0, 255], [0x131, 0x131], [0x1f600, 0x1f64f]]);
  });
});
