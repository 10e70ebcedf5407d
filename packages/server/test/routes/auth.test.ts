import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, drivers, startTestServer, type TestServer } from '../support/harness';

describe.each(drivers)('auth routes on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('signs up with {email, password, name}: 201, a session cookie, and a uri derived from the name', async () => {
    const client = new Client(server.baseUrl);
    const reply = await client.post('/api/auth/signup', { email: 'Grace@Example.test', password: 'long enough pw', name: 'Grace Hopper' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ email: 'grace@example.test', name: 'Grace Hopper', uri: 'grace-hopper' });
    expect(reply.body.passwordHash).toBeUndefined();
    expect(client.hasCookie('folio_session')).toBe(true);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('grace@example.test');
  });

  it('gives every user a unique uri: a second "Grace Hopper" becomes grace-hopper-2', async () => {
    const client = new Client(server.baseUrl);
    const reply = await client.post('/api/auth/signup', { email: 'grace2@example.test', password: 'long enough pw', name: 'Grace Hopper' });
    expect(reply.body.uri).toBe('grace-hopper-2');
  });

  it('refuses a second account with the same email: 409, nothing written', async () => {
    const client = new Client(server.baseUrl);
    const reply = await client.post('/api/auth/signup', { email: 'grace@example.test', password: 'other password', name: 'Someone' });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: 'This email cannot be used to sign up; if it is yours, sign in instead', statusCode: 409 });
    const login = await client.post('/api/auth/login', { email: 'grace@example.test', password: 'other password' });
    expect(login.status).toBe(401);
  });

  it('logs in with an HttpOnly session cookie; wrong passwords and unknown emails get the same 401', async () => {
    const client = new Client(server.baseUrl);
    const ok = await client.post('/api/auth/login', { email: 'grace@example.test', password: 'long enough pw' });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith('folio_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const wrong = await new Client(server.baseUrl).post('/api/auth/login', { email: 'grace@example.test', password: 'nope nope nope' });
    const unknown = await new Client(server.baseUrl).post('/api/auth/login', { email: 'nobody@example.test', password: 'nope nope nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { users } = await import('../../src/db/schema');
    const rows = await server.database.db.select().from(users);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('limits sign-in attempts per address and email: the 11th within a minute → 429', async () => {
    const client = new Client(server.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post('/api/auth/login', { email: 'target@example.test', password: `guess ${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('logs out: the session stops working', async () => {
    const client = new Client(server.baseUrl);
    await client.post('/api/auth/login', { email: 'grace@example.test', password: 'long enough pw' });
    const cookieBefore = (await client.get('/api/auth/me')).status;
    expect(cookieBefore).toBe(200);
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('answers /api/auth/me with 401 {message, statusCode} without a session', async () => {
    const reply = await new Client(server.baseUrl).get('/api/auth/me');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Not signed in', statusCode: 401 });
  });

  it('rejects bad sign-up input with the failing fields', async () => {
    const client = new Client(server.baseUrl);
    const reply = await client.post('/api/auth/signup', { email: 'not-an-email', password: 'short', name: '', extra: 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid request body');
    const paths = reply.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password', 'name', 'extra']));
  });
});
