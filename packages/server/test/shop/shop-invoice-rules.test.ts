import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopInvoices } from '../../src/db/schema';
import type { FakeStripe } from '../support/fake-stripe';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { draftInvoiceOf, GERMANY, INVOICE_RULES, payInvoiceInTestMode } from './invoice-fixtures';
import { addPrice, connectStripeShop, openShop, shopPath, useStripeServer, visitorOf } from './shop-fixtures';

// Issue 17: the price flow is priced with the owner's shipping methods and tax rates, as the sku flow is: a shipping
// line for the buyer's country (the buyer's choice when several ship there), the tax of the address on the goods,
// and the invoice's tax and total (ecommerce.md §3 Invoice).
describe.each(drivers)('invoices priced with shipping and tax on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Rules Owner');
  });
  afterAll(() => server.close());

  async function shopWithRules() {
    const shop = await openShop(owner, 'Prints');
    expect((await owner.put(shopPath(shop.numId, 'shop_rules/'), INVOICE_RULES)).status).toBe(200);
    const print = await addPrice(owner, shop.numId, 2500, 'usd', 'Print');
    const card = await addPrice(owner, shop.numId, 1000, 'usd', 'Card');
    return { ...shop, prices: [{ price: print.id, quantity: 1 }, { price: card.id, quantity: 3 }] };
  }

  it('adds the first method’s shipping line and the added tax, offers the methods, and pays the priced total', async () => {
    const { numId, prices } = await shopWithRules();
    const buyer = visitorOf(server);
    const { invoice } = await draftInvoiceOf(buyer, numId, prices);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    // Goods 5,500; Standard shipping to the US 500; Illinois' 10 % on the goods 550.
    expect(invoice.body.data).toMatchObject({ status: 'draft', subtotal: 6550, tax: 550, total: 6550, selected_shipping_method: 'standard' });
    expect(invoice.body.data.shipping_methods).toEqual([
      { id: 'standard', description: 'Standard shipping', amount: 500, currency: 'usd' },
      { id: 'express', description: 'Express', amount: 2000, currency: 'usd' },
    ]);
    expect(invoice.body.data.lines.data.map((line: any) => [line.description, line.amount])).toEqual([
      ['Print', 2500],
      ['Card', 3000],
      ['Standard shipping', 500],
      ['Tax', 550],
    ]);
    // Read again, the invoice keeps its pricing.
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.body.data.id}/`))).body.data).toMatchObject({ tax: 550, total: 6550, selected_shipping_method: 'standard' });
    const paid = await payInvoiceInTestMode(buyer, numId, invoice.body.data.id);
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 6550, tax: 550 });
  });

  it('the buyer’s choice of another method makes a new invoice with that line; a method not offered is refused, nothing made', async () => {
    const { mag, numId, prices } = await shopWithRules();
    const buyer = visitorOf(server);
    const first = (await draftInvoiceOf(buyer, numId, prices)).invoice.body.data;
    // As the viewer does on a choice: the draft goes, the cart's items and a new invoice with the method are made.
    expect((await buyer.delete(shopPath(numId, `invoices/${first.id}/`))).status).toBe(200);
    const chosen = await draftInvoiceOf(buyer, numId, prices, { shippingMethod: 'express' });
    expect(chosen.invoice.body.data).toMatchObject({ total: 8050, tax: 550, selected_shipping_method: 'express' });
    expect(chosen.invoice.body.data.lines.data.map((line: any) => line.description)).toEqual(['Print', 'Card', 'Express', 'Tax']);

    const before = await server.database.db.select({ id: shopInvoices.id }).from(shopInvoices).where(eq(shopInvoices.magId, mag._id));
    const refused = await draftInvoiceOf(buyer, numId, prices, { shippingMethod: 'overnight' });
    expect(refused.invoice.status).toBe(400);
    expect(refused.invoice.body).toMatchObject({ statusCode: 400, message: 'This shipping method is not offered for the order' });
    expect(await server.database.db.select({ id: shopInvoices.id }).from(shopInvoices).where(eq(shopInvoices.magId, mag._id))).toEqual(before);
    // Express does not ship to Germany: only the rest-of-world rate of Standard is offered there.
    const abroad = await draftInvoiceOf(visitorOf(server), numId, prices, { shipping: GERMANY, shippingMethod: 'express' });
    expect(abroad.invoice.status).toBe(400);
  });

  it('a tax included in the prices is shown and not added; a second invoice of the same items is priced once', async () => {
    const { numId, prices } = await shopWithRules();
    const buyer = visitorOf(server);
    const { customer, invoice } = await draftInvoiceOf(buyer, numId, prices, { shipping: GERMANY });
    // Germany: Standard's rest of world 1,500; 19 % included in 5,500 is 5,500 − round(5,500 / 1.19) = 878.
    expect(invoice.body.data).toMatchObject({ tax: 878, total: 7000, shipping_methods: [{ id: 'standard', amount: 1500 }] });
    expect(invoice.body.data.lines.data.map((line: any) => line.description)).toEqual(['Print', 'Card', 'Standard shipping']);
    // The draft deleted, the same items invoiced again carry one shipping line, not two.
    await buyer.delete(shopPath(numId, `invoices/${invoice.body.data.id}/`));
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices });
    const again = await buyer.post(shopPath(numId, 'invoices/'), { invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false } });
    expect(again.body.data.lines.data.map((line: any) => line.description)).toEqual(['Print', 'Card', 'Standard shipping']);
    expect(again.body.data.total).toBe(7000);
  });

  it('a shippable price to a country no method ships to is refused with the rules’ message', async () => {
    const { numId } = await shopWithRules();
    expect((await owner.put(shopPath(numId, 'shop_rules/'), { ...INVOICE_RULES, shipping_rules: [{ ...INVOICE_RULES.shipping_rules[1] }] })).status).toBe(200);
    const product = await owner.post(shopPath(numId, 'products/'), { name: 'Framed print', shippable: true });
    const price = await owner.post(shopPath(numId, 'prices/'), { product: product.body.data.id, unit_amount: 4000, currency: 'usd' });
    const { invoice } = await draftInvoiceOf(visitorOf(server), numId, [{ price: price.body.data.id, quantity: 1 }], { shipping: GERMANY });
    expect(invoice.status).toBe(400);
    expect(invoice.body).toMatchObject({ statusCode: 400, message: 'The shop does not ship to this country' });
  });
});

describe.each(drivers)('invoices priced with shipping and tax at Stripe on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let fake: FakeStripe;
  beforeAll(() => ({ fake } = stripe));

  it('the shipping and the added tax are invoice items of an amount on the connected account; the invoice answers Folio’s tax', async () => {
    const { numId, account } = await connectStripeShop(stripe.owner, fake);
    expect((await stripe.owner.put(shopPath(numId, 'shop_rules/'), INVOICE_RULES)).status).toBe(200);
    const poster = fake.addProduct(account, { name: 'Poster', shippable: true });
    const price = fake.addPrice(account, { product: poster.id, unit_amount: 3000 });
    const buyer = visitorOf(stripe.server);
    const { invoice } = await draftInvoiceOf(buyer, numId, [{ price: price.id, quantity: 2 }], { shippingMethod: 'express' });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    // Goods 6,000; Express 2,000; Illinois' 10 % 600.
    expect(invoice.body.data).toMatchObject({ total: 8600, tax: 600, selected_shipping_method: 'express' });
    const charges = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/invoiceitems' && request.params.amount);
    expect(charges.map((request) => [request.account, request.params.description, request.params.amount, request.params.currency])).toEqual([
      [account, 'Express', '2000', 'usd'],
      [account, 'Tax', '600', 'usd'],
    ]);
    const made = fake.objects(account, 'invoice').find((item) => item.id === invoice.body.data.id)!;
    expect(made.lines.data.map((line: any) => [line.description, line.amount])).toEqual([
      ['Poster', 6000],
      ['Express', 2000],
      ['Tax', 600],
    ]);
    // Finalized, the payment intent asks the priced total.
    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.body.data.id}/finalize/`))).body.data;
    expect((await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data.amount).toBe(8600);
  });
});
