import { describe, expect, it } from 'vitest';
import { cartConstants } from '../shop-constants';
import { shopMessages } from '../shop-messages';
import {
  addHostedProduct,
  addPrice,
  addSku,
  addToCart,
  canDecreaseLine,
  canIncreaseLine,
  cartKind,
  cartLines,
  clearCart,
  decreaseLine,
  emptyCart,
  hasMixedKinds,
  increaseLine,
  isShippingNeeded,
  removeLine,
} from './cart-operations';
import { hostedLineKey } from './hosted-product';
import { bucketSku, errorOf, finiteSku, hosted, price, sku, T0, value } from './test-items';
import type { CartData } from './types';

const empty = () => emptyCart('stripe', T0);
const withSkus = (count: number): CartData => {
  let cart = empty();
  for (let i = 0; i < count; i++) cart = value(addSku(cart, sku(`sku_${i}`)));
  return cart;
};
const withPrices = (count: number): CartData => {
  let cart = empty();
  for (let i = 0; i < count; i++) cart = value(addPrice(cart, price(`price_${i}`)));
  return cart;
};

describe('ecommerce.md §3: cart data', () => {
  it('an empty cart has no lines, zero counts, no order and the given provider and time', () => {
    const cart = empty();
    expect(cart).toMatchObject({ skus: {}, prices: {}, uniqSkusCount: 0, uniqPricesCount: 0, shippableProducts: 0, order: null, provider: 'stripe' });
    expect(cart.changed).toBe(T0.toISOString());
    expect(cart.backuped).toBe(T0.toISOString());
  });

  it('each line carries cart_count plus the item fields, keyed by sku id or price id', () => {
    const cart = value(addSku(empty(), sku('sku_a', { price: 1234 })));
    expect(cart.skus.sku_a).toMatchObject({ id: 'sku_a', price: 1234, cart_count: 1 });
    const prices = value(addPrice(empty(), price('price_a')));
    expect(prices.prices.price_a).toMatchObject({ id: 'price_a', cart_count: 1 });
    expect(prices.uniqPricesCount).toBe(1);
  });
});

describe('ecommerce.md §5 "Add sku"', () => {
  it('needs an id: a sku without one gives the invalid-sku message', () => {
    const error = errorOf(addSku(empty(), sku('')));
    expect(error.message).toBe(shopMessages.invalidSku);
    expect(error.kind).toBeUndefined();
  });

  it('invalid sku data (no price, no inventory) is refused with the same message', () => {
    expect(errorOf(addSku(empty(), { ...sku('s'), price: Number.NaN })).message).toBe(shopMessages.invalidSku);
    expect(errorOf(addSku(empty(), { ...sku('s'), inventory: { type: 'other' as never } })).message).toBe(shopMessages.invalidSku);
  });

  it('adds a new sku with count 1 and counts it as distinct', () => {
    const cart = value(addSku(empty(), sku('a')));
    expect(cart.skus.a?.cart_count).toBe(1);
    expect(cart.uniqSkusCount).toBe(1);
  });

  it('adding a sku already in the cart raises its count instead of adding a line', () => {
    const cart = value(addSku(value(addSku(empty(), sku('a'))), sku('a')));
    expect(cart.skus.a?.cart_count).toBe(2);
    expect(cart.uniqSkusCount).toBe(1);
  });

  it('a new distinct sku is refused at 25 distinct skus: "You can’t add more than 25 items to the cart"', () => {
    const full = withSkus(cartConstants.maxDistinctItemsPerKind);
    expect(full.uniqSkusCount).toBe(25);
    const error = errorOf(addSku(full, sku('one_more')));
    expect(error.message).toBe('You can\u2019t add more than 25 items to the cart');
    expect(error.code).toBe('tooManyItems');
    // A sku already in the full cart can still be raised.
    expect(value(addSku(full, sku('sku_0'))).skus.sku_0?.cart_count).toBe(2);
  });

  it('an out-of-stock sku is refused with the outOfStock kind, naming the sku', () => {
    const error = errorOf(addSku(empty(), finiteSku('sku_x', 0)));
    expect(error.message).toBe("You can\u2019t add this product with attribute sku_x. It's out of stock");
    expect(error.kind).toBe('outOfStock');
    expect(errorOf(addSku(empty(), bucketSku('sku_b', 'out_of_stock'))).kind).toBe('outOfStock');
  });

  it('adding a finite sku beyond its quantity gives the "add more" message, without a kind (§8)', () => {
    const cart = value(addSku(empty(), finiteSku('sku_f', 1)));
    const error = errorOf(addSku(cart, finiteSku('sku_f', 1)));
    expect(error.message).toBe("You can\u2019t add more this product with attribute sku_f. It's out of stock");
    expect(error.kind).toBeUndefined();
  });

  it('a sku into a cart of price items gives the alert "You can\'t buy all these products, try separately"', () => {
    const error = errorOf(addSku(withPrices(1), sku('a')));
    expect(error.message).toBe("You can't buy all these products, try separately");
    expect(error.code).toBe('mixedCartKinds');
  });
});

