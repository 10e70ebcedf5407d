import { effectiveWidget, estimateTextHeight, isPhoneLayoutDerived, phoneLayoutConstants, viewports, widgetSchema, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { phoneOffPageCount, phoneViewOf } from './phone-placement';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// docs/editor.md "Phone layout": a widget made on desktop on a page laid out for phones gets a phone frame inside the
// phone page, in the same history entry; on a derived page the derivation lays it out.
const [PAGE, OTHER] = TEST_PAGE_IDS;
const PHONE = viewports.phone_portrait;
const c = phoneLayoutConstants;

/** A page the author laid out for phones: two widgets with phone frames, the second ending at y = 424. */
function laidOut(extra: Widget[] = [], pageFields: Record<string, unknown> = {}) {
  const widgets = [
    shapeWidget(1, { x: 100, y: 100, w: 300, h: 200, viewport_phone_portrait: { x: 20, y: 24, w: 280, h: 200 } }),
    shapeWidget(2, { x: 100, y: 400, w: 300, h: 200, viewport_phone_portrait: { x: 20, y: 224, w: 280, h: 200 } }),
    ...extra,
  ];
  return new TestEditor({ widgets, pages: [{ _id: PAGE, height: 1200, viewport_phone_portrait: { height: 600 }, ...pageFields }, { _id: OTHER }] });
}

function phoneFrame(editor: TestEditor, id: string) {
  return phoneViewOf(editor.document, PAGE).frame(id)!;
}

function expectInsidePhonePage(editor: TestEditor, id: string) {
  const view = phoneViewOf(editor.document, PAGE);
  const frame = view.frame(id)!;
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE.width);
  expect(frame.y + frame.h).toBeLessThanOrEqual(view.pageSize.height);
}

const newId = (editor: TestEditor) => editor.selectedIds[0]!;

