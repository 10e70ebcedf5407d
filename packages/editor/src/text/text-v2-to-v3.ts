import { classifyLink, styleEntriesOfRuns, textConstants, type InlineStyle, type LinkEntity, type StyleRange, type TextBlock } from '@folio/model';
import { canonicalInlineStyle, parseCssDeclarations } from './inline-style-css';
import { tokenizeHtml } from './html-tokens';
import { normalizeTextV3, type BlockData, type NormalTextV3 } from './text-v3-content';

// Text v2 → v3 (widgets-and-authoring.md §3): a v2 widget's sanitized HTML becomes blocks when it is first edited.
// Kept: paragraphs; headings h1–h6 (text styles H1–H6); bold, italic, underline, strike-through, superscript and
// subscript tags; links (a href, target); nested ul/ol lists; text-align and a px line height of a block; and the
// inline CSS the sanitizer lets through where it has an exact v3 inline style (colour in hex or rgb, size,
// weight, style, family, letter spacing in px, decoration, transform). Anything else is dropped, its text kept.
// Whitespace collapses as the browser drew it. A <br> outside a list item starts a new block with the same block
// data (the v3 view draws a line per block); inside a list item it is a line break in the item's text.

// The sanitized subset's blocks, and other block elements older markup may hold: each starts a block.
const BLOCK_TAGS = new Set(['p', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'div', 'section', 'article', 'header', 'footer', 'pre', 'table', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'address', 'hr']);
const LIST_TAGS = new Set(['ul', 'ol']);
const HEADING = /^h([1-6])$/;
const COLLAPSIBLE = /[ \t\n\r\f]+/g;
const PX_LENGTH = /^(-?\d+(?:\.\d+)?)(?:px)?$/i;
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i;
const BOLD_WEIGHT = 700;
const NORMAL_WEIGHT = 400;
const BYTE = 255;
const HEX = 16;
const ALIGNS = ['left', 'center', 'right', 'justify'] as const;

const TAG_STYLES: Record<string, InlineStyle> = {
  b: { fontWeight: BOLD_WEIGHT },
  strong: { fontWeight: BOLD_WEIGHT },
  i: { fontStyle: 'italic' },
  em: { fontStyle: 'italic' },
  u: { textDecoration: 'underline' },
  s: { textDecoration: 'line-through' },
  sub: { script: 'subscript' },
  sup: { script: 'superscript' },
};

const hex2 = (n: number) => Math.min(BYTE, Math.max(0, Math.round(n))).toString(HEX).padStart(2, '0');

