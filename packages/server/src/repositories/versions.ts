import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  checkpointDue,
  editorShellConstants,
  newObjectId,
  thumbnailWidgets,
  versionsToThin,
  viewports,
  type VersionKind,
} from '@folio/model';
import { serverClock } from '../clock';
import type { Db } from '../db/database';
import { mags, projectVersions, users } from '../db/schema';
import { notFound } from '../errors';
import { readDocument } from './documents';
import { pageJson, widgetJson, type DraftPage, type Json, type MagRow } from './mags';
import { loadSnapshot, putSnapshotBack, snapshotDraft, type Snapshot } from './published';

// Version history (docs/api.md "Version history"): the whole draft kept at every publish (as a reference to its
// published version), at an automatic checkpoint after each stretch of editing, and just before a restore, so a
// restore is itself undone by restoring the version made before it. The rules (when a checkpoint is due, which old versions go) are @folio/model's
// versions.ts; this module stores and reads them.

/** What a version's thumbnail draws: the first page and the widgets at its top, in the snapshot's format. */
interface StoredThumbnail {
  schemaVersion: number;
  page: { id: string; numId: number; data: Json } | null;
  widgets: { id: string; pid: string; data: Json }[];
}

export type VersionRow = typeof projectVersions.$inferSelect;

// The thumbnail shows the top of the first page in the dashboard's frame (width / aspect, in page px).
const THUMBNAIL_FRAME = { width: viewports.default.width, depth: viewports.default.width / editorShellConstants.thumbnailAspect };

/**
 * The first page with the widgets its thumbnail draws: of its own and every page's global widgets (drawn on every
 * page, viewer-and-project.md §3), backgrounds and those covering most of the top, at most `thumbnailMaxWidgets`.
 */
export function thumbnailOf(snapshot: Snapshot): StoredThumbnail {
  const first = snapshot.pages[0];
  if (!first) return { schemaVersion: snapshot.schemaVersion, page: null, widgets: [] };
  const own = first.widgets.map((widget) => ({ ...widget, pid: first.id }));
  const globals = snapshot.pages
    .slice(1)
    .flatMap((page) => page.widgets.filter((widget) => widget.data.is_global === true).map((widget) => ({ ...widget, pid: page.id })));
  return {
    schemaVersion: snapshot.schemaVersion,
    page: { id: first.id, numId: first.numId, data: first.data },
    widgets: thumbnailWidgets([...own, ...globals], THUMBNAIL_FRAME),
  };
}

const jsonBytes = (value: unknown) => (value === null ? 0 : Buffer.byteLength(JSON.stringify(value)));

export interface NewVersion {
  kind: VersionKind;
  userId: string;
  /** The draft as it is now unless given (a publish gives the snapshot it published). */
  snapshot?: Snapshot;
  /** A publish's version number: the version then refers to that published version instead of copying it. */
  publishedVersion?: number;
  restoredFrom?: string;
}

/**
 * Keeps a version of the project's draft and thins the history to its bounds. Run it inside the transaction that
 * holds the project's row locked (editDraft, or the publish's), so the version is the draft of that moment.
 */
export async function recordVersion(tx: Db, mag: MagRow, version: NewVersion): Promise<string> {
  const snapshot = version.snapshot ?? (await snapshotDraft(tx, mag));
  const id = newObjectId();
  // A publish's document is its published_versions row (kept as long as the project): stored once.
  const document = version.publishedVersion === undefined ? (snapshot as unknown as Json) : null;
  const thumbnail = thumbnailOf(snapshot) as unknown as Json;
  await tx.insert(projectVersions).values({
    id,
    magId: mag.id,
    kind: version.kind,
    createdAt: new Date(serverClock.now()),
    userId: version.userId,
    revision: mag.revision,
    publishedVersion: version.publishedVersion ?? null,
    restoredFrom: version.restoredFrom ?? null,
    document,
    thumbnail,
    pageCount: snapshot.pages.length,
    sizeBytes: jsonBytes(document) + jsonBytes(thumbnail),
  });
  await thinVersions(tx, mag.id);
  return id;
}

