import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { liveConstants } from '@folio/model';
import { createProject, drivers, signUp, type TestServer } from '../support/harness';
import { redisUrl, SKIP_WITHOUT_REDIS, startTwoServers, type TwoServers } from '../coordination/redis-test-support';
import { cookieOf, openLive } from './live-support';

// docs/editor.md "Co-editing": two server processes (two apps with their own buses) sharing one database and one
// Redis; an author on each, as behind a load balancer.
describe.skipIf(!redisUrl)(`the live channel across two servers sharing one Redis (${redisUrl ? redisUrl : SKIP_WITHOUT_REDIS})`, () => {
  describe.each(drivers)('on %s', (driver) => {
    let servers: TwoServers;
    let serverA: TwoServers['a'];
    let serverB: TestServer;

    beforeAll(async () => {
      servers = await startTwoServers(driver);
      ({ a: serverA, b: serverB } = servers);
    });
    afterAll(async () => servers?.close());

    it('a socket on B sees a peer on A (and its leaving), and a change saved through A', async () => {
      const owner = await signUp(serverA.baseUrl, 'Ana Across');
      const mag = await createProject(owner);
      const hash = mag.socket_hash as string;
      const onA = openLive(serverA.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
      const { you } = await onA.next('welcome');
      const onB = openLive(serverB.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
      await onB.next('welcome');
      // B's newcomer asked the other processes for their peers: A answers with its own.
      expect((await onB.next('presence', (message) => message.peer.session === you.session)).peer.name).toBe('Ana Across');
      expect((await onA.next('presence')).peer.session).not.toBe(you.session);

      const widget = mag.pages[0].wids[0];
      const patched = await owner.request('PATCH', `/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ _id: widget._id, y: 77 }] }, { headers: { [liveConstants.sessionHeader]: you.session } });
      expect(patched.status).toBe(200);
      const changed = await onB.next('changed');
      expect(changed).toMatchObject({ revision: patched.body.revision, by: you.session });
      expect(changed.widgets.upserted).toEqual([{ ...widget, y: 77 }]);

      onA.close();
      expect((await onB.next('left')).session).toBe(you.session);
      onB.close();
    });

    it('a text update sent to A reaches a socket on B, and B joins the document A started', async () => {
      const owner = await signUp(serverA.baseUrl, 'Ted Text');
      const mag = await createProject(owner);
      const hash = mag.socket_hash as string;
      const text: string = mag.pages[0].wids.find((widget: { type: string }) => widget.type === 'text')._id;
      const onA = openLive(serverA.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
      const { you } = await onA.next('welcome');
      const onB = openLive(serverB.baseUrl, mag._id, { cookie: cookieOf(owner), hash });
      await onB.next('welcome');
      await onB.next('presence', (message) => message.peer.session === you.session);

      onA.send({ type: 'text-open', widget: text, generation: null });
      const { generation, seed } = await onA.next('text-state');
      expect(seed).toBe(true);
      const doc = new Y.Doc();
      doc.getText('t').insert(0, 'across');
      const update = Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64');
      onA.send({ type: 'text-update', widget: text, generation, update });
      expect(await onB.next('text-update')).toEqual({ type: 'text-update', widget: text, generation, update, by: you.session });

      // A's session is live as far as B knows: B joins A's document rather than starting another.
      onB.send({ type: 'text-open', widget: text, generation: null });
      const joined = await onB.next('text-state');
      expect(joined).toMatchObject({ generation, seed: false });
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Buffer.from(joined.state, 'base64'));
      expect(copy.getText('t').toString()).toBe('across');
      onA.close();
      onB.close();
    });
  });
});
