import { cartTexts, type EcommercecartWidget } from '@folio/model';

/** The sidebar's labels from its cart widget (ecommerce.md §3 bar-{label}), each with its default (§2). */
export function cartLabels(widget: Partial<EcommercecartWidget>) {
  const label = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return {
    title: label(widget['bar-title'], cartTexts.title),
    emptyCart: label(widget['bar-empty-title'], cartTexts.emptyCart),
    checkOut: label(widget['bar-checkout-button'], cartTexts.checkOut),
    price: label(widget['bar-price-caption'], cartTexts.priceCaption),
    quantity: label(widget['bar-quantity-caption'], cartTexts.quantityCaption),
  };
}
