import { describe, expect, it } from 'vitest';
import { addToCartItem, findArticle, isAddToCartWidgetValid, isProductActive, isSellableProduct } from './products';
import { price, sku } from './test-items';
import type { ProviderProduct } from './types';

const shirt: ProviderProduct = {
  id: 'prod_shirt',
  name: 'Shirt',
  active: true,
  articles: [sku('sku_s', { attributes: { size: 'S' } }), sku('sku_m', { attributes: { size: 'M' } }), sku('sku_x', { active: false, attributes: { size: 'XL' } })],
};
const poster: ProviderProduct = {
  id: 'prod_poster',
  name: 'Poster',
  active: true,
  prices: [{ ...price('price_old', { active: false }), billing_scheme: 'per_unit' }, { ...price('price_a'), billing_scheme: 'per_unit' }],
};

describe('ecommerce.md §5: add-to-cart products', () => {
  it('a product is active when its active flag is true', () => {
    expect(isProductActive({ active: true })).toBe(true);
    expect(isProductActive({ active: false })).toBe(false);
    expect(isProductActive({})).toBe(false);
  });

  it('must be active and have an active sku or an active per_unit price', () => {
    expect(isSellableProduct(shirt)).toBe(true);
    expect(isSellableProduct(poster)).toBe(true);
    expect(isSellableProduct({ ...shirt, active: false })).toBe(false);
    expect(isSellableProduct({ ...shirt, articles: [sku('s', { active: false })] })).toBe(false);
    expect(isSellableProduct({ ...poster, prices: [{ ...price('p'), billing_scheme: 'tiered' }] })).toBe(false);
  });

  it('a multi-article product is matched by equal attributes', () => {
    expect(findArticle(shirt, { size: 'M' })?.id).toBe('sku_m');
    expect(findArticle(shirt, { size: 'M', color: 'red' })).toBeUndefined();
    expect(findArticle(shirt, { size: 'XL' })).toBeUndefined();
    expect(findArticle(shirt)).toBeUndefined();
    expect(findArticle({ ...shirt, articles: [sku('only')] })?.id).toBe('only');
  });

  it('an add-to-cart widget is invalid with no selected product or one not in the loaded list', () => {
    expect(isAddToCartWidgetValid({}, [shirt])).toBe(false);
    expect(isAddToCartWidgetValid({ product_id: 'prod_gone' }, [shirt])).toBe(false);
    expect(isAddToCartWidgetValid({ product_id: 'prod_shirt' }, [shirt])).toBe(true);
  });

  it('what a widget adds: its sku, the sku of the chosen attributes, or its price', () => {
    expect(addToCartItem({ product_id: 'prod_shirt', sku_id: 'sku_s' }, [shirt])).toMatchObject({ id: 'sku_s', object: 'sku' });
    expect(addToCartItem({ product_id: 'prod_shirt', sku_id: 'sku_x' }, [shirt])).toBeUndefined();
    expect(addToCartItem({ product_id: 'prod_shirt' }, [shirt], { size: 'M' })).toMatchObject({ id: 'sku_m', object: 'sku' });
    expect(addToCartItem({ product_id: 'prod_poster' }, [poster])).toMatchObject({ id: 'price_a', object: 'price' });
    expect(addToCartItem({ product_id: 'prod_poster', price_id: 'price_old' }, [poster])).toBeUndefined();
    expect(addToCartItem({ product_id: 'prod_gone' }, [poster])).toBeUndefined();
  });
});
