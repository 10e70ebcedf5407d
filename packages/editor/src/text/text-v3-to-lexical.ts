import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTabNode,
  $createTextNode,
  $getRoot,
  type ElementFormatType,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  type SerializedEditorState,
} from 'lexical';
import { $createLinkNode, type LinkNode } from '@lexical/link';
import { $createListItemNode, $createListNode, type ListNode } from '@lexical/list';
import { $createHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { blockStyleRuns, type LinkEntity, type StyleRange, type TextBlock } from '@folio/model';
import { inlineStyleToLook } from './inline-style-css';
import { createHeadlessTextEditor } from './text-editor-nodes';
import { $setBlockState, $setLinkState } from './text-node-state';
import { isListBlock, normalizeTextV3, type BlockData, type NormalTextV3, type TextV3Content } from './text-v3-content';

// Text v3 → Lexical. Blocks become paragraphs, headings (a text style named H1…H6, any case, as the viewer draws it)
// or list items; runs of list items become (nested) lists grouped exactly as the viewer groups them; each block's
// text is cut where a style or a link starts or ends into text nodes, links around them.

const HEADING_STYLE = /^h[1-6]$/i;
const LINE_BREAK = '\n';
const TAB = '\t';
// A page opened in a new tab gets no handle on its opener.
export const BLANK_TARGET_REL = 'noopener noreferrer';

type Entities = NormalTextV3['entityMap'];

export function headingTagOf(textStyle: string | undefined): HeadingTagType | undefined {
  return textStyle && HEADING_STYLE.test(textStyle) ? (textStyle.toLowerCase() as HeadingTagType) : undefined;
}

/** Text, tabs and line breaks of one run of a block's text. */
function $textNodes(text: string, range: StyleRange | undefined): LexicalNode[] {
  const look = range ? inlineStyleToLook(range.style) : undefined;
  const nodes: LexicalNode[] = [];
  for (const part of text.split(/(\n|\t)/)) {
    if (!part) continue;
    if (part === LINE_BREAK) {
      nodes.push($createLineBreakNode());
      continue;
    }
    const node = part === TAB ? $createTabNode() : $createTextNode(part);
    if (look) node.setFormat(look.format).setStyle(look.style);
    nodes.push(node);
  }
  return nodes;
}

function $linkNode(key: string, entity: LinkEntity): LinkNode {
  const { target, ...stored } = entity;
  const link = $createLinkNode(stored.url ?? '', { target, rel: target === '_blank' ? BLANK_TARGET_REL : null });
  $setLinkState(link, key, stored);
  return link;
}

/** A block's inline content: its text cut at every style and link edge. */
function $inlineNodes(block: TextBlock, ranges: readonly StyleRange[], entities: Entities): LexicalNode[] {
  const { text } = block;
  const cuts = new Set([0, text.length]);
  for (const { offset, length } of [...ranges, ...block.entityRanges]) cuts.add(offset).add(offset + length);
  const points = [...cuts].sort((a, b) => a - b);
  const out: LexicalNode[] = [];
  let link: { key: string; node: LinkNode } | undefined;
  for (let i = 1; i < points.length; i++) {
    const start = points[i - 1]!;
    const covers = (range: { offset: number; length: number }) => range.offset <= start && start < range.offset + range.length;
    const entityKey = block.entityRanges.find(covers)?.key;
    if (entityKey !== link?.key) {
      link = entityKey === undefined ? undefined : { key: entityKey, node: $linkNode(entityKey, entities[entityKey]!) };
      if (link) out.push(link.node);
    }
    const nodes = $textNodes(text.slice(start, points[i]), ranges.find(covers));
    if (link) link.node.append(...nodes);
    else out.push(...nodes);
  }
  return out;
}

interface Prepared {
  block: TextBlock;
  data: BlockData;
  ranges: readonly StyleRange[];
}

function $blockNode(node: ElementNode, { block, data, ranges }: Prepared, entities: Entities): ElementNode {
  const { align, ...rest } = data;
  $setBlockState(node, { key: block.key, depth: isListBlock(block) ? 0 : block.depth, data: rest });
  if (align) node.setFormat(align satisfies ElementFormatType);
  node.append(...$inlineNodes(block, ranges, entities));
  return node;
}

/** One list of the kind of blocks[start] at a depth, deeper items in nested lists (text-v3-view.tsx's listFrom). */
function $listFrom(blocks: Prepared[], start: number, depth: number, entities: Entities): [ListNode, number] {
  const type = blocks[start]!.block.type;
  const list = $createListNode(type === 'ordered-list-item' ? 'number' : 'bullet');
  let i = start;
  for (let item = blocks[i]?.block; item && isListBlock(item) && item.depth >= depth && (item.depth > depth || item.type === type); item = blocks[i]?.block) {
    if (item.depth > depth) {
      // Lexical keeps a nested list in an item of its own, after the item it belongs to.
      const [nested, next] = $listFrom(blocks, i, depth + 1, entities);
      list.append($createListItemNode().append(nested));
      i = next;
    } else {
      list.append($blockNode($createListItemNode(), blocks[i]!, entities));
      i += 1;
    }
  }
  return [list, i];
}

/** Replaces the editor's content with a text v3 document's (inside `editor.update`). */
export function $importTextV3(content: TextV3Content): void {
  const doc = normalizeTextV3(content);
  const meta = new Map(doc.blocksMeta.map((item) => [item.key, item.data]));
  const blocks: Prepared[] = doc.blocks.map((block) => ({ block, data: meta.get(block.key) ?? {}, ranges: blockStyleRuns(doc.styles, block.key) }));
  const root = $getRoot().clear();
  for (let i = 0; i < blocks.length; ) {
    const prepared = blocks[i]!;
    if (isListBlock(prepared.block)) {
      const [list, next] = $listFrom(blocks, i, 0, doc.entityMap);
      root.append(list);
      i = next;
    } else {
      const tag = headingTagOf(prepared.data.textStyle);
      root.append($blockNode(tag ? $createHeadingNode(tag) : $createParagraphNode(), prepared, doc.entityMap));
      i += 1;
    }
  }
}

/** Loads a text v3 document into an editor as one update, applied before this returns. */
export function loadTextV3(editor: LexicalEditor, content: TextV3Content): void {
  editor.update(() => $importTextV3(content), { discrete: true });
}

/** Lexical's serialized editor state of a text v3 document. */
export function textV3ToLexicalJson(content: TextV3Content): SerializedEditorState {
  const editor = createHeadlessTextEditor();
  loadTextV3(editor, content);
  return editor.getEditorState().toJSON();
}
