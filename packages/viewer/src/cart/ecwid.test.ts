import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, increaseLine, shopMessages, type CartData, type CartItemInput, type HostedProduct } from '@folio/model';
import { itemRows } from './item-rows';
import { ecwidProduct, ecwidScriptUrl, handOverToEcwid, hostedCatalogueUrl, loadHostedCatalogue, type EcwidApi } from './ecwid';

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

/** The store's catalogue as GET /api/ecommerce/{numId}/ecwid/products answers it (minor units, the store's currency). */
const catalogue: HostedProduct[] = [
  { id: '101', object: 'product', active: true, name: 'Desk lamp', unit_amount: 2450, currency: 'eur', image: 'https://images.example/lamp.jpg', images: ['https://images.example/lamp.jpg'], inStock: true, quantity: null },
  { id: '303', object: 'product', active: true, name: 'Last vase', unit_amount: 9900, currency: 'eur', inStock: true, quantity: 1 },
  { id: '404', object: 'product', active: true, name: 'Sold-out chair', unit_amount: 5000, currency: 'eur', inStock: false, quantity: 0 },
];

describe('the hosted store’s catalogue in the cart (ecommerce.md §3 "Product (hosted-store provider)", §5)', () => {
  it('is read from our server, for the published project or the owner’s preview', async () => {
    expect(hostedCatalogueUrl(12, 'viewer')).toBe('/api/ecommerce/12/ecwid/products?type=published');
    expect(hostedCatalogueUrl(12, 'preview')).toBe('/api/ecommerce/12/ecwid/products?type=preview');
    const asked: string[] = [];
    const http = { get: async <T,>(url: string) => (asked.push(url), { data: catalogue }) as T };
    await expect(loadHostedCatalogue(http, 12, 'viewer')).resolves.toEqual(catalogue);
    expect(asked).toEqual(['/api/ecommerce/12/ecwid/products?type=published']);
  });

  it('an add-to-cart adds the store’s product: its row shows the name, the price as money and the picture', () => {
    const cart = add(emptyCart('ecwid'), ecwidProduct({ product_id: '101' }, catalogue));
    const [row] = itemRows(add(cart, ecwidProduct({ product_id: '101' }, catalogue)));
    expect(row).toMatchObject({ name: 'Desk lamp', unitPrice: '24.50', total: '49.00', currency: 'EUR', image: 'https://images.example/lamp.jpg', count: 2 });
  });

  it('§5: a product with one in stock cannot be added twice, nor raised in the cart', () => {
    const cart = add(emptyCart('ecwid'), ecwidProduct({ product_id: '303' }, catalogue));
    const again = addToCart(cart, ecwidProduct({ product_id: '303' }, catalogue)!);
    expect(again).toMatchObject({ ok: false, error: { message: shopMessages.productNoMoreInStock('303'), kind: 'outOfStock' } });
    expect(increaseLine(cart, itemRows(cart)[0]!.ref).ok).toBe(false);
    expect(itemRows(cart)[0]!.canIncrease).toBe(false);
  });

  it('§5: a product the store has not in stock is refused', () => {
    const refused = addToCart(emptyCart('ecwid'), ecwidProduct({ product_id: '404' }, catalogue)!);
    expect(refused).toMatchObject({ ok: false, error: { message: shopMessages.productOutOfStock('404'), kind: 'outOfStock' } });
  });

  it('§5: a product the loaded catalogue does not hold adds nothing; without a catalogue the id alone is added', () => {
    expect(ecwidProduct({ product_id: '999' }, catalogue)).toBeUndefined();
    expect(ecwidProduct({ product_id: '999' }, null)).toEqual({ id: '999', object: 'product', active: true, unit_amount: 0, currency: 'usd' });
    expect(itemRows(add(emptyCart('ecwid'), ecwidProduct({ product_id: '999' })))[0]).toMatchObject({ name: '999', unitPrice: null });
  });
});
