import { saveQueueConstants, type Widget } from '@folio/model';
import { describe, expect, it } from 'vitest';
import type { DocumentChanges } from '../core/changes';
import { FAKE_MAG_ID, FAKE_PAGE_IDS, FakeProjectApi, fakeWidget } from './fake-project-api';
import { addStep, applyPending, diffDrafts, emptySegment, nextRequest, pendingCount, type PendingSegment } from './pending-changes';

const id = (n: number) => fakeWidget(n)._id;

function step(fields: Partial<DocumentChanges['widgets']> & { pages?: Partial<DocumentChanges['pages']>; project?: DocumentChanges['project'] }): DocumentChanges {
  const { pages, project = null, ...widgets } = fields;
  return {
    cause: 'action',
    name: 'test',
    magId: FAKE_MAG_ID,
    widgets: { created: [], updated: [], deleted: [], removedFields: {}, ...widgets },
    pages: { updated: [], order: null, ...pages },
    project,
  };
}

function requestsOf(segment: PendingSegment) {
  const kinds: string[] = [];
  for (let next = nextRequest(segment); next; next = nextRequest(segment)) {
    kinds.push(next.request.kind);
    next.sent();
  }
  return kinds;
}

describe('merging steps (docs/editor.md "Saving")', () => {
  it('created then updated is a create of the latest; created then deleted is nothing', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ created: [fakeWidget(1), fakeWidget(2)] }));
    addStep(segments, step({ updated: [fakeWidget(1, { x: 9 })] }));
    addStep(segments, step({ deleted: [id(2)] }));
    expect(segments).toEqual([{ ...emptySegment(), created: { [id(1)]: fakeWidget(1, { x: 9 }) } }]);
    expect(pendingCount(segments)).toBe(1);
  });

  it('updates of one widget keep the latest whole widget and every field it lost on the way, unless it has it again', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ updated: [fakeWidget(1, { x: 1 })], removedFields: { [id(1)]: ['angle', 'viewport_phone_portrait'] } }));
    addStep(segments, step({ updated: [fakeWidget(1, { x: 2, angle: 5 })], removedFields: { [id(1)]: ['flip_h'] } }));
    expect(segments[0]!.updated[id(1)]).toEqual({ widget: fakeWidget(1, { x: 2, angle: 5 }), removed: ['viewport_phone_portrait', 'flip_h'] });
  });

  it('an update then a deletion sends only the deletion', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ updated: [fakeWidget(1, { x: 1 })] }));
    addStep(segments, step({ deleted: [id(1)] }));
    expect(segments).toEqual([{ ...emptySegment(), deleted: [id(1)] }]);
  });

  it('a widget created again after its deletion opens a new segment, so the deletion goes first', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ deleted: [id(1)] }));
    addStep(segments, step({ created: [fakeWidget(1)] }));
    expect(segments.map((segment) => requestsOf(segment))).toEqual([['delete'], ['create']]);
  });

  it('segments being sent are left alone: a step goes into a new one', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ updated: [fakeWidget(1, { x: 1 })] }));
    addStep(segments, step({ updated: [fakeWidget(1, { x: 2 })] }), 1);
    expect(segments.map((segment) => segment.updated[id(1)]!.widget.x)).toEqual([1, 2]);
  });

  it('pages keep their latest fields and the latest order', () => {
    const segments: PendingSegment[] = [];
    const page = { _id: FAKE_PAGE_IDS[0], num: 1, num_id: 1, title: 'One' };
    addStep(segments, step({ pages: { updated: [page], order: [FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]] } }));
    addStep(segments, step({ pages: { updated: [{ ...page, title: 'Two' }], order: [FAKE_PAGE_IDS[0], FAKE_PAGE_IDS[1]] } }));
    expect(segments[0]!.pages[FAKE_PAGE_IDS[0]]!.title).toBe('Two');
    expect(segments[0]!.order).toEqual([...FAKE_PAGE_IDS]);
    expect(pendingCount(segments)).toBe(2);
  });
});

