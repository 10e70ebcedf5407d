// Jobs: the heavy work the server does outside HTTP requests (docs/jobs.md). The spec names no values for any of
// this; these are ours. Kept out of constants.ts and messages.ts, which the viewer's first script carries.

/** A job's states: waiting its turn, running, waiting to be tried again, and the three ends. */
export const jobStates = ['queued', 'active', 'retry', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];
export const finishedJobStates: readonly JobState[] = ['done', 'failed', 'cancelled'];

export const jobConstants = {
  // A worker holds a job by a lease it renews while the job runs; a lease that runs out means the worker stopped,
  // and the job goes back to be tried again. Renewed every third of it, so two missed renewals still hold.
  leaseMs: 30_000,
  // How often an idle worker looks for work (a job queued in its own process wakes it at once).
  pollMs: 1_000,
  // Tries before a job ends as failed, unless its kind says otherwise.
  maxAttempts: 3,
  // The wait before another try doubles from this, up to the cap.
  retryBaseMs: 2_000,
  retryMaxMs: 5 * 60_000,
  // Progress is written at most this often (the last value is always written).
  progressWriteMs: 250,
  // Jobs a worker process runs at once, unless JOB_CONCURRENCY says otherwise.
  concurrency: 2,
  // A job's error as the author reads it, at most this long.
  maxErrorLength: 500,
} as const;

export const jobMessages = {
  notFound: 'No such job',
  workerStopped: 'The worker running this job stopped before it finished',
  cancelled: 'Cancelled',
  finished: 'This job has already finished',
  noHandler: (kind: string) => `No worker here runs jobs of kind “${kind}”`,
} as const;

/** Wait before try number `attempt + 1`, after `attempt` tries failed. */
export function retryDelayMs(attempt: number, baseMs: number = jobConstants.retryBaseMs, maxMs: number = jobConstants.retryMaxMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** A job as the API shows it to its author. */
export interface JobView {
  id: string;
  kind: string;
  state: JobState;
  /** 0–100. */
  progress: number;
  progress_label: string | null;
  attempts: number;
  max_attempts: number;
  error: string | null;
  result: Record<string, unknown> | null;
  created_at: string;
  finished_at: string | null;
}
