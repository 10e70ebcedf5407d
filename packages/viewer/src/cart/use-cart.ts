import { useSyncExternalStore } from 'react';
import type { CartData, CartStore } from '@folio/model';

/** The cart as it now is, re-rendering on every cart-changed event (ecommerce.md §4). */
export function useCart(store: CartStore): CartData {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getCart(),
    () => store.getCart(),
  );
}
