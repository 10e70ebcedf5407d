import {
  $createParagraphNode,
  $createTextNode,
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type NodeKey,
  type PointType,
  type RangeSelection,
  type TextNode,
} from 'lexical';
import { $createLinkNode, $isLinkNode, $toggleLink, type LinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, $isListItemNode, $isListNode, type ListNode, type ListType } from '@lexical/list';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { $forEachSelectedTextNode, $patchStyleText } from '@lexical/selection';
import { defaultTextStyles, normalizeLinkUrl, paddingsConstants, textBlockSchema, textConstants, type InlineStyle, type LinkEntity, type Paddings } from '@folio/model';
import { canonicalInlineStyle, inlineStyleKeys, inlineStyleToLook, lookToInlineStyle, parseCssDeclarations, type TextNodeLook } from './inline-style-css';
import { $linkEntityOf } from './lexical-to-text-v3';
import {
  $getBlockState,
  $setBlockLineHeight,
  $setBlockState,
  $setBlockTextIndent,
  $setLinkState,
  $setNodePaddings,
  $setNodeTextStyle,
} from './text-node-state';
import { canonicalLinkEntity, type BlockData } from './text-v3-content';
import { BLANK_TARGET_REL, headingTagOf } from './text-v3-to-lexical';

// The text editor's edits (widgets-and-authoring.md §5 "text rules", §9 key shortcuts), each run inside
// `editor.update` on the current selection. They work without a DOM, so they are tested on a headless editor.

const NO_BREAK_SPACE = '\u00a0';
const LETTER_SPACING = 'letter-spacing';
const PX = 'px';
// Steps of 0.2 add up to 0.6000000000000001; values are kept to this many decimals.
const STEP_DECIMALS = 6;
/** The deepest list nesting a block may have (the schema's bound on depth). */
export const MAX_LIST_DEPTH = textBlockSchema.shape.depth.maxValue ?? 0;

const rounded = (value: number) => Number(value.toFixed(STEP_DECIMALS));

function $rangeSelection(): RangeSelection | null {
  const selection = $getSelection();
  return $isRangeSelection(selection) ? selection : null;
}

/** A list item that holds only nested lists (Lexical's way to nest them) is not a block of its own. */
const isNestedListHolder = (node: ElementNode) => $isListItemNode(node) && node.getChildren().every($isListNode) && node.getChildrenSize() > 0;

/** The block a node is in: a list item, or a top-level paragraph or heading. */
export function $blockOf(node: LexicalNode): ElementNode | null {
  for (let current: LexicalNode | null = node; current; current = current.getParent()) {
    if ($isListItemNode(current)) return current;
    if ($isElementNode(current) && !current.isInline() && !$isListNode(current) && $isRootNode(current.getParent())) return current;
  }
  return null;
}

/** The blocks the selection touches, in document order. */
export function $selectedBlocks(selection: RangeSelection | null = $rangeSelection()): ElementNode[] {
  if (!selection) return [];
  const blocks = new Map<string, ElementNode>();
  for (const node of [selection.anchor.getNode(), ...selection.getNodes()]) {
    const block = $blockOf(node);
    if (block && !isNestedListHolder(block)) blocks.set(block.getKey(), block);
  }
  return [...blocks.values()].sort((a, b) => (a.isBefore(b) ? -1 : b.isBefore(a) ? 1 : 0));
}

/** Shift+Ctrl/Cmd+L, R, C, A (§9): the selected paragraphs aligned. */
export function $alignBlocks(align: NonNullable<BlockData['align']>): void {
  for (const block of $selectedBlocks()) block.setFormat(align);
}

/** Whether the selection is a cursor at the very start of its block. */
function isAtBlockStart(selection: RangeSelection, block: ElementNode): boolean {
  if (!selection.isCollapsed() || selection.anchor.offset !== 0) return false;
  for (let node: LexicalNode | null = selection.anchor.getNode(); node && !node.is(block); node = node.getParent()) {
    if (node.getPreviousSibling()) return false;
  }
  return true;
}

/**
 * Tab and Shift+Tab (§9, §5). In list items: the items nest one level deeper or come out one (not past the top, nor
 * deeper than a block's depth may go). Elsewhere, with the cursor at the start of a block, the block's first-line
 * indent changes by 28, never below 0; anywhere else nothing changes. Returns whether anything changed.
 */
