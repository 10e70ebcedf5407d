import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { shopConnections, shopInvoices, shopOrders, shopPaymentIntents, shopStripeStock } from '../../src/db/schema';
import { createProject, drivers, type Client, type TestServer } from '../support/harness';
import type { FakeStripe } from '../support/fake-stripe';
import { expandOf } from '../support/fake-stripe';
import { connectStripeShop, orderOf, SHIPPING, shopPath, useStripeServer, visitorOf } from './shop-fixtures';

// The Stripe gateway (STRIPE_SECRET_KEY set), through the official SDK, against a loopback stand-in for Stripe's API.
describe.each(drivers)('shop with Stripe on %s', (driver) => {
  const stripe = useStripeServer(driver);
  let server: TestServer;
  let fake: FakeStripe;
  let owner: Client & { user: any };
  beforeAll(() => ({ server, fake, owner } = stripe));

  const callsTo = (method: string, path: RegExp) => fake.requests.filter((request) => request.method === method && path.test(request.path));

  const stripeShop = () => connectStripeShop(owner, fake);

  function catalogue(account: string) {
    const tee = fake.addProduct(account, { name: 'T-shirt', shippable: true, images: ['https://cdn.example.com/tee.jpg'] });
    const small = fake.addPrice(account, { product: tee.id, unit_amount: 2000, metadata: { size: 'S' } });
    const ebook = fake.addProduct(account, { name: 'E-book' });
    const book = fake.addPrice(account, { product: ebook.id, unit_amount: 900 });
    return { tee, small, ebook, book };
  }

  it('connecting opens Stripe’s onboarding for a new Standard account; the return marks it connected once done', async () => {
    const mag = await createProject(owner);
    const started = await owner.post(`/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`);
    expect(started.body.status).toBe('pending');
    const account = started.body.ecommerce_data.stripe.stripe_data.stripe_user_id;
    expect(started.body.url).toBe(`https://connect.stripe.test/setup/${account}`);
    const [create] = callsTo('POST', /^\/v1\/accounts$/).slice(-1);
    expect(create!.params.type).toBe('standard');
    expect(create!.authorization).toBe('Bearer sk_test_fake');
    const [link] = callsTo('POST', /^\/v1\/account_links$/).slice(-1);
    expect(link!.params).toMatchObject({ account, type: 'account_onboarding', return_url: expect.stringContaining(`/api/connect/ecommerce/stripe/return?num_id=${mag.num_id}`) });

    // A browser is sent on to Stripe.
    const browser = await fetch(`${server.baseUrl}/api/connect/ecommerce/stripe/connect?num_id=${mag.num_id}`, { method: 'POST', redirect: 'manual', headers: { accept: 'text/html', cookie: await sessionCookie(owner) } });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`https://connect.stripe.test/setup/${account}`);

    // Back before finishing: still pending, and the shop stays closed.
    expect((await owner.get(`/api/connect/ecommerce/stripe/return?num_id=${mag.num_id}`)).body.status).toBe('pending');
    expect((await owner.get(shopPath(mag.num_id, 'products/'))).status).toBe(409);
    fake.accounts.get(account)!.details_submitted = true;
    expect((await owner.get(`/api/connect/ecommerce/stripe/return?num_id=${mag.num_id}`)).body.status).toBe('connected');
    const data = await owner.get(`/api/projects/${mag.num_id}/ecommerce/data/`);
    expect(data.body.data).toEqual({
      ecommerce_data: { stripe: { status: 'connected', stripe_data: { stripe_user_id: account } } },
      gateway: { mode: 'stripe', publishable_key: 'pk_test_fake', stripe_account: account, country: 'GB' },
    });
    const [row] = await server.database.db.select().from(shopConnections).where(eq(shopConnections.magId, mag._id));
    expect(row).toMatchObject({ provider: 'stripe', status: 'connected', accountId: account });
  });

  it('products come from the connected account (Stripe-Account header): each one-time price is a sku and a price', async () => {
    const { numId, account } = await stripeShop();
    const { tee, small, book } = catalogue(account);
    const reply = await visitorOf(server).get(shopPath(numId, 'products/'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.map((product: any) => product.name)).toEqual(['T-shirt', 'E-book']);
    expect(reply.body.data[0]).toMatchObject({ id: tee.id, shippable: true, articles: [{ id: small.id, price: 2000, attributes: { size: 'S' }, inventory: { type: 'infinite' } }], prices: [{ id: small.id, unit_amount: 2000 }] });
    const lists = [...callsTo('GET', /^\/v1\/products$/), ...callsTo('GET', /^\/v1\/prices$/)].slice(-2);
    expect(lists.map((request) => request.account)).toEqual([account, account]);
    const skus = await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${book.id}`));
    expect(skus.body.data.map((sku: any) => sku.id)).toEqual([book.id]);
    // The catalogue is edited in Stripe, and cards go to Stripe.js.
    expect((await owner.post(shopPath(numId, 'products/'), { name: 'Local' })).body.message).toMatch(/Stripe dashboard/);
    expect((await visitorOf(server).post(shopPath(numId, 'tokens/'), { card: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' } })).status).toBe(409);
  });

  it('a sku order is paid by a charge of the card token on the connected account, once; a declined card charges nothing', async () => {
    const { numId, account } = await stripeShop();
    const { small } = catalogue(account);
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: small.id, quantity: 2 }], { shipping: SHIPPING }))).body.data;
    expect(order.amount).toBe(4000);
    const declined = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', decline_code: 'generic_decline' });
    expect(fake.objects(account, 'charge')).toHaveLength(0);

    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa', email: 'receipt@example.com' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', email: 'receipt@example.com' });
    const [charge] = callsTo('POST', /^\/v1\/charges$/).slice(-1);
    expect(charge).toMatchObject({ account, idempotencyKey: `order-${order.id}-tok_visa` });
    expect(charge!.params).toMatchObject({
      amount: '4000',
      currency: 'usd',
      source: 'tok_visa',
      receipt_email: 'receipt@example.com',
      description: `Order ${order.id} — 2 items`,
      metadata: { order_id: order.id, items: '2 × T-shirt (S)', phone: SHIPPING.phone },
      shipping: { name: SHIPPING.name, phone: SHIPPING.phone, address: SHIPPING.address },
    });
    expect(fake.objects(account, 'charge')).toHaveLength(1);
    const [row] = await server.database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row!.paymentId).toBe(fake.objects(account, 'charge')[0]!.id);
  });

  it('the charge carries the order to Stripe: its items summed up within Stripe’s metadata limits, the buyer’s note', async () => {
    const { numId, account } = await stripeShop();
    const skus = Array.from({ length: 12 }, (_, index) => {
      const product = fake.addProduct(account, { name: `A rather long product name for the summary, number ${index + 1}` });
      return fake.addPrice(account, { product: product.id, unit_amount: 100 });
    });
    const buyer = visitorOf(server);
    const note = 'Leave it at the door. '.repeat(40);
    const made = await buyer.post(shopPath(numId, 'orders/'), orderOf(skus.map((sku) => ({ id: sku.id, quantity: 1 })), { metadata: { note }, email: 'buyer@example.com' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const order = made.body.data;
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' })).status).toBe(200);
    const [charge] = callsTo('POST', /^\/v1\/charges$/).slice(-1);
    const { metadata } = charge!.params;
    expect(charge!.params.description).toBe(`Order ${order.id} — 12 items`);
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(50);
    for (const value of Object.values(metadata)) expect((value as string).length).toBeLessThanOrEqual(500);
    expect(metadata.items).toMatch(/^1 × A rather long product name for the summary, number 1; 1 × /);
    expect(metadata.items.endsWith('…')).toBe(true);
    expect(metadata.note).toBe(`${note.slice(0, 499)}…`);
    expect(charge!.params.shipping).toBeUndefined();
  });

  it('a second change of an order while its payment runs is rejected; the payment then completes', async () => {
    const { numId, account } = await stripeShop();
    const { book } = catalogue(account);
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: book.id }]))).body.data;
    const held = fake.hold(/^POST \/v1\/charges$/);
    const paying = buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    await held.arrived;
    const cancel = await buyer.patch(shopPath(numId, `orders/${order.id}/`), { status: 'canceled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('This order is being changed; try again when that change ends');
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' })).status).toBe(409);
    held.release();
    expect((await paying).body.data.status).toBe('paid');
    expect(fake.objects(account, 'charge')).toHaveLength(1);
  });

  it('the price flow calls Stripe on the connected account: customer, invoice items, invoice, finalize, payment intent, void, delete', async () => {
    const { numId, account } = await stripeShop();
    const { book, small } = catalogue(account);
    const buyer = visitorOf(server);
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: { email: 'buyer@example.com', name: 'Ada Buyer', shipping: SHIPPING } })).body.data;
    expect(customer.id).toMatch(/^cus_/);
    expect(fake.objects(account, 'customer')[0]).toMatchObject({ email: 'buyer@example.com', shipping: { name: 'Ada Buyer', address: { city: 'Springfield', country: 'US' } } });
    const items = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: book.id, quantity: 2 }, { price: small.id, quantity: 1 }] });
    expect(items.body.data.map((item: any) => [item.price, item.amount])).toEqual([
      [book.id, 1800],
      [small.id, 2000],
    ]);
    expect(callsTo('POST', /^\/v1\/invoiceitems$/).slice(-2).map((request) => request.params.pricing.price)).toEqual([book.id, small.id]);

    const invoice = (await buyer.post(shopPath(numId, 'invoices/'), { invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false, metadata: { customer_note: 'Hi' } } })).body.data;
    expect(invoice).toMatchObject({ status: 'draft', total: 3800, metadata: { customer_note: 'Hi' }, customer_shipping: { name: 'Ada Buyer' } });
    const [create] = callsTo('POST', /^\/v1\/invoices$/).slice(-1);
    expect(create!.params).toMatchObject({ customer: customer.id, collection_method: 'charge_automatically', auto_advance: 'false', pending_invoice_items_behavior: 'include' });
    expect(expandOf(create!)).toEqual(['payments']);

    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    expect(open.status).toBe('open');
    expect(open.payment_intent).toMatch(/^pi_/);
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 3800, invoice: invoice.id });
    expect(intent.client_secret).toBeTruthy();
    const receipt = await buyer.patch(shopPath(numId, `payment_intents/${intent.id}/`), { paymentIntentData: { receipt_email: 'buyer@example.com' } });
    expect(receipt.body.data.receipt_email).toBe('buyer@example.com');
    // Stripe.js confirms the card payment in the browser; test mode's stand-in is not offered.
    expect((await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' } } })).status).toBe(409);
    expect((await buyer.post(shopPath(numId, `invoices/${invoice.id}/void/`))).body.data.status).toBe('void');

    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: book.id, quantity: 1 }] });
    const draft = (await buyer.post(shopPath(numId, 'invoices/'), { invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false } })).body.data;
    expect((await buyer.delete(shopPath(numId, `invoices/${draft.id}/`))).body.data.deleted).toBe(true);
    expect(fake.objects(account, 'invoice').map((item) => item.id)).not.toContain(draft.id);
    // Every one of these calls went to the connected account.
    const scoped = fake.requests.filter((request) => /^\/v1\/(customers|invoiceitems|invoices|payment_intents|charges|products|prices)/.test(request.path));
    expect(scoped.every((request) => request.account)).toBe(true);
  });

  it('a card payment Stripe.js confirmed in the browser is recorded when the sidebar reads the intent and invoice again', async () => {
    const { numId, account } = await stripeShop();
    const { book } = catalogue(account);
    const buyer = visitorOf(server);
    // The viewer learns it runs on Stripe, with the key and account Stripe.js needs.
    expect((await buyer.get(`/api/projects/${numId}/ecommerce/data/`)).body.data.gateway).toEqual({ mode: 'stripe', publishable_key: 'pk_test_fake', stripe_account: account, country: 'GB' });
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: { email: 'buyer@example.com', name: 'Ada Buyer', shipping: SHIPPING } })).body.data;
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: book.id, quantity: 1 }] });
    const invoice = (await buyer.post(shopPath(numId, 'invoices/'), { invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false } })).body.data;
    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    expect(intent.client_secret).toBeTruthy();

    // Stripe.js confirms the payment with Stripe directly: our server hears nothing of it…
    Object.assign(fake.objects(account, 'payment_intent').find((item) => item.id === intent.id)!, { status: 'succeeded' });
    Object.assign(fake.objects(account, 'invoice').find((item) => item.id === invoice.id)!, { status: 'paid', amount_paid: open.total });
    const [before] = await server.database.db.select().from(shopPaymentIntents).where(eq(shopPaymentIntents.id, intent.id));
    expect(before!.status).toBe('requires_payment_method');
    // …until the sidebar reads the intent and the invoice again.
    expect((await buyer.get(shopPath(numId, `payment_intents/${intent.id}/`))).body.data.status).toBe('succeeded');
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data.status).toBe('paid');
    const [after] = await server.database.db.select().from(shopPaymentIntents).where(eq(shopPaymentIntents.id, intent.id));
    expect(after!.status).toBe('succeeded');
    const [recorded] = await server.database.db.select().from(shopInvoices).where(eq(shopInvoices.id, invoice.id));
    expect(recorded!.status).toBe('paid');
  });

  /** The stock our table keeps for a Stripe price, as the shop lists it. */
  async function listedInventory(numId: number, priceId: string) {
    const reply = await visitorOf(server).get(shopPath(numId, `skus/?skus_ids=${priceId}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data[0].inventory;
  }

  it('the owner sets a Stripe sku’s inventory; the shop lists it; nothing else of the sku is changed here', async () => {
    const { numId, account } = await stripeShop();
    const { small, book } = catalogue(account);
    const set = await owner.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'finite', quantity: 3 } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ id: small.id, price: 2000, inventory: { type: 'finite', quantity: 3, value: null } });
    expect(await listedInventory(numId, small.id)).toEqual({ type: 'finite', quantity: 3, value: null });
    const products = await visitorOf(server).get(shopPath(numId, 'products/'));
    expect(products.body.data[0].articles[0].inventory).toEqual({ type: 'finite', quantity: 3, value: null });
    // A price without a row of ours is unlimited.
    expect(await listedInventory(numId, book.id)).toEqual({ type: 'infinite', quantity: null, value: null });

    const bucket = await owner.patch(shopPath(numId, `skus/${book.id}/`), { inventory: { type: 'bucket', value: 'out_of_stock' } });
    expect(bucket.body.data.inventory).toEqual({ type: 'bucket', quantity: null, value: 'out_of_stock' });
    const refused = await visitorOf(server).post(shopPath(numId, 'orders/'), orderOf([{ id: book.id }]));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'This item(s) cannot be used to create an order: E-book is/are out of stock', kind: 'outOfStock', skus: [book.id] });

    const price = await owner.patch(shopPath(numId, `skus/${small.id}/`), { price: 100 });
    expect(price.status).toBe(409);
    expect(price.body.message).toBe('Only the inventory of a Stripe sku is set here; its price, attributes and image are edited in the Stripe dashboard');
    expect((await owner.patch(shopPath(numId, 'skus/price_unknown/'), { inventory: { type: 'infinite' } })).status).toBe(404);
    expect((await visitorOf(server).patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'infinite' } })).status).not.toBe(200);
    expect(await listedInventory(numId, small.id)).toEqual({ type: 'finite', quantity: 3, value: null });
  });

  it('a paid sku order takes its units from a finite Stripe sku once; a declined card and a cancelled order give them back', async () => {
    const { numId, account } = await stripeShop();
    const { small } = catalogue(account);
    await owner.patch(shopPath(numId, `skus/${small.id}/`), { inventory: { type: 'finite', quantity: 5 } });
    const buyer = visitorOf(server);
    const order = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: small.id, quantity: 2 }], { shipping: SHIPPING }))).body.data;
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_chargeDeclined' })).status).toBe(402);
    expect((await listedInventory(numId, small.id)).quantity).toBe(5);
    const paid = await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await listedInventory(numId, small.id)).quantity).toBe(3);
    // Paid is final: paying again takes nothing more.
    expect((await buyer.post(shopPath(numId, `orders/${order.id}/pay/`), { stripe_token: 'tok_visa' })).status).toBe(409);
    expect((await listedInventory(numId, small.id)).quantity).toBe(3);
    expect(fake.objects(account, 'charge')).toHaveLength(1);

    // More than is left: refused when ordering.
    const tooMany = await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: small.id, quantity: 4 }], { shipping: SHIPPING }));
    expect(tooMany.body).toMatchObject({ kind: 'outOfStock', skus: [small.id] });

    // As after a payment whose outcome Stripe could not tell: the units are held by the order until it is cancelled.
    const held = (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: small.id, quantity: 3 }], { shipping: SHIPPING }))).body.data;
    await server.database.db.update(shopStripeStock).set({ inventoryQuantity: 0 }).where(eq(shopStripeStock.priceId, small.id));
    await server.database.db.update(shopOrders).set({ stockTaken: true }).where(eq(shopOrders.id, held.id));
    expect((await buyer.patch(shopPath(numId, `orders/${held.id}/`), { status: 'canceled' })).body.data.status).toBe('canceled');
    expect((await listedInventory(numId, small.id)).quantity).toBe(3);
  });

  it('two buyers, one unit of a Stripe sku left, paying at once: exactly one pays, the other is told it is out of stock; nothing is oversold', async () => {
    const { mag, numId, account } = await stripeShop();
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      const product = fake.addProduct(account, { name: `Last one ${round}` });
      const price = fake.addPrice(account, { product: product.id, unit_amount: 1500 });
      await owner.patch(shopPath(numId, `skus/${price.id}/`), { inventory: { type: 'finite', quantity: 1 } });
      const buyers = [visitorOf(server), visitorOf(server)];
      const orders = await Promise.all(buyers.map(async (buyer) => (await buyer.post(shopPath(numId, 'orders/'), orderOf([{ id: price.id }]))).body.data));
      const replies = await Promise.all(buyers.map((buyer, i) => buyer.post(shopPath(numId, `orders/${orders[i].id}/pay/`), { stripe_token: 'tok_visa' })));
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses, JSON.stringify(replies.map((reply) => reply.body))).toEqual([200, 409]);
      const refused = replies.find((reply) => reply.status === 409)!;
      expect(refused.body).toMatchObject({ message: `This item(s) cannot be used to create an order: Last one ${round} is/are out of stock`, kind: 'outOfStock', skus: [price.id] });
      const [row] = await server.database.db.select().from(shopStripeStock).where(and(eq(shopStripeStock.magId, mag._id), eq(shopStripeStock.priceId, price.id)));
      expect(row!.inventoryQuantity).toBe(0);
    }
    expect(fake.objects(account, 'charge')).toHaveLength(rounds);
    const paid = await server.database.db.select({ n: count() }).from(shopOrders).where(and(eq(shopOrders.magId, mag._id), eq(shopOrders.status, 'paid')));
    expect(paid[0]!.n).toBe(rounds);
  });

  it('Stripe being unreachable answers 502 with a clear message', async () => {
    const { numId } = await stripeShop();
    // The last test of the file: the stand-in stops for good.
    await fake.stop();
    const reply = await visitorOf(server).get(shopPath(numId, 'products/'));
    expect(reply.status).toBe(502);
    expect(reply.body.message).toBe('The payment provider could not be reached; try again');
  });
});

/** The owner's session cookie, for a request the harness's client cannot make (one that must not follow a redirect). */
async function sessionCookie(client: Client & { user: any }): Promise<string> {
  const login = await fetch(`${client.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: client.user.email, password: 'correct horse battery' }),
  });
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}
