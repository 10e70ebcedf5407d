import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { apiMessages, newObjectId, objectIdSchema, widgetSchema, type Widget } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { widgets } from '../db/schema';
import { ApiError, zodFieldErrors, type FieldError } from '../errors';
import { sanitizeWidget } from '../sanitize';
import type { Db } from '../db/database';
import { editDraft, livePages, widgetJson, type Json } from '../repositories/mags';
import { CURRENT_SCHEMA_VERSION } from '../repositories/documents';
import { assertNoDuplicates, assertRoomForWidgets, unknownIds } from '../repositories/pages';
import { idList, MAX_BATCH, magIdParams, revisionField, skipChangedQuery } from './schemas';

// Items are checked one by one against the model's widget schema (after merging, for changes), so
// every error names the item: `widgets.3.w`.
const widgetItem = z.record(z.string(), z.unknown());
const createBody = z.strictObject({
  revision: revisionField,
  widgets: z.array(widgetItem).min(1).max(MAX_BATCH).describe('Widgets with `type`, `pid` and their fields; `_id` optional'),
});
const updateBody = z.strictObject({
  revision: revisionField,
  widgets: z
    .array(widgetItem)
    .min(1)
    .max(MAX_BATCH)
    .describe('Each item: `_id` and the fields that change (merged into the stored widget, null removing a field, then validated whole)'),
});
const deleteBody = z.strictObject({ revision: revisionField, ids: idList });

/** Why a batch is refused: every failing field, and the first limit a widget went over. */
interface Refusal {
  errors: FieldError[];
  limit?: { statusCode: number; message: string };
}

/**
 * A widget over one of its limits (formConstants, the schemas' list and text bounds): a list too long is a body too
 * large, 413; a text too long, 400. Either way the answer's message is the limit's own, which names it.
 */
function limitOf(error: z.ZodError): Refusal['limit'] {
  const tooBig = error.issues.filter((issue) => issue.code === 'too_big');
  const count = tooBig.find((issue) => issue.origin === 'array');
  if (count) return { statusCode: 413, message: count.message };
  const length = tooBig.find((issue) => issue.origin === 'string');
  return length ? { statusCode: 400, message: length.message } : undefined;
}

/** A valid widget as it is stored: text v2 HTML sanitized and form labels plain text (sanitize.ts). */
function validateWidget(candidate: Json, index: number, refusal: Refusal): Widget | undefined {
  const parsed = widgetSchema.safeParse(candidate);
  if (parsed.success) return sanitizeWidget(parsed.data);
  refusal.errors.push(...zodFieldErrors(parsed.error, ['widgets', index]));
  const limit = limitOf(parsed.error);
  if (limit && (!refusal.limit || limit.statusCode > refusal.limit.statusCode)) refusal.limit = limit;
  return undefined;
}

function refuse({ errors, limit }: Refusal): never {
  throw new ApiError(limit?.statusCode ?? 400, limit?.message ?? apiMessages.invalidBody, { errors });
}

/** Widgets each page gains: +1 on the page a widget lands on, -1 on the page it leaves (when it moves). */
function widgetsGained(moves: { to: string; from?: string | undefined }[]): Map<string, number> {
  const gained = new Map<string, number>();
  for (const { to, from } of moves) {
    if (to === from) continue;
    gained.set(to, (gained.get(to) ?? 0) + 1);
    if (from !== undefined) gained.set(from, (gained.get(from) ?? 0) - 1);
  }
  return gained;
}

/**
 * A change applied as a JSON merge patch one level deep (docs/api.md "Drafts and revisions"): a field given replaces
 * the stored value whole, a field given as null is removed (so an undo can take away an override), a field not
 * given is kept. Removing a required field leaves a widget the schema refuses: 400, nothing written.
 */
