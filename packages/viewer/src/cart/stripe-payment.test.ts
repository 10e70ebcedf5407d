import { describe, expect, it } from 'vitest';
import { createCartStore, createMemoryStorage, paymentMessages, type HttpClient, type Invoice, type Order } from '@folio/model';
import { payInvoiceWithStripe, payOrderWithStripe, stripeFailure } from './stripe-payment';
import type { StripeCardElement, StripeJs } from './stripe-js';

const NUM_ID = 7;
const BASE = `/api/projects/${NUM_ID}/ecommerce/stripe`;

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** An HTTP client that records calls and answers from a table keyed by "METHOD path". */
function fakeHttp(answers: Record<string, unknown | ((body: unknown) => unknown)>) {
  const calls: Call[] = [];
  const answer = (method: string) => async (path: string, body?: unknown) => {
    calls.push({ method, path, ...(body === undefined ? {} : { body }) });
    const reply = answers[`${method} ${path}`];
    if (reply === undefined) throw new Error(`unexpected ${method} ${path}`);
    return { data: typeof reply === 'function' ? reply(body) : reply };
  };
  const http = { get: answer('GET'), post: answer('POST'), patch: answer('PATCH'), put: answer('PUT'), del: answer('DELETE') } as unknown as HttpClient;
  return { http, calls };
}

const card = { mount() {}, destroy() {}, on() {} } as StripeCardElement;

function fakeStripe(outcome: { token?: string; tokenError?: string; status?: string; confirmError?: string }) {
  const calls: unknown[][] = [];
  const stripe: StripeJs = {
    elements: () => ({ create: () => card }),
    createToken: async (...args) => {
      calls.push(['createToken', ...args]);
      return outcome.tokenError ? { error: { message: outcome.tokenError } } : { token: { id: outcome.token ?? 'tok_visa' } };
    },
    confirmCardPayment: async (...args) => {
      calls.push(['confirmCardPayment', ...args]);
      return outcome.confirmError ? { error: { message: outcome.confirmError, code: 'card_declined' } } : { paymentIntent: { id: 'pi_1', status: outcome.status ?? 'succeeded' } };
    },
  };
  return { stripe, calls };
}

const order = { id: 'or_1', status: 'created', created: 1, amount: 1250, currency: 'usd', items: [] } as unknown as Order;
const invoice = (status: string, intent: string | null = 'pi_1') => ({ id: 'in_1', status, created: 1, lines: { data: [] }, total: 4000, payment_intent: intent }) as Invoice;

function storeWith(patch: { order?: Order; invoice?: Invoice }) {
  const store = createCartStore({ storage: createMemoryStorage(), numId: NUM_ID, provider: 'stripe' });
  store.record((cart) => ({ ...cart, ...patch }));
  return store;
}

describe('sku flow with Stripe.js (ecommerce.md §7)', () => {
  it('makes a card token with the holder name, then pays the order with it; paid is success', async () => {
    const store = storeWith({ order });
    const { http, calls } = fakeHttp({ [`POST ${BASE}/orders/or_1/pay/`]: { ...order, status: 'paid' } });
    const { stripe, calls: stripeCalls } = fakeStripe({ token: 'tok_visa' });
    expect(await payOrderWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, ' Ada Lovelace ', 'ada@example.com')).toBe(true);
    expect(stripeCalls).toEqual([['createToken', card, { name: 'Ada Lovelace' }]]);
    expect(calls).toEqual([{ method: 'POST', path: `${BASE}/orders/or_1/pay/`, body: { stripe_token: 'tok_visa', email: 'ada@example.com' } }]);
    expect(store.getCart().order?.status).toBe('paid');
  });

  it('a refused token is Payment Failed with Stripe’s reason; nothing is sent to the server', async () => {
    const store = storeWith({ order });
    const { http, calls } = fakeHttp({});
    const { stripe } = fakeStripe({ tokenError: 'Your card number is incomplete.' });
    await expect(payOrderWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'a@b.co')).rejects.toThrow('Payment Failed: Your card number is incomplete.');
    expect(calls).toEqual([]);
  });

  it('without an order: Order not found', async () => {
    const store = storeWith({});
    const { stripe } = fakeStripe({});
    await expect(payOrderWithStripe({ http: fakeHttp({}).http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'a@b.co')).rejects.toThrow(paymentMessages.orderNotFound);
  });
});

