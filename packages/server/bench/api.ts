/**
 * npm run bench:api — the viewer's two calls under load, against the static-file limit.
 *
 * For each storage (PGlite, then PostgreSQL when reachable) it starts the server as its own process,
 * seeds a published 20-page, 400-widget mag over HTTP, saves the exact bytes of both responses as
 * static files served by the same server, and runs autocannon (50 connections, no pipelining) on
 * all four URLs. It prints requests/s, p99 latency and the ratio to the static file.
 *
 * BENCH_SECONDS (default 10) sets each run's length; BENCH_DATABASE_URL (default the local
 * PostgreSQL's `postgres` database) is where the PostgreSQL run creates and drops its database.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase, type ScratchDatabase } from '../test/support/scratch-database';
import { startServer as startServerProcess, stopServer } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PAGES = 20;
const WIDGETS_PER_PAGE = 20;
const PORT = 3300;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  storage: string;
  target: string;
  requestsPerSecond: number;
  p99: number;
  bytes: number;
  ratio?: number;
}

class Session {
  cookie = '';
  // Seeding reads a few fields of several reply shapes; the bench checks the data by serving it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(method: string, path: string, body?: unknown): Promise<any> {
    const response = await fetch(`http://127.0.0.1:${PORT}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('folio_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  }
}

/** A published mag of PAGES pages with WIDGETS_PER_PAGE widgets each, of several kinds. */
async function seed(): Promise<{ user: string; numId: number }> {
  const session = new Session();
  const user = await session.call('POST', '/api/auth/signup', { email: 'bench@example.test', password: 'benchmark password', name: 'Bench' });
  let mag = await session.call('POST', '/api/projects', { title: 'Benchmark issue' });
  let revision = mag.revision;
  for (let n = 2; n <= PAGES; n++) {
    revision = (await session.call('POST', `/api/mag/${mag._id}/pages`, { revision, page: { title: `Page ${n}`, uri: `page-${n}` } })).revision;
  }
  mag = await session.call('GET', `/api/projects/${mag._id}`);
  for (const page of mag.pages) {
    const widgets = Array.from({ length: WIDGETS_PER_PAGE }, (_, i) => {
      const base = { pid: page._id, x: 40 + (i % 5) * 180, y: 40 + Math.floor(i / 5) * 160, w: 160, h: 120, z: i + 1 };
      switch (i % 4) {
        case 0:
          return { ...base, type: 'text', version: 2, text: `<p>Paragraph ${i} of page ${page.num}: the quick brown fox jumps over the lazy dog.</p>` };
        case 1:
          return { ...base, type: 'shape', tp: 'rectangle' };
        case 2:
          return { ...base, type: 'picture', picture: { url: '/assets/demo/cover.svg', type: 'svg' } };
        default:
          return { ...base, type: 'button', text: `Button ${i}` };
      }
    });
    revision = (await session.call('POST', `/api/mag/${mag._id}/widgets`, { revision, widgets })).revision;
  }
  await session.call('POST', `/api/publish/${mag._id}`);
  return { user: user.uri, numId: mag.num_id };
}

async function load(url: string): Promise<{ requestsPerSecond: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: SECONDS });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const startServer = (env: Record<string, string>) => startServerProcess(PORT, { SEED_DEMO: 'false', ...env });

async function benchStorage(storage: string, env: Record<string, string>, staticDir: string): Promise<Row[]> {
  let child = await startServer(env);
  const rows: Row[] = [];
  try {
    const { user, numId } = await seed();
    const base = `http://127.0.0.1:${PORT}`;
    const apiUrls = { readymag: `${base}/api/readymag/${user}/${numId}`, magpages: `${base}/api/magpages/${numId}` };
    // The same bytes as static files, served by the same server (the practical limit).
    mkdirSync(staticDir, { recursive: true });
    const sizes: Record<string, number> = {};
    for (const [name, url] of Object.entries(apiUrls)) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      sizes[name] = bytes.length;
      writeFileSync(join(staticDir, `${name}.json`), bytes);
    }
    // Restart so every run meets the same warm, idle process.
    await stopServer(child);
    child = await startServer(env);
    for (const [name, url] of Object.entries(apiUrls)) {
      await load(url); // warm-up: fills the published-version cache and the JIT
      const api = await load(url);
      await load(`${base}/static/${name}.json`);
      const file = await load(`${base}/static/${name}.json`);
      if (api.errors || file.errors) throw new Error(`${name}: ${api.errors + file.errors} failed requests`);
      rows.push({ storage, target: `GET /api/${name === 'readymag' ? 'readymag/{user}/{mag}' : 'magpages/{numId}'}`, requestsPerSecond: api.requestsPerSecond, p99: api.p99, bytes: sizes[name]!, ratio: api.requestsPerSecond / file.requestsPerSecond });
      rows.push({ storage, target: `static file (${name})`, requestsPerSecond: file.requestsPerSecond, p99: file.p99, bytes: sizes[name]! });
    }
  } finally {
    await stopServer(child);
  }
  return rows;
}

async function postgresDatabase(): Promise<ScratchDatabase | undefined> {
  try {
    return await createScratchDatabase(adminUrl, 'folio_bench');
  } catch {
    console.log(`PostgreSQL not reachable at ${adminUrl}: skipping the PostgreSQL run.`);
    return undefined;
  }
}

const work = mkdtempSync(join(tmpdir(), 'folio-bench-'));
const rows: Row[] = [];
try {
  console.log(`Seeding ${PAGES} pages × ${WIDGETS_PER_PAGE} widgets; ${CONNECTIONS} connections, ${SECONDS} s per run.`);
  rows.push(...(await benchStorage('PGlite', { DATA_DIR: join(work, 'pglite'), STATIC_DIR: join(work, 'static-pglite') }, join(work, 'static-pglite'))));
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      rows.push(...(await benchStorage('PostgreSQL', { DATA_DIR: join(work, 'pg'), DATABASE_URL: postgres.url, STATIC_DIR: join(work, 'static-pg') }, join(work, 'static-pg'))));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log('\n| storage | target | requests/s | p99 (ms) | bytes | ratio to static |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.storage} | ${row.target} | ${Math.round(row.requestsPerSecond)} | ${row.p99} | ${row.bytes} | ${row.ratio === undefined ? '' : row.ratio.toFixed(2)} |`);
}
