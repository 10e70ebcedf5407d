import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiMessages } from '@folio/model';
import { hashAccessPassword } from '../auth/access-passwords';
import { requireUser } from '../auth/require-user';
import type { Db } from '../db/database';
import { mags, pages } from '../db/schema';
import { ApiError } from '../errors';
import { findOwnedMag, findOwnedMagByNumId, type MagRow } from '../repositories/mags';
import { assertNoDuplicates, unknownIds } from '../repositories/pages';
import { MAX_BATCH, magIdParams, numIdParams } from './schemas';

// viewer-and-project.md §7 sends is_private "as text"; booleans are taken too.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const pass = z.string().min(1).max(200);

const magPrivacyBody = z.strictObject({ is_private: flag, pass: pass.optional() });
const privacyBody = z.strictObject({
  is_private: flag,
  isPrivatePages: z.array(z.string().max(64)).max(MAX_BATCH).optional().describe('Ids of the pages protected by the password'),
  pass: pass.optional(),
});

async function setPrivacy(
  db: Db,
  mag: MagRow,
  change: { is_private: boolean; isPrivatePages?: string[]; pass?: string },
) {
  const privatePages = change.isPrivatePages ?? mag.privatePages;
  if (change.isPrivatePages) assertNoDuplicates(change.isPrivatePages, 'isPrivatePages');
  if (change.isPrivatePages?.length) {
    const known = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.magId, mag.id), isNull(pages.trashedAt), inArray(pages.id, change.isPrivatePages)));
    const errors = unknownIds(change.isPrivatePages, new Set(known.map((row) => row.id)), 'isPrivatePages');
    if (errors.length) throw new ApiError(400, apiMessages.invalidBody, { errors });
  }
  if ((change.is_private || privatePages.length > 0) && change.pass === undefined && !mag.pass) {
    throw new ApiError(400, apiMessages.passwordRequired, { errors: [{ path: 'pass', message: apiMessages.passwordRequired }] });
  }
  // Stored as a hash (auth/access-passwords.ts): the owner is told only that one is set.
  const newPass = change.pass === undefined ? mag.pass : await hashAccessPassword(change.pass);
  await db.update(mags).set({ isPrivate: change.is_private, privatePages, pass: newPass }).where(eq(mags.id, mag.id));
  return { is_private: change.is_private, isPrivatePages: privatePages, has_pass: newPass !== null };
}

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['publishing'];
  const security = [{ session: [] }];

  app.post(
    '/api/mag/privacy/:id',
    { schema: { tags, security, summary: 'Make a project private (with a password) or public', params: magIdParams, body: magPrivacyBody } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const result = await setPrivacy(db, mag, request.body);
      app.published.invalidate(mag.id);
      return result;
    },
  );

  app.post(
    '/api/privacy/mag/:numId',
    { schema: { tags, security, summary: 'Set project privacy and password-protected pages', params: numIdParams, body: privacyBody } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMagByNumId(db, request.params.numId, user);
      const result = await setPrivacy(db, mag, request.body);
      app.published.invalidate(mag.id);
      return result;
    },
  );
};