describe('ecommerce.md §5 sku availability', () => {
  it('infinite is always ok: no count limit', () => {
    let cart = value(addSku(empty(), sku('i')));
    for (let i = 0; i < 50; i++) cart = value(increaseLine(cart, { kind: 'sku', key: 'i' }));
    expect(cart.skus.i?.cart_count).toBe(51);
  });

  it('finite needs quantity above 0; raising needs the count below the quantity', () => {
    expect(addSku(empty(), finiteSku('f', 0)).ok).toBe(false);
    let cart = value(addSku(empty(), finiteSku('f', 2)));
    cart = value(increaseLine(cart, { kind: 'sku', key: 'f' }));
    expect(cart.skus.f?.cart_count).toBe(2);
    const error = errorOf(increaseLine(cart, { kind: 'sku', key: 'f' }));
    expect(error.message).toBe(shopMessages.skuNoMoreInStock('f'));
    expect(canIncreaseLine(cart, { kind: 'sku', key: 'f' })).toBe(false);
  });

  it('bucket is ok unless out_of_stock (in_stock and limited raise freely)', () => {
    for (const level of ['in_stock', 'limited'] as const) {
      let cart = value(addSku(empty(), bucketSku('b', level)));
      cart = value(increaseLine(cart, { kind: 'sku', key: 'b' }));
      expect(cart.skus.b?.cart_count).toBe(2);
    }
    expect(addSku(empty(), bucketSku('b', 'out_of_stock')).ok).toBe(false);
  });
});

describe('ecommerce.md §5 "Add price"', () => {
  it('needs an id: a price without one gives the invalid-price message', () => {
    expect(errorOf(addPrice(empty(), price(''))).message).toBe(shopMessages.invalidPrice);
  });

  it('must be active: an inactive price is refused with the invalid-price message', () => {
    expect(errorOf(addPrice(empty(), price('p', { active: false }))).message).toBe(shopMessages.invalidPrice);
  });

  it('raises the count of a price already in the cart', () => {
    const cart = value(addPrice(value(addPrice(empty(), price('p'))), price('p')));
    expect(cart.prices.p?.cart_count).toBe(2);
  });

  it('a new distinct price is refused at 25 distinct prices', () => {
    expect(errorOf(addPrice(withPrices(25), price('one_more'))).message).toBe(shopMessages.tooManyItems);
  });

  it('a price into a cart of skus gives the mixed-kinds alert', () => {
    expect(errorOf(addPrice(withSkus(1), price('p'))).message).toBe(shopMessages.mixedCartKinds);
  });
});

