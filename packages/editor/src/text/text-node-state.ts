import { $getState, $setState, createState, type LexicalNode } from 'lexical';
import type { BlockMeta, LinkEntity, Paddings } from '@folio/model';

// What text v3 keeps that Lexical's own nodes have no field for, attached to the nodes as Lexical node state (it
// travels with the node through edits and is serialized under "$" in Lexical's JSON). Blocks: their key, block data
// and, outside lists, their depth. Links: their entity key and the entity's fields beside url and target.

type BlockData = BlockMeta['data'];
/**
 * A link entity as stored, less its target (the LinkNode's own). The LinkNode's url shows the entity's url; the
 * stored one tells an absent url from an empty one, and is replaced when the LinkNode's url is changed.
 */
export type LinkEntityExtras = Omit<LinkEntity, 'target'>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function parsePaddings(value: unknown): Paddings | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const source = value as Record<string, unknown>;
  const out: Paddings = {};
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const n = finite(source[side]);
    if (n !== undefined) out[side] = n;
  }
  return Object.keys(out).length ? out : undefined;
}

function parseLinkExtras(value: unknown): LinkEntityExtras | undefined {
  if (!value || typeof value !== 'object' || typeof (value as LinkEntityExtras).type !== 'string') return undefined;
  return value as LinkEntityExtras;
}

// A copied node (a block split by Enter) is a new block: it gets a key of its own when the text is saved.
const blockKeyState = createState('folioKey', { parse: text, resetOnCopyNode: true });
const textStyleState = createState('folioTextStyle', { parse: text });
const listStyleState = createState('folioListStyle', { parse: text });
const depthState = createState('folioDepth', { parse: (value) => finite(value) ?? 0 });
const lineHeightState = createState('folioLineHeight', { parse: finite });
const textIndentState = createState('folioTextIndent', { parse: finite });
const paddingsState = createState('folioPaddings', { parse: parsePaddings, isEqual: sameJson });
const entityKeyState = createState('folioEntity', { parse: text, resetOnCopyNode: true });
const linkExtrasState = createState('folioLink', { parse: parseLinkExtras, isEqual: sameJson });

/** What a block node carries of its v3 block (align is the element's own format). */
export interface BlockState {
  key: string;
  /** Depth of a block outside lists (kept as stored; list items take theirs from their nesting). */
  depth: number;
  data: Omit<BlockData, 'align'>;
}

export function $getBlockState(node: LexicalNode): BlockState {
  const data: BlockState['data'] = {};
  const textStyle = $getState(node, textStyleState);
  const listStyle = $getState(node, listStyleState);
  const lineHeight = $getState(node, lineHeightState);
  const textIndent = $getState(node, textIndentState);
  const paddings = $getState(node, paddingsState);
  if (textStyle) data.textStyle = textStyle;
  if (listStyle) data.listStyle = listStyle;
  if (lineHeight !== undefined) data.lineHeight = lineHeight;
  if (textIndent !== undefined) data.textIndent = textIndent;
  if (paddings) data.paddings = paddings;
  return { key: $getState(node, blockKeyState), depth: $getState(node, depthState), data };
}

export function $setBlockState(node: LexicalNode, state: Partial<BlockState>): void {
  if (state.key !== undefined) $setState(node, blockKeyState, state.key);
  if (state.depth !== undefined) $setState(node, depthState, state.depth);
  const { data } = state;
  if (!data) return;
  $setState(node, textStyleState, data.textStyle ?? '');
  $setState(node, listStyleState, data.listStyle ?? '');
  $setState(node, lineHeightState, data.lineHeight);
  $setState(node, textIndentState, data.textIndent);
  $setState(node, paddingsState, parsePaddings(data.paddings));
}

/** Changes one block's line height (undefined: the text style's). */
export function $setBlockLineHeight(node: LexicalNode, lineHeight: number | undefined): void {
  $setState(node, lineHeightState, lineHeight);
}

/** Changes one block's text style name (undefined: none). */
export function $setNodeTextStyle(node: LexicalNode, textStyle: string | undefined): void {
  $setState(node, textStyleState, textStyle ?? '');
}

/** Changes one block's paddings (undefined: none). */
export function $setNodePaddings(node: LexicalNode, paddings: Paddings | undefined): void {
  $setState(node, paddingsState, parsePaddings(paddings));
}

/** Changes one block's first-line indent (undefined: none). */
export function $setBlockTextIndent(node: LexicalNode, textIndent: number | undefined): void {
  $setState(node, textIndentState, textIndent);
}

export function $getLinkState(node: LexicalNode): { key: string; extras: LinkEntityExtras | undefined } {
  return { key: $getState(node, entityKeyState), extras: $getState(node, linkExtrasState) };
}

export function $setLinkState(node: LexicalNode, key: string, extras: LinkEntityExtras | undefined): void {
  $setState(node, entityKeyState, key);
  $setState(node, linkExtrasState, extras);
}

/** Whether a node carries any block data. */
export function $hasBlockState(node: LexicalNode): boolean {
  return Object.keys($getBlockState(node).data).length > 0;
}

/** Removes a node's block data (its key stays). */
export function $clearBlockState(node: LexicalNode): void {
  $setBlockState(node, { depth: 0, data: {} });
}
