import {
  blockStyleRuns,
  minifyStyleRanges,
  styleEntriesOfRuns,
  type BlockMeta,
  type InlineStyle,
  type LinkEntity,
  type StoredTextStyles,
  type StyleRange,
  type TextBlock,
  type TextStyleEntry,
  type TextV3,
} from '@folio/model';
import { canonicalInlineStyle, withoutNegativeZero } from './inline-style-css';

// The part of a text v3 widget the text editor changes (widgets-and-authoring.md §3 "Text widget version 3"): the
// blocks, their inline styles, link entities and block data. The box's fields (bgColor, columns, verticalAlign,
// autosize, textDirection) are the widget's and stay as they are.
//
// The normal form is what the editor writes, and what reading a document into Lexical and writing it back gives
// unchanged. It draws in the viewer as the document did (widgets/src/text/text-v3-view.tsx): overlapping style
// ranges are flattened the way the view merges them (later ranges win), and a character in two links belongs to the
// first, as there.

/** The content as stored or given: styles in the typed form or the older whole-style form (text-style-runs.ts). */
export type TextV3Content = Pick<TextV3, 'blocks' | 'entityMap' | 'blocksMeta'> & { styles?: StoredTextStyles | undefined };
export type BlockData = BlockMeta['data'];

export interface NormalTextV3 {
  blocks: TextBlock[];
  /**
   * One entry per block with styled text and inline style key, in block order then the keys' order; ranges minified
   * (widgets-and-authoring.md §3 "styles: key, type, inline styles (minified form)").
   */
  styles: TextStyleEntry[];
  /** The entities that ranges use. */
  entityMap: Record<string, LinkEntity>;
  /** One entry per block with data, in block order. */
  blocksMeta: BlockMeta[];
}

export const isListBlock = (block: Pick<TextBlock, 'type'>): boolean =>
  block.type === 'ordered-list-item' || block.type === 'unordered-list-item';

const LINE_BREAK = '\n';
const PADDING_SIDES = ['left', 'right', 'top', 'bottom'] as const;

/** Block data with keys in a fixed order and nothing empty; undefined when nothing is left. */
export function canonicalBlockData(data: BlockData, { list }: { list: boolean }): BlockData | undefined {
  const out: BlockData = {};
  if (data.textStyle) out.textStyle = data.textStyle;
  // A listStyle draws a list (the view's rule), so only list items keep one.
  if (data.listStyle && list) out.listStyle = data.listStyle;
  if (data.align) out.align = data.align;
  if (data.lineHeight !== undefined) out.lineHeight = data.lineHeight;
  if (data.textIndent !== undefined) out.textIndent = data.textIndent;
  const paddings: NonNullable<BlockData['paddings']> = {};
  for (const side of PADDING_SIDES) if (data.paddings?.[side] !== undefined) paddings[side] = data.paddings[side];
  if (Object.keys(paddings).length) out.paddings = paddings;
  return Object.keys(out).length ? withoutNegativeZero(out) : undefined;
}

/** A link entity with keys in a fixed order and undefined values dropped. */
export function canonicalLinkEntity(entity: LinkEntity): LinkEntity {
  const ordered: Record<string, unknown> = {
    url: entity.url,
    target: entity.target === '_blank' ? '_blank' : '_self',
    type: entity.type,
    linkStyle: entity.linkStyle,
    anchorPosition: entity.anchorPosition,
    pageNum: entity.pageNum,
    pageUri: entity.pageUri,
    pageId: entity.pageId,
    id: entity.id,
  };
  for (const key of Object.keys(ordered)) if (ordered[key] === undefined) delete ordered[key];
  return withoutNegativeZero(ordered) as LinkEntity;
}

interface Span {
  offset: number;
  length: number;
}
const inBlock = (range: Span, length: number) =>
  Number.isInteger(range.offset) && Number.isInteger(range.length) && range.offset >= 0 && range.length > 0 && range.offset < length;
const clip = <R extends Span>(range: R, length: number): R => ({ ...range, length: Math.min(range.length, length - range.offset) });

