import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, shopOrders } from '../../src/db/schema';
import type { Client } from '../support/harness';
import { drivers, signUp, startTestServer, type TestServer } from '../support/harness';
import { addSku, cardToken, openShop, orderOf, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

// docs/api.md "Orders": the owner reads the shop's orders of a project (or of all their projects), filters, searches
// and pages them, opens one, and marks a paid one fulfilled with a tracking link; the buyer is e-mailed.
describe.each(drivers)('owner orders on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };
  let shop: { mag: any; numId: number };
  let other: { mag: any; numId: number };
  const ids: Record<string, string> = {};

  async function buy(numId: number, skuId: string, email: string, name: string, pay: boolean): Promise<string> {
    const buyer = visitorOf(server);
    const made = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: skuId, quantity: 2 }], { email, shipping: { ...SHIPPING, name }, metadata: { note: `Note of ${name}` } }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (pay) {
      const paid = await buyer.post(shopPath(numId, `orders/${made.body.data.id}/pay/`), { stripe_token: await cardToken(buyer, numId), email });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    return made.body.data.id;
  }

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Order Owner');
    stranger = await signUp(server.baseUrl, 'Someone Else');
    shop = await openShop(owner, 'Posters');
    other = await openShop(owner, 'Mugs');
    const poster = await addSku(owner, shop.numId, { price: 1500 }, { name: 'Poster', shippable: true });
    const mug = await addSku(owner, other.numId, { price: 900 }, { name: 'Mug', shippable: true });
    ids.ada = await buy(shop.numId, poster.id, 'ada@example.com', 'Ada Lovelace', true);
    ids.grace = await buy(shop.numId, poster.id, 'grace@example.com', 'Grace Hopper', true);
    ids.alan = await buy(shop.numId, poster.id, 'alan@example.com', 'Alan Turing', false);
    ids.mug = await buy(other.numId, mug.id, 'mug@example.com', 'Mug Buyer', true);
  });
  afterAll(() => server.close());

  const list = (query = '', magId = shop.mag._id) => owner.get(`/api/projects/${magId}/orders${query}`);

  it('lists the project’s orders newest first with every detail of the buyer and the order', async () => {
    const reply = await list();
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(reply.body.orders.map((order: any) => order.id)).toEqual([ids.alan, ids.grace, ids.ada]);
    expect(reply.body.orders[2]).toMatchObject({
      id: ids.ada,
      projectId: shop.mag._id,
      project: 'Posters',
      status: 'paid',
      currency: 'usd',
      amount: 3000,
      tax: 0,
      buyer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: SHIPPING.phone },
      shippingAddress: SHIPPING.address,
      shippingMethod: expect.any(String),
      note: 'Note of Ada Lovelace',
      fulfilledAt: null,
      trackingUrl: null,
      refundedAmount: 0,
    });
    expect(reply.body.orders[2].items[0]).toMatchObject({ type: 'sku', description: 'Poster', quantity: 2, amount: 3000 });
    expect(Date.parse(reply.body.orders[2].created)).not.toBeNaN();
  });

  it('filters by status and date, searches by order id, e-mail or name, and pages', async () => {
    expect((await list('?status=created')).body.orders.map((o: any) => o.id)).toEqual([ids.alan]);
    expect((await list('?status=paid')).body.total).toBe(2);
    expect((await list('?status=unfulfilled')).body.total).toBe(2);
    expect((await list('?status=fulfilled')).body.total).toBe(0);
    expect((await list('?status=canceled')).body.total).toBe(0);
    expect((await list(`?q=${ids.grace}`)).body.orders.map((o: any) => o.id)).toEqual([ids.grace]);
    expect((await list('?q=ADA%40example')).body.orders.map((o: any) => o.id)).toEqual([ids.ada]);
    expect((await list('?q=turing')).body.orders.map((o: any) => o.id)).toEqual([ids.alan]);
    // A % or _ is looked for as itself.
    expect((await list('?q=%25')).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).body.total).toBe(3);
    expect((await list('?to=2000-01-01')).body.total).toBe(0);
    expect((await list('?from=2999-01-01')).body.total).toBe(0);
    const first = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.body.orders, ...second.body.orders].map((o: any) => o.id)).toEqual([ids.alan, ids.grace, ids.ada]);
  });

  it('lists the orders of all the owner’s projects, and none of anyone else’s', async () => {
    const all = await owner.get('/api/orders');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.orders[0]).toMatchObject({ id: ids.mug, project: 'Mugs', projectId: other.mag._id });
    expect((await owner.get('/api/orders?q=mug')).body.orders.map((o: any) => o.id)).toEqual([ids.mug]);
    const theirs = await stranger.get('/api/orders');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ orders: [], total: 0 });
  });

  it('refuses bad filters with 400 and the failing fields', async () => {
    for (const [query, path] of [
      ['?status=shipped', 'status'],
      ['?from=yesterday', 'from'],
      ['?pageSize=1000', 'pageSize'],
      ['?page=0', 'page'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?from=2026-02-02&to=2026-01-01', 'from'],
      ['?sort=amount', 'sort'],
    ] as const) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.statusCode).toBe(400);
      expect(reply.body.errors.map((error: any) => error.path), query).toContain(path);
    }
  });

  it('exports the filtered orders as CSV, newest first, every field quoted as needed and no formula run', async () => {
    const reply = await owner.get(`/api/projects/${shop.mag._id}/orders/export.csv?status=paid`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="orders-${shop.numId}.csv"`);
    const lines = String(reply.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('order_id,kind,project,created,status,fulfilled_at,tracking_url,buyer_name,email,phone,items,shipping_address,shipping_method,note,currency,amount,tax,refunded_amount');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith(`${ids.grace},order,Posters,`)).toBe(true);
    expect(lines[1]).toContain(',Grace Hopper,grace@example.com,');
    expect(lines[1]).toContain(`,'+1 415 555 0100,2 × Poster,"1 Main St, Springfield, IL, 62701, US",`);
    expect(lines[1]!.endsWith(',Note of Grace Hopper,usd,3000,0,0')).toBe(true);
    const searched = await owner.get(`/api/projects/${shop.mag._id}/orders/export.csv?q=turing`);
    expect(String(searched.body).trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0])).toEqual([ids.alan]);
    const all = await owner.get('/api/orders/export.csv');
    expect(String(all.body).trimEnd().split('\r\n')).toHaveLength(5);
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/export.csv?page=2`)).status).toBe(400);
    expect((await stranger.get(`/api/projects/${shop.mag._id}/orders/export.csv`)).status).toBe(404);
    expect((await visitorOf(server).get('/api/orders/export.csv')).status).toBe(401);
    const theirs = await stranger.get('/api/orders/export.csv');
    expect(String(theirs.body).trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('opens one order; another project’s order, another author and no session find nothing', async () => {
    const one = await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.grace}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ids.grace, buyer: { email: 'grace@example.com' } });
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.mug}`)).status).toBe(404);
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/or_unknown`)).body).toMatchObject({ statusCode: 404, message: 'Order not found' });
    expect((await stranger.get(`/api/projects/${shop.mag._id}/orders/${ids.grace}`)).status).toBe(404);
    expect((await stranger.get(`/api/projects/${shop.mag._id}/orders`)).status).toBe(404);
    expect((await visitorOf(server).get(`/api/projects/${shop.mag._id}/orders`)).status).toBe(401);
    expect((await visitorOf(server).get('/api/orders')).status).toBe(401);
  });

  it('marks a paid order fulfilled with its tracking link once, and the buyer is e-mailed the link', async () => {
    const path = `/api/projects/${shop.mag._id}/orders/${ids.ada}/fulfil`;
    for (const trackingUrl of ['javascript:alert(1)', 'ftp://tracking.example.com/1', 'not a link', `https://t.example.com/${'x'.repeat(2100)}`]) {
      const refused = await owner.post(path, { trackingUrl });
      expect(refused.status, trackingUrl).toBe(400);
      expect(refused.body.errors.map((error: any) => error.path)).toContain('trackingUrl');
    }
    expect((await stranger.post(path, { trackingUrl: 'https://track.example.com/1' })).status).toBe(404);
    const [before] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, ids.ada!));
    expect(before!.fulfilledAt).toBeNull();

    const done = await owner.post(path, { trackingUrl: 'https://track.example.com/AB123' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: ids.ada, status: 'paid', trackingUrl: 'https://track.example.com/AB123' });
    expect(Date.parse(done.body.fulfilledAt)).not.toBeNaN();
    const again = await owner.post(path, { trackingUrl: 'https://track.example.com/other' });
    expect(again.status).toBe(409);
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.ada}`)).body.trackingUrl).toBe('https://track.example.com/AB123');
    expect((await list('?status=fulfilled')).body.orders.map((o: any) => o.id)).toEqual([ids.ada]);
    expect((await list('?status=unfulfilled')).body.orders.map((o: any) => o.id)).toEqual([ids.grace]);

    // An unpaid order is not shipped; a fulfilment without a link is fine.
    expect((await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.alan}/fulfil`, {})).status).toBe(409);
    const plain = await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.grace}/fulfil`, {});
    expect(plain.status).toBe(200);
    expect(plain.body.trackingUrl).toBeNull();

    await expect
      .poll(async () => {
        const rows = await server.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.magId, shop.mag._id), eq(mailOutbox.kind, 'order_fulfilled')));
        return rows.map((row) => [row.to, row.text.includes('https://track.example.com/AB123')]).sort();
      })
      .toEqual([
        ['ada@example.com', true],
        ['grace@example.com', false],
      ]);
  });

  it('cancels an unpaid order; a paid one, another author and an unknown order are refused', async () => {
    const sku = await addSku(owner, shop.numId, { price: 700 }, { name: 'Card' });
    const unpaid = await buy(shop.numId, sku.id, 'late@example.com', 'Late Buyer', false);
    expect((await stranger.post(`/api/projects/${shop.mag._id}/orders/${unpaid}/cancel`)).status).toBe(404);
    expect((await owner.post(`/api/projects/${shop.mag._id}/orders/or_unknown/cancel`)).body).toMatchObject({ statusCode: 404, message: 'Order not found' });
    expect((await owner.post(`/api/projects/${shop.mag._id}/orders/${ids.grace}/cancel`)).status).toBe(409);
    const canceled = await owner.post(`/api/projects/${shop.mag._id}/orders/${unpaid}/cancel`);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({ id: unpaid, status: 'canceled' });
    expect((await list('?status=canceled')).body.orders.map((o: any) => o.id)).toEqual([unpaid]);
    expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${ids.grace}`)).body.status).toBe('paid');
  });
});
