// Stock rules (ecommerce.md §5 "Cart"): when a sku or a hosted-store product can be added, and how many units of it a
// cart may hold.
import { shopConstants } from '../shop-constants';
import type { CartData, OptionValue, PriceItem, ProductCombination, ProductOption, SelectedOptions, SkuItem } from './types';

/**
 * ecommerce.md §5: an infinite sku is always available; a finite one needs quantity above 0; a bucket one is
 * available unless out_of_stock. An unknown inventory type is not available.
 */
export function isSkuAvailable(sku: Pick<SkuItem, 'inventory'>): boolean {
  const { type, quantity, value } = sku.inventory;
  if (type === 'infinite') return true;
  if (type === 'finite') return (quantity ?? 0) > 0;
  if (type === 'bucket') return value !== 'out_of_stock';
  return false;
}

/**
 * The most units of a sku a cart line may hold: its quantity when finite (ecommerce.md §5: raising needs the count
 * below it), unlimited for infinite and in-stock bucket skus, 0 when unavailable.
 */
export function skuStockLimit(sku: Pick<SkuItem, 'inventory'>): number {
  if (!isSkuAvailable(sku)) return 0;
  return sku.inventory.type === 'finite' ? Math.floor(sku.inventory.quantity ?? 0) : Number.POSITIVE_INFINITY;
}

/** ecommerce.md §5, §9: option types valid for an active sku (SELECT, SIZE, RADIO); only they make combinations. */
export function isValidSkuOptionType(type: string | null | undefined): boolean {
  return (shopConstants.validSkuOptionTypes as readonly string[]).includes(type ?? '');
}

/** The options whose choices select a combination. */
export function variationOptions(options: readonly ProductOption[] | null | undefined): ProductOption[] {
  return (options ?? []).filter((option) => isValidSkuOptionType(option.type));
}

/** The combination whose every option value is among the selected ones, if any. */
export function findCombination(
  combinations: readonly ProductCombination[] | null | undefined,
  selected: SelectedOptions | null | undefined,
): ProductCombination | undefined {
  if (!selected) return undefined;
  const matches = (value: OptionValue) => selected[value.name] === value.value;
  return (combinations ?? []).find((combination) => combination.options.length > 0 && combination.options.every(matches));
}

/** The combination a hosted-store line stands for: the one chosen with it, else the one its options select. */
export function lineCombination(item: Pick<PriceItem, 'selectedCombination' | 'combinations' | 'selectedOptions'>) {
  return item.selectedCombination ?? findCombination(item.combinations, item.selectedOptions);
}

export interface HostedStock {
  inStock: boolean;
  /** Units in stock; null when the store does not count them. */
  quantity: number | null;
  /** Lines sharing this key draw on the same stock. */
  key: string;
}

/**
 * A hosted-store item's stock: its combination's, when the combination reports one, else the product's (ours; the
 * spec says only "the stock quantity").
 */
export function hostedStock(item: PriceItem): HostedStock {
  const combination = lineCombination(item);
  const counted = combination && (combination.quantity != null || combination.inStock != null);
  const source = counted ? combination : item;
  return {
    inStock: source.inStock !== false,
    quantity: source.quantity ?? null,
    key: counted ? `${item.id}#${String(combination.id)}` : item.id,
  };
}

/** ecommerce.md §5: a hosted-store product is available when in stock and its quantity is undefined or non-zero. */
export function isHostedAvailable(item: PriceItem): boolean {
  const { inStock, quantity } = hostedStock(item);
  return inStock && (quantity === null || quantity > 0);
}

/** The units of a hosted-store item's stock already in the cart, over every line drawing on that stock. */
export function hostedUnitsInCart(cart: Pick<CartData, 'prices'>, item: PriceItem): number {
  const { key } = hostedStock(item);
  let units = 0;
  for (const line of Object.values(cart.prices)) {
    if (line.object === 'product' && hostedStock(line).key === key) units += line.cart_count;
  }
  return units;
}

/** ecommerce.md §5: one more unit fits when cart count plus one does not exceed the stock quantity. */
export function canAddHostedUnit(cart: Pick<CartData, 'prices'>, item: PriceItem): boolean {
  if (!isHostedAvailable(item)) return false;
  const { quantity } = hostedStock(item);
  return quantity === null || hostedUnitsInCart(cart, item) + 1 <= quantity;
}
