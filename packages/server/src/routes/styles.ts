import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedStyleKinds, namedStylesBodySchemas, widgetMessages } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { ApiError, notFound } from '../errors';
import { findMagFor, type Json } from '../repositories/mags';
import { globalStyles, projectStyles, saveGlobalStyles, saveProjectStyles } from '../repositories/named-styles';
import { revisionField, skipChangedQuery } from './schemas';

// widgets-and-authoring.md §7: GET and PUT /api/{text|link|list}-styles/global/{userId} and /project/{projectId}, PUT
// body {styles} (docs/api.md "Text, link and list styles").

// widgets-and-authoring.md §8: "'Cannot load text styles' thrown when project or user id is missing". A client that
// builds the path from a missing id sends nothing, or the words undefined or null, in its place.
const MISSING_IDS = new Set(['', 'undefined', 'null']);
function idOrThrow(id: string | undefined): string {
  if (id === undefined || MISSING_IDS.has(id)) throw new ApiError(400, widgetMessages.textStylesLoadError);
  return id;
}

// The id is optional in the path so that its absence is told apart from an unknown route.
const projectParams = z.object({ projectId: z.string().max(64).optional().describe('The project _id') });
const globalParams = z.object({ userId: z.string().max(64).optional().describe("The author's own _id") });

export const styleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['styles'];
  const security = [{ session: [] }];

  for (const kind of namedStyleKinds) {
    const body = namedStylesBodySchemas[kind];
    const what = kind.replace('-', ' ');

    app.get(
      `/api/${kind}/project/:projectId?`,
      { schema: { tags, security, summary: `A project's ${what} (the defaults when none were saved)`, params: projectParams } },
      async (request) => {
        const user = await requireUser(request);
        const mag = await findMagFor(db, idOrThrow(request.params.projectId), user, 'view');
        return { styles: projectStyles(mag, kind) };
      },
    );

    app.put(
      `/api/${kind}/project/:projectId?`,
      {
        schema: {
          tags,
          security,
          summary: `Save a project's ${what} whole (a change of its draft: the revision is bumped)`,
          params: projectParams,
          querystring: skipChangedQuery,
          body: body.extend({ revision: revisionField.optional() }),
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const magId = idOrThrow(request.params.projectId);
        const { styles, revision } = request.body;
        const outcome = await saveProjectStyles(db, { magId, user, revision, skipChanged: request.query.skipChanged }, kind, styles as Json[]);
        app.published.invalidate(magId);
        return { styles: outcome.result, revision: outcome.revision };
      },
    );

    app.get(
      `/api/${kind}/global/:userId?`,
      { schema: { tags, security, summary: `My global ${what}, for all my projects (the defaults when none were saved)`, params: globalParams } },
      async (request) => {
        const user = await requireUser(request);
        if (idOrThrow(request.params.userId) !== user.id) throw notFound();
        return { styles: await globalStyles(db, user.id, kind) };
      },
    );

    app.put(
      `/api/${kind}/global/:userId?`,
      { schema: { tags, security, summary: `Save my global ${what} whole`, params: globalParams, body } },
      async (request) => {
        const user = await requireUser(request);
        if (idOrThrow(request.params.userId) !== user.id) throw notFound();
        return { styles: await saveGlobalStyles(db, user.id, kind, request.body.styles as Json[]) };
      },
    );
  }
};
