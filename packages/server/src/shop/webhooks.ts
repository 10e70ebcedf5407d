// Stripe's webhook events (docs/shop.md "Webhooks"; docs/api.md "Webhooks"): verified with the webhook secret, handled
// once by event id, each in one transaction with the record of the event, on the project whose connected account
// (event.account) sent it. Events may come in any order and more than once: each one only moves an order forward.
import { and, eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { OwnerOrderRefund } from '@folio/model';
import type { App } from '../app';
import type { Db } from '../db/database';
import { mags, shopConnections, shopInvoices, shopOrders, shopPaymentIntents, shopWebhookEvents } from '../db/schema';
import { ApiError } from '../errors';
import { noticeInvoicePaid, noticeOrderPaid, noticeOrderRefunded } from '../mail/shop-notices';
import { orderShape } from './orders';
import { holdingOrder, refundsOf, withRefund, writeHeldOrder as writeOrder } from './refunds';
import { gatewayFor, type ShopContext } from './shop-access';
import { invoiceShape, StripeGateway, stripeClient } from './stripe-gateway';
import { GatewayError, type StockLine } from './gateway';
import type { Invoice, Order, OrderItem } from './shop-types';

type OrderRow = typeof shopOrders.$inferSelect;

/** The project an event is for, with the app (for its e-mails). */
interface Hook extends ShopContext {
  app: App;
}

export const webhookMessages = {
  notConfigured: 'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).',
  badSignature: 'The Stripe-Signature header is missing, or does not match this body and the webhook secret, or is too old.',
  orderBusy: 'Another change of this order is running; deliver the event again later.',
} as const;

// Ours: Stripe's events are a few kilobytes; one larger than this is not Stripe's.
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/** The order's payment record kept in its data for the owner: the last failure and any dispute. */
interface PaymentNotes {
  payment_failure?: { code: string | null; message: string | null; at: number };
  dispute?: { id: string; status: string; reason: string; amount: number; created: number };
}

/** What is read of a payment intent or a charge (their fields in common, or of one of them). */
interface Payment {
  id: string;
  object: string;
  status?: string;
  created?: number;
  metadata?: Record<string, string> | null;
  latest_charge?: unknown;
  payment_intent?: unknown;
  receipt_email?: string | null;
  billing_details?: { email?: string | null } | null;
  failure_code?: string | null;
  failure_message?: string | null;
  last_payment_error?: { code?: string | null; message?: string | null } | null;
}

const FINAL_DISPUTE = new Set(['won', 'lost', 'warning_closed']);

const skuLines = (row: OrderRow): StockLine[] =>
  ((row.data.items ?? []) as OrderItem[]).filter((item) => item.type === 'sku').map((item) => ({ sku: item.parent!, quantity: item.quantity ?? 0 }));

/** The verified event, or 400 (bad or missing signature, stale timestamp) / 503 (no secret configured). */
export function verifiedEvent(app: App, body: Buffer, signature: string | undefined): Stripe.Event {
  const { stripe } = app.config;
  if (!signature) throw new ApiError(400, webhookMessages.badSignature);
  if (!stripe?.webhookSecret) throw new ApiError(503, webhookMessages.notConfigured);
  try {
    return stripeClient(stripe).webhooks.constructEvent(body, signature, stripe.webhookSecret);
  } catch {
    throw new ApiError(400, webhookMessages.badSignature);
  }
}

class Busy extends Error {}

/** What a handled event leaves to do after its transaction: the e-mails of a payment learned now. */
type After = () => void;

async function contextOf(app: App, account: string | null | undefined): Promise<Hook | undefined> {
  if (!account) return undefined;
  const db = app.database.db;
  const [connection] = await db.select().from(shopConnections).where(and(eq(shopConnections.accountId, account), eq(shopConnections.provider, 'stripe'))).limit(1);
  if (!connection) return undefined;
  const [mag] = await db.select().from(mags).where(eq(mags.id, connection.magId)).limit(1);
  if (!mag) return undefined;
  return { app, mag, isOwner: false, published: undefined, access: 'owner', db, connection, gateway: gatewayFor(app, mag, connection) };
}

class AlreadyHandled extends Error {}

type Record_ = (tx: Db) => Promise<void>;

/** Applies the event; an event of nothing of ours is still recorded (handled: nothing to do). */
async function apply(context: Hook, event: Stripe.Event, record: Record_): Promise<After | undefined> {
  const object = event.data.object as unknown as Payment;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'charge.succeeded':
      return paymentSucceeded(context, object, record);
    case 'payment_intent.payment_failed':
    case 'charge.failed':
      return paymentFailed(context, object, record, event.type === 'charge.failed');
    case 'charge.refunded':
      return refunded(context, object as unknown as Stripe.Charge, record);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return disputed(context, object as unknown as Stripe.Dispute, record);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceChanged(context, object as unknown as Stripe.Invoice, record);
    default:
      await context.db.transaction(async (tx) => record(tx as unknown as Db));
      return undefined;
  }
}

const idOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : undefined);

/** The sku order a payment object is for: by its metadata's order id, or by the payment recorded on it. */
async function findOrder(context: Hook, orderId: string | undefined, paymentIds: (string | undefined)[]): Promise<OrderRow | undefined> {
  const ids = paymentIds.filter((id): id is string => Boolean(id));
  const where = orderId ? eq(shopOrders.id, orderId) : ids.length ? or(...ids.map((id) => eq(shopOrders.paymentId, id))) : undefined;
  if (!where) return undefined;
  const [row] = await context.db.select().from(shopOrders).where(and(eq(shopOrders.magId, context.mag.id), where)).limit(1);
  return row;
}

/**
 * Runs `change` holding the order, as the buyer's own changes do (orders.ts), so that a webhook and the buyer's tab
 * paying at once take stock once; Busy when another change holds it (Stripe delivers the event again later).
 */
const holding = <T>(context: Hook, row: OrderRow, change: (row: OrderRow, token: string) => Promise<T>): Promise<T> =>
  holdingOrder(context.db, context.mag.id, row.id, () => new Busy(webhookMessages.orderBusy), change);

const recordOnly = (context: Pick<Hook, 'db'>, record: Record_) => context.db.transaction(async (tx) => record(tx as unknown as Db));

const paidNotice = (context: Hook, order: Order) => () => noticeOrderPaid(context.app, { magId: context.mag.id, order });

/** More fields written with the event, decided on the held order and its data (as it will be written). */
type Extra = (held: OrderRow, data: Record<string, unknown>) => Partial<Pick<OrderRow, 'data' | 'refundedAmount'>>;

/** Marks the order paid (taking its stock unless a payment already took it); a paid order stays as it is. */
async function markPaid(context: Hook, row: OrderRow, paymentId: string | undefined, email: string | undefined, record: Record_, extra?: Extra): Promise<After | undefined> {
  return holding(context, row, async (held, token) => {
    if (held.status === 'paid') {
      const more = extra?.(held, held.data) ?? {};
      await context.db.transaction(async (tx) => {
        await record(tx as unknown as Db);
        if (Object.keys(more).length) await writeOrder(tx as unknown as Db, held, token, more);
      });
      return undefined;
    }
    const base = { ...held.data, ...(email && !held.data.email ? { email } : {}) };
    const fields = { status: 'paid', paymentId: held.paymentId ?? paymentId ?? null, data: base, ...extra?.(held, base) };
    const { data } = fields;
    let updated: OrderRow = held;
    if (held.stockTaken) {
      await context.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await record(tx);
        updated = await writeOrder(tx, held, token, fields);
      });
    } else {
      // The money is Stripe's already: the units leave even when short (the owner sees the order and refunds).
      const { short } = await context.gateway.takeStock(skuLines(held), async (tx) => {
        await record(tx);
        updated = await writeOrder(tx, held, token, { ...fields, stockTaken: true });
      });
      if (short.length) {
        await context.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await record(tx);
          updated = await writeOrder(tx, held, token, { ...fields, data: { ...data, stock_short: short } });
        });
      }
    }
    return paidNotice(context, orderShape(updated));
  });
}