async function thinVersions(tx: Db, magId: string): Promise<void> {
  const stamps = await tx
    .select({ id: projectVersions.id, kind: projectVersions.kind, createdAt: projectVersions.createdAt, bytes: projectVersions.sizeBytes })
    .from(projectVersions)
    .where(eq(projectVersions.magId, magId));
  const dropped = versionsToThin(stamps.map((stamp) => ({ ...stamp, createdAt: stamp.createdAt.getTime() })));
  if (dropped.length) await tx.delete(projectVersions).where(and(eq(projectVersions.magId, magId), inArray(projectVersions.id, dropped)));
}

/**
 * The automatic checkpoint (called by editDraft for every save, before the change, with the project locked): when
 * the rule says so, the draft as it is before this save is kept. One indexed read per save; at most one snapshot per
 * interval, however many saves arrive.
 */
export async function keepCheckpoint(tx: Db, mag: MagRow, userId: string, now = serverClock.now()): Promise<void> {
  const [last] = await tx
    .select({ createdAt: projectVersions.createdAt, revision: projectVersions.revision })
    .from(projectVersions)
    .where(eq(projectVersions.magId, mag.id))
    .orderBy(desc(projectVersions.createdAt))
    .limit(1);
  const due = checkpointDue(last && { createdAt: last.createdAt.getTime(), revision: last.revision }, mag.revision, now, mag.createdAt.getTime());
  if (due) await recordVersion(tx, mag, { kind: 'checkpoint', userId });
}

/** A publish's version (inside the publish's transaction, the project locked): what was published, by reference. */
export async function recordPublishedVersion(tx: Db, mag: MagRow, snapshot: Snapshot, publishedVersion: number, userId: string): Promise<void> {
  await recordVersion(tx, mag, { kind: 'publish', userId, snapshot, publishedVersion });
}

/** A version as the list shows it: without its document. */
export interface VersionSummary {
  _id: string;
  kind: VersionKind;
  created: string;
  author: { _id: string; name: string } | null;
  revision: number;
  published_version: number | null;
  restored_from: string | null;
  pages_count: number;
  /** The first page as GET /api/projects/{id} answers a page, with the widgets its thumbnail draws. */
  thumbnail: DraftPage | null;
}

function thumbnailPage(stored: StoredThumbnail): DraftPage | null {
  if (!stored.page) return null;
  const { schemaVersion, page } = stored;
  // Versions kept before the thumbnail's bound carry more widgets: the list draws the same few.
  const widgets = thumbnailWidgets(stored.widgets, THUMBNAIL_FRAME);
  const wids = widgets.map((widget) => widgetJson({ id: widget.id, pageId: widget.pid, data: widget.data, schemaVersion }));
  return pageJson({ id: page.id, numId: page.numId, data: page.data, schemaVersion }, 1, wids);
}

const summaryColumns = {
  id: projectVersions.id,
  kind: projectVersions.kind,
  createdAt: projectVersions.createdAt,
  revision: projectVersions.revision,
  publishedVersion: projectVersions.publishedVersion,
  restoredFrom: projectVersions.restoredFrom,
  pageCount: projectVersions.pageCount,
  thumbnail: projectVersions.thumbnail,
  userId: projectVersions.userId,
  userName: users.name,
};

type SummaryRow = Pick<VersionRow, 'id' | 'kind' | 'createdAt' | 'revision' | 'publishedVersion' | 'restoredFrom' | 'pageCount' | 'userId' | 'thumbnail'> & {
  userName: string | null;
};

function summary(row: SummaryRow): VersionSummary {
  return {
    _id: row.id,
    kind: row.kind,
    created: row.createdAt.toISOString(),
    author: row.userId && row.userName !== null ? { _id: row.userId, name: row.userName } : null,
    revision: row.revision,
    published_version: row.publishedVersion,
    restored_from: row.restoredFrom,
    pages_count: row.pageCount,
    thumbnail: thumbnailPage(row.thumbnail as unknown as StoredThumbnail),
  };
}

/** Where a page of the list ends: the last version's time (µs since the epoch, as stored) and id. */
export interface VersionCursor {
  micros: string;
  id: string;
}

export const formatCursor = (cursor: VersionCursor) => `${cursor.micros}-${cursor.id}`;

/** A cursor's text: µs, a dash, the version id (opaque to clients; a version thinned since it was given still works). */
export const versionCursorPattern = /^\d{1,19}-[0-9a-f]{24}$/;

/** A `before` cursor as the route validated it (versionCursorPattern): its time and id. */
export function parseCursor(text: string): VersionCursor {
  const [micros = '', id = ''] = text.split('-');
  return { micros, id };
}

