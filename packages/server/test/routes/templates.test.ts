import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, signUp, startWithPeople, type Client, type TestServer } from '../support/harness';

type Author = Client & { user: any };

const ID = /^[0-9a-f]{24}$/;

/** Every id of the draft (project, pages, widgets). */
function idsOf(draft: any): string[] {
  return [draft._id, ...draft.pages.flatMap((page: any) => [page._id, ...page.wids.map((widget: any) => widget._id)])];
}

/** The draft's pages and widgets with every id replaced by its counterpart in `ids`, for comparison with a copy. */
function remapped(value: unknown, ids: Map<string, string>): unknown {
  return JSON.parse(JSON.stringify(value).replace(/[0-9a-f]{24}/g, (id) => ids.get(id) ?? id));
}

/** Pairs the ids of a draft and its copy, page by page and widget by widget. */
function idPairs(original: any, copy: any): Map<string, string> {
  const pairs = new Map<string, string>();
  original.pages.forEach((page: any, index: number) => {
    pairs.set(page._id, copy.pages[index]._id);
    page.wids.forEach((widget: any, w: number) => pairs.set(widget._id, copy.pages[index].wids[w]._id));
  });
  return pairs;
}

/** A page or widget without the fields every copy has anew (numeric ids). */
const content = (draft: any) => draft.pages.map(({ num_id: _numId, ...page }: any) => page);

/**
 * A project whose widgets refer to each other and to its pages every way the data allows: an animation triggered by
 * another widget, hidden on one page only, an anchor link in a text and on a widget, the project's cover page; with
 * swatches, its own text styles, a page in the trash, and published.
 */
async function richProject(owner: Author, title = 'Spring issue') {
  const base = await createProject(owner, title);
  const [first, second] = base.pages.map((page: any) => page._id);
  const [trigger, target, global, text] = ['a1', 'b2', 'c3', 'd4'].map((tail) => `0000000000000000000000${tail}`) as [string, string, string, string];
  const made = await owner.post(`/api/mag/${base._id}/widgets`, {
    revision: base.revision,
    widgets: [
      { _id: trigger, type: 'shape', pid: first, x: 0, y: 0, w: 40, h: 40, z: 3 },
      { _id: target, type: 'shape', pid: first, x: 50, y: 0, w: 40, h: 40, z: 4, animation: [{ type: 'click', steps: [{ dx: 100, duration: 1 }], trigger: [trigger], playOnce: true }] },
      { _id: global, type: 'shape', pid: first, x: 0, y: 500, w: 1024, h: 60, z: 5, is_global: true, clickLink: `anchor:${second}`, anchor_link_pos: 40, viewport_phone_portrait: { hidden: { default: false, [first]: true } } },
      {
        _id: text,
        type: 'text',
        pid: second,
        x: 0,
        y: 0,
        w: 300,
        h: 100,
        z: 6,
        version: 3,
        blocks: [{ key: 'k1', text: 'Jump to the end', depth: 0, entityRanges: [{ offset: 0, length: 4, key: 'e1' }] }],
        entityMap: { e1: { type: 'Anchor', url: `anchor:${second}`, pageId: second, anchorPosition: 120 } },
      },
    ],
  });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  const patched = await owner.patch(`/api/mag/${base._id}`, { revision: made.body.revision, coverPid: second, description: 'Flowers' });
  const page = await owner.patch(`/api/mag/${base._id}/pages/${first}`, { revision: patched.body.revision, screenshot: '/api/images/cover.png' });
  const extra = await owner.post(`/api/mag/${base._id}/pages`, { revision: page.body.revision, page: { title: 'Thrown away' } });
  await owner.delete(`/api/mag/${base._id}/pages`, { revision: extra.body.revision, pids: [extra.body.page._id] });
  await owner.put(`/api/swatches/project/${base._id}`, { colors: ['ff0000ff', '00ff00ff'] });
  await owner.put(`/api/text-styles/project/${base._id}`, { styles: [{ name: 'Lead', cssProperties: { fontSize: 30 } }] });
  await owner.post(`/api/publish/${base._id}`);
  return { draft: (await owner.get(`/api/projects/${base._id}`)).body, ids: { first, second, trigger, target, global, text } };
}