async function paymentSucceeded(context: Hook, payment: Payment, record: Record_): Promise<After | undefined> {
  const row = await findOrder(context, payment.metadata?.order_id, [payment.id, idOf(payment.latest_charge), idOf(payment.payment_intent)]);
  if (!row) return intentChanged(context, payment, record);
  const email = payment.receipt_email ?? payment.billing_details?.email ?? undefined;
  return markPaid(context, row, payment.object === 'charge' ? payment.id : (idOf(payment.latest_charge) ?? payment.id), email, record);
}

async function paymentFailed(context: Hook, payment: Payment, record: Record_, isCharge: boolean): Promise<After | undefined> {
  const row = await findOrder(context, payment.metadata?.order_id, [payment.id]);
  if (!row) return intentChanged(context, payment, record);
  const error = isCharge ? { code: payment.failure_code ?? null, message: payment.failure_message ?? null } : { code: payment.last_payment_error?.code ?? null, message: payment.last_payment_error?.message ?? null };
  return holding(context, row, async (held, token) => {
    const notes: PaymentNotes = { payment_failure: { ...error, at: payment.created ?? Math.floor(Date.now() / 1000) } };
    // A failure of an order paid since (an earlier attempt, delivered late) changes nothing but is recorded.
    if (held.status !== 'created' || !held.stockTaken) {
      await context.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await record(tx);
        if (held.status === 'created') await writeOrder(tx, held, token, { data: { ...held.data, ...notes } });
      });
      return undefined;
    }
    await context.gateway.returnStock(skuLines(held), async (tx) => {
      await record(tx);
      await writeOrder(tx, held, token, { stockTaken: false, data: { ...held.data, ...notes } });
    });
    return undefined;
  });
}

/**
 * The refunds a charge.refunded event tells of that the order does not record yet (made in Stripe's dashboard, not
 * through the owner's refund call): those of the charge's refunds list that are new, when they make up the growth of
 * the refunded amount; else one refund of that growth, under the charge's new refunded total.
 */
function refundsLearned(held: OrderRow, charge: Stripe.Charge): OwnerOrderRefund[] {
  const grown = charge.amount_refunded - held.refundedAmount;
  if (grown <= 0) return [];
  const known = new Set(refundsOf(held.data).map((refund) => refund.id));
  const created = (seconds: number | undefined) => new Date((seconds ?? Math.floor(Date.now() / 1000)) * 1000).toISOString();
  const listed = (charge.refunds?.data ?? [])
    .filter((refund) => !known.has(refund.id) && refund.status !== 'failed' && refund.status !== 'canceled')
    .sort((a, b) => a.created - b.created)
    .map((refund): OwnerOrderRefund => ({ id: refund.id, amount: refund.amount, created: created(refund.created), items: null }));
  if (listed.length && listed.reduce((sum, refund) => sum + refund.amount, 0) === grown) return listed;
  return [{ id: `${charge.id}:refunded:${charge.amount_refunded}`, amount: grown, created: created(undefined), items: null }];
}

/**
 * A refund: the refunded amount only grows (a late event of a smaller refund changes nothing); a refund means it was
 * paid. A refund made through the owner's refund call is recorded already and changes nothing more; one made in
 * Stripe's dashboard is recorded and the buyer is e-mailed, once.
 */
async function refunded(context: Hook, charge: Stripe.Charge, record: Record_): Promise<After | undefined> {
  const row = await findOrder(context, charge.metadata?.order_id, [charge.id, idOf(charge.payment_intent)]);
  if (!row) return recordOnly(context, record).then(() => undefined);
  let notices: After[] = [];
  const paid = await markPaid(context, row, charge.id, charge.receipt_email ?? undefined, record, (held, data) => {
    const learned = refundsLearned(held, charge);
    if (!learned.length) return {};
    const order = orderShape({ ...held, data });
    notices = learned.map((refund) => () => noticeOrderRefunded(context.app, { magId: context.mag.id, order, amount: refund.amount, refundId: refund.id }));
    return withRefund(held, data, learned);
  });
  return () => {
    paid?.();
    for (const notice of notices) notice();
  };
}

/** The order id on a charge; a charge Stripe does not know (not of this account) has none. */
async function chargeOrderId(gateway: StripeGateway, chargeId: string): Promise<string | undefined> {
  try {
    return await gateway.orderIdOfCharge(chargeId);
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode === 404) return undefined;
    throw error;
  }
}