/** Runs of one style per character as the view merges them: every range over a character, later ones winning. */
export function flattenStyleRanges(text: string, ranges: readonly StyleRange[]): StyleRange[] {
  const kept = ranges.filter((range) => inBlock(range, text.length)).map((range) => clip(range, text.length));
  const cuts = new Set([0, text.length]);
  for (const { offset, length } of kept) cuts.add(offset).add(offset + length);
  for (let i = text.indexOf(LINE_BREAK); i !== -1; i = text.indexOf(LINE_BREAK, i + 1)) cuts.add(i).add(i + 1);
  const points = [...cuts].sort((a, b) => a - b);
  const runs: StyleRange[] = [];
  for (let i = 1; i < points.length; i++) {
    const start = points[i - 1]!;
    // A line break is drawn by a Lexical node that holds no style.
    if (text[start] === LINE_BREAK) continue;
    const covering = kept.filter((range) => range.offset <= start && start < range.offset + range.length);
    const style = canonicalInlineStyle(Object.assign({}, ...covering.map((range) => range.style)) as InlineStyle);
    if (Object.keys(style).length) runs.push({ offset: start, length: points[i]! - start, style });
  }
  return minifyStyleRanges(runs);
}

/**
 * Entity ranges that do not overlap, touching ones of one entity merged. A character belongs to the first range over
 * it, as in the view; when that range names no entity, the character is in no link.
 */
export function flattenEntityRanges(text: string, ranges: TextBlock['entityRanges'], entities: Record<string, unknown>): TextBlock['entityRanges'] {
  const kept = ranges.filter((range) => inBlock(range, text.length)).map((range) => clip(range, text.length));
  const owner: (string | undefined)[] = Array.from({ length: text.length });
  for (const range of kept) {
    for (let i = range.offset; i < range.offset + range.length; i++) owner[i] ??= range.key;
  }
  const out: TextBlock['entityRanges'] = [];
  for (let i = 0; i < owner.length; i++) {
    const key = owner[i];
    if (key === undefined || !Object.hasOwn(entities, key)) continue;
    const last = out.at(-1);
    if (last && last.key === key && last.offset + last.length === i) last.length += 1;
    else out.push({ offset: i, length: 1, key });
  }
  return out;
}

/** A fresh key not in `used` (which it joins), counting up from a prefix. */
export function freshKey(used: Set<string>, prefix: string): string {
  for (let n = used.size; ; n++) {
    const key = `${prefix}${n.toString(36)}`;
    if (!used.has(key)) {
      used.add(key);
      return key;
    }
  }
}

/** The normal form of a text v3 document's content (see the top of this file). */
export function normalizeTextV3(content: TextV3Content): NormalTextV3 {
  const entityMap = content.entityMap ?? {};
  const metaByKey = new Map((content.blocksMeta ?? []).map((item) => [item.key, item.data]));
  const usedKeys = new Set((content.blocks ?? []).map((block) => block.key));
  const seen = new Set<string>();
  const out: NormalTextV3 = { blocks: [], styles: [], entityMap: {}, blocksMeta: [] };
  for (const source of content.blocks ?? []) {
    // The view gives blocks sharing a key the same data and styles; a copy gets a key of its own.
    const key = seen.has(source.key) ? freshKey(usedKeys, 'b') : source.key;
    seen.add(key);
    const data = metaByKey.get(source.key) ?? {};
    const type = isListBlock(source) ? source.type : data.listStyle ? 'unordered-list-item' : undefined;
    const entityRanges = flattenEntityRanges(source.text, source.entityRanges ?? [], entityMap);
    const block: TextBlock = { key, text: source.text, depth: Math.max(0, source.depth ?? 0), entityRanges };
    if (type) block.type = type;
    out.blocks.push(block);
    for (const range of entityRanges) out.entityMap[range.key] ??= canonicalLinkEntity(entityMap[range.key]!);
    out.styles.push(...styleEntriesOfRuns(key, flattenStyleRanges(source.text, blockStyleRuns(content.styles, source.key))));
    const kept = canonicalBlockData(data, { list: type !== undefined });
    if (kept) out.blocksMeta.push({ key, data: kept });
  }
  return out;
}
