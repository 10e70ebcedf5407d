import { textConstants } from '../constants';
import type { BlockMeta, InlineStyle, LinkStyle, ListStyle, TextStyle } from '../schemas/text';
import { blockStyleRuns } from '../text-style-runs';
import { baseLinkStyles, baseListStyles, baseTextStyles, DEFAULT_LINK_STYLE_NAME, DEFAULT_LIST_STYLE_NAME } from './defaults';

// How a text v3 block looks (widgets-and-authoring.md §3 "Text widget version 3", "Text style", "Inline styles"):
// its named text style, then its block data, then the inline style of each run. Pure and zod-free: the viewer, the
// editor canvas and the server (fonts to preload) share it.
//
// A block's textStyle names a text style, looked up in the project's list first, then the mag's global list, then
// the defaults of §3. A name found nowhere (or none) draws in the default text font (§3: Roboto 18 / 26, 400). A
// list item (a block with a listStyle, or of a list type) takes the text style its list style names when it has
// none of its own: the block's own choice is the more specific one.

export interface Typography {
  textStyles: readonly TextStyle[];
  linkStyles: readonly LinkStyle[];
  listStyles: readonly ListStyle[];
  /**
   * The CSS font-family value of a family. Unset: the family, its metric-compatible fallback face, then sans-serif
   * (fallbackStack in text-css.ts), which needs no font list; the editor passes the library's fontStack.
   */
  fontStack?: (family: string) => string;
}

/** The named styles of a project that saved none: the defaults of widgets-and-authoring.md §3. */
export const defaultTypography: Typography = Object.freeze({ textStyles: baseTextStyles, linkStyles: baseLinkStyles, listStyles: baseListStyles });

/** The fields of a mag that carry its named styles (viewer-and-project.md §3; list_styles is ours). */
export interface TypographySource {
  textStyles?: { project?: readonly TextStyle[] | undefined; global?: readonly TextStyle[] | undefined } | undefined;
  edit_params?: { link_styles?: readonly LinkStyle[] | undefined } | undefined;
  list_styles?: readonly ListStyle[] | undefined;
}

/** Lists joined in order of precedence; the first style of a name wins. */
function byPrecedence<T extends { name: string }>(...lists: (readonly T[] | undefined)[]): readonly T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const style of list as readonly T[]) {
      if (!style || typeof style.name !== 'string' || seen.has(style.name)) continue;
      seen.add(style.name);
      out.push(style);
    }
  }
  return out;
}

/** A mag's typography: its project styles first, then its global text styles, then the defaults of §3. */
export function projectTypography(mag: TypographySource | null | undefined): Typography {
  return {
    textStyles: byPrecedence(mag?.textStyles?.project, mag?.textStyles?.global, baseTextStyles),
    linkStyles: byPrecedence(mag?.edit_params?.link_styles, baseLinkStyles),
    listStyles: byPrecedence(mag?.list_styles, baseListStyles),
  };
}

const named = <T extends { name: string }>(list: readonly T[], name: string | undefined): T | undefined =>
  name === undefined ? undefined : list.find((style) => style.name === name);

export type TextTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export type FontStyleName = 'normal' | 'italic';

/** The type of a run of characters, all fields resolved except the optional ones. */
export interface TextLook {
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  fontStyle: FontStyleName;
  lineHeight: number;
  /** Hex RRGGBB or RRGGBBAA, no '#'; drawn at `opacity`. Unset: the text box's colour. */
  color?: string;
  opacity?: number;
  letterSpacing?: number;
  textDecoration?: string;
  textTransform?: string;
}

export interface BlockPaddings {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** One block's look: the type of its characters before inline styles, and its paragraph settings. */
export interface BlockLook extends TextLook {
  tag: TextTag;
  /** The text style that applied, if any was found. */
  styleName?: string;
  textAlign?: TextAlign;
  textIndent?: number;
  paddings: BlockPaddings;
}

/** widgets-and-authoring.md §3: "Default text: size 18, line height 26, font Roboto, weight 400". */
export const baseTextLook: Readonly<TextLook> = Object.freeze({
  fontFamily: textConstants.defaultFontFamily,
  fontSize: textConstants.defaultFontSize,
  fontWeight: textConstants.defaultFontWeight,
  fontStyle: 'normal',
  lineHeight: textConstants.defaultLineHeight,
});

type BlockData = BlockMeta['data'];
type BlockType = 'unstyled' | 'unordered-list-item' | 'ordered-list-item' | undefined;

const isListBlock = (type: BlockType, data: BlockData) => type === 'unordered-list-item' || type === 'ordered-list-item' || data.listStyle !== undefined;

/** The list style of a list item: the one its listStyle names, else 'List item'. */
export function blockListStyle(typography: Typography, data: BlockData): ListStyle | undefined {
  return named(typography.listStyles, data.listStyle ?? DEFAULT_LIST_STYLE_NAME) ?? named(typography.listStyles, DEFAULT_LIST_STYLE_NAME);
}

/** The text style a block draws with, if its name is found. */
export function blockTextStyle(typography: Typography, data: BlockData, type?: BlockType): TextStyle | undefined {
  const name = data.textStyle ?? (isListBlock(type, data) ? blockListStyle(typography, data)?.textStyle : undefined);
  return named(typography.textStyles, name);
}

const HEADING_TAGS: readonly string[] = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Copies onto `look` the values `from` gives (not undefined) for some keys. */
function defined<T extends object>(look: T, from: object, keys: readonly string[]): T {
  for (const key of keys) {
    const value = (from as Record<string, unknown>)[key];
    if (value !== undefined) (look as Record<string, unknown>)[key] = value;
  }
  return look;
}

// The type a named style and an inline style both set, under the same names.
const TYPE_KEYS = ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'color', 'opacity', 'letterSpacing', 'textTransform'];
const RUN_KEYS = [...TYPE_KEYS, 'lineHeight', 'textDecoration'];
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const cssPadding = { top: 'paddingTop', right: 'paddingRight', bottom: 'paddingBottom', left: 'paddingLeft' } as const;

