import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultViewOpts } from '@folio/model';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// Server-rendered viewer pages: every URL shape answers HTML with the page already drawn.
describe.each(drivers)('viewer pages on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Page Author');
    visitor = new Client(server.baseUrl);
    mag = await createProject(owner, 'Rendered issue');
    const rev = (await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, uri: 'rendered', description: 'A project description' })).body.revision;
    await owner.patch(`/api/mag/${mag._id}/pages/${mag.pages[1]._id}`, { revision: rev, seo: { title: 'SEO title of page two', description: 'SEO description of page two', keywords: 'two' } });
    await owner.post(`/api/publish/${mag._id}`);
    mag = (await owner.get(`/api/projects/${mag._id}`)).body;
  });
  afterAll(() => server.close());

  const html = async (client: Client, path: string) => {
    const reply = await client.get(path);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    return { status: reply.status, text: reply.body as string };
  };

  it('/{user}/{mag}/ answers the first page drawn, with its text before any script', async () => {
    const { status, text } = await html(visitor, `/${owner.user.uri}/rendered/`);
    expect(status).toBe(200);
    // Drawn in the root element's HTML itself, not only in the data the client hydrates from.
    const root = text.slice(text.indexOf('<div id="folio-root">'), text.indexOf('<script id="folio-boot"'));
    expect(root).toContain('<p>Hello from page one</p>');
    expect(text).toContain('<title>Rendered issue</title>');
    expect(text).toContain('<meta name="description" content="A project description">');
    expect(text).toContain(`<link rel="canonical" href="${server.app.config.publicUrl}/${owner.user.uri}/rendered/">`);
    expect(text).toContain('<meta property="og:title" content="Rendered issue">');
  });

  it('every URL shape opens the right page', async () => {
    const second = mag.pages[1];
    const shapes = [
      `/${owner.user.uri}/rendered/second/`,
      `/${owner.user.uri}/rendered/2/`,
      `/${owner.user.uri}/rendered/num/2/`,
      `/${owner.user.uri}/${mag.num_id}/second/`,
      `/${mag.num_id}/second/`,
      `/p${second.num_id}/`,
    ];
    for (const path of shapes) {
      const { status, text } = await html(visitor, path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('Secret second page text');
      expect(text, path).toContain('<title>SEO title of page two</title>');
      expect(text, path).toContain('<meta name="description" content="SEO description of page two">');
      expect(text, path).toContain('<meta name="keywords" content="two">');
    }
  });

  it("announces the first page's background picture in the head so it is fetched before the styles reveal it", async () => {
    const art = await createProject(owner, 'With a background');
    await owner.post(`/api/mag/${art._id}/widgets`, {
      revision: art.revision,
      widgets: [{ type: 'background', selectedType: 'picture', picture: { url: '/assets/demo/cover.svg' }, pid: art.pages[0]._id, x: 0, y: 0, w: 1024, h: 768, z: 0 }],
    });
    await owner.post(`/api/publish/${art._id}`);
    const { text } = await html(visitor, `/${art.num_id}/`);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/assets/demo/cover.svg">');
  });

  it('the default description of viewer-and-project.md §2 when none is set', async () => {
    const plain = await createProject(owner, 'Plain');
    await owner.post(`/api/publish/${plain._id}`);
    const { text } = await html(visitor, `/${plain.num_id}/`);
    expect(text).toContain('<meta name="description" content="Built with a tool to design anything on the web.">');
  });

  it('a new project’s published JSON has its view options, each default filled in', async () => {
    const plain = await createProject(owner, 'Defaults');
    await owner.post(`/api/publish/${plain._id}`);
    const { body } = await visitor.get(`/api/readymag/${plain.num_id}`);
    expect(body.opts).toEqual(defaultViewOpts);
  });

  it("a page's custom share title and description are what a shared link shows (Open Graph and Twitter)", async () => {
    const shared = await createProject(owner, 'Shared issue');
    const page = shared.pages[0]._id;
    const changed = await owner.patch(`/api/mag/${shared._id}/pages/${page}`, { revision: shared.revision, custom_shares: { title: 'A title for shares', description: 'Told when shared' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await owner.post(`/api/publish/${shared._id}`);
    const { text } = await html(visitor, `/${shared.num_id}/`);
    expect(text).toContain('<title>Shared issue</title>');
    expect(text).toContain('<meta property="og:title" content="A title for shares">');
    expect(text).toContain('<meta property="og:description" content="Told when shared">');
    expect(text).toContain('<meta name="twitter:title" content="A title for shares">');
    expect(text).toContain('<meta name="twitter:description" content="Told when shared">');
  });

  it('an unknown page number answers the 404 screen with status 404', async () => {
    for (const path of [`/${owner.user.uri}/rendered/9/`, `/${owner.user.uri}/rendered/num/9/`, `/${owner.user.uri}/nope/`, '/p99999/', '/nobody/nothing/']) {
      const { status, text } = await html(visitor, path);
      expect(status, path).toBe(404);
      expect(text, path).not.toContain('Hello from page one');
    }
  });

  it('a draft is never drawn for visitors; preview draws it for the owner only', async () => {
    const draft = await createProject(owner, 'Draft only');
    await owner.patch(`/api/mag/${draft._id}`, { revision: draft.revision, uri: 'draft-only' });
    expect((await html(visitor, `/${owner.user.uri}/draft-only/`)).status).toBe(404);
    expect((await html(visitor, `/${owner.user.uri}/draft-only/preview/`)).status).toBe(404);
    const stranger = await signUp(server.baseUrl, 'Other');
    expect((await html(stranger, `/${owner.user.uri}/draft-only/preview/`)).status).toBe(404);
    const preview = await html(owner, `/${owner.user.uri}/draft-only/preview/`);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Hello from page one');
    expect(preview.text).toContain('<meta name="robots" content="noindex">');
  });

  it('a private project shows the password prompt and leaks nothing; a protected page shows no widgets', async () => {
    const locked = await createProject(owner, 'Locked issue');
    await owner.post(`/api/publish/${locked._id}`);
    await owner.post(`/api/mag/privacy/${locked._id}`, { is_private: true, pass: 'pw' });
    const prompt = await html(visitor, `/${locked.num_id}/`);
    expect(prompt.status).toBe(200);
    expect(prompt.text).not.toContain('Locked issue');
    expect(prompt.text).not.toContain('Hello from page one');
    expect(prompt.text).toContain('"kind":"password"');

    const half = await createProject(owner, 'Half locked');
    await owner.post(`/api/publish/${half._id}`);
    await owner.post(`/api/privacy/mag/${half.num_id}`, { is_private: false, isPrivatePages: [half.pages[1]._id], pass: 'pw' });
    const page = await html(visitor, `/${half.num_id}/second/`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Secret second page text');
    expect((await html(visitor, `/${half.num_id}/`)).text).toContain('Hello from page one');
  });

  it('pages are sent compressed to clients that accept it, and plain to those that do not', async () => {
    const url = `${server.baseUrl}/${owner.user.uri}/rendered/`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('Hello from page one');
    const { request } = await import('node:http');
    const plain = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body }));
      })
        .on('error', reject)
        .end();
    });
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toContain('Hello from page one');
  });

  it('API paths that do not exist still answer JSON 404', async () => {
    const reply = await visitor.get('/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not found', statusCode: 404 });
  });
});
