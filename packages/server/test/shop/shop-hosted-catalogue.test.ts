import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProject, drivers, startWithPeople, type Client, type TestServer } from '../support/harness';
import { visitorOf } from './shop-fixtures';

// Issue 17, ecommerce.md §3 "Product (hosted-store provider)", §5: GET /api/ecommerce/{numId}/ecwid/products answers the
// store's products read server-side from the provider's REST API (here a loopback stand-in), cached for a minute.
const TOKEN = 'public_StoreToken1234';

function product(id: number, extra: Record<string, unknown> = {}) {
  return { id, name: `Product ${id}`, price: id / 10, quantity: 3, inStock: true, imageUrl: `https://images.example/${id}.jpg`, ...extra };
}

/** The provider's API: /{store}/profile and /{store}/products?offset&limit, with a bearer public token. */
function standIn() {
  const seen: { path: string; authorization: string | undefined }[] = [];
  let catalogue: unknown[] = [product(1850, { options: [{ type: 'SIZE', name: 'Size', choices: [{ text: 'S' }, { text: 'L', priceModifier: 2, priceModifierType: 'ABSOLUTE' }] }] })];
  let answer: 'ok' | 'error' = 'ok';
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    seen.push({ path: url.pathname + url.search, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return response.writeHead(403).end('{"errorMessage":"token"}');
    if (answer === 'error') return response.writeHead(500).end('{}');
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/profile')) return response.end(JSON.stringify({ formatsAndUnits: { currency: 'EUR' } }));
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const items = catalogue.slice(offset, offset + limit);
    response.end(JSON.stringify({ total: catalogue.length, count: items.length, offset, limit, items }));
  });
  return {
    server,
    seen,
    set catalogue(items: unknown[]) {
      catalogue = items;
    },
    set answer(value: typeof answer) {
      answer = value;
    },
  };
}

describe.each(drivers)('the hosted store’s catalogue on %s', (driver) => {
  const provider = standIn();
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const { port } = provider.server.address() as AddressInfo;
    ({ server, owner } = await startWithPeople(driver, { config: { hostedCatalogueUrl: `http://127.0.0.1:${port}/api/v3` } }));
  });
  afterAll(async () => {
    await server.close();
    provider.server.closeAllConnections();
    await new Promise((resolve) => provider.server.close(resolve));
  });
  beforeEach(() => {
    provider.answer = 'ok';
    provider.seen.length = 0;
  });

  async function hostedProject(token?: string) {
    const mag = await createProject(owner);
    const query = `num_id=${mag.num_id}&store_id=${mag.num_id}${token ? `&public_token=${token}` : ''}`;
    expect((await owner.post(`/api/connect/ecommerce/ecwid/connect?${query}`)).status).toBeLessThan(300);
    await owner.post(`/api/publish/${mag._id}`);
    return mag;
  }

  it('answers the store’s products with names, minor-unit prices, pictures, options and stock, in the store’s currency', async () => {
    const mag = await hostedProject(TOKEN);
    const reply = await visitorOf(server).get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      expect.objectContaining({ id: '1850', object: 'product', name: 'Product 1850', unit_amount: 18500, currency: 'eur', image: 'https://images.example/1850.jpg', quantity: 3, inStock: true }),
    ]);
    expect(reply.body.data[0].options[0].choices[1]).toMatchObject({ text: 'L', priceModifier: 200, priceModifierType: 'ABSOLUTE' });
    expect(provider.seen.map((call) => call.path)).toEqual([`/api/v3/${mag.num_id}/profile`, `/api/v3/${mag.num_id}/products?offset=0&limit=100`]);
    // The owner's preview reads the same.
    expect((await owner.get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=preview`)).body.data).toHaveLength(1);
  });

  it('reads every page of a large catalogue, and answers from memory for a minute after', async () => {
    provider.catalogue = Array.from({ length: 230 }, (_, index) => product(index + 1));
    const mag = await hostedProject(TOKEN);
    const visitor = visitorOf(server);
    const [first, second] = await Promise.all([
      visitor.get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`),
      visitor.get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`),
    ]);
    expect(first.body.data).toHaveLength(230);
    expect(second.body.data).toHaveLength(230);
    // Two visitors at once: one read of the profile and three pages.
    expect(provider.seen.map((call) => call.path.replace(/^\/api\/v3\/\d+/, ''))).toEqual([
      '/profile',
      '/products?offset=0&limit=100',
      '/products?offset=100&limit=100',
      '/products?offset=200&limit=100',
    ]);
    await visitor.get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`);
    expect(provider.seen).toHaveLength(4);
  });

  it('without a public token it says what to add; a provider that fails answers 502, and the next visitor tries again', async () => {
    const bare = await hostedProject();
    const noToken = await visitorOf(server).get(`/api/ecommerce/${bare.num_id}/ecwid/products?type=published`);
    expect(noToken.status).toBe(409);
    expect(noToken.body).toMatchObject({ statusCode: 409, message: 'Add the store’s public token in the Shop dialog to show its products here' });
    expect(provider.seen).toHaveLength(0);

    provider.catalogue = [product(7)];
    const mag = await hostedProject(TOKEN);
    provider.answer = 'error';
    const failed = await visitorOf(server).get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The hosted store’s catalogue could not be read; try again in a moment');
    provider.answer = 'ok';
    expect((await visitorOf(server).get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=published`)).body.data.map((p: any) => p.id)).toEqual(['7']);
  });

  it('refuses a token that is not a public one, and writes nothing', async () => {
    const mag = await createProject(owner);
    const reply = await owner.post(`/api/connect/ecommerce/ecwid/connect?num_id=${mag.num_id}&store_id=5&public_token=secret_AAAAAAAAAAAA`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([expect.objectContaining({ path: 'public_token' })]);
    expect((await owner.get(`/api/ecommerce/${mag.num_id}/ecwid/products?type=preview`)).status).toBe(409);
  });
});
