import { describe, expect, it } from 'vitest';
import { ecommercecartWidgetSchema, isFullCheckoutCart } from './ecommercecart';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('cart widget', () => {
  it('ecommerce.md §3: cart widget settings: version, bar-* styling and bar-{label} texts', () => {
    const widget = {
      type: 'ecommercecart',
      ...base,
      version: 3,
      'bar-color': '000000',
      'bar-color-opacity': 1,
      'bar-background-color': 'ffffff',
      'bar-background-color-opacity': 0.95,
      'bar-shadow': true,
      'bar-font-family': 'Roboto',
      'bar-font-style': 'normal',
      'bar-font-weight': 400,
      'bar-letter-spacing': 0,
      'bar-title': 'Cart',
      'bar-empty-title': 'Cart is empty',
      'bar-checkout-button': 'Check out',
      'bar-price-caption': 'Price',
      'bar-quantity-caption': 'Qty',
    };
    expect(ecommercecartWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('ecommerce.md §2: price and quantity labels hold at most 32 characters', () => {
    const long = 'x'.repeat(33);
    expect(ecommercecartWidgetSchema.safeParse({ type: 'ecommercecart', ...base, 'bar-price-caption': long }).success).toBe(false);
    expect(ecommercecartWidgetSchema.safeParse({ type: 'ecommercecart', ...base, 'bar-quantity-caption': long }).success).toBe(false);
  });

  it('ecommerce.md §1: version 3 selects the full checkout sidebar, any other value the simple one', () => {
    expect(isFullCheckoutCart({ version: 3 })).toBe(true);
    expect(isFullCheckoutCart({ version: 2 })).toBe(false);
    expect(isFullCheckoutCart({})).toBe(false);
  });
});
