// The checkout's server calls (ecommerce.md §4, §7; docs/api.md "Shop API"), following the cart model's rules: the
// sku flow (refresh skus, cancel a stale order, create the order, choose a shipping method, pay with a card token) and
// the price flow (customer, invoice items, invoice, payment intent). Thin: every decision is a @folio/model rule.
import {
  buildCustomerPayload,
  buildInvoiceItemsRequest,
  buildInvoiceRequest,
  buildOrderRequest,
  cartSkuIds,
  checkoutConstants,
  customerNeedsUpdate,
  HttpError,
  isOrderPaid,
  isPaymentSucceeded,
  needsFinalize,
  nothingToInvoiceError,
  paymentMessages,
  planInvoice,
  planOrder,
  receiptEmailUpdate,
  refreshCartFromProducts,
  refreshCartSkus,
  shopMessages,
  type CartStore,
  type Customer,
  type HttpClient,
  type Invoice,
  type Order,
  type ProviderProduct,
  type ShippingFormValues,
  type SkuItem,
} from '@folio/model';

export interface CheckoutDeps {
  http: HttpClient;
  numId: number;
  store: CartStore;
}

/** A card as the visitor typed it. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The shop calls' common path (docs/api.md "Shop API"). */
export const shopBase = (numId: number) => `/api/projects/${numId}/ecommerce/stripe`;
const EXPIRY = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/;
const CENTURY = 2000;
const SHORT_YEAR_MAX = 100;

/** The card payload of the test-mode gateway's token and confirm calls: digits only, the expiry as month and year. */
export function cardPayload(card: CardInput): { number: string; exp_month: number; exp_year: number; cvc: string } {
  const [, month = '0', year = '0'] = EXPIRY.exec(card.expiry) ?? [];
  const fullYear = Number(year) < SHORT_YEAR_MAX ? CENTURY + Number(year) : Number(year);
  return { number: card.number.replace(/\D/g, ''), exp_month: Number(month), exp_year: fullYear, cvc: card.cvc.trim() };
}

const liveOrder = (order: Order | null): order is Order => !!order && order.status !== checkoutConstants.orderCanceledStatus && !isOrderPaid(order);

/**
 * ecommerce.md §4 "Order (sku flow)": the skus refreshed (any no longer in stock refuse the order), then the cart's
 * order shown if it is still current, else the old one cancelled and a new one created.
 */
export async function prepareOrder({ http, numId, store }: CheckoutDeps, form: ShippingFormValues): Promise<Order> {
  // ecommerce.md §8: a refresh that fails says 'Error occurred while updating the skus:' with the reason.
  const fresh = await http.get<{ data: SkuItem[] }>(`${shopBase(numId)}/skus/`, { skus_ids: cartSkuIds(store.getCart()).join(',') }).then(
    (answer) => answer.data,
    (error: unknown) => {
      throw new Error(`${shopMessages.skusUpdateError} ${error instanceof Error ? error.message : String(error)}`);
    },
  );
  const refreshed = refreshCartSkus(store.getCart(), fresh);
  store.record(() => refreshed.cart);
  if (refreshed.error) throw refreshed.error;
  const cart = store.getCart();
  const plan = planOrder(cart.order, cart);
  if (plan === 'show' && liveOrder(cart.order)) return cart.order;
  if (plan === 'recreate' && liveOrder(cart.order)) {
    const answer = await http.patch<{ data?: { status?: string } }>(`${shopBase(numId)}/orders/${cart.order.id}/`, { status: checkoutConstants.orderCanceledStatus });
    if (answer.data?.status !== checkoutConstants.orderCanceledStatus) throw new Error(shopMessages.cantCancelOldOrder);
  }
  store.record((current) => ({ ...current, order: null }));
  const request = buildOrderRequest(cart, form);
  if (!request.ok) throw request.error;
  const order = (await http.post<{ data?: Order }>(`${shopBase(numId)}/orders/`, request.value)).data;
  if (!order?.id) throw new Error(shopMessages.cantCreateOrder);
  store.record((current) => ({ ...current, order }));
  return order;
}

/**
 * ecommerce.md §4: a shipping method is chosen by patching the order; §7: the answer's data is the order, and one
 * without it says 'No order' (§8) in the order tab's error box, the cart's order kept as it was.
 */