describe('price flow with Stripe.js (ecommerce.md §4, §7)', () => {
  const intentPath = `${BASE}/payment_intents/pi_1/`;

  it('finalizes the draft, sets the receipt email, confirms with the client secret, billing name and receipt email, then tells the server', async () => {
    const store = storeWith({ invoice: invoice('draft') });
    const { http, calls } = fakeHttp({
      [`POST ${BASE}/invoices/in_1/finalize/`]: invoice('open'),
      [`GET ${intentPath}`]: { id: 'pi_1', client_secret: 'pi_1_secret_x', receipt_email: null, status: 'requires_payment_method' },
      [`PATCH ${intentPath}`]: { id: 'pi_1', receipt_email: 'ada@example.com' },
      [`GET ${BASE}/invoices/in_1/`]: invoice('paid'),
    });
    const { stripe, calls: stripeCalls } = fakeStripe({});
    expect(await payInvoiceWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada Lovelace', 'ada@example.com')).toBe(true);
    expect(stripeCalls).toEqual([
      ['confirmCardPayment', 'pi_1_secret_x', { payment_method: { card, billing_details: { name: 'Ada Lovelace' } }, receipt_email: 'ada@example.com' }],
    ]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${BASE}/invoices/in_1/finalize/`,
      `GET ${intentPath}`,
      `PATCH ${intentPath}`,
      `GET ${intentPath}`,
      `GET ${BASE}/invoices/in_1/`,
    ]);
    expect(calls[2]!.body).toEqual({ paymentIntentData: { receipt_email: 'ada@example.com' } });
    expect(store.getCart().invoice?.status).toBe('paid');
  });

  it('a declined card is Payment Failed on confirmCardPayment with Stripe’s reason; the server is not told of a payment', async () => {
    const store = storeWith({ invoice: invoice('open') });
    const { http, calls } = fakeHttp({ [`GET ${intentPath}`]: { id: 'pi_1', client_secret: 's', receipt_email: 'ada@example.com', status: 'requires_payment_method' } });
    const { stripe } = fakeStripe({ confirmError: 'Your card was declined.' });
    await expect(payInvoiceWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'ada@example.com')).rejects.toThrow(
      'Payment Failed on confirmCardPayment: Your card was declined.',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${intentPath}`]);
  });

  it('an intent without a client secret: Not client secret, and Stripe is not called', async () => {
    const store = storeWith({ invoice: invoice('open') });
    const { http } = fakeHttp({ [`GET ${intentPath}`]: { id: 'pi_1', client_secret: null, status: 'requires_payment_method' } });
    const { stripe, calls } = fakeStripe({});
    await expect(payInvoiceWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'a@b.co')).rejects.toThrow(paymentMessages.noClientSecret);
    expect(paymentMessages.noClientSecret).toBe('Not client secret');
    expect(calls).toEqual([]);
  });

  it('an intent that already succeeded is success without paying again', async () => {
    const store = storeWith({ invoice: invoice('open') });
    const { http } = fakeHttp({ [`GET ${intentPath}`]: { id: 'pi_1', client_secret: 's', status: 'succeeded' } });
    const { stripe, calls } = fakeStripe({});
    expect(await payInvoiceWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'a@b.co')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a confirmation that did not succeed (e.g. still processing) is not success', async () => {
    const store = storeWith({ invoice: invoice('open') });
    const { http } = fakeHttp({ [`GET ${intentPath}`]: { id: 'pi_1', client_secret: 's', receipt_email: 'a@b.co', status: 'requires_payment_method' } });
    const { stripe } = fakeStripe({ status: 'processing' });
    expect(await payInvoiceWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'a@b.co')).toBe(false);
  });

  it('the failure text is the spec message, then Stripe’s reason when it gave one', () => {
    expect(stripeFailure(paymentMessages.confirmCardPaymentFailed, undefined)).toBe('Payment Failed on confirmCardPayment');
    expect(stripeFailure(paymentMessages.paymentFailed, { message: 'Declined' })).toBe('Payment Failed: Declined');
  });
});
