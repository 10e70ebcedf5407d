import { describe, expect, it } from 'vitest';
import { cartModelMessages } from '../messages';
import { paymentMessages, shopMessages } from '../shop-messages';
import { CartError } from './cart-error';
import { addHostedProduct, addPrice, addSku, emptyCart } from './cart-operations';
import {
  buildCustomerPayload,
  buildInvoiceItemsRequest,
  buildInvoiceRequest,
  buildOrderRequest,
  cartSkuIds,
  createOrderChangeGuard,
  customerNeedsUpdate,
  hostedCheckoutItems,
  isOrderPaid,
  isPaymentSucceeded,
  needsFinalize,
  nothingToInvoiceError,
  orderTax,
  planInvoice,
  planOrder,
  providerTimeMs,
  receiptEmailUpdate,
  refreshCartFromProducts,
  refreshCartSkus,
  showsShippingMethodChooser,
} from './checkout';
import { emptyShippingForm } from './shipping-form';
import { errorOf, finiteSku, hosted, price, sku, T0, value } from './test-items';
import type { Order, ShippingFormValues } from './types';

const form: ShippingFormValues = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: '+14155552671',
  country: 'us',
  city: 'San Francisco',
  line1: '1 Market St',
  line2: 'Apt 4',
  postal_code: '94105',
  state: 'CA',
  note: 'Leave at the door',
};
const T0_SECONDS = T0.getTime() / 1000;
const skuCart = () => value(addSku(value(addSku(emptyCart('stripe', T0), sku('sku_a', { price: 1000 }))), sku('sku_a')));

describe('ecommerce.md §5, §7: the sku order request', () => {
  it('is in usd with one sku item per line (parent, currency, quantity), the note and the shipping', () => {
    const request = value(buildOrderRequest(skuCart(), form));
    expect(request).toEqual({
      currency: 'usd',
      email: 'ada@example.com',
      items: [{ type: 'sku', parent: 'sku_a', currency: 'usd', quantity: 2 }],
      metadata: { note: 'Leave at the door' },
      shipping: {
        name: 'Ada Lovelace',
        phone: '+14155552671',
        address: { line1: '1 Market St', line2: 'Apt 4', city: 'San Francisco', state: 'CA', country: 'US', postal_code: '94105' },
      },
    });
  });

  it('leaves out the shipping when nothing is shippable, and empty optional parts', () => {
    const digital = value(addSku(emptyCart('stripe', T0), sku('e', { productObject: { name: 'E-book', shippable: false } })));
    const request = value(buildOrderRequest(digital, { ...emptyShippingForm(), email: 'ada@example.com' }));
    expect(request).toEqual({ currency: 'usd', email: 'ada@example.com', items: [{ type: 'sku', parent: 'e', currency: 'usd', quantity: 1 }] });
  });

  it("an empty cart gives 'Empty cart'", () => {
    const error = errorOf(buildOrderRequest(emptyCart('stripe', T0), form));
    expect(error.message).toBe('Empty cart');
    expect(error.message).toBe(shopMessages.emptyCart);
  });

  it("items in more than one currency give 'mixed currencies'", () => {
    const cart = value(addSku(skuCart(), sku('sku_eur', { currency: 'eur' })));
    expect(errorOf(buildOrderRequest(cart, form)).message).toBe('mixed currencies');
  });

  it("an order without an email gives 'Email is required'", () => {
    expect(errorOf(buildOrderRequest(skuCart(), { ...form, email: ' ' })).message).toBe(paymentMessages.emailRequired);
  });

  it('ecommerce.md §7: the ids for the sku refresh call', () => {
    expect(cartSkuIds(value(addSku(skuCart(), sku('sku_b'))))).toEqual(['sku_a', 'sku_b']);
  });
});

