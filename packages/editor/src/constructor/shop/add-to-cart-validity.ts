import { isAddToCartWidgetValid, isSellableProduct, shopEditorTexts, type ProviderProduct } from '@folio/model';

export type AddToCartProblem = 'noneSelected' | 'notInList' | 'skuNotInProduct' | 'priceNotInProduct' | 'notSellable';

/**
 * Why an add-to-cart widget cannot sell, against the products loaded in the constructor; null when it can.
 * ecommerce.md §5: invalid "if it has no selected product or the product is not in the loaded list". Ours on top: a
 * chosen sku or price must still be the product's, and the product must be sellable (active, with an active sku or
 * per_unit price), since the viewer's add would refuse it otherwise.
 */
export function addToCartProblem(
  widget: { product_id?: string | undefined; sku_id?: string | undefined; price_id?: string | undefined },
  products: readonly ProviderProduct[],
): AddToCartProblem | null {
  if (!widget.product_id) return 'noneSelected';
  if (!isAddToCartWidgetValid(widget, products)) return 'notInList';
  const product = products.find((item) => item.id === widget.product_id)!;
  if (widget.sku_id && !(product.articles ?? []).some((sku) => sku.id === widget.sku_id)) return 'skuNotInProduct';
  if (widget.price_id && !(product.prices ?? []).some((price) => price.id === widget.price_id)) return 'priceNotInProduct';
  if (!isSellableProduct(product)) return 'notSellable';
  return null;
}

/** What the fields say about a problem (shopEditorTexts). */
export const problemMessage = (problem: AddToCartProblem): string => shopEditorTexts[problem];
