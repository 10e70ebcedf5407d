import { apiMessages, saveQueueConstants } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '../core/editor';
import { connectEditor, keepMine, openSaving, takeTheirs } from './editor-saving';
import { FAKE_PAGE_IDS, FakeProjectApi, fakeWidget } from './fake-project-api';
import { memoryPendingStore, type PendingStore } from './pending-store';
import type { SaveQueue, SaveStatus } from './save-queue';

const { debounceMs, maxWaitMs, retryBaseMs, retryMaxMs } = saveQueueConstants;
const id = (n: number) => fakeWidget(n)._id;

interface Setup {
  api: FakeProjectApi;
  store: PendingStore & { entries: Map<string, unknown> };
  editor: Editor;
  queue: SaveQueue;
  statuses: SaveStatus[];
}

/** A project with widgets 1 and 2 on the first page, open in an editor whose changes feed a save queue. */
async function open(api = new FakeProjectApi([fakeWidget(1), fakeWidget(2, { x: 200 })]), store = memoryPendingStore()): Promise<Setup> {
  const { queue, draft } = await openSaving({ draft: api.draft(), http: api.http, store });
  const editor = new Editor({ draft });
  connectEditor(queue, editor);
  const statuses: SaveStatus[] = [queue.getState().status];
  queue.subscribe((state) => {
    if (statuses.at(-1) !== state.status) statuses.push(state.status);
  });
  return { api, store, editor, queue, statuses };
}

function move(editor: Editor, n: number, dx: number) {
  editor.select([id(n)]);
  editor.run('translate', { dx, dy: 0 });
}

/** Lets timers and the promises they start run (the fake fetch answers in microtasks). */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let queues: SaveQueue[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  queues = [];
});
afterEach(() => {
  for (const queue of queues) queue.dispose();
  vi.useRealTimers();
});

async function setup(...args: Parameters<typeof open>) {
  const result = await open(...args);
  queues.push(result.queue);
  return result;
}

