import { createHttpClient, liveConstants, type LivePeer, type LiveServerMessage } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shapeWidget, TestEditor, testId } from '../core/test-editor';
import { SaveQueue } from '../save/save-queue';
import { LiveConnection } from './live-connection';

/** A socket the test plays the server of: it opens at once, records what is sent, and is told what to hear. */
class FakeSocket extends EventTarget {
  static last: FakeSocket | null = null;
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  hear(message: LiveServerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

const ME = { session: 'me.1', color: 'e5484d', userId: 'u-me' };
const peer = (session: string, userId: string, name: string): LivePeer => ({ session, userId, name, color: '30a46c', page: null, cursor: null, selection: [] });
const moved = (by: string | null, x: number, revision = 5): LiveServerMessage => ({
  type: 'changed',
  revision,
  by,
  widgets: { upserted: [shapeWidget(1, { x })], deleted: [] },
  pages: { upserted: [], deleted: [], order: null },
  project: null,
});

function setup() {
  const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100 }), shapeWidget(2, { x: 300 })] });
  const http = createHttpClient({ fetch: async () => new Response('{}', { status: 500 }) });
  const queue = new SaveQueue({ projectId: editor.document.magId, revision: 3, http });
  const connection = new LiveConnection({ projectId: editor.document.magId, socketHash: 'hash', editor, queue, socketUrl: (path) => `ws://test${path}`, WebSocket: FakeSocket as unknown as typeof WebSocket });
  return { editor, queue, connection, socket: FakeSocket.last! };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

// docs/editor.md "Co-editing": the constructor's end of the live channel.
describe('the live connection', () => {
  it('opens the project’s socket with its hash, and tells where I am, throttled', async () => {
    const { editor, connection, socket } = setup();
    expect(socket.url).toBe(`ws://test/api/projects/${editor.document.magId}/live?hash=hash`);
    socket.hear({ type: 'welcome', you: ME, peers: [], revision: 3 });
    await vi.advanceTimersByTimeAsync(100);
    connection.setCursor({ x: 10.4, y: 20.6 });
    connection.setCursor({ x: 11, y: 21 });
    editor.select([testId(2)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(socket.sent.at(-1)).toEqual({ type: 'presence', page: editor.session.pageId, cursor: { x: 11, y: 21 }, selection: [testId(2)] });
    expect(socket.sent.length).toBe(2);
    connection.dispose();
  });

  it('merges another person’s change; ignores my own and, alone, writes that name no session', async () => {
    const { editor, queue, connection, socket } = setup();
    socket.hear({ type: 'welcome', you: ME, peers: [], revision: 3 });
    socket.hear(moved(null, 900));
    socket.hear(moved(ME.session, 800));
    editor.expectBox(1, { x: 100 });
    expect(connection.getState().peers).toEqual([]);
    socket.hear({ type: 'presence', peer: peer('them.1', 'u-them', 'Theo') });
    expect(connection.getState().peers.map((one) => one.name)).toEqual(['Theo']);
    socket.hear(moved('them.1', 640, 6));
    editor.expectBox(1, { x: 640 }).expectHistory([]);
    expect(queue.getState().revision).toBe(6);
    socket.hear({ type: 'left', session: 'them.1' });
    expect(connection.getState().peers).toEqual([]);
    connection.dispose();
  });

  it('my own other tab is no one else: not shown, and its changes are left to the conflict handling', async () => {
    const { editor, queue, connection, socket } = setup();
    socket.hear({ type: 'welcome', you: ME, peers: [peer('me.2', ME.userId, 'Me again')], revision: 3 });
    expect(connection.getState().peers).toEqual([]);
    socket.hear(moved('me.2', 700, 4));
    editor.expectBox(1, { x: 100 });
    expect(queue.getState().revision).toBe(3);
    connection.dispose();
  });

  it('once someone else is here, my own other tab’s changes are merged too (no conflict would catch them)', async () => {
    const { editor, queue, connection, socket } = setup();
    socket.hear({ type: 'welcome', you: ME, peers: [peer('me.2', ME.userId, 'Me again'), peer('them.1', 'u-them', 'Theo')], revision: 3 });
    expect(connection.getState().peers.map((one) => one.name)).toEqual(['Theo']);
    socket.hear(moved('me.2', 720, 4));
    editor.expectBox(1, { x: 720 }).expectHistory([]);
    expect(queue.getState().revision).toBe(4);
    connection.dispose();
  });

  it('a revision never heard is waited for a moment, then the draft is fetched and merged; one merely late is not', async () => {
    const editor = new TestEditor({ widgets: [shapeWidget(1, { x: 100 }), shapeWidget(2, { x: 300 })] });
    const http = createHttpClient({ fetch: async () => new Response('{}', { status: 500 }) });
    const queue = new SaveQueue({ projectId: editor.document.magId, revision: 3, http });
    const { document } = editor;
    // The draft as the server has it: widget 1 moved by a write whose `changed` never came.
    const fetchDraft = vi.fn(async () => ({
      _id: document.magId,
      revision: 7,
      pages: document.pageIds.map((id) => ({ ...document.pages[id]!, wids: Object.values(document.widgets).filter((widget) => widget.pid === id).map((widget) => (widget._id === testId(1) ? { ...widget, x: 555 } : widget)) })),
    }));
    const connection = new LiveConnection({ projectId: document.magId, socketHash: 'hash', editor, queue, fetchDraft, socketUrl: (path) => `ws://test${path}`, WebSocket: FakeSocket as unknown as typeof WebSocket });
    const socket = FakeSocket.last!;
    socket.hear({ type: 'welcome', you: ME, peers: [peer('them.1', 'u-them', 'Theo')], revision: 3 });
    // 5 overtakes 4, which comes soon after: nothing to fetch.
    socket.hear(moved('them.1', 640, 5));
    socket.hear(moved('them.1', 650, 4));
    await vi.advanceTimersByTimeAsync(liveConstants.revisionGapWaitMs * 2);
    expect(fetchDraft).not.toHaveBeenCalled();
    // 6 is never heard: after the wait the draft is fetched and merged.
    socket.hear(moved('them.1', 660, 7));
    await vi.advanceTimersByTimeAsync(liveConstants.revisionGapWaitMs - 1);
    expect(fetchDraft).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDraft).toHaveBeenCalledTimes(1);
    editor.expectBox(1, { x: 555 }).expectHistory([]);
    expect(queue.getState().revision).toBe(7);
    connection.dispose();
  });

  it('opens again with backoff after the socket is lost', async () => {
    const { connection, socket } = setup();
    socket.hear({ type: 'welcome', you: ME, peers: [], revision: 3 });
    socket.close();
    expect(connection.getState().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.last).toBe(socket);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.last).not.toBe(socket);
    FakeSocket.last!.hear({ type: 'welcome', you: { ...ME, session: 'me.3' }, peers: [], revision: 3 });
    expect(connection.getState()).toMatchObject({ status: 'open', you: { session: 'me.3' } });
    connection.dispose();
  });
});
