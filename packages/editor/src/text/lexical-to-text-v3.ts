import { $getRoot, $isElementNode, $isLineBreakNode, $isTextNode, type EditorState, type ElementNode } from 'lexical';
import { $isLinkNode, type LinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, type ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { classifyLink, minifyStyleRanges, styleEntriesOfRuns, textAlignSchema, type LinkEntity, type StyleRange, type TextBlock } from '@folio/model';
import { lookToInlineStyle } from './inline-style-css';
import { $getBlockState, $getLinkState } from './text-node-state';
import { canonicalBlockData, canonicalLinkEntity, freshKey, type BlockData, type NormalTextV3 } from './text-v3-content';
import { headingTagOf } from './text-v3-to-lexical';

// Lexical → text v3, in the normal form (text-v3-content.ts). Every top-level paragraph or heading is a block, every
// list item holding text a list block whose depth is its lists' nesting. Keys kept on the nodes are kept; a block or
// link without one (new, or a copy of another) gets a fresh key.

const LINE_BREAK = '\n';
const BLOCK_KEY_PREFIX = 'b';
const ENTITY_KEY_PREFIX = 'e';

interface Collected {
  node: ElementNode;
  depth: number;
  type?: TextBlock['type'];
}

/** Blocks of the document in order: top-level elements, and list items that are not only a nested list's holder. */
export function $collectBlocks(): Collected[] {
  const out: Collected[] = [];
  const visitList = (list: ListNode, depth: number) => {
    const type = list.getListType() === 'number' ? 'ordered-list-item' : 'unordered-list-item';
    for (const item of list.getChildren()) {
      if (!$isListItemNode(item)) continue;
      const inline = item.getChildren().filter((child) => !$isListNode(child));
      if (inline.length || !item.getChildrenSize()) out.push({ node: item, depth, type });
      for (const child of item.getChildren()) if ($isListNode(child)) visitList(child, depth + 1);
    }
  };
  for (const node of $getRoot().getChildren()) {
    if ($isListNode(node)) visitList(node, 0);
    else if ($isElementNode(node) && !node.isInline()) out.push({ node, depth: $getBlockState(node).depth });
  }
  return out;
}

/** The text style a block draws with: its stored name when the node agrees (a heading keeps an H name), else the node's. */
function textStyleOf(node: ElementNode, stored: string | undefined): string | undefined {
  if ($isHeadingNode(node)) return headingTagOf(stored) === node.getTag() ? stored : node.getTag().toUpperCase();
  if ($isListItemNode(node)) return stored;
  return headingTagOf(stored) ? undefined : stored;
}

function alignOf(node: ElementNode): BlockData['align'] {
  const parsed = textAlignSchema.safeParse(node.getFormatType());
  return parsed.success ? parsed.data : undefined;
}

function entityTypeOf(url: string): LinkEntity['type'] {
  const kind = classifyLink(url).kind;
  return kind === 'mailto' ? 'Email' : kind === 'tel' ? 'Phone' : kind === 'scrollToTop' ? 'ScrollToTop' : kind === 'goBack' ? 'GoBack' : 'URL';
}

/** The entity a LinkNode draws: the stored one, with the node's url and target when they were changed. */
export function $linkEntityOf(link: LinkNode): LinkEntity {
  const { extras } = $getLinkState(link);
  const url = link.getURL();
  const target = link.getTarget() === '_blank' ? '_blank' : '_self';
  if (!extras) return canonicalLinkEntity({ url, target, type: entityTypeOf(url) });
  const storedUrl = extras.url ?? '';
  return canonicalLinkEntity({ ...extras, url: storedUrl === url ? extras.url : url, target });
}

interface Inline {
  text: string;
  styles: StyleRange[];
  links: { offset: number; length: number; link: LinkNode }[];
}

function $collectInline(node: ElementNode, into: Inline, link?: LinkNode): void {
  for (const child of node.getChildren()) {
    if ($isListNode(child)) continue;
    if ($isLinkNode(child)) {
      $collectInline(child, into, child);
      continue;
    }
    const offset = into.text.length;
    if ($isTextNode(child)) {
      into.text += child.getTextContent();
      const style = lookToInlineStyle({ format: child.getFormat(), style: child.getStyle() });
      if (Object.keys(style).length && child.getTextContentSize()) into.styles.push({ offset, length: child.getTextContentSize(), style });
    } else if ($isLineBreakNode(child)) {
      into.text += LINE_BREAK;
    } else if ($isElementNode(child) && child.isInline()) {
      $collectInline(child, into, link);
      continue;
    } else continue;
    const length = into.text.length - offset;
    if (link && length) into.links.push({ offset, length, link });
  }
}

/** The document in the editor as text v3 content (inside `editor.read` or `editor.update`). */
export function $exportTextV3(): NormalTextV3 {
  const collected = $collectBlocks();
  const out: NormalTextV3 = { blocks: [], styles: [], entityMap: {}, blocksMeta: [] };
  const blockKeys = new Set(collected.map(({ node }) => $getBlockState(node).key).filter(Boolean));
  const usedBlockKeys = new Set<string>();
  const entityKeys = new Set<string>();
  const linkKeys = new Map<LinkNode, string>();
  const inlines = collected.map(({ node }) => {
    const inline: Inline = { text: '', styles: [], links: [] };
    $collectInline(node, inline);
    for (const { link } of inline.links) {
      const key = $getLinkState(link).key;
      if (key) entityKeys.add(key);
    }
    return inline;
  });
  const keyOfLink = (link: LinkNode): string => {
    const known = linkKeys.get(link);
    if (known) return known;
    const entity = $linkEntityOf(link);
    let key = $getLinkState(link).key;
    // One entity per key: a link changed away from the others sharing its key gets its own.
    if (!key || (Object.hasOwn(out.entityMap, key) && JSON.stringify(out.entityMap[key]) !== JSON.stringify(entity))) {
      key = freshKey(entityKeys, ENTITY_KEY_PREFIX);
    }
    out.entityMap[key] = entity;
    linkKeys.set(link, key);
    return key;
  };
  collected.forEach(({ node, depth, type }, index) => {
    const state = $getBlockState(node);
    const key = state.key && !usedBlockKeys.has(state.key) ? state.key : freshKey(blockKeys, BLOCK_KEY_PREFIX);
    usedBlockKeys.add(key);
    const inline = inlines[index]!;
    const entityRanges: TextBlock['entityRanges'] = [];
    for (const { offset, length, link } of inline.links) {
      const entityKey = keyOfLink(link);
      const last = entityRanges.at(-1);
      if (last && last.key === entityKey && last.offset + last.length === offset) last.length += length;
      else entityRanges.push({ offset, length, key: entityKey });
    }
    const block: TextBlock = { key, text: inline.text, depth, entityRanges };
    if (type) block.type = type;
    out.blocks.push(block);
    out.styles.push(...styleEntriesOfRuns(key, minifyStyleRanges(inline.styles)));
    const data = canonicalBlockData({ ...state.data, textStyle: textStyleOf(node, state.data.textStyle), align: alignOf(node) }, { list: type !== undefined });
    if (data) out.blocksMeta.push({ key, data });
  });
  return out;
}

/** Text v3 content of an editor state. */
export function editorStateToTextV3(state: EditorState): NormalTextV3 {
  return state.read($exportTextV3);
}
