import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { magEditableSchema } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { draftDocument } from '../repositories/mags';
import { createMagFromStarter } from '../repositories/starters';
import { starters, starterSummary } from '../seed/starters';

// The starter templates Folio ships (docs/api.md "Starter templates"): the list anyone may read, and a new project of
// the author made from one.

const MAX_STARTER_ID_LENGTH = 40;
const starterParams = z.object({ id: z.string().max(MAX_STARTER_ID_LENGTH).describe('The starter id, e.g. lookbook') });
const useBody = z.strictObject({ title: magEditableSchema.shape.title }).nullish();

export const starterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['templates'];

  app.get('/api/starters', { schema: { tags, summary: 'The starter templates Folio ships: id, title, description, page count and preview picture' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return starters.map(starterSummary);
  });

  app.post(
    '/api/starters/:id/use',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        summary: "Start a project from a starter template: its pages, widgets, styles, fonts, swatches and shop are copied into a new draft of the author's",
        params: starterParams,
        body: useBody,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await createMagFromStarter(db, user, request.params.id, { title: request.body?.title, testShop: !app.config.stripe });
      return reply.code(201).send(await draftDocument(db, mag, user));
    },
  );
};
