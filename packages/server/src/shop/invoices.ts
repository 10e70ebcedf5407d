// The price flow (ecommerce.md §4 "Invoice (price flow)", §7): customer, invoice items, invoice and its payment
// intent, held by the gateway and recorded here for the buyer who made them. The rules of §4 are checked against the
// gateway's current state: only a draft is deleted or finalized, only an open or uncollectible invoice voided. Each of
// those moves, and paying, holds the invoice while it runs, so that it happens once (issue 11, finding 4). An invoice
// is priced as a sku order is (issue 17): a shipping line for the buyer's country and the owner's tax.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { newToken } from '../auth/tokens';
import { cartConstants, checkoutConstants, paymentMessages, shippingQuotes, shopMessages, shopRulesMessages, taxQuote, type TaxQuote } from '@folio/model';
import type { Db } from '../db/database';
import { shopCustomers, shopInvoiceItems, shopInvoices, shopPaymentIntents } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { isFree, leaseEnd } from './change-lease';
import { shippingMethodsOf, shopRulesOf } from './connections';
import { GatewayError } from './gateway';
import type { ShopContext } from './shop-access';
import { shopServerMessages } from './shop-messages';
import type { CardInput, Customer, CustomerData, Invoice, InvoiceData, InvoiceItem, PaymentIntent, ShippingMethod } from './shop-types';
import type { TestGateway } from './test-gateway';

type Owned = typeof shopCustomers | typeof shopInvoices | typeof shopPaymentIntents;

const json = (value: object) => value as unknown as Record<string, unknown>;

/** Whether this buyer made the record (customer, invoice or payment intent) in this project. */
async function owns(db: Db, table: Owned, context: ShopContext, buyer: string | undefined, id: string): Promise<boolean> {
  if (!buyer) return false;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.magId, context.mag.id), eq(table.buyer, buyer)))
    .limit(1);
  return rows.length > 0;
}

async function requireOwn(context: ShopContext, table: Owned, buyer: string | undefined, id: string, message: string): Promise<string> {
  if (!(await owns(context.db, table, context, buyer, id))) throw new ApiError(404, message);
  return buyer!;
}

/** ecommerce.md §7 customers: the buyer's customer is updated when it exists, created otherwise. */
export async function saveCustomer(context: ShopContext, buyer: string, data: CustomerData): Promise<Customer> {
  const { db, gateway } = context;
  const [existing] = await db
    .select({ id: shopCustomers.id })
    .from(shopCustomers)
    .where(and(eq(shopCustomers.magId, context.mag.id), eq(shopCustomers.buyer, buyer)))
    .orderBy(desc(shopCustomers.createdAt))
    .limit(1);
  if (existing) {
    try {
      const customer = await gateway.updateCustomer(existing.id, data);
      await db.update(shopCustomers).set({ data: json(customer), updatedAt: new Date() }).where(eq(shopCustomers.id, customer.id));
      return customer;
    } catch (error) {
      // The provider no longer knows it (another account was connected since): a new one is made below.
      if (!(error instanceof GatewayError && error.statusCode === 404)) throw error;
      await db.delete(shopCustomers).where(eq(shopCustomers.id, existing.id));
    }
  }
  const customer = await gateway.createCustomer(data);
  await db.insert(shopCustomers).values({ id: customer.id, magId: context.mag.id, buyer, data: json(customer) });
  return customer;
}

/**
 * ecommerce.md §7 invoice_items: one item per price of the cart. The list is the whole cart, so it replaces the
 * items the customer still had pending from an earlier attempt (those would otherwise join the next invoice).
 */
