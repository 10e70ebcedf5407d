import { $getRoot, $getSelection, $isRangeSelection, $isTextNode, type ElementNode } from 'lexical';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@folio/model';
import { $caretOf, $placeCaret, createTextHandover, takeHandover, typedKeyOf, type TypedKey } from './text-handover';
import { createTestTextEditor } from './text-test-editor';

const block = (key: string, text: string, extra: Partial<TextBlock> = {}): TextBlock => ({ key, text, depth: 0, entityRanges: [], ...extra });
const texts = (t: ReturnType<typeof createTestTextEditor>) => t.v3().blocks.map((one) => one.text);
const caretOf = (t: ReturnType<typeof createTestTextEditor>) => t.editor.getEditorState().read($caretOf);
const letters = (text: string): TypedKey[] => [...text].map((letter) => ({ kind: 'text', text: letter }));

describe('the keys held while a text cannot take them', () => {
  // (Deleting a character needs a browser window: e2e co-editing.spec.ts and constructor-text.spec.ts type Backspace.)
  it('are typed at the caret in order: letters, a new paragraph and a line break', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Spring issue')] });
    t.select(0, 6);
    const handover = createTextHandover();
    handover.typed.push(...letters(' oK'), { kind: 'paragraph' }, ...letters('x'));
    takeHandover(t.editor, handover);
    expect(texts(t)).toEqual(['Spring oK', 'x issue']);
    expect(handover.typed).toEqual([]);
    const line = createTestTextEditor({ blocks: [block('a', 'ab')] });
    line.select(0, 1);
    const breaking = createTextHandover();
    breaking.typed.push({ kind: 'line' }, ...letters('c'));
    takeHandover(line.editor, breaking);
    expect(texts(line)).toEqual(['a\ncb']);
  });

  it('are typed at the end of the text when nothing has the caret', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Spring issue')] });
    const handover = createTextHandover();
    handover.typed.push(...letters('!'));
    takeHandover(t.editor, handover);
    expect(texts(t)).toEqual(['Spring issue!']);
  });

  it('Enter in an empty list item leaves the list, as the key itself does', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'one', { type: 'unordered-list-item' }), block('b', '', { type: 'unordered-list-item' })] });
    t.select(1, 0);
    const handover = createTextHandover();
    handover.typed.push({ kind: 'paragraph' }, ...letters('After'));
    takeHandover(t.editor, handover);
    expect(t.v3().blocks.map((one) => [one.text, one.type ?? 'unstyled'])).toEqual([
      ['one', 'unordered-list-item'],
      ['After', 'unstyled'],
    ]);
  });
});

describe('the caret handed from one editor to the next', () => {
  it('is the block and the characters before it in the block, and goes back there', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'One'), block('b', 'Two three')] });
    t.select(1, 3);
    const handover = createTextHandover();
    handover.caret = caretOf(t);
    expect(handover.caret).toEqual({ block: 1, offset: 3 });
    const next = createTestTextEditor({ blocks: [block('a', 'One'), block('b', 'Two three')] });
    handover.typed.push(...letters(','));
    takeHandover(next.editor, handover);
    expect(texts(next)).toEqual(['One', 'Two, three']);
    expect(handover.caret).toBeUndefined();
  });

  it('at the start of a paragraph or in an empty one stays in that paragraph, not the end of the one before', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Hello'), block('b', '')] });
    t.select(1, 0);
    expect(caretOf(t)).toEqual({ block: 1, offset: 0 });
    const next = createTestTextEditor({ blocks: [block('a', 'Hello'), block('b', '')] });
    const handover = createTextHandover();
    handover.caret = caretOf(t);
    handover.typed.push(...letters('W'));
    takeHandover(next.editor, handover);
    expect(texts(next)).toEqual(['Hello', 'W']);
    const start = createTestTextEditor({ blocks: [block('a', 'Hello'), block('b', 'World')] });
    start.select(1, 0);
    expect(caretOf(start)).toEqual({ block: 1, offset: 0 });
  });

  it('before a link counts only the text before the link', () => {
    const t = createTestTextEditor({
      blocks: [block('a', 'Go here now', { entityRanges: [{ offset: 3, length: 4, key: '0' }] })],
      entityMap: { '0': { url: 'https://example.com', target: '_blank', type: 'URL' } },
    });
    // The caret as an element point of the paragraph, just before the link (its second child).
    t.edit(() => $getRoot().getFirstChildOrThrow<ElementNode>().select(1, 1));
    expect(caretOf(t)).toEqual({ block: 0, offset: 3 });
  });

  it('past its block is put at the block end; past the blocks at the text end', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'abc'), block('b', 'de')] });
    t.edit(() => $placeCaret({ block: 0, offset: 99 }));
    expect(caretOf(t)).toEqual({ block: 0, offset: 3 });
    t.edit(() => $placeCaret({ block: 7, offset: 0 }));
    t.edit(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && $isTextNode(selection.focus.getNode()) && selection.focus.getNode().getTextContent()).toBe('de');
    });
  });
});

describe('which keys are held, and as what', () => {
  it('letters (AltGr ones too), Enter, Shift+Enter and the deleting keys type; shortcuts and arrows type nothing', () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => typedKeyOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...extra });
    expect(key('a')).toEqual({ kind: 'text', text: 'a' });
    expect(key('é')).toEqual({ kind: 'text', text: 'é' });
    expect(key('😀')).toEqual({ kind: 'text', text: '😀' });
    expect(key('@', { ctrlKey: true, altKey: true })).toEqual({ kind: 'text', text: '@' });
    expect(key('Enter')).toEqual({ kind: 'paragraph' });
    expect(key('Enter', { shiftKey: true })).toEqual({ kind: 'line' });
    expect(key('Backspace')).toEqual({ kind: 'delete', backward: true });
    expect(key('Delete')).toEqual({ kind: 'delete', backward: false });
    expect(key('ArrowLeft')).toBeNull();
    expect(key('z', { ctrlKey: true })).toBeNull();
    expect(key('z', { metaKey: true })).toBeNull();
  });
});
