// The cart's lifecycle (ecommerce.md §4): add, increase, decrease (never below 1), remove, clear; and the add rules of
// ecommerce.md §5: an id, the 25 distinct items per kind, stock, and never sku and price items in one cart. Pure:
// every function returns a new cart (or the same one when nothing changes) and never stamps the time; the cart store
// (cart-store.ts) stamps, backs up and fires the change event.
import { cartConstants } from '../shop-constants';
import { shopMessages } from '../shop-messages';
import { fail, ok } from './cart-result';
import { completeSelectedOptions, hostedLineKey, missingRequiredOptions } from './hosted-product';
import { canAddHostedUnit, isHostedAvailable, isSkuAvailable, skuStockLimit } from './stock';
import type {
  CartData,
  CartItemInput,
  CartKind,
  CartResult,
  EcommerceProvider,
  PriceCartLine,
  PriceItem,
  SkuCartLine,
  SkuItem,
} from './types';

/** ecommerce.md §4: the empty cart a clear resets to. */
export function emptyCart(provider: EcommerceProvider | null = null, now: Date = new Date()): CartData {
  const time = now.toISOString();
  return {
    skus: {},
    prices: {},
    uniqSkusCount: 0,
    uniqPricesCount: 0,
    shippableProducts: 0,
    changed: time,
    backuped: time,
    order: null,
    provider,
    shippingForm: null,
    customer: null,
    invoice: null,
    invoiceItems: [],
  };
}

/** ecommerce.md §5: a sku line needs shipping when its product is shippable; every price line does. */
export function isSkuShippable(line: Pick<SkuItem, 'productObject'>): boolean {
  return line.productObject?.shippable === true;
}

/** The counts cart data keeps beside its lines, worked out from the lines. */
export function withDerivedCounts(cart: CartData): CartData {
  const skuLines = Object.values(cart.skus);
  const priceCount = Object.keys(cart.prices).length;
  return {
    ...cart,
    uniqSkusCount: skuLines.length,
    uniqPricesCount: priceCount,
    shippableProducts: skuLines.filter(isSkuShippable).length + priceCount,
  };
}

/** ecommerce.md §5: the shipping form is needed if any shippable sku or any price item is in the cart. */
export function isShippingNeeded(cart: Pick<CartData, 'skus' | 'prices'>): boolean {
  return Object.values(cart.skus).some(isSkuShippable) || Object.keys(cart.prices).length > 0;
}

/** The kind of the lines in the cart, or null when it is empty. */
export function cartKind(cart: Pick<CartData, 'skus' | 'prices'>): CartKind | null {
  if (Object.keys(cart.skus).length > 0) return 'sku';
  if (Object.keys(cart.prices).length > 0) return 'price';
  return null;
}

/** ecommerce.md §5: a cart with both sku and price items cannot be bought (the spec's alert). */
export function hasMixedKinds(cart: Pick<CartData, 'skus' | 'prices'>): boolean {
  return Object.keys(cart.skus).length > 0 && Object.keys(cart.prices).length > 0;
}

export function isCartEmpty(cart: Pick<CartData, 'skus' | 'prices'>): boolean {
  return cartKind(cart) === null;
}

export interface CartLineRef {
  kind: CartKind;
  /** The line's key in its map (sku id, price id or hosted-store product key). */
  key: string;
}
export type CartLineEntry =
  | { kind: 'sku'; key: string; line: SkuCartLine }
  | { kind: 'price'; key: string; line: PriceCartLine };

/** Every line, skus first, each kind in the order its lines were added. */
export function cartLines(cart: Pick<CartData, 'skus' | 'prices'>): CartLineEntry[] {
  return [
    ...Object.entries(cart.skus).map(([key, line]) => ({ kind: 'sku' as const, key, line })),
    ...Object.entries(cart.prices).map(([key, line]) => ({ kind: 'price' as const, key, line })),
  ];
}

export function findLine(cart: Pick<CartData, 'skus' | 'prices'>, ref: CartLineRef): CartLineEntry | undefined {
  const lines: Readonly<Record<string, SkuCartLine | PriceCartLine>> = ref.kind === 'sku' ? cart.skus : cart.prices;
  if (!Object.hasOwn(lines, ref.key)) return undefined;
  return { kind: ref.kind, key: ref.key, line: lines[ref.key] } as CartLineEntry;
}