describe('calls of a segment', () => {
  it(`go creates, updates, deletes, pages, order; batches hold at most ${saveQueueConstants.maxBatchItems}`, () => {
    const segment = emptySegment();
    for (let n = 1; n <= saveQueueConstants.maxBatchItems + 1; n += 1) segment.created[id(n)] = fakeWidget(n);
    segment.updated[id(9999)] = { widget: fakeWidget(9999), removed: [] };
    segment.deleted.push(id(8888));
    segment.pages[FAKE_PAGE_IDS[0]] = { _id: FAKE_PAGE_IDS[0], num: 1, num_id: 1 };
    segment.order = [...FAKE_PAGE_IDS];
    segment.project = { title: 'New title' };
    const first = nextRequest(segment)!;
    expect(first.request).toMatchObject({ kind: 'create' });
    expect((first.request as { widgets: Widget[] }).widgets).toHaveLength(saveQueueConstants.maxBatchItems);
    first.sent();
    expect(requestsOf(segment)).toEqual(['create', 'update', 'delete', 'page', 'order', 'project']);
  });

  it('an update sends only the fields its steps changed, and those lost as null; over a draft (keep mine) it is whole', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ updated: [fakeWidget(1, { x: 3 })], changedFields: { [id(1)]: ['x'] } }));
    addStep(segments, step({ updated: [fakeWidget(1, { x: 3, y: 9 })], removedFields: { [id(1)]: ['angle'] }, changedFields: { [id(1)]: ['y', 'angle'] } }));
    expect(segments[0]!.updated[id(1)]!.fields).toEqual(['x', 'y', 'angle']);
    expect(nextRequest(segments[0]!)!.request).toEqual({ kind: 'update', widgets: [{ _id: id(1), x: 3, y: 9, angle: null }] });
    // Over a draft where someone else resized the widget (a conflict's "keep mine"): the author's widget wins whole.
    const draft = new FakeProjectApi([fakeWidget(1, { w: 77 })]).draft();
    expect(applyPending(draft, segments).pages![0]!.wids![0]!).toEqual(fakeWidget(1, { x: 3, y: 9 }));
    // A step that did not name its fields (kept from before they were tracked) makes the update whole again.
    addStep(segments, step({ updated: [fakeWidget(1, { x: 4, y: 9 })] }));
    expect(segments[0]!.updated[id(1)]!.fields).toBeUndefined();
  });

  it('an update sends the widget whole with its lost fields as null; a page only the fields PATCH takes', () => {
    const segment = emptySegment();
    segment.updated[id(1)] = { widget: fakeWidget(1, { x: 3 }), removed: ['angle'] };
    expect(nextRequest(segment)!.request).toEqual({ kind: 'update', widgets: [{ ...fakeWidget(1, { x: 3 }), angle: null }] });
    const other = emptySegment();
    other.pages[FAKE_PAGE_IDS[0]] = { _id: FAKE_PAGE_IDS[0], num: 1, num_id: 7, pagePath: 'x', title: 'T', uri: 'about' };
    expect(nextRequest(other)!.request).toEqual({ kind: 'page', pageId: FAKE_PAGE_IDS[0], fields: { title: 'T', uri: 'about' } });
  });
});

describe('project fields', () => {
  it('merge field by field, the latest value winning, and count as one record', () => {
    const segments: PendingSegment[] = [];
    addStep(segments, step({ project: { title: 'One', description: 'About' } }));
    addStep(segments, step({ project: { title: 'Two' } }));
    expect(segments[0]!.project).toEqual({ title: 'Two', description: 'About' });
    expect(pendingCount(segments)).toBe(1);
    expect(nextRequest(segments[0]!)!.request).toEqual({ kind: 'project', fields: { title: 'Two', description: 'About' } });
  });

  it('are applied over the draft after a reload, and "keep mine" sends those that differ', () => {
    const api = new FakeProjectApi();
    const segments: PendingSegment[] = [];
    addStep(segments, step({ project: { title: 'Mine', opts: { arrows: false } } }));
    const mine = applyPending(api.draft(), segments);
    expect(mine.title).toBe('Mine');
    expect(diffDrafts(api.draft(), mine).project).toEqual({ title: 'Mine', opts: { arrows: false } });
    expect(diffDrafts(mine, mine).project).toBeUndefined();
  });

  it('segments kept before project fields existed still apply and send', () => {
    const old = JSON.parse(JSON.stringify(emptySegment())) as PendingSegment;
    delete old.project;
    expect(nextRequest(old)).toBeNull();
    expect(applyPending(new FakeProjectApi().draft(), [old]).title).toBe('Fake project');
  });
});

