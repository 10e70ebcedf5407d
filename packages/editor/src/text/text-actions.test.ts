import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, INSERT_PARAGRAPH_COMMAND } from 'lexical';
import { describe, expect, it } from 'vitest';
import { textConstants, type InlineStyle, type TextBlock } from '@folio/model';
import {
  $alignBlocks,
  $applyInlineStyle,
  $applyLink,
  $changeLetterSpacing,
  $changeLineHeight,
  $indentBlocks,
  $insertNonBreakingSpace,
  $selectedLink,
  $selectionInlineStyle,
  $selectionStyleState,
  MAX_LIST_DEPTH,
} from './text-actions';
import { createTestTextEditor } from './text-test-editor';

const block = (key: string, text: string, extra: Partial<TextBlock> = {}): TextBlock => ({ key, text, depth: 0, entityRanges: [], ...extra });
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
    expect(t.v3().styles).toEqual([{ key: 'a', ranges: [{ offset: 0, length: 3, style: { letterSpacing: 0.6 } }] }]);
  });

  it('changes each run from its own spacing', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: [{ key: 'a', ranges: [{ offset: 0, length: 2, style: { letterSpacing: 1 } }] }],
    });
    t.select(0, 0, 0, 4);
    t.edit(() => $changeLetterSpacing(-textConstants.letterSpacingStep));
    expect(t.v3().styles[0]!.ranges).toEqual([
      { offset: 0, length: 2, style: { letterSpacing: 0.8 } },
      { offset: 2, length: 2, style: { letterSpacing: -0.2 } },
    ]);
  });

  it('changes the whole block when nothing is selected', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'ab'), block('b', 'cd')] });
    t.select(0, 1);
    t.edit(() => $changeLetterSpacing(textConstants.letterSpacingStep));
    expect(t.v3().styles).toEqual([{ key: 'a', ranges: [{ offset: 0, length: 2, style: { letterSpacing: 0.2 } }] }]);
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
    expect(t.v3().styles[0]!.ranges[0]!.style).toEqual({ fontWeight: 700, fontStyle: 'italic', textDecoration: 'underline' });
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
      styles: [{ key: 'a', ranges: [{ offset: 0, length: 6, style: { color: '112233' } }] }],
    });
    t.select(0, 2, 0, 4);
    t.edit(() => $applyInlineStyle({ fontFamily: 'Lora', fontWeight: 300, fontSize: 30 }));
    expect(t.v3().styles[0]!.ranges).toEqual([
      { offset: 0, length: 2, style: { color: '112233' } },
      { offset: 2, length: 2, style: { color: '112233', fontSize: 30, fontFamily: 'Lora', fontWeight: 300 } },
      { offset: 4, length: 2, style: { color: '112233' } },
    ]);
  });

  it('a key given as undefined is removed, so the block’s style shows again', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: [{ key: 'a', ranges: [{ offset: 0, length: 4, style: { color: '112233', fontWeight: 700, script: 'superscript' } }] }],
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
    expect(t.v3().styles).toEqual([
      { key: 'a', ranges: [{ offset: 1, length: 2, style }] },
      { key: 'b', ranges: [{ offset: 0, length: 2, style }] },
    ]);
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
    expect(t.v3().styles).toEqual([{ key: 'a', ranges: [{ offset: 0, length: 3, style }] }]);
    t.edit(() => expect($selectionInlineStyle()).toEqual(style));
  });

  it('at a cursor, what is typed next takes the style, and the text around it does not', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'ab')] });
    t.select(0, 1);
    t.edit(() => $applyInlineStyle({ fontSize: 40, fontStyle: 'italic' }));
    t.edit(() => expect($selectionInlineStyle()).toEqual({ fontSize: 40, fontStyle: 'italic' }));
    t.edit(() => $getSelection()!.insertText('X'));
    expect(t.v3().blocks[0]!.text).toBe('aXb');
    expect(t.v3().styles).toEqual([{ key: 'a', ranges: [{ offset: 1, length: 1, style: { fontSize: 40, fontStyle: 'italic' } }] }]);
  });

  it('reads the style of the selection; keys that differ across it are mixed and left out', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'abcd')],
      styles: [
        {
          key: 'a',
          ranges: [
            { offset: 0, length: 2, style: { fontFamily: 'Lora', fontSize: 20, color: 'FF0000' } },
            { offset: 2, length: 2, style: { fontFamily: 'Lora', fontSize: 30 } },
          ],
        },
      ],
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
      styles: [{ key: 'a', ranges: [{ offset: 0, length: 2, style: { fontWeight: 700, fontSize: 20 } }] }],
    });
    t.select(0, 1);
    t.edit(() => expect($selectionInlineStyle()).toEqual({ fontSize: 20, fontWeight: 700 }));
  });
});
