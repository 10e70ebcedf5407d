import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { Client, drivers, sampleText, signUp, startTestServer, type TestServer } from '../support/harness';
import { PUBLIC_ROUTES, registeredRoutes, storedState, type RouteKey } from './route-inventory';

vi.mock('fastify', async (importOriginal) => (await import('./route-inventory')).recordingFastify(await importOriginal()));

// No private content reaches anyone but its owner. Four projects hold marker words in every place an author writes
// (titles, descriptions, SEO and share texts, text, buttons, forms, picture alt texts and addresses, global widgets,
// the shop's products): one private with a password, one with a protected page, a draft never published, and one
// published then unpublished; a fifth is published with changes made since only in its draft. Every visitor route
// (the API, the viewer's pages at every address shape, preview, the custom domains, the editor's shells, the forms and
// the shop) is tried by a visitor, another author, a visitor who gave a wrong password, one whose password was changed
// since, and one holding another project's access cookie: no answer holds a marker, nothing is written. The owner,
// asked the same, finds the markers: the probes reach the content. routes/privacy.test.ts and viewer-pages.test.ts
// check the password flow and each screen; this file checks the whole surface.

// Visitor routes that carry no project's content (their reasons are in PUBLIC_ROUTES). Every other public route has
// probes below (the first test). A picture is public by its address, a content hash nobody can guess without the
// picture; that no visitor learns a private picture's address is checked by every probe here (it is a marker).
const NO_PROJECT_CONTENT = new Set<RouteKey>([
  'GET /assets/*',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/metrics',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/images/:key',
  // Converted shot videos, by content hash like pictures.
  'GET /api/videos/:name',
  // An author's public links: the author's, never a project's.
  'GET /api/user/:id/links',
  'GET /api/fonts/css',
  'GET /api/fonts/files/:version/:file',
  'GET /api/fonts/custom/:file',
  // Stripe's signed events: the answer is only whether the event was new.
  'POST /api/ecommerce/stripe/webhook',
  'GET /api/starters',
]);

const OLD_PASSWORD = 'first password';

/** One of the projects under test and what of it must stay the owner's. */
interface Target {
  name: string;
  mag: any;
  /** The page whose content is private (for most targets, every page is). */
  secretPage: any;
  /** Words that must reach nobody but the owner. */
  secrets: string[];
  /** Words of it that visitors may read (a positive control), if any. */
  visible: string[];
  form: string;
  shop?: { sku: string; price: string };
  domain?: string;
  password?: string;
}

interface Probe {
  route: RouteKey;
  path: string;
  body?: unknown;
  host?: string;
}

type Persona = (method: string, path: string, body?: unknown, host?: string) => Promise<{ status: number; body: any; headers: Headers }>;

const picture = (seed: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed, g: 200 - seed, b: 90 } } }).png().toBuffer();