const hasId = (item: { id?: unknown }): item is { id: string } => typeof item.id === 'string' && item.id.length > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCurrency = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const INVENTORY_TYPES: readonly string[] = ['infinite', 'finite', 'bucket'];

function isValidSku(sku: SkuItem): boolean {
  return (
    hasId(sku) &&
    isAmount(sku.price) &&
    isCurrency(sku.currency) &&
    typeof sku.inventory === 'object' &&
    sku.inventory !== null &&
    INVENTORY_TYPES.includes(sku.inventory.type)
  );
}

function isValidPriceItem(price: PriceItem): boolean {
  return hasId(price) && isAmount(price.unit_amount) && isCurrency(price.currency);
}

const setSku = (cart: CartData, key: string, line: SkuCartLine): CartData =>
  withDerivedCounts({ ...cart, skus: { ...cart.skus, [key]: line } });
const setPrice = (cart: CartData, key: string, line: PriceCartLine): CartData =>
  withDerivedCounts({ ...cart, prices: { ...cart.prices, [key]: line } });
const atDistinctLimit = (count: number) => count >= cartConstants.maxDistinctItemsPerKind;

/**
 * ecommerce.md §5 "Add sku": needs an id (and valid data); never into a cart of price items; a sku already in the
 * cart gains one unit if its stock allows; a new distinct sku is refused at 25 distinct skus and when out of stock.
 */
export function addSku(cart: CartData, sku: SkuItem): CartResult<CartData> {
  if (!isValidSku(sku)) return fail(shopMessages.invalidSku, 'invalidSku');
  if (Object.keys(cart.prices).length > 0) return fail(shopMessages.mixedCartKinds, 'mixedCartKinds');
  const existing = Object.hasOwn(cart.skus, sku.id) ? cart.skus[sku.id] : undefined;
  if (existing) {
    if (existing.cart_count + 1 > skuStockLimit(sku)) return fail(shopMessages.skuNoMoreInStock(sku.id), 'noMoreInStock');
    return ok(setSku(cart, sku.id, { ...sku, cart_count: existing.cart_count + 1 }));
  }
  if (atDistinctLimit(Object.keys(cart.skus).length)) return fail(shopMessages.tooManyItems, 'tooManyItems');
  if (!isSkuAvailable(sku)) return fail(shopMessages.skuOutOfStock(sku.id), 'outOfStock', 'outOfStock');
  return ok(setSku(cart, sku.id, { ...sku, cart_count: cartConstants.minLineCount }));
}

/**
 * ecommerce.md §5 "Add price": needs an id (and valid data) and must be active; never into a cart of skus; a new
 * distinct price is refused at 25 distinct prices. Card-provider prices carry no stock.
 */
export function addPrice(cart: CartData, price: PriceItem): CartResult<CartData> {
  if (!isValidPriceItem(price) || price.active !== true) return fail(shopMessages.invalidPrice, 'invalidPrice');
  if (Object.keys(cart.skus).length > 0) return fail(shopMessages.mixedCartKinds, 'mixedCartKinds');
  const existing = Object.hasOwn(cart.prices, price.id) ? cart.prices[price.id] : undefined;
  if (!existing && atDistinctLimit(Object.keys(cart.prices).length)) return fail(shopMessages.tooManyItems, 'tooManyItems');
  return ok(setPrice(cart, price.id, { ...price, object: 'price', cart_count: (existing?.cart_count ?? 0) + 1 }));
}

/**
 * ecommerce.md §5 "Add hosted-store product": needs an id (and valid data, every required option chosen); must be
 * available (in stock, quantity undefined or non-zero); cart count plus one must not exceed the stock quantity. The
 * line is keyed by a hash of id and options (§3); unchosen options take their default choice.
 */