// µs since the epoch, exactly as stored (timestamps keep microseconds; a JavaScript Date only milliseconds).
const createdMicros = sql<string>`(extract(epoch from ${projectVersions.createdAt}) * 1000000)::bigint::text`;

/**
 * A page of the project's versions, newest first, without their documents: at most `limit`, those older than
 * `before` (the `next_before` of the page before); `next_before` is null on the last page.
 */
export async function listVersions(
  db: Db,
  magId: string,
  page: { limit: number; before?: VersionCursor | undefined },
): Promise<{ versions: VersionSummary[]; next_before: string | null }> {
  const { before, limit } = page;
  const older = before
    ? sql`(${projectVersions.createdAt}, ${projectVersions.id}) < (timestamptz 'epoch' + ${before.micros}::bigint * interval '1 microsecond', ${before.id})`
    : undefined;
  const rows = await db
    .select({ ...summaryColumns, micros: createdMicros })
    .from(projectVersions)
    .leftJoin(users, eq(users.id, projectVersions.userId))
    .where(and(eq(projectVersions.magId, magId), older))
    .orderBy(desc(projectVersions.createdAt), desc(projectVersions.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { versions: shown.map(summary), next_before: rows.length > limit && last ? formatCursor({ micros: last.micros, id: last.id }) : null };
}

/** One version of the project, with its document; any other id is not found. */
export async function findVersion(db: Db, magId: string, versionId: string): Promise<{ summary: VersionSummary; snapshot: Snapshot }> {
  const [row] = await db
    .select({ ...summaryColumns, document: projectVersions.document })
    .from(projectVersions)
    .leftJoin(users, eq(users.id, projectVersions.userId))
    .where(and(eq(projectVersions.magId, magId), eq(projectVersions.id, versionId)))
    .limit(1);
  if (!row) throw notFound();
  const snapshot = row.document
    ? (row.document as unknown as Snapshot)
    : row.publishedVersion !== null
      ? await loadSnapshot(db, magId, row.publishedVersion)
      : undefined;
  if (!snapshot) throw notFound();
  return { summary: summary(row), snapshot };
}

/**
 * A version's document in the shape GET /api/projects/{id} answers a draft (the project's fields, its pages in order
 * with their widgets), every document upgraded to the current schema, so the editor draws it as it draws a draft.
 */
export function versionDocument(snapshot: Snapshot, mag: Pick<MagRow, 'id' | 'numId'>): Json {
  const { schemaVersion } = snapshot;
  return {
    ...readDocument<Json>('mag', { data: snapshot.mag.data, schemaVersion }),
    _id: mag.id,
    num_id: mag.numId,
    uri: snapshot.mag.uri,
    pages: snapshot.pages.map((page, index) =>
      pageJson(
        { id: page.id, numId: page.numId, data: page.data, schemaVersion },
        index + 1,
        page.widgets.map((widget) => widgetJson({ id: widget.id, pageId: page.id, data: widget.data, schemaVersion })),
      ),
    ),
  };
}

/** The draft as it is, kept before a restore or a revert-version replaces it (inside editDraft's transaction). */
export async function keepBeforeRestore(tx: Db, mag: MagRow, userId: string, restoredFrom: string): Promise<void> {
  await recordVersion(tx, mag, { kind: 'before-restore', userId, restoredFrom });
}

/**
 * Replaces the draft with a snapshot (inside editDraft's transaction), keeping the draft as it was first as a
 * before-restore version: nothing is lost, and restoring that version undoes this. `restoredFrom` names what comes
 * back (a version id, or `published` for revert-version). An address another project of the author took since stays
 * theirs: the draft keeps its own.
 */
export async function restoreDraft(tx: Db, mag: MagRow, snapshot: Snapshot, userId: string, restoredFrom: string): Promise<void> {
  await keepBeforeRestore(tx, mag, userId, restoredFrom);
  let restored = snapshot;
  const uri = snapshot.mag.uri;
  if (uri && uri !== mag.uri) {
    const [clash] = await tx
      .select({ id: mags.id })
      .from(mags)
      .where(and(eq(mags.userId, mag.userId), ne(mags.id, mag.id), or(eq(mags.uri, uri), eq(mags.publishedUri, uri))))
      .limit(1);
    if (clash) restored = { ...snapshot, mag: { ...snapshot.mag, uri: mag.uri } };
  }
  await putSnapshotBack(tx, mag, restored);
}
