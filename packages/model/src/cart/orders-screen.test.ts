import { describe, expect, it } from 'vitest';
import type { OwnerOrder } from './owner-orders';
import { orderBadge, orderItemsSummary, ordersQuery, refundableUnits } from './orders-screen';

const items: OwnerOrder['items'] = [
  { type: 'sku', sku: 'sku_mug', description: 'Folio mug', quantity: 3, amount: 3750 },
  { type: 'shipping', sku: null, description: 'Express', quantity: null, amount: 1500 },
];

describe('the Orders screen', () => {
  it('badges an order by how it is paid and refunded', () => {
    expect(orderBadge({ status: 'created', amount: 100, refundedAmount: 0 })).toBe('unpaid');
    expect(orderBadge({ status: 'canceled', amount: 100, refundedAmount: 0 })).toBe('canceled');
    expect(orderBadge({ status: 'paid', amount: 100, refundedAmount: 0 })).toBe('paid');
    expect(orderBadge({ status: 'paid', amount: 100, refundedAmount: 40 })).toBe('partlyRefunded');
    expect(orderBadge({ status: 'paid', amount: 100, refundedAmount: 100 })).toBe('refunded');
  });

  it('sums up the items without shipping and tax', () => {
    expect(orderItemsSummary({ items })).toBe('3 × Folio mug');
  });

  it('counts the units still refundable', () => {
    const order = { items, refunds: [{ id: 're_1', amount: 1250, created: '', items: [{ sku: 'sku_mug', quantity: 1 }] }, { id: 're_2', amount: 5, created: '', items: null }] };
    expect(refundableUnits(order as unknown as OwnerOrder, 'sku_mug')).toBe(2);
    expect(refundableUnits({ items, refunds: [] } as unknown as OwnerOrder, 'sku_mug')).toBe(3);
  });

  it('leaves empty filters out of the query', () => {
    expect(ordersQuery({ status: '', from: '', to: '2026-11-30', q: '  ' })).toEqual({ to: '2026-11-30' });
  });
});
