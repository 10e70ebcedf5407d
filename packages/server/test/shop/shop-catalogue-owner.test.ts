import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopProducts, shopSkus, shopStripeStock } from '../../src/db/schema';
import { Client, drivers, signUp, startWithPeople, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { addSku, catalogueRows, connectStripeShop, openShop, shopPath, useStripeServer, visitorOf } from './shop-fixtures';

// The Shop dialog's owner calls (issue 17, "The Shop dialog in the owner's words"): a product's picture and
// description, the currencies each flow accepts (ecommerce.md §9: sku orders are in usd), and Stripe stock.

async function uploadPicture(client: Client): Promise<string> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
  const form = new FormData();
  form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'mug.png');
  const reply = await client.postForm('/api/upload', form);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.url;
}

describe.each(drivers)('the owner’s catalogue in test mode on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };

  beforeAll(async () => {
    ({ server, owner, stranger } = await startWithPeople(driver, { ownerName: 'Shop Owner' }));
  });
  afterAll(() => server.close());

  const rows = (magId: string) => catalogueRows(server, magId);

  it('a picture uploaded here and a description are kept with the product; visitors and the cart’s rows get them', async () => {
    const { numId } = await openShop(owner);
    const path = await uploadPicture(owner);
    const made = await owner.post(shopPath(numId, 'products/'), { name: 'Mug', shippable: true, images: [path], description: '  Stoneware, 300 ml.  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const picture = `${server.app.config.publicUrl}${path}`;
    expect(made.body.data).toMatchObject({ name: 'Mug', images: [picture], description: 'Stoneware, 300 ml.' });
    // The address is a picture this server serves.
    const served = await fetch(`${server.baseUrl}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    const sku = (await owner.post(shopPath(numId, 'skus/'), { product: made.body.data.id, price: 1200, inventory: { type: 'infinite' } })).body.data;
    // ecommerce.md §3: the cart's sku line carries productObject.images, which its row shows.
    expect(sku).toMatchObject({ image: picture, productObject: { name: 'Mug', images: [picture] } });
    const [listed] = (await visitorOf(server).get(`/api/published_projects/${numId}/ecommerce/stripe/products/`)).body.data;
    expect(listed).toMatchObject({ id: made.body.data.id, images: [picture], description: 'Stoneware, 300 ml.' });
    const refreshed = (await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${sku.id}`))).body.data;
    expect(refreshed[0].productObject.images).toEqual([picture]);

    // Changed, then taken away: an empty description is none.
    const changed = await owner.patch(shopPath(numId, `products/${made.body.data.id}/`), { images: ['https://cdn.example.com/mug-2.jpg'], description: 'Glazed.' });
    expect(changed.body.data).toMatchObject({ images: ['https://cdn.example.com/mug-2.jpg'], description: 'Glazed.' });
    const cleared = await owner.patch(shopPath(numId, `products/${made.body.data.id}/`), { images: [], description: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ images: [], description: null });
    // A product written without them has none.
    const plain = await owner.post(shopPath(numId, 'products/'), { name: 'Plain' });
    expect(plain.body.data).toMatchObject({ images: [], description: null });
  });

  it('pictures and descriptions: another author’s product is 404, a visitor 401, bad ones 400 — nothing written', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId);
    const before = await rows(mag._id);
    const [product] = await server.database.db.select().from(shopProducts).where(eq(shopProducts.id, sku.product));
    const bad: [string, unknown, string][] = [
      ['products/', { name: 'X', images: ['/api/uploads/../../etc/passwd'] }, 'images.0'],
      ['products/', { name: 'X', images: ['ftp://cdn.example.com/a.png'] }, 'images.0'],
      ['products/', { name: 'X', description: 'x'.repeat(1001) }, 'description'],
      ['products/', { name: 'X', description: 42 }, 'description'],
    ];
    for (const [path, body, field] of bad) {
      const reply = await owner.post(shopPath(numId, path), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.errors.map((error: any) => error.path)).toContain(field);
    }
    const badPatch = await owner.patch(shopPath(numId, `products/${sku.product}/`), { images: ['data:image/png;base64,AAAA'] });
    expect(badPatch.status).toBe(400);
    const other = await openShop(stranger);
    expect((await stranger.patch(shopPath(other.numId, `products/${sku.product}/`), { description: 'Mine' })).status).toBe(404);
    expect((await stranger.patch(shopPath(numId, `products/${sku.product}/`), { description: 'Mine' })).status).toBe(404);
    expect((await visitorOf(server).patch(shopPath(numId, `products/${sku.product}/`), { description: 'Mine' })).status).toBe(401);
    expect(await rows(mag._id)).toEqual(before);
    const [after] = await server.database.db.select().from(shopProducts).where(eq(shopProducts.id, sku.product));
    expect(after).toEqual(product);
  });

  it('ecommerce.md §9: a variant is in usd and a price in a currency with cents — others are 400 with the reason, nothing written', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId);
    const before = await rows(mag._id);
    const cases: [string, string, unknown, string][] = [
      ['POST', 'skus/', { product: sku.product, price: 100, currency: 'eur', inventory: { type: 'infinite' } }, 'A sku’s currency is usd: sku orders are in usd'],
      ['PATCH', `skus/${sku.id}/`, { currency: 'gbp' }, 'A sku’s currency is usd: sku orders are in usd'],
      ['POST', 'prices/', { product: sku.product, unit_amount: 500, currency: 'jpy' }, expect.stringMatching(/^A price’s currency is one of usd, eur, gbp, .*: the cart shows amounts with two decimals$/) as unknown as string],
      ['POST', 'prices/', { product: sku.product, unit_amount: 500, currency: 'kwd' }, expect.stringContaining('two decimals') as unknown as string],
      ['POST', 'prices/', { product: sku.product, unit_amount: 500, currency: 'xyz' }, expect.stringContaining('two decimals') as unknown as string],
    ];
    for (const [method, path, body, message] of cases) {
      const reply = await owner.request(method, shopPath(numId, path), body);
      expect(reply.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.body).toMatchObject({ statusCode: 400, errors: [{ path: 'currency', message }] });
    }
    expect(await rows(mag._id)).toEqual(before);
    const [stored] = await server.database.db.select().from(shopSkus).where(eq(shopSkus.id, sku.id));
    expect(stored!.currency).toBe('usd');
    // The accepted ones pass.
    expect((await owner.post(shopPath(numId, 'prices/'), { product: sku.product, unit_amount: 1800, currency: 'eur' })).status).toBe(201);
    expect((await owner.patch(shopPath(numId, `skus/${sku.id}/`), { currency: 'usd' })).status).toBe(200);
  });
});

