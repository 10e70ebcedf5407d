// The owner's orders (docs/api.md "Orders"): the sku-flow orders and the paid invoices of the price flow of the owner's
// projects, newest first, filtered by status and date and searched by id, e-mail or name, a page at a time; one order
// or invoice; marking a paid one fulfilled with an optional tracking link. The list reads shop_orders and
// shop_invoices by (mag_id, created_at), their indexes.
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ownerOrderConstants, ownerOrderMessages, type OwnerOrder, type OwnerOrderFilter, type OwnerOrderPage } from '@folio/model';
import type { Db } from '../db/database';
import { mags, shopInvoices, shopOrders } from '../db/schema';
import { ApiError } from '../errors';
import { refundsOf } from './refunds';
import { INVOICE_TAX_LINE, type InvoicePricing } from './invoices';
import type { Invoice, Order, OrderItem } from './shop-types';

type OrderRow = typeof shopOrders.$inferSelect;
type Row = OrderRow & { projectData: Record<string, unknown> | null };
type InvoiceRow = Pick<typeof shopInvoices.$inferSelect, 'id' | 'magId' | 'status' | 'data' | 'pricing' | 'fulfilledAt' | 'trackingUrl' | 'createdAt'> & {
  projectData: Record<string, unknown> | null;
};

export interface OrderQuery {
  status?: OwnerOrderFilter;
  /** Orders made on or after this day (UTC, YYYY-MM-DD). */
  from?: string;
  /** Orders made on or before this day (UTC, YYYY-MM-DD). */
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

function ownerOrderOf(row: Row): OwnerOrder {
  const data = row.data as unknown as Omit<Order, 'id' | 'object' | 'amount' | 'currency' | 'status' | 'created'>;
  const items: OrderItem[] = Array.isArray(data.items) ? data.items : [];
  const method = items.find((item) => item.type === 'shipping');
  const title = row.projectData?.title;
  return {
    id: row.id,
    kind: 'order',
    projectId: row.magId,
    project: typeof title === 'string' ? title : null,
    status: row.status as OwnerOrder['status'],
    created: row.createdAt.toISOString(),
    currency: row.currency,
    amount: row.amount,
    tax: items.filter((item) => item.type === 'tax').reduce((sum, item) => sum + item.amount, 0),
    buyer: { name: data.shipping?.name ?? null, email: data.email, phone: data.phone ?? data.shipping?.phone ?? null },
    items: items.map((item) => ({ type: item.type, sku: item.type === 'sku' ? item.parent : null, description: item.description, quantity: item.quantity, amount: item.amount })),
    shippingAddress: data.shipping?.address ?? null,
    shippingMethod: method?.description ?? null,
    note: data.metadata?.note ?? null,
    fulfilledAt: row.fulfilledAt ? row.fulfilledAt.toISOString() : null,
    trackingUrl: row.trackingUrl,
    refundedAmount: row.refundedAmount,
    refunds: refundsOf(row.data),
  };
}

/** A paid invoice of the price flow as the owner reads it beside the orders: its goods, shipping and tax lines. */
function ownerInvoiceOf(row: InvoiceRow): OwnerOrder {
  const invoice = row.data as unknown as Invoice;
  const pricing = row.pricing as InvoicePricing | null;
  const title = row.projectData?.title;
  const lineType = (line: Invoice['lines']['data'][number]): OwnerOrder['items'][number]['type'] =>
    line.price ? 'sku' : line.description === INVOICE_TAX_LINE ? 'tax' : 'shipping';
  return {
    id: row.id,
    kind: 'invoice',
    projectId: row.magId,
    project: typeof title === 'string' ? title : null,
    status: 'paid',
    created: row.createdAt.toISOString(),
    currency: invoice.currency,
    amount: invoice.total,
    tax: pricing?.tax?.amount ?? invoice.tax,
    buyer: { name: invoice.customer_name, email: invoice.customer_email ?? '', phone: invoice.customer_phone ?? invoice.customer_shipping?.phone ?? null },
    items: invoice.lines.data.map((line) => ({ type: lineType(line), sku: line.price, description: line.description, quantity: line.price ? line.quantity : null, amount: line.amount })),
    shippingAddress: invoice.customer_shipping?.address ?? null,
    shippingMethod: pricing?.shipping_methods.find((method) => method.id === pricing.selected_shipping_method)?.description ?? null,
    note: invoice.metadata.customer_note ?? null,
    fulfilledAt: row.fulfilledAt ? row.fulfilledAt.toISOString() : null,
    trackingUrl: row.trackingUrl,
    refundedAmount: 0,
    refunds: [],
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns a list's filters read, in the orders' table or the invoices'. */
interface Listed {
  magId: typeof shopOrders.magId | typeof shopInvoices.magId;
  id: typeof shopOrders.id | typeof shopInvoices.id;
  fulfilledAt: typeof shopOrders.fulfilledAt | typeof shopInvoices.fulfilledAt;
  createdAt: typeof shopOrders.createdAt | typeof shopInvoices.createdAt;
  /** The buyer's e-mail and name as the row's data holds them. */
  email: SQL;
  name: SQL;
}

const listedOrders: Listed = { ...shopOrders, email: sql`${shopOrders.data}->>'email'`, name: sql`${shopOrders.data}->'shipping'->>'name'` };
const listedInvoices: Listed = { ...shopInvoices, email: sql`${shopInvoices.data}->>'customer_email'`, name: sql`${shopInvoices.data}->>'customer_name'` };

/** The filters of the list on one table: its projects, the status (a paid one fulfilled or not), the days and the search. */
function filtered(table: Listed, magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>, status: SQL | undefined): SQL {
  const where: (SQL | undefined)[] = [magIds.length === 1 ? eq(table.magId, magIds[0]!) : inArray(table.magId, magIds), status];
  if (query.status === 'fulfilled') where.push(isNotNull(table.fulfilledAt));
  if (query.status === 'unfulfilled') where.push(isNull(table.fulfilledAt));
  if (query.from) where.push(gte(table.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(table.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(eq(table.id, q), ilike(table.email, like), ilike(table.name, like)));
  }
  return and(...where)!;
}

function conditions(magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>): SQL {
  const paid = query.status === 'fulfilled' || query.status === 'unfulfilled' ? 'paid' : query.status;
  return filtered(listedOrders, magIds, query, paid ? eq(shopOrders.status, paid) : undefined);
}

/** The paid invoices matching the list's filters; null when the status asked is one no listed invoice has. */
function invoiceConditions(magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>): SQL | null {
  if (query.status === 'created' || query.status === 'canceled') return null;
  return filtered(listedInvoices, magIds, query, eq(shopInvoices.status, 'paid'));
}

const invoiceColumns = {
  id: shopInvoices.id,
  magId: shopInvoices.magId,
  status: shopInvoices.status,
  data: shopInvoices.data,
  pricing: shopInvoices.pricing,
  fulfilledAt: shopInvoices.fulfilledAt,
  trackingUrl: shopInvoices.trackingUrl,
  createdAt: shopInvoices.createdAt,
  projectData: mags.data,
};

/** Newest first; the same moment, by id (as the queries order them). */
const newestFirst = (a: OwnerOrder, b: OwnerOrder) => (a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1);

/** The newest `limit` orders and invoices of the filtered list, merged newest first. */
async function newest(db: Db, magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>, limit: number): Promise<OwnerOrder[]> {
  const invoiceWhere = invoiceConditions(magIds, query);
  const [orders, invoices] = await Promise.all([
    db
      .select(rowColumns)
      .from(shopOrders)
      .leftJoin(mags, eq(mags.id, shopOrders.magId))
      .where(conditions(magIds, query))
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(limit),
    invoiceWhere
      ? db.select(invoiceColumns).from(shopInvoices).leftJoin(mags, eq(mags.id, shopInvoices.magId)).where(invoiceWhere).orderBy(desc(shopInvoices.createdAt), desc(shopInvoices.id)).limit(limit)
      : [],
  ]);
  return [...orders.map(ownerOrderOf), ...invoices.map(ownerInvoiceOf)].sort(newestFirst).slice(0, limit);
}

/** The newest orders of the filtered list, for the CSV export (at most ownerOrderConstants.maxExportRows). */
export async function exportOwnerOrders(db: Db, magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>): Promise<OwnerOrder[]> {
  if (magIds.length === 0) return [];
  return newest(db, magIds, query, ownerOrderConstants.maxExportRows);
}

/** A page of the list: the newest (page × pageSize) of each table merged, this page's share kept. */
export async function listOwnerOrders(db: Db, magIds: string[], query: OrderQuery): Promise<OwnerOrderPage> {
  const { page, pageSize } = query;
  if (magIds.length === 0) return { orders: [], page, pageSize, total: 0 };
  const invoiceWhere = invoiceConditions(magIds, query);
  const [merged, [orders], [invoices]] = await Promise.all([
    newest(db, magIds, query, page * pageSize),
    db.select({ n: count() }).from(shopOrders).where(conditions(magIds, query)),
    invoiceWhere ? db.select({ n: count() }).from(shopInvoices).where(invoiceWhere) : [{ n: 0 }],
  ]);
  return { orders: merged.slice((page - 1) * pageSize), page, pageSize, total: orders!.n + invoices!.n };
}

const rowColumns = {
  id: shopOrders.id,
  magId: shopOrders.magId,
  buyer: shopOrders.buyer,
  status: shopOrders.status,
  currency: shopOrders.currency,
  amount: shopOrders.amount,
  data: shopOrders.data,
  stockTaken: shopOrders.stockTaken,
  paymentId: shopOrders.paymentId,
  changeToken: shopOrders.changeToken,
  changeUntil: shopOrders.changeUntil,
  fulfilledAt: shopOrders.fulfilledAt,
  trackingUrl: shopOrders.trackingUrl,
  refundedAmount: shopOrders.refundedAmount,
  createdAt: shopOrders.createdAt,
  updatedAt: shopOrders.updatedAt,
  projectData: mags.data,
};

async function findRow(db: Db, magId: string, orderId: string): Promise<Row> {
  const [row] = await db
    .select(rowColumns)
    .from(shopOrders)
    .leftJoin(mags, eq(mags.id, shopOrders.magId))
    .where(and(eq(shopOrders.magId, magId), eq(shopOrders.id, orderId)))
    .limit(1);
  if (!row) throw new ApiError(404, ownerOrderMessages.orderNotFound);
  return row;
}

async function findInvoiceRow(db: Db, magId: string, invoiceId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select(invoiceColumns)
    .from(shopInvoices)
    .leftJoin(mags, eq(mags.id, shopInvoices.magId))
    .where(and(eq(shopInvoices.magId, magId), eq(shopInvoices.id, invoiceId), eq(shopInvoices.status, 'paid')))
    .limit(1);
  return row;
}

/** One order, or one paid invoice, of the project. */
export async function getOwnerOrder(db: Db, magId: string, orderId: string): Promise<OwnerOrder> {
  const invoice = await findInvoiceRow(db, magId, orderId);
  return invoice ? ownerInvoiceOf(invoice) : ownerOrderOf(await findRow(db, magId, orderId));
}

/** The buyer's order as the shop keeps it, for the e-mails. */
export function buyerOrderOf(order: OwnerOrder, row: { data: Record<string, unknown>; createdAt?: Date }): Order {
  const data = row.data as unknown as Order;
  return {
    id: order.id,
    object: 'order',
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    created: Math.floor(new Date(order.created).getTime() / 1000),
    email: data.email,
    phone: data.phone ?? null,
    items: data.items,
    shipping: data.shipping ?? null,
    shipping_methods: data.shipping_methods ?? [],
    selected_shipping_method: data.selected_shipping_method ?? null,
    metadata: data.metadata ?? {},
  };
}

/**
 * Marks a paid order fulfilled (shipped), with the tracking link when given. A second time is 409 and changes
 * nothing, so the buyer is told once. Answers the order and the buyer's view of it, for the notice.
 */
export async function fulfilOrder(db: Db, magId: string, orderId: string, trackingUrl: string | null): Promise<{ order: OwnerOrder; buyerOrder: Order }> {
  if (await findInvoiceRow(db, magId, orderId)) return fulfilInvoice(db, magId, orderId, trackingUrl);
  const row = await findRow(db, magId, orderId);
  if (row.status !== 'paid') throw new ApiError(409, ownerOrderMessages.notPaid);
  const [updated] = await db
    .update(shopOrders)
    .set({ fulfilledAt: new Date(), trackingUrl, updatedAt: new Date() })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.magId, magId), eq(shopOrders.status, 'paid'), isNull(shopOrders.fulfilledAt)))
    .returning({ id: shopOrders.id });
  if (!updated) throw new ApiError(409, ownerOrderMessages.alreadyFulfilled);
  const order = ownerOrderOf(await findRow(db, magId, orderId));
  return { order, buyerOrder: buyerOrderOf(order, row) };
}

/** A paid invoice marked fulfilled, once, as an order is; the buyer's e-mail reads it as an order of its lines. */
async function fulfilInvoice(db: Db, magId: string, invoiceId: string, trackingUrl: string | null): Promise<{ order: OwnerOrder; buyerOrder: Order }> {
  const [updated] = await db
    .update(shopInvoices)
    .set({ fulfilledAt: new Date(), trackingUrl, updatedAt: new Date() })
    .where(and(eq(shopInvoices.id, invoiceId), eq(shopInvoices.magId, magId), eq(shopInvoices.status, 'paid'), isNull(shopInvoices.fulfilledAt)))
    .returning({ id: shopInvoices.id });
  if (!updated) throw new ApiError(409, ownerOrderMessages.alreadyFulfilled);
  const row = (await findInvoiceRow(db, magId, invoiceId))!;
  const order = ownerInvoiceOf(row);
  const invoice = row.data as unknown as Invoice;
  const buyerOrder: Order = {
    id: order.id,
    object: 'order',
    amount: order.amount,
    currency: order.currency,
    status: 'paid',
    created: invoice.created,
    email: order.buyer.email,
    phone: order.buyer.phone,
    items: order.items.map((item) => ({ object: 'order_item', type: item.type, parent: item.sku, quantity: item.quantity, description: item.description, amount: item.amount, currency: order.currency })),
    shipping: invoice.customer_shipping,
    shipping_methods: [],
    selected_shipping_method: null,
    metadata: {},
  };
  return { order, buyerOrder };
}
