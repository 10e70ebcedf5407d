import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { jobConstants, jobMessages, newObjectId, retryDelayMs, type JobState, type JobView } from '@folio/model';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

// The job queue over the project's own database (docs/jobs.md): the same SQL on PGlite and PostgreSQL. A worker
// claims a ready job with FOR UPDATE SKIP LOCKED (two workers never take the same row) and holds it by a lease; every
// later write of the job checks the lease is still its own, so a worker that lost its job (the lease ran out and
// another took it, or the author cancelled it) can neither finish nor fail it: a job ends once.

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  userId?: string | null;
  magId?: string | null;
  maxAttempts?: number;
  /** Not before this long from now (work that should not compete with the requests that asked for it). */
  delayMs?: number;
}

export async function enqueueJob(db: Db, job: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      id: newObjectId(),
      kind: job.kind,
      payload: job.payload,
      userId: job.userId ?? null,
      magId: job.magId ?? null,
      state: 'queued',
      maxAttempts: job.maxAttempts ?? jobConstants.maxAttempts,
      ...(job.delayMs && { runAfter: sql`now() + make_interval(secs => ${job.delayMs / 1000})` }),
    })
    .returning();
  return row!;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * Jobs whose worker stopped (their lease ran out) go back to be tried again after the usual wait, or end as failed
 * once they have had all their tries. Returns how many were found.
 */
export async function reapExpiredLeases(db: Db, retryBaseMs: number = jobConstants.retryBaseMs): Promise<number> {
  const expired = await db
    .select({ id: jobs.id, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
    .from(jobs)
    .where(and(eq(jobs.state, 'active'), lte(jobs.leaseUntil, sql`now()`)));
  for (const job of expired) await endTry(db, job.id, null, jobMessages.workerStopped, retryBaseMs);
  return expired.length;
}

/** Takes the oldest ready job of these kinds for this worker, or answers undefined. */
export async function claimJob(db: Db, kinds: readonly string[], workerId: string, leaseMs: number): Promise<JobRow | undefined> {
  if (!kinds.length) return undefined;
  return db.transaction(async (tx) => {
    const [ready] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.state, ['queued', 'retry']), inArray(jobs.kind, [...kinds]), lte(jobs.runAfter, sql`now()`)))
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!ready) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, leaseOwner: workerId, leaseUntil: leaseEnd(leaseMs), error: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, ready.id))
      .returning();
    return claimed;
  });
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const heldBy = (id: string, workerId: string) => and(eq(jobs.id, id), eq(jobs.state, 'active'), eq(jobs.leaseOwner, workerId));

/**
 * Renews the lease and writes the progress; answers false when the job is no longer this worker's (cancelled, or
 * its lease ran out and it was taken back), and the worker stops it.
 */
export async function renewLease(db: Db, id: string, workerId: string, leaseMs: number, progress?: { percent: number; label: string | null }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()`, ...(progress && { progress: progress.percent, progressLabel: progress.label }) })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends the job as done with its result; false when it was no longer this worker's. */
export async function completeJob(db: Db, id: string, workerId: string, result: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'done', result, progress: 100, leaseOwner: null, leaseUntil: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Hands a running job back to the queue as it was before this try (its worker is stopping). */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: sql`CASE WHEN ${jobs.attempts} > 1 THEN 'retry' ELSE 'queued' END`, attempts: sql`${jobs.attempts} - 1`, leaseOwner: null, leaseUntil: null, runAfter: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A failed try: the job is tried again after a wait, or ends as failed with the error once its tries are used (or at
 * once, when the failure is `final`: another try cannot help).
 */
export async function failJob(db: Db, id: string, workerId: string, error: string, retryBaseMs: number = jobConstants.retryBaseMs, final = false): Promise<JobState | undefined> {
  return endTry(db, id, workerId, error, retryBaseMs, final);
}

async function endTry(db: Db, id: string, workerId: string | null, error: string, retryBaseMs: number, final = false): Promise<JobState | undefined> {
  const message = error.slice(0, jobConstants.maxErrorLength);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(workerId === null ? and(eq(jobs.id, id), eq(jobs.state, 'active')) : heldBy(id, workerId))
      .for('update');
    if (!job) return undefined;
    const last = final || job.attempts >= job.maxAttempts;
    const state: JobState = last ? 'failed' : 'retry';
    await tx
      .update(jobs)
      .set({
        state,
        error: message,
        leaseOwner: null,
        leaseUntil: null,
        runAfter: last ? job.runAfter : sql`now() + make_interval(secs => ${retryDelayMs(job.attempts, retryBaseMs) / 1000})`,
        updatedAt: sql`now()`,
        finishedAt: last ? sql`now()` : null,
      })
      .where(eq(jobs.id, id));
    return state;
  });
}

/**
 * Cancels a job that has not ended: a waiting one never runs, a running one's worker stops it at its next lease
 * renewal or progress write. Answers the job's state after the call, or undefined when there is no such job.
 */
export async function cancelJob(db: Db, id: string): Promise<JobState | undefined> {
  const [cancelled] = await db
    .update(jobs)
    .set({ state: 'cancelled', error: jobMessages.cancelled, leaseOwner: null, leaseUntil: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'active', 'retry'])))
    .returning({ state: jobs.state });
  if (cancelled) return 'cancelled';
  return (await findJob(db, id))?.state as JobState | undefined;
}

export function jobView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as JobState,
    progress: row.progress,
    progress_label: row.progressLabel,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    error: row.error,
    result: row.result ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
