import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { shopOrders, shopSkus, shopTestObjects } from '../../src/db/schema';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { addPrice, addSku, CARD_OK, cardToken, connectStripeShop, openShop, orderOf, SHIPPING, shopPath, useStripeServer, visitorOf } from '../shop/shop-fixtures';

// Issue 11, finding 9: an order kept the prices of the moment it was made, so a buyer paid the old price after the
// owner changed it, and an order of a product made inactive since could still be paid. Paying now asks the gateway for
// the skus (or, in the price flow, the prices) again: a changed price or an item no longer sold refuses the payment
// with 409, a clear message and the code `order_outdated`, and nothing is charged or taken from stock.

const OUTDATED = 'order_outdated';
const customerData = { email: 'buyer@example.com', name: 'Ada Buyer', phone: '+1 415 555 0100', shipping: SHIPPING };
const invoiceData = (customer: string) => ({ invoiceData: { customer, collection_method: 'charge_automatically', auto_advance: false } });
const card = { number: CARD_OK, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' };

describe.each(drivers)('finding 9: stale orders and invoices are not paid, test mode on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(() => server.close());

  const chargesOf = async (magId: string) =>
    (await server.database.db.select({ n: count() }).from(shopTestObjects).where(and(eq(shopTestObjects.magId, magId), eq(shopTestObjects.object, 'charge'))))[0]!.n;
  const stockOf = async (skuId: string) => (await server.database.db.select().from(shopSkus).where(eq(shopSkus.id, skuId)))[0]!.inventoryQuantity;
  const orderRow = async (id: string) => (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;

  it('finding 9: a sku whose price changed after the order was made is not paid at the old price; the new order pays the new one', async () => {
    const { mag, numId } = await openShop(owner);
    const poster = await addSku(owner, numId, { price: 1500, inventory: { type: 'finite', quantity: 4 } }, { name: 'Poster' });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: poster.id, quantity: 2 }]))).body.data;
    expect(order.amount).toBe(3000);
    expect((await owner.patch(shopPath(numId, `skus/${poster.id}/`), { price: 2500 })).status).toBe(200);

    const refused = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'The price of Poster changed after this order was made. Your cart shows the new price: check it and order again.',
      statusCode: 409,
      code: OUTDATED,
      skus: [poster.id],
    });
    expect(await chargesOf(mag._id)).toBe(0);
    expect(await stockOf(poster.id)).toBe(4);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', amount: 3000, stockTaken: false, paymentId: null });

    // The buyer orders again from the refreshed cart: the new price is charged.
    const again = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: poster.id, quantity: 2 }]))).body.data;
    expect(again.amount).toBe(5000);
    const paid = await buyer.post(shopPath(numId, `orders/${again.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });
    expect(paid.body.data).toMatchObject({ status: 'paid', amount: 5000 });
    expect(await chargesOf(mag._id)).toBe(1);
    expect(await stockOf(poster.id)).toBe(2);
  });

  it('finding 9: an order of a product made inactive since, or of a sku switched off, is refused; nothing is charged', async () => {
    const { mag, numId } = await openShop(owner);
    const lamp = await addSku(owner, numId, { price: 4000, inventory: { type: 'finite', quantity: 3 } }, { name: 'Lamp' });
    const vase = await addSku(owner, numId, { price: 1000 }, { name: 'Vase' });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: lamp.id }, { id: vase.id }]))).body.data;
    const pay = async () => buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: await cardToken(buyer, numId) });

    expect((await owner.patch(shopPath(numId, `products/${lamp.product}/`), { active: false })).status).toBe(200);
    const productOff = await pay();
    expect(productOff.status).toBe(409);
    expect(productOff.body).toEqual({ message: 'Lamp is no longer sold. Remove it from your cart and order again.', statusCode: 409, code: OUTDATED, skus: [lamp.id] });

    expect((await owner.patch(shopPath(numId, `products/${lamp.product}/`), { active: true })).status).toBe(200);
    expect((await owner.patch(shopPath(numId, `skus/${vase.id}/`), { active: false })).status).toBe(200);
    const skuOff = await pay();
    expect(skuOff.body).toMatchObject({ statusCode: 409, message: 'Vase is no longer sold. Remove it from your cart and order again.', code: OUTDATED, skus: [vase.id] });

    // Both at once: the item no longer sold is named; every outdated sku is listed.
    await owner.patch(shopPath(numId, `skus/${lamp.id}/`), { price: 4500 });
    const both = await pay();
    expect(both.body).toMatchObject({ statusCode: 409, message: 'Vase is no longer sold. Remove it from your cart and order again.', skus: [lamp.id, vase.id] });

    expect(await chargesOf(mag._id)).toBe(0);
    expect(await stockOf(lamp.id)).toBe(3);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', stockTaken: false });
    // Back as it was ordered: it pays.
    await owner.patch(shopPath(numId, `skus/${lamp.id}/`), { price: 4000 });
    await owner.patch(shopPath(numId, `skus/${vase.id}/`), { active: true });
    expect((await pay()).body.data).toMatchObject({ status: 'paid', amount: 5000 });
    expect(await chargesOf(mag._id)).toBe(1);
  });

  it('finding 9: the price flow: an invoice of a price archived (or a product made inactive) since is neither finalized nor paid', async () => {
    const { mag, numId } = await openShop(owner);
    const monthly = await addPrice(owner, numId, 700, 'usd', 'Monthly');
    const buyer = visitorOf(server);
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData })).body.data;
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: monthly.id, quantity: 1 }] });
    const draft = (await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id))).body.data;
    expect((await owner.patch(shopPath(numId, `prices/${monthly.id}/`), { active: false })).status).toBe(200);
    const finalize = await buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`));
    expect(finalize.status).toBe(409);
    expect(finalize.body).toEqual({ message: 'Monthly is no longer sold. Remove it from your cart and order again.', statusCode: 409, code: OUTDATED, prices: [monthly.id] });
    expect((await buyer.get(shopPath(numId, `invoices/${draft.id}/`))).body.data.status).toBe('draft');

    // Made ready while sold, then the product is switched off before the card is confirmed.
    await owner.patch(shopPath(numId, `prices/${monthly.id}/`), { active: true });
    const open = (await buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`))).body.data;
    expect(open.status).toBe('open');
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    await owner.patch(shopPath(numId, `products/${monthly.product}/`), { active: false });
    const confirmed = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card } });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject({ message: 'Monthly is no longer sold. Remove it from your cart and order again.', code: OUTDATED });
    expect(await chargesOf(mag._id)).toBe(0);
    expect((await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data.status).toBe('requires_payment_method');
  });
});

describe.each(drivers)('finding 9: stale orders are not paid, Stripe on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  it('finding 9: a Stripe price archived, or its product made inactive, after the order was made is not charged', async () => {
    const { mag, account } = await connectStripeShop(owner, fake);
    const product = fake.addProduct(account, { name: 'E-book' });
    const price = fake.addPrice(account, { product: product.id, unit_amount: 900 });
    const buyer = visitorOf(server);

    const order = (await buyer.post(shopPath(mag.num_id, 'orders/'), orderOf([{ id: price.id }]))).body.data;
    price.active = false;
    const archived = await buyer.post(shopPath(mag.num_id, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    expect(archived.status).toBe(409);
    expect(archived.body).toMatchObject({ message: 'E-book is no longer sold. Remove it from your cart and order again.', code: OUTDATED, skus: [price.id] });
    price.active = true;
    product.active = false;
    const inactive = await buyer.post(shopPath(mag.num_id, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    expect(inactive.body).toMatchObject({ statusCode: 409, code: OUTDATED });
    expect(fake.objects(account, 'charge')).toHaveLength(0);
    product.active = true;
    expect((await buyer.post(shopPath(mag.num_id, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' })).body.data.status).toBe('paid');
    expect(fake.objects(account, 'charge')).toHaveLength(1);
  });
});
