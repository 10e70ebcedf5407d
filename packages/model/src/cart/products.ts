// Which products an add-to-cart can sell and what it adds (ecommerce.md §5 "Cart", §3 "Product (card payment
// provider)"): an active product with an active sku or an active per_unit price; a multi-article product's sku found
// by equal attributes; a widget is invalid without a selected product or with one not in the loaded list.
import { checkoutConstants } from '../shop-constants';
import type { CartItemInput, ProviderPrice, ProviderProduct, SkuItem } from './types';

/** ecommerce.md §5: a product is active when its active flag is true. */
export function isProductActive(product: { active?: boolean | null }): boolean {
  return product.active === true;
}

const activeArticles = (product: ProviderProduct) => (product.articles ?? []).filter(isProductActive);
const sellablePrices = (product: ProviderProduct) =>
  (product.prices ?? []).filter((price) => isProductActive(price) && price.billing_scheme === checkoutConstants.perUnitBillingScheme);

/** ecommerce.md §5: an add-to-cart product must be active and have an active sku or an active per_unit price. */
export function isSellableProduct(product: ProviderProduct): boolean {
  return isProductActive(product) && (activeArticles(product).length > 0 || sellablePrices(product).length > 0);
}

function sameAttributes(a: Readonly<Record<string, string>> | null | undefined, b: Readonly<Record<string, string>>): boolean {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b).length && left.every(([name, value]) => b[name] === value);
}

/**
 * ecommerce.md §5: the active sku of a product with these attributes; a product of a single active article needs
 * none.
 */
export function findArticle(product: ProviderProduct, attributes?: Readonly<Record<string, string>> | null): SkuItem | undefined {
  const articles = activeArticles(product);
  if (!attributes || Object.keys(attributes).length === 0) return articles.length === 1 ? articles[0] : undefined;
  return articles.find((article) => sameAttributes(article.attributes, attributes));
}

/** ecommerce.md §5: an add-to-cart widget is invalid without a selected product or with one not in the loaded list. */
export function isAddToCartWidgetValid(widget: { product_id?: string | null }, products: readonly { id: string }[]): boolean {
  return !!widget.product_id && products.some((product) => product.id === widget.product_id);
}

/**
 * What an add-to-cart widget adds from the loaded products: the sku it names (none when that sku is gone or
 * inactive), else the one with the chosen attributes or the only one, else the price it names (or the first active
 * per_unit price). Undefined when there is nothing to sell.
 */
export function addToCartItem(
  widget: { product_id?: string | null; sku_id?: string | null; price_id?: string | null },
  products: readonly ProviderProduct[],
  attributes?: Readonly<Record<string, string>> | null,
): CartItemInput | undefined {
  const product = products.find((p) => p.id === widget.product_id);
  if (!product || !isSellableProduct(product)) return undefined;
  if (widget.sku_id) {
    const named = activeArticles(product).find((article) => article.id === widget.sku_id);
    return named ? { ...named, object: 'sku' } : undefined;
  }
  const sku = findArticle(product, attributes);
  if (sku) return { ...sku, object: 'sku' };
  const prices = sellablePrices(product);
  const price: ProviderPrice | undefined = widget.price_id ? prices.find((p) => p.id === widget.price_id) : prices[0];
  return price ? { ...price, object: 'price' } : undefined;
}
