import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

const SECRET_KEY = 'cookie_secret';
const SECRET_BYTES = 32;

// The secret signing access cookies is made once and shared through the database, so every server
// process of a deployment accepts the cookies the others set.
export async function loadSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return row!.value;
}
