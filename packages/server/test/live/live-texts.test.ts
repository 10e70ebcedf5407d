import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { liveCloseCodes, liveConstants, liveMessages } from '@folio/model';
import { liveTexts } from '../../src/db/schema';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { cookieOf, openLive, type LiveSocket } from './live-support';

// docs/editor.md "Co-editing": the text inside one text widget co-edited as Yjs updates over real sockets, on both
// databases; the server keeps each text's document (live_texts) and relays every update once it is stored.

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A Y.Doc of one text, started from a state as the server answers it ('' when empty). */
function docFrom(state: string): Y.Doc {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, fromBase64(state));
  return doc;
}

/** Types `text` at `index` into the doc and answers the Yjs update of that typing, as base64. */
function typeInto(doc: Y.Doc, index: number, text: string): string {
  const before = Y.encodeStateVector(doc);
  doc.getText('t').insert(index, text);
  return toBase64(Y.encodeStateAsUpdate(doc, before));
}

describe.each(drivers)('texts co-edited over the live channel on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => server?.close());

  const storedText = async (magId: string, widgetId: string) =>
    (await server.database.db.select().from(liveTexts).where(and(eq(liveTexts.magId, magId), eq(liveTexts.widgetId, widgetId))))[0];

  /** An owner with a project, its text widget, and a way to open sockets on it as the owner. */
  async function project() {
    const owner = await signUp(server.baseUrl, 'Olga Owner');
    const mag = await createProject(owner);
    const text: string = mag.pages[0].wids.find((widget: { type: string }) => widget.type === 'text')._id;
    const shape: string = mag.pages[0].wids.find((widget: { type: string }) => widget.type === 'shape')._id;
    const open = async (client: Client = owner) => {
      const hash = (await client.get(`/api/projects/${mag._id}`)).body.socket_hash;
      const socket = openLive(server.baseUrl, mag._id, { cookie: cookieOf(client), hash });
      const { you } = await socket.next('welcome');
      return Object.assign(socket, { session: you.session });
    };
    return { owner, mag, text, shape, open };
  }

  /** Opens the text and waits for its answer (a state or a refusal). */
  async function openText(socket: LiveSocket, widget: string, generation: string | null = null) {
    const seen = socket.heard.length;
    socket.send({ type: 'text-open', widget, generation });
    return socket.next('text-state', (message) => message.widget === widget && socket.heard.indexOf(message) >= seen);
  }

  async function refusal(socket: LiveSocket, widget: string) {
    return (await socket.next('text-refused', (message) => message.widget === widget)).message;
  }

  it('the first opener seeds a new document; a second joins it with its state and hears the first one’s typing', async () => {
    const { mag, text, open } = await project();
    const olga = await open();
    const first = (await openText(olga, text));
    expect(first).toMatchObject({ widget: text, state: '', seed: true });
    const olgaDoc = docFrom(first.state);
    olga.send({ type: 'text-update', widget: text, generation: first.generation, update: typeInto(olgaDoc, 0, 'Hello') });
    await expect.poll(async () => (await storedText(mag._id, text))?.state.byteLength ?? 0).toBeGreaterThan(0);

    const tom = await open();
    const second = (await openText(tom, text));
    expect(second).toMatchObject({ generation: first.generation, seed: false });
    const tomDoc = docFrom(second.state);
    expect(tomDoc.getText('t').toString()).toBe('Hello');
    expect((await storedText(mag._id, text))!.sessions.sort()).toEqual([olga.session, tom.session].sort());

    const typed = typeInto(olgaDoc, 5, ', Tom');
    olga.send({ type: 'text-update', widget: text, generation: first.generation, update: typed });
    const heard = await tom.next('text-update', (message) => message.update === typed);
    expect(heard).toEqual({ type: 'text-update', widget: text, generation: first.generation, update: typed, by: olga.session });
    Y.applyUpdate(tomDoc, fromBase64(heard.update));
    expect(tomDoc.getText('t').toString()).toBe('Hello, Tom');
    // The sender does not hear its own update back.
    expect(olga.heard.some((message) => message.type === 'text-update')).toBe(false);

    // A caret goes to the others as is, with its sender.
    olga.send({ type: 'text-awareness', widget: text, client: olgaDoc.clientID, state: { name: 'Olga', anchor: 3 } });
    expect(await tom.next('text-awareness')).toEqual({ type: 'text-awareness', widget: text, client: olgaDoc.clientID, state: { name: 'Olga', anchor: 3 }, by: olga.session });
    // Closing the text takes her caret away from the others' texts.
    olga.send({ type: 'text-close', widget: text });
    expect(await tom.next('text-awareness', (message) => message.state === null)).toEqual({ type: 'text-awareness', widget: text, client: olgaDoc.clientID, state: null, by: olga.session });
    olga.close();
    tom.close();
  });

  it('two people opening a text no one has yet at the same moment get one document: one fills it, the other joins', async () => {
    const { text, open } = await project();
    const [olga, tom] = await Promise.all([open(), open()]);
    const [first, second] = await Promise.all([openText(olga, text), openText(tom, text)]);
    expect(first.generation).toBe(second.generation);
    expect([first.seed, second.seed].sort()).toEqual([false, true]);
    olga.close();
    tom.close();
  });

  it('two people typing at once converge: a third opener’s state holds both', async () => {
    const { mag, text, open } = await project();
    const olga = await open();
    const seeded = (await openText(olga, text));
    const olgaDoc = docFrom('');
    const seed = typeInto(olgaDoc, 0, 'middle');
    olga.send({ type: 'text-update', widget: text, generation: seeded.generation, update: seed });
    await expect.poll(async () => (await storedText(mag._id, text))?.state.byteLength ?? 0).toBeGreaterThan(0);
    const tom = await open();
    const joined = (await openText(tom, text));
    const tomDoc = docFrom(joined.state);
    expect(tomDoc.getText('t').toString()).toBe('middle');

    const fromOlga = typeInto(olgaDoc, 0, 'left ');
    const fromTom = typeInto(tomDoc, 6, ' right');
    olga.send({ type: 'text-update', widget: text, generation: seeded.generation, update: fromOlga });
    tom.send({ type: 'text-update', widget: text, generation: seeded.generation, update: fromTom });
    Y.applyUpdate(olgaDoc, fromBase64((await olga.next('text-update', (message) => message.update === fromTom)).update));
    Y.applyUpdate(tomDoc, fromBase64((await tom.next('text-update', (message) => message.update === fromOlga)).update));
    expect(olgaDoc.getText('t').toString()).toBe('left middle right');
    expect(tomDoc.getText('t').toString()).toBe('left middle right');

    const ida = await open();
    const third = (await openText(ida, text));
    expect(third.seed).toBe(false);
    expect(docFrom(third.state).getText('t').toString()).toBe('left middle right');
    for (const socket of [olga, tom, ida]) socket.close();
  });

  it('once everyone has left a new document starts; someone back while another is still there rejoins the old one', async () => {
    const { mag, text, open } = await project();
    const olga = await open();
    const tom = await open();
    const first = (await openText(olga, text));
    olga.send({ type: 'text-update', widget: text, generation: first.generation, update: typeInto(docFrom(''), 0, 'kept') });
    expect((await openText(tom, text)).generation).toBe(first.generation);

    // Olga's connection drops; she comes back with the generation she held while Tom is still in the text.
    olga.close();
    await olga.closed;
    const back = await open();
    const rejoined = (await openText(back, text, first.generation));
    expect(rejoined).toMatchObject({ generation: first.generation, seed: false });
    expect(docFrom(rejoined.state).getText('t').toString()).toBe('kept');

    // Everyone leaves (one says so, the other's socket just goes): the next opener starts afresh and seeds.
    back.send({ type: 'text-close', widget: text });
    tom.close();
    await tom.closed;
    await expect.poll(async () => (await storedText(mag._id, text))!.sessions).not.toContain(back.session);
    const later = await open();
    const fresh = (await openText(later, text));
    expect(fresh).toMatchObject({ state: '', seed: true });
    expect(fresh.generation).not.toBe(first.generation);
    // Sessions that are gone were dropped from the document.
    expect((await storedText(mag._id, text))!.sessions).toEqual([later.session]);
    // Someone still holding the old generation rejoins the new one (no one was left in the old one).
    const stale = await open();
    expect((await openText(stale, text, first.generation))).toMatchObject({ generation: fresh.generation, seed: false });
    for (const socket of [back, later, stale]) socket.close();
  });

  it('is refused to a viewer, for a widget that is no saved text of this project, and beyond maxOpenTexts', async () => {
    const { owner, mag, text, shape, open } = await project();
    const viewer = await signUp(server.baseUrl, 'Vic Viewer');
    expect((await owner.post(`/api/projects/${mag._id}/members`, { email: viewer.user.email, role: 'viewer' })).status).toBeLessThan(300);
    const vic = await open(viewer);
    vic.send({ type: 'text-open', widget: text, generation: null });
    expect(await refusal(vic, text)).toBe(liveMessages.textViewOnly);

    const other = await createProject(owner, 'Another');
    const foreign: string = other.pages[0].wids.find((widget: { type: string }) => widget.type === 'text')._id;
    const olga = await open();
    olga.send({ type: 'text-open', widget: foreign, generation: null });
    expect(await refusal(olga, foreign)).toBe(liveMessages.textNotSaved);
    olga.send({ type: 'text-open', widget: shape, generation: null });
    expect(await refusal(olga, shape)).toBe(liveMessages.textNotSaved);
    olga.send({ type: 'text-open', widget: 'not-saved-yet', generation: null });
    expect(await refusal(olga, 'not-saved-yet')).toBe(liveMessages.textNotSaved);
    expect(await storedText(mag._id, shape)).toBeUndefined();

    // Texts of one connection: at most maxOpenTexts open at once.
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: Array.from({ length: liveConstants.maxOpenTexts + 1 }, (_, index) => ({ type: 'text', pid: mag.pages[0]._id, x: 0, y: index * 50, w: 100, h: 40, z: 3 + index, version: 2, text: `<p>${index}</p>` })),
    });
    expect(made.status).toBe(201);
    const ids: string[] = made.body.widgets.map((widget: { _id: string }) => widget._id);
    for (const id of ids.slice(0, -1)) expect((await openText(olga, id)).seed).toBe(true);
    olga.send({ type: 'text-open', widget: ids.at(-1), generation: null });
    expect(await refusal(olga, ids.at(-1)!)).toBe(liveMessages.textTooManyOpen);
    vic.close();
    olga.close();
  });

  it('an update for a text not open, or of an older document, is refused and nothing is written', async () => {
    const { mag, text, open } = await project();
    const olga = await open();
    const update = typeInto(docFrom(''), 0, 'lost');
    olga.send({ type: 'text-update', widget: text, generation: 'never-opened', update });
    expect(await refusal(olga, text)).toBe(liveMessages.textNotOpen);
    expect(await storedText(mag._id, text)).toBeUndefined();
    olga.send({ type: 'text-awareness', widget: text, client: 1, state: null });
    await olga.next('text-refused', (message) => olga.heard.filter((heard) => heard.type === 'text-refused').indexOf(message) === 1);

    // Tom holds an old generation: everyone left it and Olga started a new one.
    const tom = await open();
    const old = (await openText(tom, text));
    tom.send({ type: 'text-close', widget: text });
    await expect.poll(async () => (await storedText(mag._id, text))!.sessions).toEqual([]);
    tom.send({ type: 'text-update', widget: text, generation: old.generation, update });
    expect(await refusal(tom, text)).toBe(liveMessages.textNotOpen);
    const current = (await openText(olga, text));
    expect(current.generation).not.toBe(old.generation);
    // Tom reopens with his old generation, but the text's document is now Olga's: his update of the old one is refused.
    expect((await openText(tom, text, old.generation)).generation).toBe(current.generation);
    tom.send({ type: 'text-update', widget: text, generation: old.generation, update });
    await tom.next('text-refused', (message) => tom.heard.filter((heard) => heard.type === 'text-refused').indexOf(message) === 1);
    expect((await storedText(mag._id, text))!.state.byteLength).toBe(0);
    expect(olga.heard.some((message) => message.type === 'text-update')).toBe(false);

    // Bytes that are no Yjs update close the socket.
    olga.send({ type: 'text-update', widget: text, generation: current.generation, update: toBase64(new Uint8Array([255, 255, 255, 255, 255])) });
    expect(await olga.closed).toEqual({ code: liveCloseCodes.badMessage, reason: liveMessages.badMessage });
    tom.close();
  });

  it('an update that would take the document past maxTextStateBytes is refused and not stored', async () => {
    const { mag, text, open } = await project();
    const olga = await open();
    const { generation } = await openText(olga, text);
    // Updates as large as a message may be (base64 makes 4 characters of 3 bytes; the JSON around it is small), up to
    // the first whose merge is past the limit.
    const chunk = 'x'.repeat(Math.floor((liveConstants.maxMessageBytes * 3) / 4) - 1024);
    const doc = docFrom('');
    const updates: Uint8Array[] = [];
    let fitting: Uint8Array = new Uint8Array();
    for (;;) {
      const update = fromBase64(typeInto(doc, 0, chunk));
      updates.push(update);
      const merged = Y.mergeUpdates(updates);
      if (merged.byteLength > liveConstants.maxTextStateBytes) break;
      fitting = merged;
    }
    for (const update of updates) olga.send({ type: 'text-update', widget: text, generation, update: toBase64(update) });
    // Writing megabytes ten times over takes the embedded database longer than a message wait.
    await expect.poll(() => olga.heard.some((message) => message.type === 'text-refused'), { timeout: 45_000 }).toBe(true);
    expect(await refusal(olga, text)).toBe(liveMessages.textTooLarge);
    const stored = (await storedText(mag._id, text))!;
    expect(stored.state.byteLength).toBeLessThanOrEqual(liveConstants.maxTextStateBytes);
    expect(docFrom(toBase64(stored.state)).getText('t').length).toBe(chunk.length * (updates.length - 1));
    expect(docFrom(toBase64(fitting)).getText('t').length).toBe(chunk.length * (updates.length - 1));
    // The text is edited alone from then on: its session left the document.
    expect(stored.sessions).toEqual([]);
    olga.close();
  }, 60_000);

  it('more text messages in a second than maxTextMessagesPerSecond close the socket with 4408', async () => {
    const { text, open } = await project();
    const olga = await open();
    await openText(olga, text);
    for (let index = 0; index <= liveConstants.maxTextMessagesPerSecond; index += 1) olga.send({ type: 'text-awareness', widget: text, client: 1, state: { anchor: index } });
    expect(await olga.closed).toEqual({ code: liveCloseCodes.tooManyTextMessages, reason: liveMessages.tooManyTextMessages });
  });

  it('deleting the widget removes its document', async () => {
    const { owner, mag, text, open } = await project();
    const olga = await open();
    const { generation } = (await openText(olga, text));
    olga.send({ type: 'text-update', widget: text, generation, update: typeInto(docFrom(''), 0, 'gone soon') });
    await expect.poll(async () => (await storedText(mag._id, text))?.state.byteLength ?? 0).toBeGreaterThan(0);
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect((await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: draft.revision, ids: [text] })).status).toBe(200);
    expect(await storedText(mag._id, text)).toBeUndefined();
    olga.send({ type: 'text-update', widget: text, generation, update: typeInto(docFrom(''), 0, 'late') });
    expect(await refusal(olga, text)).toBe(liveMessages.textNotOpen);
    olga.close();
  });
});
