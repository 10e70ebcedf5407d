import { widgetSchema, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { textWidgetToV3 } from '../text/text-widget-v3';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// Text in place (docs/editor.md "Text on the canvas"): which gestures open the text editor, what closes it, and the
// edit it hands back entering the history and the change stream as one step.

function textWidget(id: number, fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({ _id: testId(id), pid: TEST_PAGE_IDS[0], type: 'text', version: 2, text: '<p>Hello</p>', x: 0, y: 0, w: 200, h: 100, ...fields });
}

const editorWith = (...widgets: Widget[]) => new TestEditor({ widgets: [textWidget(1), shapeWidget(2, { x: 300, y: 0 }), ...widgets] });

describe('opening the text editor', () => {
  it('a double click on a text widget opens it and selects it; on a shape or on nothing it does not', () => {
    const editor = editorWith();
    expect(editor.doubleClick({ x: 350, y: 50 })).toBe(false);
    expect(editor.doubleClick({ x: 600, y: 600 })).toBe(false);
    expect(editor.session.editingTextId).toBeNull();
    expect(editor.doubleClick({ x: 50, y: 50 })).toBe(true);
    expect(editor.session.editingTextId).toBe(testId(1));
    editor.expectSelection(1);
  });

  it('Enter opens the only selected text; not a shape, not two widgets', () => {
    const editor = editorWith(textWidget(3, { x: 0, y: 200 }));
    editor.select([testId(2)]);
    editor.press('Enter');
    expect(editor.session.editingTextId).toBeNull();
    editor.select([testId(1), testId(3)]);
    editor.press('Enter');
    expect(editor.session.editingTextId).toBeNull();
    editor.select([testId(3)]);
    editor.press('Enter');
    expect(editor.session.editingTextId).toBe(testId(3));
  });

  it('a locked or hidden text does not open', () => {
    const editor = new TestEditor({ widgets: [textWidget(1, { locked: true }), textWidget(3, { x: 300, hidden: true })] });
    expect(editor.editText(testId(1))).toBe(false);
    expect(editor.editText(testId(3))).toBe(false);
    expect(editor.session.editingTextId).toBeNull();
  });
});

describe('closing it', () => {
  it('a press on the canvas, another selection, another page or another viewport closes it', () => {
    const editor = editorWith();
    const closers: ((editor: TestEditor) => void)[] = [
      (e) => e.down([350, 50]).up(),
      (e) => e.select([testId(2)]),
      (e) => e.setPage(TEST_PAGE_IDS[1]),
      (e) => e.setViewport('phone_portrait'),
    ];
    for (const close of closers) {
      editor.setPage(TEST_PAGE_IDS[0]);
      editor.setViewport('default');
      expect(editor.editText(testId(1))).toBe(true);
      close(editor);
      expect(editor.session.editingTextId).toBeNull();
    }
  });

  it('endTextEditing keeps the text selected', () => {
    const editor = editorWith();
    editor.editText(testId(1));
    editor.endTextEditing();
    expect(editor.session.editingTextId).toBeNull();
    editor.expectSelection(1);
  });
});

describe('the edit it hands back', () => {
  it('replaces the widget whole: a v2 text becomes v3, its v2 fields go (sent as removed), one undo brings it back', () => {
    const editor = editorWith();
    const before = editor.stored(1);
    const v3 = textWidgetToV3(before as Extract<Widget, { type: 'text' }>);
    editor.editText(testId(1));
    expect(editor.run('replaceWidget', { widget: v3 })).toBe(true);
    expect(editor.stored(1)).toMatchObject({ version: 3 });
    expect(editor.stored(1)).not.toHaveProperty('text');
    const step = editor.changes.at(-1)!;
    expect(step.widgets.updated.map((widget) => widget._id)).toEqual([testId(1)]);
    expect(step.widgets.removedFields[testId(1)]).toEqual(expect.arrayContaining(['text', 'bg_opacity']));
    editor.expectHistory(['replaceWidget']);
    editor.run('undo');
    expect(editor.stored(1)).toEqual(before);
  });

  it('every edit of one editing session is one history entry, the last one taken as editing ends', () => {
    const editor = editorWith();
    const before = editor.stored(1);
    const v3 = textWidgetToV3(before as Extract<Widget, { type: 'text' }>);
    // Each step of typing as a different widget (the box's width stands for the text typed so far).
    const typed = (text: string) => ({ ...v3, w: 200 + text.length }) as Widget;
    editor.editText(testId(1));
    let pending: Widget | null = typed('Hel');
    editor.setTextFlush(() => {
      if (pending) editor.run('replaceWidget', { widget: pending });
      pending = null;
    });
    editor.run('replaceWidget', { widget: typed('H') });
    editor.run('replaceWidget', { widget: typed('He') });
    editor.down([600, 600]).up();
    expect(editor.session.editingTextId).toBeNull();
    expect(editor.changes).toHaveLength(3);
    editor.expectHistory(['replaceWidget']);
    editor.select([testId(2)]);
    editor.run('translate', { dx: 5, dy: 0 });
    editor.expectHistory(['replaceWidget', 'translate']);
    editor.run('undo');
    editor.run('undo');
    expect(editor.stored(1)).toEqual(before);
    editor.run('redo');
    expect(editor.stored(1)).toMatchObject({ version: 3, w: 203 });
  });

  it('a co-edited text session is saved but leaves no history entry (its undo would take back the others’ typing)', () => {
    const editor = editorWith();
    const v3 = textWidgetToV3(editor.stored(1) as Extract<Widget, { type: 'text' }>);
    editor.select([testId(2)]);
    editor.run('translate', { dx: 5, dy: 0 });
    editor.editText(testId(1));
    editor.coEditText();
    editor.run('replaceWidget', { widget: { ...v3, w: 260 } as Widget });
    editor.endTextEditing();
    expect(editor.stored(1)).toMatchObject({ w: 260 });
    expect(editor.changes.at(-1)!.widgets.updated.map((widget) => widget._id)).toEqual([testId(1)]);
    editor.expectHistory(['translate']);
    // The next session, not co-edited, is one entry again.
    editor.editText(testId(1));
    editor.run('replaceWidget', { widget: { ...v3, w: 280 } as Widget });
    editor.endTextEditing();
    editor.expectHistory(['translate', 'replaceWidget']);
  });

  it('a text going back to being edited alone hands over its pending edit first', () => {
    const editor = editorWith();
    const v3 = textWidgetToV3(editor.stored(1) as Extract<Widget, { type: 'text' }>);
    editor.editText(testId(1));
    editor.coEditText();
    // The open editor's edit not yet handed over (its 400 ms not passed).
    editor.setTextFlush(() => void editor.run('replaceWidget', { widget: { ...v3, w: 270 } as Widget }));
    editor.coEditText(false);
    expect(editor.stored(1)).toMatchObject({ w: 270 });
  });

  it('a widget that is not there, or that the schema refuses, changes nothing', () => {
    const editor = editorWith();
    expect(editor.run('replaceWidget', { widget: textWidget(9) })).toBe(false);
    expect(() => editor.run('replaceWidget', { widget: { ...editor.stored(1), w: 'wide' } as unknown as Widget })).toThrow();
    editor.expectHistory([]);
  });
});