describe('ecommerce.md §5 "Add hosted-store product"', () => {
  it('needs an id: a product without one gives the invalid-product message', () => {
    expect(errorOf(addHostedProduct(empty(), hosted(''))).message).toBe(shopMessages.invalidProduct);
  });

  it('must be in stock: a product not in stock is refused (outOfStock)', () => {
    const error = errorOf(addHostedProduct(empty(), hosted('p1', { inStock: false })));
    expect(error.message).toBe("You can\u2019t add this product p1. It's out of stock");
    expect(error.kind).toBe('outOfStock');
  });

  it('quantity undefined is available; quantity 0 is not', () => {
    expect(addHostedProduct(empty(), hosted('p1', { quantity: undefined })).ok).toBe(true);
    expect(errorOf(addHostedProduct(empty(), hosted('p1', { quantity: 0 }))).message).toBe(shopMessages.productOutOfStock('p1'));
  });

  it('cart count plus one must not exceed the stock quantity (outOfStock)', () => {
    let cart = value(addHostedProduct(empty(), hosted('p1', { quantity: 2 })));
    cart = value(addHostedProduct(cart, hosted('p1', { quantity: 2 })));
    expect(cart.prices[hostedLineKey('p1')]?.cart_count).toBe(2);
    const error = errorOf(addHostedProduct(cart, hosted('p1', { quantity: 2 })));
    expect(error.message).toBe('You can\u2019t add more product p1 items to the cart');
    expect(error.kind).toBe('outOfStock');
  });

  it('lines of one product with different options share the product\'s stock quantity', () => {
    const options = [{ name: 'Size', type: 'SELECT', choices: [{ text: 'S' }, { text: 'M' }] }];
    const small = hosted('p1', { quantity: 2, options, selectedOptions: { Size: 'S' } });
    const medium = hosted('p1', { quantity: 2, options, selectedOptions: { Size: 'M' } });
    let cart = value(addHostedProduct(empty(), small));
    cart = value(addHostedProduct(cart, medium));
    expect(cart.uniqPricesCount).toBe(2);
    expect(addHostedProduct(cart, small).ok).toBe(false);
  });

  it('a line is keyed by a hash of id and options (§3), and keeps the order lines were added in', () => {
    const numbered = value(addHostedProduct(value(addHostedProduct(empty(), hosted('12'))), hosted('11')));
    expect(cartLines(numbered).map((entry) => entry.line.id)).toEqual(['12', '11']);
    const cart = value(addHostedProduct(empty(), hosted('p1', { selectedOptions: { Color: 'Red' } })));
    const key = hostedLineKey('p1', { Color: 'Red' });
    expect(Object.keys(cart.prices)).toEqual([key]);
    expect(key).not.toBe('p1');
    expect(cart.prices[key]).toMatchObject({ id: 'p1', cart_count: 1, selectedOptions: { Color: 'Red' } });
  });

  it('a required option left unchosen takes its default choice; without one the product is invalid', () => {
    const options = [{ name: 'Size', type: 'SELECT', required: true, defaultChoice: 1, choices: [{ text: 'S' }, { text: 'M' }] }];
    const cart = value(addHostedProduct(empty(), hosted('p1', { options })));
    expect(Object.values(cart.prices)[0]?.selectedOptions).toEqual({ Size: 'M' });
    const noDefault = [{ name: 'Size', type: 'SELECT', required: true, choices: [{ text: 'S' }] }];
    expect(errorOf(addHostedProduct(empty(), hosted('p1', { options: noDefault }))).message).toBe(shopMessages.invalidProduct);
  });

  it('a combination with its own quantity limits that combination only', () => {
    const options = [{ name: 'Size', type: 'SIZE', choices: [{ text: 'S' }, { text: 'M' }] }];
    const combinations = [
      { id: 1, options: [{ name: 'Size', value: 'S' }], quantity: 1 },
      { id: 2, options: [{ name: 'Size', value: 'M' }], quantity: 5 },
    ];
    const product = (size: string) => hosted('p1', { options, combinations, selectedOptions: { Size: size } });
    let cart = value(addHostedProduct(empty(), product('S')));
    expect(errorOf(addHostedProduct(cart, product('S'))).message).toBe(shopMessages.productNoMoreInStock('p1'));
    cart = value(addHostedProduct(cart, product('M')));
    cart = value(addHostedProduct(cart, product('M')));
    expect(cart.prices[hostedLineKey('p1', { Size: 'M' })]?.cart_count).toBe(2);
  });

  it('a combination out of stock is refused even when the product is in stock', () => {
    const combinations = [{ id: 1, options: [{ name: 'Size', value: 'S' }], inStock: false, quantity: 0 }];
    const error = errorOf(addHostedProduct(empty(), hosted('p1', { combinations, selectedOptions: { Size: 'S' } })));
    expect(error.message).toBe(shopMessages.productOutOfStock('p1'));
  });

  it('a hosted-store product into a cart of skus gives the mixed-kinds alert', () => {
    expect(errorOf(addHostedProduct(withSkus(1), hosted('p1'))).message).toBe(shopMessages.mixedCartKinds);
  });

  it('a new distinct hosted line is refused at 25 distinct lines', () => {
    let cart = empty();
    for (let i = 0; i < 25; i++) cart = value(addHostedProduct(cart, hosted(`p${i}`)));
    expect(errorOf(addHostedProduct(cart, hosted('p99'))).message).toBe(shopMessages.tooManyItems);
  });
});

