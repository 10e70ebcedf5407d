import { describe, expect, it } from 'vitest';
import { cartTexts } from '../messages';
import { shopMessages } from '../shop-messages';
import { CartError } from './cart-error';
import { addRefusalText, editedLabel, initialSidebarState, outOfStockText, shouldRenderCartSidebar, sidebarReducer, type SidebarState } from './sidebar';

const allowed = { permissions: ['can_use_e_commerce'], hasCartWidget: true, provider: 'stripe' as const, environment: 'viewer' as const };

describe('ecommerce.md §2: when the sidebar is rendered', () => {
  it('with the permission, a cart widget, a connected provider, in the viewer or preview', () => {
    expect(shouldRenderCartSidebar(allowed)).toBe(true);
    expect(shouldRenderCartSidebar({ ...allowed, environment: 'preview' })).toBe(true);
  });

  it('never without can_use_e_commerce, a cart widget or a provider', () => {
    expect(shouldRenderCartSidebar({ ...allowed, permissions: [] })).toBe(false);
    expect(shouldRenderCartSidebar({ ...allowed, hasCartWidget: false })).toBe(false);
    expect(shouldRenderCartSidebar({ ...allowed, provider: null })).toBe(false);
  });

  it('never in the constructor or screenshot mode', () => {
    expect(shouldRenderCartSidebar({ ...allowed, environment: 'constructor' })).toBe(false);
    expect(shouldRenderCartSidebar({ ...allowed, environment: 'screenshot' })).toBe(false);
  });
});

describe('ecommerce.md §2: settings panel labels', () => {
  it('an emptied label reverts to its previous text, else the default', () => {
    expect(editedLabel('', 'My cart', cartTexts.title)).toBe('My cart');
    expect(editedLabel('   ', null, cartTexts.title)).toBe('Cart');
    expect(editedLabel('Basket', 'My cart', cartTexts.title)).toBe('Basket');
  });

  it('a label keeps at most 32 characters', () => {
    expect(editedLabel('x'.repeat(40), null, cartTexts.title)).toHaveLength(32);
  });
});

describe('ecommerce.md §4: the sidebar from shown to hidden', () => {
  const run = (state: SidebarState, ...actions: Parameters<typeof sidebarReducer>[1][]) => {
    let clearCart = false;
    for (const action of actions) ({ state, clearCart } = sidebarReducer(state, action));
    return { state, clearCart };
  };

  it('starts hidden on the items tab, settings hidden, nothing loading', () => {
    expect(initialSidebarState).toMatchObject({ shown: false, tab: 'items', settingsHidden: true, orderLoading: false, paymentLoading: false, checkoutComplete: false });
  });

  it('any payment attempt flags the checkout complete', () => {
    expect(run(initialSidebarState, { type: 'paymentAttempted', succeeded: false, failure: 'Payment Failed' }).state).toMatchObject({
      checkoutComplete: true,
      paymentFailure: 'Payment Failed',
    });
  });

  it('hidden after a completed, paid checkout: cart cleared, tab items, success hidden, failure cleared', () => {
    const { state, clearCart } = run(initialSidebarState, { type: 'show' }, { type: 'goTo', tab: 'checkout' }, { type: 'paymentAttempted', succeeded: true }, { type: 'hide' });
    expect(clearCart).toBe(true);
    expect(state).toEqual(initialSidebarState);
  });

  it('hidden after a failed payment: the tab and messages reset, the cart stays (ours)', () => {
    const { state, clearCart } = run(initialSidebarState, { type: 'show' }, { type: 'goTo', tab: 'checkout' }, { type: 'paymentAttempted', succeeded: false, failure: 'Payment Failed' }, { type: 'hide' });
    expect(clearCart).toBe(false);
    expect(state).toMatchObject({ tab: 'items', paymentFailure: null, paymentSucceeded: false, checkoutComplete: false });
  });

  it('hidden without a checkout keeps the tab', () => {
    const { state, clearCart } = run(initialSidebarState, { type: 'show' }, { type: 'goTo', tab: 'inputs' }, { type: 'hide' });
    expect(clearCart).toBe(false);
    expect(state).toMatchObject({ shown: false, tab: 'inputs' });
  });

  it('cancel returns to items; the overlay click closes the settings panel', () => {
    expect(run(initialSidebarState, { type: 'goTo', tab: 'checkout' }, { type: 'cancelOrder' }).state.tab).toBe('items');
    expect(run(initialSidebarState, { type: 'toggleSettings' }).state.settingsHidden).toBe(false);
    expect(run(initialSidebarState, { type: 'toggleSettings' }, { type: 'overlayClick' }).state.settingsHidden).toBe(true);
  });

  it('the loaders set their flags', () => {
    expect(run(initialSidebarState, { type: 'orderLoading', loading: true }).state.orderLoading).toBe(true);
    expect(run(initialSidebarState, { type: 'paymentLoading', loading: true }).state.paymentLoading).toBe(true);
  });
});

describe("ecommerce.md §3, §8: the project's out-of-stock text at add", () => {
  it("is texts.out_of_stock, else 'Out of stock'", () => {
    expect(outOfStockText({ out_of_stock: ' Sold out ' })).toBe('Sold out');
    expect(outOfStockText({ out_of_stock: '  ' })).toBe('Out of stock');
    expect(outOfStockText(undefined)).toBe('Out of stock');
  });

  it('replaces the stock refusals naming a sku id; other refusals keep their message', () => {
    const texts = { out_of_stock: 'Sold out' };
    expect(addRefusalText(new CartError(shopMessages.skuOutOfStock('sku_1'), 'outOfStock', 'outOfStock'), texts)).toBe('Sold out');
    expect(addRefusalText(new CartError(shopMessages.skuNoMoreInStock('sku_1'), 'noMoreInStock'), texts)).toBe('Sold out');
    expect(addRefusalText(new CartError(shopMessages.productNoMoreInStock('p1'), 'noMoreInStock', 'outOfStock'), undefined)).toBe('Out of stock');
    expect(addRefusalText(new CartError(shopMessages.tooManyItems, 'tooManyItems'), texts)).toBe(shopMessages.tooManyItems);
  });
});
