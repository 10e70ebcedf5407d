import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from './test-editor';

const pair = () => [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 }), shapeWidget(2, { x: 300, y: 200, w: 100, h: 100 })];

function selected(editor: TestEditor, ...ids: number[]) {
  editor.select(ids.map(testId));
  return editor;
}

describe('resizing one widget', () => {
  it('each handle moves its own edges and keeps the opposite ones', () => {
    const cases = [
      ['e', 30, 0, { x: 100, y: 100, w: 130, h: 100 }],
      ['w', 30, 0, { x: 130, y: 100, w: 70, h: 100 }],
      ['s', 0, 30, { x: 100, y: 100, w: 100, h: 130 }],
      ['n', 0, 30, { x: 100, y: 130, w: 100, h: 70 }],
      ['se', 30, 20, { x: 100, y: 100, w: 130, h: 120 }],
      ['nw', -30, -20, { x: 70, y: 80, w: 130, h: 120 }],
      ['ne', 30, -20, { x: 100, y: 80, w: 130, h: 120 }],
      ['sw', -30, 20, { x: 70, y: 100, w: 130, h: 120 }],
    ] as const;
    for (const [handle, dx, dy, box] of cases) {
      const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] }), 1);
      editor.dragHandle(handle, dx, dy, { ctrlKey: true });
      editor.expectBox(1, box);
    }
  });

  it('shift keeps the aspect ratio: a corner follows the axis that moved most, an edge scales the other side about its middle', () => {
    const corner = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 0, y: 0, w: 200, h: 100 })] }), 1);
    corner.dragHandle('se', 100, 10, { shiftKey: true, ctrlKey: true });
    corner.expectBox(1, { x: 0, y: 0, w: 300, h: 150 });
    const edge = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 0, y: 100, w: 200, h: 100 })] }), 1);
    edge.dragHandle('e', 200, 0, { shiftKey: true, ctrlKey: true });
    edge.expectBox(1, { x: 0, y: 50, w: 400, h: 200 });
  });

  it('shift pressed in the middle of a drag applies at once', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 0, y: 0, w: 200, h: 100 })] }), 1);
    editor.dragHandle('se', 100, 10, { release: false, ctrlKey: true });
    editor.expectBox(1, { w: 300, h: 110 });
    editor.hold('Shift');
    editor.expectBox(1, { w: 300, h: 150 });
    editor.up();
  });

  it('a handle the overlay names in the event is used wherever the press is', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] }), 1);
    editor.pointerDown({ point: { x: 150, y: 150 }, handle: 's' });
    editor.move([150, 180], { ctrlKey: true }).up();
    editor.expectBox(1, { x: 100, y: 100, w: 100, h: 130 }).expectHistory(['resize']);
  });

  it('no side goes under the minimum size, however far the handle goes', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] }), 1);
    editor.dragHandle('e', -500, 0, { ctrlKey: true });
    editor.expectBox(1, { x: 100, w: 1 });
  });

  it('a turned widget resizes along its own axes and its opposite edge stays where it was on the page', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 50, angle: 90 })] }), 1);
    // At 90° the widget's right edge faces down: dragging the 'e' handle down 40 makes it 40 longer.
    editor.dragHandle('e', 0, 40);
    editor.expectBox(1, { w: 140, h: 50, angle: 90 });
    // Its left edge (at the top, y = 125 − 50 = 75) stays: the centre moved down by 20.
    const frame = editor.frameOf(1);
    expect(frame.y + frame.h / 2).toBeCloseTo(145);
    expect(frame.x + frame.w / 2).toBeCloseTo(150);
  });
});

describe('transforms of a selection of several widgets', () => {
  it('a group moves together', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    editor.drag([150, 150], [170, 160], { ctrlKey: true });
    editor.expectBox(1, { x: 120, y: 110 }).expectBox(2, { x: 320, y: 210 });
  });

  it('a group resizes about its frame: the members scale and keep their places in it', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    expect(editor.getSelectionFrame()).toEqual({ x: 100, y: 100, w: 300, h: 200, angle: 0 });
    editor.dragHandle('se', 300, 200, { ctrlKey: true });
    editor.expectBox(1, { x: 100, y: 100, w: 200, h: 200 }).expectBox(2, { x: 500, y: 300, w: 200, h: 200 });
  });

  it('a group resized from the nw handle keeps its se corner', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    editor.dragHandle('nw', 150, 100, { ctrlKey: true });
    editor.expectBox(1, { x: 250, y: 200, w: 50, h: 50 }).expectBox(2, { x: 350, y: 250, w: 50, h: 50 });
  });

  it('a group rotates about its frame’s centre: members move on the circle and turn as much', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    // Centre (250, 200); the rotation handle sits above it. A quarter turn clockwise: drag it to the right of the centre.
    const handle = editor.handlePoint('rotate');
    editor.drag(handle, [250 + (200 - handle.y), 200], { steps: 8 });
    // Widget 1's centre (150, 150) turns to (300, 100); widget 2's (350, 250) to (200, 300).
    editor.expectBox(1, { x: 250, y: 50, angle: 90 }).expectBox(2, { x: 150, y: 250, angle: 90 });
  });

  it('shift snaps a group’s turn to 15° steps', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    const handle = editor.handlePoint('rotate');
    // About 20° clockwise.
    const radius = 200 - handle.y;
    const angle = (20 * Math.PI) / 180;
    editor.drag(handle, [250 + radius * Math.sin(angle), 200 - radius * Math.cos(angle)], { shiftKey: true });
    editor.expectBox(1, { angle: 15 }).expectBox(2, { angle: 15 });
  });

  it('one widget rotates about its own centre; shift snaps its angle to 15° steps', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100, angle: 10 })] }), 1);
    const handle = editor.handlePoint('rotate');
    // Drag the handle a little clockwise (about 8°): 10 + 8 = 18 → 15.
    editor.drag(handle, rotatePoint(handle, { x: 150, y: 150 }, 8), { shiftKey: true });
    editor.expectBox(1, { x: 100, y: 100, angle: 15 });
  });

  it('locked members stay where they are; a selection of only locked widgets has no handles', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, locked: true }), shapeWidget(2, { x: 300, y: 100 })] }), 1, 2);
    editor.drag([350, 150], [360, 150], { ctrlKey: true });
    editor.expectBox(1, { x: 100 }).expectBox(2, { x: 310 });
    editor.select([testId(1)]);
    expect(editor.getSelectionFrame()).toBeNull();
    editor.drag([150, 150], [200, 150]);
    editor.expectBox(1, { x: 100 });
  });
});

describe('flips', () => {
  it('flipping one widget toggles its flag and mirrors its angle', () => {
    const editor = selected(new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, angle: 30 })] }), 1);
    editor.press('h', { shiftKey: true });
    expect(editor.stored(1)).toMatchObject({ flip_h: true, angle: 330, x: 100 });
    editor.press('v', { shiftKey: true });
    expect(editor.stored(1)).toMatchObject({ flip_h: true, flip_v: true, angle: 30 });
  });

  it('flipping a group also swaps the members’ sides within the group', () => {
    const editor = selected(new TestEditor({ widgets: pair() }), 1, 2);
    editor.run('flipHorizontal');
    editor.expectBox(1, { x: 300, y: 100 }).expectBox(2, { x: 100, y: 200 });
    expect(editor.stored(1).flip_h).toBe(true);
  });
});

function rotatePoint(point: { x: number; y: number }, center: { x: number; y: number }, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  return { x: center.x + dx * Math.cos(radians) - dy * Math.sin(radians), y: center.y + dx * Math.sin(radians) + dy * Math.cos(radians) };
}
