// POST /api/font-features (widgets-and-authoring.md §7): the OpenType features, axes, characters and variations of
// a library face, a custom font, one of our own font addresses or a system font. Library files are read with fontkit
// here (they are ours); a custom font's report was read when it was uploaded, in a child process, and is stored.
// widgets-and-authoring.md §8: "Can't detect font features" (422) when there is nothing to read.
import * as fontkit from 'fontkit';
import {
  fontMessages,
  fontServerConstants,
  parseFontVariation,
  widgetMessages,
  type FontFeaturesAnswer,
  type FontFeaturesRequest,
  type FontVariationCode,
  type LibraryFont,
} from '@folio/model';
import { ApiError } from '../errors';
import { facesFor } from './font-faces';
import { fontReport, mergeReports, type FontReport } from './font-report';
import { fontLibraryIndex, type ServedFace } from './library-index';
import { parseFamilies } from './library-stylesheet';

const DEFAULT_WEIGHT = 400;

export const cannotDetect = () => new ApiError(422, widgetMessages.fontFeaturesError);

/** A small cache of reports by key, the oldest dropped first (library reports never change while the server runs). */
class ReportCache {
  private readonly entries = new Map<string, FontReport>();

  get(key: string, read: () => FontReport): FontReport {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const report = read();
    this.entries.set(key, report);
    if (this.entries.size > fontServerConstants.featureCacheEntries) this.entries.delete(this.entries.keys().next().value!);
    return report;
  }
}

const cache = new ReportCache();

function fileReport(face: ServedFace): FontReport {
  return cache.get(face.path, () => {
    const font = fontkit.openSync(face.path);
    if ('fonts' in font) throw cannotDetect();
    return fontReport(font);
  });
}

/**
 * widgets-and-authoring.md §3: "A font with no known variations yields no features": the answer lists features only
 * for a font whose faces we know.
 */
export function featuresAnswer(report: FontReport, family: string, variations: readonly FontVariationCode[]): FontFeaturesAnswer {
  return {
    family,
    features: variations.length > 0 ? report.features : [],
    axes: report.axes,
    characters: report.characters,
    variations: [...variations],
  };
}

/** A library face (all its subsets' files read as one) at a weight and style: the face a browser draws for them. */
export function libraryFeatures(font: LibraryFont, weight = DEFAULT_WEIGHT, style: 'normal' | 'italic' = 'normal'): FontFeaturesAnswer {
  const family = fontLibraryIndex().family(font.family);
  if (!family) throw cannotDetect();
  const faces = facesFor(family, weight, style);
  const report = mergeReports(faces.map(fileReport));
  if (!report) throw cannotDetect();
  return featuresAnswer(report, font.family, font.variations);
}

function libraryFileFeatures(face: ServedFace): FontFeaturesAnswer {
  const family = fontLibraryIndex().family(face.family);
  if (!family) throw cannotDetect();
  return featuresAnswer(fileReport(face), family.font.family, family.font.variations);
}

const FONTS_PATH = '/api/fonts/';
const FILE_PATH = /^\/api\/fonts\/files\/([^/]+)\/([^/]+)$/;
const CUSTOM_PATH = /^\/api\/fonts\/custom\/([0-9a-f]{24})\.(css|woff2)$/;
const CSS_PATH = '/api/fonts/css';
const ADDRESS_BASE = 'http://folio.invalid';

export type FontAddress = { kind: 'library'; answer: () => FontFeaturesAnswer } | { kind: 'custom'; id: string };

/**
 * What a url names, read without fetching anything (no request ever leaves the server): only Folio's own /api/fonts/
 * addresses, on its own origins, are accepted; anything else is 400.
 */
export function fontAddress(url: string, ownOrigins: readonly string[]): FontAddress {
  let address: URL;
  try {
    address = new URL(url, ADDRESS_BASE);
  } catch {
    throw new ApiError(400, fontMessages.foreignFontUrl);
  }
  const relative = address.origin === ADDRESS_BASE && url.startsWith('/') && !url.startsWith('//');
  if (!relative && !ownOrigins.includes(address.origin)) throw new ApiError(400, fontMessages.foreignFontUrl);
  const path = address.pathname;
  if (!path.startsWith(FONTS_PATH)) throw new ApiError(400, fontMessages.foreignFontUrl);
  const custom = CUSTOM_PATH.exec(path);
  if (custom) return { kind: 'custom', id: custom[1]! };
  const file = FILE_PATH.exec(path);
  if (file) {
    const face = fontLibraryIndex().file(file[1]!, file[2]!);
    if (!face) throw cannotDetect();
    return { kind: 'library', answer: () => libraryFileFeatures(face) };
  }
  if (path === CSS_PATH) {
    const [first] = parseFamilies(address.searchParams.getAll('family'));
    if (!first) throw cannotDetect();
    const { weight, style } = parseFontVariation(first.variations[0] ?? 'n4');
    return { kind: 'library', answer: () => libraryFeatures(first.family.font, weight, style) };
  }
  throw cannotDetect();
}

/** The one source a request names, or 400. */
export function requestSource(request: FontFeaturesRequest): 'font' | 'url' | 'customFontId' | 'systemFont' {
  const named = (['font', 'url', 'customFontId', 'systemFont'] as const).filter((key) => request[key] !== undefined);
  if (named.length !== 1) throw new ApiError(400, fontMessages.oneSource);
  return named[0]!;
}
