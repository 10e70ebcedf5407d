import { effectiveWidget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

const [PAGE_1, PAGE_2] = TEST_PAGE_IDS;

function atPhone(...widgets: ReturnType<typeof shapeWidget>[]) {
  const editor = new TestEditor({ widgets, viewport: 'phone_portrait' });
  editor.select(widgets.map((widget) => widget._id));
  return editor;
}

describe('per-viewport edits (viewer-and-project.md §3)', () => {
  it('a move at phone portrait goes into viewport_phone_portrait; the widget’s own x, y stay', () => {
    // Laid out for phones already (its phone layout is not derived: docs/editor.md "Phone layout").
    const editor = atPhone(shapeWidget(1, { x: 100, y: 100, viewport_phone_portrait: { x: 100, y: 100 } }));
    editor.drag([150, 150], [170, 180], { ctrlKey: true });
    expect(editor.stored(1)).toMatchObject({ x: 100, y: 100, viewport_phone_portrait: { x: 120, y: 130 } });
    expect(effectiveWidget(editor.stored(1), 'phone_portrait', PAGE_1)).toMatchObject({ x: 120, y: 130 });
    editor.setViewport('default');
    editor.expectBox(1, { x: 100, y: 100 });
  });

  it('a resize, a rotation and a flip at phone portrait are the override’s too', () => {
    const editor = atPhone(shapeWidget(1, { x: 0, y: 0, w: 100, h: 100 }));
    editor.dragHandle('e', 50, 0, { ctrlKey: true });
    editor.run('rotate', { by: 30 });
    editor.run('flipVertical');
    const stored = editor.stored(1);
    expect(stored).toMatchObject({ w: 100, viewport_phone_portrait: { w: 150, angle: 330, flip_v: true } });
    expect(stored.angle).toBeUndefined();
    expect(stored.flip_v).toBeUndefined();
  });

  it('editing at default never touches an override', () => {
    const widget = shapeWidget(1, { x: 100, y: 100, viewport_phone_portrait: { x: 5, y: 6 } });
    const editor = new TestEditor({ widgets: [widget] });
    editor.select([testId(1)]);
    editor.drag([150, 150], [170, 180], { ctrlKey: true });
    editor.press('ArrowRight');
    editor.run('toggleHidden');
    editor.run('bringToFront');
    expect(editor.stored(1)).toMatchObject({ x: 121, y: 130, hidden: true, viewport_phone_portrait: { x: 5, y: 6 } });
    expect(editor.stored(1).viewport_phone_portrait).toEqual({ x: 5, y: 6 });
  });

  it('hiding at phone portrait is stored per page id with a default entry; other pages of a global widget keep showing it', () => {
    const editor = atPhone(shapeWidget(1, { is_global: true }));
    editor.run('toggleHidden');
    expect(editor.stored(1).viewport_phone_portrait).toEqual({ hidden: { default: false, [PAGE_1]: true } });
    expect(editor.stored(1).hidden).toBeUndefined();
    expect(effectiveWidget(editor.stored(1), 'phone_portrait', PAGE_1).hidden).toBe(true);
    expect(effectiveWidget(editor.stored(1), 'phone_portrait', PAGE_2).hidden).toBe(false);
    expect(effectiveWidget(editor.stored(1), 'default', PAGE_1).hidden).toBeUndefined();
    // The global widget on the second page: hide it there too, and the first entry stays.
    editor.setPage(PAGE_2);
    editor.select([testId(1)]);
    editor.run('toggleHidden');
    expect(editor.stored(1).viewport_phone_portrait?.hidden).toEqual({ default: false, [PAGE_1]: true, [PAGE_2]: true });
  });

  it('z at phone portrait is stored per page id with a default entry', () => {
    const editor = atPhone(shapeWidget(1, { z: 1 }), shapeWidget(2, { z: 2 }));
    editor.select([testId(1)]);
    editor.run('bringToFront');
    expect(editor.stored(1)).toMatchObject({ z: 1, viewport_phone_portrait: { z: { default: 1, [PAGE_1]: 2 } } });
    expect(editor.stored(2)).toMatchObject({ z: 2, viewport_phone_portrait: { z: { default: 2, [PAGE_1]: 1 } } });
    expect(editor.view.stack()).toEqual([testId(2), testId(1)]);
    editor.setViewport('default');
    expect(editor.view.stack()).toEqual([testId(1), testId(2)]);
  });

  it('the override’s fields are what the editor draws and snaps at that viewport; the phone page is 320 wide', () => {
    const editor = atPhone(shapeWidget(1, { x: 500, y: 100, w: 100, viewport_phone_portrait: { x: 10 } }));
    editor.expectBox(1, { x: 10, y: 100 });
    editor.drag([60, 150], [60 + 206, 150]);
    // Right edge 316 snaps to the phone page's right edge, 320.
    editor.expectBox(1, { x: 220 });
  });

  it('panel edits at phone portrait: layout fields to the override, kind fields to the widget', () => {
    const editor = atPhone(shapeWidget(1));
    editor.run('updateWidgets', { changes: [{ _id: testId(1), w: 40, bg_color: 'ff0000', hidden: true }] });
    expect(editor.stored(1)).toMatchObject({ w: 100, bg_color: 'ff0000', viewport_phone_portrait: { w: 40, hidden: { default: false, [PAGE_1]: true } } });
  });
});
