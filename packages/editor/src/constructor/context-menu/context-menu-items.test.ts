import { describe, expect, it } from 'vitest';
import { clarityTexts, cropTexts, widgetSchema } from '@folio/model';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from '../../core/test-editor';
import { contextMenuItems, type MenuGroups } from './context-menu-items';

const flat = (groups: MenuGroups) => groups.flat();
const item = (groups: MenuGroups, id: string) => flat(groups).find((entry) => entry.id === id)!;

describe('the right-click menu', () => {
  it('on a widget: clipboard, duplicate, delete; z order; lock and hide; rename — each with the key the core binds', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { x: 200 })] });
    editor.select([editor.getPageWidgets()[0]!._id]);
    const groups = contextMenuItems(editor, true);
    expect(groups.map((group) => group.map((entry) => entry.id))).toEqual([
      ['cut', 'copy', 'paste', 'duplicate', 'delete'],
      ['bringForward', 'sendBackward', 'bringToFront', 'sendToBack'],
      ['lock', 'hide'],
      ['rename'],
    ]);
    expect(item(groups, 'duplicate').combo).toBe('mod+d');
    expect(item(groups, 'delete').combo).toBe('delete');
    expect(item(groups, 'bringToFront').combo).toBe('mod+shift+]');
    expect(item(groups, 'lock')).toMatchObject({ label: clarityTexts.lock, combo: 'mod+shift+l' });
    expect(item(groups, 'hide')).toMatchObject({ label: clarityTexts.hide, combo: 'mod+shift+h' });
  });

  it('says Unlock and Show for a locked, hidden selection; no rename for several widgets', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { locked: true, hidden: true }), shapeWidget(2, { x: 200, locked: true, hidden: true })] });
    editor.select(editor.getPageWidgets().map((widget) => widget._id));
    const groups = contextMenuItems(editor, true);
    expect(item(groups, 'lock').label).toBe(clarityTexts.unlock);
    expect(item(groups, 'hide').label).toBe(clarityTexts.show);
    expect(item(groups, 'rename')).toBeUndefined();
  });

  it('on one picture: Crop, which opens crop mode on it; not on a shape', () => {
    const picture = widgetSchema.parse({ _id: testId(3), pid: TEST_PAGE_IDS[0], type: 'picture', x: 0, y: 0, w: 100, h: 100, picture: { url: 'https://example.com/a.jpg' }, originalW: 100, originalH: 100 });
    const editor = new TestEditor({ widgets: [shapeWidget(1), picture] });
    editor.select([testId(1)]);
    expect(item(contextMenuItems(editor, true), 'crop')).toBeUndefined();
    editor.select([testId(3)]);
    const groups = contextMenuItems(editor, true);
    expect(groups.at(-1)).toEqual([expect.objectContaining({ id: 'crop', label: cropTexts.menuItem, combo: 'enter', command: { kind: 'action', action: 'beginCrop' } })]);
    editor.run('beginCrop');
    expect(editor.session.crop?.id).toBe(testId(3));
  });

  it('on the page (nothing selected): Paste only', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([]);
    expect(contextMenuItems(editor, true)).toEqual([[expect.objectContaining({ id: 'paste', disabled: false })]]);
  });

  it("its commands are the core's actions: one undo step each", () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { x: 200 })] });
    const [first] = editor.getPageWidgets();
    editor.select([first!._id]);
    const lock = item(contextMenuItems(editor, true), 'lock');
    expect(lock.command).toEqual({ kind: 'action', action: 'toggleLocked' });
    editor.run('toggleLocked');
    expect(editor.view.isLocked(first!._id)).toBe(true);
    editor.run('undo');
    expect(editor.view.isLocked(first!._id)).toBe(false);
  });
});
