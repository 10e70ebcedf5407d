import { isAddToCartWidgetValid, isSellableProduct, shopEditorTexts, type EcommerceProvider, type ProviderProduct } from '@folio/model';

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

type ProductFields = Parameters<typeof addToCartProblem>[0];

/**
 * The problem an add-to-cart widget shows in the constructor, given the shop's provider and its products as loaded
 * (`null` while they load). Without a provider the loaded list is empty (disconnecting clears the products): a chosen
 * product is not in it. The hosted store's products are its script's to load, so there only a missing choice is known.
 */
export function shownAddToCartProblem(widget: ProductFields, provider: EcommerceProvider | null, products: readonly ProviderProduct[] | null): AddToCartProblem | null {
  if (provider === 'stripe') return products ? addToCartProblem(widget, products) : null;
  if (provider === 'ecwid') return widget.product_id ? null : 'noneSelected';
  return addToCartProblem(widget, []);
}

/** What the fields say about a problem (shopEditorTexts). */
export const problemMessage = (problem: AddToCartProblem): string => shopEditorTexts[problem];
