// Sku orders (ecommerce.md §4 "Order (sku flow)", §5 "Order request", §7): ours in both modes, priced from the
// gateway's skus, paid with a card token. One change at a time per order; stock leaves once, when it is paid.
import { and, desc, eq } from 'drizzle-orm';
import { cartConstants, checkoutConstants, isSkuAvailable, paymentMessages, shippingQuotes, shopConstants, shopMessages, shopRulesMessages, taxQuote } from '@folio/model';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { shopOrders } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { isFree, leaseEnd } from './change-lease';
import { shippingMethodsOf, shopRulesOf } from './connections';
import { GatewayError, type StockLine } from './gateway';
import type { ShopContext } from './shop-access';
import type { PayInput } from './shop-schemas';
import { shopServerMessages } from './shop-messages';
import { shopId, unixSeconds, type Order, type OrderItem, type OrderStatus, type Shipping, type ShippingMethod, type Sku } from './shop-types';

type OrderRow = typeof shopOrders.$inferSelect;

export interface OrderInput {
  currency: string;
  email?: string;
  items: { type: 'sku'; parent: string; currency: string; quantity: number }[];
  metadata?: { note?: string };
  shipping?: Shipping;
}

export type OrderChange = { status: 'canceled' } | { selected_shipping_method: string };

// Ours: the order's tax line, from the owner's tax rates (issue 17); the gateways charge no tax of their own. A tax
// included in the prices is shown but not added to the total.
const TAX_DESCRIPTION = 'Taxes (included)';
const TAX_ADDED_DESCRIPTION = 'Tax';

type OrderData = Pick<Order, 'email' | 'phone' | 'items' | 'shipping' | 'shipping_methods' | 'selected_shipping_method' | 'metadata'>;

const dataOf = (row: OrderRow) => row.data as unknown as OrderData;

/** The pay call's answer: the order, and while the card's bank asks the buyer to authenticate, what the browser needs. */
export type PaidOrder = Order & { payment_action?: { type: 'authenticate'; client_secret: string } };

export function orderShape(row: OrderRow): Order {
  const data = dataOf(row);
  return {
    id: row.id,
    object: 'order',
    amount: row.amount,
    currency: row.currency,
    status: row.status as OrderStatus,
    created: unixSeconds(row.createdAt),
    email: data.email,
    phone: data.phone,
    items: data.items,
    shipping: data.shipping,
    shipping_methods: data.shipping_methods,
    selected_shipping_method: data.selected_shipping_method,
    metadata: data.metadata,
  };
}

const skuLines = (data: OrderData): StockLine[] =>
  data.items.filter((item) => item.type === 'sku').map((item) => ({ sku: item.parent!, quantity: item.quantity ?? 0 }));

/** The payment's description at the provider: "Order or_… — 3 items" (units of skus). */
const chargeDescription = (id: string, data: OrderData) => {
  const units = data.items.filter((item) => item.type === 'sku').reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return `Order ${id} — ${units} ${units === 1 ? 'item' : 'items'}`;
};

const skuDescription = (sku: Sku) => {
  const attributes = Object.values(sku.attributes);
  return attributes.length ? `${sku.productObject.name} (${attributes.join(' / ')})` : sku.productObject.name;
};

/** The items with the chosen shipping method's line, and their total. */
function priced(items: OrderItem[], method: ShippingMethod | undefined, currency: string): { items: OrderItem[]; amount: number } {
  const lines = items.filter((item) => item.type !== 'shipping');
  if (method) {
    lines.push({ object: 'order_item', type: 'shipping', parent: method.id, quantity: null, description: method.description, amount: method.amount, currency });
  }
  const added = lines.filter((item) => !(item.type === 'tax' && item.description === TAX_DESCRIPTION));
  return { items: lines, amount: added.reduce((sum, item) => sum + item.amount, 0) };
}

const outOfStock = (names: string[], skus: string[]) => new ApiError(409, shopMessages.itemsOutOfStock(names), { kind: 'outOfStock', skus });

/**
 * An order is paid only as it was made (issue 11, finding 9): its skus are asked of the gateway again, and one no
 * longer sold (gone, switched off, or of an inactive product) or priced otherwise now refuses the payment with 409 and
 * `order_outdated`, before anything is taken or charged. The sidebar then goes back to the refreshed cart.
 */
