import { getStyleObjectFromCSS, TEXT_TYPE_TO_FORMAT, type TextFormatType } from 'lexical';
import { inlineStyleKeys, type InlineStyle } from '@folio/model';

// A v3 inline style (widgets-and-authoring.md §3 "Inline styles") on a Lexical text node: bold (weight 700), italic,
// underline, line-through, superscript and subscript as Lexical's format flags, so its own commands (Ctrl/Cmd+B, I,
// U) work on them; everything else as CSS declarations in the node's style string, which Lexical draws as the span's
// style. Each value is written so it reads back exactly (numbers in px, colours as #RRGGBB[AA]).

const BOLD_WEIGHT = 700;
const PX = 'px';
const HEX_COLOR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i;
const OPENTYPE_SETTING = /^\s*"([a-zA-Z0-9 ]{4})"\s+(-?[\d.e+-]+)\s*$/;
// A family list written bare when nothing in it could be read another way (names, commas, paired single quotes);
// anything else is written quoted.
const BARE_FAMILY = /^[\w,.'-](?:[\w\s,.'-]*[\w,.'-])?$/;
const isBareFamily = (family: string) => BARE_FAMILY.test(family) && family.split("'").length % 2 === 1;
const STROKE = /^(\S+)px\s+#([0-9a-f]+)$/i;

/** The keys of an inline style in one fixed order (the schema's), so equal styles are equal objects. */
export { inlineStyleKeys };

/** -0 and 0 draw alike; 0 is kept, in numbers and in the records and objects of a style or block. */
export function withoutNegativeZero<T>(value: T): T {
  if (Object.is(value, -0)) return 0 as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNegativeZero(item)])) as T;
  }
  return value;
}

/** The style with its keys in the fixed order, undefined values and empty feature lists dropped. */
export function canonicalInlineStyle(style: InlineStyle): InlineStyle {
  const out: Record<string, unknown> = {};
  for (const key of inlineStyleKeys) {
    const value = style[key];
    if (value === undefined) continue;
    if ((key === 'fontFeatures' || key === 'variableAxes') && !Object.keys(value as object).length) continue;
    out[key] = withoutNegativeZero(value);
  }
  return out as InlineStyle;
}

export interface TextNodeLook {
  /** Lexical text format flags. */
  format: number;
  /** CSS declarations. */
  style: string;
}

const flag = (type: TextFormatType): number => TEXT_TYPE_TO_FORMAT[type] ?? 0;
const num = (n: number): string => String(Object.is(n, -0) ? 0 : n);
const settings = (record: Record<string, number | boolean>): string =>
  Object.entries(record)
    .map(([tag, value]) => `"${tag}" ${+value}`)
    .join(', ');

function familyCss(family: string): string {
  // Quoted as JSON: a CSS string too, for what a family holds.
  return isBareFamily(family) ? family : JSON.stringify(family);
}

/** The format flags and CSS of a text node drawing this inline style. */
export function inlineStyleToLook(style: InlineStyle): TextNodeLook {
  let format = 0;
  const css: string[] = [];
  const s = canonicalInlineStyle(style);
  if (s.letterSpacing !== undefined) css.push(`letter-spacing: ${num(s.letterSpacing)}${PX}`);
  if (s.color !== undefined) css.push(`color: #${s.color}`);
  if (s.fontFeatures) css.push(`font-feature-settings: ${settings(s.fontFeatures)}`);
  if (s.stroke) css.push(`-webkit-text-stroke: ${num(s.stroke.width)}${PX} #${s.stroke.color}`);
  if (s.fontSize !== undefined) css.push(`font-size: ${num(s.fontSize)}${PX}`);
  if (s.fontFamily !== undefined) css.push(`font-family: ${familyCss(s.fontFamily)}`);
  if (s.fontWeight === BOLD_WEIGHT) format |= flag('bold');
  else if (s.fontWeight !== undefined) css.push(`font-weight: ${s.fontWeight}`);
  if (s.fontStyle === 'italic') format |= flag('italic');
  else if (s.fontStyle !== undefined) css.push(`font-style: ${s.fontStyle}`);
  if (s.variableAxes) css.push(`font-variation-settings: ${settings(s.variableAxes)}`);
  if (s.textDecoration === 'none') css.push('text-decoration: none');
  else if (s.textDecoration !== undefined) {
    if (s.textDecoration.includes('underline')) format |= flag('underline');
    if (s.textDecoration.includes('line-through')) format |= flag('strikethrough');
  }
  if (s.textTransform !== undefined) css.push(`text-transform: ${s.textTransform}`);
  if (s.script === 'superscript') format |= flag('superscript');
  if (s.script === 'subscript') format |= flag('subscript');
  if (s.kerning !== undefined) css.push(`font-kerning: ${s.kerning ? 'normal' : 'none'}`);
  return { format, style: css.join('; ') };
}

