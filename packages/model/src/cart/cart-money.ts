// Money and what the item rows show (ecommerce.md §2, §9): unit prices and totals in minor units, amounts as minor
// units / 100 with two decimals, the order id cut to 20 characters plus an ellipsis, each line's name and picture.
import { shopConstants } from '../shop-constants';
import { cartLines } from './cart-operations';
import { hostedUnitPrice } from './hosted-product';
import { lineCombination } from './stock';
import type { CartData, PriceItem, SkuItem } from './types';

type AnyLine = (SkuItem & { cart_count: number }) | (PriceItem & { cart_count: number });
const isSkuLine = (line: SkuItem | PriceItem): line is SkuItem => 'inventory' in line && 'price' in line;

/** A line's unit price in minor units: a sku's price, a price's unit_amount, a hosted-store product with its options. */
export function unitPrice(line: SkuItem | PriceItem): number {
  if (isSkuLine(line)) return line.price;
  return line.object === 'product' ? hostedUnitPrice(line) : line.unit_amount;
}

/** A line's total in minor units: unit price times cart_count. */
export function lineTotal(line: AnyLine): number {
  return unitPrice(line) * line.cart_count;
}

/** The cart's total in minor units: the sum of its lines' totals. */
export function cartTotal(cart: Pick<CartData, 'skus' | 'prices'>): number {
  return cartLines(cart).reduce((sum, { line }) => sum + lineTotal(line), 0);
}

/** The units in the cart (the cart button's count). */
export function cartItemCount(cart: Pick<CartData, 'skus' | 'prices'>): number {
  return cartLines(cart).reduce((sum, { line }) => sum + line.cart_count, 0);
}

/** The currencies of the cart's lines, each once, lower-cased. */
export function cartCurrencies(cart: Pick<CartData, 'skus' | 'prices'>): string[] {
  return [...new Set(cartLines(cart).map(({ line }) => line.currency.toLowerCase()))];
}

/** ecommerce.md §9: minor units divided by 100, with two decimals ("1250" → "12.50"). */
export function formatMoney(minorUnits: number): string {
  return (minorUnits / shopConstants.minorUnitsPerMajor).toFixed(shopConstants.moneyDecimals);
}

/**
 * ecommerce.md §2, §9: the order id shown cut to 20 characters plus an ellipsis. An id of 20 characters or fewer is
 * shown whole, without one (ours: nothing was cut).
 */
export function shortOrderId(id: string): string {
  const chars = Array.from(id);
  if (chars.length <= shopConstants.orderIdShownLength) return id;
  return chars.slice(0, shopConstants.orderIdShownLength).join('') + shopConstants.orderIdEllipsis;
}

/**
 * ecommerce.md §2: the item image is the item's image, else the first product image. A hosted-store line's chosen
 * combination picture counts as the item's own.
 */
export function lineImage(line: SkuItem | PriceItem): string | null {
  const own = line.image ?? (isSkuLine(line) ? null : (lineCombination(line)?.thumbnailUrl ?? line.images?.[0]));
  return own ?? line.productObject?.images?.[0] ?? null;
}

/**
 * The name an item row shows: a price's name in the visitor's locale (nameTranslated), else its name, else its
 * product's; a sku's product name. Falls back to the id.
 */
export function lineName(line: SkuItem | PriceItem, locale?: string): string {
  if (isSkuLine(line)) return line.productObject?.name || line.id;
  return (locale ? line.nameTranslated?.[locale] : undefined) || line.name || line.productObject?.name || line.id;
}

/** What an item row lists under the name: a sku's attribute values, a hosted-store line's chosen options. */
export function lineDetails(line: SkuItem | PriceItem): { name: string; value: string }[] {
  const map = isSkuLine(line) ? line.attributes : line.selectedOptions;
  return Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));
}
