import { layersConstants, widgetSchema, type Widget } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';
import { widgetBeneath } from './tools/select/beneath';

// docs/editor.md "Layers" and "Background": z order with the pinned background, Alt-click beneath, the background's
// hit rules and geometry, names, the layers panel's reorder and per-row toggles.

const page = TEST_PAGE_IDS[0];

function backgroundWidget(n: number, fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({ _id: testId(n), pid: page, type: 'background', x: 0, y: 0, w: 1024, h: 768, color: '1d3557', ...fields });
}

function hotspotWidget(n: number, fields: Record<string, unknown> = {}): Widget {
  return widgetSchema.parse({ _id: testId(n), pid: page, type: 'hotspot', x: 300, y: 300, w: 28, h: 28, ...fields });
}

const order = (editor: TestEditor) => editor.view.stack().map((id) => Number.parseInt(id, 16));

describe('background', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('stays at the bottom of the z order whatever the reorder', () => {
    // Stored above the others (a draft made before the rule): still drawn and listed under them.
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 1 }), shapeWidget(2, { z: 2 }), backgroundWidget(3, { z: 9 })] });
    expect(order(editor)).toEqual([3, 1, 2]);
    expect(editor.getDrawnZ(testId(3))).toBeLessThan(editor.getDrawnZ(testId(1)));
    editor.select([testId(3)]);
    editor.run('bringToFront');
    expect(order(editor)).toEqual([3, 1, 2]);
    editor.select([testId(1)]);
    editor.run('sendToBack');
    expect(order(editor)).toEqual([3, 1, 2]);
    // The stored z follows: the viewer stacks by it.
    expect(editor.stored(testId(3)).z).toBeLessThan(editor.stored(testId(1)).z!);
    editor.run('reorderLayers', { order: [testId(2), testId(1), testId(3)] });
    expect(order(editor)).toEqual([3, 2, 1]);
  });

  it('a new background goes under the page and is stored as the page box, full width and height', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 1 }), shapeWidget(2, { z: 2 })] });
    editor.run('createWidgets', { widgets: [{ type: 'background', x: 40, y: 30, w: 200, h: 100, angle: 12 }] });
    const [id] = editor.selectedIds;
    const stored = editor.stored(id!);
    expect(stored).toMatchObject({ x: 0, y: 0, w: 1024, is_full_width: true, is_full_height: true });
    expect(stored.angle).toBeUndefined();
    expect(editor.view.stack()[0]).toBe(id);
    expect(editor.historyNames.undo).toEqual(['createWidgets']);
  });

  it('follows the page size: drawn at 0, 0 as big as the page in every viewport, also when the page grows', () => {
    const editor = new TestEditor({ widgets: [backgroundWidget(1, { x: -132, w: 500, h: 300, viewport_phone_portrait: { x: 40, y: 10, w: 100, h: 100 } })] });
    expect(editor.frameOf(testId(1))).toMatchObject({ x: 0, y: 0, w: 1024, h: 400 });
    editor.run('updatePage', { pageId: page, fields: { height: 1800 } });
    expect(editor.frameOf(testId(1))).toMatchObject({ x: 0, y: 0, w: 1024, h: 1800 });
    editor.setViewport('phone_portrait');
    expect(editor.frameOf(testId(1))).toMatchObject({ x: 0, y: 0, w: 320 });
    expect(editor.getWidget(testId(1))).toMatchObject({ is_full_width: true, is_full_height: true });
  });

  it('cannot be moved, resized or aligned off the page; the panel cannot set its box', () => {
    const editor = new TestEditor({ widgets: [backgroundWidget(1)] });
    editor.select([testId(1)]);
    expect(editor.getSelectionFrame()).toBeNull();
    editor.drag([500, 200], [368, 200]);
    editor.press('ArrowLeft');
    editor.run('alignRight');
    editor.run('updateWidgets', { changes: [{ _id: testId(1), x: -132, w: 10 }] });
    expect(editor.stored(testId(1))).toMatchObject({ x: 0, y: 0, w: 1024 });
    expect(editor.frameOf(testId(1))).toMatchObject({ x: 0, y: 0 });
  });

  it('never takes a click meant for a widget over it: a click on a hotspot selects the hotspot and a drag moves it', () => {
    // The case: the background added after the hotspot, stored above it.
    const editor = new TestEditor({ widgets: [hotspotWidget(1, { z: 1 }), backgroundWidget(2, { z: 2 })] });
    editor.click([310, 310]);
    editor.expectSelection(testId(1));
    editor.drag([310, 310], [178, 310]);
    editor.expectBox(testId(1), { x: 168, y: 300 });
    expect(editor.stored(testId(2)).x).toBe(0);
  });

  it('is selected by a click where nothing else is; a drag there draws a marquee that leaves it out', () => {
    const editor = new TestEditor({ widgets: [backgroundWidget(1), shapeWidget(2, { x: 100, y: 100, w: 50, h: 50, z: 2 })] });
    editor.click([600, 300]);
    editor.expectSelection(testId(1));
    editor.drag([50, 50], [200, 200]);
    editor.expectSelection(testId(2));
    expect(editor.stored(testId(1)).x).toBe(0);
    editor.click([600, 300], { shiftKey: true });
    editor.expectSelection(testId(2), testId(1));
    editor.click([700, 50]);
    editor.expectSelection(testId(1));
  });
});