describe('batching and debounce', () => {
  it(`waits ${debounceMs} ms after the last edit, then sends the steps merged: one call per kind`, async () => {
    const { api, editor, queue } = await setup();
    editor.run('createWidgets', { widgets: [{ ...fakeWidget(3), _id: id(3) }] });
    await advance(debounceMs - 1);
    move(editor, 3, 10); // created then updated: a create of the latest
    move(editor, 1, 5);
    await advance(debounceMs - 1);
    move(editor, 1, 5); // updated twice: one change, the latest
    move(editor, 2, 1);
    expect(api.calls).toEqual([]);
    expect(queue.getState()).toMatchObject({ status: 'saving', pending: 3 });
    await advance(debounceMs);
    expect(api.writes).toEqual(['POST /widgets', 'PATCH /widgets']);
    expect(api.calls[0]!.body.widgets).toEqual([expect.objectContaining({ _id: id(3), x: 10 })]);
    expect(api.calls[1]!.body.widgets).toEqual([expect.objectContaining({ _id: id(1), x: 10 }), expect.objectContaining({ _id: id(2), x: 201 })]);
    expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0 });
    expect(api.widgets.get(id(1))!.x).toBe(10);
  });

  it(`edits that never pause are still sent ${maxWaitMs} ms after the first`, async () => {
    const { api, editor } = await setup();
    for (let elapsed = 0; elapsed < maxWaitMs; elapsed += debounceMs / 2) {
      move(editor, 1, 1);
      await advance(debounceMs / 2);
    }
    expect(api.writes).toEqual(['PATCH /widgets']);
  });

  it('a widget created then deleted before the send is never sent', async () => {
    const { api, editor, queue } = await setup();
    editor.run('createWidgets', { widgets: [{ ...fakeWidget(3), _id: id(3) }] });
    editor.run('deleteSelected');
    await advance(debounceMs);
    expect(api.calls).toEqual([]);
    expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0 });
  });

  it('never reorders: a deletion undone is sent as the deletion, then the creation again', async () => {
    const { api, editor } = await setup();
    editor.select([id(1)]);
    editor.run('deleteSelected');
    editor.run('undo');
    move(editor, 1, 7);
    await advance(debounceMs);
    expect(api.writes).toEqual(['DELETE /widgets', 'POST /widgets']);
    expect(api.widgets.get(id(1))).toMatchObject({ x: 7 });
  });

  it('page fields and the page order are sent as the page calls, with only the fields the API takes', async () => {
    const { api, editor } = await setup();
    editor.run('updatePage', { pageId: FAKE_PAGE_IDS[1], fields: { title: 'Renamed' } });
    editor.run('reorderPages', { pageIds: [FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]] });
    await advance(debounceMs);
    expect(api.writes).toEqual([`PATCH /pages/${FAKE_PAGE_IDS[1]}`, 'PUT /pages/order']);
    expect(api.calls[0]!.body).toEqual({ revision: 0, title: 'Renamed' });
    expect(api.pages.map((page) => page._id)).toEqual([FAKE_PAGE_IDS[1], FAKE_PAGE_IDS[0]]);
  });

  it('project settings are sent as PATCH /api/mag/{id} with the fields that changed; an undo sends the old values', async () => {
    const { api, editor } = await setup();
    editor.run('updateProject', { fields: { title: 'Spring issue', opts: { arrows: false } } });
    editor.run('updateProject', { fields: { description: 'Flowers' } });
    await advance(debounceMs);
    expect(api.writes).toEqual(['PATCH ']);
    expect(api.calls[0]!.body).toEqual({ revision: 0, title: 'Spring issue', opts: { arrows: false }, description: 'Flowers' });
    editor.run('undo');
    editor.run('undo');
    await advance(debounceMs);
    expect(api.project).toEqual({ title: 'Fake project' });
    expect(api.calls.at(-1)!.body).toEqual({ revision: 1, title: 'Fake project', opts: null, description: null });
    expect(editor.document.project).toEqual({ title: 'Fake project' });
  });

  it('a project address given as null is taken away, sent as null; an undo brings it back', async () => {
    const { api, editor } = await setup();
    editor.run('updateProject', { fields: { uri: 'spring-issue' } });
    await advance(debounceMs);
    expect(api.project).toEqual({ title: 'Fake project', uri: 'spring-issue' });
    editor.run('updateProject', { fields: { uri: null } });
    expect(editor.document.project).toEqual({ title: 'Fake project' });
    await advance(debounceMs);
    expect(api.calls.at(-1)!.body).toEqual({ revision: 1, uri: null });
    expect(api.project).toEqual({ title: 'Fake project' });
    editor.run('undo');
    await advance(debounceMs);
    expect(api.project).toEqual({ title: 'Fake project', uri: 'spring-issue' });
  });

  it('a project field the schema refuses is never written', async () => {
    const { api, editor } = await setup();
    expect(() => editor.run('updateProject', { fields: { fonts_link: 'javascript:alert(1)' } })).toThrow();
    expect(editor.document.project).toEqual({ title: 'Fake project' });
    expect(editor.history.canUndo).toBe(false);
    await advance(debounceMs);
    expect(api.writes).toEqual([]);
  });

  it('an undo that takes away an override sends the field as null, and the server drops it', async () => {
    const { api, editor } = await setup();
    editor.setViewport('phone_portrait');
    move(editor, 1, 30);
    await advance(debounceMs);
    expect(api.widgets.get(id(1))).toHaveProperty('viewport_phone_portrait');
    editor.run('undo');
    await advance(debounceMs);
    // The first phone edit of a derived page stored every widget of the page at its derived place (docs/editor.md
    // "Phone layout"), and the page's phone height: the undo takes every one of them away.
    const widgets = api.calls.findLast((call) => call.body.widgets)!.body.widgets as object[];
    expect(widgets).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id(1), viewport_phone_portrait: null })]));
    for (const widget of widgets) expect(widget).toMatchObject({ viewport_phone_portrait: null });
    expect(api.calls.at(-1)!.body).toMatchObject({ viewport_phone_portrait: null });
    expect(api.widgets.get(id(1))).not.toHaveProperty('viewport_phone_portrait');
  });
});

