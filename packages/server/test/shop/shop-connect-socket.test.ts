import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { Client, createProject, drivers, startTestServer, type TestServer } from '../support/harness';
import { visitorOf } from './shop-fixtures';
import { openShopStream } from '../support/shop-stream';


/** Signs up with fetch and keeps the session cookie, which the stream's request carries. */
async function signUpWithCookie(baseUrl: string, name: string): Promise<{ cookie: string; client: Client; user: any }> {
  const email = `socket-${name.replace(/\W/g, '')}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const reply = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name }),
  });
  expect(reply.status).toBe(201);
  const cookie = reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const client = new Client(baseUrl);
  await client.post('/api/auth/login', { email, password: 'correct horse battery' });
  return { cookie, client, user: await reply.json() };
}

// ecommerce.md §4, §7: the constructor waits on a socket for the state update after the authorisation window.
describe.each(drivers)('shop connection state stream on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('the owner’s stream answers a handshake with the author and the state, then a state-update at each connect and disconnect', async () => {
    const owner = await signUpWithCookie(server.baseUrl, 'Stream Owner');
    const mag = await createProject(owner.client);
    const stream = await openShopStream(server.baseUrl, owner.cookie, mag.num_id);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const handshake = await stream.next();
      expect(handshake).toEqual({
        event: 'handshake',
        data: { num_id: mag.num_id, user: { id: owner.user._id, name: 'Stream Owner', email: owner.user.email }, ecommerce_data: {} },
      });
      // The authorisation window (another request of the same author) connects the test-mode gateway.
      const page = await owner.client.request('POST', `/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`, undefined, { headers: { accept: 'text/html' } });
      expect(page.body).toContain('Shop connected');
      const connected = await stream.next();
      expect(connected.event).toBe('state-update');
      expect(connected.data.ecommerce_data.stripe).toMatchObject({ status: 'connected', stripe_data: { stripe_user_id: expect.stringMatching(/^acct_test_/) } });
      await owner.client.post(`/api/connect/ecommerce/stripe/disconnect?num_id=${mag.num_id}`);
      expect(await stream.next()).toEqual({ event: 'state-update', data: { ecommerce_data: {} } });
    } finally {
      stream.close();
    }
  });

  it('another project’s change is not heard', async () => {
    const owner = await signUpWithCookie(server.baseUrl, 'Two Projects');
    const watched = await createProject(owner.client);
    const other = await createProject(owner.client);
    const stream = await openShopStream(server.baseUrl, owner.cookie, watched.num_id);
    try {
      await stream.next();
      await owner.client.post(`/api/connect/ecommerce/stripe/connect?num_id=${other.num_id}`);
      await owner.client.post(`/api/connect/ecommerce/ecwid/connect?num_id=${watched.num_id}&store_id=42`);
      expect(await stream.next()).toEqual({ event: 'state-update', data: { ecommerce_data: { ecwid: { status: 'connected', store_id: '42' } } } });
    } finally {
      stream.close();
    }
  });

  it('only the owner opens it: a visitor 401, another author 404, without can_use_e_commerce 403', async () => {
    const owner = await signUpWithCookie(server.baseUrl, 'Owner');
    const stranger = await signUpWithCookie(server.baseUrl, 'Stranger');
    const mag = await createProject(owner.client);
    const path = `/api/connect/ecommerce/socket?num_id=${mag.num_id}`;
    expect((await visitorOf(server).get(path)).status).toBe(401);
    expect((await stranger.client.get(path)).status).toBe(404);
    await server.database.db.update(users).set({ permissions: { can_use_custom_fonts: true, can_use_e_commerce: false } }).where(eq(users.id, owner.user._id));
    const refused = await owner.client.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('E-commerce is not available for this project');
  });
});
