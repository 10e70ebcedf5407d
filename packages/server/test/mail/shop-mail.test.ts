import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { mailOf } from '../../src/mail/mail-service';
import { noticeOrderFulfilled, noticeOrderRefunded } from '../../src/mail/shop-notices';
import { drivers, signUp, startServer, startTestServer, type Client, type TestServer } from '../support/harness';
import { addPrice, addSku, CARD_OK, cardToken, openShop, orderOf, SHIPPING, shopPath, visitorOf } from '../shop/shop-fixtures';
import { startSmtp, type SmtpFixture } from './smtp-fixture';

const HOSTILE_NAME = '<script>alert("name")</script> & Co';
const HOSTILE_NOTE = '<img src=x onerror=alert(1)> leave at the "door"';

/** A paid order of two T-shirts and a poster, with a hostile name and note; answers the order as paid. */
async function payOrder(server: TestServer, owner: Client, title = 'Shop issue') {
  const { mag, numId } = await openShop(owner, title);
  const tee = await addSku(owner, numId, { price: 2000, attributes: { size: 'M' } }, { name: 'T-shirt', shippable: true });
  const poster = await addSku(owner, numId, { price: 1500 }, { name: 'Poster' });
  const buyer = visitorOf(server);
  const shipping = { ...SHIPPING, name: HOSTILE_NAME };
  const created = await buyer.post(
    shopPath(numId, 'orders/'),
    orderOf([{ id: tee.id, quantity: 2 }, { id: poster.id }], { shipping, metadata: { note: HOSTILE_NOTE } }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const paid = await buyer.post(shopPath(numId, `orders/${created.body.data.id}/pay/`), { stripe_token: await cardToken(buyer, numId), email: 'buyer@example.com' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.data.status).toBe('paid');
  await mailOf(server.app).idle();
  return { mag, order: paid.body.data };
}

describe.each(drivers)('shop e-mail through SMTP on %s', (driver) => {
  let smtp: SmtpFixture;
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(driver, { smtpUrl: smtp.url, mailFrom: 'Folio Shop <shop@folio.test>' });
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("a paid order sends the buyer's confirmation and the owner's notice, with items, amounts, address, tax, total and order id", async () => {
    const { order } = await payOrder(server, owner, 'Spring Shop');
    expect(smtp.received).toHaveLength(2);
    const toBuyer = smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'buyer@example.com')!;
    const toOwner = smtp.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === owner.user.email)!;
    expect(toBuyer.subject).toBe('Your order from Spring Shop');
    expect(toBuyer.from?.text).toContain('shop@folio.test');
    expect(toBuyer.text).toContain('Thank you for your order.');
    expect(toBuyer.text).toContain('2 × T-shirt (M)  $40.00');
    expect(toBuyer.text).toContain('1 × Poster  $15.00');
    expect(toBuyer.text).toContain('Tax: $0.00');
    expect(toBuyer.text).toContain('Total: $55.00');
    expect(toBuyer.text).toContain(`Order ID: ${order.id}`);
    expect(toBuyer.text).toContain('1 Main St');
    expect(toBuyer.text).toContain('62701 Springfield, IL');
    expect(toBuyer.text).toContain('Shipping method: ');
    // The buyer's own mail does not repeat the owner's view (phone, note).
    expect(toBuyer.text).not.toContain('Note:');

    expect(toOwner.subject).toBe('New order on Spring Shop: $55.00');
    expect(toOwner.text).toContain('Email: buyer@example.com');
    expect(toOwner.text).toContain(`Phone: ${SHIPPING.phone}`);
    expect(toOwner.text).toContain(`Note: ${HOSTILE_NOTE}`);
    expect(toOwner.html).toContain('$55.00');

    const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id));
    expect(rows.map((row) => [row.kind, row.status, row.error]).sort()).toEqual([
      ['order_confirmation', 'sent', null],
      ['order_notice', 'sent', null],
    ]);
    expect(rows.every((row) => row.sentAt instanceof Date)).toBe(true);
  });

  it('the HTML escapes what the buyer typed: no tag of theirs reaches the message', async () => {
    smtp.received.length = 0;
    await payOrder(server, owner);
    const toOwner = smtp.received.find((mail) => mail.subject?.startsWith('New order'))!;
    const html = String(toOwner.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; leave at the &quot;door&quot;');
  });

  it("a paid invoice of the price flow sends the buyer's confirmation and the owner's notice; reading it again sends nothing", async () => {
    smtp.received.length = 0;
    const { numId } = await openShop(owner, 'Price Shop');
    const price = await addPrice(owner, numId, 2500, 'usd', 'Yearly print');
    const buyer = visitorOf(server);
    const customer = (await buyer.post(shopPath(numId, 'customers/'), { customer_data: { email: 'payer@example.com', name: 'Pat Payer', phone: '+1 415 555 0199', shipping: SHIPPING } })).body.data;
    await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.id, prices: [{ price: price.id, quantity: 2 }] });
    const invoice = (
      await buyer.post(shopPath(numId, 'invoices/'), {
        invoiceData: { customer: customer.id, collection_method: 'charge_automatically', auto_advance: false, metadata: { customer_note: 'Ring twice' } },
      })
    ).body.data;
    const open = (await buyer.post(shopPath(numId, `invoices/${invoice.id}/finalize/`))).body.data;
    const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.payment_intent}/`))).body.data;
    const card = { number: CARD_OK, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' };
    const paid = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card } });
    expect(paid.body.data.status).toBe('succeeded');
    // The buyer's tab reads the paid invoice again: nothing more is sent.
    expect((await buyer.get(shopPath(numId, `invoices/${invoice.id}/`))).body.data.status).toBe('paid');
    await mailOf(server.app).idle();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['New payment on Price Shop: $50.00', 'Your payment to Price Shop']);
    const toBuyer = smtp.received.find((mail) => mail.subject === 'Your payment to Price Shop')!;
    expect((toBuyer.to as { text: string }).text).toBe('payer@example.com');
    expect(toBuyer.text).toContain('2 × Yearly print  $50.00');
    expect(toBuyer.text).toContain(`Invoice ID: ${invoice.id}`);
    expect(toBuyer.text).toContain('Total: $50.00');
    const toOwner = smtp.received.find((mail) => mail.subject?.startsWith('New payment'))!;
    expect(toOwner.text).toContain('Buyer: Pat Payer');
    expect(toOwner.text).toContain('Note: Ring twice');
  });

  it('fulfilment tells the buyer with the tracking link (http(s) only, escaped); a refund tells the amount, each once', async () => {
    const { mag, order } = await payOrder(server, owner, 'Track Shop');
    smtp.received.length = 0;
    noticeOrderFulfilled(server.app, { magId: mag._id, order, trackingUrl: 'https://track.example/p?id=1&x="<b>' });
    noticeOrderFulfilled(server.app, { magId: mag._id, order, trackingUrl: 'https://track.example/p?id=1&x="<b>' });
    noticeOrderRefunded(server.app, { magId: mag._id, order, amount: 1500, refundId: 're_1' });
    noticeOrderRefunded(server.app, { magId: mag._id, order, amount: 1500, refundId: 're_1' });
    await mailOf(server.app).idle();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['A refund from Track Shop', 'Your order from Track Shop is on its way']);
    const sent = smtp.received.find((mail) => mail.subject?.endsWith('on its way'))!;
    expect((sent.to as { text: string }).text).toBe('buyer@example.com');
    expect(sent.text).toContain('Your order has been sent.');
    expect(sent.text).toContain('Track the parcel: https://track.example/p?id=1&x=%22%3Cb%3E');
    expect(String(sent.html)).toContain('<a href="https://track.example/p?id=1&amp;x=%22%3Cb%3E">Track the parcel</a>');
    const refund = smtp.received.find((mail) => mail.subject === 'A refund from Track Shop')!;
    expect(refund.text).toContain('You were refunded $15.00.');
    expect(refund.text).toContain(`Order ID: ${order.id}`);

    // A link that is not http(s) is never made a link.
    smtp.received.length = 0;
    const { mag: other, order: second } = await payOrder(server, owner, 'Track Shop');
    smtp.received.length = 0;
    noticeOrderFulfilled(server.app, { magId: other._id, order: second, trackingUrl: 'javascript:alert(1)' });
    await mailOf(server.app).idle();
    expect(smtp.received).toHaveLength(1);
    expect(String(smtp.received[0]!.html)).not.toContain('href="javascript');
    expect(smtp.received[0]!.text).toContain('Track the parcel: javascript:alert(1)');
  });
});

describe.each(drivers)('shop e-mail without SMTP_URL on %s', (driver) => {
  let server: TestServer;
  let owner: Client & { user: any };
  let stranger: Client & { user: any };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await signUp(server.baseUrl, 'Shop Owner');
    stranger = await signUp(server.baseUrl, 'Stranger');
  });
  afterAll(() => server.close());

  it('keeps the messages in the outbox as unsent, readable by the owner only', async () => {
    const { order } = await payOrder(server, owner, 'Quiet Shop');
    const list = await owner.get('/api/outbox');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(list.body.messages.map((m: any) => [m.kind, m.status, m.project]).sort()).toEqual([
      ['order_confirmation', 'unsent', 'Quiet Shop'],
      ['order_notice', 'unsent', 'Quiet Shop'],
    ]);
    const confirmation = list.body.messages.find((m: any) => m.kind === 'order_confirmation');
    expect(confirmation).toMatchObject({ to: 'buyer@example.com', subject: 'Your order from Quiet Shop', error: null, sent: null });
    expect(confirmation).not.toHaveProperty('text');

    const one = await owner.get(`/api/outbox/${confirmation.id}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toContain(`Order ID: ${order.id}`);
    expect(one.body.html).toContain('Total');

    expect((await stranger.get(`/api/outbox/${confirmation.id}`)).status).toBe(404);
    expect((await stranger.get('/api/outbox')).body).toMatchObject({ total: 0, messages: [] });
    expect((await visitorOf(server).get('/api/outbox')).status).toBe(401);
    expect((await visitorOf(server).get(`/api/outbox/${confirmation.id}`)).status).toBe(401);
  });

  it('lists newest first, a page at a time; a bad page is 400 with errors', async () => {
    await payOrder(server, owner, 'Second Shop');
    const first = await owner.get('/api/outbox?pageSize=2');
    expect(first.body.total).toBe(4);
    expect(first.body.messages.every((m: any) => m.project === 'Second Shop')).toBe(true);
    const second = await owner.get('/api/outbox?pageSize=2&page=2');
    expect(second.body.messages.every((m: any) => m.project === 'Quiet Shop')).toBe(true);
    const bad = await owner.get('/api/outbox?pageSize=1000');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400 });
    expect(bad.body.errors?.length).toBeGreaterThan(0);
  });
});

