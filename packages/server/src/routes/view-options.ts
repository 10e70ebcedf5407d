import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { magOptsBodySchema, resolveViewOpts } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { mags } from '../db/schema';
import { editDraft, type Json } from '../repositories/mags';
import { magIdParams } from './schemas';

// viewer-and-project.md §7 "POST /api/mag/opts/{id} with options": the project's view options (§3 viewOpts) changed
// one by one. They are part of the draft like every project field (visitors see them once it is published again);
// the call carries no revision, as the spec's does not, and a change made meanwhile to other fields is kept.
export const viewOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/mag/opts/:id',
    {
      schema: {
        tags: ['projects'],
        security: [{ session: [] }],
        summary: 'Change some view options (viewOpts) of a draft: each given replaces the stored one, null brings its default back',
        params: magIdParams,
        body: magOptsBodySchema,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const outcome = await editDraft(db, { magId: request.params.id, user, revision: undefined, skipChanged: true }, async (tx, mag) => {
        const opts: Json = { ...((mag.data.opts as Json | undefined) ?? {}) };
        for (const [name, value] of Object.entries(request.body)) {
          if (value === null) delete opts[name];
          else if (value !== undefined) opts[name] = value;
        }
        await tx
          .update(mags)
          .set({ data: { ...mag.data, opts } })
          .where(eq(mags.id, mag.id));
        return opts;
      });
      app.published.invalidate(request.params.id);
      // As GET /api/readymag answers them: every option, the defaults filled in.
      return { revision: outcome.revision, opts: { ...outcome.result, ...resolveViewOpts(outcome.result) } };
    },
  );
};
