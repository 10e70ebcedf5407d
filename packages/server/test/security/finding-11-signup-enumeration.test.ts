import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, drivers, startTestServer, type TestServer } from '../support/harness';
import { users } from '../../src/db/schema';

// Issue 11, finding 11: sign-up told anyone which e-mails have an account, as often as they liked. Without an e-mail
// channel to tell the owner instead, the answer stays honest (a 409 saying softly that the address cannot be used)
// but one client learns it only a few times an hour; after that every sign-up from it waits, whether the address is
// taken or not, so the wait itself tells nothing.
const PROBES_BEFORE_WAIT = 3;

describe.each(drivers)('sign-up and registered e-mails on %s', (driver) => {
  let server: TestServer;
  // Client addresses come from X-Forwarded-For, so each test client is its own address.
  const from = (address: string) => {
    const client = new Client(server.baseUrl);
    return {
      client,
      signUp: (email: string) =>
        client.request('POST', '/api/auth/signup', { email, password: 'correct horse battery', name: 'Probe' }, { headers: { 'x-forwarded-for': address } }),
    };
  };
  const registered = ['ann@example.test', 'bob@example.test', 'cy@example.test', 'di@example.test', 'ed@example.test'];

  beforeAll(async () => {
    server = await startTestServer(driver, { trustProxy: true });
    for (const [index, email] of registered.entries()) expect((await from(`198.51.100.${index + 1}`).signUp(email)).status).toBe(201);
  });
  afterAll(() => server.close());

  const userCount = async () => (await server.database.db.select({ id: users.id }).from(users)).length;

  it('finding 11: a registered e-mail is told softly, without a session, and nothing is written', async () => {
    const prober = from('203.0.113.7');
    const before = await userCount();
    const reply = await prober.signUp('ann@example.test');
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: 'This email cannot be used to sign up; if it is yours, sign in instead', statusCode: 409 });
    expect(prober.client.hasCookie('folio_session')).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('finding 11: one client learns a few times an hour that an e-mail is registered; then every sign-up from it waits', async () => {
    const prober = from('203.0.113.8');
    const statuses: number[] = [];
    for (const email of registered.slice(0, PROBES_BEFORE_WAIT + 1)) statuses.push((await prober.signUp(email)).status);
    expect(statuses).toEqual([...Array<number>(PROBES_BEFORE_WAIT).fill(409), 429]);

    // A new address waits the same way: the 429 does not tell registered from free.
    const before = await userCount();
    const fresh = await prober.signUp('nobody-yet@example.test');
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual({ message: expect.stringMatching(/^Too many attempts; try again in \d+ minutes?$/), statusCode: 429 });
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);

    // Another client is not held up.
    expect((await from('203.0.113.9').signUp('nobody-yet@example.test')).status).toBe(201);
  });
});
