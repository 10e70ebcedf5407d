import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { mailOutbox, shopOrders, shopTestObjects } from '../../src/db/schema';
import { mailOf } from '../../src/mail/mail-service';
import { FakeStripe } from '../support/fake-stripe';
import { drivers, signUp, startTestServer, type Client, type TestServer } from '../support/harness';
import { addSku, cardToken, connectStripeShop, openShop, orderOf, SHIPPING, shopPath, visitorOf } from './shop-fixtures';

const WEBHOOK = '/api/ecommerce/stripe/webhook';
// A 10 % tax added on top of the goods in Illinois, and 5.00 shipping: 3 T-shirts at 20.00 and a mug at 10.00 make
// 70.00 of goods, 7.00 of tax and 82.00 in all.
const RULES = {
  shipping_rules: [{ id: 'standard', description: 'Standard', rates: [{ country: 'US', amount: 500 }], rest_of_world: null, free_over: null }],
  tax_rates: [{ country: 'US', region: 'IL', percent: 10, inclusive: false }],
};
const TOTAL = 3 * 2000 + 1000 + 700 + 500;

type Mode = 'test' | 'stripe';

// docs/api.md "Orders" (refund): the owner gives back all that is left, an amount, or items (restocked when asked)
// through the card provider, never more than was paid; the buyer is e-mailed each refund once.
describe.each(drivers)('refunds on %s', (driver) => {
  describe.each<Mode>(['test', 'stripe'])('through the %s gateway', (mode) => {
    let server: TestServer;
    let fake: FakeStripe | undefined;
    let owner: Client & { user: any };
    let stranger: Client & { user: any };
    let shop: { mag: any; numId: number; account?: string };
    let tee: string;
    let mug: string;

    beforeAll(async () => {
      if (mode === 'stripe') fake = await new FakeStripe().start();
      server = await startTestServer(driver, fake ? { stripe: fake.config() } : {});
      owner = await signUp(server.baseUrl, 'Refund Owner');
      stranger = await signUp(server.baseUrl, 'Someone Else');
      if (fake) {
        shop = await connectStripeShop(owner, fake);
        const account = shop.account!;
        tee = fake.addPrice(account, { product: fake.addProduct(account, { name: 'T-shirt', shippable: true }).id, unit_amount: 2000 }).id;
        mug = fake.addPrice(account, { product: fake.addProduct(account, { name: 'Mug', shippable: true }).id, unit_amount: 1000 }).id;
        expect((await owner.patch(shopPath(shop.numId, `skus/${tee}/`), { inventory: { type: 'finite', quantity: 100 } })).status).toBe(200);
      } else {
        shop = await openShop(owner, 'Refund Shop');
        tee = (await addSku(owner, shop.numId, { price: 2000, inventory: { type: 'finite', quantity: 100 } }, { name: 'T-shirt', shippable: true })).id;
        mug = (await addSku(owner, shop.numId, { price: 1000 }, { name: 'Mug', shippable: true })).id;
      }
      expect((await owner.put(shopPath(shop.numId, 'shop_rules/'), RULES)).status).toBe(200);
    });
    afterAll(async () => {
      await server.close();
      await fake?.stop();
    });

    const refundPath = (orderId: string, magId = shop.mag._id) => `/api/projects/${magId}/orders/${orderId}/refund`;
    const refund = (orderId: string, body: unknown, client: Client = owner) => client.post(refundPath(orderId), body);
    const orderRow = async (id: string) => (await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0]!;
    const stock = async () => (await visitorOf(server).get(shopPath(shop.numId, `skus/?skus_ids=${tee}`))).body.data[0].inventory.quantity as number;

    /** What the card provider says was refunded of the order's charge. */
    async function providerRefunded(orderId: string): Promise<number> {
      const { paymentId } = await orderRow(orderId);
      if (fake) return fake.objects(shop.account!, 'charge').find((charge) => charge.id === paymentId)?.amount_refunded ?? 0;
      const [charge] = await server.database.db.select().from(shopTestObjects).where(eq(shopTestObjects.id, paymentId!));
      return (charge!.data.amount_refunded as number | undefined) ?? 0;
    }

    async function order(pay = true): Promise<string> {
      const buyer = visitorOf(server);
      const made = await buyer.post(shopPath(shop.numId, 'orders/'), orderOf([{ id: tee, quantity: 3 }, { id: mug }], { shipping: SHIPPING, email: 'buyer@example.com' }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.data.amount).toBe(TOTAL);
      if (pay) {
        const token = fake ? 'tok_visa' : await cardToken(buyer, shop.numId);
        const paid = await buyer.post(shopPath(shop.numId, `orders/${made.body.data.id}/pay/`), { stripe_token: token });
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      }
      return made.body.data.id;
    }

    const refundMails = async (orderId: string) => {
      await mailOf(server.app).idle();
      const rows = await server.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.magId, shop.mag._id), eq(mailOutbox.kind, 'order_refunded')))
        .orderBy(asc(mailOutbox.createdAt));
      return rows.filter((row) => row.text.includes(orderId)).map((row) => [row.to, row.text.match(/You were refunded (\S+)\./)?.[1]]);
    };

    it('refunds items with their share of the tax and puts them back in stock, then the rest; never beyond what was paid', async () => {
      const start = await stock();
      const id = await order();
      expect(await stock()).toBe(start - 3);

      const one = await refund(id, { items: [{ sku: tee, quantity: 1 }], restock: true });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      // 20.00 and a seventh of the 7.00 tax (2000 / 7000 of it).
      expect(one.body).toMatchObject({ id, status: 'paid', refundedAmount: 2200 });
      expect(one.body.refunds).toEqual([{ id: expect.any(String), amount: 2200, created: expect.any(String), items: [{ sku: tee, quantity: 1 }] }]);
      expect(await stock()).toBe(start - 2);
      expect(await providerRefunded(id)).toBe(2200);

      // Two T-shirts are left to refund, not three; a sku the order has not is refused; nothing is written.
      const tooMany = await refund(id, { items: [{ sku: tee, quantity: 3 }], restock: true });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({ statusCode: 400, message: 'The refund is more than what is left to refund' });
      const unknown = await refund(id, { items: [{ sku: 'sku_unknown', quantity: 1 }] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ path: 'items.0.sku', message: 'This order has no item of this sku' }]);
      expect(await orderRow(id)).toMatchObject({ refundedAmount: 2200 });
      expect(await stock()).toBe(start - 2);

      // The rest of the items without restocking: their goods and what is left of the tax.
      const rest = await refund(id, { items: [{ sku: tee, quantity: 2 }, { sku: mug, quantity: 1 }] });
      expect(rest.status, JSON.stringify(rest.body)).toBe(200);
      expect(rest.body.refundedAmount).toBe(2200 + 5000 + 500);
      expect(rest.body.refunds[1]).toMatchObject({ amount: 5500, items: [{ sku: tee, quantity: 2 }, { sku: mug, quantity: 1 }] });
      expect(await stock()).toBe(start - 2);

      // Everything still unrefunded: the shipping.
      const all = await refund(id, {});
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.refundedAmount).toBe(TOTAL);
      expect(all.body.refunds.map((entry: any) => [entry.amount, entry.items])).toEqual([
        [2200, [{ sku: tee, quantity: 1 }]],
        [5500, [{ sku: tee, quantity: 2 }, { sku: mug, quantity: 1 }]],
        [500, null],
      ]);
      expect(await providerRefunded(id)).toBe(TOTAL);
      expect((await refund(id, {})).body).toMatchObject({ statusCode: 409, message: 'This order is already refunded in full' });
      expect((await refund(id, { amount: 1 })).status).toBe(409);
      expect((await owner.get(`/api/projects/${shop.mag._id}/orders/${id}`)).body.refunds).toHaveLength(3);

      // The buyer is told of each refund, once.
      await expect.poll(() => refundMails(id)).toEqual([
        ['buyer@example.com', '$22.00'],
        ['buyer@example.com', '$55.00'],
        ['buyer@example.com', '$5.00'],
      ]);
    });

    it('refunds part of an order by amount, refuses more than is left and writes nothing, then refunds the rest', async () => {
      const id = await order();
      const part = await refund(id, { amount: 1000 });
      expect(part.status, JSON.stringify(part.body)).toBe(200);
      expect(part.body).toMatchObject({ refundedAmount: 1000, refunds: [{ amount: 1000, items: null }] });

      const before = await orderRow(id);
      const over = await refund(id, { amount: TOTAL - 999 });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ statusCode: 400, message: 'The refund is more than what is left to refund' });
      expect(await orderRow(id)).toMatchObject({ refundedAmount: 1000, data: before.data });
      expect(await providerRefunded(id)).toBe(1000);

      const rest = await refund(id, {});
      expect(rest.body).toMatchObject({ refundedAmount: TOTAL, refunds: [{ amount: 1000 }, { amount: TOTAL - 1000 }] });
      await expect.poll(() => refundMails(id)).toEqual([
        ['buyer@example.com', '$10.00'],
        ['buyer@example.com', '$72.00'],
      ]);
    });

    it('refuses an unpaid order (409), another author, another project’s or an unknown order (404), and a body of both kinds (400)', async () => {
      const unpaid = await order(false);
      expect((await refund(unpaid, {})).body).toEqual({ statusCode: 409, message: 'Only a paid order can be refunded' });
      const id = await order();
      expect((await refund(id, {}, stranger)).status).toBe(404);
      const theirs = fake ? await connectStripeShop(stranger, fake) : await openShop(stranger, 'Their Shop');
      expect((await stranger.post(refundPath(id, theirs.mag._id), {})).body).toMatchObject({ statusCode: 404, message: 'Order not found' });
      expect((await refund('or_unknown', {})).body).toMatchObject({ statusCode: 404, message: 'Order not found' });
      expect((await visitorOf(server).post(refundPath(id), {})).status).toBe(401);
      for (const body of [{ amount: 100, items: [{ sku: tee, quantity: 1 }] }, { amount: 100, restock: true }, { amount: 0 }, { items: [] }, { amount: 1.5 }, { reason: 'x' }]) {
        const refused = await refund(id, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.statusCode).toBe(400);
      }
      expect(await orderRow(id)).toMatchObject({ refundedAmount: 0 });
      expect(await providerRefunded(id)).toBe(0);
      expect(await refundMails(unpaid)).toEqual([]);
    });

    it('two refunds at once never give back more than was paid', async () => {
      const id = await order();
      const amount = Math.ceil(TOTAL * 0.6);
      if (fake) {
        // The first refund waits at the provider while the second arrives: the second finds the order held.
        const held = fake.hold(/^POST \/v1\/refunds$/);
        const first = refund(id, { amount });
        await held.arrived;
        const second = await refund(id, { amount });
        expect(second.body).toMatchObject({ statusCode: 409 });
        held.release();
        expect((await first).status).toBe(200);
      } else {
        const replies = await Promise.all([refund(id, { amount }), refund(id, { amount }), refund(id, { amount })]);
        expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
        for (const reply of replies.filter((entry) => entry.status !== 200)) expect([400, 409]).toContain(reply.status);
      }
      expect(await orderRow(id)).toMatchObject({ refundedAmount: amount });
      expect(await providerRefunded(id)).toBe(amount);
    });

    if (mode === 'stripe') {
      const deliver = (event: { body: string; signature: string }) =>
        fetch(`${server.baseUrl}${WEBHOOK}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, body: event.body });
      const chargeOf = async (id: string) => {
        const { paymentId } = await orderRow(id);
        return fake!.objects(shop.account!, 'charge').find((charge) => charge.id === paymentId)!;
      };
      /** A refund made in Stripe's dashboard: Stripe knows it, Folio does not yet. */
      const dashboardRefund = (chargeId: string, amount: number) =>
        fetch(`http://127.0.0.1:${fake!.port}/v1/refunds`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-account': shop.account!, authorization: 'Bearer sk_test_fake' },
          body: `charge=${chargeId}&amount=${amount}`,
        });

      it('Stripe is asked once per refund with the order on it; its charge.refunded event changes nothing more and sends no second e-mail', async () => {
        const id = await order();
        const done = await refund(id, { amount: 1500 });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        const asked = fake!.requests.filter((request) => request.path === '/v1/refunds' && request.params.metadata?.order_id === id);
        expect(asked).toHaveLength(1);
        expect(asked[0]!.params).toMatchObject({ amount: '1500', charge: (await orderRow(id)).paymentId });
        expect(asked[0]!.idempotencyKey).toEqual(expect.any(String));
        expect(asked[0]!.account).toBe(shop.account);
        const row = await orderRow(id);

        expect((await deliver(fake!.event(shop.account, 'charge.refunded', await chargeOf(id)))).status).toBe(200);
        expect(await orderRow(id)).toMatchObject({ refundedAmount: 1500, data: row.data });
        await expect.poll(() => refundMails(id)).toEqual([['buyer@example.com', '$15.00']]);

        // A refund made in Stripe's dashboard is learned from its event: recorded, and the buyer told once.
        expect((await dashboardRefund(row.paymentId!, 700)).status).toBe(200);
        const charge = await chargeOf(id);
        const learned = charge.refunds.data[0];
        expect((await deliver(fake!.event(shop.account, 'charge.refunded', charge))).status).toBe(200);
        expect((await deliver(fake!.event(shop.account, 'charge.refunded', charge))).status).toBe(200);
        const after = await owner.get(`/api/projects/${shop.mag._id}/orders/${id}`);
        expect(after.body.refundedAmount).toBe(2200);
        expect(after.body.refunds.map((entry: any) => [entry.id, entry.amount])).toEqual([
          [done.body.refunds[0].id, 1500],
          [learned.id, 700],
        ]);
        await expect.poll(() => refundMails(id)).toEqual([
          ['buyer@example.com', '$15.00'],
          ['buyer@example.com', '$7.00'],
        ]);
      });

      it('a refund Stripe refuses is answered as Stripe says, and nothing is written', async () => {
        const id = await order();
        const { paymentId } = await orderRow(id);
        // Stripe gave everything back already (its event not delivered yet): Folio still thinks all is left.
        expect((await dashboardRefund(paymentId!, TOTAL)).status).toBe(200);
        const before = await orderRow(id);
        const refused = await refund(id, { amount: 100 });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
        expect(await orderRow(id)).toMatchObject({ refundedAmount: 0, data: before.data });
        expect(await refundMails(id)).toEqual([]);
      });
    }
  });
});
