import { and, desc, eq } from 'drizzle-orm';
import { finishedJobStates, type JobState } from '@folio/model';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';
import { findJob, type JobRow } from './queue';

// What the routes that send a file made by a job share (GET /api/makepdf/{id}, GET /api/mag/{id}/export): the request
// waits for the job, never does its work.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job as it stands once it has finished, `waitMs` has passed, or the asker has gone. */
export async function waitForJob(db: Db, job: JobRow, { waitMs, pollMs, gone }: { waitMs: number; pollMs: number; gone: () => boolean }): Promise<JobRow> {
  const deadline = Date.now() + waitMs;
  while (!finishedJobStates.includes(job.state as JobState) && Date.now() < deadline && !gone()) {
    await sleep(pollMs);
    job = (await findJob(db, job.id)) ?? job;
  }
  return job;
}

/** A download's file name: the title's letters and digits, joined by dashes, and the extension. */
export const downloadName = (title: string, extension: string) =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'project'}.${extension}`;

// How many of a project's jobs of a kind are read to find the one that makes a file: the newest are enough.
const RECENT_JOBS = 50;

/** The newest job of `kind` for the project whose file is `key` (keyOf its payload), made or being made (none failed or cancelled). */
export async function findFileJob(db: Db, kind: string, magId: string, key: string, keyOf: (payload: unknown) => string): Promise<JobRow | undefined> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.magId, magId)))
    .orderBy(desc(jobs.createdAt))
    .limit(RECENT_JOBS);
  return rows.find((row) => !['failed', 'cancelled'].includes(row.state) && keyOf(row.payload) === key);
}