describe('ecommerce.md §3, §7: customer and invoice payloads (price flow)', () => {
  it('the customer payload: email, name, phone when given, shipping with the address', () => {
    expect(buildCustomerPayload(form)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone: '+14155552671',
      shipping: {
        name: 'Ada Lovelace',
        phone: '+14155552671',
        address: { line1: '1 Market St', line2: 'Apt 4', city: 'San Francisco', state: 'CA', country: 'US', postal_code: '94105' },
      },
    });
    const noPhone = buildCustomerPayload({ ...form, phone: '', line2: '' });
    expect(noPhone).not.toHaveProperty('phone');
    expect(noPhone.shipping).not.toHaveProperty('phone');
    expect(noPhone.shipping.address).not.toHaveProperty('line2');
  });

  it('the customer is updated only when it differs from the form', () => {
    expect(customerNeedsUpdate(null, form)).toBe(true);
    expect(customerNeedsUpdate({ email: 'ada@example.com', name: 'Ada Lovelace', phone: '+14155552671' }, form)).toBe(false);
    expect(customerNeedsUpdate({ email: 'old@example.com', name: 'Ada Lovelace', phone: '+14155552671' }, form)).toBe(true);
  });

  it('invoice items list every price with its quantity', () => {
    const cart = value(addPrice(value(addPrice(emptyCart('stripe', T0), price('price_a'))), price('price_a')));
    expect(buildInvoiceItemsRequest(cart, 'cus_1')).toEqual({ customer_id: 'cus_1', prices: [{ price: 'price_a', quantity: 2 }] });
  });

  it("the invoice is charged automatically, not auto-advanced, with the note as customer_note", () => {
    expect(buildInvoiceRequest('cus_1', form)).toEqual({
      customer: 'cus_1',
      collection_method: 'charge_automatically',
      auto_advance: false,
      metadata: { customer_note: 'Leave at the door' },
    });
    expect(buildInvoiceRequest('cus_1', { note: '' })).not.toHaveProperty('metadata');
  });

  it("the buyer's choice of a shipping method goes with the invoice (issue 17)", () => {
    expect(buildInvoiceRequest('cus_1', { note: '' }, 'express').metadata).toEqual({ shipping_method: 'express' });
    expect(buildInvoiceRequest('cus_1', form, 'express').metadata).toEqual({ customer_note: 'Leave at the door', shipping_method: 'express' });
  });
});

describe('ecommerce.md §4: stale orders and invoices', () => {
  const cart = { changed: T0.toISOString() };

  it('provider times are unix seconds or ISO strings', () => {
    expect(providerTimeMs(T0_SECONDS)).toBe(T0.getTime());
    expect(providerTimeMs(T0.toISOString())).toBe(T0.getTime());
  });

  it('an order created before the last cart change is recreated; a later one is shown', () => {
    expect(planOrder(null, cart)).toBe('create');
    expect(planOrder({ created: T0_SECONDS - 60 } as Order, cart)).toBe('recreate');
    expect(planOrder({ created: T0_SECONDS + 1 } as Order, cart)).toBe('show');
  });

  it('an order in the same second as a change made later in that second is taken as stale', () => {
    expect(planOrder({ created: T0_SECONDS } as Order, { changed: new Date(T0.getTime() + 400).toISOString() })).toBe('recreate');
  });

  it('an invoice is reused only if still draft or open (and not stale)', () => {
    const fresh = T0_SECONDS + 5;
    expect(planInvoice({ status: 'draft', created: fresh }, cart)).toEqual({ cancel: null, reuse: true });
    expect(planInvoice({ status: 'open', created: fresh }, cart)).toEqual({ cancel: null, reuse: true });
    expect(planInvoice({ status: 'uncollectible', created: fresh }, cart)).toEqual({ cancel: null, reuse: false });
    expect(planInvoice({ status: 'paid', created: fresh }, cart)).toEqual({ cancel: null, reuse: false });
    expect(planInvoice(null, cart)).toEqual({ cancel: null, reuse: false });
  });

  it('a stale invoice is cancelled: a draft deleted, an open or uncollectible one voided', () => {
    const old = T0_SECONDS - 5;
    expect(planInvoice({ status: 'draft', created: old }, cart)).toEqual({ cancel: 'delete', reuse: false });
    expect(planInvoice({ status: 'open', created: old }, cart)).toEqual({ cancel: 'void', reuse: false });
    expect(planInvoice({ status: 'uncollectible', created: old }, cart)).toEqual({ cancel: 'void', reuse: false });
    expect(planInvoice({ status: 'void', created: old }, cart)).toEqual({ cancel: null, reuse: false });
  });

  it('at payment a draft invoice is finalised', () => {
    expect(needsFinalize({ status: 'draft' })).toBe(true);
    expect(needsFinalize({ status: 'open' })).toBe(false);
  });
});