describe('a widget made on desktop on a page laid out for phones', () => {
  it('gets a phone frame inside the phone page, scaled into the column, in the same history entry', () => {
    const editor = laidOut();
    editor.add({ type: 'shape', x: 600, y: 900, w: 400, h: 200 });
    const id = newId(editor);
    expect(editor.historyNames.undo).toEqual(['createWidgets']);
    expect(isPhoneLayoutDerived(PAGE, Object.values(editor.document.widgets))).toBe(false);
    expectInsidePhonePage(editor, id);
    // Scaled to the column keeping its ratio, below the lowest phone widget.
    const column = PHONE.width - 2 * c.sideMarginPx;
    expect(phoneFrame(editor, id)).toMatchObject({ x: c.sideMarginPx, y: 424 + c.addedGapPx, w: column, h: Math.round((200 * column) / 400) });
    // The desktop frame is the author's.
    expect(editor.stored(id)).toMatchObject({ x: 600, y: 900, w: 400, h: 200 });
    // The phone page grew to hold it.
    const bottom = 424 + c.addedGapPx + Math.round((200 * column) / 400);
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBe(bottom + c.bottomMarginPx);
    // One undo takes the widget and its phone frame away, and the page's phone height back.
    editor.undo();
    expect(editor.document.widgets[id]).toBeUndefined();
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBe(600);
    editor.redo();
    expect(phoneFrame(editor, id)).toMatchObject({ y: 424 + c.addedGapPx });
  });

  it('goes where its desktop reading order puts it when that room is free on the phone page', () => {
    const editor = laidOut([], { viewport_phone_portrait: { height: 1200 } });
    // Move the second widget down on phones, leaving room after the first.
    editor.setViewport('phone_portrait');
    editor.select([testId(2)]);
    editor.run('updateWidgets', { changes: [{ _id: testId(2), y: 800 }] });
    editor.setViewport('default');
    // Between the two on desktop: read after the first.
    editor.add({ type: 'shape', x: 100, y: 320, w: 100, h: 50 });
    expect(phoneFrame(editor, newId(editor))).toMatchObject({ y: 224 + c.addedGapPx, w: 100, h: 50 });
  });

  it('a text keeps its size and grows in height in the column', () => {
    const editor = laidOut();
    const words = 'A paragraph long enough to take several lines once it is as narrow as the phone column is. '.repeat(2);
    editor.add({ type: 'text', version: 3, x: 500, y: 700, w: 500, h: 60, blocks: [{ key: 'b', text: words, depth: 0, entityRanges: [] }] } as never);
    const id = newId(editor);
    const frame = phoneFrame(editor, id);
    expect(frame.w).toBe(PHONE.width - 2 * c.sideMarginPx);
    expect(frame.h).toBe(Math.round(estimateTextHeight(editor.stored(id), frame.w)));
    expect(frame.h).toBeGreaterThan(60);
    expectInsidePhonePage(editor, id);
  });

  it('a paste and a duplicate get phone frames inside the page too (a copy of a widget at the phone page’s edge is placed again)', () => {
    const editor = laidOut([shapeWidget(3, { x: 700, y: 700, w: 200, h: 100, viewport_phone_portrait: { x: 120, y: 430, w: 200, h: 100 } })]);
    editor.select([testId(3)]);
    editor.run('duplicate');
    const copy = newId(editor);
    expect(copy).not.toBe(testId(3));
    expectInsidePhonePage(editor, copy);
    expect(editor.historyNames.undo).toEqual(['duplicate']);
    // A shape pasted from a page with no phone layout of its own.
    const other = new TestEditor({ widgets: [shapeWidget(9, { pid: OTHER, x: 640, y: 40, w: 380, h: 300 })] });
    other.select([testId(9)]);
    const text = other.copy();
    editor.paste(text);
    expectInsidePhonePage(editor, newId(editor));
  });

  it('a footer at the phone page’s bottom keeps to it when the page grows', () => {
    const footer = widgetSchema.parse({ _id: testId(5), pid: PAGE, type: 'rmfooter', x: 0, y: 1120, w: 1024, h: 80, viewport_phone_portrait: { x: 0, y: 520, w: 320, h: 80 } });
    const editor = laidOut([footer]);
    editor.add({ type: 'shape', x: 100, y: 900, w: 200, h: 200 });
    const frame = phoneFrame(editor, newId(editor));
    const height = editor.document.pages[PAGE]!.viewport_phone_portrait!.height!;
    expect(frame.y).toBe(424 + c.addedGapPx);
    expect(height).toBe(frame.y + frame.h + c.bottomMarginPx + 80);
    expect(phoneFrame(editor, testId(5))).toMatchObject({ y: height - 80, h: 80 });
  });

  it('the phone view counts the widgets outside the phone page (for the Phone button’s badge)', () => {
    const editor = laidOut([shapeWidget(3, { x: 0, y: 0, w: 100, h: 100, viewport_phone_portrait: { x: 600, y: 0, w: 100, h: 100 } })]);
    expect(phoneOffPageCount(editor.document, PAGE)).toBe(1);
    expect(phoneOffPageCount(editor.document, OTHER)).toBe(0);
  });
});

describe('a widget made on desktop on a page whose phone layout is derived', () => {
  it('is laid out by the derivation; a copy bringing phone geometry along leaves it behind, so the page stays derived', () => {
    const source = laidOut();
    source.select([testId(1)]);
    const text = source.copy();
    const editor = new TestEditor({ widgets: [shapeWidget(7, { pid: OTHER, x: 600, y: 100, w: 300, h: 100 })] });
    editor.setPage(OTHER);
    editor.add({ type: 'shape', x: 700, y: 400, w: 300, h: 100 });
    editor.paste(text);
    const pasted = newId(editor);
    expect(effectiveWidget(editor.stored(pasted), 'phone_portrait', OTHER)).toMatchObject({ x: editor.stored(pasted).x });
    expect(isPhoneLayoutDerived(OTHER, Object.values(editor.document.widgets))).toBe(true);
    expect(phoneOffPageCount(editor.document, OTHER)).toBe(0);
  });
});
