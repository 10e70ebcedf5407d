/**
 * npm run bench:jobs — the job queue (docs/jobs.md "The choice") measured on both databases: what a queued job costs
 * the request that queues it, how soon an idle worker in the same process starts it, how many small jobs a worker
 * runs a second, and (PostgreSQL) two workers sharing one queue, each on its own connection, never taking one job
 * twice. The jobs do nothing, so the figures are the queue's own cost.
 *
 * BENCH_DATABASE_URL (default the local PostgreSQL's `postgres` database) is where it creates and drops its database;
 * the embedded database is made in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/db/database';
import { jobs } from '../src/db/schema';
import { Jobs } from '../src/jobs/jobs';
import { enqueueJob } from '../src/jobs/queue';
import { JobRunner, type JobKind } from '../src/jobs/runner';
import { createScratchDatabase } from '../test/support/scratch-database';

const QUEUED = 1_000;
const PICKUPS = 30;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const quiet = { log: () => undefined };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
const round = (value: number) => Math.round(value * 100) / 100;

/** A kind that counts what it ran and says when `expected` have run. */
function countingKind(name: string) {
  const seen = new Map<string, number>();
  let expected = Infinity;
  let finished: () => void = () => undefined;
  const kind: JobKind = {
    kind: name,
    async run(payload) {
      const id = String(payload.n);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (seen.size >= expected) finished();
    },
  };
  return {
    kind,
    seen,
    all: (count: number) =>
      new Promise<void>((resolve) => {
        expected = count;
        finished = resolve;
        if (seen.size >= count) resolve();
      }),
  };
}

async function measure(label: string, open: () => Promise<Database>, second?: () => Promise<Database>) {
  const database = await open();
  const db = database.db;
  try {
    // What a request pays to queue a job.
    const enqueueMs: number[] = [];
    for (let n = 0; n < QUEUED; n++) {
      const start = performance.now();
      await enqueueJob(db, { kind: 'bench.later', payload: { n } });
      enqueueMs.push(performance.now() - start);
    }
    await db.delete(jobs);

    // How soon an idle in-process worker starts a job queued through the server's Jobs (which wakes it).
    let started: (at: number) => void = () => undefined;
    const pickupKind: JobKind = { kind: 'bench.pickup', run: async () => started(performance.now()) };
    const local = new Jobs(db, [pickupKind], { inProcess: true, ...quiet });
    local.start();
    const pickupMs: number[] = [];
    for (let n = 0; n < PICKUPS; n++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const run = new Promise<number>((resolve) => (started = resolve));
      const queuedAt = performance.now();
      await local.enqueue({ kind: 'bench.pickup', payload: { n } });
      pickupMs.push((await run) - queuedAt);
    }
    await local.stop();
    await db.delete(jobs);

    // Throughput: QUEUED jobs queued first, then one worker (the default concurrency) runs them all.
    const one = countingKind('bench.noop');
    for (let n = 0; n < QUEUED; n++) await enqueueJob(db, { kind: 'bench.noop', payload: { n } });
    const runner = new JobRunner(db, [one.kind], quiet);
    const drainStart = performance.now();
    runner.start();
    await one.all(QUEUED);
    const drainMs = performance.now() - drainStart;
    await runner.stop();
    await db.delete(jobs);

    const result: Record<string, number | string> = {
      database: label,
      'enqueue median ms': round(median(enqueueMs)),
      'enqueue p95 ms': round(p95(enqueueMs)),
      'pickup median ms': round(median(pickupMs)),
      'pickup p95 ms': round(p95(pickupMs)),
      'one worker jobs/s': Math.round((QUEUED / drainMs) * 1000),
    };

    // Two workers, each on its own connection, share the queue: every job runs once.
    if (second) {
      const other = await second();
      try {
        const shared = countingKind('bench.shared');
        for (let n = 0; n < QUEUED; n++) await enqueueJob(db, { kind: 'bench.shared', payload: { n } });
        const workers = [new JobRunner(db, [shared.kind], quiet), new JobRunner(other.db, [shared.kind], quiet)];
        const start = performance.now();
        workers.forEach((worker) => worker.start());
        await shared.all(QUEUED);
        const ms = performance.now() - start;
        await Promise.all(workers.map((worker) => worker.stop()));
        const twice = [...shared.seen.values()].filter((count) => count > 1).length;
        result['two workers jobs/s'] = Math.round((QUEUED / ms) * 1000);
        result['run twice'] = twice;
      } finally {
        await other.close();
      }
    }
    return result;
  } finally {
    await database.close();
  }
}

const rows: Record<string, number | string>[] = [];
const folder = mkdtempSync(join(tmpdir(), 'folio-bench-jobs-'));
try {
  rows.push(await measure('embedded (PGlite)', () => openDatabase({ driver: 'pglite', dataDir: join(folder, 'data') })));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const scratch = await createScratchDatabase(adminUrl, 'folio_bench_jobs');
try {
  const open = () => openDatabase({ driver: 'postgres', url: scratch.url });
  rows.push(await measure('PostgreSQL', open, open));
} finally {
  await scratch.drop();
}
console.log(`Job queue, ${QUEUED} no-op jobs, ${PICKUPS} pickups:`);
console.table(rows);
