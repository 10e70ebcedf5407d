// Hosted-store (Ecwid) products with options (ecommerce.md §3): default choices, the line key hashed from id and
// options, and the unit price with combination prices and PERCENT / ABSOLUTE price modifiers.
import { cartModelConstants, shopConstants } from '../shop-constants';
import { lineCombination } from './stock';
import type { PriceItem, ProductOption, SelectedOptions } from './types';

/** The choices an option selects by default (its defaultChoice), by option name. */
export function defaultSelectedOptions(options: readonly ProductOption[] | null | undefined): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const option of options ?? []) {
    const choice = option.defaultChoice == null ? undefined : option.choices?.[option.defaultChoice];
    if (choice) selected[option.name] = choice.text;
  }
  return selected;
}

/** The options a visitor chose, completed with the defaults of those they left. */
export function completeSelectedOptions(item: Pick<PriceItem, 'options' | 'selectedOptions'>): Record<string, string> {
  return { ...defaultSelectedOptions(item.options), ...(item.selectedOptions ?? {}) };
}

/** The required options left without a choice (ecommerce.md §3 "Option": required). */
export function missingRequiredOptions(item: Pick<PriceItem, 'options' | 'selectedOptions'>): string[] {
  const selected = item.selectedOptions ?? {};
  return (item.options ?? []).filter((option) => option.required && !selected[option.name]).map((option) => option.name);
}

/** 32-bit FNV-1a of a string, as fixed-width hex. */
function fnv1a(text: string): string {
  let hash = cartModelConstants.fnvOffsetBasis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, cartModelConstants.fnvPrime) >>> 0;
  }
  return hash.toString(16).padStart(cartModelConstants.hashHexDigits, '0');
}

/**
 * ecommerce.md §3: the cart key of a hosted-store product, its id and a hash of id and options (taken in name order,
 * so the order they were chosen in does not matter). A product without options is hashed too (ours): its key is
 * then never a bare number like the store's ids, which objects would list before the other keys, so the cart keeps
 * its lines in the order they were added.
 */
export function hostedLineKey(id: string, selectedOptions?: SelectedOptions | null): string {
  const entries = Object.entries(selectedOptions ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${id}${cartModelConstants.hostedKeySeparator}${fnv1a(JSON.stringify([id, entries]))}`;
}

/**
 * ecommerce.md §3: a hosted-store product's unit price in minor units. A chosen combination with its own price sets
 * it; otherwise the base price (unit_amount) plus each chosen choice's modifier: ABSOLUTE adds the amount, PERCENT that
 * percentage of the base price (§9). Rounded to whole minor units; never below 0.
 */
export function hostedUnitPrice(item: PriceItem): number {
  const combinationPrice = lineCombination(item)?.price;
  if (combinationPrice != null) return Math.max(0, Math.round(combinationPrice));
  const base = item.unit_amount;
  let price = base;
  const selected = item.selectedOptions ?? {};
  for (const option of item.options ?? []) {
    const choice = option.choices?.find((c) => c.text === selected[option.name]);
    const modifier = choice?.priceModifier ?? 0;
    price += choice?.priceModifierType === 'PERCENT' ? (base * modifier) / shopConstants.percentBase : modifier;
  }
  return Math.max(0, Math.round(price));
}
