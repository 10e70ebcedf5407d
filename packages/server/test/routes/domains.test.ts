import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerMessages, viewerUiTexts } from '@folio/model';
import { hostOf, isAppHost, normalizeDomain } from '../../src/custom-domains';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';

// viewer-and-project.md §2 (custom-domain routes), §4 (custom domain on/off), §7 (checkdomain, mag/domain),
// §8 (domain errors). The test server's PUBLIC_URL is http://localhost:3000; requests reach it at 127.0.0.1,
// and a Host header names a custom domain.

const bootOf = (html: string) => {
  const match = /<script id="folio-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as { customDomain: unknown; domainUrl: unknown; screen: { kind: string; reason?: string } };
};

describe('custom domain names', () => {
  it('are lowercase DNS names of two labels or more, never an IP address or the app host', () => {
    const app = 'folio.example.com';
    expect(normalizeDomain('Mag.Example.COM.', app)).toBe('mag.example.com');
    expect(normalizeDomain('  my-mag.co.uk ', app)).toBe('my-mag.co.uk');
    expect(normalizeDomain('bücher.example', app)).toBe('xn--bcher-kva.example');
    for (const bad of [
      '',
      'example',
      'localhost',
      '10.0.0.1',
      '::1',
      '[::1]',
      'example.123',
      'a..example.com',
      '-a.example.com',
      'a-.example.com',
      'a_b.example.com',
      'mag.example.com:8080',
      'https://mag.example.com',
      'mag.example.com/path',
      `${'a'.repeat(64)}.com`,
      `${'abcdefghi.'.repeat(25)}comx`, // 254 characters
      'folio.example.com',
      'FOLIO.example.com.',
    ]) {
      expect(normalizeDomain(bad, app), bad).toBeNull();
    }
    expect(normalizeDomain(`${'abcdefghi.'.repeat(25)}com`, app)).toHaveLength(253);
  });

  it('the app host, localhost and IP addresses are never read as custom domains', () => {
    expect(hostOf('Mag.Example.com.:8080')).toBe('mag.example.com');
    expect(hostOf('[::1]:3000')).toBe('[::1]');
    for (const host of ['folio.example.com', 'localhost', '127.0.0.1', '[::1]', '']) expect(isAppHost(host, 'folio.example.com'), host).toBe(true);
    expect(isAppHost('mag.example.com', 'folio.example.com')).toBe(false);
  });
});

