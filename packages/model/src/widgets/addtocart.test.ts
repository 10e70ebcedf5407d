import { describe, expect, it } from 'vitest';
import { addtocartWidgetSchema } from './addtocart';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('add-to-cart widget', () => {
  it('ecommerce.md §5: an add-to-cart widget names the product (and optionally the sku or price) it adds', () => {
    const widget = { type: 'addtocart', ...base, product_id: 'prod_1', sku_id: 'sku_1', price_id: 'price_1', label: 'Add to cart' };
    expect(addtocartWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('ecommerce.md §9: the label holds at most 32 characters', () => {
    expect(addtocartWidgetSchema.safeParse({ type: 'addtocart', ...base, label: 'x'.repeat(33) }).error?.issues[0]?.path).toEqual([
      'label',
    ]);
  });
});
