import { describe, expect, it } from 'vitest';
import { hostedProductsOf, hostedPublicTokenSchema } from './hosted-catalogue';
import { hostedUnitPrice } from './hosted-product';
import { hostedStock, isHostedAvailable } from './stock';

const tee = {
  id: 501,
  name: 'Tee',
  price: 18.5,
  quantity: 4,
  inStock: true,
  imageUrl: 'https://images.example/tee.jpg',
  thumbnailUrl: 'https://images.example/tee-small.jpg',
  options: [
    {
      type: 'SIZE',
      name: 'Size',
      required: true,
      defaultChoice: 0,
      choices: [
        { text: 'S', priceModifier: 0, priceModifierType: 'ABSOLUTE' },
        { text: 'L', priceModifier: 2.25, priceModifierType: 'ABSOLUTE' },
        { text: 'XL', priceModifier: 10, priceModifierType: 'PERCENT' },
      ],
    },
  ],
  combinations: [
    { id: 9001, options: [{ name: 'Size', value: 'S' }], quantity: 0, inStock: false },
    { id: 9002, options: [{ name: 'Size', value: 'L' }], unlimited: true, inStock: true, price: 21 },
  ],
};

describe('the hosted store’s catalogue read as hosted-store products (ecommerce.md §3)', () => {
  it('turns the store’s prices into minor units, keeps percent modifiers as percentages, and takes the picture', () => {
    const [product] = hostedProductsOf([tee]);
    expect(product).toMatchObject({ id: '501', object: 'product', name: 'Tee', unit_amount: 1850, currency: 'usd', image: 'https://images.example/tee.jpg', quantity: 4, inStock: true });
    expect(product!.options![0]!.choices!.map((choice) => choice.priceModifier)).toEqual([0, 225, 10]);
    expect(product!.combinations).toEqual([
      { id: 9001, options: [{ name: 'Size', value: 'S' }], quantity: 0, inStock: false, price: null, thumbnailUrl: null },
      { id: 9002, options: [{ name: 'Size', value: 'L' }], quantity: null, inStock: true, price: 2100, thumbnailUrl: null },
    ]);
  });

  it('answers products the cart’s price and stock rules read: a combination’s own price, a sold-out size refused', () => {
    const [product] = hostedProductsOf([tee]);
    expect(hostedUnitPrice({ ...product!, selectedOptions: { Size: 'L' } })).toBe(2100);
    expect(hostedUnitPrice({ ...product!, selectedOptions: { Size: 'XL' } })).toBe(2035);
    expect(isHostedAvailable({ ...product!, selectedOptions: { Size: 'S' } })).toBe(false);
    expect(hostedStock({ ...product!, selectedOptions: { Size: 'L' } }).quantity).toBeNull();
  });

  it('leaves out switched-off products and entries that are not products, keeping the rest', () => {
    const products = hostedProductsOf([{ ...tee, id: 1, enabled: false }, { id: 2 }, 'nonsense', { id: 3, name: 'Mug', price: 9, unlimited: true }]);
    expect(products.map((product) => [product.id, product.quantity])).toEqual([['3', null]]);
  });

  it('keeps no picture address that is not http(s)', () => {
    expect(hostedProductsOf([{ id: 4, name: 'Pin', price: 2, imageUrl: 'javascript:alert(1)' }])).toEqual([]);
  });

  it('accepts the store’s public token and nothing that could carry more into the address', () => {
    expect(hostedPublicTokenSchema.safeParse('public_ABCdef123456').success).toBe(true);
    for (const token of ['secret_ABCdef123456', 'public_abc', 'public_ABCdef123456&limit=1', '']) expect(hostedPublicTokenSchema.safeParse(token).success).toBe(false);
  });
});
