import type { Db } from '../db/database';
import { enqueueJob, type JobRow, type NewJob } from './queue';
import { JobRunner, type JobKind, type JobRunnerOptions } from './runner';

/**
 * The server's side of the jobs (docs/jobs.md): queues them, and, unless its jobs run in `npm run worker` processes,
 * runs them in this process; a job queued here wakes the local runner at once.
 */
export class Jobs {
  readonly runner: JobRunner | null;

  constructor(
    private readonly db: Db,
    kinds: readonly JobKind[],
    options: JobRunnerOptions & { inProcess: boolean },
  ) {
    this.runner = options.inProcess ? new JobRunner(db, kinds, options) : null;
  }

  start(): void {
    this.runner?.start();
  }

  async enqueue(job: NewJob): Promise<JobRow> {
    const row = await enqueueJob(this.db, job);
    this.runner?.wake();
    return row;
  }

  async stop(): Promise<void> {
    await this.runner?.stop();
  }
}
