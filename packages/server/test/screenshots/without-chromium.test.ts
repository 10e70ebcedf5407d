import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { browserMessages } from '../../src/browser/headless-browser';
import { Client, createProject, drivers, signUp, startTestServer } from '../support/harness';

// Issue 15 "Headless Chromium" (docs/jobs.md "Chromium"): where no Chromium exists, the routes that draw pages answer
// 503 with what to install, queue nothing, and everything else works. The server looks for Chromium when it starts,
// so this one starts with CHROMIUM_PATH naming a file that is not there (which the server takes as "none").

describe.each(drivers)('without Chromium (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let visitor: Client;
  let mag: any;

  beforeAll(async () => {
    const chromiumPath = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/folio-test/chromium';
    try {
      server = await startTestServer(driver);
    } finally {
      if (chromiumPath === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromiumPath;
    }
    owner = await signUp(server.baseUrl, 'Unlit Printer');
    visitor = new Client(server.baseUrl);
    mag = await createProject(owner, 'Harbour notes');
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
  }, 60_000);
  afterAll(() => server.close());

  const missing = { message: browserMessages.missing, statusCode: 503 };

  it('the PDF and the screenshot renewal answer 503 saying what to install, and queue nothing', async () => {
    expect(server.app.browser.available).toBe(false);
    expect(browserMessages.missing).toMatch(/chromium/i);
    for (const path of [`/api/makepdf/${mag._id}`, `/api/makepdf/${mag._id}?pages=2&wait=0`, `/api/makepdf/${mag._id}?draft=1`]) {
      const refused = await owner.get(path);
      expect(refused.status, path).toBe(503);
      expect(refused.body, path).toEqual(missing);
    }
    for (const page of mag.pages) {
      for (const query of ['', '?wait=0', '?draft=1']) {
        const refused = await owner.get(`/api/screenshot/renew/${mag._id}/${page._id}${query}`);
        expect(refused.status, query).toBe(503);
        expect(refused.body, query).toEqual(missing);
      }
    }
    // Neither the refusals nor the publish (whose page screenshots need the browser) left a job behind.
    expect(await server.database.db.select().from(jobs)).toEqual([]);
  });

  it('the owner’s own checks come first: a stranger still gets 404 and a visitor 401', async () => {
    const stranger = await signUp(server.baseUrl, 'Other Printer');
    expect((await stranger.get(`/api/makepdf/${mag._id}`)).status).toBe(404);
    expect((await visitor.get(`/api/makepdf/${mag._id}`)).status).toBe(401);
    expect((await stranger.get(`/api/screenshot/renew/${mag._id}/${mag.pages[0]._id}`)).status).toBe(404);
    expect((await visitor.get(`/api/screenshot/renew/${mag._id}/${mag.pages[0]._id}`)).status).toBe(401);
  });

  it('everything else works: the published pages, their data and the author’s projects', async () => {
    const html = await visitor.get<string>(`/${owner.user.uri}/${mag.num_id}/`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.body).toContain('Hello from page one');
    const second = await visitor.get<string>(`/${owner.user.uri}/${mag.num_id}/second/`);
    expect(second.status).toBe(200);
    expect(second.body).toContain('Secret second page text');
    const published = await visitor.get(`/api/readymag/${mag.num_id}`);
    expect(published.status).toBe(200);
    // No screenshot was drawn, so the pages have none.
    for (const page of published.body.pages) expect(page).not.toHaveProperty('screenshot');
    const projects = await owner.get('/api/projects');
    expect(projects.status).toBe(200);
    expect(projects.body.map((row: { _id: string }) => row._id)).toContain(mag._id);
  });
});