describe.each(drivers)('private content reaches nobody but its owner on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let otherCookieValue = '';
  const targets: Target[] = [];
  const personas: Record<string, Persona> = {};
  const profileDomain = `owner-${driver}.example.test`;
  // Each person comes from an address of their own (the server trusts X-Forwarded-For here), so the per-address limits
  // on passwords and forms count each apart.
  const addressOf = (index: number) => `10.0.0.${index + 1}`;

  beforeAll(async () => {
    server = await startTestServer(driver, { trustProxy: true });
    owner = await signUp(server.baseUrl, 'Private Owner');
    const stranger = await signUp(server.baseUrl, 'Stranger');
    const wrongPassword = new Client(server.baseUrl);
    const oldPassword = new Client(server.baseUrl);
    expect((await owner.post('/api/user/domain', { status: 'on', domain: profileDomain })).status).toBe(200);

    targets.push(
      await makeTarget('PRIVPROJ', { publish: true, privacy: 'project', shop: true, domain: `private-${driver}.example.test` }),
      await makeTarget('PRIVPAGE', { publish: true, privacy: 'page' }),
      await makeTarget('NEVERPUB', { publish: false, shop: true }),
      await makeTarget('UNPUBLISHED', { publish: true, unpublish: true, shop: true }),
      await makeTarget('DRAFTONLY', { publish: true, draftChanges: true }),
    );

    // A wrong password, then the right one given before the owner changed it.
    for (const target of targets.filter((t) => t.password)) {
      const numId = target.mag.num_id;
      expect((await wrongPassword.post(`/api/readymag/${numId}/access`, { pass: 'a wrong guess' })).status).toBe(403);
      expect((await oldPassword.post(`/api/readymag/${numId}/access`, { pass: OLD_PASSWORD })).status).toBe(204);
      const changed = await owner.post(`/api/mag/privacy/${target.mag._id}`, { is_private: target.name === 'PRIVPROJ', pass: target.password });
      expect(changed.status).toBe(200);
    }
    // A cookie that opens another private project, presented under each target's name.
    const key = await makeTarget('KEYPROJECT', { publish: true, privacy: 'project' });
    const opened = await fetch(`${server.baseUrl}/api/readymag/${key.mag.num_id}/access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(9) },
      body: JSON.stringify({ pass: OLD_PASSWORD }),
    });
    expect(opened.status).toBe(204);
    otherCookieValue = /folio_access_\d+=([^;]+)/.exec(opened.headers.getSetCookie().join('\n'))![1]!;

    const as =
      (client: Client, index: number): Persona =>
      (method, path, body, host) =>
        client.request(method, path, body, { headers: { 'x-forwarded-for': addressOf(index), ...(host ? { host } : {}) } });
    personas.visitor = as(new Client(server.baseUrl), 0);
    personas['another author'] = as(stranger, 1);
    personas['a visitor who gave a wrong password'] = as(wrongPassword, 2);
    personas['a visitor whose password was changed since'] = as(oldPassword, 3);
    personas["a visitor with another project's access cookie"] = (method, path, body, host) => {
      const cookie = targets.map((t) => `folio_access_${t.mag.num_id}=${otherCookieValue}`).join('; ');
      return new Client(server.baseUrl).request(method, path, body, { headers: { cookie, 'x-forwarded-for': addressOf(4), ...(host ? { host } : {}) } });
    };
  });
  afterAll(() => server.close());

  /**
   * A project of the owner's with a marker in every place an author writes. `privacy: 'page'` keeps only its second page
   * private; `draftChanges` publishes it plain and puts the markers in its draft afterwards.
   */
  async function makeTarget(
    name: string,
    options: { publish: boolean; unpublish?: boolean; privacy?: 'project' | 'page'; shop?: boolean; domain?: string; draftChanges?: boolean },
  ): Promise<Target> {
    const mark = (what: string) => `${name}x${what}`;
    const secrets: string[] = [];
    const secret = (what: string) => {
      secrets.push(mark(what));
      return mark(what);
    };
    const visible = [`${name}xPUBLIC`];
    const created = await owner.post('/api/projects', { title: options.privacy === 'page' ? `${name}xPUBLIC` : 'Untitled', uri: name.toLowerCase() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let mag = created.body;
    let revision = mag.revision;
    const second = await owner.post(`/api/mag/${mag._id}/pages`, { revision, page: { uri: 'second' } });
    revision = second.body.revision;
    const [first, page2] = [mag.pages[0], second.body.page];
    // What visitors may read: the first page's own text.
    const plain = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision,
      widgets: [{ type: 'text', pid: first._id, x: 0, y: 0, w: 300, h: 40, ...sampleText(`${name}xPUBLIC`) }],
    });
    revision = plain.body.revision;
    if (options.draftChanges) {
      expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
      revision = (await owner.get(`/api/projects/${mag._id}`)).body.revision;
    }

    const upload = new FormData();
    upload.append('upload', new Blob([new Uint8Array(await picture(targets.length * 20 + 10))], { type: 'image/png' }), 'p.png');
    const uploaded = await owner.postForm('/api/upload', upload);
    expect(uploaded.status).toBe(201);
    secrets.push(uploaded.body.url.replace('/api/images/', ''));

    const secretPages = options.privacy === 'page' ? [page2] : [first, page2];
    if (options.privacy !== 'page') {
      const changed = await owner.patch(`/api/mag/${mag._id}`, { revision, title: secret('TITLE'), description: secret('DESCRIPTION') });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      revision = changed.body.revision;
    }
    for (const page of secretPages) {
      const changed = await owner.patch(`/api/mag/${mag._id}/pages/${page._id}`, {
        revision,
        title: secret('PAGETITLE'),
        seo: { title: secret('SEOTITLE'), description: secret('SEODESCRIPTION'), keywords: secret('SEOKEYWORDS') },
        custom_shares: { title: secret('SHARETITLE'), description: secret('SHAREDESCRIPTION'), tweet: secret('TWEET'), image: `https://example.com/${secret('SHAREIMAGE')}.png` },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      revision = changed.body.revision;
    }
    const onSecret = secretPages.at(-1)!._id;
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision,
      widgets: [
        { type: 'text', pid: onSecret, x: 0, y: 100, w: 300, h: 40, ...sampleText(secret('TEXT')) },
        { type: 'text', pid: onSecret, x: 0, y: 150, w: 300, h: 40, is_global: true, ...sampleText(secret('GLOBAL')) },
        { type: 'button', pid: onSecret, x: 0, y: 200, w: 120, h: 40, text: secret('BUTTON'), clickLink: `https://example.com/${secret('LINK')}` },
        {
          type: 'form',
          pid: onSecret,
          x: 0,
          y: 260,
          w: 300,
          h: 200,
          fields: [{ id: 'name', kind: 'select', label: secret('FORMLABEL'), options: [secret('FORMOPTION')] }],
          submit_label: secret('SUBMIT'),
        },
        { type: 'picture', pid: onSecret, x: 320, y: 0, w: 100, h: 100, picture: { url: uploaded.body.url, type: 'image/png' }, alt: secret('ALT') },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const form = made.body.widgets[3]._id;
    let shop: Target['shop'];
    if (options.shop) {
      const path = (rest: string) => `/api/projects/${mag.num_id}/ecommerce/stripe/${rest}`;
      expect((await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`)).status).toBe(200);
      const product = (await owner.post(path('products/'), { name: secret('PRODUCT') })).body.data.id;
      const sku = (await owner.post(path('skus/'), { product, price: 1500, attributes: { size: secret('SKUSIZE') }, inventory: { type: 'infinite' } })).body.data.id;
      const price = (await owner.post(path('prices/'), { product, unit_amount: 2500, currency: 'usd', nickname: secret('PRICENAME') })).body.data.id;
      shop = { sku, price };
      secrets.push(product, sku, price);
    }
    let password: string | undefined;
    if (options.privacy) {
      const pages = options.privacy === 'page' ? [page2._id] : [];
      const set = await owner.post(`/api/privacy/mag/${mag.num_id}`, { is_private: options.privacy === 'project', isPrivatePages: pages, pass: OLD_PASSWORD });
      expect(set.status).toBe(200);
      password = `${name.toLowerCase()} second password`;
      secrets.push(OLD_PASSWORD, password);
    }
    if (options.domain) expect((await owner.post(`/api/mag/domain/${mag._id}`, { status: 'on', domain: options.domain })).status).toBe(200);
    if (options.publish && !options.draftChanges) expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    if (options.unpublish) expect((await owner.post(`/api/unpublish/${mag._id}`)).status).toBe(200);
    mag = (await owner.get(`/api/projects/${mag._id}`)).body;
    return { name, mag, secretPage: mag.pages.find((page: any) => page._id === onSecret), secrets, visible, form, shop, domain: options.domain, password };
  }

  /** Every visitor route, at every address shape, for one project. */
  function probes(t: Target): Probe[] {
    const { num_id: numId, uri, pages } = t.mag;
    const user = owner.user.uri;
    const page2 = pages[1];
    const shop = (rest: string) => `/api/projects/${numId}/ecommerce/stripe/${rest}`;
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
    const customer = { email: 'buyer@example.com', name: 'Buyer', shipping: { name: 'Buyer', address: { line1: '1 Main St', city: 'Springfield', postal_code: '62701', country: 'US' } } };
    const viewer = (path: string, host?: string): Probe => ({ route: 'GET /*', path, host });
    return [
      { route: 'GET /api/readymag/:mag', path: `/api/readymag/${numId}` },
      { route: 'GET /api/readymag/:user/:mag', path: `/api/readymag/${user}/${numId}` },
      { route: 'GET /api/readymag/:user/:mag', path: `/api/readymag/${user}/${uri}` },
      { route: 'GET /api/magpages/:numId', path: `/api/magpages/${numId}` },
      { route: 'GET /api/magpages/:numId', path: `/api/magpages/${numId}?pages=${pages.map((p: any) => p._id).join(',')}` },
      { route: 'GET /api/magpages/:numId', path: `/api/magpages/${numId}?pages=${t.secretPage._id}` },
      { route: 'POST /api/countview/:numId', path: `/api/countview/${numId}` },
      // A report holds no one's content; it may be stored for a project visitors may read, never answered with any.
      { route: 'POST /api/proxy/honeycomb', path: '/api/proxy/honeycomb', body: { dataset: 'frontend-rendering', event: { mag_num_id: numId, viewport: 'default', start_page: 2, widgets_count: 3, device: 'phone', timing: { first_render: 900 } } } },
      { route: 'POST /api/readymag/:numId/access', path: `/api/readymag/${numId}/access`, body: { pass: 'another wrong guess' } },
      { route: 'POST /api/forms/:numId/:widgetId', path: `/api/forms/${numId}/${t.form}`, body: { values: { name: 'an answer' } } },
      // The viewer's pages, at every address shape (viewer-and-project.md §2), in preview and embedded
      ...[
        `/${user}/${uri}/`,
        `/${user}/${uri}/second/`,
        `/${user}/${uri}/2/`,
        `/${user}/${uri}/num/2/`,
        `/${user}/${numId}/`,
        `/${user}/${numId}/second/`,
        `/${numId}/`,
        `/${numId}/second/`,
        `/${numId}/?embed`,
        `/p${page2.num_id}/`,
        `/p${pages[0].num_id}/`,
        `/${user}/${uri}/preview/`,
        `/${user}/${uri}/preview/second/`,
        `/${user}/${numId}/preview/2/`,
        `/${user}/`,
        '/login/',
        '/sitemap.xml',
        '/feed/',
      ].map((path) => viewer(path)),
      // …and on the author's profile domain, and the project's own domain
      ...[`/${uri}/`, `/${uri}/second/`, `/${numId}/`, '/'].map((path) => viewer(path, profileDomain)),
      ...(t.domain ? ['/', '/second/', '/2/', `/${uri}/`].map((path) => viewer(path, t.domain)) : []),
      // The authors' shells: the draft is the API's to give, and only to its owner
      { route: 'GET /', path: '/' },
      { route: 'GET /edit', path: '/edit' },
      { route: 'GET /edit/*', path: `/edit/${numId}/` },
      // The shop, as visitors reach it
      { route: 'GET /api/projects/:numId/ecommerce/data/', path: `/api/projects/${numId}/ecommerce/data/` },
      { route: 'GET /api/projects/:numId/ecommerce/stripe/products/', path: shop('products/') },
      { route: 'GET /api/published_projects/:numId/ecommerce/stripe/products/', path: `/api/published_projects/${numId}/ecommerce/stripe/products/` },
      { route: 'GET /api/ecommerce/:numId/:provider/products', path: `/api/ecommerce/${numId}/stripe/products?type=published` },
      { route: 'GET /api/ecommerce/:numId/:provider/products', path: `/api/ecommerce/${numId}/stripe/products?type=preview` },
      { route: 'GET /api/projects/:numId/ecommerce/stripe/skus/', path: shop(`skus/?skus_ids=${t.shop?.sku ?? 'sku_x'}`) },
      { route: 'POST /api/projects/:projectId/ecommerce/stripe/orders/', path: shop('orders/'), body: { currency: 'usd', email: 'b@example.com', items: [{ type: 'sku', parent: t.shop?.sku ?? 'sku_x', currency: 'usd', quantity: 1 }] } },
      { route: 'GET /api/projects/:numId/ecommerce/stripe/orders/:orderId/', path: shop('orders/or_x/') },
      { route: 'PATCH /api/projects/:numId/ecommerce/stripe/orders/:orderId/', path: shop('orders/or_x/'), body: { status: 'canceled' } },
      { route: 'POST /api/projects/:projectId/ecommerce/stripe/orders/:orderId/pay/', path: shop('orders/or_x/pay/'), body: { stripe_token: 'tok_x' } },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/tokens/', path: shop('tokens/'), body: { card } },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/customers/', path: shop('customers/'), body: { customer_data: customer } },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/invoice_items/', path: shop('invoice_items/'), body: { customer_id: 'cus_x', prices: [{ price: t.shop?.price ?? 'price_x', quantity: 1 }] } },
      {
        route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/',
        path: shop('invoices/'),
        body: { invoiceData: { customer: 'cus_x', collection_method: 'charge_automatically', auto_advance: false } },
      },
      { route: 'GET /api/projects/:numId/ecommerce/stripe/invoices/:id/', path: shop('invoices/in_x/') },
      { route: 'DELETE /api/projects/:numId/ecommerce/stripe/invoices/:id/', path: shop('invoices/in_x/') },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/void/', path: shop('invoices/in_x/void/') },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/finalize/', path: shop('invoices/in_x/finalize/') },
      { route: 'GET /api/projects/:numId/ecommerce/stripe/payment_intents/:id/', path: shop('payment_intents/pi_x/') },
      { route: 'PATCH /api/projects/:numId/ecommerce/stripe/payment_intents/:id/', path: shop('payment_intents/pi_x/'), body: { paymentIntentData: { receipt_email: 'b@example.com' } } },
      { route: 'POST /api/projects/:numId/ecommerce/stripe/payment_intents/:id/confirm/', path: shop('payment_intents/pi_x/confirm/'), body: { client_secret: 'pi_x_secret', payment_method: { card } } },
    ];
  }

  const methodOf = (probe: Probe) => probe.route.split(' ')[0]!;
  const textOf = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? ''));

  it('every public route that could carry a project’s content is probed', () => {
    const registered = new Set(registeredRoutes());
    const probed = new Set(targets.flatMap(probes).map((probe) => probe.route));
    const unprobed = (Object.keys(PUBLIC_ROUTES) as RouteKey[]).filter((route) => registered.has(route) && !NO_PROJECT_CONTENT.has(route) && !probed.has(route));
    expect(unprobed).toEqual([]);
  });

  it('the probes reach the content: the owner finds the markers of each project where visitors will not', async () => {
    for (const t of targets) {
      const found = new Set<string>();
      for (const probe of probes(t).filter((p) => methodOf(p) === 'GET')) {
        const reply = await owner.request('GET', probe.path, undefined, probe.host ? { headers: { host: probe.host } } : {});
        const text = textOf(reply.body);
        for (const word of t.secrets) if (text.includes(word)) found.add(word);
      }
      // Everything the draft holds is in the owner's preview or the published project; the passwords are nobody's to read.
      const expected = t.secrets.filter((word) => word !== OLD_PASSWORD && word !== t.password);
      expect(expected.filter((word) => !found.has(word)), t.name).toEqual([]);
      expect([...found].filter((word) => word === OLD_PASSWORD || word === t.password), t.name).toEqual([]);
    }
  });

  it('what visitors may read, they do read: the probes are not blind', async () => {
    const visitor = personas.visitor!;
    for (const t of targets.filter((target) => target.name === 'PRIVPAGE' || target.name === 'DRAFTONLY')) {
      const page = await visitor('GET', `/${t.mag.num_id}/`);
      expect(page.status, t.name).toBe(200);
      for (const word of t.visible) expect(textOf(page.body), t.name).toContain(word);
      expect(textOf((await visitor('GET', `/api/magpages/${t.mag.num_id}`)).body), t.name).toContain(t.visible[0]);
    }
  });

  for (const who of [
    'visitor',
    'another author',
    'a visitor who gave a wrong password',
    'a visitor whose password was changed since',
    "a visitor with another project's access cookie",
  ]) {
    it(`${who}: no answer of any visitor route holds a private word, and nothing private is written`, async () => {
      const ask = personas[who]!;
      const before = await storedState(server);
      const leaks: string[] = [];
      for (const t of targets) {
        for (const probe of probes(t)) {
          const reply = await ask(methodOf(probe), probe.path, probe.body, probe.host);
          const label = `${t.name} ${methodOf(probe)} ${probe.host ?? ''}${probe.path} → ${reply.status}`;
          // The authors' shells answer 503 only where the editor is not built (the API tests).
          const shellNotBuilt = reply.status === 503 && (probe.route === 'GET /' || probe.route.startsWith('GET /edit'));
          if (!shellNotBuilt) expect(reply.status, label).toBeLessThan(500);
          const text = textOf(reply.body);
          for (const word of t.secrets) if (text.includes(word)) leaks.push(`${label}: ${word}`);
          // Each protected page's widgets come to visitors without its password as no widgets at all.
          if (t.password && probe.route === 'GET /api/magpages/:numId' && reply.status === 200) {
            for (const page of reply.body as any[]) if (page._id === t.secretPage._id) expect(page.wids, label).toBeUndefined();
          }
        }
      }
      expect(leaks).toEqual([]);
      // A visitor may count a view of a public project; no form answer, order, customer or invoice reached a private one.
      const after = await storedState(server);
      for (const table of ['form_submissions', 'shop_orders', 'shop_customers', 'shop_invoice_items', 'shop_invoices', 'shop_test_objects', 'users', 'pages', 'widgets', 'published_versions']) {
        expect(after[table], table).toEqual(before[table]);
      }
    });
  }
});
