import { fontPanelTexts, type Font, type FontCategory, type LibraryFont } from '@folio/model';
import { customFontIdOf, type CustomFont } from './custom-fonts';

// The family picker's list (docs/editor.md "Fonts"): sections in the order a designer reaches for them — the
// project's fonts, the author's own (custom) fonts, the library by category, the system's — filtered as the author
// types. Pure: the picker draws what this returns.

export type FamilySource = 'inUse' | 'custom' | 'library' | 'system' | 'linked';

/** One family of the list, with what the picker needs to draw it in its face and to ask for its features. */
export interface FamilyEntry {
  family: string;
  source: FamilySource;
  /** Library families: their category and variable axes. */
  library?: LibraryFont;
  /** Custom fonts: the record's id and its stylesheet. */
  customFontId?: string;
  cssUrl?: string;
}

export interface FamilySection {
  id: string;
  title: string;
  entries: FamilyEntry[];
}

export interface FamilySources {
  /** The project's fonts (edit_params.fonts). */
  projectFonts: readonly Font[];
  /** The author's uploaded fonts (GET /api/custom-font). */
  customFonts: readonly CustomFont[];
  library: readonly LibraryFont[];
  system: readonly string[];
  /** The families the project's texts draw with: listed with the project's fonts. */
  usedFamilies?: readonly string[];
  /** The family of the selection: listed with the project's fonts even when it is not one of them yet. */
  current?: string | undefined;
}

const CATEGORIES: readonly FontCategory[] = ['serif', 'sans-serif', 'display', 'monospace', 'handwriting'];
const COMBINING_MARKS = /\p{M}/gu;
const SPACES = /[\s_-]+/g;

/** A name as search compares it: lower case, without accents, spaces or dashes ("Source Serif 4" → "sourceserif4"). */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').replace(SPACES, '').toLowerCase();
}

const byName = (a: FamilyEntry, b: FamilyEntry) => a.family.localeCompare(b.family, 'en', { sensitivity: 'base' });
const sameFamily = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** How a family of the project is drawn and asked about: as the library's, the author's custom one, or the system's. */
export function describeFamily(family: string, sources: Pick<FamilySources, 'projectFonts' | 'customFonts' | 'library' | 'system'>, font?: Font): FamilyEntry {
  const library = sources.library.find((each) => sameFamily(each.family, family));
  if (library) return { family: library.family, source: 'library', library };
  const custom = sources.customFonts.find((each) => sameFamily(each.css_name, family)) ?? sources.customFonts.find((each) => sameFamily(each.name, family));
  if (custom) return { family: custom.css_name, source: 'custom', customFontId: custom._id, cssUrl: custom.css_url };
  const projectFont = font ?? sources.projectFonts.find((each) => sameFamily(each.css_name, family) || sameFamily(each.name, family));
  if (projectFont?.provider === 'custom') {
    const customFontId = projectFont.css_url ? customFontIdOf(projectFont.css_url) : undefined;
    return { family: projectFont.css_name, source: 'custom', ...(customFontId ? { customFontId } : {}), ...(projectFont.css_url ? { cssUrl: projectFont.css_url } : {}) };
  }
  if (projectFont?.css_url) return { family: projectFont.css_name, source: 'linked', cssUrl: projectFont.css_url };
  const system = sources.system.find((each) => sameFamily(each, family));
  return { family: system ?? family, source: 'system' };
}

/** The sections of the list, each alphabetical; with a query, only the families whose name holds it, best first. */
export function familySections(sources: FamilySources, query = ''): FamilySection[] {
  const inUse = new Map<string, FamilyEntry>();
  const addInUse = (family: string, font?: Font) => {
    const key = searchKey(family);
    if (key && !inUse.has(key)) inUse.set(key, { ...describeFamily(family, sources, font), source: 'inUse' });
  };
  for (const font of sources.projectFonts) addInUse(font.css_name, font);
  for (const family of sources.usedFamilies ?? []) addInUse(family);
  if (sources.current) addInUse(sources.current);

  const sections: FamilySection[] = [
    { id: 'inUse', title: fontPanelTexts.sections.inUse, entries: [...inUse.values()] },
    {
      id: 'custom',
      title: fontPanelTexts.sections.custom,
      entries: sources.customFonts.map((font) => ({ family: font.css_name, source: 'custom', customFontId: font._id, cssUrl: font.css_url })),
    },
    ...CATEGORIES.map((category) => ({
      id: category,
      title: fontPanelTexts.categories[category],
      entries: sources.library.filter((font) => font.category === category).map((library): FamilyEntry => ({ family: library.family, source: 'library', library })),
    })),
    { id: 'system', title: fontPanelTexts.sections.system, entries: sources.system.map((family): FamilyEntry => ({ family, source: 'system' })) },
  ];

  const needle = searchKey(query);
  return sections
    .map((section) => ({ ...section, entries: needle ? matching(section.entries, needle) : section.entries.toSorted(byName) }))
    .filter((section) => section.entries.length > 0);
}

/** The entries whose name holds the query: names that start with it first, then names with a word that does. */
function matching(entries: readonly FamilyEntry[], needle: string): FamilyEntry[] {
  const rank = (entry: FamilyEntry): number => {
    const key = searchKey(entry.family);
    if (key.startsWith(needle)) return 0;
    if (entry.family.split(/\s+/).some((word) => searchKey(word).startsWith(needle))) return 1;
    return key.includes(needle) ? 2 : -1;
  };
  return entries
    .map((entry) => ({ entry, rank: rank(entry) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || byName(a.entry, b.entry))
    .map(({ entry }) => entry);
}

/** The option id of an entry in its section (a family may be listed twice: in use and in its own section). */
export const optionKey = (section: FamilySection, entry: FamilyEntry) => `${section.id}:${entry.family}`;
