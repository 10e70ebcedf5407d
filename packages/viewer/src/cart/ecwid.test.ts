import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type CartData, type CartItemInput } from '@folio/model';
import { ecwidProduct, ecwidScriptUrl, handOverToEcwid, type EcwidApi } from './ecwid';

const add = (cart: CartData, item: CartItemInput | undefined) => {
  const result = addToCart(cart, item!);
  if (!result.ok) throw result.error;
  return result.value;
};

describe('the hosted store hand-over (ecommerce.md §2 "Simple version")', () => {
  it('the script address carries the store id', () => {
    expect(ecwidScriptUrl('1003')).toBe('https://app.ecwid.com/script.js?1003&data_platform=code');
    expect(ecwidScriptUrl('a&b')).toBe('https://app.ecwid.com/script.js?a%26b&data_platform=code');
  });

  it('clears the store’s cart, adds each product in order with its quantity and options, then opens the checkout', async () => {
    const calls: unknown[] = [];
    const api: EcwidApi = {
      Cart: {
        clear: (callback) => (calls.push('clear'), callback?.()),
        addProduct: (product) => (calls.push({ id: product.id, quantity: product.quantity, options: product.options }), product.callback?.()),
        gotoCheckout: () => void calls.push('checkout'),
      },
    };
    let cart = add(emptyCart('ecwid'), ecwidProduct({ product_id: '101' }));
    cart = add(cart, ecwidProduct({ product_id: '101' }));
    cart = add(cart, { id: 'sofa', object: 'product', unit_amount: 0, currency: 'usd', options: [{ name: 'Colour', choices: [{ text: 'Red' }], defaultChoice: 0 }] });
    await handOverToEcwid(api, cart);
    expect(calls).toEqual(['clear', { id: 101, quantity: 2, options: undefined }, { id: 'sofa', quantity: 1, options: { Colour: 'Red' } }, 'checkout']);
  });

  it('an add-to-cart without a product adds nothing', () => {
    expect(ecwidProduct({})).toBeUndefined();
  });
});
