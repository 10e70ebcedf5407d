import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mags } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';

// A project's access password (docs/api.md "Privacy") is kept as an argon2id hash, as account passwords are: a leaked
// mags table does not hand out the passwords of private projects, which authors may use elsewhere too.
export const hashAccessPassword = (password: string) => hashPassword(password);

const isHashed = (stored: string) => stored.startsWith('$argon2');

// Verified when a project has no password, so a refusal takes as long either way.
let decoyHash: Promise<string> | undefined;

/** Whether `given` is the project's password; constant-time (argon2's own comparison, or digests of equal length). */
export async function verifyAccessPassword(stored: string | null, given: string): Promise<boolean> {
  if (stored === null) {
    decoyHash ??= hashPassword('decoy access password');
    await verifyPassword(await decoyHash, given);
    return false;
  }
  if (isHashed(stored)) return verifyPassword(stored, given);
  // Written as typed by an earlier version still running beside this one; upgraded at this process's next start.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * Hashes the passwords an earlier version stored as typed. A migration cannot (it has no argon2), so this runs when
 * the database is opened; a row changed meanwhile (the owner set a new password) is left as it is.
 */
export async function hashStoredAccessPasswords(db: Db): Promise<number> {
  const plain = await db
    .select({ id: mags.id, pass: mags.pass })
    .from(mags)
    .where(and(isNotNull(mags.pass), notLike(mags.pass, '$argon2%')));
  for (const row of plain) {
    await db
      .update(mags)
      .set({ pass: await hashAccessPassword(row.pass!) })
      .where(and(eq(mags.id, row.id), eq(mags.pass, row.pass!)));
  }
  return plain.length;
}
