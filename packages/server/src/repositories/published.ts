import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { apiMessages } from '@folio/model';
import type { Db } from '../db/database';
import { mags, pages, publishedVersions, widgets } from '../db/schema';
import { ApiError } from '../errors';
import { CURRENT_SCHEMA_VERSION, readDocument } from './documents';
import { livePages, type Json, type MagRow } from './mags';
import { assertWidgetsFit } from './pages';

/**
 * A published version as stored: the draft's rows exactly (ids, numeric ids, documents), so a
 * visitor's view can be drawn from it and revert-version can put the draft back as it was.
 */
export interface Snapshot {
  schemaVersion: number;
  mag: { id: string; numId: number; uri: string | null; data: Json };
  pages: { id: string; numId: number; data: Json; widgets: { id: string; data: Json }[] }[];
}

export async function snapshotDraft(db: Db, mag: MagRow): Promise<Snapshot> {
  const pageRows = await livePages(db, mag.id);
  const widgetRows = pageRows.length
    ? await db.select().from(widgets).where(inArray(widgets.pageId, pageRows.map((page) => page.id))).orderBy(widgets.seq)
    : [];
  // Rows written at an older schema version are upgraded as they are copied: the snapshot is all at the current one.
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    mag: { id: mag.id, numId: mag.numId, uri: mag.uri, data: readDocument<Json>('mag', mag) },
    pages: pageRows.map((page) => ({
      id: page.id,
      numId: page.numId,
      data: readDocument<Json>('page', page),
      widgets: widgetRows
        .filter((widget) => widget.pageId === page.id)
        .map((widget) => ({ id: widget.id, data: readDocument<Json>('widget', widget) })),
    })),
  };
}

/** What else a publish writes in its own transaction, with the project locked (the version history's entry). */
export type OnPublished = (tx: Db, locked: MagRow, snapshot: Snapshot, version: number) => Promise<void>;

/** Stores the draft as the next published version; `onPublished` runs in the same transaction (all or nothing). */
export async function publish(db: Db, mag: MagRow, onPublished?: OnPublished): Promise<{ version: number; published: Date }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(mags).where(eq(mags.id, mag.id)).for('update');
    const snapshot = await snapshotDraft(tx as unknown as Db, locked!);
    const [last] = await tx
      .select({ version: publishedVersions.version })
      .from(publishedVersions)
      .where(eq(publishedVersions.magId, mag.id))
      .orderBy(desc(publishedVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    const published = new Date();
    await tx.insert(publishedVersions).values({ magId: mag.id, version, document: snapshot as unknown as Json });
    await tx
      .update(mags)
      .set({ isPublished: true, publishedAt: published, publishedVersion: version, publishedUri: locked!.uri })
      .where(eq(mags.id, mag.id));
    await onPublished?.(tx as unknown as Db, locked!, snapshot, version);
    return { version, published };
  });
}

export async function loadSnapshot(db: Db, magId: string, version: number): Promise<Snapshot | undefined> {
  const [row] = await db
    .select({ document: publishedVersions.document })
    .from(publishedVersions)
    .where(and(eq(publishedVersions.magId, magId), eq(publishedVersions.version, version)))
    .limit(1);
  return row?.document as unknown as Snapshot | undefined;
}

/** Puts the draft back exactly as the last published version (inside editDraft's transaction). */
export async function restoreSnapshot(tx: Db, mag: MagRow): Promise<void> {
  if (!mag.publishedVersion) throw new ApiError(409, apiMessages.nothingPublished);
  const snapshot = await loadSnapshot(tx, mag.id, mag.publishedVersion);
  if (!snapshot) throw new ApiError(409, apiMessages.nothingPublished);
  await putSnapshotBack(tx, mag, snapshot);
}

/**
 * Puts the draft back exactly as a snapshot holds it (inside editDraft's transaction): revert-version, and a restore
 * from the version history (repositories/versions.ts).
 */
export async function putSnapshotBack(tx: Db, mag: MagRow, snapshot: Snapshot): Promise<void> {
  // A version published before the limit may have a page over it: the draft does not take it back.
  for (const page of snapshot.pages) assertWidgetsFit(page.widgets.length);
  const snapshotIds = snapshot.pages.map((page) => page.id);
  const snapshotWidgetIds = snapshot.pages.flatMap((page) => page.widgets.map((widget) => widget.id));
  // The snapshot's pages and widgets come back as they were, wherever they are now (a widget may have
  // moved to a page made since). Pages made since the publish go to the trash rather than being lost.
  if (snapshotWidgetIds.length) await tx.delete(widgets).where(and(eq(widgets.magId, mag.id), inArray(widgets.id, snapshotWidgetIds)));
  if (snapshotIds.length) await tx.delete(pages).where(and(eq(pages.magId, mag.id), inArray(pages.id, snapshotIds)));
  await tx
    .update(pages)
    .set({ trashedAt: new Date() })
    .where(and(eq(pages.magId, mag.id), isNull(pages.trashedAt)));
  if (snapshot.pages.length) {
    await tx.insert(pages).values(
      snapshot.pages.map((page, position) => ({
        id: page.id,
        numId: page.numId,
        magId: mag.id,
        position,
        schemaVersion: snapshot.schemaVersion,
        data: page.data,
      })),
    );
  }
  const widgetRows = snapshot.pages.flatMap((page) =>
    page.widgets.map((widget) => ({ id: widget.id, magId: mag.id, pageId: page.id, schemaVersion: snapshot.schemaVersion, data: widget.data })),
  );
  if (widgetRows.length) await tx.insert(widgets).values(widgetRows);
  // The fields as stored then, at the schema version they were stored at (read upgrades them).
  await tx.update(mags).set({ data: snapshot.mag.data, schemaVersion: snapshot.schemaVersion, uri: snapshot.mag.uri }).where(eq(mags.id, mag.id));
}