async function checkStillSold(context: ShopContext, row: OrderRow): Promise<void> {
  const items = dataOf(row).items.filter((item) => item.type === 'sku');
  const skus = new Map((await context.gateway.getSkus(items.map((item) => item.parent!))).map((sku) => [sku.id, sku]));
  const gone = items.filter((item) => !skus.get(item.parent!)?.active);
  const repriced = items.filter((item) => {
    const sku = skus.get(item.parent!);
    return sku?.active && (sku.currency !== row.currency || sku.price * (item.quantity ?? 0) !== item.amount);
  });
  if (gone.length === 0 && repriced.length === 0) return;
  const names = (list: OrderItem[]) => list.map((item) => item.description);
  const message = gone.length ? shopServerMessages.noLongerSold(names(gone)) : shopServerMessages.priceChanged(names(repriced));
  const outdated = items.filter((item) => gone.includes(item) || repriced.includes(item)).map((item) => item.parent!);
  throw new ApiError(409, message, { code: checkoutConstants.orderOutdatedCode, skus: outdated });
}

/**
 * ecommerce.md §5: one currency (usd, §9), at least one item, at most 25 distinct skus, an email; every sku exists,
 * is active and has the units in stock now (they are taken only when the order is paid).
 */
export async function createOrder(context: ShopContext, buyer: string, input: OrderInput): Promise<Order> {
  if (input.items.length === 0) throw new ApiError(400, shopMessages.emptyCart);
  if (new Set([input.currency, ...input.items.map((item) => item.currency)]).size > 1) throw new ApiError(400, shopMessages.mixedCurrencies);
  if (input.currency !== shopConstants.skuOrderCurrency) throw new ApiError(400, shopServerMessages.skuCurrency);
  const email = input.email?.trim();
  if (!email) throw new ApiError(400, paymentMessages.emailRequired);

  const quantities = new Map<string, number>();
  for (const item of input.items) quantities.set(item.parent, (quantities.get(item.parent) ?? 0) + item.quantity);
  if (quantities.size > cartConstants.maxDistinctItemsPerKind) throw new ApiError(400, shopMessages.tooManyItems);

  const skus = new Map((await context.gateway.getSkus([...quantities.keys()])).map((sku) => [sku.id, sku]));
  const unknown = input.items.flatMap((item, index) => (skus.get(item.parent)?.active ? [] : [{ path: `items.${index}.parent`, message: shopMessages.invalidSku }]));
  if (unknown.length) throw invalid(unknown, shopMessages.invalidSku);
  if ([...skus.values()].some((sku) => sku.currency !== input.currency)) throw new ApiError(400, shopMessages.mixedCurrencies);
  const short = [...quantities].filter(([id, quantity]) => {
    const sku = skus.get(id)!;
    return !isSkuAvailable(sku) || (sku.inventory.type === 'finite' && (sku.inventory.quantity ?? 0) < quantity);
  });
  if (short.length) throw outOfStock(short.map(([id]) => skuDescription(skus.get(id)!)), short.map(([id]) => id));
  const shippable = [...skus.values()].some((sku) => sku.productObject.shippable);
  if (shippable && !input.shipping) throw new ApiError(400, shopServerMessages.shippingRequired);

  const skuItems: OrderItem[] = [...quantities].map(([id, quantity]) => {
    const sku = skus.get(id)!;
    return { object: 'order_item', type: 'sku', parent: id, quantity, description: skuDescription(sku), amount: sku.price * quantity, currency: input.currency };
  });
  // Issue 17: with the owner's methods set, those that ship to the buyer's country, priced for it and the goods'
  // total; else the project's plain list. The tax is on the goods (ours), by the address's region or country.
  const rules = shopRulesOf(context.connection);
  const subtotal = skuItems.reduce((sum, item) => sum + item.amount, 0);
  const address = input.shipping?.address;
  const methods = !address
    ? []
    : rules.shipping_rules.length
      ? shippingQuotes(rules.shipping_rules, subtotal, input.currency, address.country)
      : shippingMethodsOf(context.connection).filter((method) => method.currency === input.currency);
  if (shippable && address && methods.length === 0) {
    throw invalid([{ path: 'shipping.address.country', message: shopRulesMessages.noMethodForCountry }], shopRulesMessages.noMethodForCountry);
  }
  const quote = address ? taxQuote(rules.tax_rates, subtotal, address.country, address.state) : undefined;
  const tax: OrderItem = {
    object: 'order_item',
    type: 'tax',
    parent: null,
    quantity: null,
    description: quote && !quote.inclusive ? TAX_ADDED_DESCRIPTION : TAX_DESCRIPTION,
    amount: quote?.amount ?? 0,
    currency: input.currency,
  };
  const { items, amount } = priced([...skuItems, tax], methods[0], input.currency);
  const data: OrderData = {
    email,
    phone: input.shipping?.phone ?? null,
    items,
    shipping: input.shipping ?? null,
    shipping_methods: methods,
    selected_shipping_method: methods[0]?.id ?? null,
    metadata: input.metadata?.note ? { note: input.metadata.note } : {},
  };

  await cancelStaleOrders(context, buyer);
  const [row] = await context.db
    .insert(shopOrders)
    .values({ id: shopId('or'), magId: context.mag.id, buyer, status: 'created', currency: input.currency, amount, data: data as unknown as Record<string, unknown> })
    .returning();
  return orderShape(row!);
}

