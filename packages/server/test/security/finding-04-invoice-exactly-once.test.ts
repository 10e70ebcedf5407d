import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { shopInvoices, shopTestObjects } from '../../src/db/schema';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { addPrice, CARD_OK, connectStripeShop, openShop, SHIPPING, shopPath, useStripeServer, visitorOf } from '../shop/shop-fixtures';

// Issue 11, finding 4: ten concurrent confirmations of one 7.00 invoice stored 7, 10 and 10 charge records, and a void
// racing a confirmation answered 200 while the invoice ended paid. Every move of an invoice (finalize, pay, void,
// delete) now first holds the invoice with one conditional UPDATE, as a sku order's changes do; a second move meanwhile
// is 409, and the test-mode gateway's own objects change only from the state they were read in.

const CONCURRENT = 10;
const ROUNDS = 3;
const AMOUNT = 700;
const customerData = { email: 'buyer@example.com', name: 'Ada Buyer', phone: '+1 415 555 0100', shipping: SHIPPING };
const invoiceData = (customer: string) => ({ invoiceData: { customer, collection_method: 'charge_automatically', auto_advance: false } });
const card = { number: CARD_OK, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' };

/** A buyer with a draft invoice of one price. */
async function draftInvoice(buyer: Client, numId: number, price: string) {
  const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData })).body.data;
  const items = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price, quantity: 1 }] });
  expect(items.status, JSON.stringify(items.body)).toBe(201);
  const invoice = await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id));
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  return invoice.body.data;
}

