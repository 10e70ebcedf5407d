import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontConstants, textConstants } from '../constants';
import { fontVariationCodes, type FontVariationCode } from '../schemas/text';
import {
  compareFontVariations,
  findLibraryFont,
  findSystemFont,
  fontCssPaths,
  fontLibrary,
  fontStack,
  fontStandIns,
  libraryVariations,
  type FontCategory,
} from './library';

// issue 12: at least 40 open families for editorial design, several of them variable.
const MIN_FAMILIES = 40;
const MIN_VARIABLE_FAMILIES = 5;

/** The family parameters of a Google-style path, decoded. */
function familiesOf(path: string): string[] {
  const family = new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('family');
  return family ? family.split('|') : [];
}

describe('the font library', () => {
  it('has 40+ uniquely named families, Roboto (the default) and Gelasio among them', () => {
    expect(fontLibrary.length).toBeGreaterThanOrEqual(MIN_FAMILIES);
    const names = fontLibrary.map((font) => font.family.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(findLibraryFont(textConstants.defaultFontFamily)?.family).toBe('Roboto');
    expect(findLibraryFont('Gelasio')?.category).toBe('serif');
  });

  it('covers every category, with several variable families and their axes', () => {
    const categories = new Set<FontCategory>(fontLibrary.map((font) => font.category));
    expect([...categories].sort()).toEqual(['display', 'handwriting', 'monospace', 'sans-serif', 'serif']);
    const variable = fontLibrary.filter((font) => font.axes.length > 0);
    expect(variable.length).toBeGreaterThanOrEqual(MIN_VARIABLE_FAMILIES);
    for (const font of variable) {
      for (const axis of font.axes) {
        expect(axis.tag).toMatch(/^[A-Za-z0-9]{4}$/);
        expect(axis.min).toBeLessThanOrEqual(axis.default);
        expect(axis.default).toBeLessThanOrEqual(axis.max);
      }
    }
    expect(findLibraryFont('Inter')?.axes.map((axis) => axis.tag).sort()).toEqual(['opsz', 'wght']);
  });

  it('lists each family’s faces as distinct n1…n9 / i1…i9 codes in order, and its subsets', () => {
    for (const font of fontLibrary) {
      expect(font.variations.length).toBeGreaterThan(0);
      for (const code of font.variations) expect(fontVariationCodes).toContain(code);
      expect([...font.variations].sort(compareFontVariations)).toEqual(font.variations);
      expect(new Set(font.variations).size).toBe(font.variations.length);
      expect(font.subsets).toContain('latin');
    }
    expect(findLibraryFont('Roboto')?.variations).toEqual(fontVariationCodes.slice().sort(compareFontVariations));
    expect(findLibraryFont('Abril Fatface')?.variations).toEqual(['n4']);
    expect(findLibraryFont('Roboto')?.subsets).toEqual(expect.arrayContaining(['latin', 'cyrillic', 'greek']));
  });

  it('finds a family whatever its case, spaces or quotes', () => {
    expect(findLibraryFont('playfair display')?.family).toBe('Playfair Display');
    expect(findLibraryFont('  "EB Garamond" ')?.family).toBe('EB Garamond');
    expect(findLibraryFont('Comic Sans MS')).toBeUndefined();
  });
});

describe('fontStack', () => {
  it('names a library family, then its category’s generic family', () => {
    expect(fontStack('Lora')).toBe('"Lora", serif');
    expect(fontStack('roboto')).toBe('"Roboto", sans-serif');
    expect(fontStack('Caveat')).toBe('"Caveat", cursive');
    expect(fontStack('Space Mono')).toBe('"Space Mono", monospace');
  });

  it('follows Georgia with its metric-compatible stand-in Gelasio', () => {
    expect(fontStack('Georgia')).toBe('"Georgia", "Gelasio", serif');
    expect(fontStandIns('georgia')).toEqual(['Gelasio']);
    expect(findSystemFont('Times New Roman')?.fallback).toBe('serif');
    expect(fontStandIns('Lora')).toEqual([]);
  });

  it('quotes any other family safely', () => {
    expect(fontStack('My Brand')).toBe('"My Brand", sans-serif');
    expect(fontStack('a"b\\c')).toBe('"a\\"b\\\\c", sans-serif');
    fc.assert(
      fc.property(fc.string(), (family) => {
        const stack = fontStack(family);
        // The quoted name never ends early: every quote inside it is escaped.
        const quoted = /^"((?:[^"\\\n\r\f]|\\.)*)"/.exec(stack);
        expect(quoted).not.toBeNull();
      }),
    );
  });
});

describe('fontCssPaths', () => {
  it('writes the Google-style call: families with their faces, then the subsets', () => {
    expect(fontCssPaths([{ family: 'Roboto', variations: ['i7', 'n4'] }, { family: 'Playfair Display', variations: ['n7'] }], ['latin', 'cyrillic'])).toEqual([
      '/api/fonts/css?family=Roboto:n4,i7|Playfair+Display:n7&subset=latin,cyrillic',
    ]);
  });

  it('asks for the regular face when none (or none the family has) is given, merges repeats and skips other families', () => {
    expect(fontCssPaths([{ family: 'lora' }, { family: 'Georgia' }, { family: 'Abril Fatface', variations: ['i7'] }, { family: 'Lora', variations: ['i4'] }, { family: 'Lora', variations: ['i4'] }])).toEqual([
      '/api/fonts/css?family=Lora:i4|Abril+Fatface:n4',
    ]);
    expect(fontCssPaths([{ family: 'Georgia' }])).toEqual([]);
  });

  it('never puts more than 22 families in one path, and asks for every library family once', () => {
    const requestArbitrary = fc.array(
      fc.record({
        family: fc.constantFrom(...fontLibrary.map((font) => font.family), 'Georgia', 'Unknown Face'),
        variations: fc.array(fc.constantFrom<FontVariationCode>(...fontVariationCodes), { maxLength: 4 }),
      }),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(requestArbitrary, (requests) => {
        const paths = fontCssPaths(requests, ['latin']);
        const families = paths.flatMap((path) => familiesOf(path)).map((parameter) => parameter.split(':')[0]);
        for (const path of paths) {
          expect(familiesOf(path).length).toBeLessThanOrEqual(fontConstants.googleFamiliesPerRequest);
          expect(path.endsWith('&subset=latin')).toBe(true);
        }
        const expected = new Set(requests.map((request) => findLibraryFont(request.family)?.family).filter((family) => family !== undefined));
        expect(families.sort()).toEqual([...expected].sort());
      }),
    );
  });

  it('splits 52 families into paths of 22, 22 and the rest', () => {
    const paths = fontCssPaths(fontLibrary.map((font) => ({ family: font.family })));
    expect(paths.map((path) => familiesOf(path).length)).toEqual(
      [fontConstants.googleFamiliesPerRequest, fontConstants.googleFamiliesPerRequest, fontLibrary.length - 2 * fontConstants.googleFamiliesPerRequest],
    );
  });
});

describe('libraryVariations', () => {
  it('keeps the faces the family has, in order, else its first face', () => {
    const bodoni = findLibraryFont('Bodoni Moda');
    expect(bodoni).toBeDefined();
    if (!bodoni) return;
    expect(libraryVariations(bodoni, ['n1', 'i9', 'n5'])).toEqual(['n5', 'i9']);
    const fira = findLibraryFont('Fira Code');
    if (fira) expect(libraryVariations(fira, ['i4'])).toEqual(['n4']);
  });
});
