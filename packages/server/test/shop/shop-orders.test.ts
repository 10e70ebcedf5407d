import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { shopOrders, shopSkus, shopTestObjects } from '../../src/db/schema';
import type { Client} from '../support/harness';
import { drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { addSku, CARD_DECLINED, cardToken, openShop, orderOf, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

// ecommerce.md §4 "Order (sku flow)", §5 "Order request", §7 orders and pay, with the test-mode gateway.
describe.each(drivers)('shop orders on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(() => server.close());

  const stockOf = async (skuId: string) => (await server.database.db.select().from(shopSkus).where(eq(shopSkus.id, skuId)))[0]!.inventoryQuantity;
  const ordersOf = async (magId: string) => (await server.database.db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.magId, magId)))[0]!.n;
  const chargesOf = async (magId: string) =>
    (await server.database.db.select({ n: count() }).from(shopTestObjects).where(and(eq(shopTestObjects.magId, magId), eq(shopTestObjects.object, 'charge'))))[0]!.n;

  it('a visitor orders skus, pays with 4242 4242 4242 4242, and the paid units leave stock once', async () => {
    const { mag, numId } = await openShop(owner);
    const tee = await addSku(owner, numId, { price: 2000, attributes: { size: 'M' }, inventory: { type: 'finite', quantity: 5 } }, { name: 'T-shirt', shippable: true });
    const poster = await addSku(owner, numId, { price: 1500 });
    const buyer = visitorOf(server);
    const created = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: tee.id, quantity: 2 }, { id: poster.id }], { shipping: SHIPPING, metadata: { note: 'Gift wrap' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(buyer.hasCookie('folio_buyer')).toBe(true);
    const order = created.body.data;
    expect(order).toMatchObject({
      object: 'order',
      status: 'created',
      currency: 'usd',
      email: 'buyer@example.com',
      phone: SHIPPING.phone,
      amount: 5500,
      shipping: SHIPPING,
      selected_shipping_method: 'free_shipping',
      shipping_methods: [{ id: 'free_shipping', amount: 0, currency: 'usd' }],
      metadata: { note: 'Gift wrap' },
    });
    expect(order.id).toMatch(/^or_[A-Za-z0-9]{24}$/);
    expect(typeof order.created).toBe('number');
    expect(order.items.map((item: any) => [item.type, item.parent, item.quantity, item.amount])).toEqual([
      ['sku', tee.id, 2, 4000],
      ['sku', poster.id, 1, 1500],
      ['tax', null, null, 0],
      ['shipping', 'free_shipping', null, 0],
    ]);
    expect(order.items[0].description).toBe('T-shirt (M)');
    // Making an order takes nothing from stock.
    expect(await stockOf(tee.id)).toBe(5);

    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId), email: 'buyer@example.com' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: order.id, status: 'paid', amount: 5500 });
    expect(await stockOf(tee.id)).toBe(3);
    expect(await chargesOf(mag._id)).toBe(1);

    // Paid is final: paying again or cancelling changes nothing.
    const again = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });
    expect(again.status).toBe(409);
    expect((await buyer.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' })).status).toBe(409);
    expect(await stockOf(tee.id)).toBe(3);
    expect(await chargesOf(mag._id)).toBe(1);
    expect((await buyer.get(shopPath(numId, `orders/${order.id}/`))).body.data.status).toBe('paid');
  });

  it('a declined card (4000 0000 0000 0002) charges nothing and leaves stock as it was; another card then pays', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 1 } });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]))).body.data;
    const declined = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId, CARD_DECLINED) });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', statusCode: 402 });
    expect(await chargesOf(mag._id)).toBe(0);
    expect(await stockOf(sku.id)).toBe(1);
    expect((await buyer.get(shopPath(numId, `orders/${order.id}/`))).body.data.status).toBe('created');
    // A token is used once, whatever came of it.
    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });
    expect(paid.body.data.status).toBe('paid');
    expect(await stockOf(sku.id)).toBe(0);
  });

  it('test mode pays with card tokens: a payment method or a payment intent is refused (400), nothing charged or taken', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 2 } });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]))).body.data;
    for (const body of [{ payment_method: 'pm_card_visa' }, { payment_intent: 'pi_123' }]) {
      const refused = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ statusCode: 400, message: 'Test mode pays with card tokens (stripe_token); payment methods and intents are Stripe’s' });
    }
    expect(await chargesOf(mag._id)).toBe(0);
    expect(await stockOf(sku.id)).toBe(2);
    expect((await buyer.get(shopPath(numId, `orders/${order.id}/`))).body.data.status).toBe('created');
  });

  it('card checks: a number failing Luhn or an expired card gets no token', async () => {
    const { numId } = await openShop(owner);
    const buyer = visitorOf(server);
    const year = new Date().getUTCFullYear();
    const luhn = await buyer.post(shopPath(numId, 'tokens/'), { card: { number: '4242 4242 4242 4241', exp_month: 12, exp_year: year + 1, cvc: '123' } });
    expect(luhn.body).toMatchObject({ statusCode: 402, code: 'incorrect_number', message: 'Your card number is incorrect.' });
    const expired = await buyer.post(shopPath(numId, 'tokens/'), { card: { number: '4242 4242 4242 4242', exp_month: 1, exp_year: year - 1, cvc: '123' } });
    expect(expired.body).toMatchObject({ statusCode: 402, code: 'expired_card' });
    const token = await cardToken(buyer, numId);
    expect(token).toMatch(/^tok_/);
  });

  it('order rules of the spec: Empty cart, mixed currencies, usd only, Email is required, unknown skus — 400 and nothing written', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId);
    const buyer = visitorOf(server);
    const cases: [unknown, string][] = [
      [orderOf([]), 'Empty cart'],
      [{ ...orderOf([{ id: sku.id }]), items: [{ type: 'sku', parent: sku.id, currency: 'eur', quantity: 1 }] }, 'mixed currencies'],
      [{ ...orderOf([{ id: sku.id }]), currency: 'eur', items: [{ type: 'sku', parent: sku.id, currency: 'eur', quantity: 1 }] }, 'Sku orders are in usd'],
      [orderOf([{ id: sku.id }], { email: '' }), 'Email is required'],
      [orderOf([{ id: sku.id }], { email: undefined }), 'Email is required'],
      [orderOf([{ id: 'sku_unknown' }]), "Sku data isn't valid or doesn’t have an id"],
      [orderOf([{ id: sku.id, quantity: 0 }]), 'Invalid request body'],
      [{ ...orderOf([{ id: sku.id }]), status: 'paid' }, 'Invalid request body'],
    ];
    for (const [body, message] of cases) {
      const reply = await buyer.post(shopPath(numId, 'orders/'), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    const many = await Promise.all(Array.from({ length: 26 }, () => addSku(owner, numId)));
    expect((await buyer.post(shopPath(numId, 'orders/'), orderOf(many))).body.message).toBe('You can’t add more than 25 items to the cart');
    expect(await ordersOf(mag._id)).toBe(0);
  });

  it('a sku with a foreign currency cannot join a usd order; a shippable one needs the shipping details', async () => {
    const { mag, numId } = await openShop(owner);
    const product = (await owner.post(shopPath(numId, 'products/'), { name: 'Print', shippable: true })).body.data;
    const usd = (await owner.post(shopPath(numId, 'skus/'), { product: product.id, price: 100, inventory: { type: 'infinite' } })).body.data;
    // The catalogue routes take usd skus only now; a sku saved in euros before that is refused at checkout.
    const [eur] = await server.database.db.insert(shopSkus).values({ id: 'sku_eur_older', magId: mag._id, productId: product.id, active: true, currency: 'eur', price: 100, attributes: {}, inventoryType: 'infinite' }).returning();
    const buyer = visitorOf(server);
    expect((await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: eur!.id }], { shipping: SHIPPING }))).body.message).toBe('mixed currencies');
    const noShipping = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: usd.id }]));
    expect(noShipping.status).toBe(400);
    expect(noShipping.body.message).toBe('Shipping details are required for shippable products');
  });

  it('the shipping details follow the shipping form’s rules (ecommerce.md §5), with its messages', async () => {
    const { mag, numId } = await openShop(owner);
    const sku = await addSku(owner, numId, {}, { shippable: true });
    const buyer = visitorOf(server);
    const cases: [unknown, string, string][] = [
      [{ ...SHIPPING, phone: '12' }, 'shipping.phone', "it's not  phone number"],
      [{ ...SHIPPING, name: '  ' }, 'shipping.name', 'field is required'],
      [{ ...SHIPPING, address: { ...SHIPPING.address, country: 'default' } }, 'shipping.address.country', 'field is required'],
      [{ ...SHIPPING, address: { ...SHIPPING.address, city: '' } }, 'shipping.address.city', 'field is required'],
    ];
    for (const [shipping, path, message] of cases) {
      const reply = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping }));
      expect(reply.status, JSON.stringify(shipping)).toBe(400);
      expect(reply.body.errors).toContainEqual({ path, message });
    }
    const badEmail = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: SHIPPING, email: 'ada@' }));
    expect(badEmail.body.errors).toContainEqual({ path: 'email', message: "it's not email" });
    // A phone without its country code is read in the shipping country; a lowercase country is stored in capitals.
    const local = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: { ...SHIPPING, phone: '(415) 555-0100', address: { ...SHIPPING.address, country: 'us' } } }));
    expect(local.status, JSON.stringify(local.body)).toBe(201);
    expect(local.body.data.shipping.address.country).toBe('US');
    expect(await ordersOf(mag._id)).toBe(1);
  });

  it('an out-of-stock sku cannot be ordered: 409 with the spec’s message and kind outOfStock', async () => {
    const { numId } = await openShop(owner);
    const gone = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 1 } }, { name: 'Lamp' });
    const bucket = await addSku(owner, numId, { inventory: { type: 'bucket', value: 'out_of_stock' } }, { name: 'Vase' });
    const buyer = visitorOf(server);
    const tooMany = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: gone.id, quantity: 2 }, { id: bucket.id }]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      message: 'This item(s) cannot be used to create an order: Lamp, Vase is/are out of stock',
      kind: 'outOfStock',
      skus: [gone.id, bucket.id],
    });
  });

  it('cancel puts the order to canceled; a shipping method is chosen by patching; a new order replaces the unpaid ones', async () => {
    const { numId } = await openShop(owner);
    const put = await owner.put(shopPath(numId, 'shipping_methods/'), {
      shipping_methods: [
        { id: 'standard', description: 'Standard', amount: 500, currency: 'usd' },
        { id: 'express', description: 'Express', amount: 1500, currency: 'usd' },
      ],
    });
    expect(put.status).toBe(200);
    const sku = await addSku(owner, numId, { price: 1000 }, { shippable: true });
    const buyer = visitorOf(server);
    const first = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }], { shipping: SHIPPING }))).body.data;
    expect(first.amount).toBe(1500);
    expect(first.selected_shipping_method).toBe('standard');
    const express = await buyer.patch(shopPath(numId, `orders/${first.id}/`), { selected_shipping_method: 'express' });
    expect(express.body.data).toMatchObject({ selected_shipping_method: 'express', amount: 2500 });
    expect(express.body.data.items.filter((item: any) => item.type === 'shipping')).toEqual([expect.objectContaining({ parent: 'express', amount: 1500 })]);
    expect((await buyer.patch(shopPath(numId, `orders/${first.id}/`), { selected_shipping_method: 'teleport' })).status).toBe(400);
    expect((await buyer.patch(shopPath(numId, `orders/${first.id}/`), { status: 'paid' })).status).toBe(400);
    expect((await buyer.patch(shopPath(numId, `orders/${first.id}/`), {})).status).toBe(400);

    const second = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id, quantity: 2 }], { shipping: SHIPPING }))).body.data;
    expect((await buyer.get(shopPath(numId, `orders/${first.id}/`))).body.data.status).toBe('canceled');
    const canceled = await buyer.patch(shopPath(numId, `orders/${second.id}/`), { status: 'canceled' });
    expect(canceled.body.data.status).toBe('canceled');
    const pay = await buyer.post(shopPath(numId, `orders/${second.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This order was cancelled');
  });

  it('a visitor cannot read, change or pay another buyer’s order (404, nothing changes); the order’s project matters too', async () => {
    const { numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 3 } });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]))).body.data;
    const other = visitorOf(server);
    await other.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]));
    for (const client of [other, visitorOf(server), owner]) {
      expect((await client.get(shopPath(numId, `orders/${order.id}/`))).body).toEqual({ message: 'Order not found', statusCode: 404 });
      expect((await client.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' })).status).toBe(404);
      expect((await client.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_x' })).status).toBe(404);
    }
    const elsewhere = await openShop(owner, 'Another shop');
    expect((await buyer.get(shopPath(elsewhere.numId, `orders/${order.id}/`))).status).toBe(404);
    expect((await buyer.get(shopPath(numId, `orders/${order.id}/`))).body.data.status).toBe('created');
    expect(await stockOf(sku.id)).toBe(3);
    // The order calls take the project's _id as well as its num_id.
    expect((await buyer.post(`/api/projects/${(elsewhere.mag as any)._id}/ecommerce/stripe/orders/`, orderOf([]))).body.message).toBe('Empty cart');
  });

  it('two buyers, one unit left, paying at once: exactly one pays, the other is told it is out of stock; nothing is oversold', async () => {
    const { mag, numId } = await openShop(owner);
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 1 } }, { name: `Last one ${round}` });
      const buyers = [visitorOf(server), visitorOf(server)];
      const orders = await Promise.all(buyers.map(async (buyer) => (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]))).body.data));
      const tokens = await Promise.all(buyers.map((buyer) => cardToken(buyer, numId)));
      const replies = await Promise.all(buyers.map((buyer, i) => buyer.post(shopPath(numId, `orders/${orders[i].id}/pay/`), { stripe_token: tokens[i] })));
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses, JSON.stringify(replies.map((reply) => reply.body))).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.status === 409)!;
      expect(refused.body).toMatchObject({ message: `This item(s) cannot be used to create an order: Last one ${round} is/are out of stock`, kind: 'outOfStock' });
      expect(await stockOf(sku.id)).toBe(0);
    }
    expect(await chargesOf(mag._id)).toBe(rounds);
    const paid = await server.database.db.select({ n: count() }).from(shopOrders).where(and(eq(shopOrders.magId, mag._id), eq(shopOrders.status, 'paid')));
    expect(paid[0]!.n).toBe(rounds);
  });

  it('a cancelled order whose payment failed after taking stock gives the units back', async () => {
    const { numId } = await openShop(owner);
    const sku = await addSku(owner, numId, { inventory: { type: 'finite', quantity: 2 } });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id, quantity: 2 }]))).body.data;
    // As after a payment whose outcome the provider could not tell: the units are held by the order.
    await server.database.db.update(shopSkus).set({ inventoryQuantity: 0 }).where(eq(shopSkus.id, sku.id));
    await server.database.db.update(shopOrders).set({ stockTaken: true }).where(eq(shopOrders.id, order.id));
    expect((await buyer.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' })).body.data.status).toBe('canceled');
    expect(await stockOf(sku.id)).toBe(2);
  });

  it('a change while another holds the order is rejected with 409, and the held order is untouched', async () => {
    const { numId } = await openShop(owner);
    const sku = await addSku(owner, numId);
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id }]))).body.data;
    // Another server process is in the middle of a change of this order.
    await server.database.db.update(shopOrders).set({ changeToken: 'held-elsewhere', changeUntil: new Date(Date.now() + 60_000) }).where(eq(shopOrders.id, order.id));
    const cancel = await buyer.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('This order is being changed; try again when that change ends');
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId) })).status).toBe(409);
    // A lease that ran out (the process died) frees the order.
    await server.database.db.update(shopOrders).set({ changeUntil: new Date(Date.now() - 1000) }).where(eq(shopOrders.id, order.id));
    expect((await buyer.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' })).body.data.status).toBe('canceled');
  });
});