export function $indentBlocks(direction: 1 | -1): boolean {
  const selection = $rangeSelection();
  const blocks = $selectedBlocks(selection);
  if (!selection || !blocks.length) return false;
  if (blocks.every($isListItemNode)) {
    let changed = false;
    for (const item of blocks) {
      const indent = item.getIndent();
      const next = Math.min(MAX_LIST_DEPTH, Math.max(0, indent + direction));
      if (next !== indent) {
        item.setIndent(next);
        changed = true;
      }
    }
    return changed;
  }
  const block = blocks[0]!;
  if (blocks.length > 1 || $isListItemNode(block) || !isAtBlockStart(selection, block)) return false;
  return $stepTextIndent(block, direction);
}

/** A paragraph's first-line indent one step (28, §5) in or out, never below 0; whether it changed. */
function $stepTextIndent(block: ElementNode, direction: 1 | -1): boolean {
  const current = $getBlockState(block).data.textIndent ?? textConstants.minIndent;
  const next = Math.max(textConstants.minIndent, current + direction * textConstants.indentStep);
  if (next === current) return false;
  $setBlockTextIndent(block, next === textConstants.minIndent ? undefined : next);
  return true;
}

/**
 * The toolbar's indent buttons: every selected list item one level deeper or out (as Tab does), every other selected
 * block's first-line indent one step of 28 (§5), never below 0 — wherever the cursor is (a button is pressed on
 * purpose; Tab keeps the §5 rule, as it also types). Returns whether anything changed.
 */
export function $changeIndent(direction: 1 | -1): boolean {
  let changed = false;
  for (const block of $selectedBlocks()) {
    if ($isListItemNode(block)) {
      const indent = block.getIndent();
      const next = Math.min(MAX_LIST_DEPTH, Math.max(0, indent + direction));
      if (next !== indent) {
        block.setIndent(next);
        changed = true;
      }
    } else if ($stepTextIndent(block, direction)) changed = true;
  }
  return changed;
}

/** The text style a block draws with (its stored name, else its heading's). */
function textStyleNameOf(block: ElementNode): string | undefined {
  return $getBlockState(block).data.textStyle ?? ($isHeadingNode(block) ? block.getTag().toUpperCase() : undefined);
}

/** A block's line height: its own, else its text style's (§3 defaults), else the text's default (§3: 26). */
export function $lineHeightOf(block: ElementNode): number {
  const own = $getBlockState(block).data.lineHeight;
  if (own !== undefined) return own;
  const name = textStyleNameOf(block);
  const style = defaultTextStyles.find((item) => item.name === name);
  return style?.cssProperties.lineHeight ?? textConstants.defaultLineHeight;
}

/** Alt+Up/Down (§9): the selected blocks' line height changed by a step, never below 8 (§5). */
export function $changeLineHeight(delta: number): void {
  for (const block of $selectedBlocks()) {
    $setBlockLineHeight(block, Math.max(textConstants.minLineHeight, rounded($lineHeightOf(block) + delta)));
  }
}

/** The toolbar's line height: the selected blocks' own, never below 8 (§5); undefined gives the text style's back. */
export function $setLineHeight(lineHeight: number | undefined): void {
  const value = lineHeight === undefined ? undefined : Math.max(textConstants.minLineHeight, rounded(lineHeight));
  for (const block of $selectedBlocks()) $setBlockLineHeight(block, value);
}

/** The new element a block becomes, with its block data, alignment and direction. */
function $carryBlock<T extends ElementNode>(from: ElementNode, to: T, textStyle: string | undefined): T {
  const state = $getBlockState(from);
  $setBlockState(to, { key: state.key, depth: 0, data: { ...state.data, textStyle } });
  to.setFormat(from.getFormatType());
  to.setDirection(from.getDirection());
  to.setTextFormat(from.getTextFormat());
  to.setTextStyle(from.getTextStyle());
  return to;
}

/**
 * A text style by name on the selected blocks (§3: blocksMeta data.textStyle; undefined removes it). Outside lists a
 * heading style's block is a heading of its level and any other a paragraph (as the viewer draws them, and as text
 * v3 is read back); list items keep their list.
 */
export function $applyTextStyle(name: string | undefined): void {
  const tag = headingTagOf(name);
  for (const block of $selectedBlocks()) {
    if ($isListItemNode(block) || ($isHeadingNode(block) ? block.getTag() === tag : !tag)) {
      $setNodeTextStyle(block, name);
      continue;
    }
    block.replace($carryBlock(block, tag ? $createHeadingNode(tag) : $createParagraphNode(), name), true);
  }
}

