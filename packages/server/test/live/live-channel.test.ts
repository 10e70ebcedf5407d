import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCloseCodes, liveConstants, liveMessages } from '@folio/model';
import { createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { cookieOf, openLive } from './live-support';

// docs/editor.md "Co-editing": the live channel over a real socket, on both databases.
describe.each(drivers)('the live channel on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => server?.close());

  /** An owner with a project and the project's socket_hash for them. */
  async function ownerWithProject() {
    const owner = await signUp(server.baseUrl, 'Olga Owner');
    const mag = await createProject(owner);
    return { owner, mag, hash: mag.socket_hash as string };
  }

  it('the draft carries a socket_hash of its own per project and person', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    expect(hash).toMatch(/^[\w-]{20,}$/);
    const other = await createProject(owner, 'Another');
    expect(other.socket_hash).not.toBe(hash);
    expect((await owner.get(`/api/projects/${mag._id}`)).body.socket_hash).toBe(hash);
  });

  it('is refused without a session, with a wrong hash, for a stranger, and from a page of another site', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const stranger = await signUp(server.baseUrl, 'Stan Stranger');
    const strangersOwn = await createProject(stranger, 'Mine');

    expect(await openLive(server.baseUrl, mag._id, { hash }).closed).toEqual({ code: liveCloseCodes.unauthorized, reason: liveMessages.unauthorized });
    expect(await openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash: strangersOwn.socket_hash }).closed).toEqual({ code: liveCloseCodes.forbidden, reason: liveMessages.badHash });
    expect(await openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner) }).closed).toEqual({ code: liveCloseCodes.forbidden, reason: liveMessages.badHash });
    expect(await openLive(server.baseUrl, mag._id, { cookie: cookieOf(stranger), hash }).closed).toEqual({ code: liveCloseCodes.forbidden, reason: liveMessages.forbidden });
    expect(await openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash, origin: 'https://evil.example' }).closed).toEqual({
      code: liveCloseCodes.foreignOrigin,
      reason: liveMessages.foreignOrigin,
    });

    // Without the upgrade, as plain HTTP: who may watch is told as for the draft, then that a WebSocket is needed.
    expect((await fetch(`${server.baseUrl}/api/projects/${mag._id}/live`)).status).toBe(401);
    expect((await stranger.get(`/api/projects/${mag._id}/live`)).status).toBe(404);
    const plain = await owner.get(`/api/projects/${mag._id}/live`);
    expect(plain.status).toBe(426);
    expect(plain.body.message).toBe(liveMessages.upgradeRequired);

    // The same owner, hash and origin of the app itself is let in.
    const allowed = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash, origin: server.app.config.publicUrl });
    expect((await allowed.next('welcome')).revision).toBe(mag.revision);
    allowed.close();
  });

  it('two people see each other’s presence, then the other leave', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const member = await signUp(server.baseUrl, 'Mia Member');
    expect((await owner.post(`/api/projects/${mag._id}/members`, { email: member.user.email, role: 'editor' })).status).toBeLessThan(300);
    const memberHash = (await member.get(`/api/projects/${mag._id}`)).body.socket_hash;

    const olga = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    const olgaWelcome = await olga.next('welcome');
    expect(olgaWelcome.peers).toEqual([]);
    const mia = openLive(server.baseUrl, mag._id, { cookie: cookieOf(member), hash: memberHash });
    const miaWelcome = await mia.next('welcome');
    expect(miaWelcome.peers.map((peer) => peer.name)).toEqual(['Olga Owner']);
    expect(miaWelcome.you.color).not.toBe(olgaWelcome.you.color);

    const page = mag.pages[0]._id;
    const widget = mag.pages[0].wids[0]._id;
    mia.send({ type: 'presence', page, cursor: { x: 120, y: 45 }, selection: [widget] });
    const seen = await olga.next('presence', (message) => message.peer.cursor?.x === 120);
    expect(seen.peer).toMatchObject({ session: miaWelcome.you.session, name: 'Mia Member', page, cursor: { x: 120, y: 45 }, selection: [widget], color: miaWelcome.you.color });

    mia.close();
    expect((await olga.next('left')).session).toBe(miaWelcome.you.session);
    olga.close();
  });

  it('a member the owner removes is closed out at once, and the owner sees them leave', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const member = await signUp(server.baseUrl, 'Rita Removed');
    expect((await owner.post(`/api/projects/${mag._id}/members`, { email: member.user.email, role: 'viewer' })).status).toBeLessThan(300);
    const memberHash = (await member.get(`/api/projects/${mag._id}`)).body.socket_hash;
    const olga = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    await olga.next('welcome');
    const rita = openLive(server.baseUrl, mag._id, { cookie: cookieOf(member), hash: memberHash });
    const ritaWelcome = await rita.next('welcome');

    expect((await owner.delete(`/api/projects/${mag._id}/members/${encodeURIComponent(member.user.email)}`)).status).toBe(200);
    expect(await rita.closed).toEqual({ code: liveCloseCodes.forbidden, reason: liveMessages.forbidden });
    expect((await olga.next('left')).session).toBe(ritaWelcome.you.session);
    // What the owner changes next never reaches the socket that was closed.
    expect(rita.heard.some((message) => message.type === 'changed')).toBe(false);
    olga.close();
  });

  it('a message that is not the protocol’s closes the socket; presence beyond the rate is dropped', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const watcher = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    await watcher.next('welcome');
    const sender = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    await sender.next('welcome');
    const page = mag.pages[0]._id;
    for (let x = 0; x < liveConstants.maxPresencePerSecond * 2; x += 1) sender.send({ type: 'presence', page, cursor: { x, y: 0 }, selection: [] });
    await watcher.next('presence', (message) => message.peer.cursor?.x === liveConstants.maxPresencePerSecond - 1);
    // A marker sent once the window is over shows everything before it has been relayed.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    sender.send({ type: 'presence', page, cursor: { x: -1, y: 0 }, selection: [] });
    await watcher.next('presence', (message) => message.peer.cursor?.x === -1);
    const relayed = watcher.heard.filter((message) => message.type === 'presence' && (message.peer.cursor?.x ?? -1) >= 0);
    expect(relayed.length).toBe(liveConstants.maxPresencePerSecond);

    const tooLong = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    await tooLong.next('welcome');
    tooLong.send({ type: 'presence', page, cursor: null, selection: [], padding: 'x'.repeat(liveConstants.maxMessageBytes) });
    // RFC 6455 §7.4.1: 1009, a message too big to process.
    expect((await tooLong.closed).code).toBe(1009);

    sender.send({ type: 'shout', text: 'hello' });
    expect(await sender.closed).toEqual({ code: liveCloseCodes.badMessage, reason: liveMessages.badMessage });
    watcher.close();
  });

  it('one person opens at most maxConnectionsPerUser sockets on a project', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const sockets = Array.from({ length: liveConstants.maxConnectionsPerUser }, () => openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash }));
    await Promise.all(sockets.map((socket) => socket.next('welcome')));
    expect(await openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash }).closed).toEqual({ code: liveCloseCodes.tooManyConnections, reason: liveMessages.tooManyConnections });
    for (const socket of sockets) socket.close();
  });

  it('a widget PATCH by one arrives at the other as `changed` with the whole record, naming the writer’s session', async () => {
    const { owner, mag, hash } = await ownerWithProject();
    const writer = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    const { you } = await writer.next('welcome');
    const reader = openLive(server.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
    await reader.next('welcome');
    const widget = mag.pages[0].wids[0];

    const patched = await owner.request('PATCH', `/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ _id: widget._id, x: 333 }] }, { headers: { [liveConstants.sessionHeader]: you.session } });
    expect(patched.status).toBe(200);
    const changed = await reader.next('changed');
    expect(changed).toMatchObject({ revision: patched.body.revision, by: you.session, widgets: { deleted: [] }, pages: { upserted: [], deleted: [], order: null }, project: null });
    expect(changed.widgets.upserted).toEqual([{ ...widget, x: 333 }]);

    // A session id that is not this writer's for this project is not believed: the change is nobody's.
    await owner.request('PATCH', `/api/mag/${mag._id}/widgets`, { revision: patched.body.revision, widgets: [{ _id: widget._id, x: 444 }] }, { headers: { [liveConstants.sessionHeader]: `${you.session}x` } });
    expect((await reader.next('changed', (message) => message.widgets.upserted[0]?.x === 444)).by).toBeNull();

    // Deleting, adding a page, reordering and a project field come through too.
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const deleted = await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: draft.revision, ids: [widget._id] });
    expect((await reader.next('changed', (message) => message.widgets.deleted.length > 0)).widgets.deleted).toEqual([widget._id]);
    const order = [...draft.pages.map((page: { _id: string }) => page._id)].reverse();
    const reordered = await owner.put(`/api/mag/${mag._id}/pages/order`, { revision: deleted.body.revision, pids: order });
    expect(reordered.status).toBe(200);
    expect((await reader.next('changed', (message) => message.pages.order !== null)).pages.order).toEqual(order);
    expect((await owner.patch(`/api/mag/${mag._id}`, { revision: reordered.body.revision, title: 'Renamed together' })).status).toBe(200);
    expect((await reader.next('changed', (message) => message.project !== null)).project).toEqual({ title: 'Renamed together' });
    writer.close();
    reader.close();
  });
});