describe('revisions', () => {
  it('each call carries the revision the last answer gave', async () => {
    const api = new FakeProjectApi([fakeWidget(1)]);
    api.revision = 5;
    const { editor, queue } = await setup(api);
    editor.run('createWidgets', { widgets: [{ ...fakeWidget(3), _id: id(3) }] });
    move(editor, 1, 3);
    editor.select([id(3)]);
    editor.run('deleteSelected');
    editor.run('createWidgets', { widgets: [{ ...fakeWidget(4), _id: id(4) }] });
    await advance(debounceMs);
    editor.run('deleteSelected'); // widget 4, in the next batch
    await advance(debounceMs);
    expect(api.calls.map((call) => call.body.revision)).toEqual([5, 6, 7]);
    expect(queue.getState().revision).toBe(8);
  });

  it('edits made while a call is on its way are sent after it, with its revision', async () => {
    const { api, editor, queue } = await setup();
    move(editor, 1, 1);
    await advance(debounceMs - 1);
    let release: () => void = () => undefined;
    api.around = async (answer) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer();
    };
    await advance(1);
    expect(queue.getState().status).toBe('saving');
    move(editor, 1, 1);
    move(editor, 2, 1);
    api.around = null;
    release();
    await advance(debounceMs);
    expect(api.calls.map((call) => [call.body.revision, (call.body.widgets as { _id: string; x: number }[]).map((w) => [w._id, w.x])])).toEqual([
      [0, [[id(1), 1]]],
      [1, [[id(1), 2], [id(2), 201]]],
    ]);
    expect(queue.getState().status).toBe('saved');
  });

  it('a call slower than the debounce: edits made during it are sent as soon as it ends', async () => {
    const { api, editor, queue } = await setup();
    move(editor, 1, 1);
    let release: () => void = () => undefined;
    api.around = async (answer) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer();
    };
    await advance(debounceMs);
    move(editor, 2, 1);
    await advance(maxWaitMs * 2); // both timers run out while the call is on its way
    api.around = null;
    release();
    await advance(0);
    expect(api.writes).toEqual(['PATCH /widgets', 'PATCH /widgets']);
    expect(queue.getState().status).toBe('saved');
  });
});

describe('writes of their own (write)', () => {
  const renamePage = (api: FakeProjectApi, title: string) => (revision: number) =>
    api.http.patch<{ revision: number }>(`/api/mag/${api.draft()._id}/pages/${FAKE_PAGE_IDS[0]}`, { revision, title });

  it('wait for pending changes, run with the current revision, and hand theirs to the next calls', async () => {
    const { api, editor, queue } = await setup();
    move(editor, 1, 1);
    const written = queue.write(renamePage(api, 'Own call'));
    await advance(0);
    expect(api.writes).toEqual(['PATCH /widgets', `PATCH /pages/${FAKE_PAGE_IDS[0]}`]);
    expect(await written).toMatchObject({ revision: 2 });
    move(editor, 1, 1);
    await advance(debounceMs);
    expect(api.calls.map((call) => call.body.revision)).toEqual([0, 1, 2]);
    expect(queue.getState()).toMatchObject({ status: 'saved', revision: 3 });
  });

  it('edits made during the call wait for it; in a conflict the call is refused and not made', async () => {
    const { api, editor, queue } = await setup();
    let release: () => void = () => undefined;
    api.around = async (answer) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer();
    };
    const written = queue.write(renamePage(api, 'Slow'));
    await advance(0);
    move(editor, 1, 1);
    move(editor, 2, 1);
    await advance(debounceMs * 2);
    expect(api.calls).toEqual([]);
    api.around = null;
    release();
    await written;
    await advance(debounceMs);
    expect(api.calls.map((call) => call.body.revision)).toEqual([0, 1]);
    expect(api.calls[1]!.body.widgets).toHaveLength(2);

    api.changeElsewhere(() => undefined);
    move(editor, 1, 1);
    await advance(debounceMs);
    expect(queue.getState().status).toBe('conflict');
    await expect(queue.write(renamePage(api, 'Refused'))).rejects.toMatchObject({ statusCode: 409 });
    expect(api.pages[0]!.title).toBe('Slow');
  });
});

describe('offline', () => {
  it('retries with backoff while the server is unreachable, keeps taking edits, and saves them all once it is back', async () => {
    const { api, editor, queue, statuses } = await setup();
    api.mode = 'down';
    move(editor, 1, 1);
    await advance(debounceMs);
    expect(queue.getState()).toMatchObject({ status: 'offline', pending: 1, lastError: 'Failed to fetch' });
    expect(api.failedCalls).toBe(1);
    // 1 s, 2 s, 4 s… doubling up to the maximum.
    const delays: number[] = [];
    for (let delay: number = retryBaseMs; delays.length < 8; delay = Math.min(delay * 2, retryMaxMs)) delays.push(delay);
    for (const [index, delay] of delays.entries()) {
      await advance(delay - 1);
      expect(api.failedCalls).toBe(index + 1);
      await advance(1);
      expect(api.failedCalls).toBe(index + 2);
    }
    expect(delays.at(-1)).toBe(retryMaxMs);
    move(editor, 2, 5); // an edit while offline waits for the next try
    move(editor, 1, 1);
    expect(api.failedCalls).toBe(delays.length + 1);
    api.mode = 'up';
    await advance(retryMaxMs);
    expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0, lastError: null });
    expect(api.widgets.get(id(1))!.x).toBe(2);
    expect(api.widgets.get(id(2))!.x).toBe(205);
    expect(statuses).toEqual(['saved', 'saving', 'offline', 'saving', 'saved']);
  });

  it('a 5xx answer is retried like an unreachable server', async () => {
    const { api, editor, queue } = await setup();
    api.mode = 'error500';
    move(editor, 1, 1);
    await advance(debounceMs);
    expect(queue.getState()).toMatchObject({ status: 'offline', lastError: 'Internal Server Error' });
    api.mode = 'up';
    await advance(retryBaseMs);
    expect(queue.getState().status).toBe('saved');
    expect(api.widgets.get(id(1))!.x).toBe(1);
  });

  it('flush() tries at once, without waiting for the backoff', async () => {
    const { api, editor, queue } = await setup();
    api.mode = 'down';
    move(editor, 1, 1);
    await advance(debounceMs);
    api.mode = 'up';
    const flushed = queue.flush();
    await advance(0);
    await flushed;
    expect(queue.getState().status).toBe('saved');
  });
});

