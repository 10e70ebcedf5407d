import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { screenshotConstants } from '@folio/model';
import type { Db } from '../db/database';
import { mags, pages, pageScreenshots, users } from '../db/schema';
import { SESSION_COOKIE } from '../app';
import { createSession, deleteSession } from '../repositories/users';
import type { HeadlessBrowser } from '../browser/headless-browser';
import type { ImagePipeline } from '../images/image-pipeline';
import type { NewJob } from '../jobs/queue';
import { FinalJobError, type JobKind } from '../jobs/runner';
import { livePages, type MagRow } from '../repositories/mags';

// A published page's screenshot (viewer-and-project.md §3 `screenshot`, §9 "Screenshot mode viewport 1024x672";
// docs/jobs.md "Screenshots"): the server's page opened in the headless Chromium at 1024 × 672 without its scripts
// (the server's HTML is the whole first paint), once its pictures and fonts have loaded, with the viewer's chrome
// hidden; stored as a pipeline picture, so its smaller sizes are variants of it. Nothing but this server is reached
// from that page, and no view is counted (no script runs to count it).

export const PAGE_SCREENSHOT_JOB = 'page.screenshot';
// A page that has not loaded by then is given up for this try.
const RENDER_TIMEOUT_MS = 30_000;
const JPEG_QUALITY = 85;
/**
 * What a picture of one page leaves out: the viewer's chrome (arrows, counter, menu button), and the pages the document
 * holds beside the page (its neighbours in the horizontal layout, the pages above and below it in the vertical one,
 * which a window without scripts would show from the first).
 */
export const ONLY_THE_PAGE = '.fo-chrome{display:none!important}.folio-page:not([data-position=center]){display:none!important}';
// A video's player controls, which the page shows only to a visitor without scripts, are not the page's look either.
const HIDE_CHROME = `${ONLY_THE_PAGE}video::-webkit-media-controls{display:none!important}`;

const publishedPayload = z.object({ magId: z.string(), pageId: z.string(), version: z.number().int().positive() });
// The draft's page for its owner (docs/api.md "Screenshots", `draft=1`): drawn as its preview, kept nowhere but the answer.
const draftPayload = z.object({ magId: z.string(), pageId: z.string(), draft: z.literal(1) });
const payloadSchema = z.union([draftPayload, publishedPayload]);
export type ScreenshotPayload = z.infer<typeof publishedPayload>;
export type DraftScreenshotPayload = z.infer<typeof draftPayload>;
// The headless browser reads a draft as its owner, with a session of its own that ends with the job (or soon after).
export const DRAFT_SESSION_MS = 5 * 60_000;

export interface ScreenshotServices {
  db: Db;
  browser: HeadlessBrowser;
  images: ImagePipeline;
  /** Where this server answers, as the headless browser reaches it. */
  baseUrl: () => string;
  /** The sites origin (SITES_URL), where a project with the author's code is drawn: reached as well as this server. */
  sitesUrl?: string;
  /**
   * Told when a page's screenshot is stored (the server's published cache drops the project at once; other processes
   * see it within their cache's revalidation).
   */
  stored?: (magId: string) => void;
}

type Progress = (percent: number, message: string) => void;

/** The page at `path` of this server, drawn as a visitor first sees it (with a session: as its owner does). */
export async function drawPage(
  { browser, baseUrl, sitesUrl }: Pick<ScreenshotServices, 'browser' | 'baseUrl' | 'sitesUrl'>,
  path: string,
  session: string | undefined,
  progress: Progress,
  signal: AbortSignal,
): Promise<Buffer> {
  progress(10, 'Opening the page');
  const base = new URL(baseUrl());
  return browser.withContext(
    // The server's page is complete without its scripts (docs/viewer.md "Every viewport in the HTML"): drawn as a
    // visitor first sees it, widgets at rest, nothing run, no view counted.
    { viewport: screenshotConstants.viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block', javaScriptEnabled: false },
    async (context) => {
      if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: base.origin, httpOnly: true, sameSite: 'Lax' }]);
      const ours = new Set([base.origin, ...(sitesUrl ? [new URL(sitesUrl).origin] : [])]);
      await context.route('**/*', (route) => (ours.has(new URL(route.request().url()).origin) ? route.continue() : route.abort()));
      const tab = await context.newPage();
      const stop = () => void tab.close();
      signal.addEventListener('abort', stop);
      try {
        // The load event waits for the first screen's pictures and the fonts its texts began to load.
        await tab.goto(new URL(path, base).toString(), { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
        await tab.evaluate(() => document.fonts.ready.then(() => undefined));
        progress(60, 'Taking the picture');
        return await tab.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, animations: 'disabled', caret: 'hide', style: HIDE_CHROME, timeout: RENDER_TIMEOUT_MS });
      } finally {
        signal.removeEventListener('abort', stop);
      }
    },
  );
}

