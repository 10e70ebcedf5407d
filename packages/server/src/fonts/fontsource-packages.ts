// The open font library as it is installed: every @fontsource / @fontsource-variable package the server depends on,
// read from the package itself (metadata.json, unicode.json, its files/ folder and the font tables read with
// fontkit). The model's packages/model/src/fonts/library-data.ts is generated from this survey
// (`npx tsx packages/server/src/fonts/library-data-source.ts`), and a test fails when the two disagree.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { FontAxis, FontCategory, FontVariationCode, LibraryFont } from '@folio/model';
import { compareFontVariations, libraryFallbacks } from '@folio/model';

const require = createRequire(import.meta.url);

export type FaceStyle = 'normal' | 'italic';

/** One WOFF2 file of the library: a family's face (a weight, or a weight range for a variable one) for one subset. */
export interface LibraryFaceFile {
  family: string;
  /** The file name inside the package's files/ folder (also its name under /api/fonts/files/<version>/). */
  file: string;
  /** Absolute path on disk. */
  path: string;
  subset: string;
  style: FaceStyle;
  /** The weight of a static face; the wght axis range of a variable one. */
  weight: { min: number; max: number };
  /** The CSS font-style value (a variable font with a slant axis and no italic declares its oblique range). */
  cssStyle: string;
  unicodeRange: string;
  variable: boolean;
}

export interface InstalledFontPackage {
  packageName: string;
  version: string;
  font: LibraryFont;
  faces: LibraryFaceFile[];
}

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  category: string;
  variable?: Record<string, { default: string; min: string; max: string }> | false;
}

const FONT_PACKAGE = /^@fontsource(-variable)?\//;
const CATEGORIES: readonly FontCategory[] = ['serif', 'sans-serif', 'display', 'monospace', 'handwriting'];
const STYLES: readonly FaceStyle[] = ['normal', 'italic'];
const WEIGHT_PER_STEP = 100;
const MIN_STEP = 1;
const MAX_STEP = 9;
// Variable packages ship several files per face: "wght" (weight only), "standard" (weight and the family's other
// registered axes: opsz, wdth, slnt) and sometimes "full". We serve "standard" where there is one, so the library's
// variable families keep their optical size / width / slant axes; "full" (custom axes) is several times larger.
const VARIABLE_FILE_SETS = ['standard', 'wght'] as const;
// A slant axis with no italic files: the face covers oblique 0..-min degrees.
const SLANT_AXIS = 'slnt';

/** The @fontsource packages in packages/server/package.json, in name order. */
export function fontPackageNames(): string[] {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter((name) => FONT_PACKAGE.test(name)).sort();
}

function packageDirectory(packageName: string): string {
  return dirname(require.resolve(`${packageName}/package.json`));
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function variationCode(style: FaceStyle, weight: number): FontVariationCode {
  return `${style === 'italic' ? 'i' : 'n'}${weight / WEIGHT_PER_STEP}` as FontVariationCode;
}

function axesOf(path: string): FontAxis[] {
  const font = fontkit.openSync(path);
  if (!('variationAxes' in font)) return [];
  return Object.entries(font.variationAxes).flatMap(([tag, axis]) =>
    axis ? [{ tag, name: axis.name, min: axis.min, max: axis.max, default: axis.default }] : [],
  );
}

function category(metadata: FontsourceMetadata): FontCategory {
  const found = CATEGORIES.find((known) => known === metadata.category);
  if (!found) throw new Error(`${metadata.family}: unknown category ${metadata.category}`);
  return found;
}

/** Reads one installed package: its faces on disk and the library entry they make. */
export function readFontPackage(packageName: string): InstalledFontPackage {
  const directory = packageDirectory(packageName);
  const metadata = readJson<FontsourceMetadata>(join(directory, 'metadata.json'));
  const { version } = readJson<{ version: string }>(join(directory, 'package.json'));
  const unicode = readJson<Record<string, string>>(join(directory, 'unicode.json'));
  const files = new Set(readdirSync(join(directory, 'files')));
  const variable = packageName.startsWith('@fontsource-variable/');
  // unicode.json lists the subsets in the order the package's CSS declares them, latin last: where two subsets'
  // ranges overlap, the browser tries the face declared last first, so the order is kept.
  const subsetOrder = Object.keys(unicode).filter((subset) => metadata.subsets.includes(subset));
  const faces: LibraryFaceFile[] = [];
  const face = (file: string, subset: string, style: FaceStyle, weight: { min: number; max: number }, cssStyle: string) => {
    const range = unicode[subset];
    if (!range) throw new Error(`${metadata.family}: no unicode-range for subset ${subset}`);
    faces.push({ family: metadata.family, file, path: join(directory, 'files', file), subset, style, weight, cssStyle, unicodeRange: range, variable });
  };

  let axes: FontAxis[] = [];
  if (variable) {
    const set = VARIABLE_FILE_SETS.find((name) => metadata.subsets.some((subset) => files.has(`${metadata.id}-${subset}-${name}-normal.woff2`)));
    if (!set) throw new Error(`${metadata.family}: no variable WOFF2 files`);
    const sample = metadata.subsets.map((subset) => `${metadata.id}-${subset}-${set}-normal.woff2`).find((file) => files.has(file));
    axes = sample ? axesOf(join(directory, 'files', sample)) : [];
    const wght = axes.find((axis) => axis.tag === 'wght');
    const weight = wght ? { min: wght.min, max: wght.max } : { min: 400, max: 400 };
    const slant = axes.find((axis) => axis.tag === SLANT_AXIS);
    for (const subset of subsetOrder) {
      for (const style of STYLES) {
        const file = `${metadata.id}-${subset}-${set}-${style}.woff2`;
        if (!files.has(file)) continue;
        const cssStyle = style === 'normal' && slant ? `oblique ${-slant.max}deg ${-slant.min}deg` : style;
        face(file, subset, style, weight, cssStyle);
      }
    }
  } else {
    for (const subset of subsetOrder) {
      for (const weight of metadata.weights) {
        for (const style of STYLES) {
          const file = `${metadata.id}-${subset}-${weight}-${style}.woff2`;
          if (files.has(file)) face(file, subset, style, { min: weight, max: weight }, style);
        }
      }
    }
  }
  if (faces.length === 0) throw new Error(`${metadata.family}: no WOFF2 files`);

  const variations = new Set<FontVariationCode>();
  for (const { style, weight } of faces) {
    const first = Math.max(MIN_STEP, Math.ceil(weight.min / WEIGHT_PER_STEP));
    const last = Math.min(MAX_STEP, Math.floor(weight.max / WEIGHT_PER_STEP));
    for (let step = first; step <= last; step += 1) variations.add(variationCode(style, step * WEIGHT_PER_STEP));
  }
  const subsets = subsetOrder.filter((subset) => faces.some((entry) => entry.subset === subset));
  const fontCategory = category(metadata);
  return {
    packageName,
    version,
    faces,
    font: {
      family: metadata.family,
      category: fontCategory,
      variations: [...variations].sort(compareFontVariations),
      axes,
      subsets,
      fallback: libraryFallbacks[fontCategory],
    },
  };
}

export function readInstalledFontPackages(): InstalledFontPackage[] {
  return fontPackageNames()
    .map(readFontPackage)
    .sort((a, b) => a.font.family.localeCompare(b.font.family));
}
