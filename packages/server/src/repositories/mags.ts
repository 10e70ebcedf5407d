import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { apiMessages, newObjectId, sharingMessages, type ProjectRole, type Widget } from '@folio/model';
import type { Db } from '../db/database';
import { draftScreenshots, mags, pages, pageScreenshots, projectMembers, users, widgets } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { CURRENT_SCHEMA_VERSION, readDocument } from './documents';
import type { UserRow } from './users';
import { keepCheckpoint } from './versions';
import { draftBefore, draftWritten, type DraftWrite } from './draft-writes';

export type MagRow = typeof mags.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type WidgetRow = typeof widgets.$inferSelect;
export type Json = Record<string, unknown>;

export interface DraftPage extends Json {
  _id: string;
  num: number;
  num_id: number;
  wids: Widget[];
}

export interface DraftDocument extends Json {
  _id: string;
  num_id: number;
  revision: number;
  pages: DraftPage[];
}

export const findMag = async (db: Db, id: string) => (await db.select().from(mags).where(eq(mags.id, id)).limit(1))[0];

/**
 * What a call needs of the caller's role (docs/editor.md "Sharing and roles"): 'view' reads the draft and previews it,
 * 'edit' changes the draft, 'own' is the owner's alone (publishing, privacy, domains, the shop, members, deleting).
 */
export type Access = 'view' | 'edit' | 'own';
const ROLE_ALLOWS: Record<ProjectRole, readonly Access[]> = { owner: ['view', 'edit', 'own'], editor: ['view', 'edit'], viewer: ['view'] };

/** The caller's role in a project, or undefined when they are no member of it (matched by account, or by e-mail). */
export async function roleIn(db: Db, mag: Pick<MagRow, 'id' | 'userId'>, user: Pick<UserRow, 'id' | 'email'>): Promise<ProjectRole | undefined> {
  if (mag.userId === user.id) return 'owner';
  const [member] = await db
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.magId, mag.id), or(eq(projectMembers.userId, user.id), eq(projectMembers.email, user.email.toLowerCase()))))
    .limit(1);
  return member?.role;
}

/**
 * The project if the caller's role allows `need`. For anyone who is no member it does not exist (404: its existence is
 * not told); a member whose role does not allow it is refused (403).
 */
export async function allowed(db: Db, mag: MagRow | undefined, user: UserRow, need: Access): Promise<MagRow> {
  const role = mag && (await roleIn(db, mag, user));
  if (!mag || !role) throw notFound();
  if (!ROLE_ALLOWS[role].includes(need)) throw new ApiError(403, sharingMessages.forbidden);
  return mag;
}

export async function findMagFor(db: Db, id: string, user: UserRow, need: Access): Promise<MagRow> {
  return allowed(db, await findMag(db, id), user, need);
}

export async function findMagForByNumId(db: Db, numId: number, user: UserRow, need: Access): Promise<MagRow> {
  const [mag] = await db.select().from(mags).where(eq(mags.numId, numId)).limit(1);
  return allowed(db, mag, user, need);
}

/** The owner's alone: for a member 403, for anyone else 404. */
export const findOwnedMag = (db: Db, id: string, user: UserRow) => findMagFor(db, id, user, 'own');
export const findOwnedMagByNumId = (db: Db, numId: number, user: UserRow) => findMagForByNumId(db, numId, user, 'own');

/** Like findMagFor, the project locked against changes (not reads) for the rest of the transaction. */
export async function lockMagFor(tx: Db, id: string, user: UserRow, need: Access): Promise<MagRow> {
  const [mag] = await tx.select().from(mags).where(eq(mags.id, id)).for('share');
  return allowed(tx, mag, user, need);
}

export const livePages = (db: Db, magId: string) =>
  db
    .select()
    .from(pages)
    .where(and(eq(pages.magId, magId), isNull(pages.trashedAt)))
    .orderBy(asc(pages.position));

/** A page as the draft answers it, from its row (or a stored copy of one: a version's, repositories/versions.ts). */
export function pageJson(row: Pick<PageRow, 'id' | 'numId' | 'data' | 'schemaVersion'>, num: number, wids: Widget[]): DraftPage {
  return { ...readDocument<Json>('page', row), _id: row.id, num, num_id: row.numId, wids };
}

/** A widget as the draft answers it, from its row (or a stored copy of one). */
export function widgetJson(row: Pick<WidgetRow, 'id' | 'pageId' | 'data' | 'schemaVersion'>): Widget {
  return { ...readDocument<Json>('widget', row), _id: row.id, pid: row.pageId } as Widget;
}

/**
 * The whole draft: the mag's fields, its live pages in order, each with its widgets. `reader` is who asks: the owner, or
 * a member, who is told the owner (user, isMe false) and their own role.
 */
