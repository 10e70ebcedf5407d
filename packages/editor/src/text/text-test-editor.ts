import { $createRangeSelection, $getNodeByKey, $isElementNode, $isTextNode, $setSelection, type ElementNode, type LexicalEditor, type TextNode } from 'lexical';
import { $isListNode, registerList } from '@lexical/list';
import { registerRichText } from '@lexical/rich-text';
import { $collectBlocks, editorStateToTextV3 } from './lexical-to-text-v3';
import { createHeadlessTextEditor } from './text-editor-nodes';
import { registerTextEditorTransforms } from './text-editor-transforms';
import type { NormalTextV3, TextV3Content } from './text-v3-content';
import { loadTextV3 } from './text-v3-to-lexical';

// For tests: a headless editor with rich text and list behaviour registered (Enter, lists, indent, formats), a
// document loaded, and selections placed by block index and offset in the block's text.

export interface TestTextEditor {
  editor: LexicalEditor;
  /** Runs an edit as one update, applied before this returns. */
  edit: (fn: () => void) => void;
  /** Selects from an offset in one block to an offset in another (the same block and offset by default). */
  select: (block: number, from: number, toBlock?: number, to?: number) => void;
  v3: () => NormalTextV3;
}

function textNodesOf(block: ElementNode): TextNode[] {
  const out: TextNode[] = [];
  const visit = (node: ElementNode) => {
    for (const child of node.getChildren()) {
      if ($isTextNode(child)) out.push(child);
      else if ($isElementNode(child) && !$isListNode(child)) visit(child);
    }
  };
  visit(block);
  return out;
}

/** A selection point at an offset of a block's text (line breaks do not count; tests place points in text). */
function pointIn(block: ElementNode, offset: number): { key: string; offset: number; type: 'text' | 'element' } {
  const nodes = textNodesOf(block);
  let rest = offset;
  for (const node of nodes) {
    if (rest <= node.getTextContentSize()) return { key: node.getKey(), offset: rest, type: 'text' };
    rest -= node.getTextContentSize();
  }
  const last = nodes.at(-1);
  return last ? { key: last.getKey(), offset: last.getTextContentSize(), type: 'text' } : { key: block.getKey(), offset: 0, type: 'element' };
}

export function createTestTextEditor(content: TextV3Content = {}): TestTextEditor {
  const editor = createHeadlessTextEditor();
  registerRichText(editor);
  registerList(editor);
  registerTextEditorTransforms(editor);
  loadTextV3(editor, content);
  const edit = (fn: () => void) => editor.update(fn, { discrete: true });
  return {
    editor,
    edit,
    select: (block, from, toBlock = block, to = from) =>
      edit(() => {
        const blocks = $collectBlocks().map(({ node }) => node);
        const anchor = pointIn(blocks[block]!, from);
        const focus = pointIn(blocks[toBlock]!, to);
        const selection = $createRangeSelection();
        selection.anchor.set(anchor.key, anchor.offset, anchor.type);
        selection.focus.set(focus.key, focus.offset, focus.type);
        // As the page's selectionchange does: a cursor in text types with that text's format and style.
        const node = $getNodeByKey(anchor.key);
        if (selection.isCollapsed() && $isTextNode(node)) {
          selection.format = node.getFormat();
          selection.style = node.getStyle();
        }
        $setSelection(selection);
      }),
    v3: () => editorStateToTextV3(editor.getEditorState()),
  };
}
