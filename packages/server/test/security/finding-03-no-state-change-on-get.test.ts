import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mags, shopConnections, shopProducts } from '../../src/db/schema';
import { createProject, drivers, startWithPeople, type Client, type TestServer } from '../support/harness';
import { addSku, openShop, orderOf, shopPath, visitorOf } from '../shop/shop-fixtures';
import { storedState } from './route-inventory';

// Issue 11, finding 3: a link on another site (followed with the owner's SameSite=Lax cookie) disconnected the shop and
// deleted its catalogue, connected a provider, or made a project from a template. Now those GETs answer a confirmation
// page whose button POSTs to the same address; and every change (any method but GET, HEAD, OPTIONS) coming from a
// browser on another site is refused with 403 before anything is read or written.

const EVIL = 'https://evil.example';
const DOMAIN = 'finding3.example.com';

/** What a browser sends with a request another site started (a link, a form, a fetch). */
const fromElsewhere = [
  { origin: EVIL, 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'cross-site' },
  { origin: EVIL },
  { origin: 'null' },
  // Another port of the same host is another origin (same-site, not same-origin).
  { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' },
] as Record<string, string>[];

describe.each(drivers)('finding 3: no state change on GET, and no change from another site, on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    ({ server, owner } = await startWithPeople(driver, { ownerName: 'Finding Three' }));
  });
  afterAll(() => server.close());

  const connectPath = (numId: number) => `/api/connect/ecommerce/stripe/connect?num_id=${numId}`;
  const ecwidPath = (numId: number) => `/api/connect/ecommerce/ecwid/connect?num_id=${numId}&store_id=4242`;
  const disconnectPath = (numId: number) => `/api/connect/ecommerce/stripe/disconnect?num_id=${numId}`;
  const connectionOf = async (magId: string) => (await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, magId)))[0];
  const productsOf = async (magId: string) => (await server.database.db.select({ n: count() }).from(shopProducts).where(eq(shopProducts.magId, magId)))[0]!.n;
  const projectsOf = async (client: Client) => ((await client.get('/api/projects')).body as unknown[]).length;
  /** A GET as a link on another site makes it: the page's own address, the owner's cookie. */
  const followLink = (client: Client, path: string) => client.request('GET', path, undefined, { headers: { accept: 'text/html', 'sec-fetch-site': 'cross-site' } });
  /** The confirmation page's button, as the browser submits it: an empty form from this origin. */
  const pageForm = () => ({ accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl, 'sec-fetch-site': 'same-origin' });
  const pressButton = (client: Client, path: string) => client.request('POST', path, undefined, { raw: '', headers: pageForm() });

  /** A browser's own session, its redirects not followed (the harness's client follows them). */
  async function signUpBrowser() {
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `finding3-${Date.now()}-${Math.random()}@example.test`, password: 'correct horse battery', name: 'Browser' }),
    });
    const cookie = signup.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: { cookie, ...(typeof body === 'object' ? { 'content-type': 'application/json' } : {}), ...headers },
        body: typeof body === 'object' ? JSON.stringify(body) : (body as string | undefined),
      });
    return { call };
  }

  /** The page asks, names the project, and its button POSTs to the same address; Cancel leaves. */
  function expectConfirmation(reply: { status: number; body: string; headers: Headers }, path: string, name: string) {
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const html = reply.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1[^>]*>[^<]*\?<\/h1>/);
    expect(html).toContain(name);
    const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1]?.replace(/&#38;|&amp;/g, '&');
    expect(action).toBe(path);
    expect(html).toMatch(/<button type="submit"[^>]*>[^<]+<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Cancel<\/a>/);
  }

  it('finding 3: GET connect, from a link on another site, connects nothing and answers the confirmation page', async () => {
    const mag = await createProject(owner, 'Card shop');
    for (const path of [connectPath(mag.num_id), ecwidPath(mag.num_id)]) {
      expectConfirmation(await followLink(owner, path), path, 'Card shop');
      // A client that asks for JSON changes nothing either.
      expect((await owner.get(path)).status).toBe(200);
    }
    expect(await connectionOf(mag._id)).toBeUndefined();
  });

  it('finding 3: GET disconnect, from a link on another site, keeps the shop and its catalogue', async () => {
    const { mag, numId } = await openShop(owner, 'Kept shop');
    await addSku(owner, numId);
    const before = await storedState(server);
    expectConfirmation(await followLink(owner, disconnectPath(numId)), disconnectPath(numId), 'Kept shop');
    await owner.get(disconnectPath(numId));
    expect(await storedState(server)).toEqual(before);
    expect((await connectionOf(mag._id))?.status).toBe('connected');
    expect(await productsOf(mag._id)).toBe(1);
  });

  it('finding 3: GET /start-with-template/{id}, from a link on another site, makes no project', async () => {
    const mag = await createProject(owner, 'Template source');
    const template = (await owner.post('/api/template/', { mag_id: mag._id, name: 'Spring template' })).body;
    const projects = await projectsOf(owner);
    for (const path of [`/start-with-template/${template.id}`, `/start-with-template/${template.id}/`]) {
      expectConfirmation(await followLink(owner, path), `/start-with-template/${template.id}/`, 'Spring template');
    }
    expect(await projectsOf(owner)).toBe(projects);
    // Signed out, the link still sends the visitor to sign in first, and comes back to this page.
    const signedOut = await fetch(`${server.baseUrl}/start-with-template/${template.id}`, { redirect: 'manual' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/login/?next=%2Fstart-with-template%2F${template.id}`);
  });

  it("finding 3: the page's button (a POST from this origin) makes the change", async () => {
    const mag = await createProject(owner, 'Pressed');
    const connected = await pressButton(owner, connectPath(mag.num_id));
    expect(connected.status).toBe(200);
    expect(connected.body).toContain('Shop connected');
    expect((await connectionOf(mag._id))?.status).toBe('connected');
    await addSku(owner, mag.num_id);

    expect((await pressButton(owner, disconnectPath(mag.num_id))).status).toBe(200);
    expect(await connectionOf(mag._id)).toBeUndefined();
    expect(await productsOf(mag._id)).toBe(0);

    const ecwid = await owner.post(ecwidPath(mag.num_id));
    expect(ecwid.body).toMatchObject({ status: 'connected', ecommerce_data: { ecwid: { status: 'connected', store_id: '4242' } } });

    // A browser that does not follow redirects, to read where the button leads.
    const browser = await signUpBrowser();
    const source = await (await browser.call('POST', '/api/projects', { title: 'Browser source' })).json();
    const template = await (await browser.call('POST', '/api/template/', { mag_id: source._id, name: 'Pressed template' })).json();
    const before = (await (await browser.call('GET', '/api/projects')).json()).length;
    const started = await browser.call('POST', `/start-with-template/${template.id}/`, '', pageForm());
    expect(started.status).toBe(303);
    const projects = await (await browser.call('GET', '/api/projects')).json();
    expect(projects).toHaveLength(before + 1);
    const made = projects.find((item: any) => item.title === 'Pressed template');
    expect(started.headers.get('location')).toBe(`/edit/${made.num_id}/`);
    // Signed out, the POST sends the visitor to sign in (and back to the page), making nothing.
    const signedOut = await fetch(`${server.baseUrl}/start-with-template/${template.id}/`, { method: 'POST', redirect: 'manual', body: '', headers: pageForm() });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/login/?next=%2Fstart-with-template%2F${template.id}%2F`);
    expect(await (await browser.call('GET', '/api/projects')).json()).toHaveLength(before + 1);
  });

  it('finding 3: a change from another site (Origin or Sec-Fetch-Site) is refused with 403 and writes nothing', async () => {
    const { mag, numId } = await openShop(owner, 'Guarded');
    await addSku(owner, numId);
    const template = (await owner.post('/api/template/', { mag_id: mag._id, name: 'Guarded template' })).body;
    const calls: [string, string, unknown?][] = [
      ['POST', disconnectPath(numId)],
      ['POST', connectPath(numId)],
      ['POST', `/start-with-template/${template.id}/`],
      ['POST', '/api/projects', { title: 'Planted' }],
      ['PATCH', `/api/mag/${mag._id}`, { revision: mag.revision, title: 'Defaced' }],
      ['DELETE', `/api/projects/${mag._id}`],
      ['POST', shopPath(numId, 'products/'), { name: 'Planted' }],
      ['POST', `/api/countview/${numId}`],
      ['POST', '/api/auth/logout'],
    ];
    const before = await storedState(server);
    for (const headers of fromElsewhere) {
      for (const [method, path, body] of calls) {
        const reply = await owner.request(method, path, body, { headers });
        expect(reply.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(reply.body).toEqual({ message: expect.stringMatching(/another site/), statusCode: 403 });
      }
      // The urlencoded form another site would post is refused the same way.
      const form = await owner.request('POST', disconnectPath(numId), undefined, { raw: '', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.status).toBe(403);
    }
    expect(await storedState(server)).toEqual(before);
    expect((await owner.get('/api/auth/me')).status).toBe(200);
  });

  it('finding 3: this origin, the public address, a connected custom domain and clients that are no browser pass', async () => {
    const { mag, numId } = await openShop(owner, 'Own domain');
    expect((await owner.post(`/api/mag/domain/${mag._id}`, { status: 'on', domain: DOMAIN })).status).toBe(200);
    const views = async () => (await server.database.db.select({ views: mags.views }).from(mags).where(eq(mags.id, mag._id)))[0]!.views;
    const count = (headers: Record<string, string>) => owner.request('POST', `/api/countview/${numId}`, undefined, { headers });
    const passing: Record<string, string>[] = [
      { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
      { origin: server.baseUrl },
      { 'sec-fetch-site': 'same-origin' },
      // A request the person typed or bookmarked.
      { 'sec-fetch-site': 'none' },
      // The app's PUBLIC_URL (behind a proxy the request's own host may be another).
      { origin: server.app.config.publicUrl, 'sec-fetch-site': 'cross-site' },
      // The published project on its own domain calls the app's address.
      { origin: `http://${DOMAIN}`, 'sec-fetch-site': 'cross-site' },
      { origin: `https://${DOMAIN}` },
      // A client that is no browser sends neither header.
      {},
    ];
    let expected = await views();
    for (const [index, headers] of passing.entries()) {
      // A visitor's view counts once in a while: each call comes from another browser, so each one writes.
      expect((await count({ ...headers, 'user-agent': `finding-3 browser ${index}` })).status, JSON.stringify(headers)).toBe(204);
      expect(await views()).toBe(++expected);
    }
    // On the custom domain itself, the viewer calls its own origin: a buyer's order, as the cart sends it.
    const sku = await addSku(owner, numId);
    const onDomain: Record<string, string>[] = [{ origin: `http://${DOMAIN}`, 'sec-fetch-site': 'same-origin' }, { origin: `http://${DOMAIN}` }];
    for (const headers of onDomain) {
      const order = await visitorOf(server).request('POST', shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]), { headers: { host: DOMAIN, ...headers } });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
    }
    // A domain nobody connected is another site.
    expect((await count({ origin: 'http://not-connected.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await count({ origin: `http://sub.${DOMAIN}` })).status).toBe(403);
    // GET, HEAD and OPTIONS are never refused: reading stays open to links.
    expect((await owner.request('GET', `/api/projects/${mag._id}`, undefined, { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    expect((await owner.request('HEAD', '/api/health', undefined, { headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});
