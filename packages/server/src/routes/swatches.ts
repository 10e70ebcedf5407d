import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { swatchMoveBodySchema, swatchSchema } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { moveSwatch, readSwatch, writeSwatch, type SwatchOwner } from '../repositories/swatches';

// widgets-and-authoring.md §7: a project's swatches and an author's global ones (docs/api.md "Swatches").
const scopes = {
  project: { whose: "a project's", id: 'The project _id' },
  global: { whose: 'my global', id: "The author's own _id" },
} as const;

export const swatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['swatches'];
  const security = [{ session: [] }];

  for (const [scope, { whose, id }] of Object.entries(scopes) as [keyof typeof scopes, (typeof scopes)[keyof typeof scopes]][]) {
    const params = z.object({ id: z.string().max(64).describe(id) });
    const path = `/api/swatches/${scope}/:id`;
    const ownerOf = async (request: FastifyRequest, ownerId: string): Promise<SwatchOwner> => {
      const user = await requireUser(request);
      return scope === 'project' ? { scope, magId: ownerId, user } : { scope, userId: ownerId, user };
    };

    app.get(
      path,
      { schema: { tags, security, summary: `Read ${whose} swatches: {colors}, RRGGBBAA in order`, params } },
      async (request) => readSwatch(db, await ownerOf(request, request.params.id)),
    );
    app.put(
      path,
      { schema: { tags, security, summary: `Save ${whose} swatches whole`, params, body: swatchSchema } },
      async (request) => writeSwatch(db, await ownerOf(request, request.params.id), request.body),
    );
    app.put(
      `${path}/move`,
      { schema: { tags, security, summary: `Move a colour of ${whose} swatches from one position to another`, params, body: swatchMoveBodySchema } },
      async (request) => moveSwatch(db, await ownerOf(request, request.params.id), request.body),
    );
  }

  // The spec has a reset for a project's swatches only: the panel's way back to a given set of colours.
  app.put(
    '/api/swatches/project/:id/reset',
    {
      schema: {
        tags,
        security,
        summary: "Replace a project's swatches with the colours given",
        params: z.object({ id: z.string().max(64).describe(scopes.project.id) }),
        body: swatchSchema,
      },
    },
    async (request) => writeSwatch(db, { scope: 'project', magId: request.params.id, user: await requireUser(request) }, request.body),
  );
};
