import { describe, expect, it, vi } from 'vitest';
import { createCartStore, createMemoryStorage, HttpError, type HttpClient, type Invoice, type Order, type ProviderProduct, type SkuItem } from '@folio/model';
import { chooseInvoiceShippingMethod, chooseShippingMethod, isOrderOutdated, payOrder, prepareOrder, refreshCartAfterRefusal } from './checkout-calls';

const NUM_ID = 7;
const BASE = `/api/projects/${NUM_ID}/ecommerce/stripe`;
const REFUSAL = { message: 'The price of Poster changed after this order was made. Your cart shows the new price: check it and order again.', statusCode: 409, code: 'order_outdated', skus: ['sku_poster'] };

const sku = (id: string, price: number, patch: Partial<SkuItem> = {}): SkuItem => ({
  id,
  object: 'sku',
  active: true,
  currency: 'usd',
  price,
  attributes: {},
  productObject: { name: id, shippable: false },
  inventory: { type: 'infinite' },
  ...patch,
});

const order = { id: 'or_1', status: 'created', created: 1, amount: 3000, currency: 'usd', items: [] } as unknown as Order;

/** A cart holding two posters and a lamp, with the order made for them. */
function cartWithOrder() {
  const store = createCartStore({ storage: createMemoryStorage(), numId: NUM_ID, provider: 'stripe' });
  store.add({ ...sku('sku_poster', 1500), object: 'sku' });
  store.add({ ...sku('sku_poster', 1500), object: 'sku' });
  store.add({ ...sku('sku_lamp', 4000), object: 'sku' });
  store.record((cart) => ({ ...cart, order }));
  return store;
}

