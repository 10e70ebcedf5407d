/**
 * npm run bench:realtime — co-editing and the published API across two server processes (docs/performance.md
 * "Realtime and several processes").
 *
 * Two server processes (`src/main.ts`) on one fresh PostgreSQL database and the local Redis. Twenty editors — the
 * owner and nineteen people invited as editors — each open the project's live channel, half on each process, and each
 * saves a move of their own widget five times a second through the draft API, as the constructor's save queue does.
 * For every save, the time from sending it to each other editor's `changed` carrying it is one remote-update latency.
 * Beside it: the servers' CPU and resident memory, idle with nobody connected and during the run, per editor.
 *
 * Then the published API (`GET /api/readymag/{user}/{mag}`) with autocannon: one process with 50 connections, and
 * both processes at once with 25 each, on the same machine in the same run; the throughput ratio of two to one.
 *
 * BENCH_SECONDS (default 20) sets the editing run's length and each API run's; BENCH_DATABASE_URL (default the local
 * PostgreSQL's `postgres` database) is where the database is made and dropped; REDIS_URL (default the local Redis).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { liveConstants } from '@folio/model';
import { createScratchDatabase } from '../test/support/scratch-database';
import { startServer, stopServer } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const EDITORS = 20;
const EDITS_PER_SECOND = 5;
const API_CONNECTIONS = 50;
const PORTS = [3310, 3311] as const;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Every server says the same app origin, as behind one load balancer: the sockets' Origin is it.
const PUBLIC_URL = `http://127.0.0.1:${PORTS[0]}`;
const CLOCK_TICKS_PER_SECOND = 100;

class Session {
  cookie = '';
  constructor(readonly base: string) {}

  // The bench reads a few fields of several reply shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<any> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('folio_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  }
}

interface Editor {
  session: Session;
  widgetId: string;
  socket: WebSocket;
  liveSession: string;
}

/** CPU seconds (user + system) and resident bytes of a process, from /proc. */
function usage(pid: number): { cpu: number; rss: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
  return { cpu, rss: rssKb * 1024 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function openSocket(base: string, session: Session, magId: string, hash: string): Promise<{ socket: WebSocket; liveSession: string }> {
  const url = `${base.replace('http', 'ws')}${liveConstants.path.replace(':id', magId)}?hash=${hash}`;
  const socket = new WebSocket(url, { headers: { cookie: session.cookie, origin: PUBLIC_URL } });
  const liveSession = await new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed: ${code} ${reason}`)));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'welcome') resolve(message.you.session);
    });
  });
  return { socket, liveSession };
}

async function main() {
  const database = await createScratchDatabase(adminUrl, 'folio_bench_realtime');
  const servers: ChildProcess[] = [];
  try {
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, REDIS_PREFIX: `folio-bench-${randomBytes(4).toString('hex')}:`, PUBLIC_URL, JOBS_IN_PROCESS: 'false', SEED_DEMO: 'false', NODE_ENV: 'production' };
    for (const port of PORTS) servers.push(await startServer(port, env));
    const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);

    // The project: one page, a widget per editor; the owner invites the others as editors.
    const owner = new Session(bases[0]!);
    const stamp = Date.now();
    const ownerUser = await owner.call('POST', '/api/auth/signup', { email: `owner-${stamp}@example.test`, password: 'benchmark password', name: 'Editor 1' });
    let mag = await owner.call('POST', '/api/projects', { title: 'Realtime benchmark' });
    const pageId = mag.pages[0]._id;
    const made = await owner.call('POST', `/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: Array.from({ length: EDITORS }, (_, i) => ({ type: 'shape', pid: pageId, x: 20, y: 20 + i * 30, w: 100, h: 20, z: i + 1 })),
    });
    const widgetIds: string[] = made.widgets.map((widget: { _id: string }) => widget._id);
    await owner.call('POST', `/api/publish/${mag._id}`);
    const sessions = [owner];
    for (let i = 1; i < EDITORS; i++) {
      const session = new Session(bases[i % 2]!);
      const user = await session.call('POST', '/api/auth/signup', { email: `editor-${i}-${stamp}@example.test`, password: 'benchmark password', name: `Editor ${i + 1}` });
      await owner.call('POST', `/api/projects/${mag._id}/members`, { email: user.email, role: 'editor' });
      sessions.push(session);
    }

    const idle = servers.map((server) => usage(server.pid!));
    const editors: Editor[] = [];
    for (const [i, session] of sessions.entries()) {
      mag = await session.call('GET', `/api/projects/${mag._id}`);
      const { socket, liveSession } = await openSocket(session.base, session, mag._id, mag.socket_hash);
      editors.push({ session, widgetId: widgetIds[i]!, socket, liveSession });
    }

    // Each save is known by its widget and x; every other editor's `changed` carrying it is one arrival.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let failedSaves = 0;
    for (const editor of editors) {
      editor.socket.on('message', (data) => {
        const now = performance.now();
        const message = JSON.parse(String(data));
        if (message.type !== 'changed' || message.by === editor.liveSession) return;
        for (const widget of message.widgets.upserted) {
          const at = sentAt.get(`${widget._id}:${widget.x}`);
          if (at !== undefined) latencies.push(now - at);
        }
      });
    }
    const connected = servers.map((server) => usage(server.pid!));
    const before = connected;
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, servers.reduce((sum, server) => sum + usage(server.pid!).rss, 0));
    }, 250);
    const started = performance.now();
    const endAt = started + SECONDS * 1000;
    await Promise.all(
      editors.map(async (editor, i) => {
        let x = 20 + i;
        // Spread the editors' saves over the interval, as people's are.
        await new Promise((resolve) => setTimeout(resolve, (i * 1000) / EDITS_PER_SECOND / EDITORS));
        while (performance.now() < endAt) {
          const next = performance.now() + 1000 / EDITS_PER_SECOND;
          x += EDITORS;
          sentAt.set(`${editor.widgetId}:${x}`, performance.now());
          await editor.session
            .call('PATCH', `/api/mag/${mag._id}/widgets?skipChanged=true`, { revision: 0, widgets: [{ _id: editor.widgetId, x }] }, { [liveConstants.sessionHeader]: editor.liveSession })
            .catch(() => (failedSaves += 1));
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = servers.map((server) => usage(server.pid!));
    for (const editor of editors) editor.socket.close();

    latencies.sort((a, b) => a - b);
    const cpuSeconds = after.reduce((sum, now, i) => sum + now.cpu - before[i]!.cpu, 0);
    const total = (samples: { rss: number }[]) => samples.reduce((sum, sample) => sum + sample.rss, 0);
    console.log(`\nCo-editing: ${EDITORS} editors on one project across 2 processes (10 each), ${EDITS_PER_SECOND} saves/s each, ${elapsed.toFixed(1)} s`);
    console.log(`saves: ${sentAt.size} (${failedSaves} failed); remote updates received: ${latencies.length} (expected ≈ ${sentAt.size * (EDITORS - 1)})`);
    console.log(`remote update latency (save sent → another editor's changed): p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
    console.log(`server CPU: ${((cpuSeconds / elapsed) * 100).toFixed(0)} % of one core for both processes, ${((cpuSeconds / elapsed / EDITORS) * 100).toFixed(1)} % per editor`);
    console.log(
      `server memory (resident, both processes): idle ${mb(total(idle))} MB; ${EDITORS} sockets open ${mb(total(connected))} MB; peak while editing ${mb(peakRss)} MB — ${mb((peakRss - total(idle)) / EDITORS)} MB per editor at the peak`,
    );

    // The published API: one process, then both at once.
    const path = `/api/readymag/${ownerUser.uri}/${mag.num_id}`;
    for (const base of bases) if (!(await fetch(`${base}${path}`)).ok) throw new Error(`${base}${path} is not published`);
    const run = (base: string, connections: number) => autocannon({ url: `${base}${path}`, connections, duration: SECONDS });
    const one = await run(bases[0]!, API_CONNECTIONS);
    const both = await Promise.all(bases.map((base) => run(base, API_CONNECTIONS / 2)));
    const oneRate = one.requests.average;
    const bothRate = both.reduce((sum, result) => sum + result.requests.average, 0);
    console.log(`\nPublished API (${API_CONNECTIONS} connections, ${SECONDS} s each, load generator on the same 2 cores)`);
    console.log(`one process: ${oneRate.toFixed(0)} req/s, p99 ${one.latency.p99} ms, errors ${one.errors + one.non2xx}`);
    console.log(`two processes: ${bothRate.toFixed(0)} req/s (${both.map((result) => result.requests.average.toFixed(0)).join(' + ')}), p99 ${Math.max(...both.map((result) => result.latency.p99))} ms, errors ${both.reduce((sum, result) => sum + result.errors + result.non2xx, 0)}`);
    console.log(`two : one = ${(bothRate / oneRate).toFixed(2)}`);
  } finally {
    for (const server of servers) await stopServer(server);
    await database.drop();
  }
}

await main();
