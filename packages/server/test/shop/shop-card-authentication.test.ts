import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, shopOrders } from '../../src/db/schema';
import type { Client, TestServer } from '../support/harness';
import { drivers } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { until } from '../support/until';
import { connectStripeShop, orderOf, SHIPPING, shopPath, useStripeServer, visitorOf } from './shop-fixtures';

// Issue 17, "the sku flow pays through PaymentIntents so cards that need 3-D Secure work" (docs/shop.md "Card
// authentication"): the pay call takes a payment method, confirms it on an intent that carries the order; when the
// card's bank asks the buyer to authenticate, the order waits with the intent's client secret for Stripe.js, and the
// pay call with the intent then confirms it. Against the loopback stand-in of Stripe's API, with its test payment
// methods (pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired).
describe.each(drivers)('card authentication with Stripe on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  const orderRow = async (id: string) => (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;
  const intentCalls = () => fake.requests.filter((request) => request.method === 'POST' && /^\/v1\/payment_intents/.test(request.path));

  /** A Stripe shop with a sku of 5 in stock and an unpaid order of 2 of it (4000 cents), shipped, with a note. */
  async function unpaidOrder() {
    const { numId, account } = await connectStripeShop(owner, fake);
    const tee = fake.addProduct(account, { name: 'Hoodie', shippable: true });
    const sku = fake.addPrice(account, { product: tee.id, unit_amount: 2000, metadata: { size: 'M' } });
    await owner.patch(shopPath(numId, `skus/${sku.id}/`), { inventory: { type: 'finite', quantity: 5 } });
    const buyer = visitorOf(server);
    const created = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id, quantity: 2 }], { shipping: SHIPPING, email: 'buyer@example.com', metadata: { note: 'Ring twice' } }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stock = async () => (await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${sku.id}`))).body.data[0].inventory.quantity as number;
    return { numId, account, sku, order: created.body.data, buyer, stock };
  }

  it('a card that needs no check pays at once: one intent confirmed on the connected account, carrying the order', async () => {
    const { numId, account, order, buyer, stock } = await unpaidOrder();
    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_method: 'pm_card_visa' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', email: 'buyer@example.com' });
    expect(paid.body.data.payment_action).toBeUndefined();
    const [create] = intentCalls().slice(-1);
    expect(create).toMatchObject({ account, idempotencyKey: `order-${order.id}-pm_card_visa` });
    expect(create!.params).toMatchObject({
      amount: '4000',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirmation_method: 'manual',
      confirm: 'true',
      receipt_email: 'buyer@example.com',
      metadata: { order_id: order.id, items: '2 × Hoodie (M)', phone: SHIPPING.phone, note: 'Ring twice' },
      shipping: { name: SHIPPING.name, phone: SHIPPING.phone, address: SHIPPING.address },
    });
    const [charge] = fake.objects(account, 'charge');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentId: charge!.id, stockTaken: true });
    expect(await stock()).toBe(3);
  });

  it('a card whose bank asks for 3-D Secure: the order waits with the client secret, then the intent confirmed pays it, once', async () => {
    const { numId, account, order, buyer, stock } = await unpaidOrder();
    const asked = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_method: 'pm_card_authenticationRequired', email: 'paying@example.com' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [intent] = fake.objects(account, 'payment_intent');
    expect(intent).toMatchObject({ status: 'requires_action', metadata: { order_id: order.id } });
    expect(asked.body.data).toMatchObject({ status: 'created', payment_action: { type: 'authenticate', client_secret: intent!.client_secret } });
    // Nothing charged yet; the units are held for the buyer meanwhile; no e-mail says it is paid.
    expect(fake.objects(account, 'charge')).toHaveLength(0);
    expect(await stock()).toBe(3);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', stockTaken: true });

    // Before the buyer has passed the check, the intent is not paid: asked again, it still waits.
    const early = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_intent: intent!.id });
    expect(early.body.data).toMatchObject({ status: 'created', payment_action: { client_secret: intent!.client_secret } });

    fake.authenticate(account, intent!.id);
    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_intent: intent!.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', email: 'paying@example.com' });
    expect(intentCalls().slice(-1)[0]).toMatchObject({ path: `/v1/payment_intents/${intent!.id}/confirm`, idempotencyKey: `order-${order.id}-${intent!.id}-confirm` });
    const charges = fake.objects(account, 'charge');
    expect(charges).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentId: charges[0]!.id });
    expect(await stock()).toBe(3);
    // Paid: the buyer's confirmation and the owner's notice.
    const mails = await until(
      async () => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id))).filter((row) => row.text.includes(order.id)),
      (rows) => rows.length >= 2,
      'the paid order’s e-mails',
    );
    expect(mails.map((row) => row.kind).sort()).toEqual(['order_confirmation', 'order_notice']);
    // Paid once: the intent again is 409, as any pay call of a paid order.
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_intent: intent!.id })).status).toBe(409);
  });

  it('a failed check or a declined card pays nothing and puts the units back; the buyer may pay again', async () => {
    const { numId, account, order, buyer, stock } = await unpaidOrder();
    const declined = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_method: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ statusCode: 402, message: 'Your card was declined.', code: 'card_declined' });
    expect(await stock()).toBe(5);

    const asked = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_method: 'pm_card_authenticationRequired' });
    const intentId = asked.body.data.payment_action && fake.objects(account, 'payment_intent').find((intent) => intent.status === 'requires_action')!.id;
    expect(intentId).toBeTruthy();
    expect(await stock()).toBe(3);
    fake.authenticate(account, intentId, false);
    const failed = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_intent: intentId });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ statusCode: 402, code: 'payment_intent_authentication_failure', message: expect.stringContaining('unable to authenticate') });
    expect(await stock()).toBe(5);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', stockTaken: false });

    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { payment_method: 'pm_card_visa' });
    expect(paid.body.data.status).toBe('paid');
    expect(await stock()).toBe(3);
  });

  it('an intent that is not this order’s is refused and pays nothing', async () => {
    const first = await unpaidOrder();
    const asked = await first.buyer.post(shopPath(first.numId, `orders/${first.order.id}/pay/`), { payment_method: 'pm_card_authenticationRequired' });
    expect(asked.body.data.payment_action).toBeTruthy();
    const intent = fake.objects(first.account, 'payment_intent')[0]!;
    fake.authenticate(first.account, intent.id);
    // Another order of the same shop cannot be paid with it.
    const buyer = visitorOf(server);
    const made = await buyer.post(shopPath(first.numId, 'orders/'), orderOf([{ id: first.sku.id, quantity: 1 }], { shipping: SHIPPING, email: 'other@example.com' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const other = made.body.data;
    const refused = await buyer.post(shopPath(first.numId, `orders/${other.id}/pay/`), { payment_intent: intent.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: 'This payment intent is not this order’s payment' });
    expect(fake.objects(first.account, 'charge')).toHaveLength(0);
    expect((await orderRow(other.id)).status).toBe('created');
  });

  it('the pay call takes exactly one way to pay (400 with nothing written)', async () => {
    const { numId, order, buyer } = await unpaidOrder();
    for (const body of [{}, { stripe_token: 'tok_visa', payment_method: 'pm_card_visa' }, { payment_method: 'pm_card_visa', payment_intent: 'pi_1' }]) {
      const reply = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.errors, JSON.stringify(reply.body)).toContainEqual(expect.objectContaining({ message: 'Pay with one of stripe_token, payment_method or payment_intent' }));
    }
    expect(intentCalls().filter((call) => call.params.metadata?.order_id === order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('created');
  });
});
