import { and, eq, sql, type SQL } from 'drizzle-orm';
import { pagePhoneLayout, resolveViewOpts, withoutAuthoringFields, type PhoneLayoutPage, type Widget } from '@folio/model';
import type { Db } from './db/database';
import { mags, pageScreenshots, users } from './db/schema';
import { readDocument } from './repositories/documents';
import type { Json, MagRow } from './repositories/mags';
import { loadSnapshot, type Snapshot } from './repositories/published';
import { PublishedDocuments, type DrawnDocument, type KeptDocument } from './published-documents';
import { screenshotsOf } from './screenshots/screenshot-job';
import type { EventBus } from './coordination/event-bus';

/**
 * Visitors only ever read published versions, which never change: each is turned into response
 * bytes once and served from memory (the api benchmark's target is the speed of a static file),
 * the viewer's HTML of its pages too (published-documents.ts, kept with the entry). Publishing, unpublishing and privacy changes invalidate an entry at once in this process
 * and, through the bus (INVALIDATE_CHANNEL; Redis with REDIS_URL), in every other server process. Should a message be
 * lost (Redis away), a process still notices within REVALIDATE_MS, when an entry is checked against the mag row again.
 */
const REVALIDATE_MS = 2000;
/** The bus channel whose messages are the ids of mags whose published entry has changed. */
export const INVALIDATE_CHANNEL = 'published-invalidate';
// Most-recently-used projects stay rendered; the rest are rendered again on their next visit.
const MAX_ENTRIES = 500;
// The viewer's HTML of published pages (published-documents.ts): a 200-widget page is about 0.25 MB, a 2,000-widget one
// (the most a page may hold) 2.4 MB (bench:large-page); 96 MB keeps hundreds of ordinary pages and any page's variants.
const MAX_DOCUMENT_BYTES = 96 * 1024 * 1024;
// One document may take at most a quarter of that, so one huge page cannot push every other page out.
const MAX_ONE_DOCUMENT_BYTES = MAX_DOCUMENT_BYTES / 4;
// viewer-and-project.md num_id: a PostgreSQL integer.
const MAX_NUM_ID = 2_147_483_647;

/** A numeric id from an address segment, or undefined when it is not one (leading zeros are not). */
export function parseNumId(segment: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const value = Number(segment);
  return value <= MAX_NUM_ID ? value : undefined;
}

export type Access = 'owner' | 'full' | 'restricted';

export interface PublishedEntry {
  magId: string;
  numId: number;
  ownerId: string;
  userUri: string;
  /** The author's picture (the menu's avatar): a new one makes the entry stale. */
  userAvatar: string | null;
  magUri: string | null;
  isPrivate: boolean;
  privatePages: Set<string>;
  pass: string | null;
  isSuspended: boolean;
  version: number;
  /** When the version's latest page screenshot was made (a new one makes the entry stale). */
  screenshotsAt: string | null;
  checkedAt: number;
  /** The mag JSON (`GET /api/readymag/…`) by access. */
  mag: Record<Access, string>;
  /** One page with its widgets (`GET /api/magpages/…`), by page id and access. */
  pages: Map<string, Record<Exclude<Access, 'owner'>, string>>;
  pageOrder: string[];
  allPages: Record<Exclude<Access, 'owner'>, string>;
}

type Signature = Pick<MagRow, 'isPublished' | 'publishedVersion' | 'publishedAt' | 'isPrivate' | 'privatePages' | 'pass' | 'isSuspended' | 'publishedUri' | 'userId'> & {
  id: string;
  numId: number;
  userUri: string;
  userAvatar: string | null;
  screenshotsAt: string | null;
};

function sameSignature(entry: PublishedEntry, row: Signature): boolean {
  return (
    row.isPublished &&
    row.publishedVersion === entry.version &&
    row.isPrivate === entry.isPrivate &&
    row.pass === entry.pass &&
    row.isSuspended === entry.isSuspended &&
    row.publishedUri === entry.magUri &&
    row.userUri === entry.userUri &&
    row.userAvatar === entry.userAvatar &&
    row.screenshotsAt === entry.screenshotsAt &&
    new Set(row.privatePages).size === entry.privatePages.size &&
    row.privatePages.every((id) => entry.privatePages.has(id))
  );
}

