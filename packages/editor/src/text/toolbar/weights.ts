import { findLibraryFont, fontVariationCodes, parseFontVariation, textToolbarConstants, type Font, type FontVariationCode } from '@folio/model';

// The weights the toolbar offers for a family (widgets-and-authoring.md §3: n1…n9 normal and i1…i9 italic): the
// faces a library family really has, the variations a project font lists, else regular and bold upright and italic.

export interface WeightOption {
  code: FontVariationCode;
  weight: number;
  style: 'normal' | 'italic';
}

const CODE = /^[ni][1-9]$/;
const isCode = (code: string): code is FontVariationCode => CODE.test(code);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The variation codes of a family, in the order the list shows them (each weight, then its italic). */
export function familyVariations(family: string, fonts: readonly Font[] = []): FontVariationCode[] {
  const library = findLibraryFont(family);
  const project = fonts.find((font) => sameName(font.css_name, family) || sameName(font.name, family));
  const known = library?.variations ?? project?.variations?.filter(isCode);
  const codes = new Set<string>(known?.length ? known : textToolbarConstants.unknownFamilyVariations);
  return fontVariationCodes.filter((code) => codes.has(code));
}

/** The variation code of a weight and style (weights between steps round to the nearer step). */
export function variationOf(weight: number, style: 'normal' | 'italic'): FontVariationCode {
  const step = Math.min(9, Math.max(1, Math.round(weight / 100)));
  return `${style === 'italic' ? 'i' : 'n'}${step}` as FontVariationCode;
}

/** The options of the weight list: the family's faces, and the current face when the family lacks it. */
export function weightOptions(family: string, fonts: readonly Font[], current?: { weight: number; style: 'normal' | 'italic' }): WeightOption[] {
  const codes = familyVariations(family, fonts);
  if (current) {
    const code = variationOf(current.weight, current.style);
    if (!codes.includes(code)) codes.push(code);
  }
  return fontVariationCodes.filter((code) => codes.includes(code)).map((code) => ({ code, ...parseFontVariation(code) }));
}

/** The face of a family nearest to a weight and style: that style's nearest weight, else the nearest of any. */
export function nearestFace(family: string, fonts: readonly Font[], wanted: { weight: number; style: 'normal' | 'italic' }): WeightOption {
  const options = weightOptions(family, fonts);
  const distance = (option: WeightOption) => Math.abs(option.weight - wanted.weight) + (option.style === wanted.style ? 0 : 1000);
  return options.reduce((best, option) => (distance(option) < distance(best) ? option : best), options[0]!);
}
