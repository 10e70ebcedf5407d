// What the cart's item rows show (ecommerce.md §2): name, chosen attributes or options, picture (the item's, else
// the first product image), unit price and line total as money, and which of increase (only when in stock),
// decrease (only above 1) and remove apply. Pure, so it is tested without a browser.
import {
  canDecreaseLine,
  canIncreaseLine,
  cartLines,
  formatMoney,
  lineDetails,
  lineImage,
  lineName,
  lineTotal,
  unitPrice,
  type CartData,
  type CartLineRef,
} from '@folio/model';

export interface ItemRow {
  ref: CartLineRef;
  name: string;
  details: string;
  image: string | null;
  count: number;
  /** Money, e.g. "12.50"; null when the price is not known (a hosted-store product not loaded). */
  unitPrice: string | null;
  total: string | null;
  currency: string;
  canIncrease: boolean;
  canDecrease: boolean;
}

export function itemRows(cart: CartData, locale?: string): ItemRow[] {
  return cartLines(cart).map(({ kind, key, line }) => {
    const ref = { kind, key };
    const unit = unitPrice(line);
    const known = !(kind === 'price' && line.object === 'product' && unit === 0);
    return {
      ref,
      name: lineName(line, locale),
      details: lineDetails(line).map((detail) => `${detail.name}: ${detail.value}`).join(', '),
      image: lineImage(line),
      count: line.cart_count,
      unitPrice: known ? formatMoney(unit) : null,
      total: known ? formatMoney(lineTotal(line)) : null,
      currency: line.currency.toUpperCase(),
      canIncrease: canIncreaseLine(cart, ref),
      canDecrease: canDecreaseLine(cart, ref),
    };
  });
}

/** The amount with its currency code, e.g. "12.50 USD" (ecommerce.md §9 money; the code is ours). */
export function money(minorUnits: number, currency: string): string {
  return `${formatMoney(minorUnits)} ${currency.toUpperCase()}`;
}