function mergePatch(stored: Widget, change: Json): Json {
  const merged: Json = { ...stored };
  for (const [field, value] of Object.entries(change)) {
    if (value === null) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

async function livePageIds(tx: Db, magId: string) {
  return new Set((await livePages(tx, magId)).map((page) => page.id));
}

export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['widgets'];
  const security = [{ session: [] }];

  app.post(
    '/api/mag/:id/widgets',
    { schema: { tags, security, summary: 'Create widgets (a batch, all or nothing)', params: magIdParams, querystring: skipChangedQuery, body: createBody } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { revision, widgets: items } = request.body;
      const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, async (tx, mag) => {
        const pageIds = await livePageIds(tx, mag.id);
        const refusal: Refusal = { errors: [] };
        const created = items.map((item, index) => {
          const candidate = { ...item, _id: item._id ?? newObjectId() };
          const widget = validateWidget(candidate, index, refusal);
          if (widget && !pageIds.has(widget.pid)) refusal.errors.push({ path: `widgets.${index}.pid`, message: apiMessages.unknownId(widget.pid) });
          return widget;
        });
        if (refusal.errors.length) refuse(refusal);
        const valid = created as Widget[];
        assertNoDuplicates(valid.map((widget) => widget._id), 'widgets');
        await assertRoomForWidgets(tx, mag.id, widgetsGained(valid.map((widget) => ({ to: widget.pid }))));
        const clash = await tx
          .select({ id: widgets.id })
          .from(widgets)
          .where(and(eq(widgets.magId, mag.id), inArray(widgets.id, valid.map((widget) => widget._id))));
        if (clash.length) throw new ApiError(409, apiMessages.widgetExists, { ids: clash.map((row) => row.id) });
        await tx.insert(widgets).values(
          valid.map((widget) => ({ id: widget._id, magId: mag.id, pageId: widget.pid, schemaVersion: CURRENT_SCHEMA_VERSION, data: widget as Json })),
        );
        return valid;
      });
      return reply.code(201).send({ revision: outcome.revision, widgets: outcome.result });
    },
  );

  app.patch(
    '/api/mag/:id/widgets',
    { schema: { tags, security, summary: 'Change widgets (a batch, all or nothing)', params: magIdParams, querystring: skipChangedQuery, body: updateBody } },
    async (request) => {
      const user = await requireUser(request);
      const { revision, widgets: items } = request.body;
      const ids = items.map((item, index) => {
        const id = objectIdSchema.safeParse(item._id);
        if (!id.success) throw new ApiError(400, apiMessages.invalidBody, { errors: [{ path: `widgets.${index}._id`, message: apiMessages.invalidValue }] });
        return id.data;
      });
      assertNoDuplicates(ids, 'widgets');
      const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, async (tx, mag) => {
        const rows = await tx.select().from(widgets).where(and(eq(widgets.magId, mag.id), inArray(widgets.id, ids)));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const missing = unknownIds(ids, new Set(byId.keys()), 'widgets');
        if (missing.length) throw new ApiError(404, apiMessages.notFound, { errors: missing });
        const pageIds = await livePageIds(tx, mag.id);
        const refusal: Refusal = { errors: [] };
        const merged = items.map((item, index) => {
          const stored = widgetJson(byId.get(ids[index]!)!);
          if (item.type !== undefined && item.type !== stored.type) {
            refusal.errors.push({ path: `widgets.${index}.type`, message: apiMessages.typeChange });
            return undefined;
          }
          const widget = validateWidget(mergePatch(stored, item), index, refusal);
          if (widget && !pageIds.has(widget.pid)) refusal.errors.push({ path: `widgets.${index}.pid`, message: apiMessages.unknownId(widget.pid) });
          return widget;
        });
        if (refusal.errors.length) refuse(refusal);
        // Widgets moved to another page count against that page's limit.
        await assertRoomForWidgets(tx, mag.id, widgetsGained((merged as Widget[]).map((widget, index) => ({ to: widget.pid, from: byId.get(ids[index]!)!.pageId }))));
        for (const widget of merged as Widget[]) {
          await tx.update(widgets).set({ data: widget as Json, pageId: widget.pid, schemaVersion: CURRENT_SCHEMA_VERSION }).where(and(eq(widgets.magId, mag.id), eq(widgets.id, widget._id)));
        }
        return merged as Widget[];
      });
      return { revision: outcome.revision, widgets: outcome.result };
    },
  );

  app.delete(
    '/api/mag/:id/widgets',
    { schema: { tags, security, summary: 'Delete widgets (a batch, all or nothing)', params: magIdParams, querystring: skipChangedQuery, body: deleteBody } },
    async (request) => {
      const user = await requireUser(request);
      const { revision, ids } = request.body;
      assertNoDuplicates(ids, 'ids');
      const outcome = await editDraft(db, { magId: request.params.id, user, revision, skipChanged: request.query.skipChanged }, async (tx, mag) => {
        const rows = await tx.select({ id: widgets.id }).from(widgets).where(and(eq(widgets.magId, mag.id), inArray(widgets.id, ids)));
        const missing = unknownIds(ids, new Set(rows.map((row) => row.id)), 'ids');
        if (missing.length) throw new ApiError(404, apiMessages.notFound, { errors: missing });
        await tx.delete(widgets).where(and(eq(widgets.magId, mag.id), inArray(widgets.id, ids)));
        return ids;
      });
      return { revision: outcome.revision, ids: outcome.result };
    },
  );
};