export async function chooseShippingMethod({ http, numId, store }: CheckoutDeps, order: Order, method: string): Promise<Order> {
  const next = (await http.patch<{ data?: Order }>(`${shopBase(numId)}/orders/${order.id}/`, { selected_shipping_method: method })).data;
  if (!next?.id) throw new Error(shopMessages.noOrder);
  store.record((cart) => ({ ...cart, order: next }));
  return next;
}

/**
 * Issue 17: the price flow's shipping method is chosen by making the invoice again with it — the draft deleted, the
 * cart's items and a new invoice priced with the method (the server adds its shipping line).
 */
export async function chooseInvoiceShippingMethod(deps: CheckoutDeps, invoice: Invoice, form: ShippingFormValues, method: string): Promise<Invoice> {
  await deps.http.del(`${shopBase(deps.numId)}/invoices/${invoice.id}/`);
  deps.store.record((cart) => ({ ...cart, invoice: null }));
  return prepareInvoice(deps, form, method);
}

/** ecommerce.md §4: cancel from the payment tab cancels the order. */
export async function cancelOrder({ http, numId, store }: CheckoutDeps): Promise<void> {
  const order = store.getCart().order;
  if (!liveOrder(order)) return;
  await http.patch(`${shopBase(numId)}/orders/${order.id}/`, { status: checkoutConstants.orderCanceledStatus });
  store.record((cart) => ({ ...cart, order: null }));
}

/** ecommerce.md §7: the sku flow's payment: a card token, then the pay call; status 'paid' is success. */
export async function payOrder({ http, numId, store }: CheckoutDeps, card: CardInput, email: string): Promise<boolean> {
  const order = store.getCart().order;
  if (!order) throw new Error(paymentMessages.orderNotFound);
  const token = (await http.post<{ data: { id: string } }>(`${shopBase(numId)}/tokens/`, { card: { ...cardPayload(card), name: card.name.trim() } })).data;
  const paid = (await http.post<{ data: Order }>(`${shopBase(numId)}/orders/${order.id}/pay/`, { stripe_token: token.id, email })).data;
  store.record((cart) => ({ ...cart, order: paid }));
  return isOrderPaid(paid);
}

/**
 * ecommerce.md §4 "Invoice (price flow)": the invoice reused while current and draft or open; a stale one deleted or
 * voided; the customer created or updated when the form differs; the cart's invoice items; a new invoice.
 */
export async function prepareInvoice({ http, numId, store }: CheckoutDeps, form: ShippingFormValues, shippingMethod?: string): Promise<Invoice> {
  const cart = store.getCart();
  const plan = planInvoice(cart.invoice, cart);
  if (plan.reuse && cart.invoice) {
    const current = (await http.get<{ data?: Invoice }>(`${shopBase(numId)}/invoices/${cart.invoice.id}/`)).data;
    if (!current?.id) throw new Error(shopMessages.invalidInvoiceResponse);
    if ((checkoutConstants.reusableInvoiceStatuses as readonly string[]).includes(current.status)) {
      store.record((c) => ({ ...c, invoice: current }));
      return current;
    }
  }
  if (cart.invoice && plan.cancel === 'delete') await http.del(`${shopBase(numId)}/invoices/${cart.invoice.id}/`);
  if (cart.invoice && plan.cancel === 'void') await http.post(`${shopBase(numId)}/invoices/${cart.invoice.id}/void/`);
  let customer: Customer | null = cart.customer;
  if (customerNeedsUpdate(customer, form)) {
    customer = (await http.post<{ data: Customer }>(`${shopBase(numId)}/customers/`, { customer_data: buildCustomerPayload(form) })).data;
    store.record((c) => ({ ...c, customer }));
  }
  if (!customer?.id) throw new Error(paymentMessages.customerNotFound);
  try {
    const items = (await http.post<{ data: Invoice['lines']['data'] }>(`${shopBase(numId)}/invoice_items/`, buildInvoiceItemsRequest(cart, customer.id))).data;
    store.record((c) => ({ ...c, invoiceItems: items.map((item, i) => ({ id: (item as { id?: string }).id ?? String(i), quantity: item.quantity ?? null })) }));
  } catch (error) {
    // ecommerce.md §8: invoice item creation failure is only logged (the invoice then says what is missing).
    console.error(error);
  }
  try {
    const invoice = (await http.post<{ data?: Invoice }>(`${shopBase(numId)}/invoices/`, { invoiceData: buildInvoiceRequest(customer.id, form, shippingMethod) })).data;
    if (!invoice?.id) throw new Error(shopMessages.invalidResponse);
    store.record((c) => ({ ...c, invoice }));
    return invoice;
  } catch (error) {
    throw (error instanceof HttpError && nothingToInvoiceError(error.body as { code?: unknown; message?: unknown })) || error;
  }
}

