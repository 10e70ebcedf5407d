import fc from 'fast-check';
import {
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  INSERT_LINE_BREAK_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  type SerializedLexicalNode,
  type TextFormatType,
} from 'lexical';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { $createHeadingNode } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import { $createParagraphNode } from 'lexical';
import { describe, expect, it } from 'vitest';
import { lookToInlineStyle } from './inline-style-css';
import { $collectBlocks } from './lexical-to-text-v3';
import { $alignBlocks, $applyLink, $changeLetterSpacing, $changeLineHeight, $indentBlocks } from './text-actions';
import { blockText, linkEntity } from './text-v3-arbitraries';
import { createTestTextEditor, type TestTextEditor } from './text-test-editor';
import { textV3ToLexicalJson } from './text-v3-to-lexical';

// Lexical → v3 → Lexical on documents made the way authors make them: random edits (typing, formats, styles,
// paragraphs, line breaks, lists and their nesting, headings, alignment, links, line height, letter spacing) on
// random selections of a headless editor with Lexical's rich text and list behaviour.

type Edit = (t: TestTextEditor) => void;

const formats: TextFormatType[] = ['bold', 'italic', 'underline', 'strikethrough', 'superscript', 'subscript'];

const edit: fc.Arbitrary<Edit> = fc.oneof(
  // Typed text: line breaks and tabs come from their keys (Shift+Enter below; Tab is the indent key).
  blockText.map((text) => text.replace(/[\n\t]/g, ' ')).map((text) => (t: TestTextEditor) => t.edit(() => $getSelection()?.insertText(text))),
  fc.constantFrom(...formats).map((format) => (t: TestTextEditor) => t.edit(() => t.editor.dispatchCommand(FORMAT_TEXT_COMMAND, format))),
  fc
    .record({ color: fc.stringMatching(/^#[0-9a-f]{6}$/), size: fc.integer({ min: 8, max: 90 }) })
    .map(({ color, size }) => (t: TestTextEditor) => t.edit(() => $patchStyleText($getSelection()!, { color, 'font-size': `${size}px` }))),
  fc.constant((t: TestTextEditor) => t.edit(() => t.editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined))),
  fc.constant((t: TestTextEditor) => t.edit(() => t.editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false))),
  fc.constant((t: TestTextEditor) => t.edit(() => t.editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined))),
  fc.constant((t: TestTextEditor) => t.edit(() => t.editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined))),
  fc.constantFrom(1, -1).map((direction) => (t: TestTextEditor) => t.edit(() => void $indentBlocks(direction as 1 | -1))),
  fc.constantFrom('h1', 'h2', 'p').map((tag) => (t: TestTextEditor) =>
    t.edit(() => $setBlocksType($getSelection(), () => (tag === 'p' ? $createParagraphNode() : $createHeadingNode(tag as 'h1' | 'h2')))),
  ),
  fc.constantFrom('left', 'center', 'right', 'justify').map((align) => (t: TestTextEditor) => t.edit(() => $alignBlocks(align))),
  fc.option(linkEntity, { nil: null }).map((entity) => (t: TestTextEditor) => t.edit(() => $applyLink(entity))),
  fc.constantFrom(-3, 2).map((delta) => (t: TestTextEditor) => t.edit(() => $changeLineHeight(delta))),
  fc.constantFrom(-0.2, 0.4).map((delta) => (t: TestTextEditor) => t.edit(() => $changeLetterSpacing(delta))),
  fc.constant((t: TestTextEditor) =>
    t.edit(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) selection.removeText();
    }),
  ),
);

/** A selection somewhere in the document: fractions of the block count and of the blocks' lengths. */
const selectSomewhere = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([a, x, b, y]) => (t: TestTextEditor) => {
    let place = { block: 0, from: 0, toBlock: 0, to: 0, count: 0 };
    t.editor.getEditorState().read(() => {
      const blocks = $collectBlocks().map(({ node }) => node.getTextContent().length);
      const pick = (f: number) => Math.min(blocks.length - 1, Math.floor(f * blocks.length));
      const [first, second] = [pick(a), pick(b)].sort((m, n) => m - n) as [number, number];
      place = { block: first, from: Math.round(x * blocks[first]!), toBlock: second, to: Math.round(y * blocks[second]!), count: blocks.length };
    });
    if (place.count) t.select(place.block, place.from, place.toBlock, place.to);
  });

type Node = SerializedLexicalNode & { children?: Node[]; [field: string]: unknown };

/**
 * The editor state with what conversion may rewrite without changing the document left out: keys (new blocks and
 * links get theirs when saved), values Lexical derives (list numbering and indent, a block's text format), a CSS
 * string's spelling (its inline style is kept), and runs of text or links that draw alike merged.
 */
function projection(nodes: Node[]): Item[] {
  return mergeRuns(nodes.map(project));
}

type Item = Record<string, unknown> & { type: string; children?: Item[] };

function project(node: Node): Item {
  const { type } = node;
  if (type === 'text' || type === 'tab') return { type, text: node.text, look: JSON.stringify(lookToInlineStyle({ format: node.format as number, style: node.style as string })) };
  if (type === 'linebreak') return { type };
  const state = { ...(node.$ as Record<string, unknown> | undefined) };
  delete state.folioKey;
  delete state.folioEntity;
  delete state.folioLink;
  if (type === 'heading') delete state.folioTextStyle;
  const item: Item = { type, format: node.format, state, children: projection(node.children ?? []) };
  if (type === 'heading') item.tag = node.tag;
  if (type === 'link') Object.assign(item, { url: node.url, target: node.target === '_blank' ? '_blank' : '_self' });
  if (type === 'list') {
    const holders = (node.children ?? []).every((child) => child.type === 'listitem' && !!child.children?.length && child.children.every((c) => c.type === 'list'));
    // A list holding only nested lists shows no marker of its own, and v3 has no place for its kind: the viewer
    // draws it as one list with the list after it, of that list's kind.
    if (holders) item.holdersOnly = true;
    else item.listType = node.listType;
  }
  return item;
}

/** Neighbours that draw as one merged: text runs of one look, links to one address, a holders-only list and the next. */
function mergeRuns(items: Item[]): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last?.type === 'text' && item.type === 'text' && last.look === item.look) last.text = `${String(last.text)}${String(item.text)}`;
    else if (last?.type === 'link' && item.type === 'link' && last.url === item.url && last.target === item.target) {
      last.children = mergeRuns([...last.children!, ...item.children!]);
    } else if (last?.type === 'list' && last.holdersOnly && item.type === 'list') {
      out[out.length - 1] = { ...item, children: [...last.children!, ...item.children!] };
    } else out.push({ ...item });
  }
  return out;
}

describe('Lexical → v3 → Lexical on edited documents', () => {
  it('gives the document back, and v3 is a fixed point', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(selectSomewhere, edit), { minLength: 1, maxLength: 12 }), (steps) => {
        const t = createTestTextEditor({ blocks: [{ key: 'a', text: 'Start here', depth: 0, entityRanges: [] }] });
        for (const [select, change] of steps) {
          select(t);
          change(t);
        }
        const v3 = t.v3();
        const again = createTestTextEditor(v3);
        expect(again.v3()).toEqual(v3);
        const before = projection((t.editor.getEditorState().toJSON().root.children ?? []) as Node[]);
        expect(projection(textV3ToLexicalJson(v3).root.children as Node[])).toEqual(before);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