export async function createInvoiceItems(
  context: ShopContext,
  buyer: string,
  input: { customer_id: string; prices: { price: string; quantity: number }[] },
): Promise<InvoiceItem[]> {
  const { db, gateway } = context;
  await requireOwn(context, shopCustomers, buyer, input.customer_id, paymentMessages.customerNotFound);
  if (input.prices.length === 0) throw new ApiError(400, shopMessages.emptyCart);
  const quantities = new Map<string, number>();
  for (const line of input.prices) quantities.set(line.price, (quantities.get(line.price) ?? 0) + line.quantity);
  if (quantities.size > cartConstants.maxDistinctItemsPerKind) throw new ApiError(400, shopMessages.tooManyItems);
  const prices = new Map((await gateway.getPrices([...quantities.keys()])).map((price) => [price.id, price]));
  const unknown = input.prices.flatMap((line, index) => (prices.get(line.price)?.active ? [] : [{ path: `prices.${index}.price`, message: shopMessages.invalidPrice }]));
  if (unknown.length) throw invalid(unknown, shopMessages.invalidPrice);
  if (new Set([...prices.values()].map((price) => price.currency)).size > 1) throw new ApiError(400, shopMessages.mixedCurrencies);

  for (const item of await pendingItems(db, input.customer_id)) await dropItem(context, item.id);
  const items: InvoiceItem[] = [];
  for (const [id, quantity] of quantities) {
    const item = await gateway.createInvoiceItem({ customer: input.customer_id, price: prices.get(id)!, quantity });
    await db.insert(shopInvoiceItems).values({ id: item.id, magId: context.mag.id, buyer, customerId: input.customer_id, data: json(item) });
    items.push(item);
  }
  return items;
}

const pendingItems = (db: Db, customerId: string) =>
  db
    .select({ id: shopInvoiceItems.id, data: shopInvoiceItems.data })
    .from(shopInvoiceItems)
    .where(and(eq(shopInvoiceItems.customerId, customerId), isNull(shopInvoiceItems.invoiceId)));

/**
 * What Folio priced an invoice with (issue 17), kept beside it: the methods that ship to the buyer's country, the
 * one chosen, and the tax on the goods. The provider's invoice holds the shipping and an added tax as lines.
 */
export interface InvoicePricing {
  shipping_methods: ShippingMethod[];
  selected_shipping_method: string | null;
  tax: TaxQuote | null;
}

/** The invoice line of a tax added to the prices; a tax included in them adds no line. */
export const INVOICE_TAX_LINE = 'Tax';

/** The invoice as the buyer and the owner read it: its tax is Folio's, with the shipping methods offered. */
export function pricedInvoice(invoice: Invoice, pricing: InvoicePricing | null): Invoice {
  if (!pricing) return invoice;
  return { ...invoice, tax: pricing.tax?.amount ?? 0, shipping_methods: pricing.shipping_methods, selected_shipping_method: pricing.selected_shipping_method };
}

/** Records an invoice's current state (and, when it is made, its pricing), and its payment intent as the same buyer's. */
async function recordInvoice(context: ShopContext, buyer: string, invoice: Invoice, pricing?: InvoicePricing): Promise<Invoice> {
  const { db } = context;
  const [row] = await db
    .insert(shopInvoices)
    .values({ id: invoice.id, magId: context.mag.id, buyer, customerId: invoice.customer, status: invoice.status, data: json(invoice), pricing: pricing && json(pricing) })
    .onConflictDoUpdate({ target: shopInvoices.id, set: { status: invoice.status, data: json(invoice), updatedAt: new Date() } })
    .returning({ pricing: shopInvoices.pricing });
  if (invoice.payment_intent) {
    await db
      .insert(shopPaymentIntents)
      .values({ id: invoice.payment_intent, magId: context.mag.id, buyer, invoiceId: invoice.id, status: 'requires_payment_method', data: {} })
      .onConflictDoNothing();
  }
  return pricedInvoice(invoice, (row?.pricing ?? null) as InvoicePricing | null);
}

/**
 * Issue 17: the shipping and tax of the customer's pending goods, as a sku order's: the owner's methods that ship
 * to the customer's country (else the project's plain list), the buyer's choice among them or the first, and the tax
 * of the address's region or country on the goods. Reads only; refuses before anything is made.
 */
