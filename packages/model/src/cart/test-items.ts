// Items for the cart model's tests (not exported from the package).
import type { CartData, PriceItem, SkuInventory, SkuItem } from './types';

export function sku(id: string, patch: Partial<SkuItem> = {}, inventory: SkuInventory = { type: 'infinite' }): SkuItem {
  return {
    id,
    object: 'sku',
    active: true,
    currency: 'usd',
    price: 1000,
    attributes: {},
    productObject: { name: `Product ${id}`, shippable: true },
    inventory,
    ...patch,
  };
}

export const finiteSku = (id: string, quantity: number, patch: Partial<SkuItem> = {}) =>
  sku(id, patch, { type: 'finite', quantity });

export const bucketSku = (id: string, value: 'in_stock' | 'limited' | 'out_of_stock', patch: Partial<SkuItem> = {}) =>
  sku(id, patch, { type: 'bucket', value });

export function price(id: string, patch: Partial<PriceItem> = {}): PriceItem {
  return { id, object: 'price', active: true, name: `Price ${id}`, unit_amount: 500, currency: 'usd', ...patch };
}

export function hosted(id: string, patch: Partial<PriceItem> = {}): PriceItem & { object: 'product' } {
  return { id, name: `Product ${id}`, unit_amount: 2000, currency: 'usd', inStock: true, ...patch, object: 'product' };
}

/** Unwraps a CartResult that the test expects to succeed. */
export function value<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.error.message}`);
  return result.value;
}

/** The result's error message, for tests that expect a refusal. */
export function errorOf(result: { ok: boolean; error?: { message: string; kind?: string; code?: string } }) {
  if (result.ok || !result.error) throw new Error('expected a refusal');
  return result.error;
}

export const T0 = new Date('2025-03-01T12:00:00.000Z');

export type { CartData };