describe('ecommerce.md §3, §8: adding by object kind', () => {
  it('dispatches sku, price and product to their add rules', () => {
    expect(value(addToCart(empty(), { ...sku('s'), object: 'sku' })).uniqSkusCount).toBe(1);
    expect(value(addToCart(empty(), { ...price('p'), object: 'price' })).uniqPricesCount).toBe(1);
    expect(value(addToCart(empty(), hosted('h'))).prices[hostedLineKey('h')]?.object).toBe('product');
  });

  it("an unknown object kind gives 'provider not found'", () => {
    const error = errorOf(addToCart(empty(), { object: 'coupon' }));
    expect(error.message).toBe('provider not found');
    expect(error.code).toBe('providerNotFound');
  });
});

describe('ecommerce.md §4: increase, decrease, remove, clear', () => {
  it('decrease never goes below 1 and its control shows only above 1', () => {
    let cart = value(addSku(empty(), sku('a')));
    expect(canDecreaseLine(cart, { kind: 'sku', key: 'a' })).toBe(false);
    expect(decreaseLine(cart, { kind: 'sku', key: 'a' })).toBe(cart);
    cart = value(increaseLine(cart, { kind: 'sku', key: 'a' }));
    expect(canDecreaseLine(cart, { kind: 'sku', key: 'a' })).toBe(true);
    cart = decreaseLine(cart, { kind: 'sku', key: 'a' });
    expect(cart.skus.a?.cart_count).toBe(1);
  });

  it('increase of a hosted-store line stops at its stock quantity', () => {
    const cart = value(addHostedProduct(empty(), hosted('p', { quantity: 1 })));
    expect(errorOf(increaseLine(cart, { kind: 'price', key: hostedLineKey('p') })).message).toBe(shopMessages.productNoMoreInStock('p'));
  });

  it('increase of a card-provider price has no stock limit', () => {
    const cart = value(increaseLine(value(addPrice(empty(), price('p'))), { kind: 'price', key: 'p' }));
    expect(cart.prices.p?.cart_count).toBe(2);
  });

  it('unknown lines leave the cart as it is', () => {
    const cart = empty();
    expect(value(increaseLine(cart, { kind: 'sku', key: 'nope' }))).toBe(cart);
    expect(decreaseLine(cart, { kind: 'price', key: 'nope' })).toBe(cart);
    expect(removeLine(cart, { kind: 'sku', key: 'toString' })).toBe(cart);
  });

  it('remove deletes the line and its distinct count', () => {
    const cart = removeLine(withSkus(3), { kind: 'sku', key: 'sku_1' });
    expect(Object.keys(cart.skus)).toEqual(['sku_0', 'sku_2']);
    expect(cart.uniqSkusCount).toBe(2);
  });

  it('clear resets to an empty cart of the same provider', () => {
    const cart = clearCart({ ...withSkus(2), order: { id: 'or_1' } as never });
    expect(cart).toMatchObject({ skus: {}, prices: {}, uniqSkusCount: 0, order: null, provider: 'stripe' });
  });
});

describe('ecommerce.md §5: kinds and shipping', () => {
  it('a cart holds one kind: cartKind and hasMixedKinds', () => {
    expect(cartKind(empty())).toBeNull();
    expect(cartKind(withSkus(1))).toBe('sku');
    expect(cartKind(withPrices(1))).toBe('price');
    expect(hasMixedKinds({ skus: withSkus(1).skus, prices: withPrices(1).prices })).toBe(true);
  });

  it('shipping is needed if any shippable sku or any price item exists', () => {
    const notShippable = value(addSku(empty(), sku('d', { productObject: { name: 'E-book', shippable: false } })));
    expect(isShippingNeeded(notShippable)).toBe(false);
    expect(notShippable.shippableProducts).toBe(0);
    const shippable = value(addSku(notShippable, sku('s')));
    expect(isShippingNeeded(shippable)).toBe(true);
    expect(shippable.shippableProducts).toBe(1);
    expect(isShippingNeeded(withPrices(1))).toBe(true);
    expect(withPrices(1).shippableProducts).toBe(1);
  });

  it('cartLines lists skus then prices in the order added', () => {
    expect(cartLines(withSkus(2)).map((entry) => entry.key)).toEqual(['sku_0', 'sku_1']);
  });
});
