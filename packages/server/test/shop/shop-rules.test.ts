import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopConnections } from '../../src/db/schema';
import type { Client } from '../support/harness';
import { drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { addSku, openShop, orderOf, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

// Issue 17: the owner's shipping methods and tax rates, and sku orders priced with them.
describe.each(drivers)('shop shipping and tax on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Rules Owner');
  });
  afterAll(() => server.close());

  const standard = { id: 'standard', description: 'Standard', rates: [{ country: 'DE', amount: 450 }], rest_of_world: 900, free_over: 5000 };
  const express = { id: 'express', description: 'Express', rates: [{ country: 'DE', amount: 1200 }], rest_of_world: null, free_over: null };
  const GERMANY = { ...SHIPPING, address: { line1: 'Hauptstr. 1', city: 'Berlin', postal_code: '10115', country: 'DE' } };
  const rulesOf = async (magId: string) => (await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, magId)))[0]!;

  it('the owner reads and sets the rules; nothing is set at first', async () => {
    const { numId } = await openShop(owner);
    expect((await owner.get(shopPath(numId, 'shop_rules/'))).body).toEqual({ data: { shipping_rules: [], tax_rates: [] } });
    const rules = { shipping_rules: [standard, express], tax_rates: [{ country: 'DE', region: null, percent: 19, inclusive: true }] };
    const put = await owner.put(shopPath(numId, 'shop_rules/'), rules);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await owner.get(shopPath(numId, 'shop_rules/'))).body).toEqual({ data: rules });
    // Another person, and a visitor, neither read nor set them.
    const other = await signUp(server.baseUrl, 'Someone Else');
    expect((await other.get(shopPath(numId, 'shop_rules/'))).status).toBe(404);
    expect((await visitorOf(server).put(shopPath(numId, 'shop_rules/'), rules)).status).toBe(401);
  });

  it('bad rates, unknown countries and negative amounts are 400 with each error at its path, and nothing is written', async () => {
    const { mag, numId } = await openShop(owner);
    const bad = await owner.put(shopPath(numId, 'shop_rules/'), {
      shipping_rules: [{ ...standard, rates: [{ country: 'XX', amount: -5 }] }],
      tax_rates: [{ country: 'DE', region: null, percent: 120, inclusive: false }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'shipping_rules.0.rates.0.country', message: 'unknown country code' },
        { path: 'shipping_rules.0.rates.0.amount', message: 'amount must be zero or more' },
        { path: 'tax_rates.0.percent', message: 'tax rate must be between 0 and 100 with at most 3 decimals' },
      ]),
    );
    const row = await rulesOf(mag._id);
    expect([row.shippingRules, row.taxRates]).toEqual([null, null]);
  });

  it("an order to another country offers the methods that ship there, at that country's rate; the choice recomputes", async () => {
    const { numId } = await openShop(owner);
    await owner.put(shopPath(numId, 'shop_rules/'), { shipping_rules: [standard, express], tax_rates: [] });
    const sku = await addSku(owner, numId, { price: 1000 }, { shippable: true });
    const buyer = visitorOf(server);
    const german = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: GERMANY }))).body.data;
    expect(german.shipping_methods).toEqual([
      { id: 'standard', description: 'Standard', amount: 450, currency: 'usd' },
      { id: 'express', description: 'Express', amount: 1200, currency: 'usd' },
    ]);
    expect(german).toMatchObject({ selected_shipping_method: 'standard', amount: 1450 });
    const patched = await buyer.patch(shopPath(numId, `orders/${german.id}/`), { selected_shipping_method: 'express' });
    expect(patched.body.data).toMatchObject({ selected_shipping_method: 'express', amount: 2200 });

    const american = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: SHIPPING }))).body.data;
    expect(american.shipping_methods).toEqual([{ id: 'standard', description: 'Standard', amount: 900, currency: 'usd' }]);
    expect(american.amount).toBe(1900);
  });

  it('ships free from the free-over threshold, and refuses a country no method ships to', async () => {
    const { numId } = await openShop(owner);
    await owner.put(shopPath(numId, 'shop_rules/'), { shipping_rules: [standard], tax_rates: [] });
    const sku = await addSku(owner, numId, { price: 2500 }, { shippable: true });
    const buyer = visitorOf(server);
    const one = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: GERMANY }))).body.data;
    expect(one.amount).toBe(2950);
    const two = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id, quantity: 2 }], { shipping: GERMANY }))).body.data;
    expect(two.shipping_methods[0].amount).toBe(0);
    expect(two.amount).toBe(5000);

    await owner.put(shopPath(numId, 'shop_rules/'), { shipping_rules: [express], tax_rates: [] });
    const refused = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: SHIPPING }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'shipping.address.country', message: 'The shop does not ship to this country' }]);
  });

  it('an exclusive tax is added to the total; an inclusive one is shown and leaves the total as it was', async () => {
    const { numId } = await openShop(owner);
    await owner.put(shopPath(numId, 'shop_rules/'), {
      shipping_rules: [standard],
      tax_rates: [
        { country: 'US', region: 'IL', percent: 6.25, inclusive: false },
        { country: 'DE', region: null, percent: 19, inclusive: true },
      ],
    });
    const sku = await addSku(owner, numId, { price: 1190 }, { shippable: true });
    const buyer = visitorOf(server);
    const illinois = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: SHIPPING }))).body.data;
    // 6.25 % of 11.90 = 0.74375 → 0.74, on the goods only.
    expect(illinois.items.find((item: any) => item.type === 'tax')).toMatchObject({ amount: 74, description: 'Tax' });
    expect(illinois.amount).toBe(1190 + 900 + 74);
    const german = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: GERMANY }))).body.data;
    expect(german.items.find((item: any) => item.type === 'tax')).toMatchObject({ amount: 190, description: 'Taxes (included)' });
    expect(german.amount).toBe(1190 + 450);
    const express2 = await buyer.patch(shopPath(numId, `orders/${german.id}/`), { selected_shipping_method: 'standard' });
    expect(express2.body.data.amount).toBe(1190 + 450);
  });

  it('without rules the project’s shipping methods list is offered as before', async () => {
    const { numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { price: 1000 }, { shippable: true });
    const order = (await visitorOf(server).post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: GERMANY }))).body.data;
    expect(order.shipping_methods).toEqual([{ id: 'free_shipping', description: 'Free shipping', amount: 0, currency: 'usd' }]);
    expect(order.amount).toBe(1000);
  });
});
