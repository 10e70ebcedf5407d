import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { draftInvoiceOf, INVOICE_RULES, payInvoiceInTestMode } from './invoice-fixtures';
import { addPrice, addSku, cardToken, openShop, orderOf, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

// docs/api.md "Orders", issue 17: the paid invoices of the price flow are listed beside the sku flow's orders (kind
// 'invoice'), newest first across both, with their goods, shipping and tax, filtered, searched and paged as orders
// are; the owner marks one fulfilled with a tracking link (once; the buyer is e-mailed) and exports it in the CSV.
describe.each(drivers)('paid invoices in the owner’s orders on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let shop: { mag: any; numId: number };
  const ids: Record<string, string> = {};

  async function invoice(email: string, pay: boolean): Promise<string> {
    const buyer = visitorOf(server);
    const print = await addPrice(owner, shop.numId, 2500, 'usd', 'Print');
    const { invoice } = await draftInvoiceOf(buyer, shop.numId, [{ price: print.id, quantity: 2 }], { email, note: `Note of ${email}` });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    if (pay) await payInvoiceInTestMode(buyer, shop.numId, invoice.body.data.id);
    return invoice.body.data.id;
  }

  async function order(skuId: string, email: string): Promise<string> {
    const buyer = visitorOf(server);
    const made = await buyer.post(shopPath(shop.numId, 'orders/'), orderOf([{ id: skuId, quantity: 1 }], { email, shipping: SHIPPING }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const paid = await buyer.post(shopPath(shop.numId, `orders/${made.body.data.id}/pay/`), { stripe_token: await cardToken(buyer, shop.numId), email });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return made.body.data.id;
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Invoice Owner');
    stranger = await signUp(server.baseUrl, 'Someone Else');
    shop = await openShop(owner, 'Prints and posters');
    expect((await owner.put(shopPath(shop.numId, 'shop_rules/'), INVOICE_RULES)).status).toBe(200);
    const poster = await addSku(owner, shop.numId, { price: 1500 }, { name: 'Poster', shippable: true });
    // Oldest first: a paid invoice, an order, an invoice left unpaid, another paid invoice.
    ids.first = await invoice('first@example.com', true);
    ids.order = await order(poster.id, 'order@example.com');
    ids.unpaid = await invoice('unpaid@example.com', false);
    ids.second = await invoice('second@example.com', true);
  });
  afterAll(() => server.close());

  const list = (query = '') => owner.get(`/api/projects/${shop.mag._id}/orders${query}`);

  it('lists paid invoices beside the orders, newest first, with their goods, shipping, tax and buyer; an unpaid invoice is not listed', async () => {
    const reply = await list();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.total).toBe(3);
    expect(reply.body.orders.map((row: any) => [row.id, row.kind])).toEqual([
      [ids.second, 'invoice'],
      [ids.order, 'order'],
      [ids.first, 'invoice'],
    ]);
    // Goods 5,000; Standard shipping to the US 500; Illinois' 10 % on the goods 500 (invoice-fixtures' rules).
    expect(reply.body.orders[2]).toMatchObject({
      id: ids.first,
      kind: 'invoice',
      projectId: shop.mag._id,
      project: 'Prints and posters',
      status: 'paid',
      currency: 'usd',
      amount: 6000,
      tax: 500,
      buyer: { name: SHIPPING.name, email: 'first@example.com', phone: SHIPPING.phone },
      shippingAddress: SHIPPING.address,
      shippingMethod: 'Standard shipping',
      note: 'Note of first@example.com',
      fulfilledAt: null,
      refundedAmount: 0,
      refunds: [],
    });
    expect(reply.body.orders[2].items.map((item: any) => [item.type, item.description, item.quantity, item.amount])).toEqual([
      ['sku', 'Print', 2, 5000],
      ['shipping', 'Standard shipping', null, 500],
      ['tax', 'Tax', null, 500],
    ]);
  });

  it('pages across both kinds, and filters and searches invoices as orders', async () => {
    const second = await list('?pageSize=1&page=2');
    expect(second.body).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    expect(second.body.orders.map((row: any) => row.id)).toEqual([ids.order]);
    expect((await list('?pageSize=1&page=3')).body.orders.map((row: any) => row.id)).toEqual([ids.first]);
    expect((await list('?status=created')).body.orders.map((row: any) => row.id)).toEqual([]);
    expect((await list('?status=paid')).body.total).toBe(3);
    expect((await list('?q=second%40example')).body.orders.map((row: any) => row.id)).toEqual([ids.second]);
    expect((await list(`?q=${ids.first}`)).body.orders.map((row: any) => row.id)).toEqual([ids.first]);
    expect((await list(`?q=${ids.unpaid}`)).body.total).toBe(0);
    // All the author's projects: the same rows.
    expect((await owner.get('/api/orders')).body.orders.map((row: any) => row.id)).toEqual([ids.second, ids.order, ids.first]);
  });

  it('opens one invoice; marks it fulfilled with a tracking link once, e-mailing the buyer; the filters follow', async () => {
    const one = await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.second}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ids.second, kind: 'invoice', amount: 6000 });
    const tracking = 'https://track.example.com/1Z999';
    const done = await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.second}/fulfil`, { trackingUrl: tracking });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: ids.second, kind: 'invoice', trackingUrl: tracking, fulfilledAt: expect.any(String) });
    const again = await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.second}/fulfil`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: 'This order is already marked fulfilled' });
    expect((await list('?status=fulfilled')).body.orders.map((row: any) => row.id)).toEqual([ids.second]);
    expect((await list('?status=unfulfilled')).body.orders.map((row: any) => row.id)).toEqual([ids.order, ids.first]);
    const mails = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'second@example.com'), eq(mailOutbox.kind, 'order_fulfilled')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(tracking);
    expect(mails[0]!.text).toContain('Print');
  });

  it('an unpaid invoice is not the owner’s to open or fulfil, nor another author’s paid one', async () => {
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.unpaid}`)).status).toBe(404);
    expect((await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.unpaid}/fulfil`, {})).status).toBe(404);
    expect((await stranger.get(`/api/projects/${shop.mag._id}/orders/${ids.first}`)).status).toBe(404);
    const taken = await stranger.post(`/api/projects/${shop.mag._id}/orders/${ids.first}/fulfil`, {});
    expect(taken.status).toBe(404);
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.first}`)).body.fulfilledAt).toBeNull();
  });

  it('the CSV export names each row’s kind', async () => {
    const csv = await owner.get(`/api/projects/${shop.mag._id}/orders/export.csv`);
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 2)).toEqual(['order_id', 'kind']);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      [ids.second, 'invoice'],
      [ids.order, 'order'],
      [ids.first, 'invoice'],
    ]);
  });
});