/** The paddings editor's answer for one block (by its node): whole numbers, at least 0 (§5); undefined removes them. */
export function $setBlockPaddings(nodeKey: NodeKey, paddings: Paddings | undefined): void {
  const node = $getNodeByKey(nodeKey);
  if (!node) return;
  const out: Paddings = {};
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const value = paddings?.[side];
    if (value !== undefined && Number.isFinite(value)) out[side] = Math.max(paddingsConstants.min, Math.round(value));
  }
  $setNodePaddings(node, Object.keys(out).length ? out : undefined);
}

interface FlatBlock {
  node: ElementNode;
  /** The list it is an item of, or null for a paragraph or heading. */
  list: ListType | null;
  depth: number;
}

/** The blocks of some top-level nodes in order (as text v3 lists them): paragraphs, headings, and list items with depth. */
function flatBlocks(tops: readonly ElementNode[]): FlatBlock[] {
  const out: FlatBlock[] = [];
  const visit = (list: ListNode, depth: number) => {
    for (const item of list.getChildren()) {
      if (!$isListItemNode(item)) continue;
      if (!isNestedListHolder(item)) out.push({ node: item, list: list.getListType(), depth });
      for (const child of item.getChildren()) if ($isListNode(child)) visit(child, depth + 1);
    }
  };
  for (const top of tops) {
    if ($isListNode(top)) visit(top, 0);
    else out.push({ node: top, list: null, depth: 0 });
  }
  return out;
}

/** The text style a block shows by name: its own, else its heading level's (kept when a heading becomes an item). */
function shownTextStyle(block: ElementNode): string | undefined {
  return $getBlockState(block).data.textStyle ?? ($isHeadingNode(block) ? block.getTag().toUpperCase() : undefined);
}

/** A flat block as a new element holding the old one's inline content (text nodes move, so the selection stays). */
function $rebuiltBlock(flat: FlatBlock): ElementNode {
  const name = shownTextStyle(flat.node);
  const tag = headingTagOf(name);
  const next = flat.list ? $createListItemNode() : tag ? $createHeadingNode(tag) : $createParagraphNode();
  $carryBlock(flat.node, next, name);
  next.append(...flat.node.getChildren().filter((child) => !$isListNode(child)));
  return next;
}

/** Lists as Lexical nests them (text-v3-to-lexical.ts's $listFrom): deeper items in a list of their own, in an item after. */
function $listFrom(blocks: readonly FlatBlock[], built: readonly ElementNode[], start: number, depth: number): [ListNode, number] {
  const type = blocks[start]!.list!;
  const list = $createListNode(type);
  let i = start;
  for (let item = blocks[i]; item?.list && item.depth >= depth && (item.depth > depth || item.list === type); item = blocks[i]) {
    if (item.depth > depth) {
      const [nested, next] = $listFrom(blocks, built, i, depth + 1);
      list.append($createListItemNode().append(nested));
      i = next;
    } else {
      list.append(built[i]!);
      i += 1;
    }
  }
  return [list, i];
}

/** The top-level node a node is in. */
function $topOf(node: LexicalNode): ElementNode | null {
  for (let current: LexicalNode | null = node; current; current = current.getParent()) if ($isRootNode(current.getParent())) return $isElementNode(current) ? current : null;
  return null;
}

/** A selection point on a replaced element moved to the element that took its place. */
function movePoint(point: PointType, replaced: ReadonlyMap<NodeKey, ElementNode>): void {
  const next = point.type === 'element' ? replaced.get(point.key) : undefined;
  if (next) point.set(next.getKey(), point.offset, 'element');
}

/**
 * The toolbar's list buttons (§3 list types unordered, ordered): the selected blocks become items of a bullet or
 * number list, or (null) paragraphs again; only the selected blocks change, each keeping its key, block data, text
 * and place. Items of a list keep their depth; a paragraph becomes a top-level item; an item taken out of its list
 * becomes a paragraph (a heading when its text style is a heading's).
 */
