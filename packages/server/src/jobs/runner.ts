import { hostname } from 'node:os';
import { jobConstants } from '@folio/model';
import type { Db } from '../db/database';
import { claimJob, completeJob, failJob, reapExpiredLeases, releaseJob, renewLease, type JobRow } from './queue';

// The worker side of the job queue (docs/jobs.md): runs in the server's process by default and in `npm run worker`
// processes. It takes ready jobs of the kinds it knows, at most `concurrency` at once, renews each one's lease while
// it runs, writes its progress, and ends it as done, or as a failed try (tried again after a growing wait, until its
// tries are used). A job that is cancelled, or that this worker lost, is stopped through its AbortSignal.

export interface JobContext {
  job: JobRow;
  /** Aborted when the job is cancelled, lost to another worker, or the worker stops. */
  signal: AbortSignal;
  /** How far the job is, 0–100, and what it is doing (shown to the author). */
  progress(percent: number, label?: string): void;
}

/** A failure that another try cannot help (the input itself is refused): the job ends as failed at once. */
export class FinalJobError extends Error {}

/** One kind of job: its name, and the work (answering the job's result). */
export interface JobKind {
  kind: string;
  run(payload: Record<string, unknown>, context: JobContext): Promise<Record<string, unknown> | void>;
}

export interface JobRunnerOptions {
  /** Names the worker in the jobs it holds; unique per process. */
  workerId?: string;
  concurrency?: number;
  leaseMs?: number;
  pollMs?: number;
  retryBaseMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export class JobRunner {
  readonly workerId: string;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly kinds: Map<string, JobKind>;
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    kinds: readonly JobKind[],
    options: JobRunnerOptions = {},
  ) {
    this.kinds = new Map(kinds.map((kind) => [kind.kind, kind]));
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.concurrency = options.concurrency ?? jobConstants.concurrency;
    this.leaseMs = options.leaseMs ?? jobConstants.leaseMs;
    this.pollMs = options.pollMs ?? jobConstants.pollMs;
    this.retryBaseMs = options.retryBaseMs ?? jobConstants.retryBaseMs;
    this.log = options.log ?? ((message, error) => console.error(message, error));
  }

  /** The kinds this worker runs. */
  get kindNames(): string[] {
    return [...this.kinds.keys()];
  }

  start(): void {
    if (this.loop || !this.kinds.size) return;
    this.stopping = false;
    this.loop = this.work();
  }

  /** Looks for work now (a job was just queued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Stops taking jobs; the running ones are stopped and handed back to the queue untouched (not counted as a try),
   * for this or another worker to run again.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    for (const { controller } of this.running.values()) controller.abort(new Error('The worker is stopping'));
    await Promise.all([...this.running.values()].map((job) => job.done));
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      try {
        if (this.running.size < this.concurrency) {
          await reapExpiredLeases(this.db, this.retryBaseMs);
          const job = await claimJob(this.db, this.kindNames, this.workerId, this.leaseMs);
          if (job) {
            this.begin(job);
            continue;
          }
        }
      } catch (error) {
        // The database went away for a moment (a restart, a closed connection): look again after the usual wait.
        if (!this.stopping) this.log('The job runner could not read the queue', error);
      }
      await this.pause(this.pollMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private begin(job: JobRow) {
    const controller = new AbortController();
    // A write that fails at the end (the database went away) is logged: the lease then runs out and the job is tried
    // again; it must not end the process as an unhandled rejection.
    const done = this.run(job, controller)
      .catch((error: unknown) => this.log(`Could not end job ${job.id}`, error))
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
    this.running.set(job.id, { controller, done });
  }

  private async run(job: JobRow, controller: AbortController): Promise<void> {
    const kind = this.kinds.get(job.kind)!;
    const { db, workerId, leaseMs } = this;
    let progress: { percent: number; label: string | null } | undefined;
    let lastWrite = 0;
    let renewing: Promise<void> = Promise.resolve();
    const renew = () => {
      const written = progress;
      progress = undefined;
      lastWrite = Date.now();
      renewing = renewing
        .then(() => renewLease(db, job.id, workerId, leaseMs, written))
        .then(
          (held) => {
            if (!held) controller.abort(new Error('The job was cancelled or taken back'));
          },
          (error: unknown) => this.log(`Could not renew the lease of job ${job.id}`, error),
        );
    };
    const timer = setInterval(renew, leaseMs / 3);
    const context: JobContext = {
      job,
      signal: controller.signal,
      progress: (percent, label) => {
        progress = { percent: Math.round(Math.min(100, Math.max(0, percent))), label: label ?? null };
        if (Date.now() - lastWrite >= jobConstants.progressWriteMs) renew();
      },
    };
    let outcome: { result: Record<string, unknown> } | { error: unknown };
    try {
      outcome = { result: (await kind.run(job.payload, context)) ?? {} };
    } catch (error) {
      outcome = { error };
    }
    clearInterval(timer);
    await renewing;
    // Stopped with the worker: handed back untouched. Cancelled or taken back: it is no longer this worker's.
    if (controller.signal.aborted) {
      if (this.stopping) await releaseJob(db, job.id, workerId);
    } else if ('result' in outcome) {
      await completeJob(db, job.id, workerId, outcome.result);
    } else {
      const { error } = outcome;
      await failJob(db, job.id, workerId, error instanceof Error ? error.message : String(error), this.retryBaseMs, error instanceof FinalJobError);
    }
  }
}