describe('kept in the browser', () => {
  it('pending changes are in the store before they are sent, and gone once saved', async () => {
    // A store slower than the debounce: the call still waits for the write.
    const slowStore = memoryPendingStore();
    const write = slowStore.write;
    slowStore.write = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, debounceMs * 3));
      return write(...args);
    };
    const { api, editor, store } = await setup(undefined, slowStore);
    let storedWhenSent: unknown;
    api.around = async (answer) => {
      storedWhenSent ??= await store.read(api.draft()._id);
      return answer();
    };
    move(editor, 1, 4);
    await advance(debounceMs * 4);
    expect(storedWhenSent).toMatchObject({ revision: 0, segments: [{ updated: { [id(1)]: { widget: { x: 4 } } } }] });
    expect(await store.read(api.draft()._id)).toBeUndefined();
  });

  it('a reload with unsent changes shows them on the loaded draft and sends them', async () => {
    const api = new FakeProjectApi([fakeWidget(1), fakeWidget(2, { x: 200 })]);
    const store = memoryPendingStore();
    const first = await setup(api, store);
    api.mode = 'down';
    move(first.editor, 1, 11);
    first.editor.run('createWidgets', { widgets: [{ ...fakeWidget(3), _id: id(3) }] });
    first.editor.select([id(2)]);
    first.editor.run('deleteSelected');
    await advance(debounceMs);
    expect(first.queue.getState().status).toBe('offline');
    first.queue.dispose(); // the tab goes away

    api.mode = 'up';
    const second = await setup(api, store);
    expect(second.editor.document.widgets[id(1)]!.x).toBe(11);
    expect(second.editor.document.widgets[id(3)]).toBeDefined();
    expect(second.editor.document.widgets[id(2)]).toBeUndefined();
    expect(second.queue.getState()).toMatchObject({ status: 'saving', pending: 3 });
    await advance(debounceMs);
    expect(second.queue.getState().status).toBe('saved');
    expect([...api.widgets.keys()].sort()).toEqual([id(1), id(3)]);
    expect(api.widgets.get(id(1))!.x).toBe(11);
    expect(store.entries.size).toBe(0);
  });

  it('a reload after the last call landed without its answer finds nothing left to send', async () => {
    const api = new FakeProjectApi([fakeWidget(1)]);
    const store = memoryPendingStore();
    const first = await setup(api, store);
    move(first.editor, 1, 11);
    await advance(debounceMs - 1);
    // The call reaches the server, but the answer never comes back.
    api.around = async (answer) => {
      await answer();
      throw new TypeError('Failed to fetch');
    };
    await advance(1);
    expect(first.queue.getState().status).toBe('offline');
    expect(api.widgets.get(id(1))!.x).toBe(11);
    first.queue.dispose();
    api.around = null;
    const second = await setup(api, store);
    expect(second.queue.getState()).toMatchObject({ status: 'saved', pending: 0 });
    expect(second.editor.document.widgets[id(1)]!.x).toBe(11);
  });
});

