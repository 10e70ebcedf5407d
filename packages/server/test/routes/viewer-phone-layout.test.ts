import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports } from '@folio/model';
import { Client, createProject, drivers, sampleText, signUp, startTestServer, type TestServer } from '../support/harness';

// docs/viewer.md "Derived phone layout", docs/api.md: the viewer's pages carry `phone_layout`, the frames phones draw a
// page with while its phone layout is derived (its global widgets' too) and its phone height, worked out by the
// server — in `GET /api/magpages/…` and in the boot data of the viewer's HTML — so visitors' browsers derive nothing.

const bootOf = (html: string) => JSON.parse(html.match(/<script id="folio-boot" type="application\/json">([\s\S]*?)<\/script>/)![1]!);

describe.each(drivers)('the viewer pages’ phone layout on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Phone Author');
    visitor = new Client(server.baseUrl);
  });
  afterAll(() => server.close());

  it('a derived page comes with every widget’s phone frame inside the 320 px page, in the API and the boot data', async () => {
    const mag = await createProject(owner, 'Phone issue');
    const widened = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'text', pid: mag.pages[0]._id, x: 600, y: 300, w: 400, h: 40, ...sampleText('Far right on desktop') }],
    });
    expect(widened.status).toBe(201);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const pages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    const layout = pages[0].phone_layout;
    expect(Object.keys(layout.frames).sort()).toEqual(pages[0].wids.map((widget: any) => widget._id).sort());
    for (const frame of Object.values<any>(layout.frames)) {
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.w).toBeLessThanOrEqual(viewports.phone_portrait.width);
    }
    expect(layout.height).toBeGreaterThanOrEqual(viewports.phone_portrait.minHeight);

    const html = (await visitor.get(`/${owner.user.uri}/${mag.num_id}/`)).body as string;
    expect(bootOf(html).pages[pages[0]._id].phone_layout).toEqual(layout);
    expect(html).toContain(`--p-l:${layout.frames[widened.body.widgets[0]._id].x}px`);
    // The style sheet that picks the viewport by the window's width is in the head, before the page.
    const style = html.indexOf('<style data-folio-viewports>');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`@media (width < 600px){[data-viewports~=phone_portrait]{--vw:${viewports.phone_portrait.width};`);
  });

  it('a page the author laid out for phones has none', async () => {
    const mag = await createProject(owner, 'Laid out');
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'shape', pid: mag.pages[0]._id, x: 10, y: 10, w: 900, h: 50, viewport_phone_portrait: { x: 0, y: 0, w: 320, h: 50 } }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const pages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    expect(pages[0].phone_layout).toBeNull();
    expect(pages[1].phone_layout).not.toBeNull();
  });

  it('a widget the author left beside the phone page is drawn on it for phone visitors', async () => {
    const mag = await createProject(owner, 'Laid out, one astray');
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [
        { type: 'shape', pid: mag.pages[0]._id, x: 10, y: 10, w: 300, h: 50, viewport_phone_portrait: { x: 0, y: 0, w: 320, h: 50 } },
        { type: 'shape', pid: mag.pages[0]._id, x: 500, y: 200, w: 300, h: 50, viewport_phone_portrait: { x: 429, y: 120, w: 200, h: 60 } },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const astray = made.body.widgets[1]._id;
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const pages = (await visitor.get(`/api/magpages/${mag.num_id}`)).body;
    expect(pages[0].phone_layout.frames).toEqual({ [astray]: { x: viewports.phone_portrait.width - 200, y: 120, w: 200, h: 60 } });
    const html = (await visitor.get(`/${owner.user.uri}/${mag.num_id}/`)).body as string;
    expect(html).toContain(`--p-l:${viewports.phone_portrait.width - 200}px`);
  });

  it('a global widget of a protected page has a frame only for those with its password', async () => {
    const mag = await createProject(owner, 'Protected global');
    const [first, second] = mag.pages;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'text', pid: second._id, x: 0, y: 150, w: 300, h: 40, is_global: true, ...sampleText('On every page') }],
    });
    expect(made.status).toBe(201);
    const global = made.body.widgets[0]._id;
    expect((await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: false, isPrivatePages: [second._id], pass: 'a page password 1' })).status).toBe(200);
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const seen = (await visitor.get(`/api/magpages/${mag.num_id}?pages=${first._id}`)).body;
    expect(seen[0].phone_layout.frames[global]).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain(global);
    const owners = (await owner.get(`/api/magpages/${mag.num_id}?pages=${first._id}`)).body;
    expect(owners[0].phone_layout.frames[global]).toBeDefined();
  });
});
