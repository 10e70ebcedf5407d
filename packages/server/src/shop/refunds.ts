// The owner's refunds of a paid sku order (docs/api.md "Orders"; docs/shop.md "Refunds"): all that is left, an amount,
// or items (with their share of a tax added on top, and their units back in stock when asked), through the gateway.
// A refund holds the order's change lease around the gateway call, so two refunds at once never give back more than
// was paid; the refunds are kept, oldest first, in the order's data.
import { and, eq } from 'drizzle-orm';
import { ownerOrderMessages, type OwnerOrderRefund } from '@folio/model';
import type { Db } from '../db/database';
import { shopOrders } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { isFree, leaseEnd } from './change-lease';
import { newToken } from '../auth/tokens';
import { orderShape } from './orders';
import type { ShopContext } from './shop-access';
import { shopServerMessages } from './shop-messages';
import type { Order, OrderItem } from './shop-types';

type OrderRow = typeof shopOrders.$inferSelect;

/** What the owner asks back: nothing named (all that is left), an amount, or items. */
export interface RefundRequest {
  amount?: number;
  items?: { sku: string; quantity: number }[];
  restock?: boolean;
}

/** The refunds kept in the order's data, oldest first. */
export const refundsOf = (data: Record<string, unknown>): OwnerOrderRefund[] => (Array.isArray(data.refunds) ? (data.refunds as OwnerOrderRefund[]) : []);

/**
 * Holds the order (its change lease, as the buyer's own changes do in orders.ts) while `change` runs, and lets go of it
 * whatever happens. When another change holds it, or there is no such order, throws what `refused` answers.
 */
export async function holdingOrder<T>(
  db: Db,
  magId: string,
  orderId: string,
  refused: () => Promise<Error> | Error,
  change: (held: OrderRow, token: string) => Promise<T>,
): Promise<T> {
  const token = newToken();
  const [held] = await db
    .update(shopOrders)
    .set({ changeToken: token, changeUntil: leaseEnd() })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.magId, magId), isFree(shopOrders.changeToken, shopOrders.changeUntil)))
    .returning();
  if (!held) throw await refused();
  try {
    return await change(held, token);
  } finally {
    await db.update(shopOrders).set({ changeToken: null, changeUntil: null }).where(and(eq(shopOrders.id, orderId), eq(shopOrders.changeToken, token)));
  }
}

/** Writes to an order while the change holding it with `token` runs. */
export const writeHeldOrder = async (
  executor: Db,
  row: OrderRow,
  token: string,
  fields: Partial<Pick<OrderRow, 'status' | 'data' | 'stockTaken' | 'paymentId' | 'refundedAmount'>>,
): Promise<OrderRow> =>
  (await executor
    .update(shopOrders)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(shopOrders.id, row.id), eq(shopOrders.changeToken, token)))
    .returning())[0]!;

/** The order's fields once `refund` is added to it. */
export const withRefund = (row: OrderRow, data: Record<string, unknown>, refunds: OwnerOrderRefund[]) => ({
  refundedAmount: row.refundedAmount + refunds.reduce((sum, refund) => sum + refund.amount, 0),
  data: { ...data, refunds: [...refundsOf(data), ...refunds] },
});

/** `tax × part / whole`, rounded half up, in exact integers. */
function shareOf(tax: number, part: number, whole: number): number {
  if (whole <= 0 || tax <= 0) return 0;
  const [t, p, w] = [BigInt(tax), BigInt(part), BigInt(whole)];
  return Number((2n * t * p + w) / (2n * w));
}

const tooLarge = (path: string) => invalid([{ path, message: ownerOrderMessages.refundTooLarge }], ownerOrderMessages.refundTooLarge);

/**
 * The amount of a refund by items: each unit at its price, plus the items' share of a tax added on top of the goods
 * (none for a tax included in the prices). The share is taken of everything refunded by items so far, rounded half
 * up, less what earlier item refunds already gave back, so refunding every item gives back exactly the tax.
 */
