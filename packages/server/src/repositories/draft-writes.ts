import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mags, pages, widgets } from '../db/schema';
import type { MagRow, PageRow, WidgetRow } from './mags';

/**
 * What one committed draft write changed (docs/editor.md "Co-editing"), as rows: every widget and live page it
 * inserted or updated, whole; the ids it deleted (a trashed page counts as deleted, one back from the trash as
 * written); the page order when it changed; the project fields whose value changed. The live channel sends it to the
 * project's other authors.
 */
export interface DraftWrite {
  magId: string;
  userId: string;
  revision: number;
  widgets: { upserted: WidgetRow[]; deleted: string[] };
  /** `num` is the page's 1-based place among the live pages after the write. */
  pages: { upserted: { row: PageRow; num: number }[]; deleted: string[]; order: string[] | null };
  /** Changed project fields with their new values, null for one removed; null when none changed. */
  project: Record<string, unknown> | null;
}

export interface DraftBefore {
  widgetIds: Set<string>;
  pageIds: string[];
}

// Rows this transaction wrote: PostgreSQL stamps each row version with the id of the transaction that made it
// (xmin), on PGlite as on a server. Comparing it with ours finds the written rows without each route reporting them.
const writtenHere = sql<boolean>`(xmin = pg_current_xact_id()::xid)`;

/** Read in the write's transaction before its change: the ids it may delete or reorder. */
export async function draftBefore(tx: Db, magId: string): Promise<DraftBefore> {
  const widgetRows = await tx.select({ id: widgets.id }).from(widgets).where(eq(widgets.magId, magId));
  const pageRows = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.magId, magId), isNull(pages.trashedAt)))
    .orderBy(asc(pages.position));
  return { widgetIds: new Set(widgetRows.map((row) => row.id)), pageIds: pageRows.map((row) => row.id) };
}

/** Read in the write's transaction after its change: what it wrote, against `before` and the mag row as it was. */
export async function draftWritten(tx: Db, mag: MagRow, before: DraftBefore, userId: string, revision: number): Promise<DraftWrite> {
  // Only the written widgets come whole: a write holds the project's lock, and a project may have thousands.
  const widgetIds = new Set((await tx.select({ id: widgets.id }).from(widgets).where(eq(widgets.magId, mag.id))).map((row) => row.id));
  const upserted = await tx.select().from(widgets).where(and(eq(widgets.magId, mag.id), writtenHere)).orderBy(asc(widgets.seq));
  const pageRows = await tx
    .select({ row: pages, mine: writtenHere })
    .from(pages)
    .where(and(eq(pages.magId, mag.id), isNull(pages.trashedAt)))
    .orderBy(asc(pages.position));
  const [after] = await tx.select().from(mags).where(eq(mags.id, mag.id));
  const pageIds = pageRows.map(({ row }) => row.id);
  const livePages = new Set(pageIds);
  return {
    magId: mag.id,
    userId,
    revision,
    widgets: {
      upserted,
      deleted: [...before.widgetIds].filter((id) => !widgetIds.has(id)),
    },
    pages: {
      upserted: pageRows.flatMap(({ row, mine }, index) => (mine ? [{ row, num: index + 1 }] : [])),
      deleted: before.pageIds.filter((id) => !livePages.has(id)),
      order: before.pageIds.join() === pageIds.join() ? null : pageIds,
    },
    project: after ? changedFields(mag, after) : null,
  };
}

function changedFields(before: MagRow, after: MagRow): Record<string, unknown> | null {
  const changed: Record<string, unknown> = {};
  const was = before.data as Record<string, unknown>;
  const now = after.data as Record<string, unknown>;
  for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[name]) !== JSON.stringify(now[name])) changed[name] = now[name] ?? null;
  }
  if (before.uri !== after.uri) changed.uri = after.uri;
  return Object.keys(changed).length ? changed : null;
}
