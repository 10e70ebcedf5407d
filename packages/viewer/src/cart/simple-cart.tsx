import { useEffect, useState } from 'react';
import { cartTexts, isCartEmpty, shopMessages, type EcommercecartWidget } from '@folio/model';
import type { CartContextValue } from './cart-runtime';
import { cartLabels } from './cart-labels';
import { handOverToEcwid, loadEcwid } from './ecwid';
import { CartContents } from './cart-contents';
import { useCart } from './use-cart';

const placedListeners = new WeakSet<object>();

/**
 * The simple version (ecommerce.md §2, hosted-store provider): the cart's lines and a Checkout button that hands the
 * cart to the provider's own checkout; 'No Ecwid' when its script is absent; after an order the cart is cleared and
 * the products reloaded.
 */
export function SimpleCart({ context, widget }: { context: CartContextValue; widget: EcommercecartWidget }) {
  const { store } = context;
  const cart = useCart(store);
  const labels = cartLabels(widget);
  const [busy, setBusy] = useState(false);
  const storeId = context.shop.ecommerce_data.ecwid?.store_id;

  // The script loads with the sidebar, so Checkout answers at once.
  useEffect(() => {
    if (storeId) void loadEcwid(storeId);
  }, [storeId]);

  const checkout = async () => {
    setBusy(true);
    const api = storeId ? await loadEcwid(storeId) : null;
    setBusy(false);
    if (!api) return window.alert(shopMessages.noEcwid);
    if (api.OnOrderPlaced && !placedListeners.has(api)) {
      placedListeners.add(api);
      api.OnOrderPlaced.add(() => {
        store.clear();
        void context.reloadProducts();
      });
    }
    await handOverToEcwid(api, store.getCart());
    context.hide();
  };

  const empty = isCartEmpty(cart);
  return (
    <section className="fo-cart-tab" data-tab-name="simple">
      <CartContents cart={cart} store={store} labels={labels} />
      {!empty && (
        <footer className="fo-cart-foot">
          <button type="button" className="fo-cart-primary" disabled={busy} onClick={() => void checkout()}>
            {cartTexts.checkout}
          </button>
        </footer>
      )}
    </section>
  );
}
