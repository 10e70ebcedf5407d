import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { authorProfileMessages, featuredSubmitBodySchema, matchViewerRoute } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { featuredSubmissions, mags, pages } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { hostOf } from '../custom-domains';
import type { PublishedEntry } from '../published-cache';

/**
 * viewer-and-project.md §7 "POST /api/featured/submit with url": an author puts one of their published projects
 * forward for the featured list. Kept for the operator, who reads the list with `npm run featured` (docs/api.md
 * "Featured"); one submission per project.
 */
export const featuredRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const appOrigin = new URL(app.config.publicUrl).origin;
  const notAProject = () => invalid([{ path: 'url', message: authorProfileMessages.featuredNotAProject }], authorProfileMessages.featuredNotAProject);

  /** The published project an address of this server (its own host or a custom domain) shows, if any. */
  async function projectAt(address: string): Promise<PublishedEntry | undefined> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin === appOrigin) {
      const route = matchViewerRoute(url.pathname, 'host');
      switch (route?.kind) {
        case 'mag':
          return route.mag && !route.preview ? app.published.byUserAndMag(route.user, route.mag) : undefined;
        case 'pageNum':
          return route.preview ? undefined : app.published.byUserAndMag(route.user, route.mag);
        case 'magById':
          return app.published.byNumId(route.magNumId);
        case 'pageById': {
          const [row] = await db.select({ numId: mags.numId }).from(pages).innerJoin(mags, eq(mags.id, pages.magId)).where(eq(pages.numId, route.pageNumId)).limit(1);
          return row ? app.published.byNumId(row.numId) : undefined;
        }
        default:
          return undefined;
      }
    }
    const target = await app.domains.lookup(hostOf(url.host));
    if (target?.kind === 'mag') return app.published.byNumId(target.numId);
    const route = target ? matchViewerRoute(url.pathname, 'customDomain') : null;
    return target && route?.kind === 'domainMag' ? app.published.byUserAndMag(target.userUri, route.mag) : undefined;
  }

  app.post(
    '/api/featured/submit',
    {
      schema: {
        tags: ['publishing'],
        security: [{ session: [] }],
        summary: 'Submit my published project (any address of it) for the featured list; once per project',
        body: featuredSubmitBodySchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const entry = await projectAt(request.body.url);
      if (!entry) throw notAProject();
      // An author never touches another's project: someone else's is, for them, no project at all.
      if (entry.ownerId !== user.id) throw new ApiError(404, authorProfileMessages.featuredNotAProject);
      if (entry.isPrivate || entry.isSuspended) throw invalid([{ path: 'url', message: authorProfileMessages.featuredPrivate }], authorProfileMessages.featuredPrivate);
      // The project's own address on this server, whichever of its addresses was sent.
      const url = `${app.config.publicUrl}/${encodeURIComponent(entry.userUri)}/${encodeURIComponent(entry.magUri ?? String(entry.numId))}/`;
      const [stored] = await db.insert(featuredSubmissions).values({ magId: entry.magId, userId: user.id, url }).onConflictDoNothing().returning();
      if (!stored) throw new ApiError(409, authorProfileMessages.featuredAlreadySubmitted);
      return reply.code(201).send({ num_id: entry.numId, url, submitted: stored.createdAt.toISOString() });
    },
  );
};
