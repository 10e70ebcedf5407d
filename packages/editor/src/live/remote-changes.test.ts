import { describe, expect, it } from 'vitest';
import { shapeWidget, TEST_PAGE_IDS, TestEditor, testId } from '../core/test-editor';
import type { RemoteChanges } from './remote-changes';

/** A remote change that upserts these widgets and nothing else. */
function upserting(...widgets: ReturnType<typeof shapeWidget>[]): RemoteChanges {
  return { widgets: { upserted: widgets, deleted: [] }, pages: { upserted: [], deleted: [], order: null }, project: null };
}

// docs/editor.md "Co-editing": another author's saved changes arrive through the live channel.
describe('applyRemoteChanges', () => {
  it('puts another author’s record in the document without a history entry or a change to save', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.applyRemoteChanges(upserting(shapeWidget(2, { x: 340, y: 120 })));
    editor.expectBox(2, { x: 340, y: 120 }).expectBox(1, { x: 100, y: 100 });
    editor.expectHistory([]);
    expect(editor.changes).toEqual([]);
  });

  it('undo undoes one’s own change only: the other author’s stays', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowRight');
    editor.applyRemoteChanges(upserting(shapeWidget(2, { x: 500, y: 100 })));
    editor.expectHistory(['translate']);
    editor.undo();
    editor.expectBox(1, { x: 100 }).expectBox(2, { x: 500 });
    editor.redo();
    editor.expectBox(1, { x: 101 }).expectBox(2, { x: 500 });
  });

  it('a record with local changes not yet saved is not overwritten', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowDown');
    const pending = new Set([testId(1)]);
    editor.applyRemoteChanges(upserting(shapeWidget(1, { x: 900, y: 900 }), shapeWidget(2, { x: 0, y: 0 })), (record) => record.kind === 'widget' && pending.has(record.id));
    editor.expectBox(1, { x: 100, y: 101 }).expectBox(2, { x: 0, y: 0 });
  });

  it('a widget merges field by field: the fields changed here stay ours, the others take their value', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 })] });
    editor.select([testId(1)]);
    editor.press('ArrowDown');
    // Only y is ours (not yet saved); they moved it sideways and turned it.
    const ours = (record: { kind: string; id?: string; field?: string }) => record.kind === 'widget' && record.id === testId(1) && (record.field === undefined || record.field === 'y');
    editor.applyRemoteChanges(upserting(shapeWidget(1, { x: 400, y: 900, angle: 30 })), ours);
    editor.expectBox(1, { x: 400, y: 101 });
    expect(editor.document.widgets[testId(1)]).toMatchObject({ angle: 30 });
    // Nothing of theirs differs: the widget stays the very same object.
    const before = editor.document.widgets[testId(1)];
    editor.applyRemoteChanges(upserting(shapeWidget(1, { x: 400, y: 5, angle: 30 })), ours);
    expect(editor.document.widgets[testId(1)]).toBe(before);
  });

  it('keeps the local selection, and a drag under way goes on from the merged document', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.drag([150, 150], [170, 150], { release: false, ctrlKey: true });
    editor.expectSelection(1);
    // The other author moved both: the widget being dragged stays ours, the other follows them.
    editor.applyRemoteChanges(upserting(shapeWidget(1, { x: 0, y: 0 }), shapeWidget(2, { x: 600, y: 300 })));
    editor.expectSelection(1).expectBox(1, { x: 120 }).expectBox(2, { x: 600, y: 300 });
    editor.move([190, 150]).up();
    editor.expectBox(1, { x: 140, y: 100 }).expectBox(2, { x: 600, y: 300 }).expectHistory(['translate']);
    editor.undo();
    editor.expectBox(1, { x: 100 }).expectBox(2, { x: 600, y: 300 });
  });

  it('a widget deleted elsewhere leaves the selection and the history entries that touched it', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100, y: 100 }), shapeWidget(2, { x: 300, y: 100 })] });
    editor.select([testId(2)]);
    editor.press('ArrowRight');
    editor.select([testId(1), testId(2)]);
    editor.applyRemoteChanges({ widgets: { upserted: [], deleted: [testId(2)] }, pages: { upserted: [], deleted: [], order: null }, project: null });
    expect(editor.document.widgets[testId(2)]).toBeUndefined();
    editor.expectSelection(1).expectHistory([]);
  });

  it('pages added, reordered and taken away elsewhere follow, and project fields too', () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1), shapeWidget(2, { pid: TEST_PAGE_IDS[1] })] });
    const third = 'd'.repeat(24);
    editor.applyRemoteChanges({
      widgets: { upserted: [shapeWidget(3, { pid: third })], deleted: [] },
      pages: { upserted: [{ _id: third, num: 3, num_id: 3, title: 'Third' }], deleted: [], order: [third, TEST_PAGE_IDS[0], TEST_PAGE_IDS[1]] },
      project: { title: 'Together' },
    });
    expect(editor.document.pageIds).toEqual([third, ...TEST_PAGE_IDS]);
    expect(editor.document.widgets[testId(3)]?.pid).toBe(third);
    expect(editor.document.project.title).toBe('Together');
    editor.applyRemoteChanges({ widgets: { upserted: [], deleted: [] }, pages: { upserted: [], deleted: [TEST_PAGE_IDS[1]], order: null }, project: null });
    expect(editor.document.pageIds).toEqual([third, TEST_PAGE_IDS[0]]);
    expect(editor.document.widgets[testId(2)]).toBeUndefined();
    editor.expectHistory([]);
  });
});
