import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorProfileMessages, defaultDescription, viewerAddress } from '@folio/model';
import type { PublishedMag } from '@folio/viewer';
import { requireUser } from '../auth/require-user';
import { ApiError } from '../errors';
import { findOwnedMag } from '../repositories/mags';
import { pageShare } from '../viewer/share-data';
import { magIdParams } from './schemas';

/**
 * viewer-and-project.md §7 "GET /api/mag/fbcache/{id}": the share data of a published project (what Open Graph and
 * Twitter read from its pages' heads), made again and answered. A GET changes nothing of the project: it drops this
 * server's kept copy of the published version (its JSON and drawn pages, published-cache.ts) so the next crawler or
 * visitor gets pages drawn from what is stored now (a renewed screenshot, say), and answers the share data of that
 * fresh copy. No third party is called: a social network reads the pages again when it next fetches them.
 */
export const shareDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { publicUrl } = app.config;

  app.get(
    '/api/mag/fbcache/:id',
    {
      schema: {
        tags: ['publishing'],
        security: [{ session: [] }],
        summary: 'Share data (Open Graph, Twitter) of my published project, made again from what is stored',
        params: magIdParams,
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      if (!mag.isPublished) throw new ApiError(409, authorProfileMessages.notPublished);
      app.published.invalidate(mag.id);
      const entry = await app.published.byNumId(mag.numId);
      if (!entry) throw new ApiError(409, authorProfileMessages.notPublished);
      const refreshed = new Date().toISOString();
      // What a crawler reads: it has no password, so a private project shows it the password screen's head.
      if (entry.isPrivate) {
        return { url: `${publicUrl}/${entry.numId}/`, title: 'Folio', description: defaultDescription, image: null, twitter_card: 'summary', is_private: true, pages: [], refreshed };
      }
      const published = JSON.parse(entry.mag.restricted) as PublishedMag;
      const pages = published.pages.map((page) => {
        const share = pageShare(published, page, publicUrl);
        return {
          _id: page._id,
          num: page.num,
          url: `${publicUrl}/${viewerAddress({ user: published.user.uri, mag: published.uri || published.num_id, page })}`,
          title: share.shareTitle,
          description: share.shareDescription,
          image: share.image ?? null,
          twitter_card: share.twitterCard,
        };
      });
      const first = pages[0]!;
      return { url: first.url, title: first.title, description: first.description, image: first.image, twitter_card: first.twitter_card, is_private: false, pages, refreshed };
    },
  );
};
