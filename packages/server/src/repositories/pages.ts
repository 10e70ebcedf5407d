import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { apiMessages, limitMessages, newObjectId, pageContentConstants } from '@folio/model';
import type { Db } from '../db/database';
import { pages, widgets } from '../db/schema';
import { ApiError, type FieldError } from '../errors';
import { CURRENT_SCHEMA_VERSION } from './documents';
import { livePages, type Json, type PageRow } from './mags';

/** Rewrites positions so live pages are numbered in the given order. */
export async function renumber(tx: Db, ordered: PageRow[]): Promise<void> {
  for (const [position, page] of ordered.entries()) {
    if (page.position !== position) await tx.update(pages).set({ position }).where(eq(pages.id, page.id));
  }
}

export function unknownIds(ids: string[], known: Set<string>, path: string): FieldError[] {
  return ids.flatMap((id, index) => (known.has(id) ? [] : [{ path: `${path}.${index}`, message: apiMessages.unknownId(id) }]));
}

export function assertNoDuplicates(ids: string[], path: string): void {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    if (seen.has(id)) errors.push({ path: `${path}.${index}`, message: apiMessages.duplicateId(id) });
    seen.add(id);
  });
  if (errors.length) throw new ApiError(400, apiMessages.invalidBody, { errors });
}

/** Page uris are unique among a project's live pages: they are its addresses. */
export function assertPageUriFree(live: PageRow[], uri: string | null | undefined, exceptId?: string): void {
  if (!uri) return;
  if (live.some((page) => page.id !== exceptId && (page.data as Json).uri === uri)) {
    throw new ApiError(409, apiMessages.pageUriTaken, { errors: [{ path: 'uri', message: apiMessages.pageUriTaken }] });
  }
}

const { maxWidgetsPerPage } = pageContentConstants;

/**
 * Refuses a page that would hold more widgets than a page may (pageContentConstants): 413 naming the limit, and as
 * every caller runs in a transaction, nothing is written.
 */
export function assertWidgetsFit(widgetCount: number): void {
  if (widgetCount > maxWidgetsPerPage) {
    throw new ApiError(413, limitMessages.pageTooManyWidgets(maxWidgetsPerPage), { maxWidgets: maxWidgetsPerPage });
  }
}

/**
 * Checks the pages of a project that a change gives widgets (`gained`: page id → widgets arriving, less those leaving)
 * against what a page may hold, counting the widgets they have now. Pages that lose widgets or keep their number pass.
 */
export async function assertRoomForWidgets(tx: Db, magId: string, gained: ReadonlyMap<string, number>): Promise<void> {
  const growing = [...gained].filter(([, added]) => added > 0);
  if (!growing.length) return;
  const rows = await tx
    .select({ pageId: widgets.pageId, widgets: count() })
    .from(widgets)
    .where(and(eq(widgets.magId, magId), inArray(widgets.pageId, growing.map(([pageId]) => pageId))))
    .groupBy(widgets.pageId);
  const stored = new Map(rows.map((row) => [row.pageId, row.widgets]));
  for (const [pageId, added] of growing) assertWidgetsFit((stored.get(pageId) ?? 0) + added);
}

export async function insertPage(
  tx: Db,
  magId: string,
  fields: { num?: number; data: Json; duplicateOf?: string },
): Promise<PageRow> {
  const live = await livePages(tx, magId);
  const source = fields.duplicateOf ? live.find((page) => page.id === fields.duplicateOf) : undefined;
  if (fields.duplicateOf && !source) throw new ApiError(404, apiMessages.unknownId(fields.duplicateOf));
  const data = source ? { ...source.data, ...fields.data, uri: fields.data.uri ?? null } : fields.data;
  assertPageUriFree(live, data.uri as string | null | undefined);
  const index = Math.min(Math.max((fields.num ?? live.length + 1) - 1, 0), live.length);
  const [page] = await tx
    .insert(pages)
    .values({ id: newObjectId(), magId, position: index, schemaVersion: CURRENT_SCHEMA_VERSION, data })
    .returning();
  const ordered = [...live];
  ordered.splice(index, 0, page!);
  await renumber(tx, ordered);
  if (source) {
    const copies = await tx.select().from(widgets).where(eq(widgets.pageId, source.id)).orderBy(asc(widgets.seq));
    // A page stored before the limit may hold more than a page may now: its copy does not.
    assertWidgetsFit(copies.length);
    if (copies.length) {
      await tx.insert(widgets).values(
        copies.map((widget) => {
          const id = newObjectId();
          return { id, magId, pageId: page!.id, schemaVersion: widget.schemaVersion, data: { ...widget.data, _id: id, pid: page!.id } };
        }),
      );
    }
  }
  return { ...page!, position: index };
}

export const trashedPages = (db: Db, magId: string) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.magId, magId), isNotNull(pages.trashedAt)))
    .orderBy(asc(pages.trashedAt));

export async function pagesIn(tx: Db, magId: string, ids: string[]) {
  return tx.select().from(pages).where(and(eq(pages.magId, magId), inArray(pages.id, ids)));
}
