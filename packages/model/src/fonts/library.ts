// The open font library Folio serves itself (issue 12; widgets-and-authoring.md §3 "Font", §7 the Google-style
// fonts css call with 22 families per request): the families, what each really has, and the CSS that names them.
// No zod and no DOM: the viewer bundle, the editor and the server all read it. The list itself is generated from the
// installed @fontsource packages (library-data.ts); see docs/fonts.md.
import type { FontVariationCode } from '../schemas/text';
import { fontConstants, textConstants } from '../constants';
import { libraryFontData } from './library-data';

export type FontCategory = 'serif' | 'sans-serif' | 'display' | 'monospace' | 'handwriting';

/** A variable font's axis, as its fvar table gives it. */
export interface FontAxis {
  tag: string;
  name: string;
  min: number;
  max: number;
  default: number;
}

export interface LibraryFont {
  family: string;
  category: FontCategory;
  /** The faces we really serve, as Typekit-style codes (n4 = 400 upright, i7 = 700 italic), n1…n9 then i1…i9. */
  variations: readonly FontVariationCode[];
  /** The variation axes of the served files (empty for a static family). */
  axes: readonly FontAxis[];
  /** The unicode-range subsets we serve (latin, latin-ext, cyrillic …). */
  subsets: readonly string[];
  /** The CSS generic family drawn until (or instead of) the face. */
  fallback: string;
}

/** The generic family after a library font of each category. */
export const libraryFallbacks: Readonly<Record<FontCategory, string>> = {
  serif: 'serif',
  'sans-serif': 'sans-serif',
  // The library's display faces (Abril Fatface, Alfa Slab One) are serif display faces.
  display: 'serif',
  monospace: 'monospace',
  handwriting: 'cursive',
};

export const fontLibrary: readonly LibraryFont[] = libraryFontData;

/** issue 12: Roboto is the default family (widgets-and-authoring.md §3 "Default text … font Roboto"). */
export const defaultLibraryFamily = textConstants.defaultFontFamily;

const byName = new Map(fontLibrary.map((font) => [font.family.toLowerCase(), font]));

/** The library family of that name (case-insensitive, surrounding spaces and quotes ignored). */
export function findLibraryFont(family: string): LibraryFont | undefined {
  return byName.get(unquote(family).toLowerCase());
}

/**
 * Families every desktop browser has (or has a close stand-in for): nothing is downloaded for them, except a
 * metric-compatible library family where there is one, so a page in Georgia does not reflow on a system without it.
 */
export interface SystemFont {
  family: string;
  /** Library families with the same metrics, drawn where the system font is missing. */
  standIns: readonly string[];
  fallback: string;
}

export const systemFonts: readonly SystemFont[] = [
  { family: 'Arial', standIns: [], fallback: 'sans-serif' },
  { family: 'Courier New', standIns: [], fallback: 'monospace' },
  // Gelasio is drawn to Georgia's metrics.
  { family: 'Georgia', standIns: ['Gelasio'], fallback: 'serif' },
  { family: 'Helvetica', standIns: [], fallback: 'sans-serif' },
  { family: 'Impact', standIns: [], fallback: 'sans-serif' },
  { family: 'Palatino', standIns: [], fallback: 'serif' },
  { family: 'Tahoma', standIns: [], fallback: 'sans-serif' },
  { family: 'Times New Roman', standIns: [], fallback: 'serif' },
  { family: 'Trebuchet MS', standIns: [], fallback: 'sans-serif' },
  { family: 'Verdana', standIns: [], fallback: 'sans-serif' },
];

const systemByName = new Map(systemFonts.map((font) => [font.family.toLowerCase(), font]));

/** The system font of that name (case-insensitive). */
export function findSystemFont(family: string): SystemFont | undefined {
  return systemByName.get(unquote(family).toLowerCase());
}

/** The library families that stand in for a family (Gelasio for Georgia); none for a library or unknown family. */
export function fontStandIns(family: string): readonly string[] {
  return findSystemFont(family)?.standIns ?? [];
}

// A family we know nothing about (a custom or Typekit-style font) falls back like the default family.
const UNKNOWN_FALLBACK = 'sans-serif';

function unquote(family: string): string {
  return family.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
}

function quote(family: string): string {
  return `"${family.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/**
 * The CSS font-family value for a family: the family quoted, then its metric-compatible stand-ins, then its generic
 * fallback. `fontStack('Georgia')` → `"Georgia", "Gelasio", serif`; `fontStack('Lora')` → `"Lora", serif`.
 */
export function fontStack(family: string): string {
  const name = unquote(family);
  const library = findLibraryFont(name);
  if (library) return `${quote(library.family)}, ${library.fallback}`;
  const system = findSystemFont(name);
  if (system) return [system.family, ...system.standIns].map(quote).concat(system.fallback).join(', ');
  return `${quote(name)}, ${UNKNOWN_FALLBACK}`;
}

/** The path of the library's Google-style stylesheet call (widgets-and-authoring.md §7). */
export const fontCssPath = '/api/fonts/css';

export interface FontCssRequest {
  family: string;
  /** The faces wanted; none (or none the family has) asks for its regular face (n4, else its first). */
  variations?: readonly FontVariationCode[];
}

/** Orders variation codes n1…n9, then i1…i9. */
export function compareFontVariations(a: FontVariationCode, b: FontVariationCode): number {
  if (a[0] !== b[0]) return a[0] === 'n' ? -1 : 1;
  return Number(a.slice(1)) - Number(b.slice(1));
}

const REGULAR: FontVariationCode = 'n4';

/** The faces of a library family to ask for: the requested ones it has, else its regular face. */
export function libraryVariations(font: LibraryFont, wanted: readonly FontVariationCode[] = []): FontVariationCode[] {
  const available = wanted.filter((code) => font.variations.includes(code));
  if (available.length === 0) {
    const regular = font.variations.includes(REGULAR) ? REGULAR : font.variations[0];
    return regular ? [regular] : [];
  }
  return [...new Set(available)].sort(compareFontVariations);
}

function familyParameter(family: string, variations: readonly FontVariationCode[]): string {
  return `${encodeURIComponent(family).replace(/%20/g, '+')}:${variations.join(',')}`;
}

/**
 * Google-style stylesheet paths for library families: `/api/fonts/css?family=Roboto:n4,i7|Lora:n4&subset=latin`,
 * at most fontConstants.googleFamiliesPerRequest families per path (widgets-and-authoring.md §7). The same family asked
 * twice is asked once with both faces; a family that is not in the library is skipped.
 */
export function fontCssPaths(requests: readonly FontCssRequest[], subsets?: readonly string[]): string[] {
  const wanted = new Map<LibraryFont, FontVariationCode[]>();
  for (const request of requests) {
    const font = findLibraryFont(request.family);
    if (!font) continue;
    wanted.set(font, [...(wanted.get(font) ?? []), ...(request.variations ?? [])]);
  }
  const families = [...wanted].map(([font, variations]) => familyParameter(font.family, libraryVariations(font, variations)));
  const subsetQuery = subsets && subsets.length > 0 ? `&subset=${subsets.map(encodeURIComponent).join(',')}` : '';
  const paths: string[] = [];
  for (let start = 0; start < families.length; start += fontConstants.googleFamiliesPerRequest) {
    const chunk = families.slice(start, start + fontConstants.googleFamiliesPerRequest);
    paths.push(`${fontCssPath}?family=${chunk.join('|')}${subsetQuery}`);
  }
  return paths;
}
