// What POST /api/font-features answers about a font (widgets-and-authoring.md §7: "reads features, variations,
// characters"), read with fontkit from a font already opened: the library's own files in the server, an upload only
// inside the checking child process (font-check.ts).
import type * as fontkit from 'fontkit';
// Types only from the model: this file also runs in the font checking child, which does not load it.
import type { FontAxis, FontVariationCode } from '@folio/model';

export interface FontCharacters {
  /** How many characters the font maps to a glyph. */
  count: number;
  /** Those characters as a CSS unicode-range: U+0020-007E,U+00A0-00FF,… */
  ranges: string;
}

export interface FontReport {
  /** The family name the font gives itself. */
  family: string;
  /** Its own name for the style (Regular, Bold Italic …). */
  subfamily: string;
  /** The face's weight (OS/2 usWeightClass, 400 when absent) and whether it is italic. */
  weight: number;
  style: 'normal' | 'italic';
  /** Every GSUB / GPOS feature tag it has, sorted. */
  features: string[];
  axes: FontAxis[];
  characters: FontCharacters;
  /** The faces it covers as n1…n9 / i1…i9: one for a static font, the wght range of a variable one. */
  variations: FontVariationCode[];
  numGlyphs: number;
}

const DEFAULT_WEIGHT = 400;
const WEIGHT_PER_STEP = 100;
const MIN_STEP = 1;
const MAX_STEP = 9;
const HEX = 16;
const CODE_POINT_DIGITS = 4;

/** Sorted code points → U+0020-007E,U+00A0,… */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (value: number) => value.toString(HEX).toUpperCase().padStart(CODE_POINT_DIGITS, '0');
  for (let index = 0; index < sorted.length; ) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(',');
}

function step(weight: number): number {
  return Math.min(MAX_STEP, Math.max(MIN_STEP, Math.round(weight / WEIGHT_PER_STEP)));
}

/** The faces a font covers: its weight (or wght axis range, in whole hundreds) in its style. */
export function variationsOf(weight: number, style: 'normal' | 'italic', axes: readonly FontAxis[]): FontVariationCode[] {
  const prefix = style === 'italic' ? 'i' : 'n';
  const wght = axes.find((axis) => axis.tag === 'wght');
  const first = wght ? Math.max(MIN_STEP, Math.ceil(wght.min / WEIGHT_PER_STEP)) : step(weight);
  const last = wght ? Math.min(MAX_STEP, Math.floor(wght.max / WEIGHT_PER_STEP)) : step(weight);
  const codes: FontVariationCode[] = [];
  for (let value = first; value <= last; value += 1) codes.push(`${prefix}${value}` as FontVariationCode);
  return codes;
}

export function fontReport(font: fontkit.Font): FontReport {
  const os2 = font['OS/2'] as fontkit.Font['OS/2'] | undefined;
  const weight = os2?.usWeightClass || DEFAULT_WEIGHT;
  const italic = Boolean(os2?.fsSelection?.italic) || font.italicAngle !== 0 || /italic|oblique/i.test(font.subfamilyName ?? '');
  const style = italic ? 'italic' : 'normal';
  const axes: FontAxis[] = Object.entries(font.variationAxes ?? {}).flatMap(([tag, axis]) =>
    axis ? [{ tag, name: axis.name, min: axis.min, max: axis.max, default: axis.default }] : [],
  );
  const characterSet = font.characterSet;
  return {
    family: (font.familyName ?? '').trim(),
    subfamily: (font.subfamilyName ?? '').trim(),
    weight,
    style,
    features: [...new Set(font.availableFeatures)].sort(),
    axes,
    characters: { count: new Set(characterSet).size, ranges: unicodeRangeOf(characterSet) },
    variations: variationsOf(weight, style, axes),
    numGlyphs: font.numGlyphs,
  };
}

/** Several files of one face (a library face's subsets) as one report: features, axes and characters joined. */
export function mergeReports(reports: readonly FontReport[]): FontReport | undefined {
  const [first] = reports;
  if (!first) return undefined;
  const codePoints = reports.flatMap((report) => expandRanges(report.characters.ranges));
  return {
    ...first,
    features: [...new Set(reports.flatMap((report) => report.features))].sort(),
    characters: { count: new Set(codePoints).size, ranges: unicodeRangeOf(codePoints) },
    numGlyphs: Math.max(...reports.map((report) => report.numGlyphs)),
  };
}

function expandRanges(ranges: string): number[] {
  const codePoints: number[] = [];
  for (const part of ranges.split(',')) {
    const [start, end] = part.replace('U+', '').split('-').map((value) => parseInt(value, HEX));
    if (start === undefined || Number.isNaN(start)) continue;
    for (let value = start; value <= (end ?? start); value += 1) codePoints.push(value);
  }
  return codePoints;
}