export async function draftDocument(db: Db, mag: MagRow, reader: Pick<UserRow, 'id' | 'name' | 'uri'> & Partial<Pick<UserRow, 'avatar' | 'email'>>): Promise<DraftDocument> {
  const isMe = mag.userId === reader.id;
  const owner = isMe ? reader : await ownerOf(db, mag);
  const role: ProjectRole | undefined = isMe ? 'owner' : reader.email ? await roleIn(db, mag, { id: reader.id, email: reader.email }) : undefined;
  const pageRows = await livePages(db, mag.id);
  const widgetRows = pageRows.length
    ? await db
        .select()
        .from(widgets)
        .where(inArray(widgets.pageId, pageRows.map((p) => p.id)))
        .orderBy(asc(widgets.seq))
    : [];
  const byPage = new Map<string, Widget[]>();
  for (const row of widgetRows) {
    const list = byPage.get(row.pageId) ?? [];
    list.push(widgetJson(row));
    byPage.set(row.pageId, list);
  }
  return {
    ...readDocument<Json>('mag', mag),
    _id: mag.id,
    num_id: mag.numId,
    uri: mag.uri,
    revision: mag.revision,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    user: { _id: owner.id, name: owner.name, uri: owner.uri, isMe, ...(owner.avatar ? { avatar: owner.avatar } : {}) },
    ...(role ? { role } : {}),
    is_published: mag.isPublished,
    published: mag.publishedAt?.toISOString() ?? null,
    is_private: mag.isPrivate,
    isPrivatePages: mag.privatePages,
    // Only whether a password is set: it is stored hashed, and never sent back (docs/api.md "Privacy").
    has_pass: mag.pass !== null,
    is_suspended: mag.isSuspended,
    custom_domain: mag.customDomain,
    created: mag.createdAt.toISOString(),
    updated: mag.updatedAt.toISOString(),
    pages: pageRows.map((row, index) => pageJson(row, index + 1, byPage.get(row.id) ?? [])),
  };
}

export async function createMag(db: Db, owner: UserRow, fields: { title?: string; uri?: string }): Promise<MagRow> {
  return db.transaction(async (tx) => {
    const [mag] = await tx
      .insert(mags)
      .values({
        id: newObjectId(),
        userId: owner.id,
        uri: fields.uri ?? null,
        schemaVersion: CURRENT_SCHEMA_VERSION,
        data: { title: fields.title ?? '', emptyTitle: !fields.title, opts: {} },
      })
      .returning();
    // A project always has at least one page.
    await tx.insert(pages).values({ id: newObjectId(), magId: mag!.id, position: 0, schemaVersion: CURRENT_SCHEMA_VERSION, data: {} });
    return mag!;
  });
}

/** The published version's screenshot of each project's first page (docs/jobs.md "Screenshots"), project id → address. */
async function firstPageScreenshots(db: Db, ownerId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ magId: pageScreenshots.magId, url: pageScreenshots.url })
    .from(pageScreenshots)
    .innerJoin(mags, and(eq(mags.id, pageScreenshots.magId), eq(mags.publishedVersion, pageScreenshots.version)))
    .innerJoin(pages, eq(pages.id, pageScreenshots.pageId))
    .where(and(eq(mags.userId, ownerId), eq(mags.isPublished, true), isNull(pages.trashedAt)))
    .orderBy(asc(pages.position));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.magId)) first.set(row.magId, row.url);
  return first;
}

/**
 * The draft's first page's picture of each project where it is current (drawn from the draft as it is now; docs/jobs.md
 * "Draft screenshots"), project id → address.
 */