async function findOrder(db: Db, context: ShopContext, buyer: string, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(shopOrders).where(and(eq(shopOrders.id, id), eq(shopOrders.magId, context.mag.id), eq(shopOrders.buyer, buyer))).limit(1);
  if (!row) throw new ApiError(404, paymentMessages.orderNotFound);
  return row;
}

export const getOrder = async (context: ShopContext, buyer: string | undefined, id: string) => {
  if (!buyer) throw new ApiError(404, paymentMessages.orderNotFound);
  return orderShape(await findOrder(context.db, context, buyer, id));
};

/** An order held by one change (ecommerce.md §4: a second change while one runs is rejected). */
class OrderHold {
  private constructor(
    readonly row: OrderRow,
    private readonly db: Db,
    private readonly token: string,
  ) {}

  /** Holds the order, or answers undefined when another change holds it (or it is not this buyer's). */
  static async take(db: Db, context: ShopContext, buyer: string, id: string): Promise<OrderHold | undefined> {
    const token = newToken();
    const [row] = await db
      .update(shopOrders)
      .set({ changeToken: token, changeUntil: leaseEnd() })
      .where(
        and(
          eq(shopOrders.id, id),
          eq(shopOrders.magId, context.mag.id),
          eq(shopOrders.buyer, buyer),
          isFree(shopOrders.changeToken, shopOrders.changeUntil),
        ),
      )
      .returning();
    return row && new OrderHold(row, db, token);
  }

  /** Writes to the order while this change holds it. */
  async update(fields: Partial<Pick<OrderRow, 'status' | 'amount' | 'data' | 'stockTaken' | 'paymentId'>>, executor: Db = this.db): Promise<OrderRow> {
    const [row] = await executor
      .update(shopOrders)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(shopOrders.id, this.row.id), eq(shopOrders.changeToken, this.token)))
      .returning();
    return row!;
  }

  async release(): Promise<void> {
    await this.db.update(shopOrders).set({ changeToken: null, changeUntil: null }).where(and(eq(shopOrders.id, this.row.id), eq(shopOrders.changeToken, this.token)));
  }

  /** Runs `change` while holding the order, and lets go of it whatever happens. */
  async run<T>(change: (hold: OrderHold) => Promise<T>): Promise<T> {
    try {
      return await change(this);
    } finally {
      // PGlite answers a query without giving the event loop a turn, so a change that calls no provider would end
      // before the requests that arrived while it ran were even read: one turn before letting go lets them find the
      // order held and be refused, as they are on PostgreSQL (issue 11, finding 5).
      await new Promise((resolve) => setImmediate(resolve));
      await this.release();
    }
  }
}

/** Runs one change of an order while holding it; a concurrent change answers 409 and changes nothing. */
async function changing<T>(context: ShopContext, buyer: string | undefined, id: string, change: (hold: OrderHold) => Promise<T>): Promise<T> {
  if (!buyer) throw new ApiError(404, paymentMessages.orderNotFound);
  const hold = await OrderHold.take(context.db, context, buyer, id);
  if (!hold) {
    await findOrder(context.db, context, buyer, id);
    throw new ApiError(409, shopServerMessages.orderChangeRunning);
  }
  return hold.run(change);
}

/** Cancels a held order, putting back any units its payment took. */
async function cancelHeld(context: ShopContext, hold: OrderHold): Promise<OrderRow> {
  const { row } = hold;
  if (row.status === 'paid') throw new ApiError(409, shopServerMessages.orderPaid);
  if (row.status === 'canceled') return row;
  if (!row.stockTaken) return hold.update({ status: 'canceled' });
  let updated = row;
  await context.gateway.returnStock(skuLines(dataOf(row)), async (tx) => {
    updated = await hold.update({ status: 'canceled', stockTaken: false }, tx);
  });
  return updated;
}

/**
 * ecommerce.md §4: an order made before the last cart change is stale. A new order of the same buyer replaces the
 * unpaid ones, so units a failed payment still holds go back; an order some other change holds is left to it.
 */
async function cancelStaleOrders(context: ShopContext, buyer: string): Promise<void> {
  const stale = await context.db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.magId, context.mag.id), eq(shopOrders.buyer, buyer), eq(shopOrders.status, 'created')))
    .orderBy(desc(shopOrders.createdAt));
  for (const { id } of stale) {
    const hold = await OrderHold.take(context.db, context, buyer, id);
    await hold?.run(() => cancelHeld(context, hold));
  }
}

