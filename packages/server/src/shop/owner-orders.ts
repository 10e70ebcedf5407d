// The owner's orders (docs/api.md "Orders"): the sku-flow orders of the owner's projects, newest first, filtered by
// status and date and searched by order id, e-mail or name, a page at a time; one order; marking a paid order
// fulfilled with an optional tracking link. The list reads shop_orders by (mag_id, created_at), its index.
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ownerOrderConstants, ownerOrderMessages, type OwnerOrder, type OwnerOrderFilter, type OwnerOrderPage } from '@folio/model';
import type { Db } from '../db/database';
import { mags, shopOrders } from '../db/schema';
import { ApiError } from '../errors';
import { refundsOf } from './refunds';
import type { Order, OrderItem } from './shop-types';

type OrderRow = typeof shopOrders.$inferSelect;
type Row = OrderRow & { projectData: Record<string, unknown> | null };

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>): SQL {
  const where: (SQL | undefined)[] = [magIds.length === 1 ? eq(shopOrders.magId, magIds[0]!) : inArray(shopOrders.magId, magIds)];
  switch (query.status) {
    case 'fulfilled':
      where.push(eq(shopOrders.status, 'paid'), isNotNull(shopOrders.fulfilledAt));
      break;
    case 'unfulfilled':
      where.push(eq(shopOrders.status, 'paid'), isNull(shopOrders.fulfilledAt));
      break;
    case undefined:
      break;
    default:
      where.push(eq(shopOrders.status, query.status));
  }
  if (query.from) where.push(gte(shopOrders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(shopOrders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(
        eq(shopOrders.id, q),
        ilike(sql`${shopOrders.data}->>'email'`, like),
        ilike(sql`${shopOrders.data}->'shipping'->>'name'`, like),
      ),
    );
  }
  return and(...where)!;
}

/** The newest orders of the filtered list, for the CSV export (at most ownerOrderConstants.maxExportRows). */
export async function exportOwnerOrders(db: Db, magIds: string[], query: Omit<OrderQuery, 'page' | 'pageSize'>): Promise<OwnerOrder[]> {
  if (magIds.length === 0) return [];
  const rows = await db
    .select(rowColumns)
    .from(shopOrders)
    .leftJoin(mags, eq(mags.id, shopOrders.magId))
    .where(conditions(magIds, query))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(ownerOrderConstants.maxExportRows);
  return rows.map(ownerOrderOf);
}

export async function listOwnerOrders(db: Db, magIds: string[], query: OrderQuery): Promise<OwnerOrderPage> {
  const { page, pageSize } = query;
  if (magIds.length === 0) return { orders: [], page, pageSize, total: 0 };
  const where = conditions(magIds, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(shopOrders)
      .leftJoin(mags, eq(mags.id, shopOrders.magId))
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(shopOrders).where(where),
  ]);
  return { orders: rows.map(ownerOrderOf), page, pageSize, total: total!.n };
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

export async function getOwnerOrder(db: Db, magId: string, orderId: string): Promise<OwnerOrder> {
  return ownerOrderOf(await findRow(db, magId, orderId));
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
