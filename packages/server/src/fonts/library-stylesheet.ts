// The Google-style stylesheet call played by our own library (widgets-and-authoring.md §7: "the Google fonts css
// endpoint with family and subset parameters (22 families per request)"): GET /api/fonts/css?family=Roboto:n4,i7|
// Playfair+Display:400,700italic&subset=latin,cyrillic → the @font-face rules of those faces. docs/fonts.md has the
// mapping.
import { fontConstants, fontMessages, libraryVariations, type FontVariationCode } from '@folio/model';
import { ApiError } from '../errors';
import { facesForVariations, fontFaceRule } from './font-faces';
import { fontLibraryIndex, type LibraryFamily } from './library-index';

const TYPEKIT_CODE = /^([ni])([1-9])$/;
// Google's css v1 forms: 400, 700italic, 700i, regular, italic, bold, bolditalic (also b, i, bi, r).
const GOOGLE_CODE = /^([1-9])00(italic|i)?$/;
const GOOGLE_NAMES: Record<string, FontVariationCode> = {
  regular: 'n4',
  r: 'n4',
  italic: 'i4',
  i: 'i4',
  bold: 'n7',
  b: 'n7',
  bolditalic: 'i7',
  bi: 'i7',
};

/** One variation as Typekit or Google writes it → its code, or undefined. */
export function parseVariation(text: string): FontVariationCode | undefined {
  const value = text.trim().toLowerCase();
  const typekit = TYPEKIT_CODE.exec(value);
  if (typekit) return value as FontVariationCode;
  const google = GOOGLE_CODE.exec(value);
  if (google) return `${google[2] ? 'i' : 'n'}${google[1]}` as FontVariationCode;
  return GOOGLE_NAMES[value];
}

export interface FamilyRequest {
  family: LibraryFamily;
  variations: FontVariationCode[];
}

/**
 * The family parameter(s) → the library families and faces asked for. Several family parameters are read as one
 * list. 400 for no family, more than 22, a family that is not in the library or a style that is not a variation.
 */
export function parseFamilies(values: readonly string[]): FamilyRequest[] {
  const index = fontLibraryIndex();
  const parts = values.flatMap((value) => value.split('|')).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) throw new ApiError(400, fontMessages.familyMissing);
  if (parts.length > fontConstants.googleFamiliesPerRequest) {
    throw new ApiError(400, fontMessages.tooManyFamilies(fontConstants.googleFamiliesPerRequest), { max: fontConstants.googleFamiliesPerRequest });
  }
  const requests = new Map<LibraryFamily, FontVariationCode[]>();
  for (const part of parts) {
    const separator = part.indexOf(':');
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    const family = index.family(name);
    if (!family) throw new ApiError(400, fontMessages.unknownFamily(name), { family: name });
    const codes = separator === -1 ? [] : part.slice(separator + 1).split(',').filter((code) => code.trim());
    const variations = codes.map((code) => {
      const variation = parseVariation(code);
      if (!variation) throw new ApiError(400, fontMessages.unknownVariation(family.font.family, code.trim()));
      return variation;
    });
    requests.set(family, [...(requests.get(family) ?? []), ...variations]);
  }
  return [...requests].map(([family, variations]) => ({ family, variations: libraryVariations(family.font, variations) }));
}

/** The subset parameter → the subsets to declare (every one when absent). 400 for a subset no family has. */
export function parseSubsets(value: string | undefined): ReadonlySet<string> | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const known = fontLibraryIndex().subsets;
  const subsets = value.split(',').map((subset) => subset.trim().toLowerCase()).filter(Boolean);
  for (const subset of subsets) if (!known.has(subset)) throw new ApiError(400, fontMessages.unknownSubset(subset), { subset });
  return new Set(subsets);
}

/** The stylesheet: for each family in order, its asked faces in each asked subset, each with its unicode-range. */
export function libraryStylesheet(requests: readonly FamilyRequest[], subsets?: ReadonlySet<string>): string {
  return requests
    .flatMap(({ family, variations }) => facesForVariations(family, variations, subsets).map((face) => fontFaceRule(family.font.family, face)))
    .join('\n');
}
