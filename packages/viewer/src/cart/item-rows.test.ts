import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, increaseLine, type CartData, type CartItemInput } from '@folio/model';
import { itemRows, money } from './item-rows';

const T0 = new Date('2025-03-01T12:00:00.000Z');
const add = (cart: CartData, item: CartItemInput) => {
  const result = addToCart(cart, item);
  if (!result.ok) throw result.error;
  return result.value;
};
const tee: CartItemInput = {
  id: 'sku_tee',
  object: 'sku',
  currency: 'usd',
  price: 2500,
  attributes: { size: 'M' },
  inventory: { type: 'finite', quantity: 2 },
  productObject: { name: 'T-shirt', images: ['https://img.example/tee.jpg'] },
};

describe('item rows (ecommerce.md §2)', () => {
  it('name, attributes, the first product image, price and total as money', () => {
    const [row] = itemRows(add(emptyCart('stripe', T0), tee));
    expect(row).toMatchObject({ name: 'T-shirt', details: 'size: M', image: 'https://img.example/tee.jpg', count: 1, unitPrice: '25.00', total: '25.00', currency: 'USD' });
  });

  it('the item’s own image before the product’s', () => {
    const [row] = itemRows(add(emptyCart('stripe', T0), { ...tee, image: 'https://img.example/own.jpg' }));
    expect(row!.image).toBe('https://img.example/own.jpg');
  });

  it('decrease only above 1; increase only while in stock', () => {
    let cart = add(emptyCart('stripe', T0), tee);
    expect(itemRows(cart)[0]).toMatchObject({ canDecrease: false, canIncrease: true });
    const raised = increaseLine(cart, { kind: 'sku', key: 'sku_tee' });
    if (!raised.ok) throw raised.error;
    cart = raised.value;
    expect(itemRows(cart)[0]).toMatchObject({ count: 2, total: '50.00', canDecrease: true, canIncrease: false });
  });

  it('a hosted-store product whose price the store keeps shows no price', () => {
    const [row] = itemRows(add(emptyCart('ecwid', T0), { id: '101', object: 'product', unit_amount: 0, currency: 'usd' }));
    expect(row).toMatchObject({ unitPrice: null, total: null, name: '101' });
  });

  it('money is minor units / 100 with two decimals and the currency code', () => {
    expect(money(7750, 'usd')).toBe('77.50 USD');
    expect(money(5, 'eur')).toBe('0.05 EUR');
  });
});
