import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { apiMessages, newObjectId } from '@folio/model';
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
