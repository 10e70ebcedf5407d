import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../test-editor';

function group() {
  const editor = new TestEditor({
    widgets: [shapeWidget(1, { x: 100, y: 50, w: 100, h: 40 }), shapeWidget(2, { x: 300, y: 200, w: 50, h: 100 }), shapeWidget(3, { x: 150, y: 120, w: 20, h: 20 })],
  });
  editor.select([testId(1), testId(2), testId(3)]);
  return editor;
}

describe('align', () => {
  it('several widgets align to the box around them', () => {
    const cases = [
      ['alignLeft', 'x', [100, 100, 100]],
      ['alignCenter', 'x', [175, 200, 215]],
      ['alignRight', 'x', [250, 300, 330]],
      ['alignTop', 'y', [50, 50, 50]],
      ['alignMiddle', 'y', [155, 125, 165]],
      ['alignBottom', 'y', [260, 200, 280]],
    ] as const;
    for (const [action, field, values] of cases) {
      const editor = group();
      editor.run(action);
      expect([1, 2, 3].map((id) => editor.box(id)[field]), action).toEqual(values);
    }
  });

  it('one widget aligns to the page', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 50, w: 100, h: 40 })] });
    editor.select([testId(1)]);
    editor.run('alignCenter');
    editor.run('alignBottom');
    editor.expectBox(1, { x: 462, y: 360 });
  });

  it('alt+a aligns left by the key’s place (alt+a types å on a Mac)', () => {
    const editor = group();
    editor.keyDown({ key: 'å', code: 'KeyA', altKey: true });
    expect([1, 2, 3].map((id) => editor.box(id).x)).toEqual([100, 100, 100]);
  });

  it('a turned widget aligns by the upright box it is drawn in', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 20, angle: 90 }), shapeWidget(2, { x: 300, y: 0 })] });
    editor.select([testId(1), testId(2)]);
    editor.run('alignRight');
    // Turned a quarter, widget 1 is drawn 20 wide around its centre: its right edge goes to 400.
    editor.expectBox(1, { x: 340 });
  });

  it('locked widgets stay', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, locked: true }), shapeWidget(2, { x: 300 }), shapeWidget(3, { x: 500 })] });
    editor.select([testId(1), testId(2), testId(3)]);
    editor.run('alignLeft');
    expect([1, 2, 3].map((id) => editor.box(id).x)).toEqual([100, 300, 300]);
  });
});

describe('distribute', () => {
  it('horizontally: the outer widgets stay and the gaps between neighbours are equal', () => {
    const editor = new TestEditor({
      widgets: [shapeWidget(1, { x: 0, w: 100 }), shapeWidget(2, { x: 120, w: 50 }), shapeWidget(3, { x: 600, w: 100 }), shapeWidget(4, { x: 300, w: 150 })],
    });
    editor.select([1, 2, 3, 4].map(testId));
    editor.run('distributeHorizontal');
    // Span 0..700, widths 400: three gaps of 100.
    expect([1, 2, 4, 3].map((id) => editor.box(id).x)).toEqual([0, 200, 350, 600]);
  });

  it('vertically', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { y: 0, h: 10 }), shapeWidget(2, { y: 10, h: 10 }), shapeWidget(3, { y: 100, h: 10 })] });
    editor.select([1, 2, 3].map(testId));
    editor.press('v', { altKey: true, shiftKey: true });
    expect([1, 2, 3].map((id) => editor.box(id).y)).toEqual([0, 50, 100]);
  });

  it('needs three widgets', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 0 }), shapeWidget(2, { x: 500 })] });
    editor.select([testId(1), testId(2)]);
    expect(editor.run('distributeHorizontal')).toBe(false);
    editor.expectHistory([]);
  });
});