describe('ecommerce.md §4: payment', () => {
  it("the intent's receipt email is set from the form email if missing", () => {
    expect(receiptEmailUpdate({ receipt_email: null }, 'ada@example.com')).toEqual({ receipt_email: 'ada@example.com' });
    expect(receiptEmailUpdate({ receipt_email: 'kept@example.com' }, 'ada@example.com')).toBeNull();
    expect(receiptEmailUpdate({}, '')).toBeNull();
  });

  it("a paid order has status 'paid'; a succeeded intent status 'succeeded'", () => {
    expect(isOrderPaid({ status: 'paid' })).toBe(true);
    expect(isOrderPaid({ status: 'created' })).toBe(false);
    expect(isPaymentSucceeded({ status: 'succeeded' })).toBe(true);
    expect(isPaymentSucceeded({ status: 'requires_action' })).toBe(false);
  });
});

describe('ecommerce.md §2: the order tab', () => {
  const method = (id: string) => ({ id, amount: 500, currency: 'usd' });

  it('the shipping method chooser appears only with more than one method', () => {
    expect(showsShippingMethodChooser({ shipping_methods: [method('a')] })).toBe(false);
    expect(showsShippingMethodChooser({ shipping_methods: [method('a'), method('b')] })).toBe(true);
    expect(showsShippingMethodChooser(null)).toBe(false);
  });

  it('the order tax is the sum of the tax items', () => {
    const items = [
      { type: 'sku' as const, amount: 2000, currency: 'usd' },
      { type: 'tax' as const, amount: 120, currency: 'usd' },
      { type: 'tax' as const, amount: 30, currency: 'usd' },
      { type: 'shipping' as const, amount: 500, currency: 'usd' },
    ];
    expect(orderTax({ items })).toBe(150);
  });
});

