import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from '@folio/model';
import { OrderDetails, orderSums, refundBody } from './order-panel';
import { OrderRow } from './orders-dialog';
import { exportHref, ordersPath } from './orders-shared';

// `as`: the order's kind comes with the price flow's invoices.
const order = {
  kind: 'order',
  id: 'or_1234567890abcdefghijklmn',
  projectId: 'mag_1',
  project: 'Shop',
  status: 'paid',
  created: '2026-11-28T15:00:00.000Z',
  currency: 'usd',
  amount: 5450,
  tax: 450,
  buyer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
  items: [
    { type: 'sku', sku: 'sku_tee', description: 'Folio T-shirt', quantity: 1, amount: 2500 },
    { type: 'sku', sku: 'sku_mug', description: 'Folio mug', quantity: 2, amount: 2500 },
    { type: 'shipping', sku: null, description: 'Standard', quantity: null, amount: 0 },
    { type: 'tax', sku: null, description: 'Tax', quantity: null, amount: 450 },
  ],
  shippingAddress: { line1: '1 Navy Way', line2: null, city: 'Arlington', state: 'VA', postal_code: '22204', country: 'US' },
  shippingMethod: 'Standard',
  note: 'Leave it at <the door>',
  fulfilledAt: null,
  trackingUrl: null,
  refundedAmount: 1250,
  refunds: [{ id: 're_1', amount: 1250, created: '2026-11-28T16:00:00.000Z', items: [{ sku: 'sku_mug', quantity: 1 }] }],
} as OwnerOrder;

describe('the Orders screen', () => {
  it('a paid invoice of the price flow is marked Invoice beside its badges; an order is not', () => {
    const invoice = { ...order, kind: 'invoice', id: 'in_1234567890abcdefghijklmn', refundedAmount: 0, refunds: [] } as OwnerOrder;
    expect(renderToStaticMarkup(<OrderRow order={invoice} showProject onOpen={() => undefined} />)).toContain('fo-orders__badge--invoice">Invoice<');
    expect(renderToStaticMarkup(<OrderRow order={order} showProject onOpen={() => undefined} />)).not.toContain('Invoice<');
  });

  it('a row shows the short id, the buyer, the items, the total as money and the badges', () => {
    const html = renderToStaticMarkup(<OrderRow order={order} showProject onOpen={() => undefined} />);
    expect(html).toContain('or_1234567890abcdefg…');
    expect(html).toContain('Grace Hopper');
    expect(html).toContain('grace@example.com');
    expect(html).toContain('1 × Folio T-shirt, 2 × Folio mug');
    expect(html).toContain('$54.50');
    expect(html).toContain('fo-orders__badge--partlyRefunded">Partly refunded</span>');
    expect(html).toContain('fo-orders__badge--unfulfilled">Unfulfilled</span>');
    expect(html).toContain('Shop');
  });

  it('an order shows every detail: buyer, items, address, method, note, sums, refunds', () => {
    const html = renderToStaticMarkup(<OrderDetails order={order} />);
    expect(html).toContain('href="mailto:grace@example.com"');
    expect(html).toContain('+1 555 0100');
    expect(html).toContain('1 Navy Way');
    expect(html).toContain('Arlington, VA 22204');
    expect(html).toContain('United States');
    expect(html).toContain('Standard');
    expect(html).toContain('Leave it at &lt;the door&gt;');
    expect(html).toContain('$50.00');
    expect(html).toContain('$4.50');
    expect(html).toContain('$54.50');
    expect(html).toContain('1 × Folio mug');
    expect(html).toContain('−$12.50');
    expect(html).toContain('Not fulfilled yet.');
    expect(orderSums(order)).toEqual({ subtotal: 5000, shipping: 0, tax: 450, total: 5450, left: 4200 });
  });

  it('a fulfilled order links its tracking page', () => {
    const html = renderToStaticMarkup(<OrderDetails order={{ ...order, fulfilledAt: '2026-11-29T10:00:00.000Z', trackingUrl: 'https://track.example/1' }} />);
    expect(html).toContain('href="https://track.example/1"');
    expect(html).toContain('Fulfilled ');
  });

  it('the refund form sends all that is left, an amount in minor units, or items with restocking', () => {
    expect(refundBody(order, 'full', '', {}, true)).toEqual({});
    expect(refundBody(order, 'amount', '12.50', {}, true)).toEqual({ amount: 1250 });
    expect(refundBody(order, 'amount', 'twelve', {}, true)).toBe('Type an amount such as 12.50');
    expect(refundBody(order, 'items', '', { sku_mug: 1, sku_tee: 0 }, true)).toEqual({ items: [{ sku: 'sku_mug', quantity: 1 }], restock: true });
    expect(refundBody(order, 'items', '', { sku_mug: 1 }, false)).toEqual({ items: [{ sku: 'sku_mug', quantity: 1 }] });
    expect(refundBody(order, 'items', '', {}, false)).toBe('Choose at least one item to refund.');
  });

  it('the CSV export keeps the list’s filters', () => {
    expect(ordersPath(null)).toBe('/api/orders');
    expect(exportHref('mag_1', { status: 'paid', from: '2026-11-01', to: '', q: ' grace@example.com ' })).toBe(
      '/api/projects/mag_1/orders/export.csv?status=paid&from=2026-11-01&q=grace%40example.com',
    );
    expect(exportHref(null, { status: '', from: '', to: '', q: '' })).toBe('/api/orders/export.csv');
  });
});
