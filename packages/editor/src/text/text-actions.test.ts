import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, INSERT_PARAGRAPH_COMMAND } from 'lexical';
import { describe, expect, it } from 'vitest';
import { blockStyleRuns, textConstants, type InlineStyle, type StyleRange, type TextBlock } from '@folio/model';
import {
  $alignBlocks,
  $applyInlineStyle,
  $applyLink,
  $applyTextStyle,
  $changeIndent,
  $changeLetterSpacing,
  $changeLineHeight,
  $indentBlocks,
  $insertNonBreakingSpace,
  $selectedBlocks,
  $selectedLink,
  $selectionInlineStyle,
  $setBlockPaddings,
  $setLineHeight,
  $setList,
  $selectionStyleState,
  MAX_LIST_DEPTH,
} from './text-actions';
import { $collectBlocks } from './lexical-to-text-v3';
import { createTestTextEditor, type TestTextEditor } from './text-test-editor';
import type { TextV3Content } from './text-v3-content';

const block = (key: string, text: string, extra: Partial<TextBlock> = {}): TextBlock => ({ key, text, depth: 0, entityRanges: [], ...extra });
// Inline styles are given as whole-style runs (a form text v3 still accepts) and read back through blockStyleRuns,
// whatever form `styles` is stored in.
const stored = (key: string, ranges: StyleRange[]) => [{ key, ranges }] as unknown as TextV3Content['styles'];
const runs = (t: TestTextEditor, key: string) => blockStyleRuns(t.v3().styles, key);
const item = (key: string, text: string, depth = 0): TextBlock => block(key, text, { depth, type: 'unordered-list-item' });

describe('alignment (§9 Shift+Ctrl/Cmd+L, R, C, A)', () => {
  it('aligns every paragraph the selection touches, and only those', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two'), block('c', 'three')] });
    t.select(0, 1, 1, 2);
    t.edit(() => $alignBlocks('center'));
    expect(t.v3().blocksMeta).toEqual([
      { key: 'a', data: { align: 'center' } },
      { key: 'b', data: { align: 'center' } },
    ]);
    t.select(2, 0);
    t.edit(() => $alignBlocks('justify'));
    expect(t.v3().blocksMeta.at(-1)).toEqual({ key: 'c', data: { align: 'justify' } });
  });
});

describe('indent (§9 Tab and Shift+Tab, §5)', () => {
  it('changes the text indent by 28 when the cursor is at the start of the block', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'text')] });
    t.select(0, 0);
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { textIndent: 2 * textConstants.indentStep } }]);
    t.edit(() => expect($indentBlocks(-1)).toBe(true));
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { textIndent: textConstants.indentStep } }]);
  });

  it('never goes below 0', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'text')], blocksMeta: [{ key: 'a', data: { textIndent: 28 } }] });
    t.select(0, 0);
    t.edit(() => expect($indentBlocks(-1)).toBe(true));
    t.edit(() => expect($indentBlocks(-1)).toBe(false));
    expect(t.v3().blocksMeta).toEqual([]);
  });

  it('does nothing away from the start of the block', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'text')] });
    t.select(0, 2);
    t.edit(() => expect($indentBlocks(1)).toBe(false));
    t.select(0, 0, 0, 2);
    t.edit(() => expect($indentBlocks(1)).toBe(false));
    expect(t.v3().blocksMeta).toEqual([]);
  });

  it('nests list items one level deeper and back, anywhere in the item', () => {
    const t = createTestTextEditor({ blocks: [item('a', 'one'), item('b', 'two')] });
    t.select(1, 2);
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    expect(t.v3().blocks.map((b) => b.depth)).toEqual([0, 1]);
    t.edit(() => expect($indentBlocks(-1)).toBe(true));
    expect(t.v3().blocks.map((b) => b.depth)).toEqual([0, 0]);
    t.edit(() => expect($indentBlocks(-1)).toBe(false));
  });

  it('does not nest a list item deeper than a block may be', () => {
    const t = createTestTextEditor({ blocks: [item('a', 'one'), item('b', 'deep', MAX_LIST_DEPTH)] });
    t.select(1, 0);
    t.edit(() => expect($indentBlocks(1)).toBe(false));
    expect(t.v3().blocks[1]!.depth).toBe(MAX_LIST_DEPTH);
  });
});

