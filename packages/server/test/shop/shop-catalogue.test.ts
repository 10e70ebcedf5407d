import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopSkus } from '../../src/db/schema';
import { createProject, drivers, startWithPeople, type Client, type TestServer } from '../support/harness';
import { addSku, catalogueRows, openShop, shopPath, visitorOf } from './shop-fixtures';

// ecommerce.md §3 "Product (card payment provider)", §7 products and skus; the test-mode gateway's catalogue.
describe.each(drivers)('shop catalogue on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };

  beforeAll(async () => {
    ({ server, owner, stranger } = await startWithPeople(driver, { ownerName: 'Shop Owner' }));
  });
  afterAll(() => server.close());

  const rows = (magId: string) => catalogueRows(server, magId);

  it('the owner builds products with skus (inventory, attributes) and prices; visitors of the published project load them', async () => {
    const { numId } = await openShop(owner);
    const product = (await owner.post(shopPath(numId, 'products/'), { name: 'T-shirt', shippable: true, images: ['https://cdn.example.com/tee.jpg'] })).body.data;
    expect(product).toMatchObject({ object: 'product', name: 'T-shirt', active: true, shippable: true, articles: [], prices: [] });
    expect(product.id).toMatch(/^prod_[A-Za-z0-9]{24}$/);
    const small = await owner.post(shopPath(numId, 'skus/'), { product: product.id, price: 2000, attributes: { size: 'S' }, inventory: { type: 'finite', quantity: 3 } });
    expect(small.status).toBe(201);
    expect(small.body.data).toMatchObject({
      object: 'sku',
      product: product.id,
      currency: 'usd',
      price: 2000,
      attributes: { size: 'S' },
      image: 'https://cdn.example.com/tee.jpg',
      inventory: { type: 'finite', quantity: 3, value: null },
      productObject: { name: 'T-shirt', shippable: true },
    });
    await owner.post(shopPath(numId, 'skus/'), { product: product.id, price: 2000, attributes: { size: 'M' }, inventory: { type: 'bucket', value: 'limited' } });
    const price = await owner.post(shopPath(numId, 'prices/'), { product: product.id, unit_amount: 2000, currency: 'usd', nickname: 'Tee' });
    expect(price.body.data).toMatchObject({ object: 'price', unit_amount: 2000, billing_scheme: 'per_unit', active: true });

    for (const path of [shopPath(numId, 'products/'), `/api/published_projects/${numId}/ecommerce/stripe/products/`, `/api/ecommerce/${numId}/stripe/products?type=published`]) {
      const list = await visitorOf(server).get(path);
      expect(list.status, path).toBe(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0].articles.map((sku: any) => sku.attributes.size)).toEqual(['S', 'M']);
      expect(list.body.data[0].articles[1].inventory).toEqual({ type: 'bucket', quantity: null, value: 'limited' });
      expect(list.body.data[0].prices.map((p: any) => p.id)).toEqual([price.body.data.id]);
    }
    // Preview is the owner's.
    expect((await owner.get(`/api/ecommerce/${numId}/stripe/products?type=preview`)).status).toBe(200);
    expect((await visitorOf(server).get(`/api/ecommerce/${numId}/stripe/products?type=preview`)).status).toBe(401);
  });

  it('the sku refresh answers the skus asked for, unknown ids left out', async () => {
    const { numId } = await openShop(owner);
    const a = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 1 } });
    const b = await addSku(owner, numId);
    const reply = await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${a.id},sku_unknown,${b.id}`));
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((sku: any) => sku.id)).toEqual([a.id, b.id]);
    expect((await visitorOf(server).get(shopPath(numId, 'skus/'))).status).toBe(400);
  });

  it('inventory and activity change; a price is archived, never repriced; deleting a product takes its skus and prices', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 5 } });
    const changed = await owner.patch(shopPath(numId, `skus/${sku.id}/`), { inventory: { type: 'finite', quantity: 0 }, active: false });
    expect(changed.body.data).toMatchObject({ active: false, inventory: { type: 'finite', quantity: 0 } });
    const price = (await owner.post(shopPath(numId, 'prices/'), { product: sku.product, unit_amount: 900, currency: 'usd' })).body.data;
    expect((await owner.patch(shopPath(numId, `prices/${price.id}/`), { active: false })).body.data.active).toBe(false);
    expect((await owner.patch(shopPath(numId, `prices/${price.id}/`), { unit_amount: 1 })).status).toBe(400);
    const deactivated = await owner.patch(shopPath(numId, `products/${sku.product}/`), { active: false });
    expect(deactivated.body.data.active).toBe(false);
    expect(await rows(mag._id)).toEqual({ products: 1, skus: 1, prices: 1 });
    expect((await owner.delete(shopPath(numId, `products/${sku.product}/`))).status).toBe(204);
    expect(await rows(mag._id)).toEqual({ products: 0, skus: 0, prices: 0 });
    expect((await owner.delete(shopPath(numId, `products/${sku.product}/`))).status).toBe(404);
  });

  it('a non-owner cannot change products: visitors 401, other authors 404, and nothing is written', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 2 } });
    const before = await rows(mag._id);
    const visitor = visitorOf(server);
    const attempts: [string, string, unknown][] = [
      ['POST', shopPath(numId, 'products/'), { name: 'Intruder' }],
      ['PATCH', shopPath(numId, `products/${sku.product}/`), { name: 'Renamed' }],
      ['DELETE', shopPath(numId, `products/${sku.product}/`), undefined],
      ['POST', shopPath(numId, 'skus/'), { product: sku.product, price: 1, inventory: { type: 'infinite' } }],
      ['PATCH', shopPath(numId, `skus/${sku.id}/`), { inventory: { type: 'finite', quantity: 999 } }],
      ['DELETE', shopPath(numId, `skus/${sku.id}/`), undefined],
      ['POST', shopPath(numId, 'prices/'), { product: sku.product, unit_amount: 1, currency: 'usd' }],
      ['PUT', shopPath(numId, 'shipping_methods/'), { shipping_methods: [{ id: 'x', description: 'x', amount: 0, currency: 'usd' }] }],
    ];
    for (const [method, path, body] of attempts) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await stranger.request(method, path, body)).status, `${method} ${path} as another author`).toBe(404);
    }
    expect(await rows(mag._id)).toEqual(before);
    const [row] = await server.database.db.select().from(shopSkus).where(eq(shopSkus.id, sku.id));
    expect(row!.inventoryQuantity).toBe(2);
    // Another author's sku id is not found in one's own shop either.
    const other = await openShop(stranger);
    expect((await stranger.patch(shopPath(other.numId, `skus/${sku.id}/`), { active: false })).status).toBe(404);
  });

  it('bad input is 400 with the failing fields, and nothing is written', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId);
    const before = await rows(mag._id);
    const bad: [string, string, unknown, string][] = [
      ['POST', 'products/', { name: '' }, 'name'],
      ['POST', 'products/', { name: 'X', images: ['javascript:alert(1)'] }, 'images.0'],
      ['POST', 'products/', { name: 'X', extra: 1 }, 'extra'],
      ['POST', 'skus/', { product: sku.product, price: -1, inventory: { type: 'infinite' } }, 'price'],
      ['POST', 'skus/', { product: sku.product, price: 1, inventory: { type: 'finite' } }, 'inventory.quantity'],
      ['POST', 'skus/', { product: sku.product, price: 1, currency: 'USD', inventory: { type: 'infinite' } }, 'currency'],
      ['POST', 'prices/', { product: sku.product, unit_amount: 1.5, currency: 'usd' }, 'unit_amount'],
      ['PATCH', `skus/${sku.id}/`, {}, ''],
      ['PUT', 'shipping_methods/', { shipping_methods: [] }, 'shipping_methods'],
    ];
    for (const [method, path, body, field] of bad) {
      const reply = await owner.request(method, shopPath(numId, path), body);
      expect(reply.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.errors.map((error: any) => error.path)).toContain(field);
    }
    const unknownProduct = await owner.post(shopPath(numId, 'skus/'), { product: 'prod_missing', price: 1, inventory: { type: 'infinite' } });
    expect(unknownProduct.body).toEqual({ message: 'Product not found', statusCode: 404 });
    expect(await rows(mag._id)).toEqual(before);
  });

  it('an unpublished project’s shop is the owner’s alone; a private one needs the access cookie', async () => {
    const mag = await createProject(owner);
    await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`);
    expect((await owner.get(shopPath(mag.num_id, 'products/'))).status).toBe(200);
    expect((await visitorOf(server).get(shopPath(mag.num_id, 'products/'))).status).toBe(404);
    expect((await owner.get(`/api/published_projects/${mag.num_id}/ecommerce/stripe/products/`)).status).toBe(404);
    await owner.post(`/api/publish/${mag._id}`);
    await owner.post(`/api/mag/privacy/${mag._id}`, { is_private: true, pass: 'secret' });
    const visitor = visitorOf(server);
    expect((await visitor.get(shopPath(mag.num_id, 'products/'))).status).toBe(403);
    expect((await visitor.post(`/api/readymag/${mag.num_id}/access`, { pass: 'secret' })).status).toBeLessThan(300);
    expect((await visitor.get(shopPath(mag.num_id, 'products/'))).status).toBe(200);
  });

  it('an unknown provider is not found; the card provider’s products need it connected', async () => {
    const mag = await createProject(owner);
    await owner.post(`/api/connect/ecommerce/ecwid/connect?num_id=${mag.num_id}&store_id=777`);
    await owner.post(`/api/publish/${mag._id}`);
    expect((await visitorOf(server).get(`/api/ecommerce/${mag.num_id}/shopify/products?type=published`)).body.message).toBe('provider not found');
    expect((await visitorOf(server).get(`/api/ecommerce/${mag.num_id}/stripe/products?type=published`)).status).toBe(409);
  });

});
