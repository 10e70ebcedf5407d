import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, retryDelayMs } from '@folio/model';
import type { Database } from '../../src/db/database';
import { jobs } from '../../src/db/schema';
import { cancelJob, claimJob, completeJob, enqueueJob, failJob, findJob } from '../../src/jobs/queue';
import { JobRunner, type JobKind } from '../../src/jobs/runner';
import { until } from '../support/until';
import { createStorage, drivers, type Storage } from '../support/harness';

// docs/jobs.md: the queue and its runner on both databases. Short leases, polls and waits so a test takes seconds;
// the defaults (model jobConstants) are the same code paths.
const FAST = { leaseMs: 600, pollMs: 40, retryBaseMs: 60, log: () => undefined };
const WAIT_MS = 15_000;


const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

describe.each(drivers)('the job runner (%s)', (driver) => {
  let storage: Storage;
  let database: Database;
  const runners: JobRunner[] = [];
  const runner = (kinds: JobKind[], options: Partial<typeof FAST> & { workerId?: string; concurrency?: number } = {}, db = database) => {
    const made = new JobRunner(db.db, kinds, { ...FAST, ...options });
    runners.push(made);
    made.start();
    return made;
  };
  const state = (id: string) => findJob(database.db, id).then((job) => job!);

  beforeAll(async () => {
    storage = await createStorage(driver);
    database = await storage.open();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((each) => each.stop()));
    await database.db.delete(jobs);
  });
  afterAll(async () => {
    await database.close();
    await storage.dispose();
  });

  it('runs a job once, writes its progress as it goes, and ends it done with its result', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner([
      {
        kind: 'test.steps',
        async run(payload, { progress }) {
          progress(40, 'Halfway there');
          await gate;
          return { doubled: Number(payload.n) * 2 };
        },
      },
    ]);
    const job = await enqueueJob(database.db, { kind: 'test.steps', payload: { n: 21 } });
    const running = await until(() => state(job.id), (row) => row.progress === 40, 'the progress');
    expect(running).toMatchObject({ state: 'active', progressLabel: 'Halfway there', attempts: 1 });
    release();
    const done = await until(() => state(job.id), (row) => row.state === 'done', 'the end');
    expect(done).toMatchObject({ result: { doubled: 42 }, progress: 100, attempts: 1, error: null, leaseOwner: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
  });

  it('a job queued with a delay is not taken before its time', async () => {
    const job = await enqueueJob(database.db, { kind: 'test.later', payload: {}, delayMs: 500 });
    expect(await claimJob(database.db, ['test.later'], 'early', FAST.leaseMs)).toBeUndefined();
    await sleep(600);
    expect((await claimJob(database.db, ['test.later'], 'on-time', FAST.leaseMs))?.id).toBe(job.id);
  });

  it('a job that keeps failing is tried its most times, then ends failed with its error', async () => {
    const tries: number[] = [];
    runner([
      {
        kind: 'test.broken',
        async run() {
          tries.push(Date.now());
          throw new Error('The source file is damaged');
        },
      },
    ]);
    const job = await enqueueJob(database.db, { kind: 'test.broken', payload: {}, maxAttempts: 3 });
    const failed = await until(() => state(job.id), (row) => row.state === 'failed', 'the failed state');
    expect(failed).toMatchObject({ attempts: 3, error: 'The source file is damaged', leaseOwner: null });
    expect(tries).toHaveLength(3);
    // Ended: no runner takes it again.
    await sleep(FAST.retryBaseMs * 6);
    expect(tries).toHaveLength(3);
  });

  it('each failed try sets the next one a growing wait away (base × 2^(try − 1)), read from the stored times', async () => {
    const job = await enqueueJob(database.db, { kind: 'test.waits', payload: {}, maxAttempts: 3 });
    for (const attempt of [1, 2]) {
      const claimed = await until(() => claimJob(database.db, ['test.waits'], 'waiting', FAST.leaseMs), (row) => row !== undefined, `try ${attempt}`);
      expect(claimed!.attempts).toBe(attempt);
      expect(await failJob(database.db, job.id, 'waiting', 'Not yet', FAST.retryBaseMs)).toBe('retry');
      const row = (await findJob(database.db, job.id))!;
      // Both times come from the one statement's clock: the wait is exact, whatever the machine's load.
      expect(Math.abs(row.runAfter.getTime() - row.updatedAt.getTime() - retryDelayMs(attempt, FAST.retryBaseMs))).toBeLessThanOrEqual(1);
    }
    await until(() => claimJob(database.db, ['test.waits'], 'waiting', FAST.leaseMs), (row) => row !== undefined, 'the last try');
    expect(await failJob(database.db, job.id, 'waiting', 'Still not', FAST.retryBaseMs)).toBe('failed');
    expect(await findJob(database.db, job.id)).toMatchObject({ state: 'failed', attempts: 3, error: 'Still not' });
  });

  it('two workers never take the same job, and every job is done once', async () => {
    // On PostgreSQL the second worker has a connection pool of its own, as a second process would.
    const second = driver === 'postgres' ? await storage.open() : database;
    try {
      const ran = new Map<string, string[]>();
      const kind = (workerId: string): JobKind => ({
        kind: 'test.count',
        async run(_payload, { job }) {
          ran.set(job.id, [...(ran.get(job.id) ?? []), workerId]);
          await sleep(5);
        },
      });
      const created = [];
      for (let n = 0; n < 40; n++) created.push(await enqueueJob(database.db, { kind: 'test.count', payload: { n } }));
      runner([kind('one')], { workerId: 'one', concurrency: 3 });
      runner([kind('two')], { workerId: 'two', concurrency: 3 }, second);
      await until(
        () => database.db.select({ state: jobs.state }).from(jobs),
        (rows) => rows.every((row) => row.state === 'done'),
        'every job done',
      );
      expect([...ran.keys()].sort()).toEqual(created.map((job) => job.id).sort());
      expect([...ran.values()].filter((workers) => workers.length !== 1)).toEqual([]);
      if (driver === 'postgres') expect(new Set([...ran.values()].flat())).toEqual(new Set(['one', 'two']));
    } finally {
      await Promise.all(runners.splice(0).map((each) => each.stop()));
      if (second !== database) await second.close();
    }
  });

  it('a job whose worker stopped is tried again once its lease runs out; the lost worker cannot end it', async () => {
    const job = await enqueueJob(database.db, { kind: 'test.resume', payload: {} });
    // A worker takes it and stops without a word (its process killed): nothing renews the lease.
    const taken = await claimJob(database.db, ['test.resume'], 'killed', FAST.leaseMs);
    expect(taken?.id).toBe(job.id);
    const finishedBy: string[] = [];
    runner([{ kind: 'test.resume', run: async (_payload, { job: running }) => void finishedBy.push(`${running.attempts}`) }], { workerId: 'alive' });
    const done = await until(() => state(job.id), (row) => row.state === 'done', 'the job done by another worker');
    expect(done.attempts).toBe(2);
    expect(finishedBy).toEqual(['2']);
    // The first worker, back from the dead, finds the job is no longer its own.
    expect(await completeJob(database.db, job.id, 'killed', { late: true })).toBe(false);
    expect((await state(job.id)).result).toEqual({});
  });

  it('a lease that runs out on the last try ends the job failed, saying its worker stopped', async () => {
    const job = await enqueueJob(database.db, { kind: 'test.last', payload: {}, maxAttempts: 1 });
    await claimJob(database.db, ['test.last'], 'killed', FAST.leaseMs);
    runner([{ kind: 'test.last', run: async () => undefined }]);
    const failed = await until(() => state(job.id), (row) => row.state === 'failed', 'the failed state');
    expect(failed).toMatchObject({ attempts: 1, error: jobMessages.workerStopped });
  });

  it('a running job that is cancelled is stopped through its signal and stays cancelled', async () => {
    let aborted = false;
    runner([
      {
        kind: 'test.long',
        async run(_payload, { signal, progress }) {
          progress(10, 'Working');
          try {
            await sleep(WAIT_MS, signal);
          } catch (error) {
            aborted = true;
            throw error;
          }
        },
      },
    ]);
    const job = await enqueueJob(database.db, { kind: 'test.long', payload: {} });
    await until(() => state(job.id), (row) => row.state === 'active', 'the job running');
    expect(await cancelJob(database.db, job.id)).toBe('cancelled');
    await until(async () => aborted, (value) => value, 'the handler stopped');
    await sleep(FAST.leaseMs);
    expect(await state(job.id)).toMatchObject({ state: 'cancelled', error: jobMessages.cancelled, attempts: 1 });
  });

  it('a job whose end cannot be written (the database went away) is logged, not an unhandled rejection', async () => {
    const own = await createStorage('pglite');
    const db = await own.open();
    const logged: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lone = new JobRunner(db.db, [{ kind: 'test.orphan', run: () => gate }], { ...FAST, log: (message) => logged.push(message) });
    const job = await enqueueJob(db.db, { kind: 'test.orphan', payload: {} });
    lone.start();
    await until(() => findJob(db.db, job.id).then((row) => row!.state), (value) => value === 'active', 'the job running');
    await db.close();
    release();
    await until(async () => logged, (lines) => lines.includes(`Could not end job ${job.id}`), 'the failed end logged');
    await lone.stop();
  });

  it('a worker that stops hands its running job back untouched, and another finishes it', async () => {
    const job = await enqueueJob(database.db, { kind: 'test.handback', payload: {} });
    const first = runner([{ kind: 'test.handback', run: (_payload, { signal }) => sleep(WAIT_MS, signal) }], { workerId: 'leaving' });
    await until(() => state(job.id), (row) => row.state === 'active', 'the job running');
    await first.stop();
    expect(await state(job.id)).toMatchObject({ state: 'queued', attempts: 0, leaseOwner: null });
    runner([{ kind: 'test.handback', run: async () => ({ by: 'staying' }) }], { workerId: 'staying' });
    expect(await until(() => state(job.id), (row) => row.state === 'done', 'the job done')).toMatchObject({ attempts: 1, result: { by: 'staying' } });
  });
});
