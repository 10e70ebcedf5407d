import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, drivers, signUp, startWithPeople, type Client, type TestServer } from '../support/harness';

const kinds = ['text-styles', 'link-styles', 'list-styles'] as const;

const heading = { name: 'Title', _caption: 'Big title', tag: 'h1', cssProperties: { fontFamily: 'Georgia', fontSize: 64, lineHeight: 70, color: '202020' } };
const quiet = { name: 'Quiet', cssProperties: { fontSize: 12, lineHeight: 16, opacity: 0.6 } };
const underline = { name: 'Underlined', label: 'Underlined', link: { color: 'ff0000', type: 'solid', size: 2 }, hover: { type: 'dashed' }, current: { type: 'none' } };
const steps = { name: 'Steps', type: 'ordered', textStyle: 'Text' };

/** A valid list of each kind, and where a project keeps it in its draft. */
const samples = {
  'text-styles': { styles: [heading, quiet], inDraft: (draft: any) => draft.textStyles?.project },
  'link-styles': { styles: [underline], inDraft: (draft: any) => draft.edit_params?.link_styles },
  'list-styles': { styles: [steps], inDraft: (draft: any) => draft.list_styles },
};

describe.each(drivers)('text, link and list styles on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver));
  });
  afterAll(() => server.close());

  it('widgets-and-authoring.md §3: where nothing was saved, a project and an author get the default styles', async () => {
    const mag = await createProject(owner);
    for (const path of [`/api/text-styles/project/${mag._id}`, `/api/text-styles/global/${owner.user._id}`]) {
      const reply = await owner.get(path);
      expect(reply.status).toBe(200);
      const byName = Object.fromEntries(reply.body.styles.map((style: any) => [style.name, style.cssProperties]));
      expect(Object.keys(byName)).toEqual(['H1', 'H2', 'Text', 'Caption']);
      expect(byName.H1).toMatchObject({ fontSize: 48, fontWeight: 700, fontFamily: 'Roboto', lineHeight: 60 });
      expect(byName.H2).toMatchObject({ fontSize: 24, fontFamily: 'Georgia', lineHeight: 30 });
      expect(byName.Text).toMatchObject({ fontSize: 18, lineHeight: 23 });
      expect(byName.Caption).toMatchObject({ fontSize: 14, fontStyle: 'italic', lineHeight: 18 });
    }
    for (const path of [`/api/link-styles/project/${mag._id}`, `/api/link-styles/global/${owner.user._id}`]) {
      const [link] = (await owner.get(path)).body.styles;
      for (const state of ['link', 'hover', 'current']) expect(link[state]).toMatchObject({ color: '0080FF64' });
    }
    for (const path of [`/api/list-styles/project/${mag._id}`, `/api/list-styles/global/${owner.user._id}`]) {
      expect((await owner.get(path)).body.styles).toEqual([{ name: 'List item', type: 'unordered' }]);
    }
  });

  it.each(kinds)("%s of a project: saved whole in its draft (the revision bumped) and read back", async (kind) => {
    const mag = await createProject(owner);
    const path = `/api/${kind}/project/${mag._id}`;
    const { styles, inDraft } = samples[kind];
    const saved = await owner.put(path, { styles });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ styles, revision: mag.revision + 1 });
    expect((await owner.get(path)).body).toEqual({ styles });
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(inDraft(draft)).toEqual(styles);
    expect(draft.revision).toBe(mag.revision + 1);
    // An empty list is kept as empty: the author removed every style.
    await owner.put(path, { styles: [] });
    expect((await owner.get(path)).body).toEqual({ styles: [] });
  });

  it('a project keeps the fields beside its styles: global text styles in the draft, its fonts', async () => {
    const mag = await createProject(owner);
    const font = { provider: 'google', css_name: 'Lora', name: 'Lora' };
    const patched = await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, textStyles: { global: [quiet] }, edit_params: { fonts: [font] } });
    expect(patched.status).toBe(200);
    await owner.put(`/api/text-styles/project/${mag._id}`, { styles: [heading] });
    await owner.put(`/api/link-styles/project/${mag._id}`, { styles: [underline] });
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    expect(draft.textStyles).toEqual({ global: [quiet], project: [heading] });
    expect(draft.edit_params).toEqual({ fonts: [font], link_styles: [underline] });
  });

  it("a project's styles are published with it", async () => {
    const mag = await createProject(owner);
    await owner.put(`/api/text-styles/project/${mag._id}`, { styles: [heading] });
    await owner.post(`/api/publish/${mag._id}`);
    const published = await visitor.get(`/api/readymag/${mag.num_id}`);
    expect(published.status).toBe(200);
    expect(published.body.textStyles.project).toEqual([heading]);
  });

  it('a revision, when given, is checked: a stale one is 409 and nothing is written; skipChanged saves anyway', async () => {
    const mag = await createProject(owner);
    const path = `/api/text-styles/project/${mag._id}`;
    await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, title: 'Changed elsewhere' });
    const stale = await owner.put(path, { styles: [heading], revision: mag.revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ statusCode: 409, revision: mag.revision + 1 });
    expect((await owner.get(path)).body.styles.map((style: any) => style.name)).toEqual(['H1', 'H2', 'Text', 'Caption']);
    const forced = await owner.request('PUT', `${path}?skipChanged=true`, { styles: [heading], revision: mag.revision });
    expect(forced.status).toBe(200);
    expect((await owner.get(path)).body.styles).toEqual([heading]);
    const current = await owner.put(path, { styles: [quiet], revision: forced.body.revision });
    expect(current.status).toBe(200);
  });

  it.each(kinds)('%s of an author: their own, for all their projects, apart from any project', async (kind) => {
    const author = await signUp(server.baseUrl, 'Stylist');
    const path = `/api/${kind}/global/${author.user._id}`;
    const { styles } = samples[kind];
    const saved = await author.put(path, { styles });
    expect(saved).toMatchObject({ status: 200, body: { styles } });
    expect((await author.get(path)).body).toEqual({ styles });
    // A project's own list is another list; another author still has the defaults.
    const mag = await createProject(author);
    expect((await author.get(`/api/${kind}/project/${mag._id}`)).body.styles).not.toEqual(styles);
    expect((await stranger.get(`/api/${kind}/global/${stranger.user._id}`)).body.styles).not.toEqual(styles);
    // A revision is a project's: an author's own styles take none.
    expect((await author.put(path, { styles, revision: 0 })).status).toBe(400);
  });

  it('bad styles are 400 with the failing field, and nothing is written', async () => {
    const mag = await createProject(owner);
    await owner.put(`/api/text-styles/project/${mag._id}`, { styles: [heading] });
    await owner.put(`/api/link-styles/global/${owner.user._id}`, { styles: [underline] });
    const before = (await owner.get(`/api/projects/${mag._id}`)).body;
    const cases: [string, unknown, string][] = [
      ['text-styles', { styles: [{ ...heading, cssProperties: { fontSize: -3 } }] }, 'styles.0.cssProperties.fontSize'],
      ['text-styles', { styles: [{ ...heading, cssProperties: { lineHeight: 4 } }] }, 'styles.0.cssProperties.lineHeight'],
      ['text-styles', { styles: [{ ...heading, tag: 'marquee' }] }, 'styles.0.tag'],
      ['text-styles', { styles: [heading, { ...quiet, name: 'Title' }] }, 'styles.1.name'],
      ['text-styles', { styles: [{ ...heading, color: 'red' }] }, 'styles.0.color'],
      ['text-styles', { styles: heading }, 'styles'],
      ['text-styles', {}, 'styles'],
      ['link-styles', { styles: [{ ...underline, hover: { type: 'wavy' } }] }, 'styles.0.hover.type'],
      ['link-styles', { styles: [{ name: 'No states' }] }, 'styles.0.link'],
      ['list-styles', { styles: [{ name: 'Roman', type: 'roman' }] }, 'styles.0.type'],
      ['list-styles', { styles: [steps], extra: 1 }, 'extra'],
    ];
    for (const [kind, body, field] of cases) {
      for (const path of [`/api/${kind}/project/${mag._id}`, `/api/${kind}/global/${owner.user._id}`]) {
        const reply = await owner.put(path, body);
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body.errors.map((error: any) => error.path), JSON.stringify(body)).toContain(field);
      }
    }
    expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(before);
    expect((await owner.get(`/api/link-styles/global/${owner.user._id}`)).body.styles).toEqual([underline]);
  });

  it("widgets-and-authoring.md §8: a missing project or user id is 400 'Cannot load text styles'", async () => {
    const mag = await createProject(owner);
    for (const kind of kinds) {
      for (const scope of ['project', 'global']) {
        for (const id of ['', '/', '/undefined', '/null']) {
          const reply = await owner.get(`/api/${kind}/${scope}${id}`);
          expect(reply.status, `${kind}/${scope}${id}`).toBe(400);
          expect(reply.body).toEqual({ message: 'Cannot load text styles', statusCode: 400 });
          const put = await owner.put(`/api/${kind}/${scope}${id}`, { styles: [] });
          expect(put.body).toEqual({ message: 'Cannot load text styles', statusCode: 400 });
        }
      }
    }
    expect((await owner.get(`/api/text-styles/project/${mag._id}`)).body.styles).toHaveLength(4);
  });

  it('a visitor gets 401 and another author 404 on every call, and nothing changes', async () => {
    const mag = await createProject(owner);
    for (const kind of kinds) {
      const { styles } = samples[kind];
      await owner.put(`/api/${kind}/global/${owner.user._id}`, { styles });
      const before = (await owner.get(`/api/projects/${mag._id}`)).body;
      for (const path of [`/api/${kind}/project/${mag._id}`, `/api/${kind}/global/${owner.user._id}`]) {
        for (const [method, body] of [['GET', undefined], ['PUT', { styles: [] }]] as const) {
          const asVisitor = await visitor.request(method, path, body);
          expect(asVisitor.status).toBe(401);
          expect(asVisitor.body).toEqual({ message: 'Not signed in', statusCode: 401 });
          const asStranger = await stranger.request(method, path, body);
          expect(asStranger.status, `${method} ${path}`).toBe(404);
          expect(asStranger.body).toEqual({ message: 'Not found', statusCode: 404 });
        }
      }
      expect((await owner.get(`/api/projects/${mag._id}`)).body).toEqual(before);
      expect((await owner.get(`/api/${kind}/global/${owner.user._id}`)).body.styles).toEqual(styles);
    }
    expect((await owner.get('/api/text-styles/project/0123456789abcdef01234567')).status).toBe(404);
  });
});
