import * as fontkit from 'fontkit';
import { fallbackFaceName, familyName, findLibraryFont, findSystemFont } from '@folio/model';
import { fontFaceRule } from '../fonts/font-faces';
import { fontLibraryIndex } from '../fonts/library-index';

// Metric-compatible fallback faces (docs/viewer.md "Fonts"): the viewer draws a family as `"Lora", "Lora Fallback",
// sans-serif` (model fallbackStack). Until Lora arrives, "Lora Fallback" is a system font every desktop has (Times New
// Roman, Arial or Courier New, or their metric twins Liberation, Tinos, Arimo, Cousine) scaled to Lora's average
// character width and given Lora's ascent, descent and line gap, so the text wraps and sits the same and does not move
// when Lora is swapped in (CLS ≤ 0.02, issue 12). A system font with a library stand-in (Georgia: Gelasio) gets the
// stand-in's files under that name, fetched only where the system font is missing.

/** A system font's metrics, in its own units (read with fontkit from the Liberation fonts, which share them). */
interface LocalMetrics {
  names: { regular: string[]; bold: string[]; italic: string[]; boldItalic: string[] };
  unitsPerEm: number;
  /** The average advance of SAMPLE's characters. */
  averageWidth: number;
}

// A run of ordinary prose: its average advance stands for a text's (capitals, lower case, spaces, punctuation).
const SAMPLE = 'The quick brown fox jumps over the lazy dog, while five wizards box and vex a jolly quartz sphinx. Magazines are made of words, pictures and the space between them.';
const UNITS_PER_EM = 2048;
// Liberation Sans / Serif / Mono Regular over SAMPLE (fontkit): 0.45281, 0.41231, 0.60010 em per character.
const ARIAL_AVERAGE_EM = 0.45281;
const TIMES_AVERAGE_EM = 0.41231;
const COURIER_AVERAGE_EM = 0.6001;

const local = (family: string, twins: string[], average: number): LocalMetrics => {
  const names = (suffix: string) => [family, ...twins].flatMap((name) => [suffix ? `${name} ${suffix}` : name, `${name.replace(/ /g, '')}${suffix ? `-${suffix.replace(/ /g, '')}` : ''}`]);
  return { names: { regular: names(''), bold: names('Bold'), italic: names('Italic'), boldItalic: names('Bold Italic') }, unitsPerEm: UNITS_PER_EM, averageWidth: average * UNITS_PER_EM };
};

const SANS = local('Arial', ['Liberation Sans', 'Arimo', 'Helvetica'], ARIAL_AVERAGE_EM);
const SERIF = local('Times New Roman', ['Liberation Serif', 'Tinos', 'Times'], TIMES_AVERAGE_EM);
const MONO = local('Courier New', ['Liberation Mono', 'Cousine', 'Courier'], COURIER_AVERAGE_EM);
const localFor: Record<string, LocalMetrics> = { serif: SERIF, monospace: MONO };

// CSS Fonts 4: the faces of the fallback family, split where a browser picks the bold face (600 and up).
const BOLD_FROM = 600;
const LIGHTEST = 1;
const HEAVIEST = 1000;
const REGULAR_WEIGHT = 400;
const PERCENT = 100;

export interface FamilyMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  averageWidth: number;
}

/** The overrides that make `fallback` take the room `font` takes (the rule Next.js and fontaine use). */
export function fallbackOverrides(font: FamilyMetrics, fallback: Pick<LocalMetrics, 'unitsPerEm' | 'averageWidth'>) {
  const sizeAdjust = font.averageWidth / font.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const percent = (value: number) => `${+((value / font.unitsPerEm / sizeAdjust) * PERCENT).toFixed(2)}%`;
  return {
    sizeAdjust: `${+(sizeAdjust * PERCENT).toFixed(2)}%`,
    ascentOverride: percent(font.ascent),
    descentOverride: percent(Math.abs(font.descent)),
    lineGapOverride: percent(font.lineGap),
  };
}

const measured = new Map<string, FamilyMetrics | null>();

/** A library family's metrics, from its regular latin face (read once per process). */
export function libraryFamilyMetrics(family: string): FamilyMetrics | undefined {
  const key = family.toLowerCase();
  if (!measured.has(key)) {
    const faces = fontLibraryIndex().family(family)?.faces ?? [];
    const upright = faces.filter((face) => face.style === 'normal');
    const face =
      upright.find((candidate) => candidate.subset === 'latin' && candidate.weight.min <= REGULAR_WEIGHT && REGULAR_WEIGHT <= candidate.weight.max) ??
      upright.find((candidate) => candidate.subset === 'latin') ??
      faces[0];
    let metrics: FamilyMetrics | null = null;
    try {
      if (face) {
        const font = fontkit.openSync(face.path) as fontkit.Font;
        const run = font.layout(SAMPLE);
        metrics = { unitsPerEm: font.unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, averageWidth: run.advanceWidth / SAMPLE.length };
      }
    } catch {
      // A file fontkit cannot read: no fallback face, the browser's own fallback then.
    }
    measured.set(key, metrics);
  }
  return measured.get(key) ?? undefined;
}

const cssString = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/** The four faces (regular, bold, italic, bold italic) of a library family's fallback. */
function libraryFallbackCss(family: string): string {
  const font = findLibraryFont(family);
  const metrics = font && libraryFamilyMetrics(font.family);
  if (!font || !metrics) return '';
  const system = localFor[font.fallback] ?? SANS;
  const overrides = fallbackOverrides(metrics, system);
  const faces: [string, string, string[]][] = [
    ['normal', `${LIGHTEST} ${BOLD_FROM - 1}`, system.names.regular],
    ['normal', `${BOLD_FROM} ${HEAVIEST}`, system.names.bold],
    ['italic', `${LIGHTEST} ${BOLD_FROM - 1}`, system.names.italic],
    ['italic', `${BOLD_FROM} ${HEAVIEST}`, system.names.boldItalic],
  ];
  return faces
    .map(([style, weight, names]) =>
      [
        `@font-face{font-family:${cssString(fallbackFaceName(font.family))}`,
        `font-style:${style}`,
        `font-weight:${weight}`,
        `src:${names.map((name) => `local(${cssString(name)})`).join(',')}`,
        `size-adjust:${overrides.sizeAdjust}`,
        `ascent-override:${overrides.ascentOverride}`,
        `descent-override:${overrides.descentOverride}`,
        `line-gap-override:${overrides.lineGapOverride}}`,
      ].join(';'),
    )
    .join('\n');
}

/** A system font's fallback: the faces of its library stand-in (Gelasio for Georgia) under the fallback's name. */
function systemFallbackCss(family: string): string {
  const system = findSystemFont(family);
  const standIn = system?.standIns[0];
  const library = standIn ? fontLibraryIndex().family(standIn) : undefined;
  if (!system || !library) return '';
  return library.faces.map((face) => fontFaceRule(fallbackFaceName(system.family), face)).join('\n');
}

/** The fallback faces of the families a project draws with (library and system fonts; others have none). */
export function fallbackFaceCss(families: Iterable<string>): string {
  const names = new Set<string>();
  for (const family of families) {
    const name = familyName(family);
    if (name) names.add(findLibraryFont(name)?.family ?? findSystemFont(name)?.family ?? name);
  }
  return [...names]
    .map((name) => libraryFallbackCss(name) || systemFallbackCss(name))
    .filter(Boolean)
    .join('\n');
}
