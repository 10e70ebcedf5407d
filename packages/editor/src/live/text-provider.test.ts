import * as Y from 'yjs';
import { liveConstants, liveMessages, type LiveClientMessage, type LivePeer } from '@folio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveConnection, LiveTextListener, LiveTextMessage } from './live-connection';
import { fromBase64, LiveTextProvider, toBase64 } from './text-provider';

const WIDGET = 'w-text';
const MIKA: LivePeer = { session: 'mika.1', userId: 'u-mika', name: 'Mika', color: '30a46c', page: null, cursor: null, selection: [] };

/** The live connection as a text sees it: what the text sends is recorded, what it hears is told by the test. */
function fakeConnection() {
  const sent: LiveClientMessage[] = [];
  let listener: LiveTextListener | null = null;
  let open = true;
  const connection = {
    followText: (_widget: string, next: LiveTextListener) => ((listener = next), () => (listener = null)),
    sendText: (message: LiveClientMessage) => (open ? (sent.push(message), true) : false),
    peerOf: (session: string) => (session === MIKA.session ? MIKA : undefined),
  } as unknown as LiveConnection;
  return {
    connection,
    sent,
    hear: (message: LiveTextMessage) => listener!.heard(message),
    drop: () => ((open = false), listener!.lost()),
    back: () => ((open = true), listener!.reopened()),
    updates: () => sent.filter((message) => message.type === 'text-update'),
  };
}

function setup() {
  const live = fakeConnection();
  const doc = new Y.Doc();
  const events = { alone: [] as string[], stale: 0, ready: [] as boolean[], synced: 0 };
  const provider = new LiveTextProvider({
    widget: WIDGET,
    doc,
    connection: live.connection,
    onAlone: (reason) => events.alone.push(reason),
    onStale: () => (events.stale += 1),
    onReady: (ready) => events.ready.push(ready),
  });
  provider.on('sync', () => (events.synced += 1));
  return { live, doc, provider, events };
}