describe('conflicts', () => {
  async function conflicted() {
    const setupResult = await setup(new FakeProjectApi([fakeWidget(1), fakeWidget(2, { x: 200 })]));
    const { api, editor, queue } = setupResult;
    // Another tab moves widget 2 and adds widget 5.
    api.changeElsewhere((other) => {
      other.widgets.set(id(2), fakeWidget(2, { x: 999 }));
      other.widgets.set(id(5), fakeWidget(5, { y: 50 }));
    });
    move(editor, 1, 8);
    await advance(debounceMs);
    expect(queue.getState()).toMatchObject({ status: 'conflict', pending: 1 });
    return setupResult;
  }

  it('a 409 stops sending and keeps both versions: theirs fetched, mine pending', async () => {
    const { api, editor, queue } = await conflicted();
    const { conflict } = queue.getState();
    expect(conflict).toMatchObject({ reason: 'changed', statusCode: 409 });
    expect(conflict!.theirs!.revision).toBe(1);
    expect(queue.pending[0]!.updated[id(1)]!.widget.x).toBe(8);
    const callsBefore = api.calls.length;
    move(editor, 1, 1); // edits go on being kept, not sent
    await advance(retryMaxMs);
    expect(api.calls.length).toBe(callsBefore);
    expect(queue.getState()).toMatchObject({ status: 'conflict', pending: 1 });
  });

  it('"keep mine" loads their version with my changes on top and saves mine on their revision', async () => {
    const { api, editor, queue, store } = await conflicted();
    await keepMine(queue, editor);
    expect(editor.document.widgets[id(1)]!.x).toBe(8);
    expect(editor.document.widgets[id(2)]!.x).toBe(999);
    expect(editor.document.widgets[id(5)]).toBeDefined();
    await advance(debounceMs);
    expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0, revision: 2 });
    expect(api.calls.at(-1)!.body.revision).toBe(1);
    expect(api.widgets.get(id(1))!.x).toBe(8);
    expect(api.widgets.get(id(2))!.x).toBe(999);
    expect(store.entries.size).toBe(0);
  });

  it('"take theirs" drops my pending changes and loads their version', async () => {
    const { api, editor, queue, store } = await conflicted();
    editor.run('undo'); // the editor's history is replaced by theirs anyway
    await takeTheirs(queue, editor);
    expect(editor.document.widgets[id(1)]!.x).toBe(0);
    expect(editor.document.widgets[id(2)]!.x).toBe(999);
    expect(editor.history.canUndo).toBe(false);
    await advance(debounceMs);
    expect(queue.getState()).toMatchObject({ status: 'saved', pending: 0, revision: 1 });
    expect(store.entries.size).toBe(0);
    move(editor, 1, 2); // saving goes on from their revision
    await advance(debounceMs);
    expect(api.calls.at(-1)!.body.revision).toBe(1);
    expect(api.widgets.get(id(1))!.x).toBe(2);
  });

  it('a reload whose stored changes were made on an older revision starts in conflict, with both versions', async () => {
    const api = new FakeProjectApi([fakeWidget(1)]);
    const store = memoryPendingStore();
    const first = await setup(api, store);
    api.mode = 'down';
    move(first.editor, 1, 3);
    await advance(debounceMs);
    first.queue.dispose();
    api.mode = 'up';
    api.changeElsewhere((other) => other.widgets.set(id(1), fakeWidget(1, { y: 40 })));
    const second = await setup(api, store);
    expect(second.queue.getState()).toMatchObject({ status: 'conflict', pending: 1 });
    expect(second.queue.getState().conflict!.theirs!.pages![0]!.wids![0]).toMatchObject({ y: 40 });
    expect(second.editor.document.widgets[id(1)]).toMatchObject({ x: 3, y: 0 });
    await keepMine(second.queue, second.editor);
    await advance(debounceMs);
    expect(api.widgets.get(id(1))).toMatchObject({ x: 3, y: 0 });
  });

  it('an address another project took meanwhile (409, not a stale revision) is a refusal; loading the other version drops it', async () => {
    const { api, editor, queue } = await setup();
    api.takenUris.add('autumn');
    editor.run('updateProject', { fields: { uri: 'autumn' } });
    await advance(debounceMs);
    expect(queue.getState().conflict).toMatchObject({ reason: 'refused', statusCode: 409, message: apiMessages.uriTaken });
    await takeTheirs(queue, editor);
    expect(editor.document.project).toEqual({ title: 'Fake project' });
    expect(queue.getState().status).toBe('saved');
  });

  it('a refused change (400) also stops sending, as a conflict the author resolves', async () => {
    const { api, editor, queue } = await setup();
    api.changeElsewhere(() => undefined);
    api.revision -= 1; // same revision, but the widget is gone on the server
    api.widgets.delete(id(1));
    move(editor, 1, 1);
    await advance(debounceMs);
    expect(queue.getState().conflict).toMatchObject({ reason: 'refused', statusCode: 404 });
    await keepMine(queue, editor);
    await advance(debounceMs);
    expect(api.widgets.get(id(1))).toMatchObject({ x: 1 });
  });
});
