import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client} from '../support/harness';
import { createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

describe.each(drivers)('projects, pages and widgets on %s', (driver) => {
  let server: TestServer;
  let owner: Client;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl);
  });
  afterAll(() => server.close());

  it('POST /api/projects → 201 with _id, num_id and one empty page', async () => {
    const reply = await owner.post('/api/projects', { title: 'Autumn' });
    expect(reply.status).toBe(201);
    expect(reply.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Number.isInteger(reply.body.num_id)).toBe(true);
    expect(reply.body).toMatchObject({ title: 'Autumn', revision: 0, is_published: false, published: null });
    expect(reply.body.pages).toHaveLength(1);
    expect(reply.body.pages[0]).toMatchObject({ num: 1, wids: [] });
    const untitled = await owner.post('/api/projects');
    expect(untitled.status).toBe(201);
    expect(untitled.body.emptyTitle).toBe(true);
  });

  it('PATCH /api/mag/{id} changes fields and bumps the revision', async () => {
    const mag = (await owner.post('/api/projects', { title: 'Before' })).body;
    const reply = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, title: 'After', opts: { viewertype: 'horizontal' } });
    expect(reply.status).toBe(200);
    expect(reply.body.revision).toBe(mag.revision + 1);
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft).toMatchObject({ title: 'After', opts: { viewertype: 'horizontal' }, revision: mag.revision + 1 });
  });

  it('PATCH /api/mag/{id} removes a field given as null and keeps those left out', async () => {
    const mag = (await owner.post('/api/projects', { title: 'Kept' })).body;
    const set = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, description: 'About', opts: { arrows: false } });
    expect(set.status).toBe(200);
    const reply = await owner.patch(`/api/mag/${mag._id}`, { revision: set.body.revision, description: null, opts: null });
    expect(reply.status).toBe(200);
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.title).toBe('Kept');
    expect(draft).not.toHaveProperty('description');
    expect(draft).not.toHaveProperty('opts');
  });

  it('a project address: set, refused while another project uses it as its draft or published address, removed with null', async () => {
    const first = (await owner.post('/api/projects', { title: 'First' })).body;
    const set = await owner.patch(`/api/mag/${first._id}`, { revision: first.revision, uri: 'first-issue' });
    expect(set.status).toBe(200);
    expect((await owner.post(`/api/publish/${first._id}`)).status).toBe(200);
    // The draft moves to another address; the published one stays reserved for this project.
    const moved = await owner.patch(`/api/mag/${first._id}`, { revision: set.body.revision, uri: 'first-moved' });
    expect(moved.status).toBe(200);
    const listed = (await owner.get('/api/projects')).body.find((row: { _id: string }) => row._id === first._id);
    expect(listed).toMatchObject({ uri: 'first-moved', published_uri: 'first-issue' });

    const second = (await owner.post('/api/projects', { title: 'Second' })).body;
    for (const taken of ['first-moved', 'first-issue']) {
      const clash = await owner.patch(`/api/mag/${second._id}`, { revision: second.revision, uri: taken });
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ statusCode: 409, message: 'This project address is already used' });
    }
    const removed = await owner.patch(`/api/mag/${first._id}`, { revision: moved.body.revision, uri: null });
    expect(removed.status).toBe(200);
    expect((await owner.get(`/api/projects/${first._id}`)).body.uri ?? null).toBeNull();
  });

  it('a stale revision without skipChanged → 409 and the newer change survives; skipChanged overrides', async () => {
    const mag = (await owner.post('/api/projects', { title: 'Shared' })).body;
    const tabA = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, title: 'From tab A' });
    expect(tabA.status).toBe(200);
    const tabB = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, title: 'From tab B' });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({ statusCode: 409, revision: tabA.body.revision });
    expect((await owner.get(`/api/projects/${mag._id}`)).body.title).toBe('From tab A');
    const widgets = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'shape', pid: mag.pages[0]._id, x: 0, y: 0, w: 1, h: 1, z: 1 }],
    });
    expect(widgets.status).toBe(409);
    const forced = await owner.request('PATCH', `/api/mag/${mag._id}?skipChanged=true`, { revision: mag.revision, title: 'From tab B' });
    expect(forced.status).toBe(200);
    expect((await owner.get(`/api/projects/${mag._id}`)).body.title).toBe('From tab B');
    // viewer-and-project.md §7: with skipChanged the call may carry only the changes; without it, revision is asked for.
    const bare = await owner.request('PATCH', `/api/mag/${mag._id}?skipChanged=true`, { title: 'Changes only' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect((await owner.get(`/api/projects/${mag._id}`)).body.title).toBe('Changes only');
    const unnamed = await owner.patch(`/api/mag/${mag._id}`, { title: 'No revision' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual({
      message: 'revision is required unless skipChanged=true',
      statusCode: 400,
      errors: [{ path: 'revision', message: 'revision is required unless skipChanged=true' }],
    });
    expect((await owner.get(`/api/projects/${mag._id}`)).body.title).toBe('Changes only');
  });

  it('pages: add at a position, change, reorder; nums follow the order', async () => {
    const mag = await createProject(owner);
    const [first, second] = mag.pages;
    const added = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, num: 1, page: { title: 'Cover' } });
    expect(added.status).toBe(201);
    expect(added.body.page).toMatchObject({ num: 1, title: 'Cover', wids: [] });
    let draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages.map((p: any) => p._id)).toEqual([added.body.page._id, first._id, second._id]);
    expect(draft.pages.map((p: any) => p.num)).toEqual([1, 2, 3]);

    const changed = await owner.patch(`/api/mag/${mag._id}/pages/${first._id}`, { revision: draft.revision, uri: 'intro', seo: { title: 'Intro', description: 'd', keywords: 'k' } });
    expect(changed.status).toBe(200);
    expect(changed.body.page).toMatchObject({ uri: 'intro', seo: { title: 'Intro' }, num: 2 });

    const clash = await owner.patch(`/api/mag/${mag._id}/pages/${added.body.page._id}`, { revision: changed.body.revision, uri: 'intro' });
    expect(clash.status).toBe(409);

    const order = [second._id, first._id, added.body.page._id];
    const reordered = await owner.put(`/api/mag/${mag._id}/pages/order`, { revision: changed.body.revision, pids: order });
    expect(reordered.status).toBe(200);
    draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages.map((p: any) => p._id)).toEqual(order);
    expect(draft.pages.map((p: any) => p.num)).toEqual([1, 2, 3]);

    const incomplete = await owner.put(`/api/mag/${mag._id}/pages/order`, { revision: draft.revision, pids: [second._id] });
    expect(incomplete.status).toBe(400);
  });

  it('duplicating a page copies its widgets with new ids', async () => {
    const mag = await createProject(owner);
    const source = mag.pages[0];
    const copy = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, duplicateOf: source._id });
    expect(copy.status).toBe(201);
    expect(copy.body.page.wids).toHaveLength(source.wids.length);
    const ids = new Set(source.wids.map((w: any) => w._id));
    for (const widget of copy.body.page.wids) {
      expect(ids.has(widget._id)).toBe(false);
      expect(widget.pid).toBe(copy.body.page._id);
    }
  });

  it('trash: delete to trash, list, restore at the end, delete for good', async () => {
    const mag = await createProject(owner);
    const [first, second] = mag.pages;
    const trashed = await owner.delete(`/api/mag/${mag._id}/pages`, { revision: mag.revision, pids: [first._id] });
    expect(trashed.status).toBe(200);
    let draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages.map((p: any) => p._id)).toEqual([second._id]);
    expect(draft.pages[0].num).toBe(1);

    const trash = (await owner.get(`/api/mag/${mag._id}/trash`)).body;
    expect(trash.pages).toHaveLength(1);
    expect(trash.pages[0]).toMatchObject({ _id: first._id, widgetsCount: first.wids.length });

    const restored = await owner.patch(`/api/mag/${mag._id}/pages/trash`, { pids: [first._id] });
    expect(restored.status).toBe(200);
    draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages.map((p: any) => p._id)).toEqual([second._id, first._id]);
    expect(draft.pages[1].wids).toHaveLength(first.wids.length);

    await owner.delete(`/api/mag/${mag._id}/pages`, { revision: draft.revision, pids: [first._id] });
    const purged = await owner.delete(`/api/mag/${mag._id}/pages/trash`, { pids: [first._id] });
    expect(purged.status).toBe(200);
    expect((await owner.get(`/api/mag/${mag._id}/trash`)).body.pages).toEqual([]);
    const again = await owner.patch(`/api/mag/${mag._id}/pages/trash`, { pids: [first._id] });
    expect(again.status).toBe(404);
  });

  it('restoring two pages that had the same uri keeps uris unique', async () => {
    const mag = await createProject(owner);
    const second = mag.pages[1];
    let rev = (await owner.delete(`/api/mag/${mag._id}/pages`, { revision: mag.revision, pids: [second._id] })).body.revision;
    const twin = await owner.post(`/api/mag/${mag._id}/pages`, { revision: rev, page: { uri: second.uri } });
    expect(twin.status).toBe(201);
    rev = (await owner.delete(`/api/mag/${mag._id}/pages`, { revision: twin.body.revision, pids: [twin.body.page._id] })).body.revision;
    expect((await owner.patch(`/api/mag/${mag._id}/pages/trash`, { pids: [second._id, twin.body.page._id] })).status).toBe(200);
    const uris = (await owner.get(`/api/projects/${mag._id}`)).body.pages.map((p: any) => p.uri).filter(Boolean);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain(second.uri);
  });

  it('widgets in batches: create (with or without a client _id), change (merged), delete', async () => {
    const mag = (await owner.post('/api/projects', { title: 'Widgets' })).body;
    const pid = mag.pages[0]._id;
    const clientId = 'c0ffee00c0ffee00c0ffee00';
    const created = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        { _id: clientId, type: 'shape', pid, x: 1, y: 2, w: 3, h: 4, z: 1 },
        { type: 'button', pid, x: 5, y: 6, w: 70, h: 30, z: 2, text: 'Buy' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.widgets[0]._id).toBe(clientId);
    expect(created.body.widgets[1]._id).toMatch(/^[0-9a-f]{24}$/);

    const duplicate = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: created.body.revision,
      widgets: [{ _id: clientId, type: 'shape', pid, x: 1, y: 2, w: 3, h: 4, z: 1 }],
    });
    expect(duplicate.status).toBe(409);

    const changed = await owner.patch(`/api/mag/${mag._id}/widgets`, {
      revision: created.body.revision,
      widgets: [{ _id: clientId, x: 50, angle: 45 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.widgets[0]).toMatchObject({ _id: clientId, x: 50, y: 2, w: 3, angle: 45, type: 'shape' });

    const deleted = await owner.delete(`/api/mag/${mag._id}/widgets`, { revision: changed.body.revision, ids: [clientId] });
    expect(deleted.status).toBe(200);
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages[0].wids.map((w: any) => w._id)).toEqual([created.body.widgets[1]._id]);
    expect(draft.revision).toBe(deleted.body.revision);
  });

  it('DELETE /api/projects/{id} removes the project', async () => {
    const mag = (await owner.post('/api/projects', { title: 'Doomed' })).body;
    expect((await owner.delete(`/api/projects/${mag._id}`)).status).toBe(204);
    expect((await owner.get(`/api/projects/${mag._id}`)).status).toBe(404);
  });

  it('serves the OpenAPI description at /api/docs with every route', async () => {
    const reply = await owner.get('/api/docs/json');
    expect(reply.status).toBe(200);
    const paths = Object.keys(reply.body.paths);
    for (const path of [
      '/api/auth/signup', '/api/auth/login', '/api/auth/logout', '/api/auth/me',
      '/api/projects', '/api/projects/{id}', '/api/mag/{id}',
      '/api/mag/{id}/pages', '/api/mag/{id}/pages/{pid}', '/api/mag/{id}/pages/order', '/api/mag/{id}/trash', '/api/mag/{id}/pages/trash',
      '/api/mag/{id}/widgets', '/api/readymag/{user}/{mag}', '/api/readymag/{mag}', '/api/magpages/{numId}', '/api/countview/{numId}',
      '/api/publish/{id}', '/api/unpublish/{id}', '/api/mag/{id}/revert-version', '/api/mag/privacy/{id}', '/api/privacy/mag/{numId}',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect((await owner.get('/api/docs')).status).toBeLessThan(400);
  });
});