/** A copy is the original page for page, widget for widget, under new ids that every reference follows. */
function expectDeepCopy(original: any, copy: any) {
  expect(copy._id).toMatch(ID);
  expect(copy._id).not.toBe(original._id);
  expect(copy.num_id).not.toBe(original.num_id);
  const originalIds = new Set(idsOf(original));
  for (const id of idsOf(copy)) expect(originalIds.has(id), id).toBe(false);
  expect(copy.pages.map((page: any) => page.title)).toEqual(original.pages.map((page: any) => page.title));
  const pairs = idPairs(original, copy);
  expect(content(copy)).toEqual(remapped(content(original), pairs));
  expect(copy.coverPid).toBe(pairs.get(original.coverPid));
  expect(copy.description).toBe(original.description);
  expect(copy.textStyles).toEqual(original.textStyles);
  expect(copy).toMatchObject({ is_published: false, published: null, uri: null, is_private: false, custom_domain: null });
}

describe.each(drivers)('duplicates and templates on %s', (driver) => {
  let server: TestServer;
  let owner: Author;
  let stranger: Author;
  let visitor: Client;

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver));
  });
  afterAll(() => server.close());

  describe('POST /api/projects/{id}/duplicate', () => {
    it('makes a new unpublished draft titled "… copy" with every live page and widget under new ids', async () => {
      const { draft, ids } = await richProject(owner);
      const reply = await owner.post(`/api/projects/${draft._id}/duplicate`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const copy = reply.body;
      expect(copy.title).toBe('Spring issue copy');
      expect(copy.revision).toBe(0);
      expectDeepCopy(draft, copy);
      // The references, one by one.
      const pairs = idPairs(draft, copy);
      const widget = (id: string) => copy.pages.flatMap((page: any) => page.wids).find((w: any) => w._id === pairs.get(id));
      expect(widget(ids.target).animation[0].trigger).toEqual([pairs.get(ids.trigger)]);
      expect(widget(ids.global).viewport_phone_portrait.hidden).toEqual({ default: false, [pairs.get(ids.first)!]: true });
      expect(widget(ids.global).clickLink).toBe(`anchor:${pairs.get(ids.second)}`);
      expect(widget(ids.text).entityMap.e1).toMatchObject({ pageId: pairs.get(ids.second), url: `anchor:${pairs.get(ids.second)}` });
      expect(widget(ids.text).pid).toBe(pairs.get(ids.second));
      // The trash stays behind; the swatches come along.
      expect(copy.pages).toHaveLength(2);
      expect((await owner.get(`/api/mag/${copy._id}/trash`)).body.pages).toEqual([]);
      expect((await owner.get(`/api/swatches/project/${copy._id}`)).body.colors).toEqual(['ff0000ff', '00ff00ff']);
      // Unpublished: visitors do not see it; the original stays published.
      expect((await visitor.get(`/api/readymag/${copy.num_id}`)).status).toBe(404);
      expect((await visitor.get(`/api/readymag/${draft.num_id}`)).status).toBe(200);
      expect((await owner.get('/api/projects')).body.map((mag: any) => mag._id)).toContain(copy._id);
    });

    it('takes a title of its own; an untitled project gives an untitled copy', async () => {
      const { draft } = await richProject(owner);
      expect((await owner.post(`/api/projects/${draft._id}/duplicate`, { title: 'Summer issue' })).body.title).toBe('Summer issue');
      const untitled = (await owner.post('/api/projects')).body;
      const copy = (await owner.post(`/api/projects/${untitled._id}/duplicate`)).body;
      expect(copy).toMatchObject({ title: '', emptyTitle: true });
      expect(copy.pages).toHaveLength(1);
    });

    it('is a deep copy: editing the copy leaves the original as it was, and the other way round', async () => {
      const { draft } = await richProject(owner);
      const copy = (await owner.post(`/api/projects/${draft._id}/duplicate`)).body;
      const [copiedWidget] = copy.pages[0].wids;
      const edited = await owner.patch(`/api/mag/${copy._id}/widgets`, { revision: copy.revision, widgets: [{ _id: copiedWidget._id, x: 999 }] });
      expect(edited.status).toBe(200);
      await owner.patch(`/api/mag/${copy._id}/pages/${copy.pages[1]._id}`, { revision: edited.body.revision, title: 'Copy page' });
      await owner.put(`/api/swatches/project/${copy._id}`, { colors: [] });
      await owner.put(`/api/text-styles/project/${copy._id}`, { styles: [] });
      const original = (await owner.get(`/api/projects/${draft._id}`)).body;
      expect(original).toEqual(draft);
      expect((await owner.get(`/api/swatches/project/${draft._id}`)).body.colors).toEqual(['ff0000ff', '00ff00ff']);

      await owner.patch(`/api/mag/${draft._id}/widgets`, { revision: draft.revision, widgets: [{ _id: draft.pages[0].wids[0]._id, y: 777 }] });
      const copyNow = (await owner.get(`/api/projects/${copy._id}`)).body;
      expect(copyNow.pages[0].wids[0]).toMatchObject({ x: 999, y: copiedWidget.y });
      // Deleting the original keeps the copy whole.
      await owner.delete(`/api/projects/${draft._id}`);
      expect((await owner.get(`/api/projects/${copy._id}`)).body.pages[0].wids).toHaveLength(copy.pages[0].wids.length);
    });

    it('a visitor gets 401, another author 404; bad input is 400; nothing is made', async () => {
      const { draft } = await richProject(owner);
      const count = async (author: Author) => (await author.get('/api/projects')).body.length;
      const [mine, theirs] = [await count(owner), await count(stranger)];
      const asVisitor = await visitor.post(`/api/projects/${draft._id}/duplicate`);
      expect(asVisitor).toMatchObject({ status: 401, body: { message: 'Not signed in', statusCode: 401 } });
      const asStranger = await stranger.post(`/api/projects/${draft._id}/duplicate`);
      expect(asStranger).toMatchObject({ status: 404, body: { message: 'Not found', statusCode: 404 } });
      expect((await owner.post('/api/projects/0123456789abcdef01234567/duplicate')).status).toBe(404);
      for (const body of [{ title: 5 }, { title: 'x'.repeat(501) }, { name: 'x' }]) {
        const reply = await owner.post(`/api/projects/${draft._id}/duplicate`, body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.errors).toBeDefined();
      }
      expect([await count(owner), await count(stranger)]).toEqual([mine, theirs]);
    });
  });

  describe('templates', () => {
    it('POST /api/template/ saves a project as a template; GET /api/user_templates/ lists mine, newest first', async () => {
      const author = await signUp(server.baseUrl, 'Template Maker');
      const { draft, ids } = await richProject(author);
      const saved = await author.post('/api/template/', { mag_id: draft._id, name: '  Lookbook ' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body).toMatchObject({ name: 'Lookbook', mag_id: draft._id, pages: 2, first_page_id: ids.first, thumbnail: '/api/images/cover.png' });
      expect(saved.body.id).toMatch(ID);
      const other = await author.post('/api/template', { mag_id: (await createProject(author, 'Plain'))._id, name: 'Second' });
      expect(other.status).toBe(201);
      const list = await author.get('/api/user_templates/');
      expect(list.status).toBe(200);
      expect(list.body.map((template: any) => template.name)).toEqual(['Second', 'Lookbook']);
      expect(list.body[1]).toEqual(saved.body);
      expect((await author.get('/api/user_templates')).body).toEqual(list.body);
      expect((await stranger.get('/api/user_templates/')).body.map((template: any) => template.id)).not.toContain(saved.body.id);
    });

    it('POST /api/projects {template_id} starts a project from the template as it was saved', async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Lookbook' })).body;
      // Later changes to the project leave the template as it was.
      await owner.patch(`/api/mag/${draft._id}/widgets`, { revision: draft.revision, widgets: [{ _id: draft.pages[0].wids[0]._id, x: 321 }] });
      await owner.put(`/api/swatches/project/${draft._id}`, { colors: [] });
      const created = await owner.post('/api/projects', { template_id: template.id });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.title).toBe('Lookbook');
      expectDeepCopy(draft, created.body);
      expect((await owner.get(`/api/swatches/project/${created.body._id}`)).body.colors).toEqual(['ff0000ff', '00ff00ff']);

      const titled = await owner.post('/api/projects', { template_id: template.id, title: 'Autumn lookbook', uri: 'autumn-lookbook' });
      expect(titled.body).toMatchObject({ title: 'Autumn lookbook', uri: 'autumn-lookbook' });
      expectDeepCopy(draft, { ...titled.body, uri: null });
      expect(titled.body.pages.map((page: any) => page._id)).not.toEqual(created.body.pages.map((page: any) => page._id));
      expect((await owner.post('/api/projects', { template_id: template.id, uri: 'autumn-lookbook' })).status).toBe(409);
    });

    it('is a deep copy: editing a project made from a template changes neither the template nor the other projects', async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Base' })).body;
      const first = (await owner.post('/api/projects', { template_id: template.id })).body;
      await owner.patch(`/api/mag/${first._id}/widgets`, { revision: first.revision, widgets: [{ _id: first.pages[0].wids[0]._id, x: 555 }] });
      await owner.delete(`/api/mag/${first._id}/widgets`, { revision: first.revision + 1, ids: [first.pages[1].wids[0]._id] });
      // The template survives its project being deleted.
      await owner.delete(`/api/projects/${draft._id}`);
      const second = (await owner.post('/api/projects', { template_id: template.id })).body;
      expectDeepCopy(draft, second);
      expect(second.pages[0].wids[0].x).toBe(draft.pages[0].wids[0].x);
      expect((await owner.get(`/api/projects/${first._id}`)).body.pages[0].wids[0].x).toBe(555);
    });

    it('PUT /api/template/ renames; DELETE /api/template/ deletes, leaving the projects made from it', async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Old name' })).body;
      const made = (await owner.post('/api/projects', { template_id: template.id })).body;
      const renamed = await owner.put('/api/template/', { id: template.id, name: 'New name' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: template.id, name: 'New name', created: template.created });
      expect((await owner.get('/api/user_templates/')).body.find((item: any) => item.id === template.id).name).toBe('New name');
      expect((await owner.delete('/api/template/', { id: template.id })).status).toBe(204);
      expect((await owner.get('/api/user_templates/')).body.map((item: any) => item.id)).not.toContain(template.id);
      expect((await owner.delete('/api/template/', { id: template.id })).status).toBe(404);
      expect((await owner.put('/api/template/', { id: template.id, name: 'Again' })).status).toBe(404);
      expect((await owner.post('/api/projects', { template_id: template.id })).status).toBe(404);
      expect((await owner.get(`/api/projects/${made._id}`)).status).toBe(200);
    });

    it('bad input is 400 with the failing field, and nothing is written', async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Kept' })).body;
      const before = (await owner.get('/api/user_templates/')).body;
      const projects = (await owner.get('/api/projects')).body.length;
      const cases: [string, string, unknown, string][] = [
        ['POST', '/api/template/', { mag_id: draft._id }, 'name'],
        ['POST', '/api/template/', { mag_id: draft._id, name: '   ' }, 'name'],
        ['POST', '/api/template/', { mag_id: draft._id, name: 'x'.repeat(201) }, 'name'],
        ['POST', '/api/template/', { mag_id: 'not-an-id', name: 'A' }, 'mag_id'],
        ['POST', '/api/template/', { mag_id: draft._id, name: 'A', public: true }, 'public'],
        ['PUT', '/api/template/', { id: template.id, name: '' }, 'name'],
        ['PUT', '/api/template/', { id: 'nope', name: 'A' }, 'id'],
        ['PUT', '/api/template/', { name: 'A' }, 'id'],
        ['DELETE', '/api/template/', { id: 'nope' }, 'id'],
        ['DELETE', '/api/template/', { id: template.id, name: 'A' }, 'name'],
        ['POST', '/api/projects', { template_id: 'nope' }, 'template_id'],
      ];
      for (const [method, path, body, field] of cases) {
        const reply = await owner.request(method, path, body);
        expect(reply.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body.errors.map((error: any) => error.path), JSON.stringify(body)).toContain(field);
      }
      expect((await owner.put('/api/template/', { id: template.id, name: ' ' })).body.errors[0].message).toBe('Enter a template name');
      expect((await owner.post('/api/template/', { mag_id: '0123456789abcdef01234567', name: 'A' })).status).toBe(404);
      expect((await owner.get('/api/user_templates/')).body).toEqual(before);
      expect((await owner.get('/api/projects')).body).toHaveLength(projects);
    });

    it("templates are their owner's alone: a visitor gets 401, another author 404, and nothing changes", async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Private' })).body;
      const mine = (await owner.get('/api/user_templates/')).body;
      const theirProjects = (await stranger.get('/api/projects')).body.length;
      const theirTemplates = (await stranger.get('/api/user_templates/')).body;
      const calls: [string, string, unknown?][] = [
        ['POST', '/api/template/', { mag_id: draft._id, name: 'Stolen' }],
        ['PUT', '/api/template/', { id: template.id, name: 'Hijacked' }],
        ['DELETE', '/api/template/', { id: template.id }],
        ['POST', '/api/projects', { template_id: template.id }],
      ];
      for (const [method, path, body] of calls) {
        const asVisitor = await visitor.request(method, path, body);
        expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });
        const asStranger = await stranger.request(method, path, body);
        expect(asStranger.status, `${method} ${path}`).toBe(404);
        expect(asStranger.body).toEqual({ message: 'Not found', statusCode: 404 });
      }
      expect((await visitor.get('/api/user_templates/')).status).toBe(401);
      expect((await owner.get('/api/user_templates/')).body).toEqual(mine);
      expect((await stranger.get('/api/user_templates/')).body).toEqual(theirTemplates);
      expect((await stranger.get('/api/projects')).body).toHaveLength(theirProjects);
    });
  });

  // Issue 11, finding 3: the link (GET) answers a page asking first; its button POSTs, and the POST makes the project.
  describe('/start-with-template/{id}', () => {
    /** A browser: its own session cookie, redirects not followed. */
    async function browser() {
      const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `browser-${Date.now()}-${Math.random()}@example.test`, password: 'correct horse battery', name: 'Browser' }),
      });
      const cookie = signup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${server.baseUrl}${path}`, {
          method,
          redirect: 'manual',
          headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      return { call };
    }

    it('signed in: makes the project from the template and opens the constructor (303 to /edit/{num_id}/)', async () => {
      const { call } = await browser();
      const mag = await (await call('POST', '/api/projects', { title: 'Shop front' })).json();
      const template = await (await call('POST', '/api/template/', { mag_id: mag._id, name: 'Shop front' })).json();
      const before = await (await call('GET', '/api/projects')).json();
      const asked = await call('GET', `/start-with-template/${template.id}`);
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('Shop front');
      expect(await (await call('GET', '/api/projects')).json()).toHaveLength(before.length);
      const reply = await call('POST', `/start-with-template/${template.id}`);
      expect(reply.status).toBe(303);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      const after = await (await call('GET', '/api/projects')).json();
      expect(after).toHaveLength(before.length + 1);
      const made = after.find((item: any) => !before.some((old: any) => old._id === item._id));
      expect(made.title).toBe('Shop front');
      expect(reply.headers.get('location')).toBe(`/edit/${made.num_id}/`);
      // The link may end in a slash.
      expect((await call('POST', `/start-with-template/${template.id}/`)).status).toBe(303);
    });

    it('signed out: sends the visitor to sign in first, coming back here afterwards', async () => {
      const reply = await fetch(`${server.baseUrl}/start-with-template/0123456789abcdef01234567`, { redirect: 'manual' });
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toBe('/login/?next=%2Fstart-with-template%2F0123456789abcdef01234567');
    });

    it("another author's template, an unknown or a malformed id: 404 and no project", async () => {
      const { draft } = await richProject(owner);
      const template = (await owner.post('/api/template/', { mag_id: draft._id, name: 'Mine only' })).body;
      const { call } = await browser();
      for (const id of [template.id, '0123456789abcdef01234567', 'not-an-id']) {
        for (const method of ['GET', 'POST']) {
          const reply = await call(method, `/start-with-template/${id}`);
          expect(reply.status, `${method} ${id}`).toBe(404);
          expect(await reply.json()).toEqual({ message: 'Not found', statusCode: 404 });
        }
      }
      expect(await (await call('GET', '/api/projects')).json()).toEqual([]);
    });
  });
});
