import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starters } from '../../src/seed/starters';
import { drivers, startWithPeople, type Client, type TestServer } from '../support/harness';

// docs/api.md "Starter templates": the public list, and a project of the author's own made from each starter.

describe.each(drivers)('starter templates on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let visitor: Client;

  beforeAll(async () => {
    ({ server, owner, stranger, visitor } = await startWithPeople(driver));
  });
  afterAll(() => server.close());

  const projectCount = async (client: Client) => ((await client.get('/api/projects')).body as unknown[]).length;

  it('GET /api/starters lists the six starters to anyone, with their page count and a preview that is served', async () => {
    const reply = await visitor.get('/api/starters');
    expect(reply.status).toBe(200);
    const list = reply.body as { id: string; title: string; description: string; pages: number; thumbnail: string }[];
    expect(list.map((item) => item.id)).toEqual(['magazine', 'portfolio', 'lookbook', 'event', 'report', 'long-read']);
    for (const item of list) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.pages).toBeGreaterThanOrEqual(3);
      const picture = await fetch(`${server.baseUrl}${item.thumbnail}`);
      expect(picture.status, item.thumbnail).toBe(200);
    }
  });

  it.each(starters.map((starter) => [starter.id, starter] as const))('POST /api/starters/%s/use makes a draft of the author with its pages, widgets, styles and fonts', async (id, starter) => {
    const reply = await owner.post(`/api/starters/${id}/use`, {});
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const draft = reply.body;
    expect(draft.title).toBe(starter.title);
    expect(draft.revision).toBe(0);
    expect(draft.pages.map((page: any) => page.uri)).toEqual(starter.pages.map((page) => page.uri));
    expect(draft.pages.map((page: any) => page.wids.length)).toEqual(starter.pages.map((page) => page.widgets.length));
    for (const page of draft.pages) {
      expect(page.viewport_phone_portrait.enabled).toBe(true);
      for (const widget of page.wids) {
        expect(widget.pid).toBe(page._id);
        expect(widget.viewport_phone_portrait.w).toBeGreaterThan(0);
      }
    }
    expect(draft.textStyles.project.map((style: any) => style.name)).toContain('Display');
    expect(draft.edit_params.fonts.length).toBeGreaterThanOrEqual(2);
    // The stranger finds nothing of it.
    expect((await stranger.get(`/api/projects/${draft._id}`)).status).toBe(404);
    expect((await stranger.post(`/api/projects/${draft._id}/duplicate`)).status).toBe(404);
  });

  it('gives each copy ids of its own, a title of the author’s choice, and the lookbook a shop with its products', async () => {
    const first = (await owner.post('/api/starters/lookbook/use', { title: 'Spring looks' })).body;
    const second = (await owner.post('/api/starters/lookbook/use')).body;
    expect(first.title).toBe('Spring looks');
    const ids = (draft: any) => draft.pages.flatMap((page: any) => [page._id, ...page.wids.map((widget: any) => widget._id)]);
    expect(ids(first).filter((id: string) => ids(second).includes(id))).toEqual([]);
    const buttons = first.pages.flatMap((page: any) => page.wids).filter((widget: any) => widget.type === 'addtocart');
    expect(buttons).toHaveLength(3);
    const products = await owner.get(`/api/projects/${first.num_id}/ecommerce/stripe/products/`);
    expect(products.status, JSON.stringify(products.body)).toBe(200);
    const catalogue = (products.body as { data: { id: string; name: string; articles: { id: string; currency: string }[] }[] }).data;
    expect(catalogue.map((product) => product.name).sort()).toEqual(['Harbour coat', 'Linen overshirt', 'Striped wool scarf']);
    for (const button of buttons) {
      const product = catalogue.find((item) => item.id === button.product_id);
      expect(product, JSON.stringify(button)).toBeDefined();
      expect(product!.articles.map((sku) => sku.id)).toContain(button.sku_id);
      expect(product!.articles.every((sku) => sku.currency === 'usd')).toBe(true);
    }
    // Another author's catalogue is not reachable.
    expect((await stranger.get(`/api/projects/${first.num_id}/ecommerce/stripe/products/`)).status).toBe(404);
  });

  it('refuses an unknown starter, a visitor and a bad body, writing nothing', async () => {
    const before = await projectCount(owner);
    expect((await owner.post('/api/starters/no-such-starter/use', {})).status).toBe(404);
    expect((await owner.post('/api/starters/lookbook/use', { title: 7 })).status).toBe(400);
    expect((await owner.post('/api/starters/lookbook/use', { pages: [] })).status).toBe(400);
    const signedOut = await visitor.post('/api/starters/lookbook/use', {});
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ statusCode: 401 });
    expect(await projectCount(owner)).toBe(before);
  });
});