async function priceInvoice(context: ShopContext, data: InvoiceData, goods: InvoiceItem[]): Promise<InvoicePricing> {
  const [customer] = await context.db.select({ data: shopCustomers.data }).from(shopCustomers).where(eq(shopCustomers.id, data.customer)).limit(1);
  const address = (customer?.data as unknown as Customer | undefined)?.shipping?.address;
  const currency = goods[0]!.currency;
  const subtotal = goods.reduce((sum, item) => sum + item.amount, 0);
  const rules = shopRulesOf(context.connection);
  const methods = !address
    ? []
    : rules.shipping_rules.length
      ? shippingQuotes(rules.shipping_rules, subtotal, currency, address.country)
      : shippingMethodsOf(context.connection).filter((method) => method.currency === currency);
  if (address && methods.length === 0) {
    const prices = await context.gateway.getPrices(goods.map((item) => item.price!));
    if (prices.some((price) => price.productObject.shippable)) {
      throw invalid([{ path: 'shipping.address.country', message: shopRulesMessages.noMethodForCountry }], shopRulesMessages.noMethodForCountry);
    }
  }
  const chosen = data.metadata?.shipping_method;
  const method = chosen ? methods.find((candidate) => candidate.id === chosen) : methods[0];
  if (chosen && !method) {
    throw invalid([{ path: 'invoiceData.metadata.shipping_method', message: shopServerMessages.unknownShippingMethod }], shopServerMessages.unknownShippingMethod);
  }
  const tax = address ? taxQuote(rules.tax_rates, subtotal, address.country, address.state) : undefined;
  return { shipping_methods: methods, selected_shipping_method: method?.id ?? null, tax: tax ?? null };
}

/** Adds the invoice's shipping line (when not free) and its added tax line to the customer's pending items. */
async function addPricingLines(context: ShopContext, buyer: string, customerId: string, currency: string, pricing: InvoicePricing): Promise<void> {
  const method = pricing.shipping_methods.find((candidate) => candidate.id === pricing.selected_shipping_method);
  const lines = [
    ...(method && method.amount > 0 ? [{ description: method.description, amount: method.amount }] : []),
    ...(pricing.tax && !pricing.tax.inclusive && pricing.tax.amount > 0 ? [{ description: INVOICE_TAX_LINE, amount: pricing.tax.amount }] : []),
  ];
  for (const line of lines) {
    const item = await context.gateway.createInvoiceCharge({ customer: customerId, currency, ...line });
    await context.db.insert(shopInvoiceItems).values({ id: item.id, magId: context.mag.id, buyer, customerId, data: json(item) });
  }
}

/**
 * ecommerce.md §7 invoices: the customer's pending items become a draft invoice, with its shipping and tax lines
 * (issue 17; `metadata.shipping_method` chooses among the methods, ours). The shipping and tax lines of an earlier
 * attempt go first: they are priced again.
 */
export async function createInvoice(context: ShopContext, buyer: string, data: InvoiceData): Promise<Invoice> {
  const { db, gateway } = context;
  await requireOwn(context, shopCustomers, buyer, data.customer, paymentMessages.customerNotFound);
  const pending = await pendingItems(db, data.customer);
  const goods = pending.map((row) => row.data as unknown as InvoiceItem).filter((item) => item.price);
  if (goods.length === 0) throw new ApiError(400, shopServerMessages.nothingToInvoice, { code: checkoutConstants.nothingToInvoiceCode });
  const pricing = await priceInvoice(context, data, goods);
  for (const row of pending.filter((row) => !(row.data as unknown as InvoiceItem).price)) await dropItem(context, row.id);
  await addPricingLines(context, buyer, data.customer, goods[0]!.currency, pricing);
  const invoice = await recordInvoice(context, buyer, await gateway.createInvoice(data), pricing);
  await db.update(shopInvoiceItems).set({ invoiceId: invoice.id }).where(and(eq(shopInvoiceItems.customerId, data.customer), isNull(shopInvoiceItems.invoiceId)));
  return invoice;
}

/** Deletes a pending item at the gateway (one it no longer knows is gone already) and here. */
async function dropItem(context: ShopContext, id: string): Promise<void> {
  await context.gateway.deleteInvoiceItem(id).catch((error: unknown) => {
    if (!(error instanceof GatewayError && error.statusCode === 404)) throw error;
  });
  await context.db.delete(shopInvoiceItems).where(eq(shopInvoiceItems.id, id));
}

