import { describe, expect, it } from 'vitest';
import { widgetSchema } from '@folio/model';
import { gridColumns, newPageFields } from './page-canvas';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// docs/editor.md "Page size", "Rulers, guides and grid" and "Snapping".
const PAGE = TEST_PAGE_IDS[0];

function footer(id: number, fields: Record<string, unknown>) {
  return widgetSchema.parse({ _id: testId(id), pid: PAGE, type: 'rmfooter', x: 0, y: 0, w: 1024, h: 80, ...fields });
}

describe('page size', () => {
  it('dragging the bottom edge sets the height in whole px, one history entry, saved as the page field', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800 }] });
    editor.drag([500, 802], [500, 950.4]);
    expect(editor.view.pageSize.height).toBe(948);
    editor.expectHistory(['setPageHeight']);
    expect(editor.changes.at(-1)!.pages.updated).toEqual([expect.objectContaining({ _id: PAGE, height: 948 })]);
    editor.press('z', { ctrlKey: true });
    expect(editor.view.pageSize.height).toBe(800);
  });

  it('a press on the edge’s label (further below than the strip) drags it too', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800 }] });
    editor.pointerDown({ point: { x: 512, y: 815 }, pageEdge: true });
    editor.move([512, 850]).move([512, 865]).up();
    expect(editor.view.pageSize.height).toBe(850);
  });

  it('never goes under the viewport minimum, and writes the viewport’s own height away from default', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 1200 }], viewport: 'tablet_portrait' });
    expect(editor.view.pageSize.height).toBe(1200);
    editor.drag([100, 1200], [100, 100]);
    // tablet portrait's minimum height (viewer-and-project.md §3)
    expect(editor.view.pageSize.height).toBe(926);
    expect(editor.document.pages[PAGE]!.viewport_tablet_portrait).toEqual({ height: 926 });
    expect(editor.document.pages[PAGE]!.height).toBe(1200);
  });

  it('a widget moved below the bottom grows the page to its bottom, in the same history entry', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 600 }], widgets: [shapeWidget(1, { x: 100, y: 400, w: 100, h: 100 })] });
    editor.drag([150, 450], [150, 650]);
    editor.expectBox(1, { y: 600 });
    expect(editor.view.pageSize.height).toBe(700);
    editor.expectHistory(['translate']);
    editor.press('z', { ctrlKey: true });
    expect(editor.view.pageSize.height).toBe(600);
    editor.expectBox(1, { y: 400 });
  });

  it('a move up or within the page leaves the height alone', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 600 }], widgets: [shapeWidget(1, { x: 100, y: 400, w: 100, h: 100 })] });
    editor.drag([150, 450], [150, 520]);
    expect(editor.view.pageSize.height).toBe(600);
  });

  it('the footer keeps to the bottom when the page grows or shrinks; the header stays at the top', () => {
    const header = widgetSchema.parse({ _id: testId(3), pid: PAGE, type: 'rmheader', x: 0, y: 0, w: 1024, h: 80 });
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800 }], widgets: [footer(2, { y: 720 }), header, shapeWidget(1, { x: 100, y: 600, w: 100, h: 100 })] });
    editor.drag([500, 801], [500, 1001]);
    editor.expectBox(2, { y: 920 }).expectBox(3, { y: 0 });
    editor.run('setPageHeight', { height: 700 });
    editor.expectBox(2, { y: 620 });
    // Moving a widget below grows the page and the footer follows.
    editor.click([150, 650]).drag([150, 650], [150, 750]);
    expect(editor.view.pageSize.height).toBe(800);
    editor.expectBox(2, { y: 720 });
  });
});

describe('guides', () => {
  it('a guide dragged out of the top ruler is stored for the page and viewport, and a moved widget snaps to it', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800 }], widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.pointerDown({ point: { x: 300, y: -30 }, ruler: 'y' });
    editor.move([300, 100]).move([300, 250.6]).up();
    expect(editor.document.pages[PAGE]!.guides).toEqual({ y: [251] });
    editor.expectHistory(['setGuides']);
    expect(editor.changes.at(-1)!.pages.updated).toEqual([expect.objectContaining({ guides: { y: [251] } })]);
    // The widget's top (at 100 + 147 = 247) snaps 4 px to the guide.
    editor.drag([150, 150], [150, 297]);
    editor.expectBox(1, { y: 251 });
    expect(editor.guides).toEqual([]);
  });

  it('guides are per viewport: the tablet has its own', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800, guides: { x: [40] } }], viewport: 'tablet_portrait' });
    editor.pointerDown({ point: { x: -30, y: 100 }, ruler: 'x' });
    editor.move([60, 100]).up();
    expect(editor.document.pages[PAGE]!.viewport_tablet_portrait).toEqual({ guides: { x: [60] } });
    expect(editor.document.pages[PAGE]!.guides).toEqual({ x: [40] });
  });

  it('a guide is moved by dragging, removed by dragging it back onto its ruler, or picked and deleted', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800, guides: { x: [300, 500] } }] });
    editor.drag([300, 700], [360, 700]);
    expect(editor.document.pages[PAGE]!.guides).toEqual({ x: [500, 360] });
    // Back onto the left ruler (the screen's first rulerSizePx px; pan is 0 here).
    editor.drag([500, 700], [5, 700]);
    expect(editor.document.pages[PAGE]!.guides).toEqual({ x: [360] });
    editor.click([360, 700]);
    expect(editor.session.selectedGuide).toEqual({ axis: 'x', index: 0 });
    editor.press('Delete');
    expect(editor.document.pages[PAGE]!.guides).toBeUndefined();
    editor.expectHistory(['setGuides', 'setGuides', 'setGuides']);
  });

  it('hidden guides are neither grabbed nor snapped to', () => {
    const editor = new TestEditor({ pages: [{ _id: PAGE, height: 800, guides: { x: [300] } }], widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 })] });
    editor.press('R', { shiftKey: true }).press('G', { shiftKey: true });
    expect(editor.session).toMatchObject({ showRulers: false, showGuides: false });
    editor.drag([150, 150], [150 + 197, 150]);
    editor.expectBox(1, { x: 297 });
  });
});