describe('line height (§9 Alt+Up/Down, §5 minimum 8)', () => {
  it('starts from the text style’s line height and moves by a step', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'Title'), block('b', 'body')],
      blocksMeta: [{ key: 'a', data: { textStyle: 'H1' } }],
    });
    t.select(0, 0, 1, 1);
    t.edit(() => $changeLineHeight(textConstants.lineHeightStep));
    const data = t.v3().blocksMeta.map((m) => m.data.lineHeight);
    // H1's line height is 60 (§3); a block with no text style has the default 26.
    expect(data).toEqual([60 + textConstants.lineHeightStep, textConstants.defaultLineHeight + textConstants.lineHeightStep]);
  });

  it('never goes below 8', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'x')], blocksMeta: [{ key: 'a', data: { lineHeight: 9 } }] });
    t.select(0, 0);
    t.edit(() => $changeLineHeight(-1));
    t.edit(() => $changeLineHeight(-1));
    t.edit(() => $changeLineHeight(-1));
    expect(t.v3().blocksMeta[0]!.data.lineHeight).toBe(textConstants.minLineHeight);
  });
});

describe('letter spacing (§9 Alt+Left/Right, §5 step 0.2)', () => {
  it('changes the selected text by steps of 0.2 without drifting', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'letters')] });
    t.select(0, 0, 0, 3);
    for (let i = 0; i < 3; i++) t.edit(() => $changeLetterSpacing(textConstants.letterSpacingStep));
    expect(runs(t, 'a')).toEqual([{ offset: 0, length: 3, style: { letterSpacing: 0.6 } }]);
  });

  it('changes each run from its own spacing', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: stored('a', [{ offset: 0, length: 2, style: { letterSpacing: 1 } }]),
    });
    t.select(0, 0, 0, 4);
    t.edit(() => $changeLetterSpacing(-textConstants.letterSpacingStep));
    expect(runs(t, 'a')).toEqual([
      { offset: 0, length: 2, style: { letterSpacing: 0.8 } },
      { offset: 2, length: 2, style: { letterSpacing: -0.2 } },
    ]);
  });

  it('changes the whole block when nothing is selected', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'ab'), block('b', 'cd')] });
    t.select(0, 1);
    t.edit(() => $changeLetterSpacing(textConstants.letterSpacingStep));
    expect(runs(t, 'a')).toEqual([{ offset: 0, length: 2, style: { letterSpacing: 0.2 } }]);
  });
});

describe('typing', () => {
  it('Alt+Space types a non-breaking space (§9)', () => {
    const t = createTestTextEditor({ blocks: [block('a', '10kg')] });
    t.select(0, 2);
    t.edit(() => $insertNonBreakingSpace());
    expect(t.v3().blocks[0]!.text).toBe('10\u00a0kg');
  });

  it('Ctrl/Cmd+B, I, U format the selection through Lexical’s own commands', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'word')] });
    t.select(0, 0, 0, 4);
    for (const format of ['bold', 'italic', 'underline'] as const) t.edit(() => t.editor.dispatchCommand(FORMAT_TEXT_COMMAND, format));
    expect(runs(t, 'a')[0]!.style).toEqual({ fontWeight: 700, fontStyle: 'italic', textDecoration: 'underline' });
  });

  it('a block split by Enter keeps its key, the new block gets a fresh one', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'onetwo')], blocksMeta: [{ key: 'a', data: { align: 'right' } }] });
    t.select(0, 3);
    t.edit(() => t.editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined));
    const { blocks } = t.v3();
    expect(blocks.map((b) => b.text)).toEqual(['one', 'two']);
    expect(blocks[0]!.key).toBe('a');
    expect(blocks[1]!.key).not.toBe('a');
  });
});