export class PublishedCache {
  private readonly entries = new Map<string, PublishedEntry>();
  private readonly byKey = new Map<string, string>();
  // Bumped by invalidate(): a render that started before a change must not be kept after it.
  private readonly generations = new Map<string, number>();
  private readonly documents = new PublishedDocuments(MAX_DOCUMENT_BYTES, MAX_ONE_DOCUMENT_BYTES);

  constructor(
    private readonly db: Db,
    private readonly options: {
      specialAuthorUri?: string;
      bus?: EventBus;
      /** Told of each lookup: answered from memory (hit) or from the database (miss); the metrics count them. */
      onLookup?: (hit: boolean) => void;
    } = {},
  ) {}

  /** Hears the other processes' invalidations on the bus; resolves once it does. */
  async listen(): Promise<void> {
    await this.options.bus?.subscribe(INVALIDATE_CHANNEL, (magId) => this.forget(magId));
  }

  /** Drops the entry here at once, and in every process listening on the bus. */
  invalidate(magId: string): void {
    this.forget(magId);
    this.options.bus?.publish(INVALIDATE_CHANNEL, magId);
  }

  private forget(magId: string): void {
    this.entries.delete(magId);
    this.documents.forget(magId);
    this.generations.set(magId, (this.generations.get(magId) ?? 0) + 1);
  }

  /**
   * The viewer document drawn from this entry under `key` (what else changes it: access, page, device…), while
   * the entry is current and no widget in it has expired.
   */
  document(entry: PublishedEntry, key: string): KeptDocument | undefined {
    return this.documents.get(entry, entry.magId, key);
  }

  /** Keeps a drawn document with its entry (unless a change has overtaken the entry meanwhile); the document to send. */
  keepDocument(entry: PublishedEntry, key: string, drawn: DrawnDocument): KeptDocument {
    return this.documents.keep(entry, entry.magId, key, drawn, this.entries.get(entry.magId) === entry);
  }

  async byNumId(numId: number): Promise<PublishedEntry | undefined> {
    const key = `#${numId}`;
    const cached = this.fromKey(key);
    const hit = cached !== undefined && cached.numId === numId;
    this.options.onLookup?.(hit);
    if (hit) return this.fresh(cached);
    return this.lookup(key, eq(mags.numId, numId));
  }

  /** `{user}/{mag}`: the mag part is a numeric id or the mag's published uri. */
  async byUserAndMag(userUri: string, magKey: string): Promise<PublishedEntry | undefined> {
    const numeric = parseNumId(magKey);
    if (numeric === undefined && /^\d+$/.test(magKey)) return undefined;
    const key = `${userUri}/${magKey}`;
    const cached = this.fromKey(key);
    const hit = cached !== undefined && cached.userUri === userUri && (cached.numId === numeric || cached.magUri === magKey);
    this.options.onLookup?.(hit);
    if (hit) return this.fresh(cached);
    return this.lookup(key, and(eq(users.uri, userUri), numeric !== undefined ? eq(mags.numId, numeric) : eq(mags.publishedUri, magKey)));
  }

  private fromKey(key: string): PublishedEntry | undefined {
    const magId = this.byKey.get(key);
    return magId ? this.entries.get(magId) : undefined;
  }

  private async lookup(key: string, where: SQL | undefined): Promise<PublishedEntry | undefined> {
    const row = await this.signatureWhere(where);
    if (!row) return undefined;
    const entry = await this.build(row);
    if (entry) {
      this.byKey.delete(key);
      this.byKey.set(key, entry.magId);
      if (this.byKey.size > MAX_ENTRIES * 4) this.byKey.delete(this.byKey.keys().next().value!);
    }
    return entry;
  }

  // One check per entry at a time: the requests that find it due while the check runs share its answer.
  private readonly checks = new Map<PublishedEntry, Promise<PublishedEntry | undefined>>();

