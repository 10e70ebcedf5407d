import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, ne } from 'drizzle-orm';
import { apiMessages } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { hostOfUrl, normalizeDomain } from '../custom-domains';
import type { Db } from '../db/database';
import { mags, users } from '../db/schema';
import { ApiError } from '../errors';
import { findOwnedMag, findOwnedMagByNumId } from '../repositories/mags';
import { magIdParams } from './schemas';

// viewer-and-project.md §4 "custom domain on/off", §7 POST /api/checkdomain and POST /api/mag/domain/{id}.
// A domain serves one thing: one project, or one user's profile; it is unique across both.

// Room for what an author types (a Unicode name is longer than its punycode); normalizeDomain does the rest.
const domainField = z.string().max(1024).describe('A host name such as mag.example.com (no scheme, port or path)');
const numIdField = z.number().int().positive().max(2_147_483_647);

const checkBody = z.strictObject({
  num_id: z.union([numIdField, z.string().regex(/^\d{1,10}$/).transform(Number).pipe(numIdField)]).optional()
    .describe("The project to check the domain for; without it, the signed-in user's profile domain"),
  domain: domainField,
});
const setBody = z.strictObject({
  domain: domainField.optional().describe('Needed with status on'),
  status: z.enum(['on', 'off']),
});

/** Who already uses a domain, leaving out the project or the user asking for it. */
async function isTaken(db: Db, domain: string, except: { magId?: string; userId?: string }): Promise<boolean> {
  const [mag] = await db
    .select({ id: mags.id })
    .from(mags)
    .where(except.magId ? and(eq(mags.customDomain, domain), ne(mags.id, except.magId)) : eq(mags.customDomain, domain))
    .limit(1);
  if (mag) return true;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(except.userId ? and(eq(users.customDomain, domain), ne(users.id, except.userId)) : eq(users.customDomain, domain))
    .limit(1);
  return Boolean(user);
}

const invalidDomain = () => new ApiError(400, apiMessages.invalidDomain, { errors: [{ path: 'domain', message: apiMessages.invalidDomain }] });
const domainTaken = () => new ApiError(409, apiMessages.domainTaken, { errors: [{ path: 'domain', message: apiMessages.domainTaken }] });

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['publishing'];
  const security = [{ session: [] }];
  const appHost = hostOfUrl(app.config.publicUrl);

  /** The domain as stored, or 400; `status: 'on'` needs one. */
  const domainOf = (value: string | undefined) => {
    const domain = value === undefined ? null : normalizeDomain(value, appHost);
    if (!domain) throw invalidDomain();
    return domain;
  };

  app.post(
    '/api/checkdomain',
    {
      schema: {
        tags,
        security,
        summary: 'Whether a domain is free for a project (num_id) or for your profile (no num_id)',
        body: checkBody,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { num_id: numId } = request.body;
      const mag = numId === undefined ? undefined : await findOwnedMagByNumId(db, numId, user);
      const domain = domainOf(request.body.domain);
      const available = !(await isTaken(db, domain, mag ? { magId: mag.id } : { userId: user.id }));
      return { domain, available };
    },
  );

  app.post(
    '/api/mag/domain/:id',
    { schema: { tags, security, summary: "Serve a project on its own domain (status on), or stop (off)", params: magIdParams, body: setBody } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const domain = request.body.status === 'on' ? domainOf(request.body.domain) : null;
      if (domain && (await isTaken(db, domain, { magId: mag.id }))) throw domainTaken();
      await db.update(mags).set({ customDomain: domain }).where(eq(mags.id, mag.id));
      app.domains.invalidate(mag.customDomain, domain);
      return { domain, status: request.body.status };
    },
  );

  app.post(
    '/api/user/domain',
    { schema: { tags, security, summary: 'Serve all your published projects on a profile domain (status on), or stop (off)', body: setBody } },
    async (request) => {
      const user = await requireUser(request);
      const domain = request.body.status === 'on' ? domainOf(request.body.domain) : null;
      if (domain && (await isTaken(db, domain, { userId: user.id }))) throw domainTaken();
      await db.update(users).set({ customDomain: domain }).where(eq(users.id, user.id));
      app.domains.invalidate(user.customDomain, domain);
      return { domain, status: request.body.status };
    },
  );
};
