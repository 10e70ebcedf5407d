import { derivePhoneLayout, effectiveWidget, isPhoneLayoutDerived, phoneLayoutConstants, viewports } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// docs/editor.md "Phone layout": the phone view of a derived page shows the derived layout; the first phone layout
// edit stores it (one history entry with the edit), so nothing jumps; Reset brings the derived one back.
const [PAGE] = TEST_PAGE_IDS;
const PHONE = viewports.phone_portrait;

function spread() {
  // Three widgets across a 1024 px desktop page: one right of the phone's width, one wider than it.
  return [shapeWidget(1, { x: 429, y: 100, w: 300, h: 80 }), shapeWidget(2, { x: 40, y: 300, w: 900, h: 300 }), shapeWidget(3, { x: 700, y: 700, w: 200, h: 100 })];
}

function phoneEditor() {
  return new TestEditor({ widgets: spread(), viewport: 'phone_portrait', pages: [{ _id: PAGE, height: 900 }] });
}

describe('the phone view of a derived page', () => {
  it('shows the derived frames and page height to every reader of the view', () => {
    const editor = phoneEditor();
    const layout = derivePhoneLayout({ _id: PAGE, height: 900 }, spread());
    for (const id of [1, 2, 3]) {
      const frame = editor.view.frame(testId(id))!;
      expect(frame).toMatchObject(layout.frames[testId(id)]!);
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.w).toBeLessThanOrEqual(PHONE.width);
    }
    expect(editor.view.pageSize).toEqual({ width: PHONE.width, height: layout.height });
    // Hits follow the drawn frames.
    const first = layout.frames[testId(1)]!;
    expect(editor.view.widgetAt({ x: first.x + 5, y: first.y + 5 })).toBe(testId(1));
    // Desktop is untouched.
    editor.setViewport('default');
    expect(editor.view.frame(testId(1))).toMatchObject({ x: 429, y: 100, w: 300, h: 80 });
  });

  it('the first move stores every widget at its derived place, in the move’s one history entry; undo makes it derived again', () => {
    const editor = phoneEditor();
    const before = [1, 2, 3].map((id) => editor.view.frame(testId(id))!);
    const third = before[2]!;
    editor.drag([third.x + 10, third.y + 10], [third.x + 30, third.y + 40], { ctrlKey: true });
    expect(editor.history.names.undo.length).toBe(1);
    const widgets = Object.values(editor.document.widgets);
    expect(isPhoneLayoutDerived(PAGE, widgets)).toBe(false);
    // The others did not move, and now hold their frames as phone overrides.
    for (const index of [0, 1]) {
      const id = testId(index + 1);
      expect(editor.view.frame(id)).toMatchObject(before[index]!);
      expect(effectiveWidget(editor.stored(index + 1), 'phone_portrait', PAGE)).toMatchObject({ x: before[index]!.x, y: before[index]!.y, w: before[index]!.w, h: before[index]!.h });
    }
    expect(editor.view.frame(testId(3))).toMatchObject({ x: third.x + 20, y: third.y + 30, w: third.w, h: third.h });
    // The desktop layout is the author's as before.
    expect(editor.stored(1)).toMatchObject({ x: 429, y: 100, w: 300, h: 80 });
    // The page keeps the derived height.
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBe(editor.view.pageSize.height);
    editor.undo();
    expect(isPhoneLayoutDerived(PAGE, Object.values(editor.document.widgets))).toBe(true);
    expect(editor.view.frame(testId(3))).toMatchObject(third);
  });

  it('the first move dragging a widget below the derived page’s bottom grows the phone page to it (the derived height does not win)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100, w: 200, h: 100 })], viewport: 'phone_portrait', pages: [{ _id: PAGE, height: 768 }] });
    expect(editor.view.pageSize.height).toBe(PHONE.minHeight);
    const frame = editor.view.frame(testId(1))!;
    editor.drag([frame.x + 10, frame.y + 10], [frame.x + 10, frame.y + 610], { ctrlKey: true });
    const moved = editor.view.frame(testId(1))!;
    expect(moved.y).toBe(frame.y + 600);
    expect(isPhoneLayoutDerived(PAGE, Object.values(editor.document.widgets))).toBe(false);
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBe(moved.y + moved.h);
    expect(editor.view.pageSize.height).toBeGreaterThanOrEqual(moved.y + moved.h);
    // One history entry: undo makes the page derived again, at its derived height.
    editor.undo();
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBeUndefined();
    expect(editor.view.pageSize.height).toBe(PHONE.minHeight);
  });

  it('a rotation in the phone view is a layout edit too: the frames are stored with it', () => {
    const editor = phoneEditor();
    const frame = editor.view.frame(testId(2))!;
    editor.select([testId(2)]);
    editor.run('rotate', { by: 15 });
    expect(editor.stored(2).viewport_phone_portrait).toMatchObject({ x: frame.x, y: frame.y, w: frame.w, h: frame.h, angle: 15 });
    expect(editor.stored(1).viewport_phone_portrait).toMatchObject({ x: editor.view.frame(testId(1))!.x });
  });

  it('hiding a widget on phones is not a layout edit: the page stays derived', () => {
    const editor = phoneEditor();
    editor.select([testId(1)]);
    editor.run('toggleHidden');
    expect(isPhoneLayoutDerived(PAGE, Object.values(editor.document.widgets))).toBe(true);
    expect(editor.view.frame(testId(2))!.y).toBe(phoneLayoutConstants.topMarginPx);
  });

  it('"Reset phone layout from desktop" takes the phone geometry away (one undoable step) and the derived layout is back', () => {
    const editor = phoneEditor();
    const derived = editor.view.frame(testId(3))!;
    editor.drag([derived.x + 10, derived.y + 10], [derived.x + 60, derived.y + 10], { ctrlKey: true });
    expect(editor.view.frame(testId(3))!.x).toBe(derived.x + 50);
    editor.run('resetPhoneLayout');
    expect(editor.view.frame(testId(3))).toMatchObject(derived);
    expect(editor.stored(3).viewport_phone_portrait).toBeUndefined();
    expect(editor.document.pages[PAGE]!.viewport_phone_portrait?.height).toBeUndefined();
    expect(editor.history.names.undo.length).toBe(2);
    editor.undo();
    expect(editor.view.frame(testId(3))!.x).toBe(derived.x + 50);
    // Every step went to the change stream, so the server has it.
    expect(editor.changes.length).toBe(3);
  });
});
