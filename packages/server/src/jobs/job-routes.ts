import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { finishedJobStates, jobMessages, type JobState } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { ApiError } from '../errors';
import { cancelJob, findJob, jobView } from './queue';

// A job's state for the author who asked for it (docs/api.md "Jobs"): what the constructor's progress bars read.
// Another author's job, or the server's own, is "not found": its existence is not told.

const params = z.object({ id: z.string().max(64).describe('The job _id, from the reply that queued it') });

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['jobs'];
  const security = [{ session: [] }];

  const ownJob = async (userId: string, id: string) => {
    const job = await findJob(db, id);
    if (!job || job.userId !== userId) throw new ApiError(404, jobMessages.notFound);
    return job;
  };

  app.get(
    '/api/jobs/:id',
    { schema: { tags, security, summary: "A job's state, progress (0–100) and, once it has ended, its result or error", params } },
    async (request) => jobView(await ownJob((await requireUser(request)).id, request.params.id)),
  );

  app.post(
    '/api/jobs/:id/cancel',
    { schema: { tags, security, summary: 'Cancel a job that has not ended: a waiting one never runs, a running one is stopped', params } },
    async (request) => {
      const job = await ownJob((await requireUser(request)).id, request.params.id);
      if (finishedJobStates.includes(job.state as JobState)) throw new ApiError(409, jobMessages.finished);
      await cancelJob(db, job.id);
      return jobView((await findJob(db, job.id))!);
    },
  );
};
