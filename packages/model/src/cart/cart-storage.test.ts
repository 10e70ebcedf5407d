import { describe, expect, it } from 'vitest';
import { cartConstants } from '../shop-constants';
import { addSku, emptyCart } from './cart-operations';
import {
  cartStorageKey,
  createMemoryStorage,
  isValidCartBackup,
  loadCartBackup,
  restoreCart,
  saveCartBackup,
  type CartStorage,
} from './cart-storage';
import { sku, T0, value } from './test-items';

const HOUR = 60 * 60 * 1000;
const stored = (patch: Record<string, unknown> = {}) => JSON.stringify({ ...value(addSku(emptyCart('stripe', T0), sku('a'))), ...patch });
const restore = (json: string | null, now = T0, provider: 'stripe' | 'ecwid' | null = 'stripe') => restoreCart(json, { provider, now });

describe('ecommerce.md §3: local storage under the cart key plus num_id', () => {
  it('the key is the cart key followed by the project num_id', () => {
    expect(cartStorageKey(123)).toBe(`${cartConstants.storageKeyPrefix}123`);
    expect(cartStorageKey('77')).toBe('cart77');
  });

  it('saving stamps backuped and writes the cart under the project key; loading reads it back', () => {
    const storage = createMemoryStorage();
    const cart = value(addSku(emptyCart('stripe', T0), sku('a')));
    const later = new Date(T0.getTime() + 1000);
    const saved = saveCartBackup(storage, 9, cart, later);
    expect(saved.saved).toBe(true);
    expect(saved.cart.backuped).toBe(later.toISOString());
    expect(JSON.parse(storage.getItem('cart9')!).skus.a.cart_count).toBe(1);
    expect(storage.getItem('cart10')).toBeNull();
    const loaded = loadCartBackup(storage, 9, { provider: 'stripe', now: later });
    expect(loaded.cart).toEqual(saved.cart);
  });

  it('a storage that refuses writes (full, private mode) does not throw; the save reports it', () => {
    const refusing: CartStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(saveCartBackup(refusing, 1, emptyCart('stripe', T0), T0).saved).toBe(false);
    expect(loadCartBackup(refusing, 1, { provider: 'stripe', now: T0 })).toEqual({ cart: null, discarded: 'missing' });
  });
});

describe('ecommerce.md §4: backup restore', () => {
  it('restores a valid backup of the connected provider', () => {
    const result = restore(stored());
    expect(result.discarded).toBeNull();
    expect(result.cart?.skus.a?.cart_count).toBe(1);
  });

  it('discards a backup whose provider differs from the connected one', () => {
    expect(restore(stored(), T0, 'ecwid')).toEqual({ cart: null, discarded: 'provider' });
    expect(restore(stored(), T0, null).discarded).toBe('provider');
  });

  it('discards a backup older than 24 hours; exactly 24 hours still restores', () => {
    expect(restore(stored(), new Date(T0.getTime() + 24 * HOUR)).discarded).toBeNull();
    expect(restore(stored(), new Date(T0.getTime() + 24 * HOUR + 1))).toEqual({ cart: null, discarded: 'expired' });
  });

  it('discards what is not JSON, and nothing stored reads as missing', () => {
    expect(restore('{not json')).toEqual({ cart: null, discarded: 'invalid' });
    expect(restore(null)).toEqual({ cart: null, discarded: 'missing' });
  });

  it('a discarded backup is removed from storage', () => {
    const storage = createMemoryStorage();
    storage.setItem('cart5', stored());
    loadCartBackup(storage, 5, { provider: 'ecwid', now: T0 });
    expect(storage.getItem('cart5')).toBeNull();
  });
});

describe('ecommerce.md §4: restore validity', () => {
  const valid = JSON.parse(stored());
  const without = (patch: Record<string, unknown>) => ({ ...valid, ...patch });

  it('changed and backuped must parse as dates', () => {
    expect(isValidCartBackup(valid)).toBe(true);
    expect(isValidCartBackup(without({ changed: 'yesterday' }))).toBe(false);
    expect(isValidCartBackup(without({ backuped: 42 }))).toBe(false);
  });

  it('the counts must be numbers', () => {
    expect(isValidCartBackup(without({ uniqSkusCount: '1' }))).toBe(false);
    expect(isValidCartBackup(without({ uniqPricesCount: null }))).toBe(false);
  });

  it('skus and prices must be objects', () => {
    expect(isValidCartBackup(without({ skus: [] }))).toBe(false);
    expect(isValidCartBackup(without({ prices: 'none' }))).toBe(false);
  });

  it('order must be an object or null', () => {
    expect(isValidCartBackup(without({ order: { id: 'or_1' } }))).toBe(true);
    expect(isValidCartBackup(without({ order: null }))).toBe(true);
    expect(isValidCartBackup(without({ order: 'or_1' }))).toBe(false);
    expect(isValidCartBackup(without({ order: undefined }))).toBe(false);
  });

  it('ours: every line has an id and a whole cart_count of at least 1, and the provider is known', () => {
    expect(isValidCartBackup(without({ skus: { a: { id: 'a', cart_count: 0 } } }))).toBe(false);
    expect(isValidCartBackup(without({ skus: { a: { id: 'a', cart_count: 1.5 } } }))).toBe(false);
    expect(isValidCartBackup(without({ prices: { p: { cart_count: 1 } } }))).toBe(false);
    expect(isValidCartBackup(without({ provider: 'paypal' }))).toBe(false);
    expect(isValidCartBackup(null)).toBe(false);
  });

  it('counts are worked out again from the lines on restore', () => {
    expect(restore(stored({ uniqSkusCount: 7 })).cart?.uniqSkusCount).toBe(1);
  });
});