function cssColor(value: string): string | undefined {
  const hex = HEX_COLOR.exec(value)?.[1];
  if (hex) return (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toLowerCase();
  const rgb = RGB_COLOR.exec(value);
  if (!rgb) return undefined;
  const alpha = rgb[4] === undefined ? '' : hex2(Math.min(1, Number(rgb[4])) * BYTE);
  return `${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}${alpha === 'ff' ? '' : alpha}`;
}

function px(value: string | undefined): number | undefined {
  const match = value ? PX_LENGTH.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

/** Two decorations together make 'underline line-through'. */
function withDecoration(current: InlineStyle['textDecoration'], added: InlineStyle['textDecoration']): InlineStyle['textDecoration'] {
  if (!current || current === 'none' || added === 'none' || current === added) return added;
  return 'underline line-through';
}

function cssInlineStyle(css: Map<string, string>): InlineStyle {
  const weight = css.get('font-weight')?.toLowerCase();
  const decoration = css.get('text-decoration')?.toLowerCase();
  const underline = decoration?.includes('underline');
  const lineThrough = decoration?.includes('line-through');
  const transform = css.get('text-transform')?.toLowerCase();
  const fontStyle = css.get('font-style')?.toLowerCase();
  const color = css.get('color');
  const size = px(css.get('font-size'));
  return {
    color: color ? cssColor(color) : undefined,
    fontSize: size !== undefined && size > 0 ? size : undefined,
    fontWeight: weight === 'bold' ? BOLD_WEIGHT : weight === 'normal' ? NORMAL_WEIGHT : weight && /^[1-9]00$/.test(weight) ? Number(weight) : undefined,
    fontStyle: fontStyle === 'italic' || fontStyle === 'oblique' ? 'italic' : fontStyle === 'normal' ? 'normal' : undefined,
    fontFamily: css.get('font-family') || undefined,
    letterSpacing: px(css.get('letter-spacing')),
    textDecoration: underline && lineThrough ? 'underline line-through' : underline ? 'underline' : lineThrough ? 'line-through' : decoration === 'none' ? 'none' : undefined,
    textTransform: transform === 'none' || transform === 'uppercase' || transform === 'lowercase' || transform === 'capitalize' ? transform : undefined,
  };
}

function mergeStyle(base: InlineStyle, added: InlineStyle): InlineStyle {
  const out: InlineStyle = { ...base };
  for (const [key, value] of Object.entries(added) as [keyof InlineStyle, never][]) {
    if (value === undefined) continue;
    out[key] = key === 'textDecoration' ? (withDecoration(base.textDecoration, value) as never) : value;
  }
  return out;
}

function blockCss(css: Map<string, string>): BlockData {
  const align = ALIGNS.find((item) => item === css.get('text-align')?.toLowerCase());
  const lineHeight = px(css.get('line-height'));
  const data: BlockData = {};
  if (align) data.align = align;
  if (lineHeight !== undefined && lineHeight >= textConstants.minLineHeight) data.lineHeight = lineHeight;
  return data;
}

interface Frame {
  name: string;
  style: InlineStyle;
  link?: string;
  /** Block data a block tag gives the text in it. */
  block?: BlockData;
  list?: ListType;
}

type ListType = 'ordered-list-item' | 'unordered-list-item';

interface Context {
  data: BlockData;
  type?: ListType;
  depth: number;
}

interface Building {
  block: TextBlock;
  data: BlockData;
  ranges: StyleRange[];
}

/** The block data, list kind and depth the open tags give new text: inner tags win, lists count for depth. */
function contextOf(stack: readonly Frame[]): Context {
  const lists = stack.filter((frame) => frame.list);
  const data: BlockData = {};
  for (const frame of stack) Object.assign(data, frame.block);
  return { data, type: lists.at(-1)?.list, depth: Math.max(0, lists.length - 1) };
}

/** Text v3 content of a v2 widget's HTML. */
export function textV2ToV3(html: string): NormalTextV3 {
  const blocks: Building[] = [];
  const entityMap: Record<string, LinkEntity> = {};
  const stack: Frame[] = [];
  let current: Building | undefined;

  const endBlock = () => {
    if (!current) return;
    // Trailing spaces are not drawn; nor is a list item's last line break.
    const text = current.block.text.replace(/ +$/, '');
    current.block.text = current.block.type && text.endsWith('\n') ? text.slice(0, -1) : text;
    const { length } = current.block.text;
    const clip = <R extends { offset: number; length: number }>(items: R[]) =>
      items.map((item) => ({ ...item, length: Math.min(item.length, length - item.offset) })).filter((item) => item.length > 0);
    current.ranges = clip(current.ranges);
    current.block.entityRanges = clip(current.block.entityRanges);
    current = undefined;
  };
  const startBlock = (): Building => {
    endBlock();
    const context = contextOf(stack);
    const block: TextBlock = { key: `b${blocks.length.toString(36)}`, text: '', depth: context.depth, entityRanges: [] };
    if (context.type) block.type = context.type;
    const building: Building = { block, data: context.data, ranges: [] };
    blocks.push(building);
    current = building;
    return building;
  };
  const addText = (raw: string) => {
    let text = raw.replace(COLLAPSIBLE, ' ');
    const previous = current?.block.text ?? '';
    if (!previous || previous.endsWith(' ') || previous.endsWith('\n')) text = text.replace(/^ /, '');
    if (!text) return;
    const target = current ?? startBlock();
    const offset = target.block.text.length;
    target.block.text += text;
    const top = stack.at(-1);
    const style = canonicalInlineStyle(top?.style ?? {});
    if (Object.keys(style).length) target.ranges.push({ offset, length: text.length, style });
    if (top?.link) target.block.entityRanges.push({ offset, length: text.length, key: top.link });
  };
  const lineBreak = () => {
    if (contextOf(stack).type) {
      const target = current ?? startBlock();
      target.block.text = `${target.block.text.replace(/ +$/, '')}\n`;
    } else if (current) {
      // The next text starts a new line, a block of its own; a break that ends a block draws nothing.
      endBlock();
    } else {
      // A break with nothing before it on its line: an empty line.
      startBlock();
      endBlock();
    }
  };

  for (const token of tokenizeHtml(html)) {
    if (token.kind === 'text') {
      addText(token.text);
      continue;
    }
    const { name } = token;
    if (token.kind === 'end') {
      const at = stack.findLastIndex((frame) => frame.name === name);
      if (at === -1) continue;
      if (stack.slice(at).some((frame) => frame.block || frame.list)) endBlock();
      stack.length = at;
      continue;
    }
    if (name === 'br') {
      lineBreak();
      continue;
    }
    const css = parseCssDeclarations(token.attributes.style ?? '');
    const parent = stack.at(-1);
    const frame: Frame = { name, style: mergeStyle(mergeStyle(parent?.style ?? {}, TAG_STYLES[name] ?? {}), cssInlineStyle(css)), link: parent?.link };
    if (name === 'a' && token.attributes.href?.trim()) {
      const url = token.attributes.href.trim();
      const key = String(Object.keys(entityMap).length);
      entityMap[key] = { url, target: token.attributes.target === '_blank' ? '_blank' : '_self', type: linkType(url) };
      frame.link = key;
    }
    if (LIST_TAGS.has(name)) frame.list = name === 'ol' ? 'ordered-list-item' : 'unordered-list-item';
    else if (BLOCK_TAGS.has(name)) {
      frame.block = blockCss(css);
      const heading = HEADING.exec(name);
      if (heading) frame.block.textStyle = `H${heading[1]}`;
    }
    if (frame.list || frame.block) endBlock();
    if (!token.selfClosing) stack.push(frame);
  }
  endBlock();
  return normalizeTextV3({
    blocks: blocks.map(({ block }) => block),
    styles: blocks.flatMap(({ block, ranges }) => styleEntriesOfRuns(block.key, ranges)),
    entityMap,
    blocksMeta: blocks.map(({ block, data }) => ({ key: block.key, data })),
  });
}

function linkType(url: string): LinkEntity['type'] {
  const kind = classifyLink(url).kind;
  return kind === 'mailto' ? 'Email' : kind === 'tel' ? 'Phone' : 'URL';
}