  private fresh(entry: PublishedEntry): Promise<PublishedEntry | undefined> | PublishedEntry {
    if (Date.now() - entry.checkedAt < REVALIDATE_MS) return entry;
    let check = this.checks.get(entry);
    if (!check) {
      check = this.revalidate(entry).finally(() => this.checks.delete(entry));
      this.checks.set(entry, check);
    }
    return check;
  }

  private async revalidate(entry: PublishedEntry): Promise<PublishedEntry | undefined> {
    const row = await this.signatureWhere(eq(mags.id, entry.magId));
    if (row && sameSignature(entry, row) && this.entries.get(entry.magId) === entry) {
      entry.checkedAt = Date.now();
      return entry;
    }
    this.entries.delete(entry.magId);
    this.documents.forget(entry.magId);
    return row ? this.build(row) : undefined;
  }

  private async signatureWhere(where: SQL | undefined): Promise<Signature | undefined> {
    const [row] = await this.db
      .select({
        id: mags.id,
        numId: mags.numId,
        userId: mags.userId,
        publishedUri: mags.publishedUri,
        isPublished: mags.isPublished,
        publishedVersion: mags.publishedVersion,
        publishedAt: mags.publishedAt,
        isPrivate: mags.isPrivate,
        privatePages: mags.privatePages,
        pass: mags.pass,
        isSuspended: mags.isSuspended,
        userUri: users.uri,
        userAvatar: users.avatar,
        screenshotsAt: sql<string | null>`(SELECT max(${pageScreenshots.createdAt})::text FROM ${pageScreenshots} WHERE ${pageScreenshots.magId} = ${mags.id} AND ${pageScreenshots.version} = ${mags.publishedVersion})`,
      })
      .from(mags)
      .innerJoin(users, eq(users.id, mags.userId))
      .where(where)
      .limit(1);
    return row;
  }

  private async build(row: Signature): Promise<PublishedEntry | undefined> {
    const existing = this.entries.get(row.id);
    if (existing && sameSignature(existing, row)) return existing;
    if (!row.isPublished || !row.publishedVersion) return undefined;
    const generation = this.generations.get(row.id) ?? 0;
    const readAt = Date.now();
    const [snapshot, owner, screenshots] = await Promise.all([
      loadSnapshot(this.db, row.id, row.publishedVersion),
      this.db.select().from(users).where(eq(users.id, row.userId)).limit(1),
      screenshotsOf(this.db, row.id, row.publishedVersion),
    ]);
    if (!snapshot || !owner[0]) return undefined;
    const entry = render(snapshot, row, owner[0], readAt, owner[0].uri === this.options.specialAuthorUri, screenshots);
    // Only keep what no change has overtaken; the answer itself is right for the row just read.
    if ((this.generations.get(row.id) ?? 0) === generation) {
      this.entries.delete(row.id);
      this.documents.forget(row.id);
      this.entries.set(row.id, entry);
      if (this.entries.size > MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value!;
        this.entries.delete(oldest);
        this.documents.forget(oldest);
      }
    }
    return entry;
  }
}