describe('links (§2 link panel, §5 link rules)', () => {
  it('links the selection, the address made complete by its type', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'see site, mail, call')] });
    t.select(0, 4, 0, 8);
    t.edit(() => $applyLink({ url: 'example.com', target: '_blank', type: 'URL' }));
    t.select(0, 10, 0, 14);
    t.edit(() => $applyLink({ url: 'a@b.c', target: '_self', type: 'Email' }));
    t.select(0, 16, 0, 20);
    t.edit(() => $applyLink({ url: '+1 555 0100', target: '_self', type: 'Phone' }));
    const doc = t.v3();
    const entities = doc.blocks[0]!.entityRanges.map((range) => ({ text: doc.blocks[0]!.text.slice(range.offset, range.offset + range.length), ...doc.entityMap[range.key] }));
    expect(entities).toEqual([
      { text: 'site', url: 'http://example.com', target: '_blank', type: 'URL' },
      { text: 'mail', url: 'mailto:a@b.c', target: '_self', type: 'Email' },
      { text: 'call', url: 'tel:+15550100', target: '_self', type: 'Phone' },
    ]);
  });

  it('reads, changes and removes the link the cursor is in', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'a link here', { entityRanges: [{ offset: 2, length: 4, key: '0' }] })],
      entityMap: { '0': { url: 'anchor:p2', target: '_self', type: 'Anchor', anchorPosition: 120, pageId: '0123456789abcdef01234567' } },
    });
    t.select(0, 3);
    t.edit(() => expect($selectedLink()).toEqual({ url: 'anchor:p2', target: '_self', type: 'Anchor', anchorPosition: 120, pageId: '0123456789abcdef01234567' }));
    t.edit(() => $applyLink({ url: 'https://example.org', target: '_self', type: 'URL' }));
    let doc = t.v3();
    expect(doc.blocks[0]!.entityRanges).toHaveLength(1);
    expect(Object.values(doc.entityMap)).toEqual([{ url: 'https://example.org', target: '_self', type: 'URL' }]);
    t.select(0, 3);
    t.edit(() => $applyLink(null));
    doc = t.v3();
    expect(doc.blocks[0]!.entityRanges).toEqual([]);
    expect(doc.blocks[0]!.text).toBe('a link here');
  });

  it('at a cursor outside links, inserts the address as a link', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'go ')] });
    t.select(0, 3);
    t.edit(() => $applyLink({ url: 'example.com', target: '_self', type: 'URL' }));
    const doc = t.v3();
    expect(doc.blocks[0]!.text).toBe('go http://example.com');
    expect(doc.blocks[0]!.entityRanges).toEqual([{ offset: 3, length: 18, key: expect.any(String) }]);
    t.edit(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.isCollapsed()).toBe(true);
    });
  });
});

