import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '@folio/model';
import { publishedVersions, widgets } from '../../src/db/schema';
import { Client, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// widgets-and-authoring.md §3 "Text widget version 3": "styles: key, type, inline styles (minified form)" (docs/api.md
// "Text format"). A text written with the older whole-style entries is stored typed; a text stored before (schema
// version 1), in a draft or in a published version, is read typed.

const block = (key: string, text: string) => ({ key, text, depth: 0, entityRanges: [] });
const oldStyles = [
  { key: 'a', ranges: [{ offset: 0, length: 4, style: { fontWeight: 700, color: 'ff0000' } }, { offset: 2, length: 4, style: { color: '0000ff' } }] },
];
const typedStyles = [
  { key: 'a', type: 'color', ranges: [{ offset: 0, length: 2, value: 'ff0000' }, { offset: 2, length: 4, value: '0000ff' }] },
  { key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 4, value: 700 }] },
];
const text = (pid: string, styles: unknown) => ({ type: 'text', pid, x: 0, y: 0, w: 400, h: 100, version: 3, blocks: [block('a', 'Bold words')], styles });

describe.each(drivers)('text v3 styles format on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Type Keeper');
  });
  afterAll(() => server.close());

  async function project(title: string) {
    const mag = (await owner.post('/api/projects', { title })).body;
    return { mag, pid: mag.pages[0]._id as string };
  }
  const draftWidget = async (magId: string, id: string) =>
    (await owner.get(`/api/projects/${magId}`)).body.pages.flatMap((page: any) => page.wids).find((widget: any) => widget._id === id);

  it('stores typed, minified styles whether written typed or the older way', async () => {
    const { mag, pid } = await project('Format');
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [text(pid, oldStyles), text(pid, typedStyles)] });
    expect(made.status).toBe(201);
    for (const widget of made.body.widgets) {
      expect(widget.styles).toEqual(typedStyles);
      expect((await draftWidget(mag._id, widget._id)).styles).toEqual(typedStyles);
    }
    const [row] = await server.database.db.select().from(widgets).where(eq(widgets.id, made.body.widgets[0]._id));
    expect(row!.data.styles).toEqual(typedStyles);
  });

  it('refuses a value that is not of its style key (400, nothing written)', async () => {
    const { mag, pid } = await project('Refused');
    const bad = [{ key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 2, value: 'heavy' }] }];
    const reply = await owner.post(`/api/mag/${mag._id}/widgets`, { revision: mag.revision, widgets: [text(pid, bad)] });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(reply.body.errors[0].path).toMatch(/^widgets\.0\.styles\.0/);
    expect(await server.database.db.select().from(widgets).where(eq(widgets.magId, mag._id))).toEqual([]);
  });

  it('reads a text stored at schema version 1 typed, in the draft, once published and after a revert', async () => {
    const { mag, pid } = await project('Old text');
    const id = newObjectId();
    await server.database.db.insert(widgets).values({ id, magId: mag._id, pageId: pid, schemaVersion: 1, data: { ...text(pid, oldStyles), verticalAlign: 'top', _id: id } });
    expect((await draftWidget(mag._id, id)).styles).toEqual(typedStyles);

    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    const seen = (await new Client(server.baseUrl).get(`/api/magpages/${mag.num_id}`)).body;
    expect(seen[0].wids.find((widget: any) => widget._id === id).styles).toEqual(typedStyles);
    const html = (await new Client(server.baseUrl).get(`/${owner.user.uri}/${mag.num_id}/`)).body as string;
    expect(html).toMatch(/<span style="[^"]*font-weight:700[^"]*">Bo<\/span>/);

    // A version published before: its snapshot still says schema version 1.
    const [version] = await server.database.db.select().from(publishedVersions).where(and(eq(publishedVersions.magId, mag._id), eq(publishedVersions.version, 1)));
    const snapshot = version!.document as any;
    expect(snapshot.pages[0].widgets.find((widget: any) => widget.id === id).data.styles).toEqual(typedStyles);
    snapshot.schemaVersion = 1;
    snapshot.pages[0].widgets.find((widget: any) => widget.id === id).data.styles = oldStyles;
    await server.database.db.update(publishedVersions).set({ document: snapshot }).where(and(eq(publishedVersions.magId, mag._id), eq(publishedVersions.version, 1)));
    expect((await owner.post(`/api/mag/${mag._id}/revert-version`)).status).toBe(200);
    expect((await draftWidget(mag._id, id)).styles).toEqual(typedStyles);
  });
});
