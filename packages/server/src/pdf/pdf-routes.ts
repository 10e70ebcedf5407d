import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePageSelection, pdfConstants, pdfMessages } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { assertFromThisSite } from '../auth/same-origin';
import { browserMessages } from '../browser/headless-browser';
import { ApiError } from '../errors';
import { downloadName, waitForJob } from '../jobs/job-downloads';
import { jobView, type JobRow } from '../jobs/queue';
import { findOwnedMag, livePages } from '../repositories/mags';
import { loadSnapshot } from '../repositories/published';
import { findPdfJob, pdfBlobKey, PROJECT_PDF_JOB, type PdfPayload } from './pdf-job';

// GET /api/makepdf/{id} (viewer-and-project.md §7; docs/distribution.md "PDF"): the author's published project (or,
// with draft=1, the draft as it is now) as a PDF. The PDF is made by a job (the request only waits for it) and kept per version and choice of pages, so asking
// again sends the same file at once. `wait=0` answers 202 with the job straight away, for a progress bar.

const params = z.object({ id: z.string().max(64).describe('The project _id') });
const querystring = z.object({
  pages: z.string().max(200).optional().describe('Page numbers or ranges, such as 1,3-5; every page when left out'),
  wait: z.enum(['0', '1']).optional().describe('0: answer 202 with the job at once instead of waiting for the PDF'),
  draft: z.enum(['0', '1']).optional().describe('1: the draft as it is now (its owner previews it) instead of the published version'),
});



export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/makepdf/:id',
    { schema: { tags: ['distribution'], security: [{ session: [] }], summary: 'The published project as a PDF, made by a job', params, querystring } },
    async (request, reply) => {
      // It may queue work: not at another site's asking (a link there would make the author's browser ask).
      await assertFromThisSite(app, request);
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      let choice: PdfPayload;
      let title: string;
      if (request.query.draft === '1') {
        // The owner's own draft: private or not, published or not, as the preview draws it.
        const pages = parsePageSelection(request.query.pages, (await livePages(db, mag.id)).length);
        if (!pages?.length) throw new ApiError(400, pdfMessages.badPages);
        choice = { magId: mag.id, draft: mag.revision, pages };
        title = String(mag.data.title ?? '');
      } else {
        if (!mag.isPublished || !mag.publishedVersion) throw new ApiError(409, pdfMessages.notPublished);
        if (mag.isPrivate) throw new ApiError(409, pdfMessages.private);
        const snapshot = await loadSnapshot(db, mag.id, mag.publishedVersion);
        const shown = (snapshot?.pages ?? []).filter((page) => !mag.privatePages.includes(page.id));
        const pages = parsePageSelection(request.query.pages, shown.length);
        if (!pages?.length) throw new ApiError(400, pdfMessages.badPages);
        choice = { magId: mag.id, version: mag.publishedVersion, pages };
        title = String((snapshot?.mag.data as { title?: unknown } | undefined)?.title ?? '');
      }

      let job: JobRow | undefined = await findPdfJob(db, choice);
      if (job?.state === 'done' && !(await app.blobs.exists(pdfBlobKey(choice)))) job = undefined;
      if (!job) {
        if (!app.browser.available) throw new ApiError(503, browserMessages.missing);
        job = await app.jobs.enqueue({ kind: PROJECT_PDF_JOB, payload: choice, userId: user.id, magId: mag.id });
      }
      // The request waits; the work is the job's (in this process or a worker).
      job = await waitForJob(db, job, { waitMs: request.query.wait === '0' ? 0 : pdfConstants.waitMs, pollMs: pdfConstants.pollMs, gone: () => request.raw.destroyed });
      if (job.state === 'failed') throw new ApiError(500, pdfMessages.failed(job.error ?? ''));
      if (job.state !== 'done') return reply.code(202).send({ message: pdfMessages.pending, job: jobView(job) });
      const file = await app.blobs.get(pdfBlobKey(choice));
      if (!file) throw new ApiError(500, pdfMessages.failed('the file is gone'));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${downloadName(title, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