describe('the column grid', () => {
  it('columns lie between the margins with the gutters between them, on whole px', () => {
    const columns = gridColumns({ visible: true, columns: 12, gutter: 20, margin: 40 }, 1024);
    expect(columns).toHaveLength(12);
    expect(columns[0]).toEqual({ start: 40, end: 100 });
    expect(columns[11]!.end).toBe(984);
    for (const column of columns) expect(Number.isInteger(column.start) && Number.isInteger(column.end)).toBe(true);
  });

  it('a moved widget snaps to a column edge only while the grid is on (Shift+C)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 200, y: 100, w: 50, h: 50 })] });
    // Columns are 60.33 wide: column 2 starts at 40 + 80.33 → 120. Moved to 122, the left edge snaps to it with the grid on.
    editor.drag([225, 125], [225 - 78, 125]);
    editor.expectBox(1, { x: 122 });
    editor.press('z', { ctrlKey: true });
    editor.press('C', { shiftKey: true });
    expect(editor.document.project.layout_grid?.default).toMatchObject({ visible: true, columns: 12 });
    editor.drag([225, 125], [225 - 78, 125]);
    editor.expectBox(1, { x: 120 });
    expect(editor.history.names.undo).toEqual(['toggleLayoutGrid', 'translate']);
  });
});

describe('whole pixels at any zoom', () => {
  for (const zoom of [0.37, 1.7]) {
    it(`a resize and a move at ${zoom * 100}% store whole px`, () => {
      const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 300, y: 300, w: 200, h: 150 })] });
      editor.zoomTo(zoom, { x: 0, y: 0 });
      editor.click([400, 375]);
      editor.dragHandle('se', 113.37 / zoom / 3, 71.9 / zoom / 3);
      const resized = editor.stored(1);
      for (const value of [resized.x, resized.y, resized.w, resized.h]) expect(Number.isInteger(value)).toBe(true);
      editor.drag([400, 375], [400 + 33.3 / zoom, 375 + 17.7 / zoom]);
      const moved = editor.stored(1);
      for (const value of [moved.x, moved.y, moved.w, moved.h]) expect(Number.isInteger(value)).toBe(true);
    });
  }
});

describe('distances while dragging', () => {
  it('shows the distance to the nearest neighbour on each side, or to the page edge', () => {
    const editor = new TestEditor({
      pages: [{ _id: PAGE, height: 800 }],
      widgets: [shapeWidget(1, { x: 100, y: 100, w: 100, h: 100 }), shapeWidget(2, { x: 400, y: 120, w: 100, h: 40 })],
    });
    editor.drag([150, 150], [160, 150], { release: false });
    const distances = editor.session.distances;
    expect(distances).toContainEqual({ axis: 'x', from: 210, to: 400, at: 140, length: 190 });
    expect(distances).toContainEqual({ axis: 'x', from: 0, to: 110, at: 150, length: 110 });
    expect(distances).toContainEqual({ axis: 'y', from: 0, to: 100, at: 160, length: 100 });
    expect(distances).toContainEqual({ axis: 'y', from: 200, to: 800, at: 160, length: 600 });
    editor.up();
    expect(editor.session.distances).toEqual([]);
  });
});

describe('a new page', () => {
  it('takes the previous page’s desktop and tablet heights, never its phone height (phones get its own content’s height)', () => {
    expect(
      newPageFields({ _id: PAGE, num: 1, num_id: 1, height: 1400, viewport_tablet_portrait: { height: 1800, enabled: true }, viewport_phone_portrait: { height: 3000, enabled: true }, guides: { x: [1] } }),
    ).toEqual({ height: 1400, viewport_tablet_portrait: { height: 1800 } });
    expect(newPageFields({ _id: PAGE, num: 1, num_id: 1, viewport_phone_portrait: { height: 3000 } })).toEqual({});
    expect(newPageFields(undefined)).toEqual({});
  });
});
