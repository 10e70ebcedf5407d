import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';

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
});
