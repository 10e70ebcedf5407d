import { describe, expect, it } from 'vitest';
import { fontPanelTexts, type LibraryFont } from '@folio/model';
import { describeFamily, familySections, searchKey, type FamilySources } from './family-list';

const libraryFont = (family: string, category: LibraryFont['category']): LibraryFont => ({
  family,
  category,
  variations: ['n4', 'n7'],
  axes: [],
  subsets: ['latin'],
  fallback: category === 'serif' ? 'serif' : 'sans-serif',
});

const library = [
  libraryFont('Roboto', 'sans-serif'),
  libraryFont('Fraunces', 'serif'),
  libraryFont('Lora', 'serif'),
  libraryFont('Source Serif 4', 'serif'),
  libraryFont('JetBrains Mono', 'monospace'),
  libraryFont('Caveat', 'handwriting'),
  libraryFont('Abril Fatface', 'display'),
];

const sources: FamilySources = {
  projectFonts: [{ provider: 'custom', css_name: 'House Grotesk', name: 'House Grotesk', css_url: '/api/fonts/custom/abc123.css' }],
  customFonts: [{ _id: 'abc123', name: 'House Grotesk', css_name: 'House Grotesk', css_url: '/api/fonts/custom/abc123.css' }],
  library,
  system: ['Georgia', 'Arial'],
  current: 'Lora',
};

const titles = (sections: ReturnType<typeof familySections>) => sections.map((section) => section.title);
const families = (sections: ReturnType<typeof familySections>) => sections.map((section) => [section.id, section.entries.map((entry) => entry.family)]);

describe('familySections', () => {
  it('lists the project, My fonts, the library by category and the system, each alphabetical', () => {
    const sections = familySections({ ...sources, usedFamilies: ['Roboto', 'Georgia'] });
    expect(titles(sections)).toEqual([
      fontPanelTexts.sections.inUse,
      fontPanelTexts.sections.custom,
      fontPanelTexts.categories.serif,
      fontPanelTexts.categories['sans-serif'],
      fontPanelTexts.categories.display,
      fontPanelTexts.categories.monospace,
      fontPanelTexts.categories.handwriting,
      fontPanelTexts.sections.system,
    ]);
    expect(families(sections)).toEqual([
      ['inUse', ['Georgia', 'House Grotesk', 'Lora', 'Roboto']],
      ['custom', ['House Grotesk']],
      ['serif', ['Fraunces', 'Lora', 'Source Serif 4']],
      ['sans-serif', ['Roboto']],
      ['display', ['Abril Fatface']],
      ['monospace', ['JetBrains Mono']],
      ['handwriting', ['Caveat']],
      ['system', ['Arial', 'Georgia']],
    ]);
  });

  it('keeps the project entries drawable: library, custom stylesheet or system', () => {
    const [inUse] = familySections({ ...sources, usedFamilies: ['Georgia'] });
    const byFamily = new Map(inUse!.entries.map((entry) => [entry.family, entry]));
    expect(byFamily.get('Lora')?.library?.category).toBe('serif');
    expect(byFamily.get('House Grotesk')).toMatchObject({ customFontId: 'abc123', cssUrl: '/api/fonts/custom/abc123.css' });
    expect(byFamily.get('Georgia')).toMatchObject({ family: 'Georgia', source: 'inUse' });
    expect(byFamily.get('Georgia')?.library).toBeUndefined();
  });

  it('searches as the author types: case, spaces and accents aside, names that start with it first', () => {
    const search = (query: string) => familySections({ ...sources, current: undefined }, query);
    expect(families(search('fraun'))).toEqual([['serif', ['Fraunces']]]);
    expect(families(search('SERIF'))).toEqual([['serif', ['Source Serif 4']]]);
    expect(families(search('sourceserif'))).toEqual([['serif', ['Source Serif 4']]]);
    expect(families(search('mono'))).toEqual([['monospace', ['JetBrains Mono']]]);
    // "ro" starts Roboto; Grotesk only holds it.
    expect(families(search('ro'))).toEqual([
      ['inUse', ['House Grotesk']],
      ['custom', ['House Grotesk']],
      ['sans-serif', ['Roboto']],
    ]);
    expect(search('zzz')).toEqual([]);
    // A name that starts with the search comes before one that only holds it.
    const both = familySections({ ...sources, current: undefined, library: [libraryFont('Merriweather', 'serif'), libraryFont('Eb Garamond', 'serif'), libraryFont('Gar', 'serif')] }, 'gar');
    expect(families(both).find(([id]) => id === 'serif')).toEqual(['serif', ['Gar', 'Eb Garamond']]);
  });

  it('compares names without accents or spaces', () => {
    expect(searchKey('Crème Brûlée')).toBe('cremebrulee');
    expect(searchKey('Source Serif 4')).toBe('sourceserif4');
  });
});

describe('describeFamily', () => {
  it('tells a library family, a custom font, a linked font and a system font apart', () => {
    expect(describeFamily('fraunces', sources)).toMatchObject({ family: 'Fraunces', source: 'library' });
    expect(describeFamily('House Grotesk', { ...sources, customFonts: [] })).toMatchObject({ source: 'custom', customFontId: 'abc123' });
    const linked = { ...sources, projectFonts: [{ provider: 'typekit' as const, css_name: 'museo-sans', name: 'Museo Sans', css_url: 'https://use.typekit.net/abc.css' }] };
    expect(describeFamily('museo-sans', linked)).toMatchObject({ source: 'linked', cssUrl: 'https://use.typekit.net/abc.css' });
    expect(describeFamily('Georgia', sources)).toEqual({ family: 'Georgia', source: 'system' });
  });
});