/** The price flow's payment intent, ready for the card: its path, client secret and receipt email. */
export interface ReadyIntent {
  invoiceId: string;
  path: string;
  clientSecret: string;
  receiptEmail: string | null;
}

/**
 * ecommerce.md §4, §7: the price flow up to the card: a draft invoice finalised, its payment intent read ('Not client
 * secret' without one) and its receipt email set when missing. Null when the intent has already succeeded.
 */
export async function readyPaymentIntent({ http, numId, store }: CheckoutDeps, email: string): Promise<ReadyIntent | null> {
  let invoice = store.getCart().invoice;
  if (!invoice) throw new Error(paymentMessages.invoiceNotFound);
  if (needsFinalize(invoice)) {
    const finalized = (await http.post<{ data: Invoice }>(`${shopBase(numId)}/invoices/${invoice.id}/finalize/`)).data;
    store.record((cart) => ({ ...cart, invoice: finalized }));
    invoice = finalized;
  }
  if (!invoice.payment_intent) throw new Error(paymentMessages.invoiceNotFound);
  const path = `${shopBase(numId)}/payment_intents/${invoice.payment_intent}/`;
  const intent = (await http.get<{ data: { client_secret?: string | null; receipt_email?: string | null; status?: string } }>(path)).data;
  if (isPaymentSucceeded(intent)) return null;
  if (!intent.client_secret) throw new Error(paymentMessages.noClientSecret);
  const receipt = receiptEmailUpdate(intent, email);
  if (receipt) await http.patch(path, { paymentIntentData: receipt });
  return { invoiceId: invoice.id, path, clientSecret: intent.client_secret, receiptEmail: intent.receipt_email || receipt?.receipt_email || null };
}

/**
 * ecommerce.md §4, §7: the price flow's payment in test mode: the intent made ready, then the card payment confirmed
 * with the client secret and the billing name; 'succeeded' is success.
 */
export async function payInvoice(deps: CheckoutDeps, card: CardInput, email: string): Promise<boolean> {
  const ready = await readyPaymentIntent(deps, email);
  if (!ready) return true;
  const { name, ...payload } = { ...cardPayload(card), name: card.name.trim() };
  const confirmed = (await deps.http.post<{ data: { status?: string } }>(`${ready.path}confirm/`, {
    client_secret: ready.clientSecret,
    payment_method: { card: payload, billing_details: { name } },
  })).data;
  return isPaymentSucceeded(confirmed);
}

/**
 * Issue 11, finding 9: the server refused to pay (or finalize) an order or invoice made before one of its items was
 * repriced or switched off; its message says which.
 */
export function isOrderOutdated(error: unknown): error is HttpError {
  return error instanceof HttpError && (error.body as { code?: unknown } | undefined)?.code === checkoutConstants.orderOutdatedCode;
}

/**
 * After that refusal: the products loaded again and the cart's lines refreshed from them (items no longer sold leave),
 * without the old order or invoice, so that the next checkout makes new ones at today's prices. When the products
 * cannot be loaded the lines stay as they are, and only the order and invoice go.
 */
export async function refreshCartAfterRefusal(store: CartStore, reloadProducts: () => Promise<readonly ProviderProduct[]>): Promise<void> {
  let products: readonly ProviderProduct[] | null = null;
  try {
    products = await reloadProducts();
  } catch (error) {
    console.error(error);
  }
  store.change((cart) => (products ? refreshCartFromProducts(cart, products) : { ...cart, order: null, invoice: null, invoiceItems: [] }));
}

/** The visitor-facing reason of a failed call: the server's message, else the error's. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : paymentMessages.paymentFailed;
}
