import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { authorLinkSchema, objectIdSchema, profileBodySchema } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { linksOf, updateProfile } from '../repositories/author-profiles';
import { findUserById, toUserJson } from '../repositories/users';
import { mags } from '../db/schema';
import { notFound } from '../errors';

const userIdParams = z.object({ id: objectIdSchema.describe('The author’s _id (mag.user._id)') });
const linksReply = z.object({ links: z.array(authorLinkSchema) });

// The author's public side (docs/api.md "Authors"): the links the viewer menu's project info shows, and the
// author's own call to change them and their picture.
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/user/:id/links',
    { schema: { tags: ['viewer'], summary: "An author's public links (the viewer menu's project info)", params: userIdParams, response: { 200: linksReply } } },
    async (request, reply) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound();
      // Public, like the author's name on every published project; a browser may keep them a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { links: linksOf(user) };
    },
  );

  app.patch(
    '/api/user/profile',
    {
      schema: {
        tags: ['auth'],
        security: [{ session: [] }],
        summary: 'Change my public links and my picture (one of my uploads; null removes it)',
        body: profileBodySchema,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await updateProfile(db, user, request.body);
      // The picture is drawn in the menu of every published project of the author's: their entries are drawn again.
      if (updated.avatar !== user.avatar) {
        for (const { id } of await db.select({ id: mags.id }).from(mags).where(eq(mags.userId, user.id))) app.published.invalidate(id);
      }
      return toUserJson(updated);
    },
  );
};