describe('issue 11, finding 9: a stale order refused at payment sends the visitor back to a refreshed cart', () => {
  it('the pay call’s 409 order_outdated is told apart from other failures', async () => {
    const store = cartWithOrder();
    const http = {
      post: async (path: string) => {
        if (path === `${BASE}/tokens/`) return { data: { id: 'tok_1' } };
        throw new HttpError(REFUSAL.message, 409, REFUSAL);
      },
    } as unknown as HttpClient;
    const refused = await payOrder({ http, numId: NUM_ID, store }, { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada' }, 'ada@example.com').catch((error: unknown) => error);
    expect(isOrderOutdated(refused)).toBe(true);
    expect((refused as Error).message).toBe(REFUSAL.message);
    expect(isOrderOutdated(new HttpError('This order is being changed; try again when that change ends', 409, { message: '', statusCode: 409 }))).toBe(false);
    expect(isOrderOutdated(new Error('order_outdated'))).toBe(false);
  });

  it('the products are loaded again: lines take today’s prices, items no longer sold leave, the old order goes', async () => {
    const store = cartWithOrder();
    const before = store.getCart().changed;
    const products: ProviderProduct[] = [
      { id: 'prod_poster', active: true, articles: [sku('sku_poster', 2500)] },
      { id: 'prod_lamp', active: false, articles: [sku('sku_lamp', 4000)] },
    ];
    const reload = vi.fn(async () => products);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await refreshCartAfterRefusal(store, reload);
    const cart = store.getCart();
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.values(cart.skus).map((line) => [line.id, line.price, line.cart_count])).toEqual([['sku_poster', 2500, 2]]);
    expect(cart.order).toBeNull();
    // A change of the cart: an order made before it is stale (ecommerce.md §4).
    expect(cart.changed > before).toBe(true);
  });

  it('when the products cannot be loaded, the lines stay and only the order goes', async () => {
    const store = cartWithOrder();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await refreshCartAfterRefusal(store, async () => {
      throw new HttpError('Loading products error', 502);
    });
    errors.mockRestore();
    expect(Object.keys(store.getCart().skus)).toEqual(['sku_poster', 'sku_lamp']);
    expect(store.getCart().order).toBeNull();
  });
});

describe('ecommerce.md §8: the sku refresh before an order', () => {
  it("a refresh that fails says 'Error occurred while updating the skus:' with the reason, and makes no order", async () => {
    const store = cartWithOrder();
    const post = vi.fn();
    const http = { get: async () => Promise.reject(new HttpError('Service unavailable', 503, { message: 'Service unavailable', statusCode: 503 })), post } as unknown as HttpClient;
    const form = { email: 'ada@example.com' } as unknown as Parameters<typeof prepareOrder>[1];
    const failure = await prepareOrder({ http, numId: NUM_ID, store }, form).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('Error occurred while updating the skus: Service unavailable');
    expect(post).not.toHaveBeenCalled();
  });
});

describe("ecommerce.md §7, §8: choosing a shipping method answers the order, else 'No order'", () => {
  it('the patched order becomes the cart’s', async () => {
    const store = cartWithOrder();
    const chosen = { ...order, selected_shipping_method: 'express' } as Order;
    const http = { patch: async () => ({ data: chosen }) } as unknown as HttpClient;
    await expect(chooseShippingMethod({ http, numId: NUM_ID, store }, order, 'express')).resolves.toEqual(chosen);
    expect(store.getCart().order).toEqual(chosen);
  });

  it("an answer without the order says 'No order' and keeps the cart's order", async () => {
    const store = cartWithOrder();
    const http = { patch: async () => ({}) } as unknown as HttpClient;
    await expect(chooseShippingMethod({ http, numId: NUM_ID, store }, order, 'express')).rejects.toThrow('No order');
    expect(store.getCart().order).toEqual(order);
  });
});

describe("issue 17: the price flow's shipping method is chosen by making the invoice again with it", () => {
  it('deletes the draft, posts the cart’s items and a new invoice naming the method, and keeps the new invoice', async () => {
    const store = createCartStore({ storage: createMemoryStorage(), numId: NUM_ID, provider: 'stripe' });
    store.add({ id: 'price_print', object: 'price', active: true, name: 'Print', unit_amount: 2500, currency: 'usd' });
    const draft = { id: 'in_draft', status: 'draft', created: 1, total: 3000, lines: { data: [] } } as unknown as Invoice;
    const chosen = { ...draft, id: 'in_express', total: 4500, selected_shipping_method: 'express' } as unknown as Invoice;
    store.record((cart) => ({ ...cart, invoice: draft, customer: { id: 'cus_1', email: 'ada@example.com', name: 'Ada Lovelace', phone: null } as never }));
    const calls: string[] = [];
    const http = {
      del: async (path: string) => void calls.push(`DELETE ${path}`),
      post: async (path: string, body: unknown) => {
        calls.push(`POST ${path} ${JSON.stringify(body)}`);
        if (path.endsWith('/invoice_items/')) return { data: [{ id: 'ii_1', quantity: 1 }] };
        if (path.endsWith('/customers/')) return { data: { id: 'cus_1' } };
        return { data: chosen };
      },
    } as unknown as HttpClient;
    const form = { email: 'ada@example.com', name: 'Ada Lovelace', phone: '+14155552671', country: 'us', city: 'Chicago', line1: '1 Main St', line2: '', postal_code: '60601', state: 'IL', note: '' };
    await expect(chooseInvoiceShippingMethod({ http, numId: NUM_ID, store }, draft, form, 'express')).resolves.toEqual(chosen);
    expect(calls[0]).toBe(`DELETE ${BASE}/invoices/in_draft/`);
    expect(calls.some((call) => call.startsWith(`POST ${BASE}/invoice_items/`) && call.includes('price_print'))).toBe(true);
    const made = calls.find((call) => call.startsWith(`POST ${BASE}/invoices/`))!;
    expect(JSON.parse(made.slice(made.indexOf('{'))).invoiceData.metadata).toEqual({ shipping_method: 'express' });
    expect(store.getCart().invoice).toEqual(chosen);
  });
});