describe.each(drivers)('the owner’s Stripe catalogue on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  beforeAll(async () => {
    ({ server, fake, owner } = stripe);
    stranger = await signUp(server.baseUrl, 'Stripe Stranger');
  });

  const updates = (account: string) => fake.requests.filter((request) => request.method === 'POST' && request.path.startsWith('/v1/products/') && request.account === account);

  it('the picture and description go to the Stripe product; the cart’s sku lines carry the picture; nothing else is changed here', async () => {
    const { numId, account } = await connectStripeShop(owner, fake);
    const mug = fake.addProduct(account, { name: 'Mug', shippable: true });
    const price = fake.addPrice(account, { product: mug.id, unit_amount: 1500 });
    const path = await uploadPicture(owner);
    const picture = `${server.app.config.publicUrl}${path}`;

    const set = await owner.patch(shopPath(numId, `products/${mug.id}/`), { images: [path], description: 'Stoneware, 300 ml.' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ id: mug.id, name: 'Mug', images: [picture], description: 'Stoneware, 300 ml.' });
    expect(updates(account).at(-1)!.params).toEqual({ images: { 0: picture }, description: 'Stoneware, 300 ml.' });
    expect(fake.objects(account, 'product').find((product) => product.id === mug.id)).toMatchObject({ images: [picture], description: 'Stoneware, 300 ml.' });

    const [listed] = (await visitorOf(server).get(shopPath(numId, 'products/'))).body.data;
    expect(listed).toMatchObject({ images: [picture], description: 'Stoneware, 300 ml.', articles: [{ id: price.id, image: picture, productObject: { images: [picture] } }] });

    // Emptied with Stripe's '' for both.
    const cleared = await owner.patch(shopPath(numId, `products/${mug.id}/`), { images: [], description: '' });
    expect(cleared.body.data).toMatchObject({ images: [], description: null });
    expect(updates(account).at(-1)!.params).toEqual({ images: '', description: '' });

    // The name and the rest are the Stripe dashboard's: 409, and Stripe is not called.
    const calls = updates(account).length;
    const renamed = await owner.patch(shopPath(numId, `products/${mug.id}/`), { name: 'Cup' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Only the picture and description of a Stripe product are set here; its name and the rest are edited in the Stripe dashboard');
    expect((await owner.patch(shopPath(numId, `products/${mug.id}/`), { description: 'x', active: false })).status).toBe(409);
    expect(updates(account)).toHaveLength(calls);
  });

  it('a Stripe product of another account is 404; another author 404, a visitor 401; bad input 400 — Stripe is not called', async () => {
    const { numId, account } = await connectStripeShop(owner, fake);
    const mine = fake.addProduct(account, { name: 'Poster' });
    const elsewhere = fake.addProduct(fake.addAccount(), { name: 'Not yours' });
    expect((await owner.patch(shopPath(numId, `products/${elsewhere.id}/`), { description: 'Mine now' })).status).toBe(404);
    expect(elsewhere.description).toBeUndefined();
    const calls = updates(account).length;
    expect((await stranger.patch(shopPath(numId, `products/${mine.id}/`), { description: 'x' })).status).toBe(404);
    expect((await new Client(server.baseUrl).patch(shopPath(numId, `products/${mine.id}/`), { description: 'x' })).status).toBe(401);
    const bad = await owner.patch(shopPath(numId, `products/${mine.id}/`), { images: ['javascript:alert(1)'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: any) => error.path)).toEqual(['images.0']);
    expect(updates(account)).toHaveLength(calls);
  });

  it('the owner sets a Stripe variant’s stock: counted, by level or unlimited; it is kept here and listed with it', async () => {
    const { mag, numId, account } = await connectStripeShop(owner, fake);
    const tee = fake.addProduct(account, { name: 'T-shirt' });
    const small = fake.addPrice(account, { product: tee.id, unit_amount: 2000, metadata: { size: 'S' } });
    const stockRow = async () => (await server.database.db.select().from(shopStripeStock).where(eq(shopStripeStock.priceId, small.id)))[0];

    const counted = await owner.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'finite', quantity: 2 } });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body.data.inventory).toEqual({ type: 'finite', quantity: 2, value: null });
    expect(await stockRow()).toMatchObject({ magId: mag._id, inventoryType: 'finite', inventoryQuantity: 2 });
    const listed = (await visitorOf(server).get(shopPath(numId, 'products/'))).body.data[0].articles[0];
    expect(listed.inventory).toEqual({ type: 'finite', quantity: 2, value: null });

    expect((await owner.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'bucket', value: 'limited' } })).body.data.inventory).toEqual({ type: 'bucket', quantity: null, value: 'limited' });
    expect((await owner.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'infinite' } })).body.data.inventory).toEqual({ type: 'infinite', quantity: null, value: null });

    // Its price and currency are Stripe's: 409 (price) or 400 (a currency no sku takes); the stock stays.
    expect((await owner.patch(shopPath(numId, `skus/${small.id}/`), { price: 1, inventory: { type: 'infinite' } })).status).toBe(409);
    const euro = await owner.patch(shopPath(numId, `skus/${small.id}/`), { currency: 'eur', inventory: { type: 'finite', quantity: 9 } });
    expect(euro.status).toBe(400);
    expect(await stockRow()).toMatchObject({ inventoryType: 'infinite', inventoryQuantity: null });
    expect((await stranger.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'finite', quantity: 0 } })).status).toBe(404);
    expect(await stockRow()).toMatchObject({ inventoryType: 'infinite' });
  });
});
