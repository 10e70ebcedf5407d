import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

const [PAGE_1, PAGE_2] = TEST_PAGE_IDS;

/** Widget 1 plays an animation on a click of widget 2; widget 3 (not copied) also triggers it. */
const withTriggers = () => [
  shapeWidget(1, { x: 100, y: 100, animation: [{ type: 'click', trigger: [testId(2), testId(3)] }] }),
  shapeWidget(2, { x: 300, y: 100 }),
  shapeWidget(3, { x: 500, y: 100 }),
];

function copiesOf(editor: TestEditor) {
  return editor.selectedIds.map((id) => editor.document.widgets[id]!);
}

describe('copy and paste', () => {
  it('a paste on the same page makes new widgets with new ids, offset 10 px more with every paste, and selects them', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    const text = editor.copy();
    expect(JSON.parse(text)).toMatchObject({ kind: 'folio/widgets', pageId: PAGE_1 });
    expect(editor.paste()).toBe(true);
    const [first] = copiesOf(editor);
    expect(first).toMatchObject({ pid: PAGE_1, x: 110, y: 110 });
    expect(first!._id).toMatch(/^[0-9a-f]{24}$/);
    expect(first!._id).not.toBe(testId(1));
    editor.paste(text);
    expect(copiesOf(editor)[0]).toMatchObject({ x: 120, y: 120 });
    expect(Object.keys(editor.document.widgets)).toHaveLength(3);
    editor.expectHistory(['paste', 'paste']);
  });

  it('pasted widgets go on top of the page', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { z: 1 }), shapeWidget(2, { z: 5 })] });
    editor.select([testId(1)]);
    editor.copy();
    editor.paste();
    expect(copiesOf(editor)[0]!.z).toBe(6);
  });

  it('triggers among the copied widgets point to the copies; triggers to widgets left behind stay on the same page', () => {
    const editor = new TestEditor({ widgets: withTriggers() });
    editor.select([testId(1), testId(2)]);
    editor.copy();
    editor.paste();
    const [copy1, copy2] = copiesOf(editor);
    expect(copy1!.animation![0]!.trigger).toEqual([copy2!._id, testId(3)]);
  });

  it('a paste on another page keeps the position, moves triggers to the copies and drops those to widgets of the first page', () => {
    const editor = new TestEditor({ widgets: withTriggers() });
    editor.select([testId(1), testId(2)]);
    editor.copy();
    editor.setPage(PAGE_2);
    editor.paste();
    const [copy1, copy2] = copiesOf(editor);
    expect(copy1).toMatchObject({ pid: PAGE_2, x: 100, y: 100 });
    expect(copy1!.animation![0]!.trigger).toEqual([copy2!._id]);
    editor.paste();
    expect(copiesOf(editor)[0]).toMatchObject({ pid: PAGE_2, x: 110, y: 110 });
  });

  it('per-page hidden and z entries of the source page move to the target page', () => {
    const widget = shapeWidget(1, { viewport_phone_portrait: { hidden: { default: false, [PAGE_1]: true }, x: 5 } });
    const editor = new TestEditor({ widgets: [widget] });
    editor.select([testId(1)]);
    editor.copy();
    editor.setPage(PAGE_2);
    editor.paste();
    // Its phone x stays behind: page 2's phone layout is derived, and stays so (docs/editor.md "Phone layout").
    expect(copiesOf(editor)[0]!.viewport_phone_portrait).toEqual({ hidden: { default: false, [PAGE_2]: true } });
  });

  it('cut removes the widgets in one entry; the first paste puts them back in place with new ids', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.cut();
    expect(editor.document.widgets).toEqual({});
    editor.expectHistory(['cut']);
    editor.paste();
    expect(copiesOf(editor)[0]).toMatchObject({ x: 100, y: 100 });
    expect(editor.selectedIds).not.toContain(testId(1));
  });

  it('duplicate copies the selection beside it and leaves the clipboard alone', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 400, y: 100 })] });
    editor.select([testId(2)]);
    editor.copy();
    editor.select([testId(1)]);
    editor.press('d', { metaKey: true });
    expect(copiesOf(editor)[0]).toMatchObject({ x: 110, y: 110 });
    editor.expectHistory(['duplicate']);
    editor.paste();
    expect(copiesOf(editor)[0]).toMatchObject({ x: 410, y: 110 });
  });

  it('text that is not a copy of widgets is left alone; invalid widgets in a copy are dropped', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    expect(editor.paste('hello')).toBe(false);
    expect(editor.paste(JSON.stringify({ kind: 'folio/widgets', pageId: PAGE_1, widgets: [{ type: 'shape', x: 'left' }] }))).toBe(false);
    const fromElsewhere = JSON.stringify({ kind: 'folio/widgets', magId: 'x', pageId: 'd'.repeat(24), widgets: [{ ...shapeWidget(9, { pid: 'd'.repeat(24) }) }, { nonsense: true }] });
    expect(editor.paste(fromElsewhere)).toBe(true);
    expect(copiesOf(editor)).toEqual([expect.objectContaining({ pid: PAGE_1, x: 0, y: 0, type: 'shape' })]);
    editor.expectHistory(['paste']);
  });

  it('a copy of a global widget is an ordinary widget of the page it is pasted on', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { is_global: true })] });
    editor.select([testId(1)]);
    editor.copy();
    editor.paste();
    expect(copiesOf(editor)[0]!.is_global).toBe(false);
  });

  it('deleting a widget takes it out of other widgets’ triggers', () => {
    const editor = new TestEditor({ widgets: withTriggers() });
    editor.select([testId(2)]);
    editor.press('Delete');
    expect(editor.stored(1).animation![0]!.trigger).toEqual([testId(3)]);
    expect(editor.changes[0]!.widgets).toMatchObject({ deleted: [testId(2)], updated: [expect.objectContaining({ _id: testId(1) })] });
  });
});
