// The checkout's rules (ecommerce.md §4, §5, §7, §8): the sku order request, the customer and invoice payloads of the
// price flow, when an order or invoice is stale and what becomes of it, the sku refresh before ordering, the hosted
// store's hand-over, and one order change at a time.
import { checkoutConstants, shopConstants } from '../shop-constants';
import { cartModelMessages } from '../messages';
import { paymentMessages, shopMessages } from '../shop-messages';
import { CartError } from './cart-error';
import { fail, ok } from './cart-result';
import { cartLines, isShippingNeeded, withDerivedCounts } from './cart-operations';
import { lineName } from './cart-money';
import { isProductActive } from './products';
import { isSkuAvailable, skuStockLimit } from './stock';
import type {
  Address,
  CartData,
  CartResult,
  CustomerPayload,
  Invoice,
  Order,
  ProviderTimestamp,
  SelectedOptions,
  ShippingFormValues,
  PriceCartLine,
  ProviderProduct,
  SkuCartLine,
  SkuItem,
} from './types';

/** A provider timestamp in ms: numbers are unix seconds, strings ISO times. */
export function providerTimeMs(time: ProviderTimestamp): number {
  return typeof time === 'number' ? time * checkoutConstants.providerTimestampUnitMs : Date.parse(time);
}

const present = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** The address of the shipping form, leaving out the optional parts left empty. */
export function shippingAddress(form: ShippingFormValues): Address {
  const line2 = present(form.line2);
  const state = present(form.state);
  const postal = present(form.postal_code);
  return {
    line1: form.line1.trim(),
    ...(line2 ? { line2 } : {}),
    city: form.city.trim(),
    ...(state ? { state } : {}),
    country: form.country.trim().toUpperCase(),
    ...(postal ? { postal_code: postal } : {}),
  };
}

/** The shipping details of the form: name, phone when given, address (ecommerce.md §3, §7). */
export function shippingDetails(form: ShippingFormValues): { name: string; phone?: string; address: Address } {
  const phone = present(form.phone);
  return { name: form.name.trim(), ...(phone ? { phone } : {}), address: shippingAddress(form) };
}

/** ecommerce.md §7: the body of POST …/stripe/orders/. */
export interface OrderRequest {
  currency: string;
  email: string;
  items: { type: 'sku'; parent: string; currency: string; quantity: number }[];
  metadata?: { note: string };
  shipping?: { name: string; phone?: string; address: Address };
}

/**
 * ecommerce.md §5, §7, §9: the sku order of the cart: in usd, one sku item per line, the note as metadata, the
 * shipping details when something is shippable. An empty cart gives 'Empty cart', items in more than one currency
 * 'mixed currencies', an order without an email 'Email is required'.
 */
export function buildOrderRequest(cart: CartData, form: ShippingFormValues): CartResult<OrderRequest> {
  const lines = Object.values(cart.skus);
  if (lines.length === 0) return fail(shopMessages.emptyCart, 'emptyCart');
  if (new Set(lines.map((line) => line.currency.toLowerCase())).size > 1) {
    return fail(shopMessages.mixedCurrencies, 'mixedCurrencies');
  }
  const email = present(form.email);
  if (!email) return fail(paymentMessages.emailRequired, 'emailRequired');
  const note = present(form.note);
  return ok({
    currency: shopConstants.skuOrderCurrency,
    email,
    items: lines.map((line) => ({
      type: checkoutConstants.orderSkuItemType,
      parent: line.id,
      currency: line.currency,
      quantity: line.cart_count,
    })),
    ...(note ? { metadata: { note } } : {}),
    ...(isShippingNeeded(cart) ? { shipping: shippingDetails(form) } : {}),
  });
}

/** ecommerce.md §3, §7: the customer_data of POST …/stripe/customers/ (price flow). */
export function buildCustomerPayload(form: ShippingFormValues): CustomerPayload {
  const shipping = shippingDetails(form);
  return {
    email: form.email.trim(),
    name: shipping.name,
    ...(shipping.phone ? { phone: shipping.phone } : {}),
    shipping,
  };
}

/** Whether the provider's customer differs from the form, so that it needs updating (ecommerce.md §4). */
export function customerNeedsUpdate(
  customer: { email?: string | null; name?: string | null; phone?: string | null } | null | undefined,
  form: ShippingFormValues,
): boolean {
  if (!customer) return true;
  const payload = buildCustomerPayload(form);
  return customer.email !== payload.email || (customer.name ?? '') !== payload.name || (customer.phone ?? undefined) !== payload.phone;
}

/** ecommerce.md §7: the body of POST …/stripe/invoice_items/: every price line with its quantity. */
export function buildInvoiceItemsRequest(
  cart: Pick<CartData, 'prices'>,
  customerId: string,
): { customer_id: string; prices: { price: string; quantity: number }[] } {
  return {
    customer_id: customerId,
    prices: Object.values(cart.prices).map((line) => ({ price: line.id, quantity: line.cart_count })),
  };
}

