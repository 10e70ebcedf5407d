import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId, pageContentConstants } from '@folio/model';
import { widgets } from '../../src/db/schema';
import { CURRENT_SCHEMA_VERSION } from '../../src/repositories/documents';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

// Issue 11, finding 2 (widgets per page): nothing bounded how many widgets a page holds. Now a page holds at most
// pageContentConstants.maxWidgetsPerPage, wherever widgets land on it: created, moved there, copied with a page, a
// project or a template, or taken back by revert-version. Over it: 413 naming the limit, nothing written.

const MAX = pageContentConstants.maxWidgetsPerPage;
const BATCH = 500;
const REFUSAL = { message: `A page holds at most ${MAX} widgets`, statusCode: 413, maxWidgets: MAX };

const shape = (pid: string, index: number) => ({ type: 'shape', pid, x: index % 100, y: Math.floor(index / 100), w: 10, h: 10 });

describe.each(drivers)('finding 2: widgets per page (%s)', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let mag: any;
  let full: string;
  let other: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Crowded Author');
    mag = await createProject(owner, 'Crowded pages');
    [full, other] = mag.pages.map((page: any) => page._id);
    // The first page filled to the limit exactly, in batches as the constructor sends them.
    for (let made = mag.pages[0].wids.length; made < MAX; made += BATCH) {
      const count = Math.min(BATCH, MAX - made);
      const reply = await owner.post(`/api/mag/${mag._id}/widgets`, {
        revision: mag.revision,
        widgets: Array.from({ length: count }, (_, index) => shape(full, made + index)),
      });
      expect(reply.status).toBe(201);
      mag.revision = reply.body.revision;
    }
    mag = await draft();
  });
  afterAll(() => server.close());

  const draft = async () => (await owner.get(`/api/projects/${mag._id}`)).body;
  const projectCount = async () => (await owner.get('/api/projects')).body.length;

  /** The draft is as it was: same revision, same pages and widgets. */
  async function expectUnchanged() {
    expect(await draft()).toEqual(mag);
  }

  it('finding 2: a page holds the limit exactly', () => {
    expect(mag.pages[0].wids).toHaveLength(MAX);
  });

  it('finding 2: one more widget created on a full page is 413 naming the limit, and nothing of its batch is written', async () => {
    for (const batch of [[shape(full, 0)], [shape(other, 0), shape(full, 1)]]) {
      const reply = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: batch });
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual(REFUSAL);
    }
    await expectUnchanged();
  });

  it('finding 2: moving a widget onto a full page is 413; changes on it, and a swap between pages, are not', async () => {
    const onOther = mag.pages[1].wids[0]._id;
    const onFull = mag.pages[0].wids[0]._id;
    const moved = await owner.patch(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [{ _id: onOther, pid: full }] });
    expect(moved.status).toBe(413);
    expect(moved.body).toEqual(REFUSAL);
    await expectUnchanged();

    const swapped = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        { _id: onOther, pid: full },
        { _id: onFull, pid: other, x: 5 },
      ],
    });
    expect(swapped.status).toBe(200);
    const back = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: swapped.body.revision,
      widgets: [
        { _id: onOther, pid: other },
        { _id: onFull, pid: full, x: mag.pages[0].wids[0].x },
      ],
    });
    expect(back.status).toBe(200);
    mag = await draft();
    expect(mag.pages[0].wids).toHaveLength(MAX);
  });

  it('finding 2: a full page is duplicated whole; a page over the limit (stored before it) is not copied by any path', async () => {
    const copied = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, duplicateOf: full });
    expect(copied.status).toBe(201);
    expect(copied.body.page.wids).toHaveLength(MAX);
    const trashed = await owner.delete(`/api/mag/${mag._id}/pages`, { revision: copied.body.revision, pids: [copied.body.page._id] });
    expect(trashed.status).toBe(200);
    await owner.delete(`/api/mag/${mag._id}/pages/trash`, { pids: [copied.body.page._id] });

    // A page as it may have been stored before the limit: one widget over it.
    const id = newObjectId();
    await server.database.db.insert(widgets).values({ id, magId: mag._id, pageId: full, schemaVersion: CURRENT_SCHEMA_VERSION, data: { ...shape(full, 0), _id: id } });
    const published = await owner.post(`/api/publish/${mag._id}`);
    expect(published.status).toBe(200);
    mag = await draft();
    expect(mag.pages[0].wids).toHaveLength(MAX + 1);
    const projects = await projectCount();

    const page = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, duplicateOf: full });
    expect(page.status).toBe(413);
    expect(page.body).toEqual(REFUSAL);
    await expectUnchanged();

    const duplicate = await owner.post(`/api/projects/${mag._id}/duplicate`);
    expect(duplicate.status).toBe(413);
    expect(duplicate.body).toEqual(REFUSAL);

    const template = await owner.post('/api/template/', { mag_id: mag._id, name: 'Crowded' });
    expect(template.status).toBe(201);
    const fromTemplate = await owner.post('/api/projects', { template_id: template.body.id });
    expect(fromTemplate.status).toBe(413);
    expect(fromTemplate.body).toEqual(REFUSAL);
    const fromLink = await owner.post(`/start-with-template/${template.body.id}/`);
    expect(fromLink.status).toBe(413);
    expect(fromLink.body).toEqual(REFUSAL);
    expect(await projectCount()).toBe(projects);

    // revert-version takes the published page back whole: refused while it is over the limit.
    const reverted = await owner.post(`/api/mag/${mag._id}/revert-version`);
    expect(reverted.status).toBe(413);
    expect(reverted.body).toEqual(REFUSAL);
    await expectUnchanged();
  });
});