function render(snapshot: Snapshot, row: Signature, owner: typeof users.$inferSelect, readAt: number, specialAuthor: boolean, screenshots: Map<string, string>): PublishedEntry {
  const privatePages = new Set(row.privatePages);
  const published = row.publishedAt?.toISOString() ?? null;
  const pageFields = snapshot.pages.map((page, index) => ({
    ...withoutAuthoringFields('page', readDocument<Json>('page', { data: page.data, schemaVersion: snapshot.schemaVersion })),
    _id: page.id,
    num: index + 1,
    num_id: page.numId,
    // Made by a job after the publish (screenshots/screenshot-job.ts); the menu's thumbnails and og:image use it.
    ...(screenshots.has(page.id) ? { screenshot: screenshots.get(page.id) } : {}),
    ...(privatePages.has(page.id) ? { is_private: true } : {}),
  }));
  // What a visitor without the password learns of a protected page: that it exists, where, and that it is locked.
  const lockedPage = (page: Json) => ({ _id: page._id, num: page.num, num_id: page.num_id, uri: page.uri ?? null, is_private: true, unauthorized: true });
  const pageWidgets = snapshot.pages.map((page) =>
    page.widgets.map((widget) => ({
      ...withoutAuthoringFields('widget', readDocument<Json>('widget', { data: widget.data, schemaVersion: snapshot.schemaVersion })),
      _id: widget.id,
      pid: page.id,
    })),
  );
  // widgets-and-authoring.md §1: is_global widgets are drawn on every page, so the viewer gets them with the mag;
  // those of a protected page only with its password.
  const globalWidgets = (access: Access) =>
    pageWidgets.flatMap((widgets, index) => (access === 'restricted' && privatePages.has(snapshot.pages[index]!.id) ? [] : widgets.filter((widget) => (widget as Json).is_global === true)));
  // Visitors are sent no field only the constructor reads (layer names, locks, guides, the column grid).
  const magFields = withoutAuthoringFields('mag', readDocument<Json>('mag', { data: snapshot.mag.data, schemaVersion: snapshot.schemaVersion }));
  const magJson = (access: Access) =>
    JSON.stringify({
      ...magFields,
      // viewer-and-project.md §3: the view options as they apply, each default filled in (a new project stores none).
      opts: { ...(magFields.opts as Json | undefined), ...resolveViewOpts(magFields.opts as Json | undefined) },
      _id: snapshot.mag.id,
      num_id: snapshot.mag.numId,
      uri: snapshot.mag.uri,
      user: { _id: owner.id, name: owner.name, uri: owner.uri, isMe: access === 'owner', ...(owner.avatar ? { avatar: owner.avatar } : {}) },
      ...(specialAuthor ? { is_special_author: true } : {}),
      is_published: true,
      published,
      is_private: row.isPrivate,
      is_suspended: false,
      pages: pageFields.map((page) => (access === 'restricted' && privatePages.has(page._id) ? lockedPage(page) : page)),
      global_wids: globalWidgets(access),
    });
  const pages = new Map<string, Record<'full' | 'restricted', string>>();
  // docs/viewer.md "Derived phone layout": the frames phones draw a derived page with, its global widgets' too, worked
  // out here once per published version, so no visitor's browser derives them. A visitor without the password gets
  // fewer global widgets, so their frames are worked out for those alone.
  const [fullGlobals, restrictedGlobals] = [globalWidgets('full'), globalWidgets('restricted')] as unknown as Widget[][];
  snapshot.pages.forEach((page, index) => {
    const fields = pageFields[index]!;
    const wids = pageWidgets[index]!;
    const withLayout = (globals: readonly Widget[]) =>
      JSON.stringify({ ...fields, wids, phone_layout: pagePhoneLayout(fields as unknown as PhoneLayoutPage, wids as unknown as Widget[], globals) });
    const full = withLayout(fullGlobals!);
    const restricted = privatePages.has(page.id) ? JSON.stringify(lockedPage(fields)) : restrictedGlobals!.length === fullGlobals!.length ? full : withLayout(restrictedGlobals!);
    pages.set(page.id, { full, restricted });
  });
  const pageOrder = snapshot.pages.map((page) => page.id);
  const joinPages = (access: 'full' | 'restricted') => `[${pageOrder.map((id) => pages.get(id)![access]).join(',')}]`;
  return {
    magId: row.id,
    numId: row.numId,
    ownerId: row.userId,
    userUri: row.userUri,
    userAvatar: row.userAvatar,
    magUri: row.publishedUri,
    isPrivate: row.isPrivate,
    privatePages,
    pass: row.pass,
    isSuspended: row.isSuspended,
    version: row.publishedVersion!,
    screenshotsAt: row.screenshotsAt,
    checkedAt: readAt,
    mag: { owner: magJson('owner'), full: magJson('full'), restricted: magJson('restricted') },
    pages,
    pageOrder,
    allPages: { full: joinPages('full'), restricted: joinPages('restricted') },
  };
}
