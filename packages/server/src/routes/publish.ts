import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { requireUser } from '../auth/require-user';
import { mags } from '../db/schema';
import { draftDocument, editDraft, findMagFor, findOwnedMag } from '../repositories/mags';
import { publish, restoreSnapshot } from '../repositories/published';
import { keepBeforeRestore, recordPublishedVersion } from '../repositories/versions';
import { magIdParams } from './schemas';
import { queuePageScreenshots } from '../screenshots/screenshot-job';

export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['publishing'];
  const security = [{ session: [] }];

  app.post(
    '/api/publish/:id',
    { schema: { tags, security, summary: 'Publish: store the draft as a new immutable published version', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      // Every publish is a version of the history (docs/api.md "Version history"), kept in the publish's own
      // transaction: the answer never says "failed" for a publish that happened, nor a publish lacks its version.
      const { version, published } = await publish(db, mag, (tx, locked, snapshot, number) => recordPublishedVersion(tx, locked, snapshot, number, user.id));
      app.published.invalidate(mag.id);
      // The pages' screenshots are made after the answer, as jobs; a publish never fails for want of one. The jobs are
      // queued before it, so whatever follows the answer finds them (and a test's "nothing written" is not raced).
      await queuePageScreenshots({ db, browser: app.browser, jobs: app.jobs }, { mag, version, userId: user.id }).catch((error: unknown) => app.log.error(error, 'Could not queue the screenshots'));
      return { is_published: true, published: published.toISOString(), version };
    },
  );

  app.post(
    '/api/unpublish/:id',
    { schema: { tags, security, summary: 'Unpublish: visitors no longer see the project (versions are kept)', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      await db.update(mags).set({ isPublished: false }).where(eq(mags.id, mag.id));
      app.published.invalidate(mag.id);
      return { is_published: false, published: null };
    },
  );

  app.post(
    '/api/mag/:id/revert-version',
    { schema: { tags, security, summary: 'Bring the draft back to the last published version', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      // The draft replaced is kept first as a before-restore version: a revert is undone from the version history.
      await editDraft(db, { magId: request.params.id, user, revision: undefined, skipChanged: true, checkpoint: false, need: 'own' }, async (tx, mag) => {
        await keepBeforeRestore(tx, mag, user.id, 'published');
        await restoreSnapshot(tx, mag);
      });
      app.published.invalidate(request.params.id);
      return draftDocument(db, await findMagFor(db, request.params.id, user, 'view'), user);
    },
  );
};
