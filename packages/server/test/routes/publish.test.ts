import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

/** The parts of a draft that revert-version must bring back exactly. */
const content = ({ revision: _r, updated: _u, ...draft }: any) => draft;

describe.each(drivers)('publishing on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Publisher');
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  it('publish stores an immutable version: editing the draft changes nothing visitors see until the next publish', async () => {
    const mag = await createProject(owner, 'Issue one');
    const published = await owner.post(`/api/publish/${mag._id}`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ is_published: true, version: 1 });

    const seenMag = (await visitor.get(`/api/readymag/${owner.user.uri}/${mag.num_id}`)).body;
    const seenPages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    expect(seenMag.title).toBe('Issue one');
    expect(seenMag.user).toMatchObject({ uri: owner.user.uri, isMe: false });
    expect(seenPages).toHaveLength(2);
    expect(seenPages[0].wids).toHaveLength(2);

    // Edit everything an author can: fields, pages, widgets.
    let draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    let rev = (await owner.patch(`/api/mag/${mag._id}`, { revision: draft.revision, title: 'Draft title' })).body.revision;
    rev = (await owner.patch(`/api/mag/${mag._id}/widgets`, { revision: rev, widgets: [{ _id: draft.pages[0].wids[0]._id, x: 999 }] })).body.revision;
    rev = (await owner.post(`/api/mag/${mag._id}/pages`, { revision: rev, page: { title: 'New page' } })).body.revision;
    rev = (await owner.delete(`/api/mag/${mag._id}/pages`, { revision: rev, pids: [draft.pages[1]._id] })).body.revision;
    expect(rev).toBeGreaterThan(draft.revision);

    expect((await visitor.get(`/api/readymag/${owner.user.uri}/${mag.num_id}`)).body).toEqual(seenMag);
    expect((await visitor.get(`/api/magpages/${mag.num_id}`)).body).toEqual(seenPages);

    const second = await owner.post(`/api/publish/${mag._id}`);
    expect(second.body.version).toBe(2);
    const after = (await visitor.get(`/api/readymag/${mag.num_id}`)).body;
    expect(after.title).toBe('Draft title');
    expect(after.pages.map((p: any) => p.title)).toEqual([undefined, 'New page']);
    const pagesAfter = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    expect(pagesAfter[0].wids.find((w: any) => w._id === draft.pages[0].wids[0]._id).x).toBe(999);
    draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.is_published).toBe(true);
  });

  it('revert-version restores the draft exactly (deep-equal) to the last published version', async () => {
    const mag = await createProject(owner, 'Revert me');
    const atPublish = (await owner.get(`/api/projects/${mag._id}`)).body;
    await owner.post(`/api/publish/${mag._id}`);
    const published = (await owner.get(`/api/projects/${mag._id}`)).body;

    let rev = published.revision;
    rev = (await owner.patch(`/api/mag/${mag._id}`, { revision: rev, title: 'Changed', description: 'new' })).body.revision;
    rev = (await owner.patch(`/api/mag/${mag._id}/pages/${published.pages[0]._id}`, { revision: rev, title: 'Renamed' })).body.revision;
    rev = (await owner.post(`/api/mag/${mag._id}/widgets`, { revision: rev, widgets: [{ type: 'shape', pid: published.pages[0]._id, x: 0, y: 0, w: 5, h: 5, z: 9 }] })).body.revision;
    rev = (await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: rev, ids: [published.pages[1].wids[0]._id] })).body.revision;
    rev = (await owner.put(`/api/mag/${mag._id}/pages/order`, { revision: rev, pids: [published.pages[1]._id, published.pages[0]._id] })).body.revision;
    rev = (await owner.delete(`/api/mag/${mag._id}/pages`, { revision: rev, pids: [published.pages[0]._id] })).body.revision;
    await owner.post(`/api/mag/${mag._id}/pages`, { revision: rev, page: { title: 'Extra' } });

    const reverted = await owner.post(`/api/mag/${mag._id}/revert-version`);
    expect(reverted.status).toBe(200);
    const now = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(content(now)).toEqual(content(published));
    expect(content(now).pages).toEqual(content(atPublish).pages);
    expect(now.revision).toBeGreaterThan(published.revision);
  });

  it('revert-version without a published version → 409, nothing written', async () => {
    const mag = await createProject(owner, 'Never published');
    const reply = await owner.post(`/api/mag/${mag._id}/revert-version`);
    expect(reply.status).toBe(409);
    expect(reply.body.statusCode).toBe(409);
    expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(mag);
  });

  it('unpublish hides the project from visitors; publishing again shows it', async () => {
    const mag = await createProject(owner, 'Come and go');
    await owner.post(`/api/publish/${mag._id}`);
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).status).toBe(200);
    expect((await owner.post(`/api/unpublish/${mag._id}`)).body).toEqual({ is_published: false, published: null });
    for (const path of [`/api/readymag/${mag.num_id}`, `/api/readymag/${owner.user.uri}/${mag.num_id}`, `/api/magpages/${mag.num_id}`]) {
      expect((await visitor.get(path)).status, path).toBe(404);
    }
    await owner.post(`/api/publish/${mag._id}`);
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).status).toBe(200);
  });

  it('finds a project by its uri, pages by a comma-joined list, and counts views', async () => {
    const mag = await createProject(owner, 'By uri');
    await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, uri: 'by-uri' });
    await owner.post(`/api/publish/${mag._id}`);
    const byUri = await visitor.get(`/api/readymag/${owner.user.uri}/by-uri`);
    expect(byUri.status).toBe(200);
    expect(byUri.body.num_id).toBe(mag.num_id);
    expect(byUri.body.pages.map((p: any) => p.num)).toEqual([1, 2]);
    expect(byUri.body.pages[0].wids).toBeUndefined();
    expect((await visitor.get(`/api/readymag/someone-else/by-uri`)).status).toBe(404);

    const one = await visitor.get(`/api/magpages/${mag.num_id}?pages=${mag.pages[1]._id}`);
    expect(one.body.map((p: any) => p._id)).toEqual([mag.pages[1]._id]);
    const both = await visitor.get(`/api/magpages/${mag.num_id}?pages=${mag.pages[1]._id},${mag.pages[0]._id},nope`);
    expect(both.body.map((p: any) => p._id)).toEqual([mag.pages[0]._id, mag.pages[1]._id]);

    // The same visitor's second view within the window answers the same and is not counted (docs/api.md).
    expect((await visitor.post(`/api/countview/${mag.num_id}`)).status).toBe(204);
    expect((await visitor.post(`/api/countview/${mag.num_id}`)).status).toBe(204);
    const { mags } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await server.database.db.select({ views: mags.views }).from(mags).where(eq(mags.id, mag._id));
    expect(row!.views).toBe(1);
  });

  it("a draft's new uri reaches visitors only with the next publish; the published one stays reserved", async () => {
    const mag = await createProject(owner, 'Moving');
    let rev = (await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, uri: 'old-home' })).body.revision;
    await owner.post(`/api/publish/${mag._id}`);
    rev = (await owner.patch(`/api/mag/${mag._id}`, { revision: rev, uri: 'new-home' })).body.revision;
    expect((await visitor.get(`/api/readymag/${owner.user.uri}/old-home`)).status).toBe(200);
    expect((await visitor.get(`/api/readymag/${owner.user.uri}/new-home`)).status).toBe(404);
    // Another project cannot take the address visitors still use.
    const other = (await owner.post('/api/projects', { title: 'Squatter' })).body;
    const squat = await owner.patch(`/api/mag/${other._id}`, { revision: other.revision, uri: 'old-home' });
    expect(squat.status).toBe(409);
    await owner.post(`/api/publish/${mag._id}`);
    expect((await visitor.get(`/api/readymag/${owner.user.uri}/new-home`)).body.num_id).toBe(mag.num_id);
    expect((await visitor.get(`/api/readymag/${owner.user.uri}/old-home`)).status).toBe(404);
    void rev;
  });

  it('revert-version works even when another project uses the same widget ids', async () => {
    const mag = await createProject(owner, 'Shared ids');
    await owner.post(`/api/publish/${mag._id}`);
    const widget = mag.pages[0].wids[0];
    await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, ids: [widget._id] });
    const stranger = await signUp(server.baseUrl, 'Copycat');
    const theirs = (await stranger.post('/api/projects', { title: 'Copy' })).body;
    const copy = await stranger.post(`/api/mag/${theirs._id}/widgets`, {
      revision: theirs.revision,
      widgets: [{ ...widget, pid: theirs.pages[0]._id }],
    });
    expect(copy.status).toBe(201);
    const reverted = await owner.post(`/api/mag/${mag._id}/revert-version`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.pages[0].wids.map((w: any) => w._id)).toContain(widget._id);
    expect((await stranger.get(`/api/projects/${theirs._id}`)).body.pages[0].wids[0]._id).toBe(widget._id);
  });

  it('revert-version moves pages made since the publish to the trash instead of losing them', async () => {
    const mag = await createProject(owner, 'Keep new pages');
    await owner.post(`/api/publish/${mag._id}`);
    const added = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, page: { title: 'Made later' } });
    await owner.post(`/api/mag/${mag._id}/revert-version`);
    const trash = (await owner.get(`/api/mag/${mag._id}/trash`)).body.pages;
    expect(trash.map((p: any) => p._id)).toEqual([added.body.page._id]);
  });

  it('numeric ids out of range are simply not found', async () => {
    for (const path of ['/api/readymag/99999999999', `/api/readymag/${owner.user.uri}/${'9'.repeat(40)}`, '/api/readymag/007']) {
      expect((await visitor.get(path)).status, path).toBe(404);
    }
    const big = await visitor.get('/api/magpages/99999999999');
    expect(big.status).toBe(400);
    expect(big.body.statusCode).toBe(400);
  });

  it('the owner is told apart (isMe) on the viewer routes', async () => {
    const mag = await createProject(owner, 'Mine to view');
    await owner.post(`/api/publish/${mag._id}`);
    expect((await owner.get(`/api/readymag/${mag.num_id}`)).body.user.isMe).toBe(true);
    expect((await visitor.get(`/api/readymag/${mag.num_id}`)).body.user.isMe).toBe(false);
  });
});
