import { $getSelection, $isRangeSelection } from 'lexical';
import { describe, expect, it } from 'vitest';
import type { TextBlock } from '@folio/model';
import { $caretOffset, $placeCaret, createTextHandover, takeHandover, typedKeyOf } from './text-handover';
import { createTestTextEditor } from './text-test-editor';

const block = (key: string, text: string): TextBlock => ({ key, text, depth: 0, entityRanges: [] });
const texts = (t: ReturnType<typeof createTestTextEditor>) => t.v3().blocks.map((one) => one.text);

describe('the keys held while a text cannot take them', () => {
  // (Deleting moves the page's selection, which a headless editor has not: e2e co-editing.spec.ts types Backspace.)
  it('are typed at the caret in order: letters and a new paragraph', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Spring issue')] });
    t.select(0, 6);
    const handover = createTextHandover();
    handover.typed.push({ kind: 'text', text: ' ' }, { kind: 'text', text: 'o' }, { kind: 'text', text: 'K' }, { kind: 'paragraph' }, { kind: 'text', text: 'x' });
    takeHandover(t.editor, handover);
    expect(texts(t)).toEqual(['Spring oK', 'x issue']);
    expect(handover.typed).toEqual([]);
  });

  it('are typed at the end of the text when nothing has the caret', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'Spring issue')] });
    const handover = createTextHandover();
    handover.typed.push({ kind: 'text', text: '!' });
    takeHandover(t.editor, handover);
    expect(texts(t)).toEqual(['Spring issue!']);
  });

  it('go after the caret the last editor left, counted in characters over paragraphs', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'One'), block('b', 'Two three')] });
    t.select(1, 3);
    const handover = createTextHandover();
    handover.caret = t.editor.getEditorState().read($caretOffset);
    expect(handover.caret).toBe(6);
    const next = createTestTextEditor({ blocks: [block('a', 'One'), block('b', 'Two three')] });
    handover.typed.push({ kind: 'text', text: ',' });
    takeHandover(next.editor, handover);
    expect(texts(next)).toEqual(['One', 'Two, three']);
    expect(handover.caret).toBeUndefined();
  });

  it('a caret past the text is put at its end; one in an empty paragraph counts what is before it', () => {
    const t = createTestTextEditor({ blocks: [block('a', 'abc'), block('b', '')] });
    t.edit(() => $placeCaret(99));
    t.edit(() => {
      const selection = $getSelection();
      expect($isRangeSelection(selection) && selection.isCollapsed()).toBe(true);
    });
    t.select(1, 0);
    expect(t.editor.getEditorState().read($caretOffset)).toBe(3);
  });
});

describe('which keys are held, and as what', () => {
  it('letters, Enter and the deleting keys type; shortcuts and arrows type nothing', () => {
    const key = (k: string, extra: Partial<KeyboardEvent> = {}) => typedKeyOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...extra });
    expect(key('a')).toEqual({ kind: 'text', text: 'a' });
    expect(key('é')).toEqual({ kind: 'text', text: 'é' });
    expect(key('😀')).toEqual({ kind: 'text', text: '😀' });
    expect(key('Enter')).toEqual({ kind: 'paragraph' });
    expect(key('Backspace')).toEqual({ kind: 'delete', backward: true });
    expect(key('Delete')).toEqual({ kind: 'delete', backward: false });
    expect(key('ArrowLeft')).toBeNull();
    expect(key('z', { ctrlKey: true })).toBeNull();
    expect(key('z', { metaKey: true })).toBeNull();
  });
});
