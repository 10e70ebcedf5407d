import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { apiMessages } from '@folio/model';
import { accessOf, grantAccess } from '../auth/access';
import { verifyAccessPassword } from '../auth/access-passwords';
import { mags } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { parseNumId, type PublishedEntry } from '../published-cache';
import { AttemptLimiter } from '../attempt-limiter';
import { VisitorViews } from '../visitor-views';
import { numIdParams } from './schemas';

const pagesQuery = z.strictObject({
  pages: z
    .string()
    .max(10_000)
    .optional()
    .describe('Comma-joined page _ids; all pages when absent. Unknown ids are left out.'),
});
const accessBody = z.strictObject({ pass: z.string().min(1).max(200) });

export const viewerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['viewer'];
  const attempts = new AttemptLimiter(app.limits, 'viewer-password');
  const visitorViews = new VisitorViews();

  async function sendMag(request: FastifyRequest, reply: FastifyReply, entry: PublishedEntry | undefined) {
    if (!entry) throw notFound();
    const access = await accessOf(request, app.secret, entry);
    reply.header('cache-control', 'private, no-cache');
    // viewer-and-project.md §4: suspended → the suspended page; forbidden → the password prompt.
    if (entry.isSuspended && access !== 'owner') return { num_id: entry.numId, is_suspended: true };
    if (entry.isPrivate && access === 'restricted') {
      return { num_id: entry.numId, forbidden: true, user: { uri: entry.userUri } };
    }
    return reply.type('application/json; charset=utf-8').send(entry.mag[access]);
  }

  app.get(
    '/api/readymag/:user/:mag',
    {
      schema: {
        tags,
        summary: 'A published project by user uri and mag uri or num_id',
        params: z.object({ user: z.string().max(100), mag: z.string().max(100) }),
      },
    },
    async (request, reply) => sendMag(request, reply, await app.published.byUserAndMag(request.params.user, request.params.mag)),
  );

  app.get(
    '/api/readymag/:mag',
    { schema: { tags, summary: 'A published project by num_id', params: z.object({ mag: z.string().max(100) }) } },
    async (request, reply) => {
      const numId = parseNumId(request.params.mag);
      if (numId === undefined) throw notFound();
      return sendMag(request, reply, await app.published.byNumId(numId));
    },
  );

  app.get(
    '/api/magpages/:numId',
    { schema: { tags, summary: 'Published pages with their widgets (protected pages come back unauthorized, without widgets)', params: numIdParams, querystring: pagesQuery } },
    async (request, reply) => {
      const entry = await app.published.byNumId(request.params.numId);
      if (!entry) throw notFound();
      const access = await accessOf(request, app.secret, entry);
      if (entry.isSuspended && access !== 'owner') throw notFound();
      if (entry.isPrivate && access === 'restricted') throw new ApiError(403, apiMessages.forbidden, { forbidden: true });
      const variant = access === 'restricted' ? 'restricted' : 'full';
      reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8');
      if (!request.query.pages) return reply.send(entry.allPages[variant]);
      const wanted = new Set(request.query.pages.split(',').filter(Boolean));
      const parts = entry.pageOrder.filter((id) => wanted.has(id)).map((id) => entry.pages.get(id)![variant]);
      return reply.send(`[${parts.join(',')}]`);
    },
  );

  app.post(
    '/api/countview/:numId',
    { schema: { tags, summary: 'Count a view of a published project', params: numIdParams } },
    async (request, reply) => {
      const entry = await app.published.byNumId(request.params.numId);
      if (!entry || entry.isSuspended) throw notFound();
      if (entry.isPrivate && (await accessOf(request, app.secret, entry)) === 'restricted') throw new ApiError(403, apiMessages.forbidden);
      // A visitor counts once per project per window; a view within it is answered the same, and not counted.
      if (visitorViews.firstView(entry.numId, request.ip, request.headers['user-agent'] ?? '')) {
        await db.update(mags).set({ views: sql`${mags.views} + 1` }).where(eq(mags.id, entry.magId));
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/readymag/:numId/access',
    {
      schema: {
        tags,
        summary: "Give a private project's (or protected pages') password; sets a cookie that grants access",
        params: numIdParams,
        body: accessBody,
      },
    },
    async (request, reply) => {
      const entry = await app.published.byNumId(request.params.numId);
      if (!entry) throw notFound();
      const key = `${request.ip}:${entry.numId}`;
      if (!(await attempts.allow(key))) throw new ApiError(429, apiMessages.tooManyAttempts);
      if (!(await verifyAccessPassword(entry.pass, request.body.pass))) throw new ApiError(403, apiMessages.wrongPassword);
      await attempts.reset(key);
      grantAccess(reply, app.secret, entry, app.config.publicUrl.startsWith('https:'));
      return reply.code(204).send();
    },
  );
};