/** The buyer's invoice as the gateway has it now; 404 'Invoice not found' for anyone else's. */
async function currentInvoice(context: ShopContext, buyer: string | undefined, id: string): Promise<{ buyer: string; invoice: Invoice }> {
  const owner = await requireOwn(context, shopInvoices, buyer, id, paymentMessages.invoiceNotFound);
  return { buyer: owner, invoice: await recordInvoice(context, owner, await context.gateway.getInvoice(id)) };
}

export const getInvoice = async (context: ShopContext, buyer: string | undefined, id: string) => (await currentInvoice(context, buyer, id)).invoice;

/**
 * Runs one move of the buyer's invoice (finalize, pay, void, delete) while holding it: one conditional UPDATE takes the
 * invoice only when no other move holds it, so a concurrent move answers 409 at once and changes nothing. The move
 * reads the invoice from the gateway after taking it, so it decides on the state no other move can change meanwhile.
 */
async function movingInvoice<T>(context: ShopContext, buyer: string | undefined, id: string, move: (current: { buyer: string; invoice: Invoice }) => Promise<T>): Promise<T> {
  const owner = await requireOwn(context, shopInvoices, buyer, id, paymentMessages.invoiceNotFound);
  const token = newToken();
  const held = await context.db
    .update(shopInvoices)
    .set({ changeToken: token, changeUntil: leaseEnd() })
    .where(and(eq(shopInvoices.id, id), eq(shopInvoices.magId, context.mag.id), eq(shopInvoices.buyer, owner), isFree(shopInvoices.changeToken, shopInvoices.changeUntil)))
    .returning({ id: shopInvoices.id });
  if (held.length === 0) throw new ApiError(409, shopServerMessages.invoiceChangeRunning);
  try {
    return await move({ buyer: owner, invoice: await recordInvoice(context, owner, await context.gateway.getInvoice(id)) });
  } finally {
    await context.db.update(shopInvoices).set({ changeToken: null, changeUntil: null }).where(and(eq(shopInvoices.id, id), eq(shopInvoices.changeToken, token)));
  }
}

/** ecommerce.md §4: a stale draft is deleted (its items go with it). */
export function deleteInvoice(context: ShopContext, buyer: string | undefined, id: string): Promise<{ id: string; object: 'invoice'; deleted: true }> {
  return movingInvoice(context, buyer, id, async ({ invoice }) => {
    if (invoice.status !== checkoutConstants.draftInvoiceStatus) throw new ApiError(409, shopServerMessages.invoiceNotDraft);
    await context.gateway.deleteInvoice(id);
    await context.db.delete(shopInvoiceItems).where(eq(shopInvoiceItems.invoiceId, id));
    await context.db.delete(shopInvoices).where(eq(shopInvoices.id, id));
    return { id, object: 'invoice', deleted: true };
  });
}

/** ecommerce.md §4: a stale open or uncollectible invoice is voided. */
export function voidInvoice(context: ShopContext, buyer: string | undefined, id: string): Promise<Invoice> {
  return movingInvoice(context, buyer, id, async (current) => {
    if (!(checkoutConstants.voidableInvoiceStatuses as readonly string[]).includes(current.invoice.status)) throw new ApiError(409, shopServerMessages.invoiceNotVoidable);
    return recordInvoice(context, current.buyer, await context.gateway.voidInvoice(id));
  });
}

/**
 * An invoice is paid only as it was made (issue 11, finding 9): its prices are asked of the gateway again, and one no
 * longer sold (archived, or of an inactive product) or priced otherwise refuses the move with 409 and `order_outdated`.
 */
