import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from './test-editor';

// While the selection is dragged the session says what moves and how far, so the canvas can shift one layer rather
// than draw the page again; the document still follows every move (the overlay and the save read it).

describe('the translation of a drag', () => {
  it('names the moving widgets and the offset on every move, and is gone when the drag ends or is dropped', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { x: 300 }), shapeWidget(3, { x: 600, locked: true })] });
    editor.select([testId(1), testId(2), testId(3)]);
    editor.drag([50, 50], [80, 70], { release: false });
    expect(editor.session.translation).toEqual({ ids: [testId(1), testId(2)], dx: 30, dy: 20 });
    expect(editor.gestureStartDocument.widgets[testId(1)]).toMatchObject({ x: 0, y: 0 });
    expect(editor.stored(1)).toMatchObject({ x: 30, y: 20 });
    editor.up([80, 70]);
    expect(editor.session.translation).toBeNull();
    expect(editor.gestureStartDocument).toBe(editor.document);

    editor.drag([80, 70], [90, 70], { release: false });
    expect(editor.session.translation).toMatchObject({ dx: 10, dy: 0 });
    editor.press('Escape');
    expect(editor.session.translation).toBeNull();
    expect(editor.stored(1)).toMatchObject({ x: 30, y: 20 });
  });

  it('a resize is no translation', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([testId(1)]);
    editor.dragHandle('se', 20, 20, { release: false });
    expect(editor.session.translation).toBeNull();
  });
});
