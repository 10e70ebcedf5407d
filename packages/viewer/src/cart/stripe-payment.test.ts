import { describe, expect, it } from 'vitest';
import { createCartStore, createMemoryStorage, paymentMessages, type HttpClient, type Invoice, type Order } from '@folio/model';
import { payInvoiceWithPaymentMethod, payInvoiceWithStripe, payOrderWithPaymentMethod, payOrderWithStripe, stripeFailure } from './stripe-payment';
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

function fakeStripe(outcome: { method?: string; methodError?: string; status?: string; confirmError?: string; checkError?: string }) {
  const calls: unknown[][] = [];
  const stripe: StripeJs = {
    elements: () => ({ create: () => card }),
    paymentRequest: () => {
      throw new Error('no wallet here');
    },
    createPaymentMethod: async (...args) => {
      calls.push(['createPaymentMethod', ...args]);
      return outcome.methodError ? { error: { message: outcome.methodError } } : { paymentMethod: { id: outcome.method ?? 'pm_card_visa' } };
    },
    handleCardAction: async (...args) => {
      calls.push(['handleCardAction', ...args]);
      return outcome.checkError
        ? { error: { message: outcome.checkError, code: 'payment_intent_authentication_failure', payment_intent: { id: 'pi_3ds' } } }
        : { paymentIntent: { id: 'pi_3ds', status: 'requires_confirmation' } };
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

describe('sku flow with Stripe.js (ecommerce.md §7; docs/shop.md "Card authentication")', () => {
  const PAY = `POST ${BASE}/orders/or_1/pay/`;

  it('makes a payment method of the card with the holder name, then pays the order with it; paid is success', async () => {
    const store = storeWith({ order });
    const { http, calls } = fakeHttp({ [PAY]: { ...order, status: 'paid' } });
    const { stripe, calls: stripeCalls } = fakeStripe({ method: 'pm_card_visa' });
    expect(await payOrderWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, ' Ada Lovelace ', 'ada@example.com')).toBe(true);
    expect(stripeCalls).toEqual([['createPaymentMethod', { type: 'card', card, billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' } }]]);
    expect(calls).toEqual([{ method: 'POST', path: `${BASE}/orders/or_1/pay/`, body: { payment_method: 'pm_card_visa', email: 'ada@example.com' } }]);
    expect(store.getCart().order?.status).toBe('paid');
  });

  it('a card whose bank asks for 3-D Secure: Stripe.js’s check with the client secret, then the intent paid', async () => {
    const store = storeWith({ order });
    const waiting = { ...order, payment_action: { type: 'authenticate', client_secret: 'pi_3ds_secret_x' } };
    const { http, calls } = fakeHttp({ [PAY]: (body: unknown) => ((body as { payment_intent?: string }).payment_intent ? { ...order, status: 'paid' } : waiting) });
    const { stripe, calls: stripeCalls } = fakeStripe({ method: 'pm_card_authenticationRequired' });
    expect(await payOrderWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'ada@example.com')).toBe(true);
    expect(stripeCalls.map((call) => call.slice(0, 2))).toEqual([['createPaymentMethod', expect.anything()], ['handleCardAction', 'pi_3ds_secret_x']]);
    expect(calls.map((call) => call.body)).toEqual([
      { payment_method: 'pm_card_authenticationRequired', email: 'ada@example.com' },
      { payment_intent: 'pi_3ds', email: 'ada@example.com' },
    ]);
    expect(store.getCart().order).toMatchObject({ status: 'paid' });
    expect(store.getCart().order).not.toHaveProperty('payment_action');
  });

  it('a check the buyer failed is told to the server, whose refusal is the error', async () => {
    const store = storeWith({ order });
    const waiting = { ...order, payment_action: { type: 'authenticate', client_secret: 'pi_3ds_secret_x' } };
    const { http, calls } = fakeHttp({
      [PAY]: (body: unknown) => {
        if ((body as { payment_intent?: string }).payment_intent) throw new Error('We are unable to authenticate your payment method.');
        return waiting;
      },
    });
    const { stripe } = fakeStripe({ method: 'pm_card_authenticationRequired', checkError: 'Authentication failed' });
    await expect(payOrderWithStripe({ http, numId: NUM_ID, store }, { stripe, card }, 'Ada', 'ada@example.com')).rejects.toThrow('We are unable to authenticate your payment method.');
    expect(calls.map((call) => call.body)).toEqual([
      { payment_method: 'pm_card_authenticationRequired', email: 'ada@example.com' },
      { payment_intent: 'pi_3ds', email: 'ada@example.com' },
    ]);
  });

  it('a refused card is Payment Failed with Stripe’s reason; nothing is sent to the server', async () => {
    const store = storeWith({ order });
    const { http, calls } = fakeHttp({});
    const { stripe } = fakeStripe({ methodError: 'Your card number is incomplete.' });
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

describe('a wallet’s payment method (the payment-request button)', () => {
  it('sku flow: paid with the wallet’s method; when the bank asks, the sheet is closed before Stripe.js’s check', async () => {
    const store = storeWith({ order });
    const waiting = { ...order, payment_action: { type: 'authenticate', client_secret: 'pi_3ds_secret_x' } };
    const { http, calls } = fakeHttp({ [`POST ${BASE}/orders/or_1/pay/`]: (body: unknown) => ((body as { payment_intent?: string }).payment_intent ? { ...order, status: 'paid' } : waiting) });
    const order_: string[] = [];
    const { stripe, calls: stripeCalls } = fakeStripe({});
    const checking = stripe.handleCardAction;
    stripe.handleCardAction = (secret) => (order_.push('check'), checking(secret));
    expect(await payOrderWithPaymentMethod({ http, numId: NUM_ID, store }, stripe, 'pm_wallet', 'ada@example.com', () => order_.push('sheet closed'))).toBe(true);
    expect(order_).toEqual(['sheet closed', 'check']);
    expect(calls.map((call) => call.body)).toEqual([
      { payment_method: 'pm_wallet', email: 'ada@example.com' },
      { payment_intent: 'pi_3ds', email: 'ada@example.com' },
    ]);
    expect(stripeCalls.map((call) => call[0])).toEqual(['handleCardAction']);
  });

  it('price flow: the intent confirmed with the wallet’s method without Stripe.js’s own handling, then its check, then the server told', async () => {
    const store = storeWith({ invoice: invoice('open') });
    const intentPath = `${BASE}/payment_intents/pi_1/`;
    const { http, calls } = fakeHttp({
      [`GET ${intentPath}`]: { id: 'pi_1', client_secret: 'pi_1_secret_x', receipt_email: 'ada@example.com', status: 'requires_payment_method' },
      [`GET ${BASE}/invoices/in_1/`]: invoice('paid'),
    });
    const confirms: unknown[][] = [];
    const { stripe } = fakeStripe({});
    stripe.confirmCardPayment = async (...args) => {
      confirms.push(args);
      return { paymentIntent: { id: 'pi_1', status: confirms.length === 1 ? 'requires_action' : 'succeeded' } };
    };
    let closed = 0;
    expect(await payInvoiceWithPaymentMethod({ http, numId: NUM_ID, store }, stripe, 'pm_wallet', 'ada@example.com', () => (closed += 1))).toBe(true);
    expect(confirms).toEqual([['pi_1_secret_x', { payment_method: 'pm_wallet', receipt_email: 'ada@example.com' }, { handleActions: false }], ['pi_1_secret_x']]);
    expect(closed).toBe(1);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${intentPath}`, `GET ${intentPath}`, `GET ${BASE}/invoices/in_1/`]);
    expect(store.getCart().invoice?.status).toBe('paid');
  });
});