export function $setList(type: ListType | null): void {
  const selection = $rangeSelection();
  const selected = $selectedBlocks(selection);
  if (!selection || !selected.length) return;
  const chosen = new Set(selected.map((block) => block.getKey()));
  const tops = [...new Set(selected.map($topOf).filter((top): top is ElementNode => top !== null))].sort((a, b) => a.getIndexWithinParent() - b.getIndexWithinParent());
  // The top-level nodes from the first to the last touched, rebuilt as one run.
  const run = $getRoot().getChildren().slice(tops[0]!.getIndexWithinParent(), tops.at(-1)!.getIndexWithinParent() + 1).filter($isElementNode);
  const flat = flatBlocks(run).map((block) => (chosen.has(block.node.getKey()) ? { ...block, list: type, depth: type && block.list ? block.depth : 0 } : block));
  const built = flat.map($rebuiltBlock);
  const replaced = new Map(flat.map((block, i) => [block.node.getKey(), built[i]!]));
  const nodes: ElementNode[] = [];
  for (let i = 0; i < flat.length; ) {
    if (flat[i]!.list) {
      const [list, next] = $listFrom(flat, built, i, 0);
      nodes.push(list);
      i = next;
    } else nodes.push(built[i++]!);
  }
  for (const node of nodes) run[0]!.insertBefore(node);
  for (const node of run) node.remove();
  movePoint(selection.anchor, replaced);
  movePoint(selection.focus, replaced);
  $mergeAdjacentLists();
}

/** Lists of one type next to each other are one list (as the viewer groups items). */
function $mergeAdjacentLists(): void {
  for (const node of $getRoot().getChildren()) {
    const before = node.getPreviousSibling();
    if ($isListNode(node) && $isListNode(before) && before.getListType() === node.getListType()) {
      before.append(...node.getChildren());
      node.remove();
    }
  }
}

/** A letter-spacing value in px; 0 when there is none. */
function letterSpacingOf(value: string | null | undefined): number {
  const n = value?.endsWith(PX) ? Number(value.slice(0, -PX.length)) : NaN;
  return Number.isFinite(n) ? n : 0;
}

const nextLetterSpacing = (value: string | null | undefined, delta: number) => `${rounded(letterSpacingOf(value) + delta)}${PX}`;

/**
 * Alt+Left/Right (§9): letter spacing changed by a step of 0.2 (§5) on each selected run of text, from its own
 * value. With no text selected, the whole block the cursor is in changes.
 */
export function $changeLetterSpacing(delta: number): void {
  const selection = $rangeSelection();
  if (!selection) return;
  if (!selection.isCollapsed()) {
    $patchStyleText(selection, { [LETTER_SPACING]: (current) => nextLetterSpacing(current, delta) });
    return;
  }
  const block = $selectedBlocks(selection)[0];
  const texts = block ? block.getAllTextNodes() : [];
  for (const node of texts) node.setStyle(withLetterSpacing(node.getStyle(), delta));
  // In an empty block, what is typed next takes the new spacing.
  if (!texts.length) selection.setStyle(withLetterSpacing(selection.style, delta));
}

function withLetterSpacing(css: string, delta: number): string {
  const declarations = parseCssDeclarations(css);
  declarations.set(LETTER_SPACING, nextLetterSpacing(declarations.get(LETTER_SPACING), delta));
  return [...declarations].map(([property, value]) => `${property}: ${value}`).join('; ');
}

/** Alt+Space (§9): a non-breaking space. */
export function $insertNonBreakingSpace(): void {
  $rangeSelection()?.insertText(NO_BREAK_SPACE);
}

function $linkOf(node: LexicalNode): LinkNode | null {
  for (let current: LexicalNode | null = node; current; current = current.getParent()) if ($isLinkNode(current)) return current;
  return null;
}

/** The link the selection starts in, as its entity; null when it is in none. */
export function $selectedLink(): LinkEntity | null {
  const selection = $rangeSelection();
  const link = selection && $linkOf(selection.anchor.getNode());
  return link ? $linkEntityOf(link) : null;
}

/** A link entity as the link panel gives it, its url made what §5 says (http:// prepended, mailto:, tel:). */
export function normalizeLinkEntity(entity: LinkEntity): LinkEntity {
  return canonicalLinkEntity(entity.url === undefined ? entity : { ...entity, url: normalizeLinkUrl(entity.type, entity.url) });
}

function $setLink(link: LinkNode, entity: LinkEntity): void {
  const { target, ...stored } = entity;
  link.setURL(entity.url ?? '').setTarget(target).setRel(target === '_blank' ? BLANK_TARGET_REL : null);
  // A changed link is a new entity: it gets its key when the text is saved.
  $setLinkState(link, '', stored);
}

/**
 * The link panel's answer (Ctrl/Cmd+K, §2): the selected text linked to the entity, or unlinked (null). A cursor in
 * a link changes or removes that whole link; a cursor elsewhere inserts the address as linked text.
 */
