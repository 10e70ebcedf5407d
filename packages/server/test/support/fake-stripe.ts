import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_test_fake';

/**
 * A loopback stand-in for the parts of Stripe's HTTP API the Stripe gateway calls: Connect accounts and onboarding
 * links, products and prices, charges of card tokens and their refunds, customers, invoice items, invoices and payment intents, each
 * kept per connected account (the Stripe-Account header). The official SDK talks to it through its host, port and
 * protocol settings. Card tokens follow Stripe's test tokens: tok_visa pays, tok_chargeDeclined is declined.
 */

type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  account: string | undefined;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Json;
}

interface Account {
  objects: Map<string, Json>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: `a[b][0]=x` → { a: { b: ['x'] } } (arrays stay objects keyed by index, then are listed). */
function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  return root;
}

const listOf = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value as Json).map(String) : typeof value === 'string' ? [value] : []);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const missing = (what: string, id: string) => new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` });

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly accounts = new Map<string, Json>();
  private readonly stores = new Map<string, Account>();
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private readonly holds: { match: RegExp; release: Promise<void>; arrived: () => void }[] = [];
  private server: Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Stops answering (at once: open connections are closed too); stopping twice is harmless. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The gateway settings that point the SDK here. */
  config() {
    return { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', host: '127.0.0.1', port: this.port, protocol: 'http' as const, webhookSecret: WEBHOOK_SECRET };
  }

  /**
   * A webhook event as Stripe sends it from a connected account: the JSON body and its Stripe-Signature header, signed
   * with the webhook secret by the SDK (`timestamp` in seconds: an old one is refused).
   */
  event(account: string | undefined, type: string, object: Json, options: { id?: string; timestamp?: number; secret?: string } = {}): { id: string; body: string; signature: string } {
    const id = options.id ?? newId('evt');
    const body = JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: now(), type, account, livemode: false, pending_webhooks: 1, data: { object } });
    const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return { id, body, signature };
  }

  private store(account: string): Account {
    let store = this.stores.get(account);
    if (!store) {
      store = { objects: new Map() };
      this.stores.set(account, store);
    }
    return store;
  }

  /** A connected account that finished onboarding (as after Stripe's return). */
  addAccount(id = newId('acct'), detailsSubmitted = true): string {
    this.accounts.set(id, { id, object: 'account', type: 'standard', country: 'GB', details_submitted: detailsSubmitted, charges_enabled: detailsSubmitted });
    return id;
  }

  addProduct(account: string, fields: Partial<Json> & { name: string }): Json {
    const product = { id: newId('prod'), object: 'product', active: true, images: [], shippable: false, metadata: {}, created: now() + this.store(account).objects.size, ...fields };
    this.store(account).objects.set(product.id, product);
    return product;
  }

  addPrice(account: string, fields: Partial<Json> & { product: string; unit_amount: number }): Json {
    const price = { id: newId('price'), object: 'price', active: true, currency: 'usd', billing_scheme: 'per_unit', type: 'one_time', nickname: null, metadata: {}, created: now(), ...fields };
    this.store(account).objects.set(price.id, price);
    return price;
  }

  /** Keeps an object (a charge made elsewhere, say) in the account, as Stripe would answer it. */
  put(account: string, object: Json): Json {
    this.store(account).objects.set(object.id, object);
    return object;
  }

  objects(account: string, object: string): Json[] {
    return [...this.store(account).objects.values()].filter((item) => item.object === object);
  }

  /** Holds the next request whose "METHOD path" matches until the returned release() is called. */
  hold(match: RegExp): { arrived: Promise<void>; release: () => void } {
    let release!: () => void;
    let arrived!: () => void;
    const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
    const releasePromise = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ match, release: releasePromise, arrived });
    return { arrived: arrivedPromise, release };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const params = { ...decodeForm(url.search.slice(1)), ...decodeForm(Buffer.concat(chunks).toString()) };
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
      authorization: header('authorization'),
      params,
    };
    this.requests.push(recorded);
    const holdIndex = this.holds.findIndex((hold) => hold.match.test(`${method} ${url.pathname}`));
    if (holdIndex >= 0) {
      const [hold] = this.holds.splice(holdIndex, 1);
      hold!.arrived();
      await hold!.release;
    }
    const replayKey = recorded.idempotencyKey && `${recorded.account}:${recorded.idempotencyKey}`;
    let answer = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (!answer) {
      try {
        answer = { status: 200, body: this.route(method, url.pathname, recorded.account, params) };
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        answer = { status: error.status, body: { error: error.body } };
      }
      if (replayKey && method === 'POST') this.idempotent.set(replayKey, answer);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, account: string | undefined, params: Json): Json {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, action] = parts;
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    if (resource === 'accounts' || resource === 'account_links') return this.platform(key, id, params);
    if (!account) throw new StripeFailure(400, { type: 'invalid_request_error', message: 'This fake only serves connected accounts' });
    const store = this.store(account);
    const get = (object: string, what: string, wanted: string) => {
      const found = store.objects.get(wanted);
      if (!found || found.object !== object) throw missing(what, wanted);
      return found;
    };
    const put = (object: Json) => {
      store.objects.set(object.id, object);
      return object;
    };
    switch (key) {
      case 'GET products':
        return this.list(this.objects(account, 'product'), params, '/v1/products');
      case 'POST products/:id': {
        // Stripe empties a list or a text with ''.
        const product = get('product', 'product', id!);
        const images = params.images === undefined ? product.images : params.images === '' ? [] : listOf(params.images);
        const description = params.description === undefined ? product.description : params.description || null;
        return put({ ...product, images, description, updated: now() });
      }
      case 'GET prices':
        return this.list(
          this.objects(account, 'price').filter((price) => !params.type || price.type === params.type),
          params,
          '/v1/prices',
        );
      case 'POST charges':
        return this.charge(account, params);
      case 'GET charges/:id':
        return get('charge', 'charge', id!);
      case 'POST refunds':
        return this.refund(account, params);
      case 'POST customers':
        return put({ id: newId('cus'), object: 'customer', created: now(), ...customerFields(params) });
      case 'POST customers/:id':
        return put({ ...get('customer', 'customer', id!), ...customerFields(params) });
      case 'POST invoiceitems': {
        const customer = get('customer', 'customer', params.customer);
        if (params.amount !== undefined && !params.pricing) {
          return put({ id: newId('ii'), object: 'invoiceitem', customer: customer.id, invoice: null, quantity: 1, amount: Number(params.amount), currency: params.currency, description: params.description ?? null, pricing: null });
        }
        const price = get('price', 'price', params.pricing?.price);
        const quantity = Number(params.quantity ?? 1);
        const product = store.objects.get(price.product);
        return put({
          id: newId('ii'),
          object: 'invoiceitem',
          customer: customer.id,
          invoice: null,
          quantity,
          amount: price.unit_amount * quantity,
          currency: price.currency,
          description: product?.name ?? null,
          pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
        });
      }
      case 'DELETE invoiceitems/:id': {
        const item = get('invoiceitem', 'invoiceitem', id!);
        store.objects.delete(item.id);
        return { id: item.id, object: 'invoiceitem', deleted: true };
      }
      case 'POST invoices':
        return this.createInvoice(account, params);
      case 'GET invoices/:id':
        return get('invoice', 'invoice', id!);
      case 'DELETE invoices/:id': {
        const invoice = get('invoice', 'invoice', id!);
        if (invoice.status !== 'draft') throw new StripeFailure(400, { type: 'invalid_request_error', code: 'invoice_not_editable', message: 'You can only delete draft invoices.' });
        store.objects.delete(invoice.id);
        return { id: invoice.id, object: 'invoice', deleted: true };
      }
      case 'POST invoices/:id/void': {
        const invoice = get('invoice', 'invoice', id!);
        return put({ ...invoice, status: 'void' });
      }
      case 'POST invoices/:id/finalize': {
        const invoice = get('invoice', 'invoice', id!);
        if (invoice.status !== 'draft') throw new StripeFailure(400, { type: 'invalid_request_error', code: 'invoice_not_editable', message: 'This invoice is already finalized.' });
        const intent = put({
          id: newId('pi'),
          object: 'payment_intent',
          amount: invoice.total,
          currency: invoice.currency,
          status: 'requires_payment_method',
          client_secret: `${newId('pi')}_secret_${randomBytes(8).toString('hex')}`,
          receipt_email: null,
          created: now(),
          last_payment_error: null,
        });
        return put({ ...invoice, status: 'open', payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }], has_more: false } });
      }
      case 'POST payment_intents':
        return this.createIntent(account, params);
      case 'POST payment_intents/:id/confirm':
        return this.confirmIntent(account, get('payment_intent', 'payment_intent', id!));
      case 'GET payment_intents/:id':
        return get('payment_intent', 'payment_intent', id!);
      case 'POST payment_intents/:id':
        return put({ ...get('payment_intent', 'payment_intent', id!), ...(params.receipt_email ? { receipt_email: params.receipt_email } : {}) });
      default:
        throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${key})` });
    }
  }

  private platform(key: string, id: string | undefined, params: Json): Json {
    switch (key) {
      case 'POST accounts':
        return this.accounts.get(this.addAccount(undefined, false))!;
      case 'GET accounts/:id': {
        const account = this.accounts.get(id!);
        if (!account) throw missing('account', id!);
        return account;
      }
      case 'POST account_links':
        if (!this.accounts.has(params.account)) throw missing('account', params.account);
        return { object: 'account_link', url: `https://connect.stripe.test/setup/${params.account}`, created: now(), expires_at: now() + 300 };
      default:
        throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${key})` });
    }
  }

  private list(items: Json[], params: Json, url: string): Json {
    const sorted = [...items].sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1));
    const start = params.starting_after ? sorted.findIndex((item) => item.id === params.starting_after) + 1 : 0;
    const limit = Number(params.limit ?? 10);
    const data = sorted.slice(start, start + limit);
    return { object: 'list', url, data, has_more: start + limit < sorted.length };
  }

  /**
   * The buyer before the card's bank (3-D Secure), as Stripe.js's handleCardAction shows its check: passed, the
   * intent waits for the server's confirmation; failed, it wants another payment method.
   */
  authenticate(account: string, intentId: string, passed = true): Json {
    const intent = this.store(account).objects.get(intentId);
    if (intent?.status !== 'requires_action') throw new Error(`${intentId} is not waiting for authentication`);
    if (passed) return this.put(account, { ...intent, status: 'requires_confirmation', next_action: null });
    const last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    return this.put(account, { ...intent, status: 'requires_payment_method', next_action: null, last_payment_error });
  }

  /**
   * A payment intent confirmed at once with one of Stripe's test payment methods: pm_card_visa pays,
   * pm_card_chargeDeclined is declined, pm_card_authenticationRequired needs the buyer's authentication first.
   */
  private createIntent(account: string, params: Json): Json {
    const method = String(params.payment_method);
    if (method === 'pm_card_chargeDeclined') {
      throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    }
    if (method !== 'pm_card_visa' && method !== 'pm_card_authenticationRequired') throw missing('payment_method', method);
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      currency: params.currency,
      status: 'requires_confirmation',
      confirmation_method: params.confirmation_method ?? 'automatic',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      payment_method: method,
      receipt_email: params.receipt_email ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      shipping: params.shipping ?? null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      created: now(),
    };
    if (method === 'pm_card_authenticationRequired') return this.put(account, { ...intent, status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    return this.confirmIntent(account, intent);
  }

  /** The intent confirmed: charged when nothing is waited for; an intent still waiting for the buyer stays so. */
  private confirmIntent(account: string, intent: Json): Json {
    if (intent.status === 'requires_action') return intent;
    if (intent.status !== 'requires_confirmation') {
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` });
    }
    const charge = this.put(account, {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      status: 'succeeded',
      paid: true,
      payment_intent: intent.id,
      receipt_email: intent.receipt_email,
      description: intent.description,
      metadata: intent.metadata,
      created: now(),
    });
    return this.put(account, { ...intent, status: 'succeeded', latest_charge: charge.id });
  }

  private charge(account: string, params: Json): Json {
    if (params.source === 'tok_chargeDeclined') {
      throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    }
    if (params.source !== 'tok_visa') throw missing('token', String(params.source));
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: Number(params.amount),
      currency: params.currency,
      status: 'succeeded',
      paid: true,
      receipt_email: params.receipt_email ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      created: now(),
    };
    this.store(account).objects.set(charge.id, charge);
    return charge;
  }

  /**
   * A refund of a charge (or of a payment intent's charge): the whole unrefunded rest unless an amount is given. As
   * Stripe, a refund beyond what is left is refused and changes nothing; the charge's amount_refunded, refunded flag
   * and refunds list grow.
   */
  private refund(account: string, params: Json): Json {
    const charges = this.objects(account, 'charge');
    const charge = params.charge ? charges.find((item) => item.id === params.charge) : charges.find((item) => item.payment_intent === params.payment_intent);
    if (!charge) throw missing(params.charge ? 'charge' : 'payment_intent', String(params.charge ?? params.payment_intent));
    const refunded = Number(charge.amount_refunded ?? 0);
    const left = charge.amount - refunded;
    if (left <= 0) throw new StripeFailure(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left) {
      throw new StripeFailure(400, { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})` });
    }
    const refund = { id: newId('re'), object: 'refund', amount, charge: charge.id, payment_intent: charge.payment_intent ?? null, currency: charge.currency, status: 'succeeded', metadata: params.metadata ?? {}, created: now() };
    const earlier: Json[] = charge.refunds?.data ?? [];
    this.put(account, {
      ...charge,
      amount_refunded: refunded + amount,
      refunded: refunded + amount === charge.amount,
      refunds: { object: 'list', data: [refund, ...earlier], has_more: false, url: `/v1/charges/${charge.id}/refunds` },
    });
    return this.put(account, refund);
  }

  private createInvoice(account: string, params: Json): Json {
    const store = this.store(account);
    const customer = store.objects.get(params.customer);
    if (!customer || customer.object !== 'customer') throw missing('customer', params.customer);
    const pending = params.pending_invoice_items_behavior === 'include'
      ? this.objects(account, 'invoiceitem').filter((item) => item.customer === customer.id && !item.invoice)
      : [];
    const id = newId('in');
    for (const item of pending) store.objects.set(item.id, { ...item, invoice: id });
    const total = pending.reduce((sum, item) => sum + item.amount, 0);
    const invoice = {
      id,
      object: 'invoice',
      status: 'draft',
      created: now(),
      customer: customer.id,
      currency: pending[0]?.currency ?? 'usd',
      lines: {
        object: 'list',
        has_more: false,
        data: pending.map((item) => ({ id: newId('il'), object: 'line_item', amount: item.amount, currency: item.currency, description: item.description, quantity: item.quantity, pricing: item.pricing })),
      },
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      customer_phone: customer.phone ?? null,
      customer_shipping: customer.shipping ?? null,
      collection_method: params.collection_method,
      auto_advance: params.auto_advance === 'true',
      subtotal: total,
      total,
      total_taxes: [],
      amount_paid: 0,
      metadata: params.metadata ?? {},
      payments: { object: 'list', data: [], has_more: false },
    };
    store.objects.set(id, invoice);
    return invoice;
  }
}

function customerFields(params: Json): Json {
  return {
    email: params.email ?? null,
    name: params.name ?? null,
    phone: params.phone ?? null,
    shipping: params.shipping ?? null,
  };
}

/** The expand[] parameter of a recorded request. */
export const expandOf = (request: RecordedRequest) => listOf(request.params.expand);