/** ecommerce.md §7 PATCH: cancel (status 'canceled') or choose a shipping method. */
export function changeOrder(context: ShopContext, buyer: string | undefined, id: string, change: OrderChange): Promise<Order> {
  return changing(context, buyer, id, async (hold) => {
    const { row } = hold;
    if ('status' in change) return orderShape(await cancelHeld(context, hold));
    if (row.status !== 'created') throw new ApiError(409, row.status === 'paid' ? shopServerMessages.orderPaid : shopServerMessages.orderCanceled);
    const data = dataOf(row);
    const method = data.shipping_methods.find((candidate) => candidate.id === change.selected_shipping_method);
    if (!method) throw invalid([{ path: 'selected_shipping_method', message: shopServerMessages.unknownShippingMethod }], shopServerMessages.unknownShippingMethod);
    const { items, amount } = priced(data.items, method, row.currency);
    const next: OrderData = { ...data, items, selected_shipping_method: method.id };
    return orderShape(await hold.update({ amount, data: next as unknown as Record<string, unknown> }));
  });
}

/**
 * ecommerce.md §7 pay: takes the units out of stock (once: a retry after a failure that kept them does not take them
 * again), charges the card, and marks the order paid. A declined card charges nothing and puts the units back.
 */
export function payOrder(context: ShopContext, buyer: string | undefined, id: string, input: PayInput): Promise<PaidOrder> {
  return changing(context, buyer, id, async (hold) => {
    const { row } = hold;
    if (row.status === 'paid') throw new ApiError(409, shopServerMessages.orderPaid);
    if (row.status === 'canceled') throw new ApiError(409, shopServerMessages.orderCanceled);
    const data = dataOf(row);
    const email = input.email?.trim() || data.email;
    if (!email) throw new ApiError(400, paymentMessages.emailRequired);
    await checkStillSold(context, row);
    const lines = skuLines(data);
    const { gateway } = context;
    if (!row.stockTaken) {
      const { short } = await gateway.takeStock(lines, async (tx) => {
        await hold.update({ stockTaken: true }, tx);
      });
      if (short.length) {
        const names = data.items.filter((item) => item.type === 'sku' && short.includes(item.parent!)).map((item) => item.description);
        throw outOfStock(names, short);
      }
    }
    const payment = {
      amount: row.amount,
      currency: row.currency,
      email,
      description: chargeDescription(row.id, data),
      orderId: row.id,
      order: {
        items: data.items.filter((item) => item.type === 'sku').map((item) => ({ description: item.description, quantity: item.quantity ?? 0 })),
        shipping: data.shipping,
        phone: data.phone,
        note: data.metadata?.note,
      },
    };
    let chargeId: string;
    try {
      if (input.stripe_token !== undefined) chargeId = await gateway.charge({ ...payment, token: input.stripe_token });
      else {
        const outcome = await gateway.payWithIntent(
          input.payment_method !== undefined ? { ...payment, paymentMethod: input.payment_method } : { ...payment, paymentIntent: input.payment_intent! },
        );
        if (outcome.status === 'requires_action') {
          // The units stay taken while the buyer authenticates; the intent is the order's until it is paid or cancelled.
          const waiting = await hold.update({ data: { ...data, email, payment_intent: outcome.intentId } as unknown as Record<string, unknown> });
          return { ...orderShape(waiting), payment_action: { type: 'authenticate', client_secret: outcome.clientSecret } };
        }
        chargeId = outcome.paymentId;
      }
    } catch (error) {
      // A refusal charged nothing: the units go back. When the provider could not say (5xx), the charge may have
      // gone through, so they stay taken until the order is paid again or cancelled.
      if (error instanceof GatewayError && error.statusCode < 500) {
        await gateway.returnStock(lines, async (tx) => {
          await hold.update({ stockTaken: false }, tx);
        });
      }
      throw error;
    }
    return orderShape(await hold.update({ status: 'paid', paymentId: chargeId, data: { ...data, email } as unknown as Record<string, unknown> }));
  });
}

/**
 * The owner cancels an unpaid order of the project (docs/api.md "Orders"), as its buyer would: one change at a time,
 * units a failed payment still holds put back; a paid order is 409.
 */
export async function cancelOrderForOwner(context: ShopContext, id: string, notFoundMessage: string): Promise<Order> {
  const [row] = await context.db
    .select({ buyer: shopOrders.buyer })
    .from(shopOrders)
    .where(and(eq(shopOrders.magId, context.mag.id), eq(shopOrders.id, id)))
    .limit(1);
  if (!row) throw new ApiError(404, notFoundMessage);
  return changing(context, row.buyer, id, async (hold) => orderShape(await cancelHeld(context, hold)));
}
