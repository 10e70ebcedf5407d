import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exportConstants, exportMessages } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { assertFromThisSite } from '../auth/same-origin';
import { pageScreenshots } from '../db/schema';
import { ApiError } from '../errors';
import { downloadName, waitForJob } from '../jobs/job-downloads';
import { jobView, type JobRow } from '../jobs/queue';
import { findOwnedMag } from '../repositories/mags';
import { exportBlobKey, findExportJob, PROJECT_EXPORT_JOB, type ExportPayload } from './export-job';

// GET /api/mag/{id}/export?origin (viewer-and-project.md §7; docs/distribution.md "Static-site export"): the author's
// published project as a zip of a static site. Made by a job (the request only waits for it) and kept per version
// and origin, so asking again sends the same archive at once. `wait=0` answers 202 with the job straight away.

const params = z.object({ id: z.string().max(64).describe('The project _id') });
const querystring = z.object({
  origin: z.string().max(500).optional().describe("Where the site will be served, such as https://example.com/magazine/: its pages' canonical address"),
  wait: z.enum(['0', '1']).optional().describe('0: answer 202 with the job at once instead of waiting for the archive'),
});


/** The origin as the site's root address (http or https, ending in a slash), or undefined for none. */
function readOrigin(origin: string | undefined): string | undefined {
  const text = origin?.trim();
  if (!text) return undefined;
  if (!URL.canParse(text)) throw new ApiError(400, exportMessages.badOrigin);
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError(400, exportMessages.badOrigin);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.toString();
}


export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/mag/:id/export',
    { schema: { tags: ['distribution'], security: [{ session: [] }], summary: 'The published project as a static site in a zip archive, made by a job', params, querystring } },
    async (request, reply) => {
      // It may queue work: not at another site's asking (a link there would make the author's browser ask).
      await assertFromThisSite(app, request);
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      if (!mag.isPublished || !mag.publishedVersion) throw new ApiError(409, exportMessages.notPublished);
      if (mag.isPrivate) throw new ApiError(409, exportMessages.private);
      const [made] = await db
        .select({ at: sql<string | null>`max(${pageScreenshots.createdAt})::text` })
        .from(pageScreenshots)
        .where(and(eq(pageScreenshots.magId, mag.id), eq(pageScreenshots.version, mag.publishedVersion)));
      const choice: ExportPayload = {
        magId: mag.id,
        numId: mag.numId,
        version: mag.publishedVersion,
        origin: readOrigin(request.query.origin),
        screenshotsAt: made?.at ?? undefined,
      };

      let job: JobRow | undefined = await findExportJob(db, choice);
      if (job?.state === 'done' && !(await app.blobs.exists(exportBlobKey(choice)))) job = undefined;
      job ??= await app.jobs.enqueue({ kind: PROJECT_EXPORT_JOB, payload: choice, userId: user.id, magId: mag.id });
      // The request waits; the work is the job's (in this process or a worker).
      job = await waitForJob(db, job, { waitMs: request.query.wait === '0' ? 0 : exportConstants.waitMs, pollMs: exportConstants.pollMs, gone: () => request.raw.destroyed });
      if (job.state === 'failed') throw new ApiError(500, exportMessages.failed(job.error ?? ''));
      if (job.state !== 'done') return reply.code(202).send({ message: exportMessages.pending, job: jobView(job) });
      const file = await app.blobs.get(exportBlobKey(choice));
      if (!file) throw new ApiError(500, exportMessages.failed('the file is gone'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${downloadName(String(mag.data.title ?? ''), 'zip')}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
