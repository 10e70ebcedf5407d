import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, eq, inArray } from 'drizzle-orm';
import { apiMessages, pageEditableSchema, pageEditableShape, type PageEditable } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { pages, widgets } from '../db/schema';
import { ApiError } from '../errors';
import { editDraft, findMagFor, livePages, pageJson, widgetJson, type Json, type MagRow } from '../repositories/mags';
import type { Db } from '../db/database';
import type { FastifyRequest } from 'fastify';
import { assertNoDuplicates, assertPageUriFree, insertPage, pagesIn, renumber, trashedPages, unknownIds } from '../repositories/pages';
import { idList, magIdParams, revisionField, skipChangedQuery } from './schemas';

const createBody = z.strictObject({
  revision: revisionField,
  num: z.number().int().positive().optional().describe('1-based position of the new page; the end by default'),
  duplicateOf: z.string().max(64).optional().describe('Copy this page and its widgets'),
  page: pageEditableSchema.optional(),
});
/**
 * A page change is a merge patch one level deep, as for widgets and the project (docs/api.md): a field given
 * replaces the stored value whole, a field given as null is removed (the editor's undo of a setting the page did
 * not have), a field left out is kept.
 */
const updateBody = z.strictObject({
  ...Object.fromEntries(Object.entries(pageEditableShape).map(([name, schema]) => [name, schema.unwrap().nullable().optional()])),
  revision: revisionField,
}) as unknown as z.ZodType<{ [K in keyof PageEditable]?: PageEditable[K] | null } & { revision: number }>;
const orderBody = z.strictObject({ revision: revisionField, pids: idList.describe('Every live page id, in the new order') });
const pidsBody = z.strictObject({ revision: revisionField, pids: idList });
// The spec's trash calls carry {pids}; a revision is checked when given.
const trashBody = z.strictObject({ revision: revisionField.optional(), pids: idList });
const pageParams = magIdParams.extend({ pid: z.string().max(64) });

