import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { shopInvoices, shopTestObjects } from '../../src/db/schema';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { addPrice, CARD_DECLINED, CARD_OK, openShop, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

// ecommerce.md §4 "Invoice (price flow)", §7 customers, invoice items, invoices and payment intents (test mode).
describe.each(drivers)('shop invoices on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(() => server.close());

  const customerData = { email: 'buyer@example.com', name: 'Ada Buyer', phone: '+1 415 555 0100', shipping: SHIPPING };
  const invoiceData = (customer: string, note?: string) => ({
    invoiceData: { customer, collection_method: 'charge_automatically', auto_advance: false, ...(note ? { metadata: { customer_note: note } } : {}) },
  });
  const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' });
  const chargesOf = async (magId: string) =>
    (await server.database.db.select({ n: count() }).from(shopTestObjects).where(and(eq(shopTestObjects.magId, magId), eq(shopTestObjects.object, 'charge'))))[0]!.n;

  /** A buyer with a customer and a draft invoice of the given prices. */
  async function draftInvoice(numId: number, prices: { price: string; quantity: number }[], buyer = visitorOf(server)) {
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData })).body.data;
    const items = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices });
    expect(items.status, JSON.stringify(items.body)).toBe(201);
    const invoice = await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id, 'Leave at the door'));
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    return { buyer, customer, items: items.body.data, invoice: invoice.body.data };
  }

  it('customer, invoice items, invoice, finalize, receipt email, card payment: the intent succeeds and the invoice is paid', async () => {
    const { mag, numId } = await openShop(owner);
    const monthly = await addPrice(owner, numId, 2500, 'usd', 'Monthly');
    const print = await addPrice(owner, numId, 1000, 'usd', 'Print');
    const buyer = visitorOf(server);

    const created = await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ object: 'customer', email: 'buyer@example.com', name: 'Ada Buyer', shipping: SHIPPING });
    // The same buyer's second call updates that customer.
    const updated = await buyer.post(shopPath(numId, 'customers/'), { customer_data: { ...customerData, name: 'Ada B.' } });
    expect(updated.body.data).toMatchObject({ id: created.body.data.id, name: 'Ada B.' });

    const items = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: created.body.data.id, prices: [{ price: monthly.id, quantity: 1 }, { id: print.id, quantity: 3 }] });
    expect(items.body.data.map((item: any) => [item.price, item.quantity, item.amount])).toEqual([
      [monthly.id, 1, 2500],
      [print.id, 3, 3000],
    ]);
    const invoice = (await buyer.post(shopPath(numId, 'invoices/'), invoiceData(created.body.data.id, 'Leave at the door'))).body.data;
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'draft',
      customer: created.body.data.id,
      total: 5500,
      tax: 0,
      customer_email: 'buyer@example.com',
      customer_shipping: SHIPPING,
      payment_intent: null,
      metadata: { customer_note: 'Leave at the door' },
    });
    expect(invoice.lines.data.map((line: any) => line.amount)).toEqual([2500, 3000]);

    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    expect(open.status).toBe('open');
    expect(open.payment_intent).toMatch(/^pi_/);
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 5500, currency: 'usd', receipt_email: null, invoice: invoice.id });
    expect(intent.client_secret).toContain(`${intent.id}_secret_`);
    const receipt = await buyer.patch(shopPath(numId, `payment_intents/${intent.id}/`), { paymentIntentData: { receipt_email: 'buyer@example.com' } });
    expect(receipt.body.data.receipt_email).toBe('buyer@example.com');

    const paid = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), {
      client_secret: intent.client_secret,
      payment_method: { card: card(CARD_OK), billing_details: { name: 'Ada Buyer' } },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('succeeded');
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data).toMatchObject({ status: 'paid', amount_paid: 5500 });
    expect(await chargesOf(mag._id)).toBe(1);
    const [row] = await server.database.db.select().from(shopInvoices).where(eq(shopInvoices.id, invoice.id));
    expect(row!.status).toBe('paid');
  });

  it('a declined card charges nothing; the intent keeps waiting for a card and says why', async () => {
    const { mag, numId } = await openShop(owner);
    const price = await addPrice(owner, numId);
    const { buyer, invoice } = await draftInvoice(numId, [{ price: price.id, quantity: 1 }]);
    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    const declined = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card: card(CARD_DECLINED) } });
    expect(declined.body).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(await chargesOf(mag._id)).toBe(0);
    const after = (await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data;
    expect(after).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data.status).toBe('open');
    const wrongSecret = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: 'pi_x_secret_y', payment_method: { card: card(CARD_OK) } });
    expect(wrongSecret.status).toBe(400);
  });

  it('stale invoices as §4 says: a draft is deleted (with its items), an open one voided; other moves are 409', async () => {
    const { numId } = await openShop(owner);
    const price = await addPrice(owner, numId);
    const { buyer, customer, invoice } = await draftInvoice(numId, [{ price: price.id, quantity: 2 }]);
    expect((await buyer.post(shopPath(numId, `invoices/${invoice.id}/void/`))).status).toBe(409);
    const deleted = await buyer.delete(shopPath(numId, `invoices/${invoice.id}/`));
    expect(deleted.body.data).toEqual({ id: invoice.id, object: 'invoice', deleted: true });
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body).toEqual({ message: 'Invoice not found', statusCode: 404 });
    // The deleted draft's items are gone: a new invoice needs new items.
    const nothing = await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id));
    expect(nothing.body).toEqual({ message: 'Nothing to invoice for customer', statusCode: 400, code: 'invoice_no_customer_line_items' });

    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: price.id, quantity: 1 }] });
    const next = (await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id))).body.data;
    expect(next.total).toBe(2500);
    await buyer.post(shopPath(numId, `invoices/${next.id}/finalize/`));
    expect((await buyer.post(shopPath(numId, `invoices/${next.id}/finalize/`))).status).toBe(409);
    expect((await buyer.delete(shopPath(numId, `invoices/${next.id}/`))).status).toBe(409);
    const voided = await buyer.post(shopPath(numId, `invoices/${next.id}/void/`));
    expect(voided.body.data.status).toBe('void');
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${voided.body.data.payment_intent}/`))).body.data;
    expect(intent.status).toBe('canceled');
  });

  it('invoice items replace the customer’s pending ones: an abandoned cart never joins the next invoice', async () => {
    const { numId } = await openShop(owner);
    const a = await addPrice(owner, numId, 1000);
    const b = await addPrice(owner, numId, 300);
    const buyer = visitorOf(server);
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData })).body.data;
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: a.id, quantity: 5 }] });
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: b.id, quantity: 1 }] });
    const invoice = (await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id))).body.data;
    expect(invoice.total).toBe(300);
    expect(invoice.lines.data).toHaveLength(1);
  });

  it('price rules: Empty cart, mixed currencies, inactive or unknown prices, the 25-item limit — 400, nothing written', async () => {
    const { numId } = await openShop(owner);
    const usd = await addPrice(owner, numId, 100, 'usd');
    const eur = await addPrice(owner, numId, 100, 'eur');
    const archived = await addPrice(owner, numId, 100, 'usd');
    await owner.patch(shopPath(numId, `prices/${archived.id}/`), { active: false });
    const buyer = visitorOf(server);
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: customerData })).body.data;
    const cases: [unknown[], string][] = [
      [[], 'Empty cart'],
      [[{ price: usd.id, quantity: 1 }, { price: eur.id, quantity: 1 }], 'mixed currencies'],
      [[{ price: archived.id, quantity: 1 }], "Price data isn't valid or doesn’t have an id"],
      [[{ price: 'price_unknown', quantity: 1 }], "Price data isn't valid or doesn’t have an id"],
      [Array.from({ length: 26 }, (_, i) => ({ price: `price_${i}`, quantity: 1 })), 'You can’t add more than 25 items to the cart'],
    ];
    for (const [prices, message] of cases) {
      const reply = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect((await buyer.post(shopPath(numId, 'invoices/'), invoiceData(customer.id))).body.code).toBe('invoice_no_customer_line_items');
    const badCustomer = await buyer.post(shopPath(numId, 'customers/'), { customer_data: { ...customerData, email: 'not-an-email' } });
    expect(badCustomer.status).toBe(400);
    expect(badCustomer.body.errors).toContainEqual({ path: 'customer_data.email', message: "it's not email" });
    const badInvoice = await buyer.post(shopPath(numId, 'invoices/'), { invoiceData: { customer: customer.id, collection_method: 'send_invoice', auto_advance: false } });
    expect(badInvoice.status).toBe(400);
  });

  it('a visitor cannot read another buyer’s customer, invoice or payment intent: 404 with the spec’s messages, nothing changes', async () => {
    const { numId } = await openShop(owner);
    const price = await addPrice(owner, numId);
    const { buyer, customer, invoice } = await draftInvoice(numId, [{ price: price.id, quantity: 1 }]);
    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    const other = visitorOf(server);
    await other.post(shopPath(numId, 'customers/'), { customer_data: customerData });
    for (const client of [other, visitorOf(server), owner]) {
      expect((await client.get(shopPath(numId, `invoices/${invoice.id}/`))).body.message).toBe('Invoice not found');
      expect((await client.delete(shopPath(numId, `invoices/${invoice.id}/`))).status).toBe(404);
      expect((await client.post(shopPath(numId, `invoices/${invoice.id}/void/`))).status).toBe(404);
      expect((await client.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).status).toBe(404);
      expect((await client.get(shopPath(numId, `payment_intents/${intent.id}/`))).status).toBe(404);
      expect((await client.patch(shopPath(numId, `payment_intents/${intent.id}/`), { paymentIntentData: { receipt_email: 'thief@example.com' } })).status).toBe(404);
      const confirm = await client.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card: card(CARD_OK) } });
      expect(confirm.status).toBe(404);
      const items = await client.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: price.id, quantity: 1 }] });
      expect(items.body).toEqual({ message: 'Customer not found', statusCode: 404 });
      expect((await client.post(shopPath(numId, 'invoices/'), invoiceData(customer.id))).body.message).toBe('Customer not found');
    }
    const mine = (await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data;
    expect(mine).toMatchObject({ status: 'requires_payment_method', receipt_email: null });
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data.status).toBe('open');
  });
});
