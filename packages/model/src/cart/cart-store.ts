// The visitor's cart as the sidebar and the add-to-cart buttons share it (ecommerce.md §4 "Cart lifecycle"): every
// change stamps the changed time, backs the cart up to storage and fires the cart-changed event.
import { cartModelConstants } from '../shop-constants';
import { ok } from './cart-result';
import {
  addToCart,
  clearCart,
  decreaseLine,
  emptyCart,
  increaseLine,
  removeLine,
  type CartLineRef,
} from './cart-operations';
import { loadCartBackup, saveCartBackup, type CartStorage } from './cart-storage';
import type { CartData, CartItemInput, CartResult, EcommerceProvider } from './types';

/** ecommerce.md §4: fired after every change with the cart as it now is. */
export interface CartChangedEvent {
  type: typeof cartModelConstants.changedEvent;
  cart: CartData;
  /** True when the lines or the shipping form changed (changed was stamped); false for checkout records. */
  stamped: boolean;
}

export type CartListener = (event: CartChangedEvent) => void;

export interface CartStore {
  getCart(): CartData;
  add(item: CartItemInput | { object?: unknown }): CartResult<CartData>;
  increase(ref: CartLineRef): CartResult<CartData>;
  decrease(ref: CartLineRef): CartData;
  remove(ref: CartLineRef): CartData;
  clear(): CartData;
  /**
   * A change of the cart's contents made elsewhere (e.g. the shipping form saved, skus refreshed): stamped,
   * backed up and announced like add or remove. Returning the same cart changes nothing.
   */
  change(update: (cart: CartData) => CartData): CartData;
  /**
   * Keeps a checkout record (order, customer, invoice) with the cart: backed up and announced, but not stamped, so
   * that an order made after the last change does not look stale (ecommerce.md §4).
   */
  record(update: (cart: CartData) => CartData): CartData;
  subscribe(listener: CartListener): () => void;
}

export interface CartStoreOptions {
  storage: CartStorage;
  /** The project's num_id (ecommerce.md §3: part of the storage key). */
  numId: number | string;
  /** The connected provider (ecommerce.md §4: a backup of another provider is discarded). */
  provider: EcommerceProvider | null;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/** Opens the project's cart: the valid backup of ecommerce.md §4 if there is one, else an empty cart. */
export function createCartStore(options: CartStoreOptions): CartStore {
  const now = options.now ?? (() => new Date());
  const listeners = new Set<CartListener>();
  let cart = loadCartBackup(options.storage, options.numId, { provider: options.provider, now: now() }).cart ?? emptyCart(options.provider, now());

  const commit = (next: CartData, stamped: boolean): CartData => {
    if (next === cart) return cart;
    const time = now();
    const changed = stamped ? { ...next, changed: time.toISOString() } : next;
    cart = saveCartBackup(options.storage, options.numId, changed, time).cart;
    const event: CartChangedEvent = { type: cartModelConstants.changedEvent, cart, stamped };
    for (const listener of [...listeners]) listener(event);
    return cart;
  };
  const commitResult = (result: CartResult<CartData>): CartResult<CartData> =>
    result.ok ? ok(commit(result.value, true)) : result;

  return {
    getCart: () => cart,
    add: (item) => commitResult(addToCart(cart, item)),
    increase: (ref) => commitResult(increaseLine(cart, ref)),
    decrease: (ref) => commit(decreaseLine(cart, ref), true),
    remove: (ref) => commit(removeLine(cart, ref), true),
    clear: () => commit(clearCart(cart), true),
    change: (update) => commit(update(cart), true),
    record: (update) => commit(update(cart), false),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
