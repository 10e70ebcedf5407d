import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import { draftDocument, editDraft, findMagFor } from '../repositories/mags';
import { versionListConstants } from '@folio/model';
import { findVersion, listVersions, parseCursor, restoreDraft, versionCursorPattern, versionDocument } from '../repositories/versions';
import { magIdParams, revisionField } from './schemas';

const versionParams = magIdParams.extend({ vid: z.string().max(64).describe('The version _id') });

const listQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(versionListConstants.maxLimit)
    .default(versionListConstants.defaultLimit)
    .describe(`How many versions at most (default ${versionListConstants.defaultLimit}, at most ${versionListConstants.maxLimit})`),
  before: z
    .string()
    .regex(versionCursorPattern)
    .optional()
    .describe('The `next_before` of the previous answer: the versions older than its last'),
});

const restoreBody = z.strictObject({
  revision: revisionField.optional().describe('The project revision the client last saw: when given, a stale one answers 409 and nothing is restored'),
});

/** Version history (docs/api.md "Version history"): the author's own projects only. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['versions'];
  const security = [{ session: [] }];

  app.get(
    '/api/projects/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: "The project's versions, newest first, a page at a time, without their documents",
        params: magIdParams,
        querystring: listQuery,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findMagFor(db, request.params.id, user, 'edit');
      const { limit, before } = request.query;
      return listVersions(db, mag.id, { limit, before: before === undefined ? undefined : parseCursor(before) });
    },
  );

  app.get(
    '/api/projects/:id/versions/:vid',
    { schema: { tags, security, summary: 'One version with its document, shaped as a draft (for a preview)', params: versionParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findMagFor(db, request.params.id, user, 'edit');
      const { summary, snapshot } = await findVersion(db, mag.id, request.params.vid);
      return { version: summary, document: versionDocument(snapshot, mag) };
    },
  );

  // No body at all is a restore without a revision check (Fastify reads it as null).
  app.post(
    '/api/projects/:id/versions/:vid/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the draft with a version, keeping the draft first as a before-restore version; answers the new draft',
        params: versionParams,
        body: restoreBody.nullish(),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const revision = request.body?.revision;
      await editDraft(db, { magId: request.params.id, user, revision, skipChanged: false, checkpoint: false }, async (tx, mag) => {
        const { snapshot } = await findVersion(tx, mag.id, request.params.vid);
        await restoreDraft(tx, mag, snapshot, user.id, request.params.vid);
      });
      app.published.invalidate(request.params.id);
      return draftDocument(db, await findMagFor(db, request.params.id, user, 'view'), user);
    },
  );
};