function itemsRefund(row: OrderRow, wanted: NonNullable<RefundRequest['items']>): { amount: number; items: { sku: string; quantity: number }[] } {
  const orderItems = (row.data.items ?? []) as OrderItem[];
  const lines = new Map(orderItems.filter((item) => item.type === 'sku' && item.quantity).map((item) => [item.parent!, item]));
  const unit = (sku: string) => lines.get(sku)!.amount / lines.get(sku)!.quantity!;
  const asked = new Map<string, number>();
  const unknown = wanted.flatMap((line, index) => (lines.has(line.sku) ? [] : [{ path: `items.${index}.sku`, message: ownerOrderMessages.refundUnknownSku }]));
  if (unknown.length) throw invalid(unknown, ownerOrderMessages.refundUnknownSku);
  for (const line of wanted) asked.set(line.sku, (asked.get(line.sku) ?? 0) + line.quantity);

  const earlier = refundsOf(row.data).flatMap((refund) => refund.items ?? []);
  const given = new Map<string, number>();
  for (const line of earlier) given.set(line.sku, (given.get(line.sku) ?? 0) + line.quantity);
  for (const [sku, quantity] of asked) {
    if (quantity > lines.get(sku)!.quantity! - (given.get(sku) ?? 0)) throw tooLarge(`items.${wanted.findIndex((line) => line.sku === sku)}.quantity`);
  }

  const goods = [...lines.values()].reduce((sum, item) => sum + item.amount, 0);
  // What the total holds beyond the goods and shipping is the tax added on top of them.
  const addedTax = Math.max(0, row.amount - orderItems.filter((item) => item.type !== 'tax').reduce((sum, item) => sum + item.amount, 0));
  const before = earlier.filter((line) => lines.has(line.sku)).reduce((sum, line) => sum + unit(line.sku) * line.quantity, 0);
  const now = [...asked].reduce((sum, [sku, quantity]) => sum + unit(sku) * quantity, 0);
  const tax = shareOf(addedTax, before + now, goods) - shareOf(addedTax, before, goods);
  return { amount: now + tax, items: [...asked].map(([sku, quantity]) => ({ sku, quantity })) };
}

/** What this refund gives back, checked against what is left of the order; throws a 4xx when it cannot be. */
function refundOf(row: OrderRow, request: RefundRequest): { amount: number; items: { sku: string; quantity: number }[] | null } {
  if (row.status !== 'paid' || !row.paymentId) throw new ApiError(409, ownerOrderMessages.refundNotPaid);
  const left = row.amount - row.refundedAmount;
  if (left <= 0) throw new ApiError(409, ownerOrderMessages.refundedInFull);
  const { amount, items } = request.items ? itemsRefund(row, request.items) : { amount: request.amount ?? left, items: null };
  if (amount > left) throw tooLarge(request.items ? 'items' : 'amount');
  return { amount, items };
}

/**
 * Refunds the owner's paid order through the gateway and records it; with `restock`, the refunded items' units go
 * back in stock in the same transaction as the record. Nothing is written when the gateway refuses. Answers the
 * refund and the buyer's view of the order, for the refund e-mail.
 */
export function refundOrder(context: ShopContext, orderId: string, request: RefundRequest): Promise<{ refund: OwnerOrderRefund; order: Order }> {
  const { db, gateway, mag } = context;
  const refused = async () => {
    const [row] = await db.select({ id: shopOrders.id }).from(shopOrders).where(and(eq(shopOrders.id, orderId), eq(shopOrders.magId, mag.id))).limit(1);
    return row ? new ApiError(409, shopServerMessages.orderChangeRunning) : new ApiError(404, ownerOrderMessages.orderNotFound);
  };
  return holdingOrder(db, mag.id, orderId, refused, async (held, token) => {
    const { amount, items } = refundOf(held, request);
    // The same refund asked again after a lost answer (nothing recorded since) is refunded once by the provider.
    const refundKey = `refund-${held.id}-${refundsOf(held.data).length + 1}-${amount}`;
    const { id } = await gateway.refund({ chargeId: held.paymentId!, amount, orderId: held.id, refundKey });
    const refund: OwnerOrderRefund = { id, amount, created: new Date().toISOString(), items };
    const fields = withRefund(held, held.data, [refund]);
    let updated = held;
    if (request.restock && items) {
      await gateway.returnStock(items, async (tx) => {
        updated = await writeHeldOrder(tx, held, token, fields);
      });
    } else {
      updated = await writeHeldOrder(db, held, token, fields);
    }
    return { refund, order: orderShape(updated) };
  });
}
