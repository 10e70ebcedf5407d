import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, shopInvoices, shopOrders, shopWebhookEvents } from '../../src/db/schema';
import { drivers, startTestServer, type Client, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { until } from '../support/until';
import { connectStripeShop, orderOf, SHIPPING, shopPath, useStripeServer, visitorOf } from './shop-fixtures';

const WEBHOOK = '/api/ecommerce/stripe/webhook';

// Stripe's webhook (docs/api.md "Webhooks"): signed events of connected accounts move orders and invoices, once each.
describe.each(drivers)('Stripe webhooks on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  const post = (body: string, signature?: string) =>
    fetch(`${server.baseUrl}${WEBHOOK}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body });
  const deliver = async (event: { body: string; signature: string }) => {
    const reply = await post(event.body, event.signature);
    return { status: reply.status, body: await reply.json() };
  };
  const orderRow = async (id: string) => (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;
  const eventCount = async () => (await server.database.db.select({ n: count() }).from(shopWebhookEvents))[0]!.n;

  /** A Stripe shop with a sku of 5 in stock and an unpaid order of 2 of it (4000 cents). */
  async function unpaidOrder() {
    const { numId, account } = await connectStripeShop(owner, fake);
    const tee = fake.addProduct(account, { name: 'T-shirt', shippable: true });
    const sku = fake.addPrice(account, { product: tee.id, unit_amount: 2000 });
    await owner.patch(shopPath(numId, `skus/${sku.id}/`), { inventory: { type: 'finite', quantity: 5 } });
    const buyer = visitorOf(server);
    const created = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: sku.id, quantity: 2 }], { shipping: SHIPPING, email: 'buyer@example.com' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.data;
    const stock = async () => {
      const reply = await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${sku.id}`));
      return reply.body.data[0].inventory.quantity as number;
    };
    const intent = { id: `pi_${order.id}`, object: 'payment_intent', amount: order.amount, currency: 'usd', status: 'succeeded', latest_charge: `ch_${order.id}`, metadata: { order_id: order.id }, receipt_email: 'buyer@example.com' };
    const charge = { id: `ch_${order.id}`, object: 'charge', amount: order.amount, amount_refunded: 0, payment_intent: intent.id, metadata: { order_id: order.id }, refunded: false };
    fake.put(account, charge);
    return { numId, account, order, stock, intent, charge, buyer };
  }

  it('payment_intent.succeeded pays the order and takes its stock, once; the same event again changes nothing', async () => {
    const { account, order, stock, intent } = await unpaidOrder();
    const event = fake.event(account, 'payment_intent.succeeded', intent);
    const first = await deliver(event);
    expect(first, JSON.stringify(first.body)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', stockTaken: true, paymentId: intent.latest_charge });
    expect(await stock()).toBe(3);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Another event of the same payment (Stripe's charge.succeeded) does not take the units again.
    expect((await deliver(fake.event(account, 'charge.succeeded', { id: intent.latest_charge, object: 'charge', metadata: { order_id: order.id } }))).status).toBe(200);
    expect(await stock()).toBe(3);
    // The buyer's confirmation and the owner's notice, once.
    const mailsOf = async () => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id))).filter((row) => row.text.includes(order.id));
    const mails = await until(mailsOf, (rows) => rows.length >= 2, 'the paid order’s e-mails');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsOf()).length).toBe(2);
    expect(mails.map((row) => row.kind).sort()).toEqual(['order_confirmation', 'order_notice']);
  });

  it('a webhook racing the buyer’s own payment waits for it (409, delivered again), and the stock leaves once', async () => {
    const { numId, account, order, stock, intent, buyer } = await unpaidOrder();
    const held = fake.hold(/^POST \/v1\/charges$/);
    const paying = buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    await held.arrived;
    const event = fake.event(account, 'payment_intent.succeeded', intent);
    const early = await deliver(event);
    expect(early).toMatchObject({ status: 409, body: { statusCode: 409, message: 'Another change of this order is running; deliver the event again later.' } });
    held.release();
    expect((await paying).status).toBe(200);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', stockTaken: true });
    expect(await stock()).toBe(3);
  });

  it('payment_intent.payment_failed records the failure; units a payment held go back; a failure after paying changes nothing', async () => {
    const { account, order, stock, intent } = await unpaidOrder();
    await server.database.db.update(shopOrders).set({ stockTaken: true }).where(eq(shopOrders.id, order.id));
    const failed = { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } };
    // The units "held" above were never taken from the table in this test: returning them adds 2.
    expect((await deliver(fake.event(account, 'payment_intent.payment_failed', failed))).status).toBe(200);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'created', stockTaken: false });
    expect(row.data.payment_failure).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await stock()).toBe(7);
    expect((await deliver(fake.event(account, 'payment_intent.succeeded', intent))).status).toBe(200);
    expect(await stock()).toBe(5);
    expect((await deliver(fake.event(account, 'payment_intent.payment_failed', failed))).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', stockTaken: true });
    expect(await stock()).toBe(5);
  });

  it('charge.refunded sets the refunded amount (only ever up); a refund that arrives before the payment still ends refunded', async () => {
    const { account, order, intent, charge, stock } = await unpaidOrder();
    expect((await deliver(fake.event(account, 'charge.refunded', { ...charge, amount_refunded: order.amount, refunded: true }))).status).toBe(200);
    expect((await deliver(fake.event(account, 'payment_intent.succeeded', intent))).status).toBe(200);
    expect((await deliver(fake.event(account, 'charge.refunded', { ...charge, amount_refunded: 1000 }))).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refundedAmount: order.amount, stockTaken: true });
    expect(await stock()).toBe(3);
  });

  it('charge.dispute.created and closed are kept on the order for the owner; a closed dispute stays closed', async () => {
    const { account, order, intent, charge } = await unpaidOrder();
    await deliver(fake.event(account, 'payment_intent.succeeded', intent));
    const dispute = { id: 'dp_1', object: 'dispute', charge: charge.id, payment_intent: intent.id, amount: order.amount, reason: 'fraudulent', created: 1_800_000_000 };
    await deliver(fake.event(account, 'charge.dispute.closed', { ...dispute, status: 'lost' }));
    await deliver(fake.event(account, 'charge.dispute.created', { ...dispute, status: 'needs_response' }));
    expect((await orderRow(order.id)).data.dispute).toEqual({ id: 'dp_1', status: 'lost', reason: 'fraudulent', amount: order.amount, created: 1_800_000_000 });
  });

  it('invoice.paid records the price flow’s invoice paid, once; a late invoice.payment_failed does not undo it', async () => {
    const { mag, account } = await connectStripeShop(owner, fake);
    const id = `in_${Date.now()}`;
    await server.database.db.insert(shopInvoices).values({ id, magId: mag._id, buyer: 'buyer-1', customerId: 'cus_1', status: 'open', data: { id, status: 'open' } });
    const invoice = (status: string) => ({
      id, object: 'invoice', status, created: 1_800_000_000, customer: 'cus_1', currency: 'usd', lines: { object: 'list', data: [] },
      customer_email: 'payer@example.com', customer_name: 'Payer', customer_phone: null, customer_shipping: null, auto_advance: false,
      subtotal: 2500, total: 2500, amount_paid: status === 'paid' ? 2500 : 0, metadata: {},
    });
    const row = async () => (await server.database.db.select().from(shopInvoices).where(eq(shopInvoices.id, id)))[0]!;
    expect((await deliver(fake.event(account, 'invoice.payment_failed', invoice('open')))).status).toBe(200);
    expect((await row()).status).toBe('open');
    const paid = fake.event(account, 'invoice.paid', invoice('paid'));
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: false });
    expect(await row()).toMatchObject({ status: 'paid', data: expect.objectContaining({ amount_paid: 2500, customer_email: 'payer@example.com' }) });
    expect((await deliver(paid)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(fake.event(account, 'invoice.payment_failed', invoice('open')))).status).toBe(200);
    expect((await row()).status).toBe('paid');
    const notices = await until(
      async () => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.magId, mag._id))).map((mail) => mail.kind),
      (kinds) => kinds.length >= 2,
      'the paid invoice’s e-mails',
    );
    expect(notices.sort()).toEqual(['invoice_confirmation', 'invoice_notice']);
  });

  it('shuffled and each delivered twice, the events of a payment end in one state, with the stock taken once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { account, order, intent, charge, stock } = await unpaidOrder();
      const dispute = { id: `dp_${round}`, object: 'dispute', charge: charge.id, payment_intent: intent.id, amount: 500, reason: 'general', created: 1_800_000_000 };
      const events = [
        fake.event(account, 'payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Declined' } }),
        fake.event(account, 'payment_intent.succeeded', intent),
        fake.event(account, 'charge.refunded', { ...charge, amount_refunded: 1500 }),
        fake.event(account, 'charge.dispute.created', { ...dispute, status: 'needs_response' }),
        fake.event(account, 'charge.dispute.closed', { ...dispute, status: 'won' }),
      ];
      const deliveries = [...events, ...events].map((event) => ({ event, key: Math.random() })).sort((a, b) => a.key - b.key);
      for (const { event } of deliveries) expect((await deliver(event)).status).toBe(200);
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: 'paid', stockTaken: true, refundedAmount: 1500 });
      expect(row.data.dispute).toMatchObject({ status: 'won' });
      expect(await stock()).toBe(3);
    }
  });

  it('a missing or bad signature, another secret or a stale timestamp answers 400 and writes nothing; a body over the limit 413', async () => {
    const { account, order, intent } = await unpaidOrder();
    const before = await eventCount();
    const good = fake.event(account, 'payment_intent.succeeded', intent);
    const refusals = [
      await post(good.body),
      await post(good.body, 't=1,v1=00'),
      await post(good.body.replace('succeeded', 'succeeded '), good.signature),
      await post(good.body, fake.event(account, 'payment_intent.succeeded', intent, { id: good.id, secret: 'whsec_other' }).signature),
      await post(fake.event(account, 'x', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).body, fake.event(account, 'x', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).signature),
    ];
    for (const reply of refusals) {
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('Stripe-Signature') });
    }
    expect(await eventCount()).toBe(before);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', stockTaken: false });
    const huge = fake.event(account, 'payment_intent.succeeded', { ...intent, padding: 'x'.repeat(600 * 1024) });
    expect((await post(huge.body, huge.signature)).status).toBe(413);
    expect(await eventCount()).toBe(before);
  });

  describe('without STRIPE_WEBHOOK_SECRET', () => {
    let plain: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      plain = await startTestServer(driver, { stripe: { ...fake.config(), webhookSecret: undefined } });
    });
    afterAll(() => plain.close());

    it('the webhook answers 503 and writes nothing', async () => {
      const event = fake.event('acct_x', 'payment_intent.succeeded', {});
      const reply = await fetch(`${plain.baseUrl}${WEBHOOK}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.body });
      expect(reply.status).toBe(503);
      expect(await reply.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('STRIPE_WEBHOOK_SECRET') });
      expect((await plain.database.db.select({ n: count() }).from(shopWebhookEvents))[0]!.n).toBe(0);
    });
  });
});