export function $applyLink(entity: LinkEntity | null): void {
  const selection = $rangeSelection();
  if (!selection) return;
  const link = normalizeLinkEntity(entity ?? { target: '_self', type: 'URL' });
  const current = selection.isCollapsed() ? $linkOf(selection.anchor.getNode()) : null;
  if (current) {
    if (entity) $setLink(current, link);
    else $toggleLink(null);
    return;
  }
  if (!entity) {
    $toggleLink(null);
    return;
  }
  if (selection.isCollapsed()) {
    if (!link.url) return;
    const node = $createLinkNode(link.url);
    node.append($createTextNode(link.url));
    selection.insertNodes([node]);
    $setLink(node, link);
    return;
  }
  $toggleLink(link.url ?? '', { target: link.target, rel: link.target === '_blank' ? BLANK_TARGET_REL : null });
  const after = $rangeSelection();
  const touched = new Set<LinkNode>();
  for (const node of after ? [after.anchor.getNode(), ...after.getNodes()] : []) {
    const found = $linkOf(node);
    if (found) touched.add(found);
  }
  for (const found of touched) $setLink(found, link);
}

/** The text nodes of the selection (for tests and panels reading the current style). */
export function $selectedTextNodes(): TextNode[] {
  return ($rangeSelection()?.getNodes() ?? []).filter($isTextNode);
}

/** A style with a patch over it: a key the patch holds replaces the style's, a key given as undefined is removed. */
function patched(style: InlineStyle, patch: Partial<InlineStyle>): InlineStyle {
  const out: Record<string, unknown> = { ...style };
  for (const key of inlineStyleKeys) if (Object.hasOwn(patch, key)) out[key] = patch[key];
  return canonicalInlineStyle(out as InlineStyle);
}

const lookOf = (target: { getFormat: () => number; getStyle: () => string }): TextNodeLook => ({ format: target.getFormat(), style: target.getStyle() });

function $setLook(target: { setFormat: (format: number) => unknown; setStyle: (style: string) => unknown }, style: InlineStyle): void {
  const look = inlineStyleToLook(style);
  target.setFormat(look.format);
  target.setStyle(look.style);
}

/** What a collapsed selection types with: Lexical keeps its format and style in step with the text the cursor is in. */
const selectionLook = (selection: RangeSelection): TextNodeLook => ({ format: selection.format, style: selection.style });

/**
 * The toolbar's inline styles (§3 "Inline styles"): the patch over each selected run of text, split where the
 * selection starts and ends; each run keeps its other keys. A key given as undefined is removed (the block's style
 * shows again). At a cursor, what is typed next takes the style.
 */
export function $applyInlineStyle(patch: Partial<InlineStyle>): void {
  const selection = $rangeSelection();
  if (!selection) return;
  if (selection.isCollapsed()) {
    const look = inlineStyleToLook(patched(lookToInlineStyle(selectionLook(selection)), patch));
    selection.format = look.format;
    selection.setStyle(look.style);
    return;
  }
  $forEachSelectedTextNode((node) => $setLook(node, patched(lookToInlineStyle(lookOf(node)), patch)));
}

export interface SelectionStyleState {
  /** The keys every selected run agrees on. */
  style: InlineStyle;
  /** The keys whose values differ across the selection (a run without the key counts as a value of its own). */
  mixed: ReadonlySet<keyof InlineStyle>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The inline style of the selection for the toolbar to show: what the runs agree on, and which keys are mixed. */
export function $selectionStyleState(): SelectionStyleState {
  const selection = $rangeSelection();
  if (!selection) return { style: {}, mixed: new Set() };
  if (selection.isCollapsed()) return { style: lookToInlineStyle(selectionLook(selection)), mixed: new Set() };
  const [start, end] = selection.isBackward() ? [selection.focus, selection.anchor] : [selection.anchor, selection.focus];
  // A run counts when some of its characters are selected (not one the selection only touches at an edge).
  const runs = selection
    .getNodes()
    .filter($isTextNode)
    .filter((node) => !(node.getKey() === start.key && start.offset >= node.getTextContentSize()) && !(node.getKey() === end.key && end.offset === 0))
    .map((node) => lookToInlineStyle(lookOf(node)));
  const [first = {}, ...rest] = runs;
  const style: Record<string, unknown> = {};
  const mixed = new Set<keyof InlineStyle>();
  for (const key of inlineStyleKeys) {
    if (rest.every((run) => sameValue(run[key], first[key]))) {
      if (first[key] !== undefined) style[key] = first[key];
    } else mixed.add(key);
  }
  return { style: canonicalInlineStyle(style as InlineStyle), mixed };
}

/** The inline style the whole selection has (keys that differ across it left out). */
export function $selectionInlineStyle(): InlineStyle {
  return $selectionStyleState().style;
}
