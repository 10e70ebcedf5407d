import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../src/browser/chromium';
import { jobs } from '../../src/db/schema';
import { PAGE_SCREENSHOT_JOB } from '../../src/screenshots/screenshot-job';
import { Client, createProject, drivers, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { until } from '../support/until';

// Issue 15, "Screenshots" (docs/jobs.md): a publish queues one job per page a visitor may see; each draws the page
// in the headless Chromium at 1024 × 672 and the picture becomes the page's `screenshot` (the viewer's menu, og:image).
// Needs Chromium, as the e2e suite does (CI installs Debian's).
const WAIT_MS = 60_000;

describe.runIf(chromiumPath())('page screenshots after a publish', () => {
  describe.each(drivers)('%s', (driver) => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let owner: Client & { user: any };
    let visitor: Client;

    beforeAll(async () => {
      server = await startTestServer(driver, WITH_BACKGROUND_JOBS);
      owner = await signUp(server.baseUrl, 'Shot Taker');
      visitor = new Client(server.baseUrl);
    });
    afterAll(() => server.close());

    const screenshotJobs = () => server.database.db.select().from(jobs).where(eq(jobs.kind, PAGE_SCREENSHOT_JOB));

    it('draws every open page, and visitors get each page’s picture as its screenshot and og:image', async () => {
      const draft = await createProject(owner, 'Harbour notes');
      // The second page opens with a black band across its top; the first page's top is white. The project is in the
      // vertical layout, where the document holds every page from the first.
      const band = await owner.post(`/api/mag/${draft._id}/widgets`, {
        revision: draft.revision,
        widgets: [{ type: 'shape', pid: draft.pages[1]._id, x: 0, y: 0, w: 1024, h: 160, z: 9, bg_color: '000000' }],
      });
      expect(band.status).toBe(201);
      expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
      const done = await until(screenshotJobs, (rows) => rows.length === 2 && rows.every((row) => row.state === 'done'), 'both screenshots made', WAIT_MS);
      expect(done.map((row) => row.userId)).toEqual([owner.user._id, owner.user._id]);

      const mag = (await visitor.get(`/api/readymag/${draft.num_id}`)).body;
      const urls: string[] = mag.pages.map((page: { screenshot?: string }) => page.screenshot);
      for (const url of urls) expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.jpg$/);
      // The author's project list shows the first page's (the dashboard's card).
      const listed = (await owner.get('/api/projects')).body.find((row: { _id: string }) => row._id === draft._id);
      expect(listed.screenshot).toBe(urls[0]);
      const pictures = await Promise.all(urls.map((url) => visitor.get(url)));
      for (const picture of pictures) {
        expect(picture.status).toBe(200);
        expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 672 });
        // Drawn, not blank: the page's text and shape make the pixels vary.
        const { channels } = await sharp(picture.body).stats();
        expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(5);
      }
      // The right page each, at the top of its picture: the band's black at the second's top, white at the first's.
      const topBand = async (jpeg: Buffer) => {
        const pixels = await sharp(jpeg).extract({ left: 0, top: 0, width: 1024, height: 120 }).greyscale().raw().toBuffer();
        return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
      };
      expect(await topBand(pictures[0]!.body)).toBeGreaterThan(150);
      expect(await topBand(pictures[1]!.body)).toBeLessThan(60);

      const html = (await visitor.get(`/${owner.user.uri}/${draft.num_id}/`)).body as string;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image && new URL(image).pathname).toBe(urls[0]);
      expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
    }, WAIT_MS + 30_000);

    it('a page’s custom share picture is its og:image and twitter:image instead of its screenshot; the other page keeps its screenshot', async () => {
      // The share picture an author uploads in the page's share settings (viewer-and-project.md §3 custom_shares.image).
      const photo = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
      const form = new FormData();
      form.append('upload', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'share.jpg');
      const uploaded = await owner.postForm('/api/upload', form);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const shareImage: string = uploaded.body.url;

      const draft = await createProject(owner, 'Shared notes');
      const shared = await owner.patch(`/api/mag/${draft._id}/pages/${draft.pages[0]._id}`, { revision: draft.revision, custom_shares: { image: shareImage } });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
      expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
      const mine = () => screenshotJobs().then((rows) => rows.filter((row) => row.magId === draft._id));
      await until(mine, (rows) => rows.length === 2 && rows.every((row) => row.state === 'done'), 'both screenshots made', WAIT_MS);
      // Both pages have their screenshot; the share picture is not one of them.
      const screenshots: string[] = (await visitor.get(`/api/readymag/${draft.num_id}`)).body.pages.map((page: { screenshot?: string }) => page.screenshot);
      for (const url of screenshots) expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.jpg$/);
      expect(screenshots).not.toContain(shareImage);

      const shareImages = async (path: string) => {
        const html = (await visitor.get(path)).body as string;
        return {
          og: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
          twitter: /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1],
        };
      };
      const first = await shareImages(`/${owner.user.uri}/${draft.num_id}/`);
      expect(first.og && new URL(first.og).pathname).toBe(new URL(shareImage, server.app.config.publicUrl).pathname);
      expect(first.twitter).toBe(first.og);
      const second = await shareImages(`/${owner.user.uri}/${draft.num_id}/second/`);
      expect(second.og && new URL(second.og).pathname).toBe(screenshots[1]);
      expect(second.twitter).toBe(second.og);
      // The share picture is one a crawler can fetch.
      const picture = await visitor.get<Buffer>(new URL(first.og!).pathname);
      expect(picture.status).toBe(200);
      expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }, WAIT_MS + 30_000);

    it('makes none of a protected page, nor of a private project', async () => {
      const draft = await createProject(owner, 'Locked notes');
      const locked = draft.pages[1]._id;
      expect((await owner.post(`/api/privacy/mag/${draft.num_id}`, { is_private: false, isPrivatePages: [locked], pass: 'page pw' })).status).toBe(200);
      expect((await owner.post(`/api/publish/${draft._id}`)).status).toBe(200);
      const mine = () => screenshotJobs().then((rows) => rows.filter((row) => row.magId === draft._id));
      const done = await until(mine, (rows) => rows.length > 0 && rows.every((row) => row.state === 'done'), 'the open page drawn', WAIT_MS);
      expect(done.map((row) => row.payload.pageId)).toEqual([draft.pages[0]._id]);
      const pages = (await visitor.get(`/api/readymag/${draft.num_id}`)).body.pages;
      expect(pages[1]).not.toHaveProperty('screenshot');

      const hidden = await createProject(owner, 'Private notes');
      expect((await owner.post(`/api/mag/privacy/${hidden._id}`, { is_private: true, pass: 'whole pw' })).status).toBe(200);
      expect((await owner.post(`/api/publish/${hidden._id}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await screenshotJobs()).filter((row) => row.magId === hidden._id)).toEqual([]);
    }, WAIT_MS + 30_000);
  });
});
