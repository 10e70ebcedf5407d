import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@folio/model';
import { Client, createProject, drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { authorCodeOf, grantedProject, PREVIEW_GRANT_MS, previewGrant, withAuthorCode } from '../../src/viewer/author-code';

// Issue 16, docs/security.md "The author's code": a project's code injection runs on its published pages on the sites
// origin (SITES_URL) and on custom domains, never on the app's host, where authors' sessions are; the sites origin
// holds no session.

const APP = 'localhost:3000';
const SITES_URL = 'http://sites.localhost:3000';
const SITES = 'sites.localhost:3000';
const CODE = {
  ci_head: '<script>window.folioAuthorHead = 1</script>',
  ci_body_top: '<div id="author-top">Top</div>',
  ci_body_bottom: '<script>window.folioAuthorBottom = 1</script>',
  ci_css: 'body { outline: 1px solid red } </style><script>bad()</script>',
};

const policyOf = (reply: { headers: Headers }) => reply.headers.get('content-security-policy') ?? '';

describe('the author\'s code in a document', () => {
  it('is none when every part is empty or blank', () => {
    expect(authorCodeOf({})).toBeNull();
    expect(authorCodeOf({ ci_head: ' ', ci_css: '\n' })).toBeNull();
    expect(authorCodeOf({ ci_css: 'a{}' })).toEqual({ head: '', bodyTop: '', bodyBottom: '', css: 'a{}' });
  });

  it('goes at the end of the head (CSS that cannot close its element) and around the viewer\'s body', () => {
    const html = '<!doctype html>\n<html><head><style>v{}</style>\n</head>\n<body>\n<div id="folio-root"></div>\n</body>\n</html>\n';
    const code = authorCodeOf(CODE)!;
    const written = withAuthorCode(html, code);
    expect(written).toContain(`<style>v{}</style>\n${CODE.ci_head}\n<style data-folio-author-css>body { outline: 1px solid red } <\\/style><script>bad()</script></style>\n</head>`);
    expect(written).toContain(`<body>\n${CODE.ci_body_top}\n<div id="folio-root"></div>\n${CODE.ci_body_bottom}\n</body>`);
    expect(written.match(/<\/style>/g)).toHaveLength(2);
  });
});

describe("a preview grant (the sites origin's draft preview)", () => {
  it('names its project until it expires, and only with the secret that signed it', () => {
    const grant = previewGrant('secret', 'mag1', 1_000);
    expect(grantedProject('secret', grant, 1_000 + PREVIEW_GRANT_MS)).toBe('mag1');
    expect(grantedProject('secret', grant, 1_001 + PREVIEW_GRANT_MS)).toBeNull();
    expect(grantedProject('another secret', grant, 1_000)).toBeNull();
    expect(grantedProject('secret', grant.replace('mag1', 'mag2'), 1_000)).toBeNull();
    expect(grantedProject('secret', null, 1_000)).toBeNull();
  });
});

describe.each(drivers)('the sites origin on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let visitor: Client;
  let coded: any;
  let plain: any;

  beforeAll(async () => {
    server = await startTestServer(driver, { publicUrl: `http://${APP}`, sitesUrl: SITES_URL });
    owner = await signUp(server.baseUrl, 'Code Author');
    visitor = new Client(server.baseUrl);
    coded = await createProject(owner, 'With code');
    await owner.patch(`/api/mag/${coded._id}`, { revision: coded.revision, ...CODE });
    await owner.post(`/api/publish/${coded._id}`);
    plain = await createProject(owner, 'Without code');
    await owner.post(`/api/publish/${plain._id}`);
  });
  afterAll(() => server.close());

  const get = (client: Client, host: string, path: string) => client.request('GET', path, undefined, { headers: { host } });

  it("a published project with code is sent from the app's host to the sites origin, address and query kept", async () => {
    for (const path of [`/${coded.num_id}/`, `/${owner.user.uri}/${coded.num_id}/second/?embed=1`, `/p${coded.pages[0].num_id}/`]) {
      const reply = await get(visitor, APP, path);
      expect(reply.status, path).toBe(302);
      expect(reply.headers.get('location'), path).toBe(`${SITES_URL}${path}`);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
    // Its owner too: on the app's host no page runs the author's code.
    expect((await get(owner, APP, `/${coded.num_id}/`)).status).toBe(302);
  });

  it('the sites origin draws it with the code, allowed by its policy; a project without code is drawn on both hosts without any', async () => {
    for (let round = 0; round < 2; round++) {
      const reply = await get(visitor, SITES, `/${coded.num_id}/`);
      expect(reply.status).toBe(200);
      const html = reply.body as string;
      expect(html).toContain(CODE.ci_head);
      expect(html).toContain(CODE.ci_body_top);
      expect(html).toContain(CODE.ci_body_bottom);
      expect(html).toContain('data-folio-author-css');
      expect(policyOf(reply)).toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    for (const host of [APP, SITES]) {
      const reply = await get(visitor, host, `/${plain.num_id}/`);
      expect(reply.status, host).toBe(200);
      expect(reply.body as string).not.toContain('data-folio-author-css');
      expect(policyOf(reply)).not.toContain("'unsafe-inline' 'unsafe-eval'");
    }
  });

  it("the owner's preview of a draft with code is sent to the sites origin with a grant, and drawn there with the code", async () => {
    const path = `/${owner.user.uri}/${coded.num_id}/preview/`;
    const sent = await get(owner, APP, path);
    expect(sent.status).toBe(302);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    const location = new URL(sent.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITES_URL}${path}`);
    const grant = location.searchParams.get('grant')!;
    expect(grant).toMatch(new RegExp(`^${coded._id}\\.\\d+\\.[\\w-]+$`));
    // Anyone holding the address reads that draft, with the code, until the grant expires; no session is needed.
    const shown = await get(visitor, SITES, `${location.pathname}${location.search}`);
    expect(shown.status).toBe(200);
    expect(shown.body as string).toContain('With code');
    expect(shown.body as string).toContain(CODE.ci_head);
    expect(shown.body as string).toContain('data-folio-author-css');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(policyOf(shown)).toMatch(/script-src[^;]*'unsafe-inline'/);
    // Its pages by number too.
    expect((await get(visitor, SITES, `/${owner.user.uri}/${coded.num_id}/preview/num/1/${location.search}`)).status).toBe(200);
  });

  it('the sites origin refuses a preview without a grant, with an altered or expired one, or with another project\'s', async () => {
    const path = `/${owner.user.uri}/${coded.num_id}/preview/`;
    const grant = new URL((await get(owner, APP, path)).headers.get('location')!).searchParams.get('grant')!;
    const [id, until, signature] = grant.split('.');
    const otherGrant = `${plain._id}.${until}.${signature}`;
    const tries = ['', `?grant=${id}.${until}.${signature!.slice(1)}x`, `?grant=${id}.${Number(until) + 1}.${signature}`, `?grant=${id}.1.${signature}`, `?grant=${otherGrant}`, `?grant=${grant}.x`];
    for (const query of tries) {
      const reply = await get(owner, SITES, `${path}${query}`);
      expect(reply.status, query).toBe(404);
      expect(reply.body as string, query).not.toContain(CODE.ci_head);
    }
    // A grant of this project draws no other project's draft.
    expect((await get(visitor, SITES, `/${owner.user.uri}/${plain.num_id}/preview/?grant=${grant}`)).status).toBe(404);
    // And a visitor without the owner's session gets no grant on the app's host.
    expect((await get(visitor, APP, path)).status).toBe(404);
  });

  it("the draft's preview of a project without code stays on the app's host", async () => {
    const reply = await get(owner, APP, `/${owner.user.uri}/${plain.num_id}/preview/`);
    expect(reply.status).toBe(200);
    expect(reply.body as string).toContain('Without code');
  });

  it('the sites origin signs no one in: a session cookie sent there is ignored, sign-in is refused, /login goes to the app', async () => {
    const cookie = (await owner.request('GET', '/api/auth/me')).status;
    expect(cookie).toBe(200);
    expect((await get(owner, SITES, '/api/auth/me')).status).toBe(401);
    expect((await get(owner, SITES, `/api/projects/${coded._id}`)).status).toBe(401);
    const login = await visitor.request('POST', '/api/auth/login', { email: 'x@example.com', password: 'whatever-long' }, { headers: { host: SITES } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: apiMessages.signInOnApp, statusCode: 403 });
    expect(login.headers.getSetCookie()).toEqual([]);
    const page = await get(visitor, SITES, '/login/');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`http://${APP}/login/`);
  });

  it('a custom domain is an origin of its own: the code is written there', async () => {
    const on = await owner.post(`/api/mag/domain/${coded._id}`, { domain: 'code.example.com', status: 'on' });
    expect(on.status).toBe(200);
    const reply = await get(visitor, 'code.example.com', '/');
    expect(reply.status).toBe(200);
    expect(reply.body as string).toContain(CODE.ci_head);
  });
});
