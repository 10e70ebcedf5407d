import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, ne, or } from 'drizzle-orm';
import { apiMessages, magEditableSchema, magPatchBodySchema, objectIdSchema } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { mags } from '../db/schema';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { createMag, deleteMag, draftDocument, editDraft, findMagFor, findOwnedMag, listMags } from '../repositories/mags';
import { createMagFromTemplate } from '../repositories/templates';
import { projectMemberRoutes } from './project-members';
import { magIdParams, skipChangedQuery } from './schemas';

const createBody = z.strictObject({
  title: magEditableSchema.shape.title,
  uri: magEditableSchema.shape.uri,
  template_id: objectIdSchema.optional().describe("Start from this template of yours: its pages and widgets are copied (docs/api.md 'Templates and copies')"),
});

// Without skipChanged a change names the revision it was made on, so a change made meanwhile is not overwritten.
const REVISION_REQUIRED = 'revision is required unless skipChanged=true';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const security = [{ session: [] }];
  // Sharing a project (docs/editor.md "Sharing and roles"): its members' routes, under this plugin.
  await app.register(projectMemberRoutes);

  async function assertUriFree(executor: Db, userId: string, uri: string, exceptId?: string) {
    const clash = await executor
      .select({ id: mags.id })
      .from(mags)
      // A uri is taken while another project uses it in its draft or as its published address.
      .where(and(eq(mags.userId, userId), or(eq(mags.uri, uri), eq(mags.publishedUri, uri)), exceptId ? ne(mags.id, exceptId) : undefined))
      .limit(1);
    if (clash.length) throw new ApiError(409, apiMessages.uriTaken, { errors: [{ path: 'uri', message: apiMessages.uriTaken }] });
  }

  // No body at all is a project with defaults (Fastify reads it as null); a JSON null body is refused before this
  // route, as every body that is no object is (parseJsonBody).
  app.post(
    '/api/projects',
    { schema: { tags: ['projects'], security, summary: 'Create a project with one empty page', body: createBody.nullish() } },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = request.body ?? {};
      if (body.uri) await assertUriFree(db, user.id, body.uri);
      const mag = body.template_id ? await createMagFromTemplate(db, user, body.template_id, body) : await createMag(db, user, body);
      return reply.code(201).send(await draftDocument(db, mag, user));
    },
  );

  app.get('/api/projects', { schema: { tags: ['projects'], security, summary: 'My projects' } }, async (request) => {
    const user = await requireUser(request);
    return listMags(db, user);
  });

  app.get(
    '/api/projects/:id',
    { schema: { tags: ['projects'], security, summary: 'A draft: the mag, its pages and their widgets', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      return draftDocument(db, await findMagFor(db, request.params.id, user, 'view'), user);
    },
  );

  app.delete(
    '/api/projects/:id',
    { schema: { tags: ['projects'], security, summary: 'Delete a project, its pages, widgets and published versions', params: magIdParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      await deleteMag(db, mag);
      app.published.invalidate(mag.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/mag/:id',
    {
      schema: {
        tags: ['projects'],
        security,
        summary: 'Change project fields (title, description, opts, code injection, …)',
        params: magIdParams,
        querystring: skipChangedQuery,
        body: magPatchBodySchema,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { revision, ...changes } = request.body;
      if (revision === undefined && !request.query.skipChanged) throw new ApiError(400, REVISION_REQUIRED, { errors: [{ path: 'revision', message: REVISION_REQUIRED }] });
      const outcome = await editDraft(
        db,
        // Renaming the address is the owner's (docs/editor.md "Sharing and roles"); the other fields an editor's too.
        { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged, need: changes.uri !== undefined ? 'own' : 'edit' },
        async (tx, mag) => {
          if (changes.uri) await assertUriFree(tx, mag.userId, changes.uri, mag.id);
          const { uri, ...fields } = changes;
          const data: Record<string, unknown> = { ...mag.data };
          for (const [name, value] of Object.entries(fields)) {
            if (value === null) delete data[name];
            else if (value !== undefined) data[name] = value;
          }
          await tx
            .update(mags)
            .set({ data, ...(uri !== undefined ? { uri } : {}) })
            .where(eq(mags.id, mag.id));
          return { ...data, uri: uri !== undefined ? uri : mag.uri };
        },
      );
      app.published.invalidate(request.params.id);
      return { revision: outcome.revision, mag: outcome.result };
    },
  );
};
