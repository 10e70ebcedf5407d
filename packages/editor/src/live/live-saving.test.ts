import { createHttpClient, liveConstants, saveQueueConstants } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveQueue } from '../save/save-queue';
import { fakeWidget, FAKE_MAG_ID } from '../save/fake-project-api';
import type { DocumentChanges } from '../core/changes';

/** A server that answers every write with the next revision, recording where it was sent and with which headers. */
function recordingServer(start: number) {
  let revision = start;
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) }, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    revision += 1;
    return new Response(JSON.stringify({ revision }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, http: createHttpClient({ fetch }) };
}

const moved = (x: number): DocumentChanges => ({
  cause: 'action',
  name: 'translate',
  magId: FAKE_MAG_ID,
  widgets: { created: [], updated: [fakeWidget(1, { x })], deleted: [], removedFields: {} },
  pages: { updated: [], order: null },
  project: null,
});

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

// docs/editor.md "Co-editing": how the save queue behaves once others edit the project too.
describe('the save queue while co-editing', () => {
  it('alone, saves name the revision and no live session, as ever', async () => {
    const server = recordingServer(3);
    const queue = new SaveQueue({ projectId: FAKE_MAG_ID, revision: 3, http: server.http });
    queue.add(moved(10));
    await vi.advanceTimersByTimeAsync(saveQueueConstants.maxWaitMs);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe(`/api/mag/${FAKE_MAG_ID}/widgets`);
    expect(server.calls[0]!.headers[liveConstants.sessionHeader]).toBeUndefined();
    queue.dispose();
  });

  it('a widget update with its fields named is pending, and saved, for those fields only', async () => {
    const server = recordingServer(7);
    const queue = new SaveQueue({ projectId: FAKE_MAG_ID, revision: 7, http: server.http });
    queue.setLive('session-1', true);
    const id = fakeWidget(1)._id;
    queue.add({ ...moved(10), widgets: { ...moved(10).widgets, changedFields: { [id]: ['x'] } } });
    expect(queue.hasPending({ kind: 'widget', id })).toBe(true);
    expect(queue.hasPending({ kind: 'widget', id, field: 'x' })).toBe(true);
    expect(queue.hasPending({ kind: 'widget', id, field: 'y' })).toBe(false);
    await vi.advanceTimersByTimeAsync(saveQueueConstants.maxWaitMs);
    expect(server.calls[0]!.body.widgets).toEqual([{ _id: id, x: 10 }]);
    // Saved at revision 8: x is newer than a change of revision 7 heard late, y is not; the widget was saved.
    expect(queue.savedAfter({ kind: 'widget', id, field: 'x' }, 7)).toBe(true);
    expect(queue.savedAfter({ kind: 'widget', id, field: 'y' }, 7)).toBe(false);
    expect(queue.savedAfter({ kind: 'widget', id }, 7)).toBe(true);
    queue.dispose();
  });

  it('with others, saves go over a newer revision (skipChanged) and carry the live session; the revision follows theirs', async () => {
    // The server is at 7 already: others saved meanwhile.
    const server = recordingServer(7);
    const queue = new SaveQueue({ projectId: FAKE_MAG_ID, revision: 3, http: server.http });
    queue.setLive('session-1', true);
    queue.observeRevision(7);
    expect(queue.getState().revision).toBe(7);
    queue.observeRevision(5);
    expect(queue.getState().revision).toBe(7);
    queue.add(moved(10));
    expect(queue.hasPending({ kind: 'widget', id: fakeWidget(1)._id })).toBe(true);
    expect(queue.hasPending({ kind: 'widget', id: fakeWidget(2)._id })).toBe(false);
    await vi.advanceTimersByTimeAsync(saveQueueConstants.maxWaitMs);
    expect(server.calls[0]!.url).toBe(`/api/mag/${FAKE_MAG_ID}/widgets?skipChanged=true`);
    expect(server.calls[0]!.headers[liveConstants.sessionHeader]).toBe('session-1');
    expect(server.calls[0]!.body.revision).toBe(7);
    expect(queue.hasPending({ kind: 'widget', id: fakeWidget(1)._id })).toBe(false);
    // Saved at revision 8: a change of revision 7 heard late is older than that; one of 8 or later is not.
    expect(queue.savedAfter({ kind: 'widget', id: fakeWidget(1)._id }, 7)).toBe(true);
    expect(queue.savedAfter({ kind: 'widget', id: fakeWidget(1)._id }, 8)).toBe(false);
    expect(queue.savedAfter({ kind: 'widget', id: fakeWidget(2)._id }, 0)).toBe(false);
    // Disconnected (offline): no session to name, but the saves still go over their revision.
    queue.setLive(null, false);
    queue.add(moved(20));
    await vi.advanceTimersByTimeAsync(saveQueueConstants.maxWaitMs);
    expect(server.calls[1]!.url).toBe(`/api/mag/${FAKE_MAG_ID}/widgets?skipChanged=true`);
    expect(server.calls[1]!.headers[liveConstants.sessionHeader]).toBeUndefined();
    queue.dispose();
  });
});
