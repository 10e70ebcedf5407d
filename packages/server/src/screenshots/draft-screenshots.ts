import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { draftScreenshotConstants } from '@folio/model';
import type { Db } from '../db/database';
import { draftScreenshots, jobs, mags, users, widgets } from '../db/schema';
import type { NewJob } from '../jobs/queue';
import type { JobKind } from '../jobs/runner';
import { createSession, deleteSession } from '../repositories/users';
import { livePages } from '../repositories/mags';
import { DRAFT_SESSION_MS, draftPreviewPath, drawPage, type ScreenshotServices } from './screenshot-job';

// The draft's screenshots (docs/jobs.md "Draft screenshots"): after the owner's changes settle, one job per project
// draws, as its preview does, each draft page whose content changed since its last picture, so the dashboard's cards
// and the constructor's page list show pictures instead of drawing every page themselves. A page is current when its
// picture was found to match the draft at the draft's present revision.

export const DRAFT_SCREENSHOTS_JOB = 'draft.screenshots';
const payloadSchema = z.object({ magId: z.string() });

/** What a draft page looks like, in short: the project's fields (its fonts, styles, sizes), the page, its widgets. */
function fingerprint(project: unknown, page: unknown, pageWidgets: unknown[]): string {
  return createHash('sha256').update(JSON.stringify([project, page, pageWidgets])).digest('base64url');
}

export function draftScreenshotsJob(services: ScreenshotServices): JobKind {
  const { db, images } = services;
  return {
    kind: DRAFT_SCREENSHOTS_JOB,
    async run(payload, { progress, signal }) {
      const { magId } = payloadSchema.parse(payload);
      const [row] = await db.select({ mag: mags, owner: users }).from(mags).innerJoin(users, eq(users.id, mags.userId)).where(eq(mags.id, magId));
      if (!row) return { skipped: 'the project is gone' };
      const { mag, owner } = row;
      const pageRows = await livePages(db, magId);
      const widgetRows = await db.select({ pageId: widgets.pageId, data: widgets.data }).from(widgets).where(eq(widgets.magId, magId)).orderBy(asc(widgets.seq));
      const stored = new Map(
        (await db.select().from(draftScreenshots).where(eq(draftScreenshots.magId, magId))).map((shot) => [shot.pageId, shot]),
      );
      const wanted = pageRows.map((page, index) => ({
        page,
        num: index + 1,
        fingerprint: fingerprint(mag.data, page.data, widgetRows.filter((widget) => widget.pageId === page.id).map((widget) => widget.data)),
      }));
      // Pages that look as they did: their pictures are current at this revision.
      const same = wanted.filter(({ page, fingerprint: print }) => stored.get(page.id)?.fingerprint === print).map(({ page }) => page.id);
      if (same.length) await db.update(draftScreenshots).set({ revision: mag.revision }).where(inArray(draftScreenshots.pageId, same));
      const changed = wanted.filter(({ page }) => !same.includes(page.id));
      if (!changed.length) return { drawn: 0 };

      const session = await createSession(db, owner.id, DRAFT_SESSION_MS);
      try {
        for (const [index, { page, num, fingerprint: print }] of changed.entries()) {
          const share = (percent: number) => Math.round(((index + percent / 100) / changed.length) * 100);
          const label = `Page ${num}`;
          const jpeg = await drawPage(services, draftPreviewPath(owner, mag, num), session, (percent, message) => progress(share(percent), `${label}: ${message}`), signal);
          const url = `/api/images/${await images.storeOriginal(jpeg, 'jpeg')}`;
          const values = { pageId: page.id, magId, revision: mag.revision, fingerprint: print, url, createdAt: new Date() };
          await db.insert(draftScreenshots).values(values).onConflictDoUpdate({ target: draftScreenshots.pageId, set: values });
        }
      } finally {
        await deleteSession(db, session);
      }
      return { drawn: changed.length };
    },
  };
}

/**
 * After a change to a draft: its screenshots job, once the changes have settled. A job still waiting for its turn is
 * the one that draws them (it reads the draft when it runs), so a run of edits makes one job. Without Chromium nothing
 * is queued: the dashboard and the page list draw the pages themselves.
 */
export function draftScreenshotQueue(services: { db: Db; browser: { available: boolean }; jobs: { enqueue(job: NewJob): Promise<unknown> } }) {
  // Projects this process is queueing for at the moment, so a burst of saves asks the database once.
  const asking = new Set<string>();
  return async function queue(magId: string, userId: string): Promise<void> {
    if (!services.browser.available || asking.has(magId)) return;
    asking.add(magId);
    try {
      const [waiting] = await services.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, DRAFT_SCREENSHOTS_JOB), eq(jobs.magId, magId), eq(jobs.state, 'queued')))
        .limit(1);
      if (waiting) return;
      await services.jobs.enqueue({ kind: DRAFT_SCREENSHOTS_JOB, payload: { magId }, userId, magId, delayMs: draftScreenshotConstants.afterEditMs });
    } finally {
      asking.delete(magId);
    }
  };
}

/** The seeded demo's draft pages drawn, as an edit would have them drawn, so its constructor opens with pictures. */
export async function queueDemoDraftScreenshots(services: Parameters<typeof draftScreenshotQueue>[0], magId: string): Promise<void> {
  const [mag] = await services.db.select({ userId: mags.userId }).from(mags).where(eq(mags.id, magId));
  if (mag) await draftScreenshotQueue(services)(magId, mag.userId);
}

/** Each live draft page's latest picture, and whether it is current (drawn from the draft as it is now). */
export async function draftScreenshotsOf(db: Db, mag: { id: string; revision: number }) {
  const rows = await db.select().from(draftScreenshots).where(eq(draftScreenshots.magId, mag.id));
  return new Map(rows.map((row) => [row.pageId, { url: row.url, current: row.revision === mag.revision }]));
}