/** The address of a draft page's preview (its owner's), by its number. */
export function draftPreviewPath(owner: { uri: string }, mag: MagRow, num: number): string {
  return `/${encodeURIComponent(owner.uri)}/${encodeURIComponent(mag.uri || String(mag.numId))}/preview/num/${num}/`;
}

export function pageScreenshotJob(services: ScreenshotServices): JobKind {
  const { db, images, stored } = services;
  const draw = (path: string, session: string | undefined, progress: Progress, signal: AbortSignal) => drawPage(services, path, session, progress, signal);

  /** The draft's page as its preview draws it, for its owner; stored as a picture, recorded nowhere else. */
  async function drawDraft({ magId, pageId }: DraftScreenshotPayload, progress: Progress, signal: AbortSignal) {
    const [row] = await db.select({ mag: mags, owner: users }).from(mags).innerJoin(users, eq(users.id, mags.userId)).where(eq(mags.id, magId));
    if (!row) throw new FinalJobError('The project is gone');
    const num = (await livePages(db, magId)).findIndex((page) => page.id === pageId) + 1;
    if (!num) throw new FinalJobError('The page is gone');
    const session = await createSession(db, row.owner.id, DRAFT_SESSION_MS);
    try {
      const jpeg = await draw(draftPreviewPath(row.owner, row.mag, num), session, progress, signal);
      progress(90, 'Storing the picture');
      return { url: `/api/images/${await images.storeOriginal(jpeg, 'jpeg')}` };
    } finally {
      await deleteSession(db, session);
    }
  }

  return {
    kind: PAGE_SCREENSHOT_JOB,
    async run(payload, { progress, signal }) {
      const job = payloadSchema.parse(payload);
      if ('draft' in job) return drawDraft(job, progress, signal);
      const { magId, pageId, version } = job;
      const [mag] = await db.select().from(mags).where(eq(mags.id, magId));
      // What was published has changed since the job was queued: the next publish's jobs draw the pages.
      if (!mag?.isPublished || mag.publishedVersion !== version) return { skipped: 'not the published version' };
      // A visitor without the password sees no protected page: no picture of one is made to show them.
      if (mag.isPrivate || mag.privatePages.includes(pageId)) return { skipped: 'private' };
      const [page] = await db.select({ numId: pages.numId }).from(pages).where(eq(pages.id, pageId));
      if (!page) return { skipped: 'no such page' };
      const jpeg = await draw(`/p${page.numId}/`, undefined, progress, signal);
      progress(90, 'Storing the picture');
      const url = `/api/images/${await images.storeOriginal(jpeg, 'jpeg')}`;
      await db
        .insert(pageScreenshots)
        .values({ magId, pageId, version, url })
        .onConflictDoUpdate({ target: [pageScreenshots.pageId, pageScreenshots.version], set: { url, createdAt: new Date() } });
      stored?.(magId);
      return { url };
    },
  };
}

/** The published version's screenshots, page id → picture address. */
export async function screenshotsOf(db: Db, magId: string, version: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ pageId: pageScreenshots.pageId, url: pageScreenshots.url })
    .from(pageScreenshots)
    .where(and(eq(pageScreenshots.magId, magId), eq(pageScreenshots.version, version)));
  return new Map(rows.map((row) => [row.pageId, row.url]));
}

/**
 * After a publish: one screenshot job per page a visitor may see (none for a private project or a protected page),
 * asked for by the author who published. Without Chromium nothing is queued: the pages keep no screenshot.
 */
export async function queuePageScreenshots(
  services: { db: Db; browser: HeadlessBrowser; jobs: { enqueue(job: NewJob): Promise<unknown> } },
  published: { mag: MagRow; version: number; userId: string },
): Promise<number> {
  const { mag, version, userId } = published;
  if (!services.browser.available || mag.isPrivate) return 0;
  const shown = (await livePages(services.db, mag.id)).filter((page) => !mag.privatePages.includes(page.id));
  for (const page of shown) {
    const payload: ScreenshotPayload = { magId: mag.id, pageId: page.id, version };
    await services.jobs.enqueue({ kind: PAGE_SCREENSHOT_JOB, payload, userId, magId: mag.id });
  }
  return shown.length;
}

/** The published version's screenshots queued for a project published without a request (the seeded demo). */
export async function queuePublishedScreenshots(services: { db: Db; browser: HeadlessBrowser; jobs: { enqueue(job: NewJob): Promise<unknown> } }, magId: string): Promise<number> {
  const [mag] = await services.db.select().from(mags).where(eq(mags.id, magId));
  if (!mag?.isPublished || !mag.publishedVersion) return 0;
  return queuePageScreenshots(services, { mag, version: mag.publishedVersion, userId: mag.userId });
}