describe.each(drivers)('custom domains on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Domain Owner');
    stranger = await signUp(server.baseUrl, 'Domain Stranger');
    visitor = new Client(server.baseUrl);
    mag = await createProject(owner, 'Domain issue');
    await owner.patch(`/api/mag/${mag._id}`, { revision: mag.revision, uri: 'domain-issue' });
    await owner.post(`/api/publish/${mag._id}`);
    mag = (await owner.get(`/api/projects/${mag._id}`)).body;
  });
  afterAll(() => server.close());

  const onHost = async (host: string, path: string, client: Client = visitor) => {
    const reply = await client.request('GET', path, undefined, { headers: { host } });
    expect(reply.headers.get('content-type'), `${host}${path}`).toMatch(/text\/html/);
    const text = reply.body as string;
    return { status: reply.status, text, boot: bootOf(text) };
  };

  it('checkdomain and mag/domain: 401 for visitors, 404 for another author, 200 for the owner', async () => {
    const check = { num_id: mag.num_id, domain: 'auth.example.com' };
    const set = { domain: 'auth.example.com', status: 'on' };
    expect((await visitor.post('/api/checkdomain', check)).status).toBe(401);
    expect((await visitor.post(`/api/mag/domain/${mag._id}`, set)).status).toBe(401);
    expect((await stranger.post('/api/checkdomain', check)).status).toBe(404);
    expect((await stranger.post(`/api/mag/domain/${mag._id}`, set)).status).toBe(404);
    expect((await stranger.post(`/api/mag/domain/${mag._id}`, { status: 'off' })).status).toBe(404);
    const checked = await owner.post('/api/checkdomain', check);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ domain: 'auth.example.com', available: true });
    // The spec's client may send num_id as text.
    expect((await owner.post('/api/checkdomain', { ...check, num_id: String(mag.num_id) })).body.available).toBe(true);
    const on = await owner.post(`/api/mag/domain/${mag._id}`, { domain: 'Auth.Example.com', status: 'on' });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ domain: 'auth.example.com', status: 'on' });
    expect((await owner.get(`/api/projects/${mag._id}`)).body.custom_domain).toBe('auth.example.com');
    // Its own domain is still free for the project itself.
    expect((await owner.post('/api/checkdomain', check)).body.available).toBe(true);
    const off = await owner.post(`/api/mag/domain/${mag._id}`, { status: 'off' });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ domain: null, status: 'off' });
    expect((await owner.get(`/api/projects/${mag._id}`)).body.custom_domain).toBeNull();
  });

  it('an invalid domain is 400; a domain another project or profile uses is 409', async () => {
    for (const domain of ['localhost', 'example', '127.0.0.1', 'https://x.example.com/', 'x..example.com']) {
      const set = await owner.post(`/api/mag/domain/${mag._id}`, { domain, status: 'on' });
      expect(set.status, domain).toBe(400);
      expect(set.body.errors[0].path).toBe('domain');
      expect((await owner.post('/api/checkdomain', { num_id: mag.num_id, domain })).status, domain).toBe(400);
    }
    expect((await owner.post(`/api/mag/domain/${mag._id}`, { status: 'on' })).status).toBe(400);
    expect((await owner.post(`/api/mag/domain/${mag._id}`, { domain: 'x.example.com', status: 'maybe' })).status).toBe(400);

    const other = await createProject(stranger, 'Taken elsewhere');
    expect((await stranger.post(`/api/mag/domain/${other._id}`, { domain: 'taken.example.com', status: 'on' })).status).toBe(200);
    expect((await owner.post('/api/checkdomain', { num_id: mag.num_id, domain: 'TAKEN.example.com' })).body).toEqual({ domain: 'taken.example.com', available: false });
    const clash = await owner.post(`/api/mag/domain/${mag._id}`, { domain: 'taken.example.com', status: 'on' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This domain is already used');

    expect((await stranger.post('/api/user/domain', { domain: 'profile-taken.example.com', status: 'on' })).status).toBe(200);
    expect((await owner.post('/api/checkdomain', { num_id: mag.num_id, domain: 'profile-taken.example.com' })).body.available).toBe(false);
    expect((await owner.post(`/api/mag/domain/${mag._id}`, { domain: 'profile-taken.example.com', status: 'on' })).status).toBe(409);
    expect((await owner.post('/api/user/domain', { domain: 'taken.example.com', status: 'on' })).status).toBe(409);
    expect((await stranger.post('/api/user/domain', { status: 'off' })).status).toBe(200);
    expect((await owner.post('/api/checkdomain', { num_id: mag.num_id, domain: 'profile-taken.example.com' })).body.available).toBe(true);
  });

  it("a project's own domain serves it at the root: / and /{page uri}/ draw the right page", async () => {
    expect((await owner.post(`/api/mag/domain/${mag._id}`, { domain: 'issue.example.com', status: 'on' })).status).toBe(200);
    const first = await onHost('issue.example.com', '/');
    expect(first.status).toBe(200);
    // Drawn in the root element itself (the boot data after it also holds the neighbouring page).
    const root = first.text.slice(first.text.indexOf('<div id="folio-root">'), first.text.indexOf('<script id="folio-boot"'));
    expect(root).toContain('<p>Hello from page one</p>');
    expect(first.boot.screen).toEqual({ kind: 'mag' });
    expect(first.boot.customDomain).toBe('profile');
    expect(first.boot.domainUrl).toBe('http://issue.example.com');
    expect(first.text).toContain('<link rel="canonical" href="http://issue.example.com/">');

    for (const path of ['/second/', '/second', '/2/']) {
      const second = await onHost('issue.example.com', path);
      expect(second.status, path).toBe(200);
      expect(second.text, path).toContain('Secret second page text');
      expect(second.text, path).toContain('<link rel="canonical" href="http://issue.example.com/second/">');
    }
    // The host is read without its port and case.
    expect((await onHost('Issue.Example.com:8080', '/second/')).text).toContain('Secret second page text');
    // An unknown page is the ordinary 404 screen; the user's address is no page of the project.
    expect((await onHost('issue.example.com', '/9/')).status).toBe(404);
    expect((await onHost('issue.example.com', `/${owner.user.uri}/domain-issue/`)).status).toBe(404);
    // The API keeps working on any host.
    const api = await visitor.request('GET', `/api/readymag/${mag.num_id}`, undefined, { headers: { host: 'issue.example.com' } });
    expect(api.status).toBe(200);
    expect(api.body.num_id).toBe(mag.num_id);
    // The app's own host is untouched.
    const own = await visitor.get(`/${owner.user.uri}/domain-issue/second/`);
    expect(own.status).toBe(200);
    expect(bootOf(own.body as string).customDomain).toBe(false);
    expect(bootOf(own.body as string).domainUrl).toBeNull();
  });

  it('an unknown host is the domain-not-found screen, with status 404', async () => {
    const { status, text, boot } = await onHost('nobody.example.com', '/');
    expect(status).toBe(404);
    expect(boot.screen).toEqual({ kind: 'domainError', reason: 'domainNotFound' });
    expect(text).toContain(viewerMessages.domainNotFound);
    expect((await onHost('nobody.example.com', '/anything/2/')).status).toBe(404);
  });

  it('an unpublished project on its domain is the not-published screen (404); off frees the domain', async () => {
    const draft = await createProject(owner, 'Never published');
    expect((await owner.post(`/api/mag/domain/${draft._id}`, { domain: 'draft.example.com', status: 'on' })).status).toBe(200);
    const { status, text, boot } = await onHost('draft.example.com', '/', owner);
    expect(status).toBe(404);
    expect(boot.screen).toEqual({ kind: 'domainError', reason: 'notPublished' });
    expect(text).toContain(viewerMessages.projectNotPublished);
    expect(text).not.toContain('Hello from page one');

    await owner.post(`/api/publish/${draft._id}`);
    expect((await onHost('draft.example.com', '/')).status).toBe(200);
    await owner.post(`/api/unpublish/${draft._id}`);
    expect((await onHost('draft.example.com', '/')).boot.screen).toEqual({ kind: 'domainError', reason: 'notPublished' });

    await owner.post(`/api/mag/domain/${draft._id}`, { status: 'off' });
    expect((await onHost('draft.example.com', '/')).boot.screen).toEqual({ kind: 'domainError', reason: 'domainNotFound' });
  });

  it("a profile domain serves the user's published projects at /{mag}/{page}/", async () => {
    const author = await signUp(server.baseUrl, 'Profile Author');
    const published = await createProject(author, 'Profile issue');
    await author.patch(`/api/mag/${published._id}`, { revision: published.revision, uri: 'profile-issue' });
    await author.post(`/api/publish/${published._id}`);
    const unpublished = await createProject(author, 'Profile draft');
    await author.patch(`/api/mag/${unpublished._id}`, { revision: unpublished.revision, uri: 'profile-draft' });

    expect((await visitor.post('/api/user/domain', { domain: 'author.example.com', status: 'on' })).status).toBe(401);
    expect((await author.post('/api/checkdomain', { domain: 'author.example.com' })).body).toEqual({ domain: 'author.example.com', available: true });
    expect((await author.post('/api/user/domain', { domain: 'author.example.com', status: 'on' })).body).toEqual({ domain: 'author.example.com', status: 'on' });
    expect((await author.get('/api/auth/me')).body.custom_domain).toBe('author.example.com');

    for (const path of ['/profile-issue/second/', `/${published.num_id}/second/`]) {
      const page = await onHost('author.example.com', path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('Secret second page text');
      expect(page.boot.customDomain).toBe(true);
      expect(page.text).toContain('<link rel="canonical" href="http://author.example.com/profile-issue/second/">');
    }
    expect((await onHost('author.example.com', '/profile-issue/')).text).toContain('Hello from page one');
    expect((await onHost('author.example.com', '/profile-draft/')).boot.screen).toEqual({ kind: 'domainError', reason: 'notPublished' });
    for (const path of ['/', '/no-such-project/', `/${mag.num_id}/`]) {
      const missing = await onHost('author.example.com', path);
      expect(missing.status, path).toBe(404);
      expect(missing.boot.screen, path).toEqual({ kind: 'domainError', reason: 'projectNotFound' });
      expect(missing.text, path).toContain(viewerMessages.projectNotFound);
    }
  });

  it('/login/ on the app host draws the sign-in screen', async () => {
    for (const path of ['/login/', '/login']) {
      const reply = await visitor.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body).toContain(viewerUiTexts.signInTitle);
      expect(reply.body).toContain('type="password"');
      expect(bootOf(reply.body as string).screen).toEqual({ kind: 'login' });
    }
  });
});
