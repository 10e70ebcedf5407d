import type { LinkStyle, LinkStyleState } from '../schemas/text';
import type { BlockLook, TextLook, Typography } from './resolve';

// Resolved looks as CSS (camelCase property names, the shape of React's style objects) and link styles as a style
// sheet. Stored values reach CSS only in the shape they must have: a colour is hex, a keyword one of the spec's, a
// number finite, a family stripped of anything that could end the declaration, a class name built from escaped
// characters only.

const HEX_COLOR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i;
const FAMILY_UNSAFE = /[^\p{L}\p{N} _-]/gu;
const DECORATIONS = ['none', 'underline', 'line-through', 'underline line-through'];
const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'];
const ALIGNS = ['left', 'center', 'right', 'justify'];
const LINE_TYPES = ['solid', 'dotted', 'dashed'];
const HEX_RADIX = 16;
const BYTE = 255;

export interface TextCss {
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: number;
  fontStyle?: 'normal' | 'italic';
  lineHeight?: string;
  color?: string;
  letterSpacing?: number;
  textDecoration?: string;
  textTransform?: 'none' | 'uppercase' | 'lowercase' | 'capitalize';
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  textIndent?: number;
  paddingTop?: number;
  paddingRight?: number;
  paddingBottom?: number;
  paddingLeft?: number;
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const oneOf = <T extends string>(list: readonly string[], value: unknown): T | undefined => (typeof value === 'string' && list.includes(value) ? (value as T) : undefined);

/** A stored hex colour (RRGGBB or RRGGBBAA) at an opacity as rgba(); undefined when it is not one. */
export function cssColor(hex: unknown, opacity: unknown = 1): string | undefined {
  if (typeof hex !== 'string' || !HEX_COLOR.test(hex)) return undefined;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), HEX_RADIX));
  const alpha = (hex.length === 8 ? parseInt(hex.slice(6), HEX_RADIX) / BYTE : 1) * (finite(opacity) ?? 1);
  return `rgba(${r}, ${g}, ${b}, ${+alpha.toFixed(3)})`;
}

/** A family name with nothing that could close a quoted name or the declaration. */
export function familyName(family: unknown): string | undefined {
  if (typeof family !== 'string') return undefined;
  return family.replace(FAMILY_UNSAFE, '').trim() || undefined;
}

/**
 * The name of a family's metric-compatible fallback face: a local system font sized to the family's metrics, which
 * the viewer's server declares for the library families a project uses (docs/viewer.md "Fonts"), so text does not
 * reflow when the family arrives.
 */
export const fallbackFaceName = (family: string) => `${family} Fallback`;

/** A family, its fallback face (when one is declared), then the generic sans-serif: no font list needed. */
export function fallbackStack(family: string): string {
  return `"${family}", "${fallbackFaceName(family)}", sans-serif`;
}

const px = (value: unknown) => (finite(value) === undefined ? undefined : `${value as number}px`);

// A look's properties as CSS, in the order they are written, each value checked (or made) from the look.
const LOOK_CSS: readonly [keyof TextCss, (look: Partial<TextLook>) => unknown][] = [
  ['fontSize', (look) => finite(look.fontSize)],
  ['fontWeight', (look) => finite(look.fontWeight)],
  ['fontStyle', (look) => oneOf(['normal', 'italic'], look.fontStyle)],
  ['lineHeight', (look) => px(look.lineHeight)],
  ['color', (look) => cssColor(look.color, look.opacity)],
  ['letterSpacing', (look) => finite(look.letterSpacing)],
  ['textDecoration', (look) => oneOf(DECORATIONS, look.textDecoration)],
  ['textTransform', (look) => oneOf(TRANSFORMS, look.textTransform)],
];

/** The CSS of a run's look: every property it sets (a block's own paragraph settings are left to blockCss). */
export function lookCss(look: Partial<TextLook>, stack: (family: string) => string = fallbackStack): TextCss {
  const css: Record<string, unknown> = {};
  const family = familyName(look.fontFamily);
  if (family) css.fontFamily = stack(family);
  for (const [property, valueOf] of LOOK_CSS) {
    const value = valueOf(look);
    if (value !== undefined) css[property] = value;
  }
  return css as TextCss;
}

/** The CSS of a block: its look and its paragraph settings (align, indent, paddings). */
export function blockCss(look: BlockLook, stack?: (family: string) => string): TextCss {
  const css = lookCss(look, stack) as Record<string, unknown>;
  const values: [string, unknown][] = [
    ['textAlign', oneOf(ALIGNS, look.textAlign)],
    ['textIndent', finite(look.textIndent)],
    ['paddingTop', finite(look.paddings.top)],
    ['paddingRight', finite(look.paddings.right)],
    ['paddingBottom', finite(look.paddings.bottom)],
    ['paddingLeft', finite(look.paddings.left)],
  ];
  for (const [property, value] of values) if (value !== undefined) css[property] = value;
  return css as TextCss;
}

// ---------------------------------------------------------------------------------------------------------------
// Link styles (widgets-and-authoring.md §3 "Link style": link, hover and current states; text colour, underline
// colour, size, padding and type none / solid / dotted / dashed).

const LINK_CLASS_PREFIX = 'fo-link-';
/** The attribute a link to the page being viewed carries; its link style's current state applies. */
export const CURRENT_LINK_ATTRIBUTE = 'aria-current';

/** The class of a link style: its name with every character but ASCII letters, digits and '-' escaped, so unique. */
export function linkStyleClass(name: string): string {
  return LINK_CLASS_PREFIX + name.replace(/[^a-zA-Z0-9-]/g, (char) => `_${char.codePointAt(0)!.toString(HEX_RADIX)}_`);
}

function stateDeclarations(state: LinkStyleState | undefined, base: boolean): string[] {
  const out: string[] = [];
  const text = cssColor(state?.textColor);
  if (text) out.push(`color:${text}`);
  else if (base) out.push('color:inherit');
  if (!state) return out;
  if (state.type === 'none') out.push('text-decoration-line:none');
  else if (oneOf(LINE_TYPES, state.type)) out.push('text-decoration-line:underline', `text-decoration-style:${state.type}`);
  const line = cssColor(state.color);
  if (line) out.push(`text-decoration-color:${line}`);
  const size = finite(state.size);
  if (size !== undefined) out.push(`text-decoration-thickness:${size}px`);
  const padding = finite(state.padding);
  if (padding !== undefined) out.push(`text-underline-offset:${padding}px`);
  return out;
}

/** One link style's rules: the link, then :hover, then a link to the current page (the later wins). */
export function linkStyleCss(style: LinkStyle): string {
  const selector = `.${linkStyleClass(style.name)}`;
  const rules: [string, string[]][] = [
    [selector, stateDeclarations(style.link, true)],
    [`${selector}:hover`, stateDeclarations(style.hover, false)],
    [`${selector}[${CURRENT_LINK_ATTRIBUTE}=page]`, stateDeclarations(style.current, false)],
  ];
  return rules
    .filter(([, declarations]) => declarations.length)
    .map(([sel, declarations]) => `${sel}{${declarations.join(';')}}`)
    .join('');
}

/** The style sheet of a typography's link styles. */
export function typographyCss(typography: Typography): string {
  return typography.linkStyles.map(linkStyleCss).join('\n');
}
