import { editorConstants } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { History } from './history';
import { shapeWidget, TestEditor, testId } from './test-editor';

describe('history', () => {
  it('a drag is one entry however many moves it has', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.drag([150, 150], [250, 180], { steps: 20, ctrlKey: true });
    editor.expectHistory(['translate']);
    editor.undo();
    editor.expectBox(1, { x: 100, y: 100 }).expectHistory([], ['translate']);
    editor.redo();
    editor.expectBox(1, { x: 200, y: 130 }).expectHistory(['translate']);
  });

  it('a press without a drag, and a drag cancelled with Escape, leave no entry and no change', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.click([150, 150]);
    editor.drag([150, 150], [250, 180], { release: false, ctrlKey: true });
    editor.expectBox(1, { x: 200 });
    editor.press('Escape');
    editor.expectBox(1, { x: 100 });
    editor.up();
    editor.expectHistory([]);
    expect(editor.changes).toEqual([]);
  });

  it('a new change clears what could be redone', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowRight');
    editor.press('ArrowDown');
    editor.undo();
    editor.expectHistory(['translate'], ['translate']);
    editor.run('flipHorizontal');
    editor.expectHistory(['translate', 'flipHorizontal']);
    editor.redo();
    editor.expectBox(1, { x: 101, y: 100 });
  });

  it('undo and redo by keyboard (cmd+z, cmd+shift+z, ctrl+y)', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowRight');
    editor.press('z', { metaKey: true });
    editor.expectBox(1, { x: 100 });
    editor.press('z', { metaKey: true, shiftKey: true });
    editor.expectBox(1, { x: 101 });
    editor.press('z', { ctrlKey: true });
    editor.press('y', { ctrlKey: true });
    editor.expectBox(1, { x: 101 });
  });

  it('undo brings back the selection and the page the change was made on', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('Delete');
    editor.expectSelection();
    editor.setPage(editor.document.pageIds[1]!);
    editor.undo();
    expect(editor.session.pageId).toBe(editor.document.pageIds[0]);
    editor.expectSelection(1);
  });

  it('undo in the middle of a drag drops the drag first', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowRight');
    editor.drag([150, 150], [250, 150], { release: false, ctrlKey: true });
    editor.undo();
    editor.up();
    editor.expectBox(1, { x: 100 }).expectHistory([], ['translate']);
    expect(editor.session.toolState).toBe('select.idle');
  });

  it('keeps at most historyMaxEntries entries, dropping the oldest', () => {
    const history = new History(3);
    for (const name of ['a', 'b', 'c', 'd']) history.push({ name, patches: [], inversePatches: [], pageId: '', selectionBefore: [], selectionAfter: [] });
    expect(history.names.undo).toEqual(['b', 'c', 'd']);
    expect(editorConstants.historyMaxEntries).toBe(200);
    const editor = new TestEditor({ widgets: [shapeWidget(1)] });
    editor.select([testId(1)]);
    for (let step = 0; step < editorConstants.historyMaxEntries + 5; step += 1) editor.press('ArrowRight');
    expect(editor.history.names.undo).toHaveLength(editorConstants.historyMaxEntries);
  });
});

describe('the change stream', () => {
  it('sends one step per finished gesture, with the full widget, and one per undo and redo', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.drag([150, 150], [250, 150], { steps: 10, ctrlKey: true });
    expect(editor.changes).toHaveLength(1);
    expect(editor.changes[0]).toMatchObject({ cause: 'action', name: 'translate', widgets: { created: [], deleted: [] } });
    expect(editor.changes[0]!.widgets.updated).toEqual([{ ...shapeWidget(1), x: 200, y: 100 }]);
    editor.undo();
    editor.redo();
    expect(editor.changes.map((step) => [step.cause, step.name])).toEqual([
      ['action', 'translate'],
      ['undo', 'translate'],
      ['redo', 'translate'],
    ]);
    expect(editor.changes[1]!.widgets.updated[0]).toMatchObject({ x: 100 });
  });

  it('creations and deletions are sent by id; undoing a deletion creates the widget again', () => {
    const editor = new TestEditor();
    editor.add({ type: 'shape', x: 10, y: 10, w: 50, h: 50 });
    const [id] = editor.selectedIds;
    expect(editor.changes[0]!.widgets.created).toEqual([expect.objectContaining({ _id: id, pid: editor.session.pageId, type: 'shape' })]);
    editor.press('Backspace');
    expect(editor.changes[1]!.widgets.deleted).toEqual([id]);
    editor.undo();
    expect(editor.changes[2]!.widgets.created.map((widget) => widget._id)).toEqual([id]);
  });

  it('names the fields a widget lost, which a merging PATCH cannot drop by itself', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.setViewport('phone_portrait');
    editor.select([testId(1)]);
    editor.press('ArrowRight');
    editor.undo();
    expect(editor.changes[1]!.widgets.removedFields).toEqual({ [testId(1)]: ['viewport_phone_portrait'] });
  });

  it('names the fields each step changed of a widget, those removed included, and no other', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowDown');
    expect(editor.changes[0]!.widgets.changedFields).toEqual({ [testId(1)]: ['y'] });
    editor.setViewport('phone_portrait');
    editor.press('ArrowRight');
    editor.undo();
    expect(editor.changes.at(-1)!.widgets.changedFields).toEqual({ [testId(1)]: ['viewport_phone_portrait'] });
  });

  it('page changes are sent with the page’s fields; listeners can leave', () => {
    const editor = new TestEditor();
    const pageId = editor.session.pageId;
    const seen: string[] = [];
    const leave = editor.subscribeChanges((changes) => seen.push(...changes.pages.updated.map((page) => page.title ?? '')));
    editor.run('updatePage', { pageId, fields: { title: 'Cover' } });
    leave();
    editor.run('updatePage', { pageId, fields: { title: 'Back' } });
    expect(seen).toEqual(['Cover']);
    expect(editor.changes[1]!.pages.updated).toEqual([expect.objectContaining({ _id: pageId, title: 'Back' })]);
  });

  it('a new page order is sent as every page id in order', () => {
    const editor = new TestEditor();
    const [first, second] = editor.document.pageIds;
    expect(editor.run('reorderPages', { pageIds: [first!] })).toBe(false);
    editor.run('reorderPages', { pageIds: [second!, first!] });
    expect(editor.changes).toHaveLength(1);
    expect(editor.changes[0]!.pages).toEqual({ updated: [], order: [second, first] });
  });

  it('loading a draft anew replaces the document and clears the history, without a change', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100 }), shapeWidget(2)] });
    editor.select([testId(1), testId(2)]);
    editor.press('ArrowRight');
    editor.load({ _id: editor.document.magId, pages: [{ _id: editor.session.pageId, num: 1, num_id: 1, wids: [shapeWidget(1, { x: 500 })] }] });
    editor.expectBox(1, { x: 500 }).expectSelection(1).expectHistory([]);
    expect(editor.changes).toHaveLength(1);
  });
});
