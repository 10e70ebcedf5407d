import { afterAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../support/harness';
import { inspector, redisUrl, removeKeys, SKIP_WITHOUT_REDIS, uniquePrefix } from './redis-test-support';

// docs/deployment.md "Health and readiness", "Redis": /api/ready asks Redis when REDIS_URL is set; a server whose
// Redis is away still starts and serves, counting attempt limits in its own process meanwhile.
describe.skipIf(!redisUrl)(`a server with REDIS_URL (${redisUrl ? redisUrl : SKIP_WITHOUT_REDIS})`, () => {
  const servers: TestServer[] = [];
  const prefix = uniquePrefix();
  afterAll(async () => {
    for (const server of servers) await server.close();
    const redis = inspector();
    await removeKeys(redis, prefix);
    redis.disconnect();
  });

  it('is ready when Redis answers, and says redis: ok', async () => {
    const server = await startTestServer('pglite', { redisUrl }, { redisPrefix: prefix });
    servers.push(server);
    const ready = await new Client(server.baseUrl).get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toMatchObject({ database: 'ok', storage: 'ok', redis: 'ok' });
  });

  it('starts while Redis is away: not ready, naming redis, yet it answers, and sign-in limits still hold', async () => {
    // Nothing listens on port 1.
    const server = await startTestServer('pglite', { redisUrl: 'redis://127.0.0.1:1' }, { redisPrefix: prefix });
    servers.push(server);
    const client = new Client(server.baseUrl);
    const ready = await client.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.redis).not.toBe('ok');
    expect(ready.body.checks.database).toBe('ok');
    expect((await client.get('/api/health')).status).toBe(200);
    const email = `away-${Date.now()}@example.test`;
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post('/api/auth/login', { email, password: `guess ${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