interface PidsRequest extends FastifyRequest {
  params: { id: string };
  query: { skipChanged: boolean };
  body: { revision?: number; pids: string[] };
}

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** The page-list calls that take {revision, pids}: one checked, all-or-nothing edit answering the pids. */
  async function editPids(request: PidsRequest, change: (tx: Db, mag: MagRow, pids: string[]) => Promise<void>) {
    const user = await requireUser(request);
    const { revision, pids } = request.body;
    assertNoDuplicates(pids, 'pids');
    const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, (tx, mag) =>
      change(tx, mag, pids),
    );
    return { revision: outcome.revision, pids };
  }
  const tags = ['pages'];
  const security = [{ session: [] }];

  app.post(
    '/api/mag/:id/pages',
    { schema: { tags, security, summary: 'Add a page (or duplicate one)', params: magIdParams, querystring: skipChangedQuery, body: createBody } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { revision, num, duplicateOf, page } = request.body;
      const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, async (tx, mag) => {
        const row = await insertPage(tx, mag.id, { num, duplicateOf, data: page ?? {} });
        const wids = (await tx.select().from(widgets).where(eq(widgets.pageId, row.id))).map(widgetJson);
        return pageJson(row, row.position + 1, wids);
      });
      return reply.code(201).send({ revision: outcome.revision, page: outcome.result });
    },
  );

  app.patch(
    '/api/mag/:id/pages/:pid',
    { schema: { tags, security, summary: 'Change page fields (uri, title, SEO, shares, viewports…)', params: pageParams, querystring: skipChangedQuery, body: updateBody } },
    async (request) => {
      const user = await requireUser(request);
      const { revision, ...changes } = request.body;
      const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, async (tx, mag) => {
        const live = await livePages(tx, mag.id);
        const index = live.findIndex((page) => page.id === request.params.pid);
        const row = live[index];
        if (!row) throw new ApiError(404, apiMessages.unknownId(request.params.pid));
        assertPageUriFree(live, changes.uri, row.id);
        const data: Json = { ...row.data };
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) delete data[name];
          else if (value !== undefined) data[name] = value;
        }
        await tx.update(pages).set({ data }).where(eq(pages.id, row.id));
        return pageJson({ ...row, data }, index + 1, []);
      });
      const { wids: _wids, ...page } = outcome.result;
      return { revision: outcome.revision, page };
    },
  );

  app.put(
    '/api/mag/:id/pages/order',
    { schema: { tags, security, summary: 'Reorder pages', params: magIdParams, querystring: skipChangedQuery, body: orderBody } },
    (request) =>
      editPids(request, async (tx, mag, pids) => {
        const live = await livePages(tx, mag.id);
        const byId = new Map(live.map((page) => [page.id, page]));
        const errors = unknownIds(pids, new Set(byId.keys()), 'pids');
        if (errors.length || pids.length !== live.length) {
          throw new ApiError(400, apiMessages.pageOrderIncomplete, { errors });
        }
        await renumber(tx, pids.map((id) => byId.get(id)!));
      }),
  );

  app.delete(
    '/api/mag/:id/pages',
    { schema: { tags, security, summary: 'Move pages to the trash', params: magIdParams, querystring: skipChangedQuery, body: pidsBody } },
    (request) =>
      editPids(request, async (tx, mag, pids) => {
        const live = await livePages(tx, mag.id);
        const errors = unknownIds(pids, new Set(live.map((page) => page.id)), 'pids');
        if (errors.length) throw new ApiError(404, apiMessages.notFound, { errors });
        const remaining = live.filter((page) => !pids.includes(page.id));
        if (!remaining.length) throw new ApiError(400, apiMessages.lastPage);
        await tx.update(pages).set({ trashedAt: new Date() }).where(inArray(pages.id, pids));
        await renumber(tx, remaining);
      }),
  );

  app.get(
    '/api/mag/:id/trash',
    { schema: { tags, security, summary: 'Pages in the trash', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findMagFor(db, request.params.id, user, 'edit');
      const trashed = await trashedPages(db, mag.id);
      const counts = trashed.length
        ? await db
            .select({ pageId: widgets.pageId, widgets: count() })
            .from(widgets)
            .where(inArray(widgets.pageId, trashed.map((page) => page.id)))
            .groupBy(widgets.pageId)
        : [];
      const countOf = new Map(counts.map((row) => [row.pageId, row.widgets]));
      return {
        pages: trashed.map((page) => ({
          _id: page.id,
          num_id: page.numId,
          title: (page.data.title as string | undefined) ?? '',
          uri: (page.data.uri as string | null | undefined) ?? null,
          trashed: page.trashedAt!.toISOString(),
          widgetsCount: countOf.get(page.id) ?? 0,
        })),
      };
    },
  );

  app.patch(
    '/api/mag/:id/pages/trash',
    { schema: { tags, security, summary: 'Restore pages from the trash (they return at the end)', params: magIdParams, querystring: skipChangedQuery, body: trashBody } },
    (request) =>
      editPids(request, async (tx, mag, pids) => {
        const trashed = await trashedPages(tx, mag.id);
        const errors = unknownIds(pids, new Set(trashed.map((page) => page.id)), 'pids');
        if (errors.length) throw new ApiError(404, apiMessages.notFound, { errors });
        const live = await livePages(tx, mag.id);
        // A restored page gives up a uri another page took meanwhile rather than clash with it.
        const usedUris = new Set(live.map((page) => page.data.uri).filter(Boolean));
        for (const page of trashed.filter((row) => pids.includes(row.id))) {
          const data = usedUris.has(page.data.uri) ? { ...page.data, uri: null } : page.data;
          if (data.uri) usedUris.add(data.uri);
          await tx.update(pages).set({ trashedAt: null, data }).where(eq(pages.id, page.id));
        }
        const restored = await pagesIn(tx, mag.id, pids);
        await renumber(tx, [...live, ...pids.map((id) => restored.find((page) => page.id === id)!)]);
      }),
  );

  app.delete(
    '/api/mag/:id/pages/trash',
    { schema: { tags, security, summary: 'Delete pages from the trash for good', params: magIdParams, querystring: skipChangedQuery, body: trashBody } },
    (request) =>
      editPids(request, async (tx, mag, pids) => {
        const trashed = await trashedPages(tx, mag.id);
        const errors = unknownIds(pids, new Set(trashed.map((page) => page.id)), 'pids');
        if (errors.length) throw new ApiError(404, apiMessages.notFound, { errors });
        await tx.delete(pages).where(and(eq(pages.magId, mag.id), inArray(pages.id, pids)));
      }),
  );
};