describe.each(drivers)('shop e-mail when the SMTP server refuses on %s', (driver) => {
  let smtp: SmtpFixture;
  let server: TestServer;
  let owner: Client & { user: any };

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: 'Mailbox unavailable' });
    server = await startTestServer(driver, { smtpUrl: smtp.url });
    owner = await signUp(server.baseUrl, 'Shop Owner');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("the payment still succeeds and the messages are 'failed' with the server's error", async () => {
    await payOrder(server, owner);
    expect(smtp.received).toHaveLength(0);
    const list = (await owner.get('/api/outbox')).body.messages;
    expect(list).toHaveLength(2);
    for (const message of list) {
      expect(message.status).toBe('failed');
      expect(message.error).toContain('Mailbox unavailable');
    }
  });
});

describe.each(drivers)('shop e-mail retries on %s', (driver) => {
  it('a refused message is tried again after a wait and then sent', async () => {
    const smtp = await startSmtp({ refuse: 'Try again later', refuseFirst: 2 });
    const server = await startTestServer(driver, { smtpUrl: smtp.url, mailRetryDelaysMs: [50, 50] });
    try {
      const owner = await signUp(server.baseUrl, 'Shop Owner');
      await payOrder(server, owner);
      const statuses = async () => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id))).map((row) => row.status);
      await expect.poll(statuses, { timeout: 5_000 }).toEqual(['sent', 'sent']);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it("messages left 'failed' or 'sending' (a crash mid-send) are sent on the next start", async () => {
    const down = await startSmtp({ refuse: 'Down for maintenance' });
    const first = await startTestServer(driver, { smtpUrl: down.url, mailRetryDelaysMs: [] });
    const owner = await signUp(first.baseUrl, 'Shop Owner');
    await payOrder(first, owner);
    expect((await owner.get('/api/outbox')).body.messages.map((m: any) => m.status)).toEqual(['failed', 'failed']);
    // One of them as a process stopped while the SMTP server had it leaves it.
    const [oneRow] = await first.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id)).limit(1);
    await first.database.db.update(mailOutbox).set({ status: 'sending', error: null }).where(eq(mailOutbox.id, oneRow!.id));
    await first.app.close();
    await down.close();

    const up = await startSmtp();
    const again = await startServer(first.database, { smtpUrl: up.url });
    try {
      await mailOf(again.app).idle();
      expect(up.received.map((mail) => mail.subject).sort()).toEqual(['New order on Shop issue: $55.00', 'Your order from Shop issue']);
      const rows = await again.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.user._id));
      expect(rows.map((row) => [row.status, row.error])).toEqual([
        ['sent', null],
        ['sent', null],
      ]);
    } finally {
      await again.app.close();
      await first.database.close();
      await first.storage.dispose();
      await up.close();
    }
  });
});