async function checkStillSold(context: ShopContext, invoice: Invoice): Promise<void> {
  const lines = invoice.lines.data.filter((line) => line.price);
  const prices = new Map((await context.gateway.getPrices(lines.map((line) => line.price!))).map((price) => [price.id, price]));
  const gone = lines.filter((line) => !prices.get(line.price!)?.active);
  const repriced = lines.filter((line) => {
    const price = prices.get(line.price!);
    return price?.active && (price.currency !== line.currency || price.unit_amount * line.quantity !== line.amount);
  });
  if (gone.length === 0 && repriced.length === 0) return;
  const names = (list: typeof lines) => list.map((line) => line.description);
  const message = gone.length ? shopServerMessages.noLongerSold(names(gone)) : shopServerMessages.priceChanged(names(repriced));
  const outdated = lines.filter((line) => gone.includes(line) || repriced.includes(line)).map((line) => line.price!);
  throw new ApiError(409, message, { code: checkoutConstants.orderOutdatedCode, prices: outdated });
}

/** ecommerce.md §4: at payment a draft invoice is finalised; its payment intent is then the buyer's too. */
export function finalizeInvoice(context: ShopContext, buyer: string | undefined, id: string): Promise<Invoice> {
  return movingInvoice(context, buyer, id, async (current) => {
    if (current.invoice.status !== checkoutConstants.draftInvoiceStatus) throw new ApiError(409, shopServerMessages.invoiceNotDraft);
    await checkStillSold(context, current.invoice);
    return recordInvoice(context, current.buyer, await context.gateway.finalizeInvoice(id));
  });
}

async function recordIntent(context: ShopContext, intent: PaymentIntent, invoiceId: string | null): Promise<PaymentIntent> {
  const answer = { ...intent, invoice: invoiceId };
  await context.db.update(shopPaymentIntents).set({ status: intent.status, data: json(answer), updatedAt: new Date() }).where(eq(shopPaymentIntents.id, intent.id));
  return answer;
}

async function ownIntent(context: ShopContext, buyer: string | undefined, id: string) {
  await requireOwn(context, shopPaymentIntents, buyer, id, shopServerMessages.paymentIntentNotFound);
  const [row] = await context.db.select({ invoiceId: shopPaymentIntents.invoiceId }).from(shopPaymentIntents).where(eq(shopPaymentIntents.id, id)).limit(1);
  return row!;
}

export async function getPaymentIntent(context: ShopContext, buyer: string | undefined, id: string): Promise<PaymentIntent> {
  const { invoiceId } = await ownIntent(context, buyer, id);
  return recordIntent(context, await context.gateway.getPaymentIntent(id), invoiceId);
}

/** ecommerce.md §4: the receipt email is set from the form's email when missing. */
export async function updatePaymentIntent(context: ShopContext, buyer: string | undefined, id: string, data: { receipt_email: string }): Promise<PaymentIntent> {
  const { invoiceId } = await ownIntent(context, buyer, id);
  return recordIntent(context, await context.gateway.updatePaymentIntent(id, data), invoiceId);
}

/**
 * Test mode's card payment confirmation (the browser library's part with Stripe): pays the intent and its invoice,
 * holding the invoice meanwhile, so that concurrent confirmations, or a void racing one, pay at most once.
 */
export async function confirmPaymentIntent(
  context: ShopContext,
  gateway: TestGateway,
  buyer: string | undefined,
  id: string,
  input: { client_secret: string; card: CardInput },
): Promise<PaymentIntent> {
  const { invoiceId } = await ownIntent(context, buyer, id);
  const intent = await gateway.getPaymentIntent(id);
  if (intent.client_secret !== input.client_secret) throw new ApiError(400, shopServerMessages.clientSecretMismatch);
  const confirm = async () => {
    try {
      const paid = await gateway.confirmPaymentIntent(id, input.card);
      if (invoiceId) await recordInvoice(context, buyer!, await gateway.getInvoice(invoiceId));
      return await recordIntent(context, paid, invoiceId);
    } catch (error) {
      await recordIntent(context, await gateway.getPaymentIntent(id), invoiceId);
      throw error;
    }
  };
  // Test mode makes intents only by finalizing an invoice, so an intent has one.
  if (!invoiceId) return confirm();
  return movingInvoice(context, buyer, invoiceId, async ({ invoice }) => {
    await checkStillSold(context, invoice);
    return confirm();
  });
}
