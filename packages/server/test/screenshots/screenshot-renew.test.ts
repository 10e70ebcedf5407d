import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotMessages } from '@folio/model';
import { chromiumPath } from '../../src/browser/chromium';
import { jobs, sessions } from '../../src/db/schema';
import { PAGE_SCREENSHOT_JOB } from '../../src/screenshots/screenshot-job';
import { Client, createProject, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { until } from '../support/until';
import { setDraftScreenshotsAside } from '../support/draft-screenshots';

// Issue 15 (viewer-and-project.md §7 "GET /api/screenshot/renew/{a}/{b}, returns a screenshot"; docs/api.md
// "Screenshots"): the owner has a published page drawn again and gets its new screenshot's address. Needs Chromium.
const WAIT_MS = 60_000;

describe.runIf(chromiumPath())('GET /api/screenshot/renew/{project}/{page}', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let stranger: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer('pglite', WITH_BACKGROUND_JOBS);
    owner = await signUp(server.baseUrl, 'Renewer');
    stranger = await signUp(server.baseUrl, 'Other Renewer');
    mag = await createProject(owner, 'Harbour notes');
  }, 60_000);
  afterAll(() => server.close());

  const screenshotJobs = () => server.database.db.select().from(jobs).where(eq(jobs.kind, PAGE_SCREENSHOT_JOB));
  const renew = (client: Client, page: string, query = '') => client.get(`/api/screenshot/renew/${mag._id}/${page}${query}`);

  it('is refused before publishing (409), to visitors (401), to other authors (404), for a page not published (404)', async () => {
    const early = await renew(owner, mag.pages[0]._id);
    expect(early.body).toEqual({ message: screenshotMessages.notPublished, statusCode: 409 });
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    await until(screenshotJobs, (rows) => rows.length === 2 && rows.every((row) => row.state === 'done'), 'the publish’s screenshots', WAIT_MS);
    expect((await renew(new Client(server.baseUrl), mag.pages[0]._id)).status).toBe(401);
    expect((await renew(stranger, mag.pages[0]._id)).status).toBe(404);
    const unknown = await renew(owner, 'no-such-page');
    expect(unknown.body).toEqual({ message: screenshotMessages.noPage, statusCode: 404 });
    expect(await screenshotJobs()).toHaveLength(2);
  }, WAIT_MS + 10_000);

  it('draws the page again with what it shows now, and answers its new screenshot', async () => {
    const answer = await renew(owner, mag.pages[1]._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ _id: mag.pages[1]._id, screenshot: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.jpg$/) });
    expect(await screenshotJobs()).toHaveLength(3);
    const picture = await new Client(server.baseUrl).get<Buffer>(answer.body.screenshot);
    expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 672 });
    // Visitors get it as the page's screenshot.
    expect((await new Client(server.baseUrl).get(`/api/readymag/${mag.num_id}`)).body.pages[1].screenshot).toBe(answer.body.screenshot);

    // Asked twice at once: one job draws it, both get it.
    const [first, second] = await Promise.all([renew(owner, mag.pages[0]._id, '?wait=0'), renew(owner, mag.pages[0]._id, '?wait=0')]);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body.job.id).toBe(first.body.job.id);
  }, WAIT_MS + 10_000);

  it('refuses a protected page', async () => {
    const protectedPage = mag.pages[1]._id;
    const made = await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [protectedPage], pass: 'page pass' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const refused = await renew(owner, protectedPage);
    expect(refused.body).toEqual({ message: screenshotMessages.privatePage, statusCode: 409 });
  }, WAIT_MS);
});

// Issue 15 "(and the draft, for the owner)": with draft=1 the owner gets the draft's page as its preview draws it,
// published or not, kept nowhere but the answer; the published screenshot stays what visitors see.
describe.runIf(chromiumPath())('GET /api/screenshot/renew/{project}/{page}?draft=1', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let stranger: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer('pglite', WITH_BACKGROUND_JOBS);
    owner = await signUp(server.baseUrl, 'Draft Drawer');
    stranger = await signUp(server.baseUrl, 'Draft Stranger');
    mag = await createProject(owner, 'Unpublished notes');
  }, 60_000);
  afterAll(() => server.close());

  const draftShot = (client: Client, page: string) => client.get(`/api/screenshot/renew/${mag._id}/${page}?draft=1`);
  const sessionCount = async () => (await server.database.db.select().from(sessions)).length;

  it("draws an unpublished draft's page for its owner alone, with a session that ends with the job", async () => {
    expect((await draftShot(new Client(server.baseUrl), mag.pages[0]._id)).status).toBe(401);
    expect((await draftShot(stranger, mag.pages[0]._id)).status).toBe(404);
    expect((await draftShot(owner, 'no-such-page')).body).toEqual({ message: screenshotMessages.noDraftPage, statusCode: 404 });
    // Only the renewal's session is counted.
    await setDraftScreenshotsAside(server, owner, mag._id);
    const before = await sessionCount();
    const answer = await draftShot(owner, mag.pages[0]._id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ _id: mag.pages[0]._id, screenshot: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.jpg$/) });
    const picture = await new Client(server.baseUrl).get<Buffer>(answer.body.screenshot);
    expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 672 });
    expect(await sessionCount()).toBe(before);
  }, WAIT_MS + 10_000);

  it('after a publish, draws what the draft shows now; visitors keep the published screenshot', async () => {
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const published = await owner.get(`/api/screenshot/renew/${mag._id}/${mag.pages[0]._id}`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const project = (await owner.get(`/api/projects/${mag._id}`)).body;
    // A black block over the draft's page, not published.
    const added = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: project.revision,
      widgets: [{ type: 'shape', pid: mag.pages[0]._id, x: 0, y: 0, w: 1024, h: 672, z: 9, tp: 'rectangle', bg_color: '000000', bg_opacity: 1 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const draft = await draftShot(owner, mag.pages[0]._id);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.screenshot).not.toBe(published.body.screenshot);
    const { channels } = await sharp((await new Client(server.baseUrl).get<Buffer>(draft.body.screenshot)).body).stats();
    expect(channels[0]!.mean).toBeLessThan(60);
    expect((await new Client(server.baseUrl).get(`/api/readymag/${mag.num_id}`)).body.pages[0].screenshot).toBe(published.body.screenshot);
  }, 2 * WAIT_MS + 10_000);
});