describe.each(drivers)('finding 4: the price flow moves an invoice exactly once, test mode on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(() => server.close());

  const objectsOf = async (magId: string, object: string) =>
    (await server.database.db.select({ n: count() }).from(shopTestObjects).where(and(eq(shopTestObjects.magId, magId), eq(shopTestObjects.object, object))))[0]!.n;
  const recorded = async (invoiceId: string) => (await server.database.db.select().from(shopInvoices).where(eq(shopInvoices.id, invoiceId)))[0]!.status;

  /** An open invoice of 7.00 and its payment intent. */
  async function openInvoice(buyer: Client, numId: number, price: string) {
    const draft = await draftInvoice(buyer, numId, price);
    const open = await buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`));
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.body.data.payment_intent}/`))).body.data;
    return { invoice: open.body.data, intent };
  }

  const confirm = (buyer: Client, numId: number, intent: { id: string; client_secret: string }) =>
    buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card, billing_details: { name: 'Ada Buyer' } } });

  it('finding 4: ten concurrent confirmations of one invoice charge once, and the invoice is paid once', async () => {
    const { mag, numId } = await openShop(owner);
    const price = await addPrice(owner, numId, AMOUNT);
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = visitorOf(server);
      const before = await objectsOf(mag._id, 'charge');
      const { invoice, intent } = await openInvoice(buyer, numId, price.id);
      const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => confirm(buyer, numId, intent)));
      const statuses = replies.map((reply) => reply.status);
      expect(statuses.filter((status) => status === 200), JSON.stringify(replies.map((reply) => reply.body))).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
      expect(await objectsOf(mag._id, 'charge')).toBe(before + 1);
      const paid = (await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data;
      expect(paid).toMatchObject({ status: 'paid', amount_paid: AMOUNT });
      expect((await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data.status).toBe('succeeded');
      expect(await recorded(invoice.id)).toBe('paid');
    }
  });

  it('finding 4: a void racing a confirmation: exactly one of them is answered 200, and the invoice ends as that answer says', async () => {
    const { mag, numId } = await openShop(owner);
    const price = await addPrice(owner, numId, AMOUNT);
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const buyer = visitorOf(server);
      const before = await objectsOf(mag._id, 'charge');
      const { invoice, intent } = await openInvoice(buyer, numId, price.id);
      // Each order of the two calls, so that either may come first.
      const [voided, confirmed] = round % 2
        ? await Promise.all([buyer.post(shopPath(numId, `invoices/${invoice.id}/void/`)), confirm(buyer, numId, intent)])
        : (await Promise.all([confirm(buyer, numId, intent), buyer.post(shopPath(numId, `invoices/${invoice.id}/void/`))])).reverse();
      const answers = JSON.stringify([voided!.body, confirmed!.body]);
      expect([voided!.status, confirmed!.status].sort(), answers).toEqual([200, 409]);
      const now = (await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data;
      const intentNow = (await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data;
      if (voided!.status === 200) {
        outcomes.add('void');
        expect(now.status, answers).toBe('void');
        expect(intentNow.status).toBe('canceled');
        expect(await objectsOf(mag._id, 'charge')).toBe(before);
        expect(await recorded(invoice.id)).toBe('void');
      } else {
        outcomes.add('paid');
        expect(now, answers).toMatchObject({ status: 'paid', amount_paid: AMOUNT });
        expect(intentNow.status).toBe('succeeded');
        expect(await objectsOf(mag._id, 'charge')).toBe(before + 1);
        expect(await recorded(invoice.id)).toBe('paid');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('finding 4: ten concurrent finalizations of one draft make one payment intent; the other nine are 409', async () => {
    const { mag, numId } = await openShop(owner);
    const price = await addPrice(owner, numId, AMOUNT);
    const buyer = visitorOf(server);
    const draft = await draftInvoice(buyer, numId, price.id);
    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`))));
    const ok = replies.filter((reply) => reply.status === 200);
    expect(ok, JSON.stringify(replies.map((reply) => reply.body))).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(CONCURRENT - 1);
    expect(await objectsOf(mag._id, 'payment_intent')).toBe(1);
    expect((await buyer.get(shopPath(numId, `invoices/${draft.id}/`))).body.data.payment_intent).toBe(ok[0]!.body.data.payment_intent);
  });

  it('finding 4: a receipt email set while the payment confirms does not undo the payment', async () => {
    const { numId } = await openShop(owner);
    const price = await addPrice(owner, numId, AMOUNT);
    const buyer = visitorOf(server);
    const { invoice, intent } = await openInvoice(buyer, numId, price.id);
    const receipt = { paymentIntentData: { receipt_email: 'late@example.com' } };
    await Promise.all([confirm(buyer, numId, intent), ...Array.from({ length: CONCURRENT }, () => buyer.patch(shopPath(numId, `payment_intents/${intent.id}/`), receipt))]);
    expect((await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data).toMatchObject({ status: 'succeeded', receipt_email: 'late@example.com' });
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data.status).toBe('paid');
  });
});

describe.each(drivers)('finding 4: the price flow moves an invoice exactly once, Stripe on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  const callsTo = (method: string, path: RegExp) => fake.requests.filter((request) => request.method === method && path.test(request.path));

  const stripeShop = () => connectStripeShop(owner, fake);

  function priceOf(account: string) {
    const product = fake.addProduct(account, { name: 'E-book' });
    return fake.addPrice(account, { product: product.id, unit_amount: AMOUNT });
  }

  it('finding 4: ten concurrent finalizations reach Stripe once; the other nine are 409', async () => {
    const { numId, account } = await stripeShop();
    const buyer = visitorOf(server);
    const draft = await draftInvoice(buyer, numId, priceOf(account).id);
    const before = callsTo('POST', /\/finalize$/).length;
    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`))));
    expect(replies.filter((reply) => reply.status === 200), JSON.stringify(replies.map((reply) => reply.body))).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(CONCURRENT - 1);
    expect(callsTo('POST', /\/finalize$/).length - before).toBe(1);
    expect(fake.objects(account, 'payment_intent')).toHaveLength(1);
  });

  it('finding 4: a void sent while a finalization runs is 409 and changes nothing; the invoice ends open, as answered', async () => {
    const { numId, account } = await stripeShop();
    const buyer = visitorOf(server);
    const draft = await draftInvoice(buyer, numId, priceOf(account).id);
    const held = fake.hold(/^POST \/v1\/invoices\/[^/]+\/finalize$/);
    const finalizing = buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`));
    await held.arrived;
    const voids = await Promise.all(Array.from({ length: CONCURRENT }, () => buyer.post(shopPath(numId, `invoices/${draft.id}/void/`))));
    expect(voids.map((reply) => reply.status)).toEqual(Array(CONCURRENT).fill(409));
    expect(voids[0]!.body.message).toBe('This invoice is being changed; try again when that change ends');
    held.release();
    expect((await finalizing).body.data.status).toBe('open');
    expect(callsTo('POST', /\/void$/)).toHaveLength(0);
    expect((await buyer.get(shopPath(numId, `invoices/${draft.id}/`))).body.data.status).toBe('open');
  });

  it('finding 4: a paid invoice is not voided, whatever our record said when the void was asked', async () => {
    const { numId, account } = await stripeShop();
    const buyer = visitorOf(server);
    const draft = await draftInvoice(buyer, numId, priceOf(account).id);
    const open = (await buyer.post(shopPath(numId, `invoices/${draft.id}/finalize/`))).body.data;
    // Stripe.js confirmed the payment in the browser; our record still says open.
    Object.assign(fake.objects(account, 'invoice').find((item) => item.id === draft.id)!, { status: 'paid', amount_paid: open.total });
    const voided = await buyer.post(shopPath(numId, `invoices/${draft.id}/void/`));
    expect(voided.status).toBe(409);
    expect((await buyer.get(shopPath(numId, `invoices/${draft.id}/`))).body.data.status).toBe('paid');
  });
});
