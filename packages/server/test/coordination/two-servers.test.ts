import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@folio/model';
import { Client, createProject, drivers, signUp, type TestServer } from '../support/harness';
import { redisUrl, SKIP_WITHOUT_REDIS, startTwoServers, type TwoServers } from './redis-test-support';
import { openShopStream } from '../support/shop-stream';

// published-cache.ts REVALIDATE_MS: how long a process serves an entry before checking it against the database.
const REVALIDATE_MS = 2000;
const PASSWORD = 'correct horse battery';
// A state update is heard in milliseconds; past this the test fails rather than waiting out vitest's own timeout.
const EVENT_WAIT_MS = 5000;


// ARCHITECTURE.md "When one machine is not enough": two server processes (here two apps, each with its own caches,
// limits and Redis connections) behind one address, sharing one database and one Redis.
describe.skipIf(!redisUrl)(`two servers sharing one database and one Redis (${redisUrl ? redisUrl : SKIP_WITHOUT_REDIS})`, () => {
  describe.each(drivers)('on %s', (driver) => {
    let servers: TwoServers;
    let serverA: TwoServers['a'];
    let serverB: TestServer;

    beforeAll(async () => {
      servers = await startTwoServers(driver);
      ({ a: serverA, b: serverB } = servers);
    });
    afterAll(async () => servers?.close());

    it('a publish through A is what B serves on its very next read, though B had the previous version in its cache', async () => {
      const owner = await signUp(serverA.baseUrl, 'Two Servers');
      const mag = await createProject(owner, 'First title');
      expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
      const visitorB = new Client(serverB.baseUrl);
      const path = `/api/readymag/${owner.user.uri}/${mag.num_id}`;
      expect((await visitorB.get(path)).body.title).toBe('First title');
      const warmedAt = Date.now();

      const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
      expect((await owner.patch(`/api/mag/${mag._id}`, { revision: draft.revision, title: 'Second title' })).status).toBe(200);
      expect((await owner.post(`/api/publish/${mag._id}`)).body.version).toBe(2);
      const next = await visitorB.get(path);
      // Sooner than B would have checked the row on its own: only the message can have told it.
      expect(Date.now() - warmedAt).toBeLessThan(REVALIDATE_MS);
      expect(next.body.title).toBe('Second title');

      const unpublishedAt = Date.now();
      expect((await owner.post(`/api/unpublish/${mag._id}`)).status).toBe(200);
      const gone = await visitorB.get(path);
      expect(Date.now() - unpublishedAt).toBeLessThan(REVALIDATE_MS);
      expect(gone.status).toBe(404);
    });

    it('sign-in failures spread over A and B count together: the 11th for one address and email is refused on either', async () => {
      const email = `guessed-${Date.now()}@example.test`;
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        const server = i % 2 ? serverB : serverA;
        statuses.push((await new Client(server.baseUrl).post('/api/auth/login', { email, password: `guess ${i}` })).status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
      for (const server of [serverA, serverB]) {
        const refused = await new Client(server.baseUrl).post('/api/auth/login', { email, password: 'one more guess' });
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(apiMessages.tooManyAttempts);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('the owner’s shop state stream open on B hears a connection made through A', async () => {
      const email = `stream-${Date.now()}@example.test`;
      const signup = await fetch(`${serverA.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, name: 'Stream Owner' }),
      });
      expect(signup.status).toBe(201);
      const cookie = signup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      const ownerA = new Client(serverA.baseUrl);
      await ownerA.post('/api/auth/login', { email, password: PASSWORD });
      const mag = await createProject(ownerA);
      const stream = await openShopStream(serverB.baseUrl, cookie, mag.num_id, EVENT_WAIT_MS);
      try {
        expect(stream.response.status).toBe(200);
        expect((await stream.next()).event).toBe('handshake');
        await ownerA.post(`/api/connect/ecommerce/ecwid/connect?num_id=${mag.num_id}&store_id=42`);
        expect(await stream.next()).toEqual({ event: 'state-update', data: { ecommerce_data: { ecwid: { status: 'connected', store_id: '42' } } } });
      } finally {
        stream.close();
      }
    });
  });
});
