import type { Page, Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from './test-editor';

// Pages the server adds or takes away (the page list's calls): the document follows, nothing is sent, and the
// history keeps what does not touch them (docs/editor.md "Pages from the server").

const NEW_PAGE = 'd'.repeat(24);
const newPage = (widgets: Widget[] = []) => ({ _id: NEW_PAGE, num: 3, num_id: 3, wids: widgets }) as unknown as Page;

function editorWithHistory() {
  const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { pid: TEST_PAGE_IDS[1] })] });
  editor.select([testId(1)]);
  editor.run('translate', { dx: 10, dy: 0 });
  editor.run('reorderPages', { pageIds: [TEST_PAGE_IDS[1], TEST_PAGE_IDS[0]] });
  editor.setPage(TEST_PAGE_IDS[1]);
  editor.select([testId(2)]);
  editor.run('translate', { dx: 0, dy: 20 });
  return editor;
}

describe('pages added on the server', () => {
  it('go in at their place with their widgets; nothing is sent; only page-order entries leave the history', () => {
    const editor = editorWithHistory();
    const sent = editor.changes.length;
    editor.insertPages([newPage([shapeWidget(3, { pid: NEW_PAGE })])], 1);
    expect(editor.document.pageIds).toEqual([TEST_PAGE_IDS[1], NEW_PAGE, TEST_PAGE_IDS[0]]);
    expect(editor.document.widgets[testId(3)]?.pid).toBe(NEW_PAGE);
    expect(editor.changes).toHaveLength(sent);
    editor.expectHistory(['translate', 'translate']);
    // Both moves still undo, on their pages; the new page stays.
    editor.run('undo');
    editor.run('undo');
    expect(editor.stored(1)).toMatchObject({ x: 0 });
    expect(editor.stored(2)).toMatchObject({ y: 0 });
    expect(editor.document.pageIds).toContain(NEW_PAGE);
  });

  it('a page the document has already is not added twice', () => {
    const editor = new TestEditor();
    editor.insertPages([{ _id: TEST_PAGE_IDS[0], num: 1, num_id: 1, wids: [] } as unknown as Page]);
    expect(editor.document.pageIds).toEqual([...TEST_PAGE_IDS]);
  });
});

describe('pages taken away on the server (the trash)', () => {
  it('go with their widgets; their entries and page-order entries leave the history; the others still undo', () => {
    const editor = editorWithHistory();
    const sent = editor.changes.length;
    editor.removePages([TEST_PAGE_IDS[1]]);
    expect(editor.document.pageIds).toEqual([TEST_PAGE_IDS[0]]);
    expect(editor.document.widgets[testId(2)]).toBeUndefined();
    expect(editor.session.pageId).toBe(TEST_PAGE_IDS[0]);
    expect(editor.changes).toHaveLength(sent);
    editor.expectHistory(['translate']);
    editor.run('undo');
    expect(editor.stored(1)).toMatchObject({ x: 0 });
    expect(editor.document.widgets[testId(2)]).toBeUndefined();
  });

  it('the open page going opens the one given; the last page never goes', () => {
    const editor = new TestEditor();
    editor.removePages([TEST_PAGE_IDS[0]], TEST_PAGE_IDS[1]);
    expect(editor.session.pageId).toBe(TEST_PAGE_IDS[1]);
    expect(() => editor.removePages([TEST_PAGE_IDS[1]])).toThrow();
  });
});
