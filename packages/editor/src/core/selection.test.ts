import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from './test-editor';

const three = () => [
  shapeWidget(1, { x: 0, y: 0, w: 100, h: 100 }),
  shapeWidget(2, { x: 200, y: 0, w: 100, h: 100 }),
  shapeWidget(3, { x: 400, y: 0, w: 100, h: 100 }),
];

describe('selecting with the pointer', () => {
  it('a click selects the widget under the pointer, a click on empty page clears the selection', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.click([50, 50]).expectSelection(1);
    editor.click([250, 50]).expectSelection(2);
    editor.click([700, 300]).expectSelection();
  });

  it('the top-most widget is hit where widgets overlap', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 2 }), shapeWidget(2, { z: 1 })] });
    editor.click([50, 50]).expectSelection(1);
  });

  it('a turned widget is hit inside its turned box only', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 200, h: 20, angle: 90 })] });
    editor.click([200, 180]).expectSelection(1);
    editor.click([120, 110]).expectSelection();
  });

  it('shift-click adds a widget to the selection and takes a selected one out', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.click([50, 50]);
    editor.click([250, 50], { shiftKey: true }).expectSelection(1, 2);
    editor.click([50, 50], { shiftKey: true }).expectSelection(2);
  });

  it('a click on one widget of a selection selects it alone; a drag moves them all', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.select([testId(1), testId(2)]);
    editor.drag([50, 50], [60, 70]);
    editor.expectSelection(1, 2).expectBox(1, { x: 10, y: 20 }).expectBox(2, { x: 210, y: 20 });
    editor.click([60, 70]).expectSelection(1);
  });

  it('a marquee selects the widgets it meets; with shift it adds to the selection', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.drag([150, 150], [250, 50], { release: false });
    expect(editor.session.brush).toEqual({ x: 150, y: 50, w: 100, h: 100 });
    editor.expectSelection(2);
    editor.up();
    expect(editor.session.brush).toBeNull();
    editor.drag([450, 150], [480, 90], { shiftKey: true }).expectSelection(2, 3);
  });

  it('Escape during a marquee puts the earlier selection back', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.select([testId(3)]);
    editor.drag([150, 150], [250, 50], { release: false, shiftKey: true }).expectSelection(2, 3);
    editor.press('Escape').expectSelection(3);
    expect(editor.session.toolState).toBe('select.idle');
  });

  it('select all takes every visible, unlocked widget of the page', () => {
    const editor = new TestEditor({ widgets: [...three(), shapeWidget(4, { locked: true }), shapeWidget(5, { hidden: true })] });
    editor.press('a', { metaKey: true }).expectSelection(1, 2, 3);
    editor.press('Escape').expectSelection();
  });

  it('hovering marks the widget under the pointer', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.move([250, 50]);
    expect(editor.session.hoveredId).toBe(testId(2));
    editor.move([250, 300]);
    expect(editor.session.hoveredId).toBeNull();
  });

  it('a new page starts with nothing selected', () => {
    const editor = new TestEditor({ widgets: three() });
    editor.click([50, 50]);
    editor.setPage(editor.document.pageIds[1]!);
    editor.expectSelection();
  });
});