export function addHostedProduct(cart: CartData, product: PriceItem): CartResult<CartData> {
  if (!isValidPriceItem(product)) return fail(shopMessages.invalidProduct, 'invalidProduct');
  const item: PriceItem = { ...product, object: 'product', selectedOptions: completeSelectedOptions(product) };
  if (missingRequiredOptions(item).length > 0) return fail(shopMessages.invalidProduct, 'invalidProduct');
  if (Object.keys(cart.skus).length > 0) return fail(shopMessages.mixedCartKinds, 'mixedCartKinds');
  if (!isHostedAvailable(item)) return fail(shopMessages.productOutOfStock(item.id), 'outOfStock', 'outOfStock');
  if (!canAddHostedUnit(cart, item)) return fail(shopMessages.productNoMoreInStock(item.id), 'noMoreInStock', 'outOfStock');
  const key = hostedLineKey(item.id, item.selectedOptions);
  const existing = Object.hasOwn(cart.prices, key) ? cart.prices[key] : undefined;
  if (!existing && atDistinctLimit(Object.keys(cart.prices).length)) return fail(shopMessages.tooManyItems, 'tooManyItems');
  return ok(setPrice(cart, key, { ...item, cart_count: (existing?.cart_count ?? 0) + 1 }));
}

/**
 * Adds what an add-to-cart hands over, by its object kind (ecommerce.md §3: sku, price or product); any other kind
 * gives 'provider not found' (§8).
 */
export function addToCart(cart: CartData, item: CartItemInput | { object?: unknown }): CartResult<CartData> {
  const object = (item as { object?: unknown }).object;
  if (object === 'sku') return addSku(cart, item as SkuItem);
  if (object === 'price') return addPrice(cart, item as PriceItem);
  if (object === 'product') return addHostedProduct(cart, item as PriceItem);
  return fail(shopMessages.providerNotFound, 'providerNotFound');
}

/** ecommerce.md §2: the increase control works only when in stock (one more unit fits). */
export function canIncreaseLine(cart: CartData, ref: CartLineRef): boolean {
  return increaseLine(cart, ref).ok;
}

/** ecommerce.md §2: the decrease control is shown only when the quantity is above 1. */
export function canDecreaseLine(cart: CartData, ref: CartLineRef): boolean {
  const found = findLine(cart, ref);
  return found !== undefined && found.line.cart_count > cartConstants.minLineCount;
}

/**
 * ecommerce.md §4, §5: one more unit of a line, within its stock: a finite sku's count stays below its quantity; a
 * hosted-store product's units stay within its stock quantity. An unknown line leaves the cart as it is.
 */
export function increaseLine(cart: CartData, ref: CartLineRef): CartResult<CartData> {
  const found = findLine(cart, ref);
  if (!found) return ok(cart);
  if (found.kind === 'sku') {
    const { line } = found;
    if (line.cart_count + 1 > skuStockLimit(line)) return fail(shopMessages.skuNoMoreInStock(line.id), 'noMoreInStock');
    return ok(setSku(cart, found.key, { ...line, cart_count: line.cart_count + 1 }));
  }
  const { line } = found;
  if (line.object === 'product' && !canAddHostedUnit(cart, line)) {
    return fail(shopMessages.productNoMoreInStock(line.id), 'noMoreInStock', 'outOfStock');
  }
  return ok(setPrice(cart, found.key, { ...line, cart_count: line.cart_count + 1 }));
}

/** ecommerce.md §4: one unit less, never below 1 (at 1 the cart stays as it is). */
export function decreaseLine(cart: CartData, ref: CartLineRef): CartData {
  const found = findLine(cart, ref);
  if (!found || found.line.cart_count <= cartConstants.minLineCount) return cart;
  return found.kind === 'sku'
    ? setSku(cart, found.key, { ...found.line, cart_count: found.line.cart_count - 1 })
    : setPrice(cart, found.key, { ...found.line, cart_count: found.line.cart_count - 1 });
}

/** ecommerce.md §4: removes a line. */
export function removeLine(cart: CartData, ref: CartLineRef): CartData {
  if (!findLine(cart, ref)) return cart;
  const without = <T>(map: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(map).filter(([key]) => key !== ref.key));
  return withDerivedCounts(
    ref.kind === 'sku' ? { ...cart, skus: without(cart.skus) } : { ...cart, prices: without(cart.prices) },
  );
}

/** ecommerce.md §4: clear resets to an empty cart (of the same provider; the time stamps stay for the store to set). */
export function clearCart(cart: CartData): CartData {
  return { ...emptyCart(cart.provider), changed: cart.changed, backuped: cart.backuped };
}
