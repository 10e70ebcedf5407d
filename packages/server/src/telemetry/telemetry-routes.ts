import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages, telemetryBodySchema, telemetryConstants, telemetryMessages, TELEMETRY_PATH } from '@folio/model';
import { AttemptLimiter } from '../attempt-limiter';
import { accessOf } from '../auth/access';
import { requireUser } from '../auth/require-user';
import { ApiError, notFound } from '../errors';
import { findOwnedMag } from '../repositories/mags';
import { magIdParams } from '../routes/schemas';
import { performanceSummary, storeRenderReport } from './render-reports';

/**
 * Telemetry (viewer-and-project.md §7, docs/api.md "Telemetry"): the viewer's frontend-rendering reports of published
 * projects, kept in the project's database rows rather than sent on to a provider; the owner reads their medians.
 */
export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // Per client address, counted before the body is read further: a refused or malformed report counts too.
  const limiter = new AttemptLimiter(app.limits, 'telemetry', { maxAttempts: telemetryConstants.maxReportsPerClient, windowMs: telemetryConstants.reportWindowMs });

  app.post(
    TELEMETRY_PATH,
    {
      bodyLimit: telemetryConstants.maxBodyBytes,
      schema: {
        tags: ['viewer'],
        summary: "A visitor's viewer reports how a published project rendered (the frontend-rendering dataset)",
        body: telemetryBodySchema,
      },
      preValidation: async (request, reply) => {
        if (await limiter.allow(request.ip)) return;
        reply.header('retry-after', String(await limiter.retryAfterSeconds(request.ip)));
        throw new ApiError(429, telemetryMessages.tooManyReports);
      },
    },
    async (request, reply) => {
      const { event } = request.body;
      const entry = await app.published.byNumId(event.mag_num_id);
      // Only what a visitor can read is reported on: a draft, a suspended project or another's private one is not there.
      if (!entry || entry.isSuspended) throw notFound();
      if (entry.isPrivate && (await accessOf(request, app.secret, entry)) === 'restricted') throw new ApiError(403, apiMessages.forbidden);
      await storeRenderReport(db, entry.magId, event);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/projects/:id/performance',
    {
      schema: {
        tags: ['projects'],
        security: [{ session: [] }],
        summary: "The owner's performance view: per device class, the number of reports and the median first render (ms)",
        params: magIdParams,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      return performanceSummary(db, mag.id);
    },
  );
};
