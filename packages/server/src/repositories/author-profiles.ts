import { and, desc, eq } from 'drizzle-orm';
import { authorProfileConstants, authorProfileMessages, type AuthorLink, type ProfileBody } from '@folio/model';
import type { Db } from '../db/database';
import { mags, uploads, users } from '../db/schema';
import { invalid } from '../errors';
import type { UserRow } from './users';

const IMAGE_PREFIX = '/api/images/';

/** The author's public links, in their order. */
export const linksOf = (user: Pick<UserRow, 'links'>): AuthorLink[] => user.links.map(({ title, url }) => ({ title, url }));

/** What the author's profile answers about itself: the public fields (links, picture). */
export const profileJson = (user: UserRow) => ({ _id: user.id, name: user.name, uri: user.uri, avatar: user.avatar, links: linksOf(user) });

/**
 * Changes the signed-in author's links and picture. The picture must be one of their own uploads: an address of
 * anyone else's (or anywhere else) would put a stranger's picture, or a tracking pixel, in front of their visitors.
 */
export async function updateProfile(db: Db, user: UserRow, body: ProfileBody): Promise<UserRow> {
  if (body.avatar) {
    const key = body.avatar.slice(IMAGE_PREFIX.length);
    const [own] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), eq(uploads.key, key)))
      .limit(1);
    if (!own) throw invalid([{ path: 'avatar', message: authorProfileMessages.avatarNotYours }], authorProfileMessages.avatarNotYours);
  }
  const changes: Partial<Pick<UserRow, 'links' | 'avatar'>> = {};
  if (body.links !== undefined) changes.links = body.links;
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  if (!Object.keys(changes).length) return user;
  const [row] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return row!;
}

/**
 * The projects the profile page lists: published, not private, not suspended; the most recently published first.
 * Their content comes from the published cache (the page reads what visitors read).
 */
export function publicProjectsOf(db: Db, userId: string) {
  return db
    .select({ id: mags.id, numId: mags.numId })
    .from(mags)
    .where(and(eq(mags.userId, userId), eq(mags.isPublished, true), eq(mags.isPrivate, false), eq(mags.isSuspended, false)))
    .orderBy(desc(mags.publishedAt), desc(mags.numId))
    .limit(authorProfileConstants.profilePageProjects);
}