describe('inline styles from the toolbar (§3 "Inline styles")', () => {
  it('applies a patch to part of a run, splitting it, and keeps what the run had', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcdef')],
      styles: stored('a', [{ offset: 0, length: 6, style: { color: '112233' } }]),
    });
    t.select(0, 2, 0, 4);
    t.edit(() => $applyInlineStyle({ fontFamily: 'Lora', fontWeight: 300, fontSize: 30 }));
    expect(runs(t, 'a')).toEqual([
      { offset: 0, length: 2, style: { color: '112233' } },
      { offset: 2, length: 2, style: { color: '112233', fontSize: 30, fontFamily: 'Lora', fontWeight: 300 } },
      { offset: 4, length: 2, style: { color: '112233' } },
    ]);
  });

  it('a key given as undefined is removed, so the block’s style shows again', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: stored('a', [{ offset: 0, length: 4, style: { color: '112233', fontWeight: 700, script: 'superscript' } }]),
    });
    t.select(0, 0, 0, 4);
    t.edit(() => $applyInlineStyle({ color: undefined, fontWeight: undefined, script: undefined }));
    expect(t.v3().styles).toEqual([]);
  });

  it('applies across blocks, to the selected part of each', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two')] });
    t.select(0, 1, 1, 2);
    t.edit(() => $applyInlineStyle({ textDecoration: 'underline line-through', textTransform: 'uppercase', letterSpacing: 0.4 }));
    const style = { letterSpacing: 0.4, textDecoration: 'underline line-through', textTransform: 'uppercase' };
    expect(runs(t, 'a')).toEqual([{ offset: 1, length: 2, style }]);
    expect(runs(t, 'b')).toEqual([{ offset: 0, length: 2, style }]);
  });

  it('every inline style key is applied and stored as given', () => {
    const style: InlineStyle = {
      letterSpacing: -0.6,
      color: '336699CC',
      fontFeatures: { ss01: true, liga: false },
      stroke: { width: 1.5, color: 'FF0000' },
      fontSize: 44,
      fontFamily: 'Playfair Display',
      fontWeight: 900,
      fontStyle: 'italic',
      variableAxes: { wght: 550, wdth: 90 },
      textDecoration: 'underline',
      textTransform: 'capitalize',
      script: 'subscript',
      kerning: false,
    };
    const t = createTestTextEditor({ blocks: [block('a', 'xyz')] });
    t.select(0, 0, 0, 3);
    t.edit(() => $applyInlineStyle(style));
    expect(runs(t, 'a')).toEqual([{ offset: 0, length: 3, style }]);
    t.edit(() => expect($selectionInlineStyle()).toEqual(style));
  });

  it('at a cursor, what is typed next takes the style, and the text around it does not', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'ab')] });
    t.select(0, 1);
    t.edit(() => $applyInlineStyle({ fontSize: 40, fontStyle: 'italic' }));
    t.edit(() => expect($selectionInlineStyle()).toEqual({ fontSize: 40, fontStyle: 'italic' }));
    t.edit(() => $getSelection()!.insertText('X'));
    expect(t.v3().blocks[0]!.text).toBe('aXb');
    expect(runs(t, 'a')).toEqual([{ offset: 1, length: 1, style: { fontSize: 40, fontStyle: 'italic' } }]);
  });

  it('reads the style of the selection; keys that differ across it are mixed and left out', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: stored('a', [
        { offset: 0, length: 2, style: { fontFamily: 'Lora', fontSize: 20, color: 'FF0000' } },
        { offset: 2, length: 2, style: { fontFamily: 'Lora', fontSize: 30 } },
      ]),
    });
    t.select(0, 1, 0, 3);
    t.edit(() => {
      expect($selectionInlineStyle()).toEqual({ fontFamily: 'Lora' });
      expect([...$selectionStyleState().mixed].sort()).toEqual(['color', 'fontSize']);
    });
    t.select(0, 0, 0, 2);
    t.edit(() => {
      expect($selectionInlineStyle()).toEqual({ color: 'FF0000', fontSize: 20, fontFamily: 'Lora' });
      expect($selectionStyleState().mixed.size).toBe(0);
    });
  });

  it('reads the style at a cursor from the text it is in', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: stored('a', [{ offset: 0, length: 2, style: { fontWeight: 700, fontSize: 20 } }]),
    });
    t.select(0, 1);
    t.edit(() => expect($selectionInlineStyle()).toEqual({ fontSize: 20, fontWeight: 700 }));
  });
});

