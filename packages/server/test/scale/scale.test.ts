import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, sampleText, signUp } from '../support/harness';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { startS3Server, type S3TestServer } from '../support/s3-server';

/**
 * ARCHITECTURE.md "When one machine is not enough", issue 18's scale test: two server processes and a worker, each
 * started as `npm start` / `npm run worker` start them, against one PostgreSQL, one Redis and one S3-compatible store,
 * behind a round-robin proxy. Each process has a data folder of its own, so nothing can pass between them on disk.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
// tsx compiles the server at each start, and a loaded CI machine is slow: room for three processes starting.
const START_TIMEOUT_MS = 120_000;
const SKIP_REASON = 'the scale test needs PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL); .ci/run sets both';

if (!ADMIN_URL || !REDIS_URL) console.warn(`Skipping the scale test: ${SKIP_REASON}`);

describe.skipIf(!ADMIN_URL || !REDIS_URL)('two server processes and a worker behind a round-robin proxy', () => {
  let database: ScratchDatabase;
  let s3: S3TestServer;
  let proxy: RoundRobinProxy;
  const processes: Started[] = [];
  let a: Started;
  let b: Started;
  const dataDirs: string[] = [];
  // This run's keys and channels in the shared Redis.
  const redisPrefix = `folio-scale-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    [database, s3] = await Promise.all([createScratchDatabase(ADMIN_URL!, 'folio_scale'), startS3Server(`scale-${randomBytes(3).toString('hex')}`)]);
    proxy = await RoundRobinProxy.start();
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (port: number): NodeJS.ProcessEnv => {
      const dataDir = mkdtempSync(join(tmpdir(), 'folio-scale-'));
      dataDirs.push(dataDir);
      return {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL,
        REDIS_PREFIX: redisPrefix,
        S3_ENDPOINT: s3.config.endpoint,
        S3_BUCKET: s3.config.bucket,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        PUBLIC_URL: proxy.url,
        INTERNAL_URL: proxy.url,
        JOBS_IN_PROCESS: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      };
    };
    // Both servers start at once: migrations take a lock, so only one applies them.
    a = start('src/main.ts', env(portA));
    b = start('src/main.ts', env(portB));
    processes.push(a, b, start('src/worker.ts', env(0)));
    await Promise.all([ready(a, portA), ready(b, portB)]);
    proxy.backends = [a.url!, b.url!];
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(processes.map(stop));
    await proxy?.close();
    await s3?.stop();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('the proxy takes turns between the two processes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) seen.add((await fetch(`${proxy.url}/api/health`)).headers.get('x-served-by')!);
    expect(seen).toEqual(new Set([a.url, b.url]));
  });

  it('an author saves on one process and publishes; a visitor on the other sees the new version at once', async () => {
    const author = await signUp(a.url!);
    const mag = await createProject(author, 'Two processes');
    expect((await author.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const visitor = new Client(b.url!);
    const path = `/api/readymag/${author.user.uri}/${mag.num_id}`;
    const pagesPath = `/api/magpages/${mag.num_id}`;
    expect((await visitor.get(path)).status).toBe(200);
    // B now holds the first version in memory.
    expect(JSON.stringify((await visitor.get(pagesPath)).body)).toContain('Hello from page one');

    const draft = (await author.get(`/api/projects/${mag._id}`)).body;
    const text = draft.pages[0].wids.find((widget: any) => widget.type === 'text');
    const saved = await author.patch(`/api/mag/${mag._id}/widgets`, { revision: draft.revision, widgets: [{ _id: text._id, ...sampleText('Edited on process A') }] });
    expect(saved.status).toBe(200);
    expect((await author.post(`/api/publish/${mag._id}`)).status).toBe(200);

    // The very next read on B, well inside the 2 s after which B would check the database on its own.
    const after = JSON.stringify((await visitor.get(pagesPath)).body);
    expect(after).toContain('Edited on process A');
    expect(after).not.toContain('Hello from page one');
  });

  it('a picture uploaded through one process is served by the other, from the S3 store', async () => {
    const author = await signUp(a.url!);
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
    const form = new FormData();
    form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'scale.png');
    const uploaded = await author.postForm('/api/upload', form);
    expect(uploaded.status).toBe(201);
    const served = await new Client(b.url!).get(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body, bytes)).toBe(0);
    // Nowhere on the processes' own disks.
    for (const dir of dataDirs) expect(readdirSync(dir).filter((name) => name === 'blobs')).toEqual([]);
  });

  it('the sign-in limit holds across both processes', async () => {
    const author = await signUp(proxy.url);
    const email = author.user.email;
    const statuses: number[] = [];
    // Through the proxy, so the attempts alternate between A and B.
    for (let i = 0; i < 12; i++) statuses.push((await new Client(proxy.url).post('/api/auth/login', { email, password: 'not the password' })).status);
    // 10 a minute for one address and e-mail (routes/auth.ts): per process, each would have allowed all 12.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await new Client(proxy.url).post('/api/auth/login', { email, password: 'correct horse battery' })).status).toBe(429);
  });

  it('killing one process loses no write it acknowledged', async () => {
    const author = await signUp(proxy.url);
    const mag = await createProject(author, 'Writes under fire');
    const pageId = mag.pages[0]._id;
    const acknowledged: string[] = [];
    let failed = 0;
    const writer = async (lane: number) => {
      for (let i = 0; i < 40; i++) {
        const reply = await author
          .request('POST', `/api/mag/${mag._id}/widgets?skipChanged=true`, { revision: 0, widgets: [{ type: 'shape', pid: pageId, x: lane * 100, y: i * 10, w: 20, h: 8, z: 1 }] })
          .catch(() => undefined);
        if (reply?.status === 201) acknowledged.push(...reply.body.widgets.map((widget: any) => widget._id));
        else failed += 1;
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // Mid-stream, process A dies without warning; the proxy answers 502 for what it had in hand.
    await until(() => acknowledged.length >= 20);
    a.child.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(failed).toBeGreaterThan(0);
    proxy.backends = [b.url!];
    const stored = (await author.get(`/api/projects/${mag._id}`)).body;
    const ids = new Set(stored.pages[0].wids.map((widget: any) => widget._id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});

interface Started {
  child: ChildProcess;
  url: string | undefined;
  output: () => string;
}

function start(entry: string, env: NodeJS.ProcessEnv): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, url: env.PORT && env.PORT !== '0' ? `http://127.0.0.1:${env.PORT}` : undefined, output: () => output };
}

async function ready(process: Started, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`the server on ${port} exited: ${process.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${port} was not ready: ${process.output()}`);
}

function stop(process: Started): Promise<void> {
  const { child } = process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The load balancer: each request to the next backend in turn; a backend that does not answer is a 502. */
class RoundRobinProxy {
  backends: string[] = [];
  private turn = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<RoundRobinProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new RoundRobinProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on('request', (incoming, outgoing) => {
      const backend = proxy.backends[proxy.turn++ % proxy.backends.length]!;
      const forwarded = httpRequest(`${backend}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode!, { ...answer.headers, 'x-served-by': backend });
        answer.pipe(outgoing);
      });
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: 'Bad gateway', statusCode: 502 }));
      });
      incoming.pipe(forwarded);
    });
    return proxy;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