describe('ecommerce.md §8: checkout errors', () => {
  it('invoice_no_customer_line_items surfaces the server message with kind nothingToInvoice', () => {
    const error = nothingToInvoiceError({ code: 'invoice_no_customer_line_items', message: 'Nothing to invoice for customer' });
    expect(error).toBeInstanceOf(CartError);
    expect(error?.message).toBe('Nothing to invoice for customer');
    expect(error?.kind).toBe('nothingToInvoice');
    expect(nothingToInvoiceError({ code: 'card_declined', message: 'x' })).toBeNull();
  });

  it('after a sku refresh, skus out of stock are named (outOfStock) and the lines take the fresh data', () => {
    let cart = value(addSku(emptyCart('stripe', T0), finiteSku('sku_m', 5, { productObject: { name: 'Mug', shippable: true } })));
    cart = value(addSku(cart, finiteSku('sku_c', 5, { productObject: { name: 'Cap', shippable: true } })));
    cart = value(addSku(cart, sku('sku_t', { productObject: { name: 'Tee', shippable: true } })));
    const result = refreshCartSkus(cart, [
      finiteSku('sku_m', 0, { productObject: { name: 'Mug', shippable: true } }),
      finiteSku('sku_c', 5, { price: 999, productObject: { name: 'Cap', shippable: true } }),
    ]);
    expect(result.error?.message).toBe('This item(s) cannot be used to create an order: Mug, Tee is/are out of stock');
    expect(result.error?.kind).toBe('outOfStock');
    expect(result.cart.skus.sku_c).toMatchObject({ price: 999, cart_count: 1 });
    expect(refreshCartSkus(cart, [finiteSku('sku_m', 5), finiteSku('sku_c', 5), sku('sku_t')]).error).toBeNull();
  });

  it('a sku with fewer units in stock than in the cart cannot be ordered', () => {
    let cart = value(addSku(emptyCart('stripe', T0), finiteSku('sku_m', 5, { productObject: { name: 'Mug' } })));
    cart = value(addSku(cart, finiteSku('sku_m', 5, { productObject: { name: 'Mug' } })));
    expect(refreshCartSkus(cart, [finiteSku('sku_m', 1, { productObject: { name: 'Mug' } })]).error?.message).toBe(
      shopMessages.itemsOutOfStock(['Mug']),
    );
  });

  it('issue 11, finding 9: after a refused payment the lines take the reloaded products’ data; items no longer sold leave', () => {
    let cart = value(addSku(emptyCart('stripe', T0), sku('sku_kept', { price: 1000 })));
    cart = value(addSku(cart, sku('sku_kept')));
    cart = value(addSku(cart, sku('sku_off')));
    cart = value(addSku(cart, sku('sku_of_inactive_product')));
    cart = value(addSku(cart, sku('sku_gone')));
    cart = { ...cart, order: { id: 'or_1' } as Order };
    const products = [
      { id: 'prod_a', active: true, articles: [sku('sku_kept', { price: 1250 }), sku('sku_off', { active: false })] },
      { id: 'prod_b', active: false, articles: [sku('sku_of_inactive_product')] },
    ];
    const next = refreshCartFromProducts(cart, products);
    expect(Object.keys(next.skus)).toEqual(['sku_kept']);
    expect(next.skus.sku_kept).toMatchObject({ price: 1250, cart_count: 2 });
    expect(next).toMatchObject({ uniqSkusCount: 1, order: null, invoice: null, invoiceItems: [] });

    let prices = value(addPrice(emptyCart('stripe', T0), price('price_kept')));
    prices = value(addPrice(prices, price('price_archived')));
    prices = value(addHostedProduct(prices, hosted('12')));
    const refreshed = refreshCartFromProducts(prices, [
      { id: 'prod_c', active: true, prices: [{ ...price('price_kept', { name: 'Renamed' }), billing_scheme: 'per_unit' }, { ...price('price_archived', { active: false }), billing_scheme: 'per_unit' }] },
    ]);
    expect(Object.values(refreshed.prices).map((line) => [line.id, line.name])).toEqual([
      ['price_kept', 'Renamed'],
      ['12', 'Product 12'],
    ]);
    expect(refreshed.uniqPricesCount).toBe(2);
  });

  it('only one order change runs at a time; a second attempt is rejected', async () => {
    const guard = createOrderChangeGuard();
    let finish!: () => void;
    const first = guard.run(() => new Promise<string>((resolve) => (finish = () => resolve('done'))));
    expect(guard.running).toBe(true);
    await expect(guard.run(async () => 'second')).rejects.toThrow(cartModelMessages.orderChangeRunning);
    finish();
    await expect(first).resolves.toBe('done');
    expect(guard.running).toBe(false);
    await expect(guard.run(async () => 'third')).resolves.toBe('third');
  });

  it('a failed order change frees the guard', async () => {
    const guard = createOrderChangeGuard();
    await expect(guard.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(guard.running).toBe(false);
  });
});

describe('ecommerce.md §2 simple version: the hosted store hand-over', () => {
  it('each product goes with its id, quantity and options', () => {
    let cart = value(addHostedProduct(emptyCart('ecwid', T0), hosted('11', { selectedOptions: { Size: 'L' } })));
    cart = value(addHostedProduct(cart, hosted('11', { selectedOptions: { Size: 'L' } })));
    cart = value(addHostedProduct(cart, hosted('12')));
    expect(hostedCheckoutItems(cart)).toEqual([
      { id: '11', quantity: 2, options: { Size: 'L' } },
      { id: '12', quantity: 1, options: {} },
    ]);
  });
});
