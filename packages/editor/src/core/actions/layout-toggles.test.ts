import { describe, expect, it } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../test-editor';

describe('layout toggles', () => {
  it('full width spans the page less its margin; turning it on unsticks left and right', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, sticked: { left: true, top: true } })] });
    editor.select([testId(1)]);
    editor.run('toggleFullWidth');
    editor.run('setFullWidthMargin', { margin: 12 });
    expect(editor.stored(1)).toMatchObject({ is_full_width: true, full_width_margin: 12, sticked: { left: false, top: true } });
    editor.expectBox(1, { x: 12, w: 1000 });
    editor.run('toggleFullWidth');
    editor.expectBox(1, { x: 100, w: 100 });
  });

  it('full height spans the page height less its margin', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.run('toggleFullHeight');
    editor.run('setFullHeightMargin', { margin: 10 });
    editor.expectBox(1, { y: 10, h: 380 });
  });

  it('sticking to a side keeps the margin from it, turns the opposite side and full size off', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, is_full_width: true, sticked: { left: true } })] });
    editor.select([testId(1)]);
    editor.run('toggleSticked', { side: 'right' });
    editor.run('setStickedMargin', { margin: 20 });
    expect(editor.stored(1)).toMatchObject({ is_full_width: false, sticked: { left: false, right: true }, sticked_margin: 20 });
    editor.expectBox(1, { x: 1024 - 20 - 100 });
    editor.run('toggleSticked', { side: 'bottom' });
    editor.expectBox(1, { y: 400 - 20 - 100 });
  });

  it('a widget is pinned to the screen at an anchor, and unpinned', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([testId(1)]);
    editor.run('setFixedPosition', { anchor: 'br' });
    expect(editor.stored(1).fixed_position).toBe('br');
    editor.run('setFixedPosition', { anchor: false });
    expect(editor.stored(1).fixed_position).toBe(false);
  });

  it('at phone portrait the toggles go into the override', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)], viewport: 'phone_portrait' });
    editor.select([testId(1)]);
    editor.run('toggleFullWidth');
    expect(editor.stored(1).is_full_width).toBeUndefined();
    // The first phone layout edit of a derived page also stores the derived frames (docs/editor.md "Phone layout").
    expect(editor.stored(1).viewport_phone_portrait).toMatchObject({ is_full_width: true });
    editor.expectBox(1, { x: 0, w: 320 });
  });
});
