import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopOrders } from '../../src/db/schema';
import { Client, drivers, startServer, type Reply, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { connectStripeShop, orderOf, SHIPPING, shopPath, useStripeServer, visitorOf } from '../shop/shop-fixtures';

// Issue 11, finding 5: ecommerce.md §4 "Only one order change may run at a time; a second attempt is rejected." The
// finding saw ten simultaneous PATCHes of one order all answered 200 on PGlite. A change takes the order with one
// conditional UPDATE (a change token and a lease) and lets go when it ends; while it runs, any other change of the
// order, from this server process or another one over the same database, is 409 and changes nothing. Changes that do
// not overlap each apply. PGlite answers a query without yielding, so a change holds the order for one more turn of
// the event loop: the PATCHes that arrived while it ran are read then and refused, as on PostgreSQL.

const CONCURRENT = 10;
const RUNNING = 'This order is being changed; try again when that change ends';
const METHODS = [
  { id: 'standard', description: 'Standard', amount: 500, currency: 'usd' },
  { id: 'express', description: 'Express', amount: 1500, currency: 'usd' },
];
// Valid changes of a created order: the two shipping methods in turn, and a cancel.
const change = (i: number) => (i === CONCURRENT - 1 ? { status: 'canceled' } : { selected_shipping_method: METHODS[i % 2]!.id });

describe.each(drivers)('finding 5: one order change at a time on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  /** A published Stripe shop with two shipping methods and a 9.00 sku; a buyer's order of it, with its cookie. */
  async function orderInShop() {
    const { mag, account } = await connectStripeShop(owner, fake, async (made) => {
      expect((await owner.put(shopPath(made.num_id, 'shipping_methods/'), { shipping_methods: METHODS })).status).toBe(200);
    });
    const product = fake.addProduct(account, { name: 'Poster', shippable: true });
    const price = fake.addPrice(account, { product: product.id, unit_amount: 900 });
    const buyer = visitorOf(server);
    const created = await buyer.post(shopPath(mag.num_id, 'orders/'), orderOf([{ id: price.id }], { shipping: SHIPPING }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cookie = created.headers.getSetCookie().find((line) => line.startsWith('folio_buyer='))!.split(';')[0]!;
    return { numId: mag.num_id as number, account, buyer, cookie, order: created.body.data };
  }

  const stored = async (id: string) => (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;
  const expectRefused = (replies: Reply[]) => {
    for (const reply of replies) expect(reply.body, JSON.stringify(reply.body)).toEqual({ message: RUNNING, statusCode: 409 });
  };

  it('finding 5: ten simultaneous valid PATCHes while a change of the order runs: all ten are 409 and none applies', async () => {
    const { numId, account, buyer, order } = await orderInShop();
    expect(order).toMatchObject({ selected_shipping_method: 'standard', amount: 1400 });
    const held = fake.hold(/^POST \/v1\/charges$/);
    const paying = buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    await held.arrived;
    const replies = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => buyer.patch(shopPath(numId, `orders/${order.id}/`), change(i))));
    expectRefused(replies);
    expect(await stored(order.id)).toMatchObject({ status: 'created', amount: 1400 });
    held.release();
    expect((await paying).body.data).toMatchObject({ status: 'paid', amount: 1400, selected_shipping_method: 'standard' });
    expect(fake.objects(account, 'charge')).toHaveLength(1);
    // Over: a change is let in again, and told the order is paid.
    expect((await buyer.patch(shopPath(numId, `orders/${order.id}/`), change(1))).body.message).toBe('This order is paid and can no longer be changed');
  });

  it('finding 5: the order is held in the database, not in one server: a second server over the same database refuses too', async () => {
    const { numId, buyer, cookie, order } = await orderInShop();
    const second = await startServer(server.database, { stripe: fake.config() });
    try {
      const held = fake.hold(/^POST \/v1\/charges$/);
      const paying = buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
      await held.arrived;
      // The same browser (its buyer cookie) sent to the other server, as a load balancer would.
      const elsewhere = new Client(second.baseUrl);
      const replies = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => elsewhere.request('PATCH', shopPath(numId, `orders/${order.id}/`), change(i), { headers: { cookie } })),
      );
      expectRefused(replies);
      held.release();
      expect((await paying).body.data.status).toBe('paid');
      expect(await stored(order.id)).toMatchObject({ status: 'paid', amount: 1400, changeToken: null });
    } finally {
      await second.close();
    }
  });

  it('finding 5: ten simultaneous valid PATCHes with nothing else running: each applies whole or is 409, and the order ends as one of them left it', async () => {
    const { numId, buyer, order } = await orderInShop();
    const replies = await Promise.all(
      Array.from({ length: CONCURRENT - 1 }, (_, i) => buyer.patch(shopPath(numId, `orders/${order.id}/`), change(i))),
    );
    const applied = replies.filter((reply) => reply.status === 200).map((reply) => reply.body.data);
    expectRefused(replies.filter((reply) => reply.status !== 200));
    expect(applied.length).toBeGreaterThan(0);
    for (const answer of applied) {
      const method = METHODS.find((candidate) => candidate.id === answer.selected_shipping_method)!;
      expect(answer.amount).toBe(900 + method.amount);
      expect(answer.items.filter((item: any) => item.type === 'shipping')).toEqual([expect.objectContaining({ parent: method.id, amount: method.amount })]);
    }
    // The requests arrive together, so each finds another running: on PGlite (one process answering in turn) exactly
    // one applies; on PostgreSQL the pool lets a few run one after another, and the rest are refused.
    if (driver === 'pglite') expect(applied).toHaveLength(1);
    expect(applied.length).toBeLessThan(CONCURRENT - 1);
    const final = (await buyer.get(shopPath(numId, `orders/${order.id}/`))).body.data;
    expect(applied.map((answer) => answer.selected_shipping_method)).toContain(final.selected_shipping_method);
    expect(await stored(order.id)).toMatchObject({ status: 'created', amount: final.amount, changeToken: null });
  });
});
