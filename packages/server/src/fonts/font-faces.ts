// The @font-face rules and preload addresses of library faces (issue 12 "Viewer": the first page preloads exactly the
// WOFF2 files its text uses). Shared by the published pages (server-rendered) and the Google-style css call.
import { fontStandIns, parseFontVariation, type FontVariationCode } from '@folio/model';
import { fontLibraryIndex, rangesContain, type LibraryFamily, type ServedFace } from './library-index';

export interface FontUse {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The characters drawn in this face (for preloading the subsets they need). */
  text?: string;
}

// CSS Fonts 4 §5.2 "font-weight" matching: a wanted weight between 400 and 500 first looks up to 500.
const NORMAL_WEIGHT = 400;
const MEDIUM_WEIGHT = 500;

function distance(face: ServedFace, weight: number): number {
  if (weight < face.weight.min) return face.weight.min - weight;
  if (weight > face.weight.max) return weight - face.weight.max;
  return 0;
}

/**
 * The weight the browser draws for a wanted weight among the faces' weights (CSS Fonts 4 §5.2): the exact one, else
 * for 400–500 the nearest heavier up to 500, then lighter, then heavier; for less than 400 lighter first; for more than
 * 500 heavier first.
 */
function matchingFaces(faces: readonly ServedFace[], weight: number): ServedFace[] {
  if (faces.length === 0) return [];
  const covering = faces.filter((face) => distance(face, weight) === 0);
  if (covering.length > 0) return covering;
  const lighter = faces.filter((face) => face.weight.max < weight);
  const heavier = faces.filter((face) => face.weight.min > weight);
  const nearest = (list: ServedFace[]) => {
    const best = Math.min(...list.map((face) => distance(face, weight)));
    return list.filter((face) => distance(face, weight) === best);
  };
  if (weight >= NORMAL_WEIGHT && weight <= MEDIUM_WEIGHT) {
    const upToMedium = heavier.filter((face) => face.weight.min <= MEDIUM_WEIGHT);
    if (upToMedium.length > 0) return nearest(upToMedium);
    if (lighter.length > 0) return nearest(lighter);
    return nearest(heavier);
  }
  const first = weight < NORMAL_WEIGHT ? lighter : heavier;
  const then = weight < NORMAL_WEIGHT ? heavier : lighter;
  return nearest(first.length > 0 ? first : then);
}

/** The files (one per subset, in declaration order) the browser uses for a family drawn at a weight and style. */
export function facesFor(family: LibraryFamily, weight: number, style: 'normal' | 'italic'): ServedFace[] {
  const sameStyle = family.faces.filter((face) => face.style === style);
  // A family without italics is drawn slanted by the browser from its upright faces.
  return matchingFaces(sameStyle.length > 0 ? sameStyle : family.faces, weight);
}

/** The files of a library family's faces asked by variation codes, limited to some subsets when given. */
export function facesForVariations(family: LibraryFamily, variations: readonly FontVariationCode[], subsets?: ReadonlySet<string>): ServedFace[] {
  const chosen = new Set<ServedFace>();
  for (const code of variations) {
    const { weight, style } = parseFontVariation(code);
    for (const face of facesFor(family, weight, style)) if (!subsets || subsets.has(face.subset)) chosen.add(face);
  }
  return family.faces.filter((face) => chosen.has(face));
}

/** A CSS string: quoted, its quotes and backslashes escaped, no line breaks. */
export function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/** One @font-face rule: WOFF2 only (every browser the viewer supports reads it), swapped in when it arrives. */
export function fontFaceRule(family: string, face: ServedFace): string {
  const weight = face.weight.min === face.weight.max ? `${face.weight.min}` : `${face.weight.min} ${face.weight.max}`;
  return [
    '@font-face {',
    `  font-family: ${cssString(family)};`,
    `  font-style: ${face.cssStyle};`,
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url(${cssString(face.url)}) format("woff2");`,
    `  unicode-range: ${face.unicodeRange};`,
    '}',
  ].join('\n');
}

/** The faces (by family) behind a list of uses: the library family itself, or the library stand-ins of a system font. */
function usedFaces(uses: readonly FontUse[], withStandIns: boolean): Map<LibraryFamily, Set<ServedFace>> {
  const index = fontLibraryIndex();
  const used = new Map<LibraryFamily, Set<ServedFace>>();
  for (const use of uses) {
    const names = [use.family, ...(withStandIns ? fontStandIns(use.family) : [])];
    for (const name of names) {
      const family = index.family(name);
      if (!family) continue;
      const faces = used.get(family) ?? new Set<ServedFace>();
      for (const face of facesFor(family, use.weight, use.style)) faces.add(face);
      used.set(family, faces);
    }
  }
  return used;
}

/**
 * The @font-face rules for the library faces in use (every subset, each with its unicode-range, so a browser fetches
 * only the files its characters need), plus the metric-compatible stand-ins of system fonts (Gelasio for Georgia, only
 * fetched where Georgia is missing). Families that are not in the library are left out.
 */
export function libraryFontFaceCss(uses: readonly FontUse[]): string {
  const rules: string[] = [];
  for (const [family, faces] of usedFaces(uses, true)) {
    for (const face of family.faces) if (faces.has(face)) rules.push(fontFaceRule(family.font.family, face));
  }
  return rules.join('\n');
}

/**
 * The WOFF2 addresses a text needs at once: for each use, the file of its face that the browser draws each of its
 * characters from (where subsets overlap, the one declared last, as the browser tries them). Stand-ins are not
 * preloaded: they are fetched only where the system font is missing.
 */
export function preloadFontFiles(uses: readonly FontUse[]): string[] {
  const index = fontLibraryIndex();
  const urls = new Set<string>();
  for (const use of uses) {
    const family = index.family(use.family);
    if (!family || !use.text) continue;
    const faces = facesFor(family, use.weight, use.style).reverse();
    for (const character of new Set(use.text)) {
      const codePoint = character.codePointAt(0);
      if (codePoint === undefined) continue;
      const face = faces.find((candidate) => rangesContain(candidate.ranges, codePoint));
      if (face) urls.add(face.url);
    }
  }
  return [...urls];
}
