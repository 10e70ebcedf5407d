import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// docs/api.md "Drafts and revisions": the canvas's page and project fields — a page's guides per viewport, the
// project's column grid per viewport, and a new page given its height — stored with the draft, refused when wrong.

describe.each(drivers)('guides, column grid and a new page’s height on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Grid Keeper');
  });
  afterAll(() => server.close());

  it('a page keeps its guides per viewport and the project its grid; wrong ones are refused with nothing written', async () => {
    const mag = await createProject(owner, 'Guides and grid');
    const pid = mag.pages[0]._id;
    const guides = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, {
      revision: mag.revision,
      guides: { x: [40, 984], y: [120] },
      viewport_phone_portrait: { guides: { x: [16] } },
    });
    expect(guides.status).toBe(200);
    const grid = await owner.patch(`/api/mag/${mag._id}`, { revision: guides.body.revision, layout_grid: { default: { visible: true, columns: 12, gutter: 20, margin: 40 } } });
    expect(grid.status).toBe(200);

    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.pages[0]).toMatchObject({ guides: { x: [40, 984], y: [120] }, viewport_phone_portrait: { guides: { x: [16] } } });
    expect(draft.layout_grid).toEqual({ default: { visible: true, columns: 12, gutter: 20, margin: 40 } });

    const badGuides = await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, { revision: draft.revision, guides: { x: ['left'] } });
    expect(badGuides.status).toBe(400);
    expect(badGuides.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    const badGrid = await owner.patch(`/api/mag/${mag._id}`, { revision: draft.revision, layout_grid: { default: { visible: true, columns: 0, gutter: 20, margin: 40 } } });
    expect(badGrid.status).toBe(400);
    const after = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(after.revision).toBe(draft.revision);
    expect(after.pages[0].guides).toEqual({ x: [40, 984], y: [120] });
  });

  it('a new page takes the height it is given (the constructor sends the page before it)', async () => {
    const mag = await createProject(owner, 'Tall pages');
    const reply = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, num: 2, page: { height: 1800, viewport_phone_portrait: { height: 2400 } } });
    expect(reply.status).toBe(201);
    expect(reply.body.page).toMatchObject({ height: 1800, viewport_phone_portrait: { height: 2400 } });
  });

  it('visitors are sent none of the constructor’s own fields (guides, the column grid, layer names, locks); a revert keeps them', async () => {
    const mag = await createProject(owner, 'Working names');
    const pid = mag.pages[0]._id;
    let revision = (await owner.patch(`/api/mag/${mag._id}/pages/${pid}`, { revision: mag.revision, guides: { x: [40] }, viewport_phone_portrait: { height: 900, guides: { y: [16] } } })).body.revision;
    revision = (await owner.patch(`/api/mag/${mag._id}`, { revision, layout_grid: { default: { visible: true, columns: 12, gutter: 20, margin: 40 } } })).body.revision;
    const added = await owner.post(`/api/mag/${mag._id}/widgets`, { revision, widgets: [{ type: 'shape', pid, x: 0, y: 0, w: 50, h: 50, layer_name: 'Secret working name', locked: true }] });
    expect(added.status).toBe(201);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);

    const visitor = new Client(server.baseUrl);
    const seenMag = await visitor.get(`/api/readymag/${mag.num_id}`);
    expect(seenMag.status).toBe(200);
    const seenPages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    const sent = JSON.stringify([seenMag.body, seenPages]);
    for (const field of ['guides', 'layout_grid', 'layer_name', 'Secret working name', '"locked"']) expect(sent).not.toContain(field);
    expect(seenPages[0].viewport_phone_portrait).toEqual({ height: 900 });
    expect(seenPages[0].wids.some((widget: { x: number; w: number }) => widget.x === 0 && widget.w === 50)).toBe(true);

    // The draft, and the published version it can be reverted to, keep them.
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.layout_grid).toBeDefined();
    expect(draft.pages[0].wids.find((widget: { x: number }) => widget.x === 0)).toMatchObject({ layer_name: 'Secret working name', locked: true });
  });
});
