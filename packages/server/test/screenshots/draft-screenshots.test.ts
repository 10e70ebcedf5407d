import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftScreenshotConstants } from '@folio/model';
import { chromiumPath } from '../../src/browser/chromium';
import { jobs } from '../../src/db/schema';
import { DRAFT_SCREENSHOTS_JOB } from '../../src/screenshots/draft-screenshots';
import { Client, createProject, drivers, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { until } from '../support/until';

// Issue 15, "Screenshots … (and the draft, for the owner) … used by … the dashboard's cards, the constructor's page
// list" (docs/jobs.md "Draft screenshots"): the owner's changes to a draft queue one job per project, the changes
// settled; it draws the pages whose content changed, and the owner's project list and GET …/screenshots give them.
// Needs Chromium, as the e2e suite does (CI installs Debian's).
const WAIT_MS = 60_000;

describe.runIf(chromiumPath())('the draft’s screenshots', () => {
  describe.each(drivers)('%s', (driver) => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let owner: Client & { user: any };

    beforeAll(async () => {
      server = await startTestServer(driver, WITH_BACKGROUND_JOBS);
      owner = await signUp(server.baseUrl, 'Draft Drawer');
    });
    afterAll(() => server.close());

    const draftJobs = (magId: string) => server.database.db.select().from(jobs).where(and(eq(jobs.kind, DRAFT_SCREENSHOTS_JOB), eq(jobs.magId, magId)));
    /** The queued job's turn, now: the test does not wait out the settling time. */
    const runNow = (magId: string) => server.database.db.update(jobs).set({ runAfter: new Date() }).where(and(eq(jobs.kind, DRAFT_SCREENSHOTS_JOB), eq(jobs.magId, magId), eq(jobs.state, 'queued')));
    const shotsOf = async (magId: string) => {
      const reply = await owner.get(`/api/projects/${magId}/screenshots`);
      expect(reply.status).toBe(200);
      return reply.body as { revision: number; pages: { _id: string; screenshot: string; current: boolean }[] };
    };
    const topBand = async (jpeg: Buffer) => {
      const pixels = await sharp(jpeg).extract({ left: 0, top: 0, width: 1024, height: 120 }).greyscale().raw().toBuffer();
      return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
    };

    it('edits that follow each other make one job, after they settle; it draws every page and they are current', async () => {
      const draft = await createProject(owner, 'Draft pictures');
      // createProject made three changes: one job waits for them all, its turn the settling time away.
      const queued = await draftJobs(draft._id);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ state: 'queued', userId: owner.user._id });
      expect(queued[0]!.runAfter.getTime() - queued[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(draftScreenshotConstants.afterEditMs - 1000);
      // Before it has run, nothing is shown as the draft.
      expect((await shotsOf(draft._id)).pages).toEqual([]);
      expect((await owner.get('/api/projects')).body.find((row: { _id: string }) => row._id === draft._id).draft_screenshot).toBeNull();

      await runNow(draft._id);
      await until(() => draftJobs(draft._id), (rows) => rows[0]?.state === 'done', 'the draft drawn', WAIT_MS);
      const shots = await shotsOf(draft._id);
      expect(shots.revision).toBe(draft.revision);
      expect(shots.pages.map((page) => page._id)).toEqual(draft.pages.map((page: { _id: string }) => page._id));
      expect(shots.pages.every((page) => page.current)).toBe(true);
      for (const page of shots.pages) {
        const picture = await owner.get(page.screenshot);
        expect(picture.status).toBe(200);
        expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 672 });
      }
      // The dashboard's card: the draft's first page, the project never published.
      const listed = (await owner.get('/api/projects')).body.find((row: { _id: string }) => row._id === draft._id);
      expect(listed.draft_screenshot).toBe(shots.pages[0]!.screenshot);
    }, WAIT_MS + 30_000);

    it('a change to one page draws that page again, keeps the other’s picture, and until then none is current', async () => {
      const draft = await createProject(owner, 'Redrawn pages');
      await runNow(draft._id);
      await until(() => draftJobs(draft._id), (rows) => rows.length === 1 && rows[0]!.state === 'done', 'the draft drawn', WAIT_MS);
      const before = await shotsOf(draft._id);
      const [first, second] = before.pages;
      expect(await topBand((await owner.get(second!.screenshot)).body)).toBeGreaterThan(150);

      // A black band across the top of the second page.
      const band = await owner.post(`/api/mag/${draft._id}/widgets`, {
        revision: draft.revision,
        widgets: [{ type: 'shape', pid: second!._id, x: 0, y: 0, w: 1024, h: 160, z: 9, bg_color: '000000' }],
      });
      expect(band.status).toBe(201);
      const stale = await shotsOf(draft._id);
      expect(stale.revision).toBe(band.body.revision);
      expect(stale.pages.map((page) => page.current)).toEqual([false, false]);
      expect((await owner.get('/api/projects')).body.find((row: { _id: string }) => row._id === draft._id).draft_screenshot).toBeNull();

      await until(() => draftJobs(draft._id), (rows) => rows.length === 2, 'a second job queued', WAIT_MS);
      await runNow(draft._id);
      const done = await until(() => draftJobs(draft._id), (rows) => rows.length === 2 && rows.every((row) => row.state === 'done'), 'the change drawn', WAIT_MS);
      expect(done.map((row) => row.result).sort((a, b) => Number(a?.drawn) - Number(b?.drawn))).toEqual([{ drawn: 1 }, { drawn: 2 }]);
      const after = await shotsOf(draft._id);
      expect(after.pages.map((page) => page.current)).toEqual([true, true]);
      // The first page, unchanged, keeps its picture; the second's new one has the band.
      expect(after.pages[0]!.screenshot).toBe(first!.screenshot);
      expect(after.pages[1]!.screenshot).not.toBe(second!.screenshot);
      expect(await topBand((await owner.get(after.pages[1]!.screenshot)).body)).toBeLessThan(60);
    }, 2 * WAIT_MS + 30_000);

    it('another author gets 404 for the project’s pictures, and a visitor 401', async () => {
      const draft = await createProject(owner, 'Not theirs');
      const other = await signUp(server.baseUrl, 'Someone Else');
      expect((await other.get(`/api/projects/${draft._id}/screenshots`)).status).toBe(404);
      expect((await new Client(server.baseUrl).get(`/api/projects/${draft._id}/screenshots`)).status).toBe(401);
    });
  });
});