/** A block's look: its named style over the default text, then its block data (line height, align, indent, paddings). */
export function resolveBlockLook(typography: Typography, data: BlockData = {}, type?: BlockType): BlockLook {
  const style = blockTextStyle(typography, data, type);
  const css = style?.cssProperties ?? {};
  const tag = style?.tag !== undefined && HEADING_TAGS.includes(style.tag) ? style.tag : 'p';
  const look = defined<BlockLook>({ ...baseTextLook, tag, paddings: {} }, css, TYPE_KEYS);
  if (style) look.styleName = style.name;
  // §3: line height is block data, and the block's own wins over its style's; so do its align and paddings.
  look.lineHeight = data.lineHeight ?? css.lineHeight ?? look.lineHeight;
  defined(look, { textDecoration: css.textDecorationLine, textAlign: data.align ?? css.textAlign, textIndent: data.textIndent }, ['textDecoration', 'textAlign', 'textIndent']);
  for (const side of SIDES) defined(look.paddings, { [side]: data.paddings?.[side] ?? css[cssPadding[side]] }, [side]);
  return look;
}

/** The look of a run: the block's, with the run's inline style over it (the inline style wins). */
export function resolveRunLook(block: TextLook, inline: InlineStyle | undefined): TextLook {
  const look = defined({} as TextLook, block, RUN_KEYS);
  if (!inline) return look;
  defined(look, inline, RUN_KEYS);
  // An inline colour is the author's whole choice, alpha included: the style's opacity does not dim it.
  if (inline.color !== undefined) delete look.opacity;
  return look;
}

/** The link style a link entity draws with: the one it names, else 'default'. */
export function linkStyleOf(typography: Typography, name: string | undefined): LinkStyle | undefined {
  return named(typography.linkStyles, name) ?? named(typography.linkStyles, DEFAULT_LINK_STYLE_NAME);
}

/** A face of a family a text draws with, and the characters drawn in it (to pick unicode-range subsets). */
export interface TextFontUse {
  family: string;
  weight: number;
  style: FontStyleName;
  text: string;
}

/** The fields of a text widget textFontUses reads (a v3 text; a v2 text's HTML). */
export interface TextFontSource {
  type?: string;
  version?: number;
  text?: unknown;
  blocks?: readonly { key: string; text: string; type?: BlockType }[] | undefined;
  blocksMeta?: readonly { key: string; data: BlockData }[] | undefined;
  styles?: Parameters<typeof blockStyleRuns>[0];
}

// An ordered list's markers are digits and a full stop, drawn in the item's face.
const ORDERED_MARKER_TEXT = '0123456789.';
const HTML_TAG = /<[^>]*>/g;

/**
 * Every face a text widget draws with and its characters, one entry per family, weight and style (characters
 * once each, in order of first use). A v2 text draws its HTML in the default text font.
 */
export function textFontUses(widget: TextFontSource, typography: Typography = defaultTypography): TextFontUse[] {
  const uses = new Map<string, TextFontUse>();
  const add = (look: Pick<TextLook, 'fontFamily' | 'fontWeight' | 'fontStyle'>, text: string) => {
    if (!text) return;
    const id = `${look.fontFamily}\n${look.fontWeight}\n${look.fontStyle}`;
    let use = uses.get(id);
    if (!use) uses.set(id, (use = { family: look.fontFamily, weight: look.fontWeight, style: look.fontStyle, text: '' }));
    for (const char of text) if (!use.text.includes(char)) use.text += char;
  };
  if (widget.version === 2) {
    if (typeof widget.text === 'string') add(baseTextLook, widget.text.replace(HTML_TAG, ''));
    return [...uses.values()];
  }
  const meta = new Map((widget.blocksMeta ?? []).map((item) => [item.key, item.data]));
  for (const block of widget.blocks ?? []) {
    if (typeof block?.text !== 'string') continue;
    const data = meta.get(block.key) ?? {};
    const look = resolveBlockLook(typography, data, block.type);
    if (block.type === 'ordered-list-item') add(look, ORDERED_MARKER_TEXT);
    let at = 0;
    for (const run of blockStyleRuns(widget.styles, block.key)) {
      add(look, block.text.slice(at, run.offset));
      add(resolveRunLook(look, run.style), block.text.slice(run.offset, run.offset + run.length));
      at = Math.max(at, run.offset + run.length);
    }
    add(look, block.text.slice(at));
  }
  return [...uses.values()];
}
