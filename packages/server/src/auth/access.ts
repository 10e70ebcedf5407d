import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access, PublishedEntry } from '../published-cache';
import { safeEqual, sign } from './tokens';

const ACCESS_DAYS = 30;
const accessCookieName = (numId: number) => `folio_access_${numId}`;

// The cookie proves the visitor knew the project's current password: it signs the stored password (its hash, salted
// anew on every change), so setting a password revokes every cookie given out before.
const accessToken = (secret: string, entry: Pick<PublishedEntry, 'numId' | 'pass'>) => sign(secret, `${entry.numId}:${entry.pass ?? ''}`);

export function grantAccess(reply: FastifyReply, secret: string, entry: PublishedEntry, secure: boolean): void {
  reply.setCookie(accessCookieName(entry.numId), accessToken(secret, entry), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ACCESS_DAYS * 86_400,
  });
}

/** What this request may see of a published project. */
export async function accessOf(request: FastifyRequest, secret: string, entry: PublishedEntry): Promise<Access> {
  // Only a request carrying a session pays for the lookup that tells the owner (isMe) apart.
  const user = await request.currentUser();
  if (user?.id === entry.ownerId) return 'owner';
  const restricted = entry.isPrivate || entry.privatePages.size > 0;
  const cookie = request.cookies[accessCookieName(entry.numId)];
  if (restricted && cookie && entry.pass && safeEqual(cookie, accessToken(secret, entry))) return 'full';
  return restricted ? 'restricted' : 'full';
}
