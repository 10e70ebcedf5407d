import { $getSelection, $isRangeSelection, $isTextNode, type ElementNode, type NodeKey, type TextNode } from 'lexical';
import { $isListItemNode, $isListNode, type ListType } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { resolveBlockLook, resolveRunLook, type InlineStyle, type Paddings, type TextLook, type Typography } from '@folio/model';
import { lookToInlineStyle } from '../inline-style-css';
import { $blockOf, $selectedBlocks, $selectionStyleState, type SelectionStyleState } from '../text-actions';
import { $getBlockState } from '../text-node-state';
import type { BlockData } from '../text-v3-content';

// What the text toolbar shows (docs/editor.md "Text toolbar"): the look of the selection as it is drawn — the
// project's named style of each block, its block data, then each run's inline style — one value per control, or
// null where the selection mixes values. Read inside `editor.read`, with no DOM.

export type Align = NonNullable<BlockData['align']>;
export type TextCase = NonNullable<InlineStyle['textTransform']>;
export type Script = NonNullable<InlineStyle['script']>;

export interface ToolbarState {
  /** Whether the text has a selection to act on. */
  active: boolean;
  /** The blocks' text style by name (undefined: none; null: mixed). */
  textStyle: string | undefined | null;
  fontFamily: string | null;
  fontWeight: number | null;
  fontStyle: 'normal' | 'italic' | null;
  fontSize: number | null;
  /** RRGGBB or RRGGBBAA as drawn (undefined: the text box's colour); null: mixed. */
  color: string | undefined | null;
  /** 0–1, the named style's opacity over its colour; 1 for an inline colour (its alpha is in the hex). */
  opacity: number | null;
  letterSpacing: number | null;
  lineHeight: number | null;
  underline: boolean | null;
  lineThrough: boolean | null;
  textCase: TextCase | null;
  /** undefined: on the line; null: mixed. */
  script: Script | undefined | null;
  align: Align | null;
  /** The blocks' list (null: not a list; undefined: mixed). */
  list: ListType | null | undefined;
  /** The inline style the selection agrees on, and which keys are mixed (the features panel edits it). */
  inline: SelectionStyleState;
  /** The block the focus is in, for the paddings editor: its node and its own paddings. */
  focusBlock: { nodeKey: NodeKey; paddings: Paddings } | null;
}

const EMPTY: ToolbarState = {
  active: false,
  textStyle: undefined,
  fontFamily: null,
  fontWeight: null,
  fontStyle: null,
  fontSize: null,
  color: undefined,
  opacity: null,
  letterSpacing: null,
  lineHeight: null,
  underline: null,
  lineThrough: null,
  textCase: null,
  script: undefined,
  align: null,
  list: null,
  inline: { style: {}, mixed: new Set() },
  focusBlock: null,
};

type BlockType = 'unordered-list-item' | 'ordered-list-item';

function listTypeOf(block: ElementNode): ListType | null {
  const list = $isListItemNode(block) ? block.getParent() : null;
  return $isListNode(list) ? list.getListType() : null;
}

const blockTypeOf = (list: ListType | null): BlockType | undefined => (list === null ? undefined : list === 'number' ? 'ordered-list-item' : 'unordered-list-item');

const ALIGNS: readonly string[] = ['left', 'center', 'right', 'justify'];

/** A block's data as the viewer reads it: its node state, its element's alignment, a heading's style by level. */
function $blockData(block: ElementNode): BlockData {
  const { data } = $getBlockState(block);
  const format = block.getFormatType();
  const textStyle = data.textStyle ?? ($isHeadingNode(block) ? block.getTag().toUpperCase() : undefined);
  return { ...data, textStyle, align: ALIGNS.includes(format) ? (format as Align) : undefined };
}

interface Run {
  block: ElementNode;
  look: TextLook;
  inline: InlineStyle;
}

/** One value for all, or null when they differ. */
function agreed<T>(values: readonly T[]): T | null {
  const [first, ...rest] = values;
  return rest.every((value) => JSON.stringify(value) === JSON.stringify(first)) ? (first as T) : null;
}

/** The text nodes of the selection that have some of their characters selected. */
function selectedTexts(): TextNode[] {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || selection.isCollapsed()) return [];
  const [start, end] = selection.isBackward() ? [selection.focus, selection.anchor] : [selection.anchor, selection.focus];
  return selection
    .getNodes()
    .filter($isTextNode)
    .filter((node) => !(node.getKey() === start.key && start.offset >= node.getTextContentSize()) && !(node.getKey() === end.key && end.offset === 0));
}

/** What the toolbar shows for the editor's selection (inside `editor.read`). */
export function $readToolbarState(typography: Typography): ToolbarState {
  const selection = $getSelection();
  const blocks = $selectedBlocks();
  if (!$isRangeSelection(selection) || !blocks.length) return EMPTY;
  const blockLooks = new Map(blocks.map((block) => [block.getKey(), resolveBlockLook(typography, $blockData(block), blockTypeOf(listTypeOf(block)))]));
  const lookOfBlock = (block: ElementNode) => blockLooks.get(block.getKey()) ?? resolveBlockLook(typography, $blockData(block), blockTypeOf(listTypeOf(block)));
  const inline = $selectionStyleState();
  const texts = selectedTexts();
  const runs: Run[] = texts.length
    ? texts.map((node) => {
        const block = $blockOf(node) ?? blocks[0]!;
        const style = lookToInlineStyle({ format: node.getFormat(), style: node.getStyle() });
        return { block, look: resolveRunLook(lookOfBlock(block), style), inline: style };
      })
    : // A cursor: the block it is in, with what will be typed next.
      [{ block: blocks[0]!, look: resolveRunLook(lookOfBlock(blocks[0]!), inline.style), inline: inline.style }];
  const looks = runs.map((run) => run.look);
  const decorations = looks.map((look) => look.textDecoration ?? 'none');
  const focusBlock = $blockOf(selection.focus.getNode());
  return {
    active: true,
    textStyle: agreed(blocks.map((block) => $blockData(block).textStyle)),
    fontFamily: agreed(looks.map((look) => look.fontFamily)),
    fontWeight: agreed(looks.map((look) => look.fontWeight)),
    fontStyle: agreed(looks.map((look) => look.fontStyle)),
    fontSize: agreed(looks.map((look) => look.fontSize)),
    color: agreed(looks.map((look) => look.color)),
    opacity: agreed(looks.map((look) => look.opacity ?? 1)),
    letterSpacing: agreed(looks.map((look) => look.letterSpacing ?? 0)),
    lineHeight: agreed(blocks.map((block) => lookOfBlock(block).lineHeight)),
    underline: agreed(decorations.map((value) => value.includes('underline'))),
    lineThrough: agreed(decorations.map((value) => value.includes('line-through'))),
    textCase: agreed(looks.map((look) => (look.textTransform ?? 'none') as TextCase)),
    script: agreed(runs.map((run) => run.inline.script)),
    align: agreed(blocks.map((block) => lookOfBlock(block).textAlign ?? 'left')),
    list: (() => {
      const lists = blocks.map(listTypeOf);
      return lists.every((list) => list === lists[0]) ? lists[0]! : undefined;
    })(),
    inline,
    focusBlock: focusBlock ? { nodeKey: focusBlock.getKey(), paddings: $getBlockState(focusBlock).data.paddings ?? {} } : null,
  };
}