describe('text styles (§3 "Text style", blocksMeta data.textStyle)', () => {
  it('names the style on every selected block; a heading style makes the block a heading, another makes it a paragraph again', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Title'), block('b', 'body'), block('c', 'rest')], blocksMeta: [{ key: 'a', data: { align: 'center', lineHeight: 70 } }] });
    t.select(0, 1, 1, 1);
    t.edit(() => $applyTextStyle('H1'));
    expect(t.v3().blocksMeta).toEqual([
      { key: 'a', data: { textStyle: 'H1', align: 'center', lineHeight: 70 } },
      { key: 'b', data: { textStyle: 'H1' } },
    ]);
    t.edit(() => expect($selectedBlocks().map((node) => node.getType())).toEqual(['heading', 'heading']));
    expect(t.v3().blocks.map((b) => b.key)).toEqual(['a', 'b', 'c']);
    t.select(1, 0);
    t.edit(() => $applyTextStyle('Caption'));
    t.edit(() => expect($selectedBlocks().map((node) => node.getType())).toEqual(['paragraph']));
    expect(t.v3().blocksMeta.map((m) => m.data.textStyle)).toEqual(['H1', 'Caption']);
    t.select(0, 0, 1, 0);
    t.edit(() => $applyTextStyle(undefined));
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { align: 'center', lineHeight: 70 } }]);
  });

  it('keeps the text, its inline styles and the selection of a block made a heading', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'abcd')], styles: stored('a', [{ offset: 1, length: 2, style: { color: 'FF0000' } }]) });
    t.select(0, 1, 0, 3);
    t.edit(() => $applyTextStyle('H2'));
    expect(runs(t, 'a')).toEqual([{ offset: 1, length: 2, style: { color: 'FF0000' } }]);
    t.edit(() => expect($selectionInlineStyle()).toEqual({ color: 'FF0000' }));
  });

  it('a list item keeps its list and takes the name', () => {
    const t = createTestTextEditor({ blocks: [item('a', 'one')] });
    t.select(0, 0);
    t.edit(() => $applyTextStyle('H2'));
    expect(t.v3().blocks[0]!.type).toBe('unordered-list-item');
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { textStyle: 'H2' } }]);
  });
});

describe('line height from the toolbar (§3 block data, §5 minimum 8)', () => {
  it('sets the selected blocks’ line height, never below 8; undefined gives the style’s back', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two')] });
    t.select(0, 0, 1, 1);
    t.edit(() => $setLineHeight(40));
    expect(t.v3().blocksMeta.map((m) => m.data.lineHeight)).toEqual([40, 40]);
    t.edit(() => $setLineHeight(3));
    expect(t.v3().blocksMeta.map((m) => m.data.lineHeight)).toEqual([textConstants.minLineHeight, textConstants.minLineHeight]);
    t.edit(() => $setLineHeight(undefined));
    expect(t.v3().blocksMeta).toEqual([]);
  });
});

