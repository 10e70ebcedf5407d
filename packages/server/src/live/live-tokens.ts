import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The spec's socket_hash (viewer-and-project.md §3, a project field): what a constructor shows the live channel to
// prove the person it was loaded for is the one opening the socket. HMAC-SHA256 over the project and the person with
// the app's secret, so any server process can check it without shared state.
export function socketHash(secret: string, magId: string, userId: string): string {
  return createHmac('sha256', secret).update(`socket:${magId}:${userId}`).digest('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// Bytes of randomness in a live session id, and of the signature beside it (16 bytes: 128 bits, enough not to guess).
const SESSION_RANDOM_BYTES = 9;
const SESSION_SIGNATURE_CHARS = 22;

/**
 * A live session id: random, signed for one person on one project. The editor sends it with its saves
 * (X-Folio-Live-Session) so the `changed` it causes names it; any process checks the signature without asking the one
 * that holds the socket, and a session id cannot be claimed by someone else or for another project.
 */
export function newLiveSession(secret: string, magId: string, userId: string): string {
  const random = randomBytes(SESSION_RANDOM_BYTES).toString('base64url');
  return `${random}.${sessionSignature(secret, magId, userId, random)}`;
}

export function isLiveSessionOf(secret: string, session: string, magId: string, userId: string): boolean {
  const [random, signature, ...rest] = session.split('.');
  if (!random || !signature || rest.length) return false;
  return sameToken(signature, sessionSignature(secret, magId, userId, random));
}

function sessionSignature(secret: string, magId: string, userId: string, random: string): string {
  return createHmac('sha256', secret).update(`live:${magId}:${userId}:${random}`).digest('base64url').slice(0, SESSION_SIGNATURE_CHARS);
}
