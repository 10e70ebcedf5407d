import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from './test-editor';

// The editor's snapping during drags (docs/editor.md "Snapping"): the threshold is snapThresholdPx (6) screen px.

describe('snapping while moving', () => {
  it('a dragged widget snaps its left edge to the page edge and shows the guide', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.drag([150, 150], [54, 150], { release: false });
    editor.expectBox(1, { x: 0, y: 100 });
    // The default page is 400 high (its viewport's minimum): the guide runs its whole height.
    expect(editor.guides).toContainEqual({ axis: 'x', position: 0, from: 0, to: 400 });
    editor.up();
    editor.expectGuides().expectBox(1, { x: 0 });
  });

  it('snaps the centre to the page centre (1024 wide at default)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.drag([150, 150], [150 + 360, 150]);
    editor.expectBox(1, { x: 462 });
  });

  it('snaps to another widget’s edges and centre, and the guide covers both widgets', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 }), shapeWidget(2, { x: 400, y: 400, w: 200, h: 60 })] });
    editor.drag([150, 150], [150 + 296, 150], { release: false });
    // Right edge 496 → 500 (the other widget's centre line).
    editor.expectBox(1, { x: 400 });
    expect(editor.guides.filter((guide) => guide.axis === 'x')).toEqual([
      { axis: 'x', position: 400, from: 100, to: 460 },
      { axis: 'x', position: 500, from: 100, to: 460 },
    ]);
  });

  it('does not snap beyond the threshold', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.drag([150, 150], [150 - 93, 150]);
    editor.expectBox(1, { x: 7 });
    expect(editor.guides).toEqual([]);
  });

  it('the threshold is in screen px: at zoom 2 a box 4 page px away does not snap, at zoom 0.5 one 10 px away does', () => {
    const zoomed = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    zoomed.zoomTo(2, { x: 0, y: 0 });
    zoomed.drag([150, 150], [54, 150]);
    zoomed.expectBox(1, { x: 4 });
    const far = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    far.zoomTo(0.5, { x: 0, y: 0 });
    far.drag([150, 150], [60, 150]);
    far.expectBox(1, { x: 0 });
  });

  it('ctrl or cmd turns snapping off', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.drag([150, 150], [54, 150], { ctrlKey: true });
    editor.expectBox(1, { x: 4 });
  });

  it('hidden widgets are no snap targets', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 500, y: 500, hidden: true })] });
    editor.drag([150, 150], [150 + 397, 150]);
    editor.expectBox(1, { x: 497 });
  });
});

describe('snapping while resizing', () => {
  it('the moving edge snaps to another widget; the fixed edge stays', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 }), shapeWidget(2, { x: 303, y: 500 })] });
    editor.select([testId(1)]);
    editor.dragHandle('e', 100, 0, { release: false });
    editor.expectBox(1, { x: 100, w: 203 });
    editor.expectGuides({ axis: 'x', position: 303, from: 100, to: 600 });
    editor.up();
    editor.expectBox(1, { x: 100, y: 100, w: 203, h: 100 });
  });

  it('with shift the nearer snap wins and the other side keeps the proportions', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 0, y: 0, w: 100, h: 50 }), shapeWidget(2, { x: 198, y: 600 })] });
    editor.select([testId(1)]);
    editor.dragHandle('se', 100, 10, { shiftKey: true });
    editor.expectBox(1, { x: 0, y: 0, w: 198, h: 99 });
  });
});
