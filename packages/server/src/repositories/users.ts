import { and, eq, gt, like, or } from 'drizzle-orm';
import { newObjectId, userUriFromName } from '@folio/model';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';

export type UserRow = typeof users.$inferSelect;

const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 86_400;

export const defaultPermissions = { can_use_custom_fonts: true, can_use_e_commerce: true };

export function toUserJson(user: UserRow) {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    uri: user.uri,
    permissions: user.permissions,
    custom_domain: user.customDomain,
    avatar: user.avatar,
    links: user.links,
    created: user.createdAt.toISOString(),
  };
}

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserByUri = async (db: Db, uri: string) =>
  (await db.select().from(users).where(eq(users.uri, uri)).limit(1))[0];

export const findUserById = async (db: Db, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

// First path segments the app itself answers, or that the viewer router reads as something else
// (viewer-and-project.md §2: p{number} is a page, a number is a project).
const reservedUris = new Set(['api', 'assets', 'static', 'docs', 'login', 'signup', 'logout', 'dashboard', 'edit', 'preview', 'admin', 'health', 'viewer', 'start-with-template', 'p', 'editor']);
const isUsableUri = (uri: string) => !reservedUris.has(uri) && !/^p\d+$/.test(uri) && !/^\d+$/.test(uri);

// A user's uri is the profile path segment: the name as a slug, made unique with -2, -3, …
async function uniqueUri(db: Db, name: string): Promise<string> {
  const base = userUriFromName(name);
  const taken = new Set(
    (await db.select({ uri: users.uri }).from(users).where(or(eq(users.uri, base), like(users.uri, `${base}-%`)))).map(
      (row) => row.uri,
    ),
  );
  if (!taken.has(base) && isUsableUri(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function insertUser(
  db: Db,
  fields: { email: string; name: string; passwordHash: string; uri?: string },
): Promise<UserRow> {
  const uri = fields.uri ?? (await uniqueUri(db, fields.name));
  const [row] = await db
    .insert(users)
    .values({ id: newObjectId(), email: fields.email, name: fields.name, uri, passwordHash: fields.passwordHash, permissions: defaultPermissions })
    .returning();
  return row!;
}

/** A new session of the user's: its token, valid for `lifetimeMs` (a signed-in browser's 30 days unless said). */
export async function createSession(db: Db, userId: string, lifetimeMs: number = SESSION_DAYS * DAY_MS): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