async function firstDraftPageScreenshots(db: Db, ownerId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ magId: pages.magId, url: draftScreenshots.url, position: pages.position })
    .from(pages)
    .innerJoin(mags, eq(mags.id, pages.magId))
    .leftJoin(draftScreenshots, and(eq(draftScreenshots.pageId, pages.id), eq(draftScreenshots.revision, mags.revision)))
    .where(and(eq(mags.userId, ownerId), isNull(pages.trashedAt)))
    .orderBy(asc(pages.position));
  const first = new Map<string, string | null>();
  for (const row of rows) if (!first.has(row.magId)) first.set(row.magId, row.url);
  return new Map([...first].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The projects shared with a person, by their account or by their e-mail (an invitation made before they signed up).
 * Read only: a GET changes nothing (docs/api.md "Who may do what").
 */
async function sharedWith(db: Db, user: UserRow) {
  return db
    .select({ mag: mags, role: projectMembers.role, ownerName: users.name, ownerUri: users.uri })
    .from(projectMembers)
    .innerJoin(mags, eq(mags.id, projectMembers.magId))
    .innerJoin(users, eq(users.id, mags.userId))
    .where(or(eq(projectMembers.userId, user.id), eq(projectMembers.email, user.email.toLowerCase())));
}

/** My projects and those shared with me, the most recently changed first; each says my role and, if shared, whose it is. */
export async function listMags(db: Db, user: UserRow) {
  const own = await db.select().from(mags).where(eq(mags.userId, user.id));
  const shared = await sharedWith(db, user);
  const rows = [
    ...own.map((mag) => ({ mag, role: 'owner' as ProjectRole, owner: undefined as { name: string; uri: string } | undefined })),
    ...shared.map((row) => ({ mag: row.mag, role: row.role as ProjectRole, owner: { name: row.ownerName, uri: row.ownerUri } })),
  ].sort((a, b) => b.mag.updatedAt.getTime() - a.mag.updatedAt.getTime());
  const owners = [user.id, ...new Set(shared.map((row) => row.mag.userId))];
  const screenshots = new Map<string, string>();
  const draftShots = new Map<string, string>();
  for (const ownerId of owners) {
    for (const [id, url] of await firstPageScreenshots(db, ownerId)) screenshots.set(id, url);
    for (const [id, url] of await firstDraftPageScreenshots(db, ownerId)) draftShots.set(id, url);
  }
  return rows.map(({ mag, role, owner }) => {
    const data = readDocument<Json>('mag', mag);
    return {
      _id: mag.id,
      num_id: mag.numId,
      uri: mag.uri,
      /** The address its published version is at (reserved as long as it is: a uri is unique per author). */
      published_uri: mag.publishedUri,
      title: data.title ?? '',
      is_published: mag.isPublished,
      published: mag.publishedAt?.toISOString() ?? null,
      is_private: mag.isPrivate,
      revision: mag.revision,
      created: mag.createdAt.toISOString(),
      updated: mag.updatedAt.toISOString(),
      /** The published first page's picture, once made; null before (or without Chromium). */
      screenshot: screenshots.get(mag.id) ?? null,
      /** The draft's first page's picture while it shows the draft as it is; null otherwise. */
      draft_screenshot: draftShots.get(mag.id) ?? null,
      /** What I am in it: 'owner', or the role its owner gave me. */
      role,
      /** Whose project it is, when it is shared with me. */
      ...(owner ? { owner } : {}),
    };
  });
}

export async function deleteMag(db: Db, mag: MagRow): Promise<void> {
  await db.delete(mags).where(eq(mags.id, mag.id));
}

export interface DraftEdit {
  magId: string;
  user: UserRow;
  /** The revision the client last saw; undefined only for calls whose spec payload has none (trash). */
  revision: number | undefined;
  skipChanged: boolean;
  /** Whether the automatic checkpoint may keep the draft first (docs/api.md "Version history"); a restore keeps its own. */
  checkpoint?: boolean;
  /** What the change needs of the caller's role: 'edit' (an editor's or the owner's) unless said. */
  need?: Access;
}

/**
 * Every change to a draft runs here: in one transaction, with the mag row locked, the client's
 * revision checked (ARCHITECTURE.md: a stale revision gets 409 unless skipChanged is set), the change
 * applied and the revision bumped. Anything thrown rolls the whole change back: nothing is written.
 */
export async function editDraft<T>(
  db: Db,
  edit: DraftEdit,
  change: (tx: Db, mag: MagRow) => Promise<T>,
): Promise<{ result: T; revision: number }> {
  const edited = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(mags).where(eq(mags.id, edit.magId)).for('update');
    const mag = await allowed(tx as unknown as Db, locked, edit.user, edit.need ?? 'edit');
    if (!edit.skipChanged && edit.revision !== undefined && edit.revision !== mag.revision) {
      throw new ApiError(409, apiMessages.staleRevision, { revision: mag.revision });
    }
    if (edit.checkpoint !== false) await keepCheckpoint(tx as unknown as Db, mag, edit.user.id);
    const before = await draftBefore(tx as unknown as Db, mag.id);
    const result = await change(tx as unknown as Db, mag);
    const revision = mag.revision + 1;
    // What the change wrote, read before the revision bump (which writes the mag row): the live channel sends it.
    const written = await draftWritten(tx as unknown as Db, mag, before, edit.user.id, revision);
    await tx.update(mags).set({ revision, updatedAt: new Date() }).where(eq(mags.id, mag.id));
    return { result, revision, written };
  });
  // Before the answer, so what follows it finds what the listeners queued (the draft's screenshot job); a listener's
  // failure is its own to report, never the committed write's.
  await Promise.allSettled([...(draftListeners.get(db) ?? [])].map(async (listener) => listener(edit.magId, edit.user.id, edited.written)));
  return { result: edited.result, revision: edited.revision };
}

type DraftListener = (magId: string, userId: string, written: DraftWrite) => void | Promise<void>;
const draftListeners = new WeakMap<Db, Set<DraftListener>>();

/** Tells `listener` of each change to a draft made through `db`, once it is committed (the draft's screenshots follow). */
export function onDraftEdited(db: Db, listener: DraftListener): () => void {
  const listeners = draftListeners.get(db) ?? new Set<DraftListener>();
  draftListeners.set(db, listeners.add(listener));
  return () => listeners.delete(listener);
}

export const ownerOf = async (db: Db, mag: MagRow) =>
  (await db.select().from(users).where(eq(users.id, mag.userId)).limit(1))[0]!;