/** ecommerce.md §7: the invoiceData of POST …/stripe/invoices/. */
export interface InvoiceRequest {
  customer: string;
  collection_method: typeof checkoutConstants.invoiceCollectionMethod;
  auto_advance: false;
  /** shipping_method: ours (issue 17), the buyer's choice among the methods that ship to their country. */
  metadata?: { customer_note?: string; shipping_method?: string };
}

export function buildInvoiceRequest(customerId: string, form: Pick<ShippingFormValues, 'note'>, shippingMethod?: string): InvoiceRequest {
  const note = present(form.note);
  const metadata = { ...(note ? { customer_note: note } : {}), ...(shippingMethod ? { shipping_method: shippingMethod } : {}) };
  return {
    customer: customerId,
    collection_method: checkoutConstants.invoiceCollectionMethod,
    auto_advance: checkoutConstants.invoiceAutoAdvance,
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}

/**
 * ecommerce.md §4: an order or invoice created before the last cart change is stale. Provider times are whole
 * seconds, so one made in the same second as the change counts as stale too: recreating an order needlessly is
 * better than charging for a cart that changed after it.
 */
export function isStale(record: { created: ProviderTimestamp }, cart: Pick<CartData, 'changed'>): boolean {
  return providerTimeMs(record.created) < Date.parse(cart.changed);
}

/** ecommerce.md §4 "Order (sku flow)": a stale order is cancelled, deleted and recreated; otherwise it is shown. */
export function planOrder(order: Order | null | undefined, cart: Pick<CartData, 'changed'>): 'create' | 'recreate' | 'show' {
  if (!order) return 'create';
  return isStale(order, cart) ? 'recreate' : 'show';
}

export interface InvoicePlan {
  /** How a stale invoice is cancelled first: a draft deleted, an open or uncollectible one voided. */
  cancel: 'delete' | 'void' | null;
  /** Whether the invoice is used as it is (still draft or open, and not stale). */
  reuse: boolean;
}

/**
 * ecommerce.md §4 "Invoice (price flow)": an invoice is reused only if still draft or open and not stale; a stale one
 * is cancelled (draft deleted; open or uncollectible voided) before a new one is made.
 */
export function planInvoice(invoice: Pick<Invoice, 'status' | 'created'> | null | undefined, cart: Pick<CartData, 'changed'>): InvoicePlan {
  if (!invoice) return { cancel: null, reuse: false };
  const reusable = (checkoutConstants.reusableInvoiceStatuses as readonly string[]).includes(invoice.status);
  if (!isStale(invoice, cart)) return { cancel: null, reuse: reusable };
  if (invoice.status === checkoutConstants.draftInvoiceStatus) return { cancel: 'delete', reuse: false };
  const voidable = (checkoutConstants.voidableInvoiceStatuses as readonly string[]).includes(invoice.status);
  return { cancel: voidable ? 'void' : null, reuse: false };
}

/** ecommerce.md §4: at payment a draft invoice is finalised first. */
export function needsFinalize(invoice: Pick<Invoice, 'status'>): boolean {
  return invoice.status === checkoutConstants.draftInvoiceStatus;
}

/** ecommerce.md §4: the payment intent's receipt email is set from the form's email if missing; null when nothing to set. */
export function receiptEmailUpdate(
  intent: { receipt_email?: string | null },
  email: string,
): { receipt_email: string } | null {
  const address = present(email);
  return intent.receipt_email || !address ? null : { receipt_email: address };
}

/** ecommerce.md §4, §7: a paid sku order (status 'paid'). */
export function isOrderPaid(order: { status?: string | null } | null | undefined): boolean {
  return order?.status === checkoutConstants.orderPaidStatus;
}

/** ecommerce.md §4: a succeeded payment intent shows the success message. */
export function isPaymentSucceeded(intent: { status?: string | null } | null | undefined): boolean {
  return intent?.status === checkoutConstants.paymentIntentSucceededStatus;
}

/** ecommerce.md §2, §9: the shipping method chooser appears only when the order has more than one method. */
export function showsShippingMethodChooser(order: Pick<Order, 'shipping_methods'> | null | undefined): boolean {
  return (order?.shipping_methods?.length ?? 0) >= shopConstants.shippingChooserMinMethods;
}

/** ecommerce.md §2: the order tab's "Order tax", the sum of the order's tax items (minor units). */
export function orderTax(order: Pick<Order, 'items'>): number {
  return order.items.filter((item) => item.type === 'tax').reduce((sum, item) => sum + item.amount, 0);
}

/**
 * ecommerce.md §8: the invoice call refused with code invoice_no_customer_line_items: the server's message as a
 * cart error of kind nothingToInvoice (the sidebar then clears the cart and returns to the items tab). Null for any
 * other failure, whose response text is shown as it is.
 */
export function nothingToInvoiceError(body: { code?: unknown; message?: unknown } | null | undefined): CartError | null {
  if (body?.code !== checkoutConstants.nothingToInvoiceCode) return null;
  return new CartError(typeof body.message === 'string' ? body.message : '', 'nothingToInvoice', 'nothingToInvoice');
}

/**
 * ecommerce.md §8 "after a sku refresh": the cart with its skus as the provider now has them, and, when some can no
 * longer be ordered (out of stock, fewer in stock than in the cart, or gone), the error naming them (kind outOfStock).
 */
export function refreshCartSkus(cart: CartData, fresh: readonly SkuItem[]): { cart: CartData; error: CartError | null } {
  const byId = new Map(fresh.map((sku) => [sku.id, sku]));
  const skus: Record<string, SkuCartLine> = {};
  const unavailable: string[] = [];
  for (const [key, line] of Object.entries(cart.skus)) {
    const now = byId.get(line.id);
    const updated: SkuCartLine = now ? { ...now, cart_count: line.cart_count } : line;
    skus[key] = updated;
    if (!now || !isSkuAvailable(now) || line.cart_count > skuStockLimit(now)) unavailable.push(lineName(updated));
  }
  const next = withDerivedCounts({ ...cart, skus });
  const error = unavailable.length
    ? new CartError(shopMessages.itemsOutOfStock(unavailable), 'itemsOutOfStock', 'outOfStock')
    : null;
  return { cart: next, error };
}

/**
 * Ours (issue 11, finding 9): the cart after the server refused to pay an order or invoice made before one of its items
 * changed (`checkoutConstants.orderOutdatedCode`). Each sku and price line takes its item's data from the reloaded
 * products (price, stock, names), keeping its count; a line whose item is no longer sold (gone, inactive, or of an
 * inactive product) is removed. The order and invoice are dropped, so the next checkout makes new ones. Hosted-store
 * lines are left as they are.
 */
export function refreshCartFromProducts(cart: CartData, products: readonly ProviderProduct[]): CartData {
  const skusById = new Map<string, SkuItem>();
  const pricesById = new Map<string, PriceCartLine>();
  for (const product of products.filter(isProductActive)) {
    for (const article of product.articles ?? []) if (isProductActive(article)) skusById.set(article.id, { ...article, object: 'sku' });
    for (const price of product.prices ?? []) {
      if (isProductActive(price) && price.billing_scheme === checkoutConstants.perUnitBillingScheme) pricesById.set(price.id, { ...price, object: 'price', cart_count: 0 });
    }
  }
  const skus: Record<string, SkuCartLine> = {};
  for (const [key, line] of Object.entries(cart.skus)) {
    const now = skusById.get(line.id);
    if (now) skus[key] = { ...now, cart_count: line.cart_count };
  }
  const prices: Record<string, PriceCartLine> = {};
  for (const [key, line] of Object.entries(cart.prices)) {
    if (line.object === 'product') prices[key] = line;
    else {
      const now = pricesById.get(line.id);
      if (now) prices[key] = { ...now, cart_count: line.cart_count };
    }
  }
  return withDerivedCounts({ ...cart, skus, prices, order: null, invoice: null, invoiceItems: [] });
}

/** The ids of the cart's skus, for GET …/stripe/skus/?skus_ids=a,b (ecommerce.md §7). */
export function cartSkuIds(cart: Pick<CartData, 'skus'>): string[] {
  return Object.values(cart.skus).map((line) => line.id);
}

/** ecommerce.md §2 "Simple version": each hosted-store product handed to the provider's cart (id, quantity, options). */
export function hostedCheckoutItems(cart: Pick<CartData, 'skus' | 'prices'>): { id: string; quantity: number; options: SelectedOptions }[] {
  return cartLines(cart)
    .filter((entry) => entry.kind === 'price' && entry.line.object === 'product')
    .map(({ line }) => ({ id: line.id, quantity: line.cart_count, options: ('selectedOptions' in line && line.selectedOptions) || {} }));
}

export interface OrderChangeGuard {
  /** Whether an order change is running. */
  readonly running: boolean;
  /** Runs the change; while one runs, another is rejected with a CartError (ecommerce.md §4). */
  run<T>(change: () => Promise<T>): Promise<T>;
}

/** ecommerce.md §4: only one order change may run at a time; a second attempt is rejected. */
export function createOrderChangeGuard(): OrderChangeGuard {
  let running = false;
  return {
    get running() {
      return running;
    },
    async run(change) {
      if (running) throw new CartError(cartModelMessages.orderChangeRunning, 'orderChangeRunning');
      running = true;
      try {
        return await change();
      } finally {
        running = false;
      }
    },
  };
}