describe('applying pending changes to a draft', () => {
  it('widgets created, changed and deleted, page fields and order, on top of what else the draft holds', () => {
    const api = new FakeProjectApi([fakeWidget(1), fakeWidget(2), fakeWidget(3, { pid: FAKE_PAGE_IDS[1] })]);
    const segments: PendingSegment[] = [];
    addStep(segments, step({ created: [fakeWidget(4, { pid: FAKE_PAGE_IDS[1] })], updated: [fakeWidget(1, { x: 5 })], deleted: [id(2)] }));
    addStep(segments, step({ pages: { updated: [{ _id: FAKE_PAGE_IDS[0], num: 1, num_id: 1, title: 'Mine' }], order: [FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]] } }));
    const draft = applyPending(api.draft(), segments);
    expect(draft.pages!.map((page) => [page._id, page.num, page.title, page.wids!.map((widget) => widget._id)])).toEqual([
      [FAKE_PAGE_IDS[1], 1, 'Page 2', [id(3), id(4)]],
      [FAKE_PAGE_IDS[0], 2, 'Mine', [id(1)]],
    ]);
    expect(draft.pages![1]!.wids![0]!.x).toBe(5);
    expect(draft.revision).toBe(api.revision);
  });

  it('a widget changed here but deleted there comes back; a page gone there takes its changes and widgets with it', () => {
    const api = new FakeProjectApi([fakeWidget(1)]);
    const segments: PendingSegment[] = [];
    addStep(segments, step({ updated: [fakeWidget(1, { x: 5 })], created: [fakeWidget(2, { pid: FAKE_PAGE_IDS[1] })] }));
    addStep(segments, step({ pages: { updated: [{ _id: FAKE_PAGE_IDS[1], num: 2, num_id: 2, title: 'Gone' }], order: [FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]] } }));
    api.widgets.delete(id(1));
    api.pages.splice(1, 1);
    const draft = applyPending(api.draft(), segments);
    expect(draft.pages!.map((page) => [page._id, page.wids!.map((widget) => widget.x)])).toEqual([[FAKE_PAGE_IDS[0], [5]]]);
  });
});

describe('the difference of two drafts ("keep mine")', () => {
  it('lists what to create, change (with fields to remove), delete, the pages changed and the order', () => {
    const base = new FakeProjectApi([fakeWidget(1, { angle: 4 }), fakeWidget(2), fakeWidget(3)]).draft();
    const target = new FakeProjectApi([fakeWidget(1, { x: 1 }), fakeWidget(3), fakeWidget(4)]);
    target.pages.reverse();
    target.pages[0]!.title = 'New title';
    const segment = diffDrafts(base, target.draft());
    expect(segment).toEqual({
      created: { [id(4)]: fakeWidget(4) },
      updated: { [id(1)]: { widget: fakeWidget(1, { x: 1 }), removed: ['angle'] } },
      deleted: [id(2)],
      pages: { [FAKE_PAGE_IDS[1]]: expect.objectContaining({ title: 'New title' }) },
      order: [FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]],
    });
  });

  it('equal drafts (whatever the order of fields) differ in nothing', () => {
    const base = new FakeProjectApi([fakeWidget(1, { angle: 4, x: 2 })]).draft();
    const same = new FakeProjectApi([{ ...fakeWidget(1), x: 2, angle: 4 }]).draft();
    expect(pendingCount([diffDrafts(base, same)])).toBe(0);
  });
});
