import { shopConstants, shopEditorTexts } from '@folio/model';
import type { SkuInput, SkuInventoryInput } from './shop-api';

// The author types major units ("12.50"); the shop stores minor units (ecommerce.md §9: minor units divided by 100).
const AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const CURRENCY = /^[a-z]{3}$/;
const WHOLE = /^\d{1,8}$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** "12.50" or "12,5" → 1250; undefined when it is not an amount. */
export function parseAmount(text: string): number | undefined {
  const value = text.trim();
  if (!AMOUNT.test(value)) return undefined;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * shopConstants.minorUnitsPerMajor + Number(fraction.padEnd(shopConstants.moneyDecimals, '0'));
}

/** 1250 → "12.50". */
export const formatAmount = (minor: number) => (minor / shopConstants.minorUnitsPerMajor).toFixed(shopConstants.moneyDecimals);

/** "size=M, colour=red" → { size: 'M', colour: 'red' }; undefined when a part is not name=value. */
export function parseAttributes(text: string): Record<string, string> | undefined {
  const attributes: Record<string, string> = {};
  for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (at <= 0 || !name || !value) return undefined;
    attributes[name] = value;
  }
  return attributes;
}

export const formatAttributes = (attributes: Readonly<Record<string, string>>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

export interface SkuDraft {
  attributes: string;
  price: string;
  inventoryType: SkuInventoryInput['type'];
  quantity: string;
  level: 'in_stock' | 'limited' | 'out_of_stock';
  active: boolean;
}

export const emptySkuDraft = (): SkuDraft => ({
  attributes: '',
  price: '',
  inventoryType: 'finite',
  quantity: '',
  level: 'in_stock',
  active: true,
});

export type SkuField = 'attributes' | 'price' | 'quantity';

/** The inventory the form describes: a count needs a whole number (its message otherwise). */
function readInventory(draft: SkuDraft): { inventory: SkuInventoryInput; error?: string } {
  if (draft.inventoryType === 'finite') {
    const quantity = draft.quantity.trim();
    return WHOLE.test(quantity) ? { inventory: { type: 'finite', quantity: Number(quantity) } } : { inventory: { type: 'infinite' }, error: shopEditorTexts.quantityInvalid };
  }
  return { inventory: draft.inventoryType === 'bucket' ? { type: 'bucket', value: draft.level } : { type: 'infinite' } };
}

/** A Stripe variant's stock only (its price and attributes are the Stripe dashboard's): the inventory, or the quantity's message. */
export function readStockDraft(draft: SkuDraft): { ok: true; value: { inventory: SkuInventoryInput } } | { ok: false; errors: FieldErrors<SkuField> } {
  const { inventory, error } = readInventory(draft);
  return error ? { ok: false, errors: { quantity: error } } : { ok: true, value: { inventory } };
}

/**
 * The sku the form describes, or the message of each field that is wrong. Its currency is not the author's to
 * choose: ecommerce.md §9 charges sku orders in usd, and a sku in another currency stops every checkout of the cart
 * at 'mixed currencies'.
 */
export function readSkuDraft(draft: SkuDraft): { ok: true; value: SkuInput } | { ok: false; errors: FieldErrors<SkuField> } {
  const errors: FieldErrors<SkuField> = {};
  const attributes = parseAttributes(draft.attributes);
  if (!attributes) errors.attributes = shopEditorTexts.attributesInvalid;
  const price = parseAmount(draft.price);
  if (price === undefined) errors.price = shopEditorTexts.priceInvalid;
  const currency = shopConstants.skuOrderCurrency;
  const { inventory, error } = readInventory(draft);
  if (error) errors.quantity = error;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { attributes: attributes!, price: price!, currency, inventory, active: draft.active } };
}

export type PriceField = 'amount' | 'currency';

/** The price flow's currencies (docs/shop.md "Currencies"): those with cents, since the cart shows two decimals. */
export const isPriceCurrency = (code: string): boolean => (shopConstants.priceCurrencies as readonly string[]).includes(code);

export function readPriceDraft(draft: { amount: string; currency: string; nickname: string }):
  | { ok: true; value: { unit_amount: number; currency: string; nickname?: string } }
  | { ok: false; errors: FieldErrors<PriceField> } {
  const errors: FieldErrors<PriceField> = {};
  const amount = parseAmount(draft.amount);
  if (amount === undefined) errors.amount = shopEditorTexts.priceInvalid;
  const currency = draft.currency.trim().toLowerCase();
  if (!CURRENCY.test(currency)) errors.currency = shopEditorTexts.currencyInvalid;
  else if (!isPriceCurrency(currency)) errors.currency = shopEditorTexts.currencyNotOffered;
  if (Object.keys(errors).length) return { ok: false, errors };
  const nickname = draft.nickname.trim();
  return { ok: true, value: { unit_amount: amount!, currency, ...(nickname ? { nickname } : {}) } };
}