async function disputed(context: Hook, dispute: Stripe.Dispute, record: Record_): Promise<After | undefined> {
  const chargeId = idOf(dispute.charge);
  let row = await findOrder(context, undefined, [chargeId, idOf(dispute.payment_intent)]);
  // A dispute delivered before the payment's own events: its charge says which order it is of.
  if (!row && chargeId && context.gateway instanceof StripeGateway) row = await findOrder(context, await chargeOrderId(context.gateway, chargeId), []);
  if (!row) return recordOnly(context, record).then(() => undefined);
  return holding(context, row, async (held, token) => {
    const known = (held.data as PaymentNotes).dispute;
    // A closed dispute stays closed whatever arrives after it.
    const keep = known && known.id === dispute.id && FINAL_DISPUTE.has(known.status) && !FINAL_DISPUTE.has(dispute.status);
    await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await record(tx);
      if (!keep) {
        const notes: PaymentNotes = { dispute: { id: dispute.id, status: dispute.status, reason: dispute.reason, amount: dispute.amount, created: dispute.created } };
        await writeOrder(tx, held, token, { data: { ...held.data, ...notes } });
      }
    });
    return undefined;
  });
}

/** A price-flow payment intent: its recorded status, unless it already succeeded. */
async function intentChanged(context: Hook, payment: Payment, record: Record_): Promise<After | undefined> {
  await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await record(tx);
    if (payment.object !== 'payment_intent') return;
    const [row] = await tx.select().from(shopPaymentIntents).where(and(eq(shopPaymentIntents.id, payment.id), eq(shopPaymentIntents.magId, context.mag.id))).limit(1);
    if (!row || row.status === 'succeeded') return;
    await tx.update(shopPaymentIntents).set({ status: payment.status, updatedAt: new Date() }).where(eq(shopPaymentIntents.id, payment.id));
  });
  return undefined;
}

/** An invoice of the price flow paid or failed: recorded as Stripe says, except that a paid one stays paid. */
async function invoiceChanged(context: Hook, stripeInvoice: Stripe.Invoice, record: Record_): Promise<After | undefined> {
  const invoice: Invoice = invoiceShape(stripeInvoice);
  let paidNow = false;
  await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await record(tx);
    const [row] = await tx.select().from(shopInvoices).where(and(eq(shopInvoices.id, invoice.id), eq(shopInvoices.magId, context.mag.id))).limit(1);
    if (!row || row.status === 'paid') return;
    await tx.update(shopInvoices).set({ status: invoice.status, data: invoice as unknown as Record<string, unknown>, updatedAt: new Date() }).where(eq(shopInvoices.id, invoice.id));
    paidNow = invoice.status === 'paid';
  });
  return paidNow ? () => noticeInvoicePaid(context.app, { magId: context.mag.id, invoice }) : undefined;
}

/** The route's part: verifies, then handles the event; Busy answers 409 so that Stripe delivers it again. */
export async function receiveWebhook(app: App, body: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
  const event = verifiedEvent(app, body, signature);
  const context = await contextOf(app, event.account);
  try {
    const handled = await handleWith(app, event, context);
    return { received: true, duplicate: !handled };
  } catch (error) {
    if (error instanceof Busy) throw new ApiError(409, webhookMessages.orderBusy);
    throw error;
  }
}

async function handleWith(app: App, event: Stripe.Event, context: Hook | undefined): Promise<boolean> {
  const db = app.database.db;
  const [seen] = await db.select({ id: shopWebhookEvents.id }).from(shopWebhookEvents).where(eq(shopWebhookEvents.id, event.id)).limit(1);
  if (seen) return false;
  const record = async (tx: Db) => {
    const inserted = await tx.insert(shopWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: shopWebhookEvents.id });
    if (!inserted.length) throw new AlreadyHandled();
  };
  try {
    const after = context ? await apply(context, event, record) : await db.transaction(async (tx) => record(tx as unknown as Db)).then(() => undefined);
    after?.();
    return true;
  } catch (error) {
    if (error instanceof AlreadyHandled) return false;
    throw error;
  }
}