/** Another editor's document with some text, as its whole state. */
function theirState(text: string): { doc: Y.Doc; state: string } {
  const doc = new Y.Doc();
  doc.getText('t').insert(0, text);
  return { doc, state: toBase64(Y.encodeStateAsUpdate(doc)) };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

// docs/editor.md "Co-editing" → "Text": one text's document over the live channel.
describe('a co-edited text’s provider', () => {
  it('opens the text; as the first it is told to fill it, and what it types goes out as updates of that document', () => {
    const { live, doc, provider, events } = setup();
    provider.connect();
    expect(live.sent).toEqual([{ type: 'text-open', widget: WIDGET, generation: null }]);
    expect(events.ready).toEqual([false]);
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    expect(events.synced).toBe(1);
    expect(events.ready).toEqual([false, true]);
    doc.getText('t').insert(0, 'Hello');
    const [update] = live.updates();
    expect(update).toMatchObject({ type: 'text-update', widget: WIDGET, generation: 'g1' });
    const copy = new Y.Doc();
    Y.applyUpdate(copy, fromBase64((update as { update: string }).update));
    expect(copy.getText('t').toString()).toBe('Hello');
  });

  it('joins a document being edited, and applies the others’ updates without sending them back', () => {
    const { live, doc, provider, events } = setup();
    provider.connect();
    const them = theirState('Hello');
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: them.state, seed: false });
    expect(events.synced).toBe(1);
    expect(doc.getText('t').toString()).toBe('Hello');
    const before = Y.encodeStateVector(them.doc);
    them.doc.getText('t').insert(5, ' world');
    live.hear({ type: 'text-update', widget: WIDGET, generation: 'g1', update: toBase64(Y.encodeStateAsUpdate(them.doc, before)), by: MIKA.session });
    expect(doc.getText('t').toString()).toBe('Hello world');
    expect(live.updates()).toEqual([]);
    // An update of another document of the text is not ours.
    live.hear({ type: 'text-update', widget: WIDGET, generation: 'g0', update: theirState('Old').state, by: MIKA.session });
    expect(doc.getText('t').toString()).toBe('Hello world');
  });

  it('keeps an update relayed ahead of its state and applies it after', () => {
    const { live, doc, provider, events } = setup();
    provider.connect();
    const them = theirState('Hello');
    const before = Y.encodeStateVector(them.doc);
    const state = toBase64(Y.encodeStateAsUpdate(them.doc));
    them.doc.getText('t').insert(5, '!');
    live.hear({ type: 'text-update', widget: WIDGET, generation: 'g1', update: toBase64(Y.encodeStateAsUpdate(them.doc, before)), by: MIKA.session });
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state, seed: false });
    expect(doc.getText('t').toString()).toBe('Hello!');
    expect(events.synced).toBe(1);
  });

  it('waits for the one filling the document; without it in time, the text is edited alone', async () => {
    const first = setup();
    first.provider.connect();
    first.live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: false });
    expect(first.events.synced).toBe(0);
    first.live.hear({ type: 'text-update', widget: WIDGET, generation: 'g1', update: theirState('Filled').state, by: MIKA.session });
    expect(first.events.synced).toBe(1);
    await vi.advanceTimersByTimeAsync(liveConstants.textFirstStateWaitMs * 2);
    expect(first.events.alone).toEqual([]);

    const second = setup();
    second.provider.connect();
    second.live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: false });
    await vi.advanceTimersByTimeAsync(liveConstants.textFirstStateWaitMs);
    expect(second.events.alone).toEqual([liveMessages.textNoDocument]);
  });

  it('typing while the socket is down is kept; back in the same document, what the server lacks goes out', () => {
    const { live, doc, provider } = setup();
    provider.connect();
    const them = theirState('Hello');
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: them.state, seed: false });
    live.drop();
    doc.getText('t').insert(0, 'Offline ');
    expect(live.updates()).toEqual([]);
    live.back();
    expect(live.sent.at(-1)).toEqual({ type: 'text-open', widget: WIDGET, generation: 'g1' });
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: them.state, seed: false });
    const [missing] = live.updates();
    const server = new Y.Doc();
    Y.applyUpdate(server, fromBase64(them.state));
    Y.applyUpdate(server, fromBase64((missing as { update: string }).update));
    expect(server.getText('t').toString()).toBe('Offline Hello');
    expect(doc.getText('t').toString()).toBe('Offline Hello');
  });

  it('back to a document started again without it: the text is opened afresh; refused: edited alone', () => {
    const { live, provider, events } = setup();
    provider.connect();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    live.drop();
    live.back();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g2', state: '', seed: true });
    expect(events.stale).toBe(1);

    const viewer = setup();
    viewer.provider.connect();
    viewer.live.hear({ type: 'text-refused', widget: WIDGET, message: liveMessages.textViewOnly });
    expect(viewer.events.alone).toEqual([liveMessages.textViewOnly]);
  });

  it('shows the others’ carets named and coloured by who they are, and forgets them when they leave', () => {
    const { live, provider } = setup();
    provider.connect();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    const seen: number[] = [];
    provider.awareness.on('update', () => seen.push(provider.awareness.getStates().size));
    live.hear({ type: 'text-awareness', widget: WIDGET, client: 42, state: { name: 'Someone else', color: '#000', anchorPos: null, focusPos: null, focusing: true }, by: MIKA.session });
    expect(provider.awareness.getStates().get(42)).toMatchObject({ name: 'Mika', color: '#30a46c', focusing: true });
    provider.awareness.setLocalState({ name: 'Me', color: '#e5484d', anchorPos: null, focusPos: null, focusing: true, awarenessData: {} });
    expect(live.sent.at(-1)).toMatchObject({ type: 'text-awareness', widget: WIDGET, state: { name: 'Me' } });
    provider.left(MIKA.session);
    expect(provider.awareness.getStates().has(42)).toBe(false);
    provider.disconnect();
    expect(live.sent.slice(-2)).toEqual([
      { type: 'text-awareness', widget: WIDGET, client: expect.any(Number), state: null },
      { type: 'text-close', widget: WIDGET },
    ]);
  });

  it('says text-close when it goes before the server answered, so the text is not held open', () => {
    const { live, provider } = setup();
    provider.connect();
    provider.disconnect();
    expect(live.sent).toEqual([
      { type: 'text-open', widget: WIDGET, generation: null },
      { type: 'text-close', widget: WIDGET },
    ]);
  });

  it('ignores a caret that does not resolve, and one that claims another connection’s client', () => {
    const { live, provider } = setup();
    provider.connect();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    live.hear({ type: 'text-awareness', widget: WIDGET, client: 42, state: { focusing: true, anchorPos: {}, focusPos: {} }, by: MIKA.session });
    expect(provider.awareness.getStates().has(42)).toBe(false);
    live.hear({ type: 'text-awareness', widget: WIDGET, client: 42, state: { focusing: true, anchorPos: null, focusPos: null }, by: MIKA.session });
    live.hear({ type: 'text-awareness', widget: WIDGET, client: 42, state: null, by: 'someone-else.1' });
    expect(provider.awareness.getStates().get(42)).toMatchObject({ name: 'Mika' });
  });

  it('an update too long for one message makes the text edited alone', () => {
    const { live, doc, provider, events } = setup();
    provider.connect();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    doc.getText('t').insert(0, 'x'.repeat(liveConstants.maxMessageBytes));
    expect(live.updates()).toEqual([]);
    expect(events.alone).toEqual([liveMessages.textTooLarge]);
  });

  it('an update that builds on one never heard: after a moment the text is opened again to fill the hole', async () => {
    const { live, provider } = setup();
    provider.connect();
    live.hear({ type: 'text-state', widget: WIDGET, generation: 'g1', state: '', seed: true });
    const them = new Y.Doc();
    them.getText('t').insert(0, 'lost');
    const lost = Y.encodeStateVector(them);
    them.getText('t').insert(4, ' then heard');
    live.hear({ type: 'text-update', widget: WIDGET, generation: 'g1', update: toBase64(Y.encodeStateAsUpdate(them, lost)), by: MIKA.session });
    await vi.advanceTimersByTimeAsync(liveConstants.revisionGapWaitMs);
    expect(live.sent.at(-1)).toEqual({ type: 'text-open', widget: WIDGET, generation: 'g1' });
  });
});
