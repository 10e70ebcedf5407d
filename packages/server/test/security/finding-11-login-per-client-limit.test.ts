import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, drivers, startTestServer, type TestServer } from '../support/harness';

// Issue 11, finding 11: sign-ins were limited per address and e-mail, so one password tried across many accounts
// (password spraying) was never slowed. Failed sign-ins are now also limited per client address, across accounts.
const FAILURES_PER_CLIENT = 30;

describe.each(drivers)('sign-in limit per client on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For, so each test client is its own address.
    server = await startTestServer(driver, { trustProxy: true });
  });
  afterAll(() => server.close());

  const login = (address: string, email: string, password: string) =>
    new Client(server.baseUrl).request('POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } });

  it('finding 11: one password tried across many accounts from one client is stopped with 429 and Retry-After', async () => {
    const owner = new Client(server.baseUrl);
    expect((await owner.post('/api/auth/signup', { email: 'real@example.test', password: 'correct horse battery', name: 'Real' })).status).toBe(201);

    const statuses: number[] = [];
    for (let i = 0; i < FAILURES_PER_CLIENT; i++) statuses.push((await login('203.0.113.20', `person${i}@example.test`, 'Summer2024!')).status);
    expect(statuses.every((status) => status === 401)).toBe(true);

    const stopped = await login('203.0.113.20', 'person-next@example.test', 'Summer2024!');
    expect(stopped.status).toBe(429);
    expect(stopped.body).toEqual({ message: expect.stringMatching(/^Too many attempts; try again in \d+ minutes?$/), statusCode: 429 });
    const retryAfter = Number(stopped.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Stopped means stopped: not even the right password is checked from there for now.
    expect((await login('203.0.113.20', 'real@example.test', 'correct horse battery')).status).toBe(429);

    // Other clients sign in as before.
    expect((await login('203.0.113.21', 'real@example.test', 'correct horse battery')).status).toBe(200);
  });
});
