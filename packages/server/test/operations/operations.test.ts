import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { Client, createStorage, drivers, signUp, startTestServer, type TestServer, type Storage } from '../support/harness';

// docs/deployment.md "Health and readiness", "Metrics" and "Logs".
describe.each(drivers)('operations (%s)', (driver) => {
  let server: TestServer & { storage: Storage };
  let client: Client;
  beforeAll(async () => {
    server = await startTestServer(driver);
    client = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  it('health answers while the process lives; ready names each service it asked', async () => {
    expect((await client.get('/api/health')).body).toEqual({ ok: true });
    const ready = await client.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('ready names the blob store when its folder cannot be written', async () => {
    // A folder under a file can never be made.
    const file = join(mkdtempSync(join(tmpdir(), 'folio-ops-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const blocked = await startTestServer(driver, { blobDir: join(file, 'blobs') });
    try {
      const ready = await new Client(blocked.baseUrl).get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ message: 'Not ready: storage did not answer', statusCode: 503, checks: { database: 'ok' } });
      expect(ready.body.checks.storage).toMatch(/ENOTDIR/);
    } finally {
      await blocked.close();
    }
  });

  it('answers every request with its id: a fresh one, or the proxy’s when it looks like an id', async () => {
    const fresh = await client.get('/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const other = await client.get('/api/health');
    expect(other.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));
    const given = await client.request('GET', '/api/health', undefined, { headers: { 'x-request-id': 'proxy-5f1c2e9a7b' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-5f1c2e9a7b');
    for (const forged of ['short', 'has space in it', `${'x'.repeat(129)}`, 'quote"inside-an-id']) {
      const replaced = await client.request('GET', '/api/health', undefined, { headers: { 'x-request-id': forged } });
      expect(replaced.headers.get('x-request-id')).not.toBe(forged);
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('metrics count requests per route and status, with latency, event-loop lag and the waiting jobs', async () => {
    const author = await signUp(server.baseUrl);
    await author.get('/api/projects');
    await new Client(server.baseUrl).get('/api/projects');
    await server.app.jobs.enqueue({ kind: 'export.site', payload: {}, delayMs: 60_000 });
    const metrics = await client.get('/api/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = metrics.body as string;
    expect(text).toMatch(/folio_http_requests_total\{method="GET",route="\/api\/projects",status_code="200"\} 1\b/);
    expect(text).toMatch(/folio_http_requests_total\{method="GET",route="\/api\/projects",status_code="401"\} 1\b/);
    expect(text).toMatch(/folio_http_request_duration_seconds_count\{method="GET",route="\/api\/projects"\} 2\b/);
    expect(text).toMatch(/folio_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/projects"\} \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/folio_jobs_waiting\{kind="export\.site"\} 1\b/);
  });

  it('metrics count the published cache’s hits and misses', async () => {
    const author = await signUp(server.baseUrl);
    const mag = (await author.post('/api/projects', { title: 'Counted' })).body;
    expect((await author.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const count = async (result: string) => {
      const match = new RegExp(`folio_published_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec((await client.get('/api/metrics')).body as string);
      return match ? Number(match[1]) : 0;
    };
    const [hits, misses] = [await count('hit'), await count('miss')];
    const visitor = new Client(server.baseUrl);
    for (let i = 0; i < 3; i++) expect((await visitor.get(`/api/readymag/${author.user.uri}/${mag.num_id}`)).status).toBe(200);
    expect(await count('miss')).toBe(misses + 1);
    expect(await count('hit')).toBe(hits + 2);
  });

  it('a request for an address no route has is counted under one label, not its own', async () => {
    await client.get('/api/no-such-route-4821');
    await client.delete('/api/no-such-route-4821');
    const text = (await client.get('/api/metrics')).body as string;
    // GET falls to the published projects' catch-all route; no route takes a DELETE there.
    expect(text).toMatch(/folio_http_requests_total\{method="GET",route="\/\*",status_code="404"\} \d/);
    expect(text).toMatch(/folio_http_requests_total\{method="DELETE",route="unmatched",status_code="404"\} 1\b/);
    expect(text).not.toContain('no-such-route-4821');
  });

  it('metrics are refused to a request a proxy forwarded, without the token', async () => {
    const forwarded = await client.request('GET', '/api/metrics', undefined, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(forwarded.body).toEqual({ message: expect.stringContaining('METRICS_TOKEN'), statusCode: 403 });
  });
});

describe('operations with a metrics token and a log stream', () => {
  let app: App;
  let storage: Storage;
  let baseUrl: string;
  let logs = '';
  const blobDir = mkdtempSync(join(tmpdir(), 'folio-ops-blobs-'));
  beforeAll(async () => {
    storage = await createStorage('pglite');
    const database = await storage.open();
    const stream = new PassThrough();
    stream.on('data', (chunk) => (logs += chunk));
    const config = { ...loadConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1', blobDir, jobsInProcess: false, logLevel: 'info', metricsToken: 'scrape-7c41d0' };
    app = await buildApp({ database, config, logStream: stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await storage.dispose();
    rmSync(blobDir, { recursive: true, force: true });
  });

  it('with METRICS_TOKEN only its bearer reads the metrics, even from this machine', async () => {
    const client = new Client(baseUrl);
    expect((await client.get('/api/metrics')).status).toBe(403);
    expect((await client.request('GET', '/api/metrics', undefined, { headers: { authorization: 'Bearer wrong-7c41d0' } })).status).toBe(403);
    const read = await client.request('GET', '/api/metrics', undefined, { headers: { authorization: 'Bearer scrape-7c41d0' } });
    expect(read.status).toBe(200);
    expect(read.body).toContain('folio_http_requests_total');
  });

  it('logs one JSON object a line, each line of a request carrying its id', async () => {
    await new Client(baseUrl).request('GET', '/api/projects', undefined, { headers: { 'x-request-id': 'trace-0a1b2c3d4e' } });
    const lines = logs.trim().split('\n').map((line) => JSON.parse(line));
    const ofRequest = lines.filter((line) => line.request_id === 'trace-0a1b2c3d4e');
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(ofRequest[1]).toMatchObject({ level: 30, res: { statusCode: 401 } });
    expect(typeof ofRequest[1].responseTime).toBe('number');
  });

  it('ready answers 503 naming the service that stopped answering, while health still answers', async () => {
    await app.database.close();
    const client = new Client(baseUrl);
    expect((await client.get('/api/health')).status).toBe(200);
    const ready = await client.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: 'Not ready: database did not answer', statusCode: 503, checks: { storage: 'ok' } });
    expect(ready.body.checks.database).not.toBe('ok');
  });
});