describe('Alt-click', () => {
  it('selects the widget beneath the top-most one under the pointer, one deeper each time, cycling', () => {
    const editor = new TestEditor({
      widgets: [backgroundWidget(1), shapeWidget(2, { z: 2 }), shapeWidget(3, { z: 3 }), shapeWidget(4, { z: 4, x: 500 })],
    });
    editor.click([50, 50]);
    editor.expectSelection(testId(3));
    editor.click([50, 50], { altKey: true });
    editor.expectSelection(testId(2));
    editor.click([50, 50], { altKey: true });
    editor.expectSelection(testId(1));
    editor.click([50, 50], { altKey: true });
    editor.expectSelection(testId(3));
    // With nothing under it selected, the first Alt-click goes one under the top.
    editor.select([testId(4)]);
    editor.click([50, 50], { altKey: true });
    editor.expectSelection(testId(2));
  });

  it('widgetBeneath: the next under the selection, round to the top; the second when the selection is elsewhere', () => {
    expect(widgetBeneath(['a', 'b', 'c'], [])).toBe('b');
    expect(widgetBeneath(['a', 'b', 'c'], ['b'])).toBe('c');
    expect(widgetBeneath(['a', 'b', 'c'], ['c'])).toBe('a');
    expect(widgetBeneath(['a'], [])).toBe('a');
    expect(widgetBeneath([], ['a'])).toBeNull();
  });
});

describe('layers panel actions', () => {
  it('renameWidget names a widget (trimmed, cut to the limit), an empty name takes it away; one undo step each', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.run('renameWidget', { id: testId(1), name: '  Hero card  ' });
    expect(editor.stored(testId(1)).layer_name).toBe('Hero card');
    editor.run('renameWidget', { id: testId(1), name: 'x'.repeat(layersConstants.widgetNameMaxLength + 10) });
    expect(editor.stored(testId(1)).layer_name).toHaveLength(layersConstants.widgetNameMaxLength);
    editor.run('renameWidget', { id: testId(1), name: ' ' });
    expect(editor.stored(testId(1)).layer_name).toBeUndefined();
    expect(editor.historyNames.undo).toEqual(['renameWidget', 'renameWidget', 'renameWidget']);
    editor.undo();
    expect(editor.stored(testId(1)).layer_name).toHaveLength(layersConstants.widgetNameMaxLength);
    editor.undo();
    editor.undo();
    expect(editor.stored(testId(1)).layer_name).toBeUndefined();
    expect(editor.changes.at(-1)?.widgets.removedFields?.[testId(1)]).toContain('layer_name');
  });

  it("renameWidget leaves a slideshow's own name alone: that is what visitors' screen readers hear", () => {
    const slideshow = widgetSchema.parse({ _id: testId(1), pid: page, type: 'slideshow', x: 0, y: 0, w: 400, h: 300, pictures: [], name: 'Harbour at dawn' });
    const editor = new TestEditor({ widgets: [slideshow] });
    editor.run('renameWidget', { id: testId(1), name: 'Hero slideshow' });
    expect(editor.stored(testId(1))).toMatchObject({ layer_name: 'Hero slideshow', name: 'Harbour at dawn' });
  });

  it('reorderLayers puts the page in the order given as one undo step, and refuses an order that is not the page', () => {
    const editor = new TestEditor({ widgets: [1, 2, 3, 4].map((n) => shapeWidget(n, { z: n })) });
    editor.run('reorderLayers', { order: [testId(1), testId(4), testId(2), testId(3)] });
    expect(order(editor)).toEqual([1, 4, 2, 3]);
    expect(editor.historyNames.undo).toEqual(['reorderLayers']);
    expect(editor.run('reorderLayers', { order: [testId(1), testId(2)] })).toBe(false);
    editor.undo();
    expect(order(editor)).toEqual([1, 2, 3, 4]);
  });

  it('lock and hide toggle the widgets given (a row), leaving the selection as it is', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2)] });
    editor.select([testId(1)]);
    editor.run('toggleLocked', { ids: [testId(2)] });
    editor.run('toggleHidden', { ids: [testId(2)] });
    expect(editor.stored(testId(2))).toMatchObject({ locked: true, hidden: true });
    expect(editor.stored(testId(1)).locked).toBeUndefined();
    editor.expectSelection(testId(1));
    editor.run('toggleLocked');
    expect(editor.stored(testId(1)).locked).toBe(true);
  });
});
