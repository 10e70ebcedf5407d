// Keeping the cart (ecommerce.md §3, §4): local storage under the cart key plus the project's num_id, behind a small
// storage interface (the browser's localStorage fits it; tests and server rendering use the memory one). A backup is
// restored only when valid, of the connected provider and at most 24 hours old.
import { cartConstants } from '../shop-constants';
import { withDerivedCounts } from './cart-operations';
import type { CartData, EcommerceProvider } from './types';

/** The part of the Web Storage API the cart uses; `window.localStorage` is one. */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: for tests, server rendering and browsers that refuse local storage. */
export function createMemoryStorage(): CartStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** ecommerce.md §3: the cart's storage key, the cart key plus the project num_id. */
export function cartStorageKey(numId: number | string): string {
  return `${cartConstants.storageKeyPrefix}${numId}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isLine = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  Number.isInteger(value.cart_count) &&
  (value.cart_count as number) >= cartConstants.minLineCount;
const PROVIDERS: readonly unknown[] = ['stripe', 'ecwid', null];

/**
 * ecommerce.md §4 "Restore validity": changed and backuped parse as dates, the counts are numbers, skus and prices
 * are objects, order is an object or null. Ours besides: every line is an object with an id and a whole cart_count of
 * at least 1, and the provider is a known one, so that a damaged backup cannot break the sidebar.
 */
export function isValidCartBackup(value: unknown): value is CartData {
  if (!isObject(value)) return false;
  return (
    isDate(value.changed) &&
    isDate(value.backuped) &&
    isCount(value.uniqSkusCount) &&
    isCount(value.uniqPricesCount) &&
    isObject(value.skus) &&
    isObject(value.prices) &&
    (value.order === null || isObject(value.order)) &&
    Object.values(value.skus).every(isLine) &&
    Object.values(value.prices).every(isLine) &&
    PROVIDERS.includes(value.provider ?? null)
  );
}

export type RestoreResult =
  | { cart: CartData; discarded: null }
  | { cart: null; discarded: 'missing' | 'invalid' | 'provider' | 'expired' };

/**
 * ecommerce.md §4 "Backup restore": the stored cart, or why it was discarded: it differs from the connected provider,
 * it is invalid, or it is older than 24 hours (backuped more than 24 h before now; exactly 24 h still restores).
 */
export function restoreCart(
  stored: string | null,
  options: { provider: EcommerceProvider | null; now?: Date },
): RestoreResult {
  if (stored === null) return { cart: null, discarded: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { cart: null, discarded: 'invalid' };
  }
  if (!isValidCartBackup(parsed)) return { cart: null, discarded: 'invalid' };
  if ((parsed.provider ?? null) !== options.provider) return { cart: null, discarded: 'provider' };
  const age = (options.now ?? new Date()).getTime() - Date.parse(parsed.backuped);
  if (age > cartConstants.backupExpiryMs) return { cart: null, discarded: 'expired' };
  return {
    cart: withDerivedCounts({
      ...parsed,
      shippingForm: parsed.shippingForm ?? null,
      customer: parsed.customer ?? null,
      invoice: parsed.invoice ?? null,
      invoiceItems: Array.isArray(parsed.invoiceItems) ? parsed.invoiceItems : [],
    }),
    discarded: null,
  };
}

/** Reads the project's cart backup; a discarded one is removed from the storage. */
export function loadCartBackup(
  storage: CartStorage,
  numId: number | string,
  options: { provider: EcommerceProvider | null; now?: Date },
): RestoreResult {
  const key = cartStorageKey(numId);
  let stored: string | null = null;
  try {
    stored = storage.getItem(key);
  } catch {
    // Storage the browser refuses (private mode, blocked cookies) reads as no backup.
  }
  const result = restoreCart(stored, options);
  if (result.discarded && result.discarded !== 'missing') safely(() => storage.removeItem(key));
  return result;
}

/**
 * ecommerce.md §4: backs the cart up, stamping backuped. Returns the stamped cart and whether the storage took it (a
 * full or refused storage does not stop the visitor's cart from working in this page).
 */
export function saveCartBackup(
  storage: CartStorage,
  numId: number | string,
  cart: CartData,
  now: Date = new Date(),
): { cart: CartData; saved: boolean } {
  const stamped: CartData = { ...cart, backuped: now.toISOString() };
  const saved = safely(() => storage.setItem(cartStorageKey(numId), JSON.stringify(stamped)));
  return { cart: stamped, saved };
}

function safely(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    return false;
  }
}
