import { describe, expect, it } from 'vitest';
import { shopConstants } from '../shop-constants';
import {
  cartCurrencies,
  cartItemCount,
  cartTotal,
  formatMoney,
  lineDetails,
  lineImage,
  lineName,
  lineTotal,
  shortOrderId,
  unitPrice,
} from './cart-money';
import { addHostedProduct, addPrice, addSku, emptyCart, increaseLine } from './cart-operations';
import { hosted, price, sku, T0, value } from './test-items';

describe('ecommerce.md §9: money', () => {
  it('amounts are minor units divided by 100, shown with two decimals', () => {
    expect(formatMoney(1250)).toBe('12.50');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(100000)).toBe('1000.00');
  });

  it('a line total is unit price times cart_count; the cart total is the sum of its lines', () => {
    let cart = value(addSku(emptyCart('stripe', T0), sku('a', { price: 1000 })));
    cart = value(addSku(cart, sku('b', { price: 250 })));
    cart = value(increaseLine(cart, { kind: 'sku', key: 'b' }));
    expect(lineTotal(cart.skus.b!)).toBe(500);
    expect(cartTotal(cart)).toBe(1500);
    expect(cartItemCount(cart)).toBe(3);
  });

  it('price lines count unit_amount; hosted-store lines their price with options', () => {
    const prices = value(addPrice(emptyCart('stripe', T0), price('p', { unit_amount: 700 })));
    expect(cartTotal(prices)).toBe(700);
    const options = [{ name: 'Size', type: 'SIZE', choices: [{ text: 'L', priceModifier: 10, priceModifierType: 'PERCENT' as const }] }];
    const store = value(addHostedProduct(emptyCart('ecwid', T0), hosted('h', { unit_amount: 2000, options, selectedOptions: { Size: 'L' } })));
    const [line] = Object.values(store.prices);
    expect(unitPrice(line!)).toBe(2200);
    expect(cartTotal(store)).toBe(2200);
  });

  it("the cart's currencies are listed once each", () => {
    let cart = value(addSku(emptyCart('stripe', T0), sku('a', { currency: 'usd' })));
    cart = value(addSku(cart, sku('b', { currency: 'USD' })));
    expect(cartCurrencies(cart)).toEqual(['usd']);
    cart = value(addSku(cart, sku('c', { currency: 'eur' })));
    expect(cartCurrencies(cart)).toEqual(['usd', 'eur']);
  });
});

describe('ecommerce.md §2, §9: the order id shown', () => {
  it('is cut to 20 characters followed by an ellipsis', () => {
    const id = 'or_1NXWPnCo3xSUVuP2ABCDEFGH';
    expect(shortOrderId(id)).toBe(`${id.slice(0, 20)}${shopConstants.orderIdEllipsis}`);
    expect(Array.from(shortOrderId(id))).toHaveLength(21);
  });

  it('an id of 20 characters or fewer is shown whole', () => {
    expect(shortOrderId('or_12345678901234567')).toBe('or_12345678901234567');
    expect(shortOrderId('or_1')).toBe('or_1');
  });
});

describe('ecommerce.md §2: item rows', () => {
  it("the item image is the item's image, else the first product image", () => {
    expect(lineImage(sku('a', { image: 'sku.png', productObject: { images: ['product.png'] } }))).toBe('sku.png');
    expect(lineImage(sku('a', { image: null, productObject: { images: ['product.png', 'b.png'] } }))).toBe('product.png');
    expect(lineImage(price('p', { images: ['p1.png'], productObject: { images: ['product.png'] } }))).toBe('p1.png');
    expect(lineImage(price('p'))).toBeNull();
  });

  it("a hosted-store line's chosen combination picture is its image", () => {
    const item = hosted('h', { selectedCombination: { id: 1, options: [], thumbnailUrl: 'combo.png' }, images: ['product.png'] });
    expect(lineImage(item)).toBe('combo.png');
  });

  it("names: a price's translated name for the locale, else its name, else its product's; a sku's product name", () => {
    const p = price('p', { name: 'Mug', nameTranslated: { fr: 'Tasse' } });
    expect(lineName(p, 'fr')).toBe('Tasse');
    expect(lineName(p, 'de')).toBe('Mug');
    expect(lineName(price('p', { name: null, productObject: { name: 'Cup' } }))).toBe('Cup');
    expect(lineName(sku('s', { productObject: { name: 'Shirt' } }))).toBe('Shirt');
    expect(lineName(sku('s', { productObject: null }))).toBe('s');
  });

  it("details: a sku's attributes, a hosted-store line's chosen options", () => {
    expect(lineDetails(sku('s', { attributes: { size: 'M' } }))).toEqual([{ name: 'size', value: 'M' }]);
    expect(lineDetails(hosted('h', { selectedOptions: { Color: 'Red' } }))).toEqual([{ name: 'Color', value: 'Red' }]);
  });
});
