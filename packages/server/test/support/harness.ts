import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScratchDatabase } from './scratch-database';
import { buildApp, type App } from '../../src/app';
import type { BlobStore } from '../../src/blobs';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';

export type Driver = 'pglite' | 'postgres';

/** Storage tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface Storage {
  driver: Driver;
  /** PostgreSQL: the scratch database's address (for another process to open it). */
  url?: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** Where a test's data lives; open() may be called again after a close to prove data survives. */
export async function createStorage(driver: Driver, dataDir?: string): Promise<Storage> {
  if (driver === 'postgres') {
    const pgDb = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'folio_test');
    return { driver, url: pgDb.url, open: () => openDatabase({ driver, url: pgDb.url }), dispose: pgDb.drop };
  }
  return { driver, open: () => openDatabase({ driver, dataDir }), dispose: async () => undefined };
}

/**
 * Background jobs (a publish's page screenshots, the optimised copies of fresh pictures) run only in the tests that
 * ask for them: elsewhere they would write while a test compares what is stored, or draw pages a test counts. Queued
 * jobs stay queued.
 */
export const WITH_BACKGROUND_JOBS: Partial<Config> = { jobsInProcess: true };

export interface TestServer {
  app: App;
  database: Database;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * What a test server uses besides its configuration: `blobs` replaces the disk store under `blobDir` (an S3 one);
 * `redisPrefix` keeps its Redis keys and channels (with REDIS_URL in the overrides) apart from other tests'.
 */
export interface ServerParts {
  blobs?: BlobStore;
  redisPrefix?: string;
}

export async function startServer(database: Database, overrides: Partial<Config> = {}, parts: ServerParts = {}): Promise<TestServer> {
  // Blobs go to a fresh temporary folder (removed on close) unless the test names one.
  const ownBlobDir = overrides.blobDir ? undefined : mkdtempSync(join(tmpdir(), 'folio-blobs-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    jobsInProcess: false,
    blobDir: overrides.blobDir ?? ownBlobDir!,
    ...overrides,
  };
  const app = await buildApp({ database, config, blobs: parts.blobs, redisPrefix: parts.redisPrefix });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      if (ownBlobDir) rmSync(ownBlobDir, { recursive: true, force: true });
    },
  };
}

/** Starts a server on a fresh database of the given driver; close() also drops the database. */
export async function startTestServer(driver: Driver, overrides: Partial<Config> = {}, parts: ServerParts = {}): Promise<TestServer & { storage: Storage }> {
  const storage = await createStorage(driver);
  const database = await storage.open();
  const server = await startServer(database, overrides, parts);
  return {
    ...server,
    storage,
    close: async () => {
      await server.close();
      await database.close();
      await storage.dispose();
    },
  };
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A real HTTP client with its own cookie jar: one per person in a test (owner, stranger, visitor). */
export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: { raw?: string; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    if (options.form) {
      // fetch sets the multipart content type with its boundary.
      payload = options.form;
    } else if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await send(`${this.baseUrl}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const type = response.headers.get('content-type') ?? '';
    // Pictures, videos and files (PDFs, archives) come back as their bytes.
    if (type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf' || type === 'application/zip') return { status: response.status, body: Buffer.from(await response.arrayBuffer()) as T, headers: response.headers };
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  delete = <T = any>(path: string, body?: unknown) => this.request<T>('DELETE', path, body);
  /** A multipart/form-data POST (uploads). */
  postForm = <T = any>(path: string, form: FormData) => this.request<T>('POST', path, undefined, { form });

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}

/**
 * fetch() unless a Host header is given: fetch always sends the URL's own host, so a request for another
 * host (a custom domain) goes through node:http, answered as a Response all the same.
 */
async function send(url: string, init: { method: string; headers: Record<string, string>; body?: string | FormData }): Promise<Response> {
  if (!Object.keys(init.headers).some((name) => name.toLowerCase() === 'host') || init.body instanceof FormData) return fetch(url, init);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

let counter = 0;
/** Signs up a new user and returns a client signed in as them. */
export async function signUp(baseUrl: string, name = 'Ada Author'): Promise<Client & { user: any }> {
  const client = new Client(baseUrl) as Client & { user: any };
  counter += 1;
  const reply = await client.post('/api/auth/signup', {
    email: `user${counter}-${Date.now()}@example.test`,
    password: 'correct horse battery',
    name,
  });
  if (reply.status !== 201) throw new Error(`signup failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  client.user = reply.body;
  return client;
}

/** A project with two pages and a few widgets, owned by `client`; returns the draft. */
export async function createProject(client: Client, title = 'Spring issue'): Promise<any> {
  const created = await client.post('/api/projects', { title });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const mag = created.body;
  const first = mag.pages[0]._id;
  const page2 = await client.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, page: { title: 'Second', uri: 'second' } });
  const second = page2.body.page._id;
  const made = await client.post(`/api/mag/${mag._id}/widgets`, {
    revision: page2.body.revision,
    widgets: [
      { type: 'shape', pid: first, x: 10, y: 20, w: 100, h: 50, z: 1 },
      { type: 'text', pid: first, x: 10, y: 100, w: 300, h: 40, z: 2, ...sampleText('Hello from page one') },
      { type: 'shape', pid: second, x: 0, y: 0, w: 80, h: 80, z: 1 },
      { type: 'text', pid: second, x: 10, y: 100, w: 300, h: 40, z: 2, ...sampleText('Secret second page text') },
    ],
  });
  if (made.status !== 201) throw new Error(`widgets failed: ${JSON.stringify(made.body)}`);
  return (await client.get(`/api/projects/${mag._id}`)).body;
}

export function sampleText(text: string) {
  return { version: 2, text: `<p>${text}</p>` };
}

/**
 * A test server with the people authorization tests need: the owner (who makes the projects), a stranger (another
 * author) and a visitor (signed out).
 */
export async function startWithPeople(driver: Driver, options: { ownerName?: string; config?: Partial<Config> } = {}) {
  const server = await startTestServer(driver, options.config);
  const owner = await signUp(server.baseUrl, options.ownerName ?? 'Owner');
  const stranger = await signUp(server.baseUrl, 'Stranger');
  return { server, owner, stranger, visitor: new Client(server.baseUrl) };
}
