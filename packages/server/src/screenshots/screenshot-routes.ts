import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { screenshotMessages, screenshotRenewConstants } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { assertFromThisSite } from '../auth/same-origin';
import { browserMessages } from '../browser/headless-browser';
import { jobs } from '../db/schema';
import { ApiError } from '../errors';
import { waitForJob } from '../jobs/job-downloads';
import { jobView, type JobRow } from '../jobs/queue';
import { loadSnapshot } from '../repositories/published';
import { findMagFor, livePages } from '../repositories/mags';
import { draftScreenshotsOf } from './draft-screenshots';
import { PAGE_SCREENSHOT_JOB, screenshotsOf, type DraftScreenshotPayload, type ScreenshotPayload } from './screenshot-job';

// GET /api/screenshot/renew/{project}/{page} (viewer-and-project.md §7 "returns a screenshot"; docs/api.md
// "Screenshots"): the author has a published page drawn again (after a font or a picture it draws from changed, say)
// and gets its new screenshot's address. Made by the page's screenshot job; a renewal already queued or running is
// waited for, never doubled.

const params = z.object({
  mag: z.string().max(64).describe('The project _id'),
  page: z.string().max(64).describe('The page _id'),
});
const querystring = z.object({
  wait: z.enum(['0', '1']).optional().describe('0: answer 202 with the job at once instead of waiting for the screenshot'),
  draft: z.enum(['1']).optional().describe("1: the draft's page as its preview draws it, for its owner (published or not); kept nowhere but the answer"),
});

export const screenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const asking = new Map<string, Promise<JobRow>>();

  // The draft's pages' pictures (docs/api.md "Screenshots"), for the constructor's page list: each live page's latest
  // picture and whether it shows the draft as it is now. Pages without one are left out.
  app.get(
    '/api/projects/:id/screenshots',
    {
      schema: {
        tags: ['distribution'],
        security: [{ session: [] }],
        summary: "The draft's pages' latest pictures",
        params: z.object({ id: z.string().max(64).describe('The project _id') }),
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await findMagFor(db, request.params.id, user, 'view');
      const shots = await draftScreenshotsOf(db, mag);
      const live = await livePages(db, mag.id);
      const pages = live.flatMap((page) => {
        const shot = shots.get(page.id);
        return shot ? [{ _id: page.id, screenshot: shot.url, current: shot.current }] : [];
      });
      return reply.header('cache-control', 'private, no-store').send({ revision: mag.revision, pages });
    },
  );

  app.get(
    '/api/screenshot/renew/:mag/:page',
    { schema: { tags: ['distribution'], security: [{ session: [] }], summary: "A published page's screenshot made again (or with draft=1 the draft's page); its address", params, querystring } },
    async (request, reply) => {
      // It queues work: not at another site's asking.
      await assertFromThisSite(app, request);
      const user = await requireUser(request);
      const mag = await findMagFor(db, request.params.mag, user, 'edit');
      const pageId = request.params.page;
      const draft = request.query.draft === '1';
      let payload: ScreenshotPayload | DraftScreenshotPayload;
      if (draft) {
        if (!(await livePages(db, mag.id)).some((page) => page.id === pageId)) throw new ApiError(404, screenshotMessages.noDraftPage);
        payload = { magId: mag.id, pageId, draft: 1 };
      } else {
        const version = mag.publishedVersion;
        if (!mag.isPublished || !version) throw new ApiError(409, screenshotMessages.notPublished);
        const snapshot = await loadSnapshot(db, mag.id, version);
        if (!snapshot?.pages.some((page) => page.id === pageId)) throw new ApiError(404, screenshotMessages.noPage);
        if (mag.isPrivate || mag.privatePages.includes(pageId)) throw new ApiError(409, screenshotMessages.privatePage);
        payload = { magId: mag.id, pageId, version };
      }
      if (!app.browser.available) throw new ApiError(503, browserMessages.missing);

      const key = `${mag.id}/${pageId}/${draft ? 'draft' : (payload as ScreenshotPayload).version}`;
      // Requests of this process that ask at once share one lookup-or-queue.
      let asked = asking.get(key);
      if (!asked) {
        asked = (async () => {
          const running = await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.kind, PAGE_SCREENSHOT_JOB), eq(jobs.magId, mag.id), inArray(jobs.state, ['queued', 'active', 'retry'])))
            .orderBy(desc(jobs.createdAt));
          const same = running.find((row) => {
            const queued = row.payload as Record<string, unknown>;
            return queued.pageId === pageId && (draft ? queued.draft === 1 : queued.version === (payload as ScreenshotPayload).version);
          });
          return same ?? app.jobs.enqueue({ kind: PAGE_SCREENSHOT_JOB, payload, userId: user.id, magId: mag.id });
        })().finally(() => asking.delete(key));
        asking.set(key, asked);
      }
      let job: JobRow = await asked;
      job = await waitForJob(db, job, {
        waitMs: request.query.wait === '0' ? 0 : screenshotRenewConstants.waitMs,
        pollMs: screenshotRenewConstants.pollMs,
        gone: () => request.raw.destroyed,
      });
      if (job.state === 'failed') throw new ApiError(500, screenshotMessages.failed(job.error ?? ''));
      if (job.state !== 'done') return reply.code(202).send({ message: screenshotMessages.pending, job: jobView(job) });
      const screenshot = draft ? (job.result as { url?: string } | null)?.url : (await screenshotsOf(db, mag.id, (payload as ScreenshotPayload).version)).get(pageId);
      if (!screenshot) throw new ApiError(500, screenshotMessages.failed('the picture is gone'));
      return reply.header('cache-control', 'private, no-store').send({ _id: pageId, screenshot });
    },
  );
};