/** Declarations of a style string by lower-case property (Lexical's parser: quotes, escapes and comments understood). */
export function parseCssDeclarations(css: string): Map<string, string> {
  return new Map(Object.entries(getStyleObjectFromCSS(css)).map(([property, value]) => [property.trim().toLowerCase(), value.trim()]));
}

function pxValue(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.endsWith(PX) ? value.slice(0, -PX.length) : value);
  return value.trim() && Number.isFinite(n) ? n : undefined;
}

function hexValue(value: string | undefined): string | undefined {
  const hex = value?.startsWith('#') ? value.slice(1) : undefined;
  return hex !== undefined && HEX_COLOR.test(hex) ? hex : undefined;
}

function settingsValue<V>(value: string | undefined, read: (n: number) => V): Record<string, V> | undefined {
  if (!value) return undefined;
  const out: Record<string, V> = {};
  for (const part of value.split(',')) {
    const match = OPENTYPE_SETTING.exec(part);
    const n = match ? Number(match[2]) : NaN;
    if (match && Number.isFinite(n)) out[match[1]!] = read(n);
  }
  return Object.keys(out).length ? out : undefined;
}

function familyValue(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string' && parsed) return parsed;
    } catch {
      // Not ours: a family list such as "Open Sans", serif, taken as written.
    }
  }
  return value;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** The inline style a text node draws: its format flags and the declarations of its style string. */
export function lookToInlineStyle(look: TextNodeLook): InlineStyle {
  const css = parseCssDeclarations(look.style);
  const has = (type: TextFormatType) => (look.format & flag(type)) !== 0;
  const stroke = STROKE.exec(css.get('-webkit-text-stroke') ?? '');
  const strokeWidth = stroke ? pxValue(stroke[1]) : undefined;
  const strokeColor = stroke ? hexValue(`#${stroke[2]}`) : undefined;
  const weight = Number(css.get('font-weight'));
  const underline = has('underline');
  const lineThrough = has('strikethrough');
  const kerning = css.get('font-kerning');
  const transformFlag = has('uppercase') ? 'uppercase' : has('lowercase') ? 'lowercase' : has('capitalize') ? 'capitalize' : undefined;
  return canonicalInlineStyle({
    letterSpacing: pxValue(css.get('letter-spacing')),
    color: hexValue(css.get('color')),
    fontFeatures: settingsValue(css.get('font-feature-settings'), (n) => n !== 0),
    stroke: strokeWidth !== undefined && strokeColor !== undefined ? { width: strokeWidth, color: strokeColor } : undefined,
    fontSize: pxValue(css.get('font-size')),
    fontFamily: familyValue(css.get('font-family')),
    fontWeight: has('bold') ? BOLD_WEIGHT : Number.isInteger(weight) && weight > 0 ? weight : undefined,
    fontStyle: has('italic') ? 'italic' : oneOf(css.get('font-style'), ['normal', 'italic']),
    variableAxes: settingsValue(css.get('font-variation-settings'), (n) => n),
    textDecoration:
      underline && lineThrough ? 'underline line-through' : underline ? 'underline' : lineThrough ? 'line-through' : oneOf(css.get('text-decoration'), ['none']),
    textTransform: oneOf(css.get('text-transform'), ['none', 'uppercase', 'lowercase', 'capitalize']) ?? transformFlag,
    script: has('superscript') ? 'superscript' : has('subscript') ? 'subscript' : undefined,
    kerning: kerning === 'normal' ? true : kerning === 'none' ? false : undefined,
  });
}