describe('lists from the toolbar (§3 list types unordered, ordered)', () => {
  it('makes the selected paragraphs a list, keeping their keys and block data, and turns them back', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'one'), block('b', 'two'), block('c', 'after')],
      blocksMeta: [{ key: 'b', data: { textStyle: 'Caption', lineHeight: 30 } }],
    });
    t.select(0, 1, 1, 1);
    t.edit(() => $setList('bullet'));
    let doc = t.v3();
    expect(doc.blocks.map((b) => [b.key, b.type])).toEqual([
      ['a', 'unordered-list-item'],
      ['b', 'unordered-list-item'],
      ['c', undefined],
    ]);
    expect(doc.blocksMeta).toEqual([{ key: 'b', data: { textStyle: 'Caption', lineHeight: 30 } }]);
    t.edit(() => $setList('number'));
    expect(t.v3().blocks.map((b) => b.type)).toEqual(['ordered-list-item', 'ordered-list-item', undefined]);
    t.edit(() => $setList(null));
    doc = t.v3();
    expect(doc.blocks.map((b) => [b.key, b.type])).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', undefined],
    ]);
    expect(doc.blocksMeta).toEqual([{ key: 'b', data: { textStyle: 'Caption', lineHeight: 30 } }]);
  });

  it('takes only the selected items out of their list; the items around stay listed, deeper ones keep their depth', () => {
    const t = createTestTextEditor({ blocks: [item('a', 'one'), item('b', 'two'), item('c', 'three', 1), item('d', 'four')] });
    t.select(1, 1);
    t.edit(() => $setList(null));
    expect(t.v3().blocks.map((b) => [b.key, b.type, b.depth])).toEqual([
      ['a', 'unordered-list-item', 0],
      ['b', undefined, 0],
      ['c', 'unordered-list-item', 1],
      ['d', 'unordered-list-item', 0],
    ]);
    t.select(1, 0);
    t.edit(() => $setList('bullet'));
    expect(t.v3().blocks.map((b) => [b.key, b.type, b.depth])).toEqual([
      ['a', 'unordered-list-item', 0],
      ['b', 'unordered-list-item', 0],
      ['c', 'unordered-list-item', 1],
      ['d', 'unordered-list-item', 0],
    ]);
  });

  it('a heading made an item keeps its style by name, and is a heading again when taken out', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Title')], blocksMeta: [{ key: 'a', data: { textStyle: 'H2' } }] });
    t.select(0, 2);
    t.edit(() => $setList('number'));
    expect(t.v3().blocks[0]!.type).toBe('ordered-list-item');
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { textStyle: 'H2' } }]);
    t.edit(() => $setList(null));
    t.edit(() => expect($selectedBlocks().map((node) => node.getType())).toEqual(['heading']));
    expect(t.v3().blocksMeta).toEqual([{ key: 'a', data: { textStyle: 'H2' } }]);
  });

  it('nests with Tab inside the list, as deep as the items before allow one more level each', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two'), block('c', 'three')] });
    t.select(0, 0, 2, 0);
    t.edit(() => $setList('bullet'));
    t.select(1, 1);
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    t.select(2, 1);
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    t.edit(() => expect($indentBlocks(1)).toBe(true));
    expect(t.v3().blocks.map((b) => [b.text, b.depth, b.type])).toEqual([
      ['one', 0, 'unordered-list-item'],
      ['two', 1, 'unordered-list-item'],
      ['three', 2, 'unordered-list-item'],
    ]);
    t.edit(() => expect($indentBlocks(-1)).toBe(true));
    expect(t.v3().blocks.map((b) => b.depth)).toEqual([0, 1, 1]);
  });
});

describe('indent from the toolbar (§5: 28 per step, never below 0)', () => {
  it('indents every selected paragraph by 28 wherever the cursor is, and list items by a level', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'text'), block('b', 'more'), item('c', 'x'), item('d', 'y')] });
    t.select(0, 2, 1, 2);
    t.edit(() => expect($changeIndent(1)).toBe(true));
    t.edit(() => expect($changeIndent(1)).toBe(true));
    expect(t.v3().blocksMeta.map((m) => m.data.textIndent)).toEqual([56, 56]);
    t.edit(() => expect($changeIndent(-1)).toBe(true));
    t.edit(() => expect($changeIndent(-1)).toBe(true));
    t.edit(() => expect($changeIndent(-1)).toBe(false));
    expect(t.v3().blocksMeta).toEqual([]);
    t.select(3, 1);
    t.edit(() => expect($changeIndent(1)).toBe(true));
    expect(t.v3().blocks.map((b) => b.depth)).toEqual([0, 0, 0, 1]);
  });
});

describe('paddings (§5: whole numbers, at least 0)', () => {
  it('sets the paddings of one block by its node, rounded and never below 0', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one'), block('b', 'two')] });
    const second = () => $collectBlocks()[1]!.node.getKey();
    t.edit(() => $setBlockPaddings(second(), { top: 10.4, left: -3, right: 0 }));
    expect(t.v3().blocksMeta).toEqual([{ key: 'b', data: { paddings: { left: 0, right: 0, top: 10 } } }]);
    t.edit(() => $setBlockPaddings(second(), undefined));
    expect(t.v3().blocksMeta).toEqual([]);
  });
});
