import { describe, expect, it } from 'vitest';
import type { ProviderProduct } from '@folio/model';
import { addToCartProblem, problemMessage, shownAddToCartProblem } from './add-to-cart-validity';

const sku = (id: string, active = true) => ({ id, active, currency: 'usd', price: 1500, attributes: {}, inventory: { type: 'infinite' as const } });
const price = (id: string, active = true) => ({ id, active, currency: 'usd', unit_amount: 900, billing_scheme: 'per_unit' });
const products: ProviderProduct[] = [
  { id: 'prod_tee', name: 'T-shirt', active: true, articles: [sku('sku_m'), sku('sku_l', false)], prices: [] },
  { id: 'prod_print', name: 'Print', active: true, articles: [], prices: [price('price_a'), price('price_old', false)] },
  { id: 'prod_off', name: 'Retired', active: false, articles: [sku('sku_x')], prices: [] },
];

describe('add-to-cart widget validity in the constructor (ecommerce.md §5)', () => {
  it('invalid when no product is selected', () => {
    expect(addToCartProblem({}, products)).toBe('noneSelected');
    expect(problemMessage('noneSelected')).toBe('Choose the product this button adds to the cart.');
  });

  it('invalid when the product is not in the loaded list (deleted, or the provider was disconnected)', () => {
    expect(addToCartProblem({ product_id: 'prod_gone' }, products)).toBe('notInList');
    expect(addToCartProblem({ product_id: 'prod_tee' }, [])).toBe('notInList');
  });

  it('valid with a product of the list, with or without its sku or price', () => {
    expect(addToCartProblem({ product_id: 'prod_tee' }, products)).toBeNull();
    expect(addToCartProblem({ product_id: 'prod_tee', sku_id: 'sku_m' }, products)).toBeNull();
    expect(addToCartProblem({ product_id: 'prod_print', price_id: 'price_a' }, products)).toBeNull();
  });

  it('a sku or price that is not the product’s is named', () => {
    expect(addToCartProblem({ product_id: 'prod_tee', sku_id: 'sku_other' }, products)).toBe('skuNotInProduct');
    expect(addToCartProblem({ product_id: 'prod_print', price_id: 'price_other' }, products)).toBe('priceNotInProduct');
  });

  it('an inactive product, or one without an active sku or price, cannot sell', () => {
    expect(addToCartProblem({ product_id: 'prod_off' }, products)).toBe('notSellable');
    const bare: ProviderProduct[] = [{ id: 'prod_bare', active: true, articles: [sku('sku_y', false)], prices: [price('price_z', false)] }];
    expect(addToCartProblem({ product_id: 'prod_bare' }, bare)).toBe('notSellable');
  });

  it('what the panel and the canvas show: nothing while the card provider’s list loads; the hosted store only a missing choice; no provider, an empty list', () => {
    expect(shownAddToCartProblem({ product_id: 'prod_gone' }, 'stripe', null)).toBeNull();
    expect(shownAddToCartProblem({ product_id: 'prod_gone' }, 'stripe', products)).toBe('notInList');
    expect(shownAddToCartProblem({ product_id: '12345' }, 'ecwid', null)).toBeNull();
    expect(shownAddToCartProblem({}, 'ecwid', null)).toBe('noneSelected');
    expect(shownAddToCartProblem({ product_id: 'prod_tee' }, null, null)).toBe('notInList');
    expect(shownAddToCartProblem({}, null, null)).toBe('noneSelected');
  });
});
