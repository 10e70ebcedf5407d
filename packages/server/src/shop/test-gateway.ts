// The built-in test-mode gateway (no STRIPE_SECRET_KEY): the card provider's objects kept in our database, per
// project. Nothing is ever charged: a charge is a record that the test card 4242 4242 4242 4242 paid.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { shopSkus, shopTestObjects } from '../db/schema';
import { GatewayError, type ChargeInput, type IntentOutcome, type RefundInput, type ShopGateway, type StockLine } from './gateway';
import { shopServerMessages } from './shop-messages';
import { inventoryOf, returnLines, stockAfter, takeLines } from './stock';
import { catalogueSkus, cataloguePrices, listCatalogue } from './test-catalogue';
import { cardBrand, cardDigits, checkCard, declineFor, type CardOutcome } from './test-cards';
import {
  shopId,
  unixSeconds,
  type CardInput,
  type CardToken,
  type Customer,
  type CustomerData,
  type Invoice,
  type InvoiceData,
  type InvoiceItem,
  type PaymentIntent,
  type Price,
} from './shop-types';

type ObjectKind = 'customer' | 'invoiceitem' | 'invoice' | 'payment_intent' | 'token' | 'charge' | 'refund';

/** A stored token also remembers what its card will do; that is never answered. */
type StoredToken = CardToken & { outcome: CardOutcome };

const missing = (what: string, id: string) => new GatewayError(404, `No such ${what}: '${id}'`, 'resource_missing');

export class TestGateway implements ShopGateway {
  readonly mode = 'test' as const;

  constructor(
    private readonly db: Db,
    private readonly magId: string,
  ) {}

  // ---- the object store

  private async find<T>(object: ObjectKind, id: string, executor: Db = this.db): Promise<T | undefined> {
    const [row] = await executor
      .select({ data: shopTestObjects.data })
      .from(shopTestObjects)
      .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.object, object), eq(shopTestObjects.id, id)))
      .limit(1);
    return row?.data as T | undefined;
  }

  private async get<T>(object: ObjectKind, what: string, id: string, executor: Db = this.db): Promise<T> {
    const found = await this.find<T>(object, id, executor);
    if (!found) throw missing(what, id);
    return found;
  }

  /**
   * The object, locked until the transaction `tx` ends: a move that changes an object's state decides on a state no
   * concurrent move can change meanwhile. Moves lock an invoice before its payment intent, so two never wait on each
   * other in a cycle.
   */
  private async locked<T>(object: ObjectKind, what: string, id: string, tx: Db): Promise<T> {
    const [row] = await tx
      .select({ data: shopTestObjects.data })
      .from(shopTestObjects)
      .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.object, object), eq(shopTestObjects.id, id)))
      .for('update');
    if (!row) throw missing(what, id);
    return row.data as T;
  }

  private async list<T>(object: ObjectKind, where: SQL, executor: Db = this.db): Promise<T[]> {
    const rows = await executor
      .select({ data: shopTestObjects.data })
      .from(shopTestObjects)
      .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.object, object), where))
      .orderBy(asc(shopTestObjects.createdAt));
    return rows.map((row) => row.data as T);
  }

  private async insert<T extends { id: string }>(object: ObjectKind, data: T, executor: Db = this.db): Promise<T> {
    await executor.insert(shopTestObjects).values({ id: data.id, magId: this.magId, object, data: data as unknown as Record<string, unknown> });
    return data;
  }

  private async put<T extends { id: string }>(data: T, executor: Db = this.db): Promise<T> {
    await executor
      .update(shopTestObjects)
      .set({ data: data as unknown as Record<string, unknown> })
      .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.id, data.id)));
    return data;
  }

  private remove(id: string, executor: Db = this.db) {
    return executor.delete(shopTestObjects).where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.id, id)));
  }

  // ---- catalogue and stock

  listProducts() {
    return listCatalogue(this.db, this.magId);
  }

  getSkus(ids: readonly string[]) {
    return catalogueSkus(this.db, this.magId, ids);
  }

  getPrices(ids: readonly string[]) {
    return cataloguePrices(this.db, this.magId, ids);
  }

  takeStock(lines: readonly StockLine[], taken: (tx: Db) => Promise<void>): Promise<{ short: string[] }> {
    return takeLines(
      this.db,
      lines,
      async (tx, line) => {
        const [row] = await tx
          .select()
          .from(shopSkus)
          .where(and(eq(shopSkus.magId, this.magId), eq(shopSkus.id, line.sku)))
          .for('update');
        if (!row?.active) return false;
        const left = stockAfter(inventoryOf(row), line.quantity);
        if (left === 'short') return false;
        if (left !== null) await tx.update(shopSkus).set({ inventoryQuantity: left }).where(eq(shopSkus.id, row.id));
        return true;
      },
      taken,
    );
  }

  returnStock(lines: readonly StockLine[], returned: (tx: Db) => Promise<void>): Promise<void> {
    return returnLines(
      this.db,
      lines,
      async (tx, line) => {
        await tx
          .update(shopSkus)
          .set({ inventoryQuantity: sql`${shopSkus.inventoryQuantity} + ${line.quantity}` })
          .where(and(eq(shopSkus.magId, this.magId), eq(shopSkus.id, line.sku), eq(shopSkus.inventoryType, 'finite')));
      },
      returned,
    );
  }

  // ---- cards

  /** The stand-in for the provider's browser library: checks the card and answers a single-use token. */
  async createToken(card: CardInput): Promise<CardToken> {
    const outcome = checkCard(card);
    const digits = cardDigits(card.number);
    const token: StoredToken = {
      id: shopId('tok'),
      object: 'token',
      type: 'card',
      used: false,
      created: unixSeconds(),
      card: {
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        name: card.name ?? null,
      },
      outcome,
    };
    await this.insert('token', token);
    const { outcome: _hidden, ...answer } = token;
    return answer;
  }

  // Test mode's cards are tokens, as ecommerce.md §7 pays: no bank asks a test card to authenticate.
  async payWithIntent(): Promise<IntentOutcome> {
    throw new GatewayError(400, shopServerMessages.intentsNeedStripe, 'payment_intent_unexpected');
  }

  async charge(input: ChargeInput): Promise<string> {
    // A token pays once: it is marked used in the same statement that finds it unused.
    const [row] = await this.db
      .update(shopTestObjects)
      .set({ data: sql`jsonb_set(${shopTestObjects.data}, '{used}', 'true'::jsonb)` })
      .where(
        and(
          eq(shopTestObjects.magId, this.magId),
          eq(shopTestObjects.object, 'token'),
          eq(shopTestObjects.id, input.token),
          sql`${shopTestObjects.data}->>'used' = 'false'`,
        ),
      )
      .returning({ data: shopTestObjects.data });
    if (!row) {
      const known = await this.find<StoredToken>('token', input.token);
      throw known ? new GatewayError(400, shopServerMessages.tokenUsed, 'token_already_used') : new GatewayError(400, shopServerMessages.tokenUnknown, 'resource_missing');
    }
    const decline = declineFor((row.data as unknown as StoredToken).outcome);
    if (decline) throw decline;
    const charge = await this.insert('charge', {
      id: shopId('ch'),
      object: 'charge',
      amount: input.amount,
      currency: input.currency,
      paid: true,
      status: 'succeeded',
      receipt_email: input.email,
      description: input.description,
      metadata: { order_id: input.orderId },
      source: input.token,
      created: unixSeconds(),
    });
    return charge.id;
  }

  /**
   * Records a refund of the charge and grows its amount_refunded, under the charge's row lock: two refunds at once
   * never give back more than was charged. A refund key seen before answers that refund again.
   */
  async refund(input: RefundInput): Promise<{ id: string }> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const charge = await this.locked<TestCharge>('charge', 'charge', input.chargeId, tx);
      const [known] = await this.list<{ id: string }>('refund', sql`${shopTestObjects.data}->'metadata'->>'refund_key' = ${input.refundKey}`, tx);
      if (known) return { id: known.id };
      const refunded = charge.amount_refunded ?? 0;
      if (refunded >= charge.amount) throw new GatewayError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
      if (input.amount > charge.amount - refunded) {
        throw new GatewayError(400, `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${charge.amount - refunded})`, 'amount_too_large');
      }
      const refund = await this.insert(
        'refund',
        {
          id: shopId('re'),
          object: 'refund',
          amount: input.amount,
          charge: charge.id,
          currency: charge.currency,
          status: 'succeeded',
          metadata: { order_id: input.orderId, refund_key: input.refundKey },
          created: unixSeconds(),
        },
        tx,
      );
      const amountRefunded = refunded + input.amount;
      await this.put<TestCharge>({ ...charge, amount_refunded: amountRefunded, refunded: amountRefunded === charge.amount }, tx);
      return { id: refund.id };
    });
  }

  // ---- customers, invoice items, invoices, payment intents

  createCustomer(data: CustomerData): Promise<Customer> {
    return this.insert<Customer>('customer', {
      id: shopId('cus'),
      object: 'customer',
      email: data.email,
      name: data.name,
      phone: data.phone ?? null,
      shipping: data.shipping,
      created: unixSeconds(),
    });
  }

  async updateCustomer(id: string, data: CustomerData): Promise<Customer> {
    const customer = await this.get<Customer>('customer', 'customer', id);
    return this.put<Customer>({ ...customer, email: data.email, name: data.name, phone: data.phone ?? null, shipping: data.shipping });
  }

  async createInvoiceItem(input: { customer: string; price: Price; quantity: number }): Promise<InvoiceItem> {
    await this.get<Customer>('customer', 'customer', input.customer);
    const { price } = input;
    return this.insert<InvoiceItem>('invoiceitem', {
      id: shopId('ii'),
      object: 'invoiceitem',
      customer: input.customer,
      invoice: null,
      price: price.id,
      quantity: input.quantity,
      amount: price.unit_amount * input.quantity,
      currency: price.currency,
      description: price.nickname ? `${price.productObject.name} (${price.nickname})` : price.productObject.name,
    });
  }

  async createInvoiceCharge(input: { customer: string; description: string; amount: number; currency: string }): Promise<InvoiceItem> {
    await this.get<Customer>('customer', 'customer', input.customer);
    return this.insert<InvoiceItem>('invoiceitem', {
      id: shopId('ii'),
      object: 'invoiceitem',
      customer: input.customer,
      invoice: null,
      price: null,
      quantity: 1,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
    });
  }

  async deleteInvoiceItem(id: string): Promise<void> {
    const item = await this.get<InvoiceItem>('invoiceitem', 'invoice item', id);
    if (item.invoice) throw new GatewayError(400, 'An invoice item on an invoice cannot be deleted', 'invoice_not_editable');
    await this.remove(id);
  }

  private pendingItems(customer: string, executor: Db = this.db) {
    return this.list<InvoiceItem>('invoiceitem', sql`${shopTestObjects.data}->>'customer' = ${customer} and ${shopTestObjects.data}->>'invoice' is null`, executor);
  }

  async createInvoice(data: InvoiceData): Promise<Invoice> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const customer = await this.get<Customer>('customer', 'customer', data.customer, tx);
      const items = await this.pendingItems(customer.id, tx);
      if (items.length === 0) throw new GatewayError(400, shopServerMessages.nothingToInvoice, 'invoice_no_customer_line_items');
      const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
      const invoice: Invoice = {
        id: shopId('in'),
        object: 'invoice',
        status: 'draft',
        created: unixSeconds(),
        customer: customer.id,
        currency: items[0]!.currency,
        lines: {
          object: 'list',
          data: items.map((item) => ({ id: shopId('il'), price: item.price, quantity: item.quantity, description: item.description, amount: item.amount, currency: item.currency })),
        },
        customer_email: customer.email,
        customer_name: customer.name,
        customer_phone: customer.phone,
        customer_shipping: customer.shipping,
        collection_method: data.collection_method,
        auto_advance: data.auto_advance,
        // As the card provider: every item is a line, shipping and a tax added by Folio included (issue 17); the
        // provider computes no tax of its own.
        subtotal,
        tax: 0,
        total: subtotal,
        amount_paid: 0,
        payment_intent: null,
        metadata: { ...data.metadata },
      };
      await this.insert('invoice', invoice, tx);
      for (const item of items) await this.put({ ...item, invoice: invoice.id }, tx);
      return invoice;
    });
  }

  getInvoice(id: string): Promise<Invoice> {
    return this.get<Invoice>('invoice', 'invoice', id);
  }

  /** A draft goes with its items, as with the card provider. */
  async deleteInvoice(id: string): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const invoice = await this.locked<Invoice>('invoice', 'invoice', id, tx);
      if (invoice.status !== 'draft') throw new GatewayError(400, shopServerMessages.invoiceNotDraft, 'invoice_not_editable');
      const items = await this.list<InvoiceItem>('invoiceitem', sql`${shopTestObjects.data}->>'invoice' = ${id}`, tx);
      for (const item of items) await this.remove(item.id, tx);
      await this.remove(id, tx);
    });
  }

  async voidInvoice(id: string): Promise<Invoice> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const invoice = await this.locked<Invoice>('invoice', 'invoice', id, tx);
      if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
        throw new GatewayError(400, shopServerMessages.invoiceNotVoidable, 'invoice_not_editable');
      }
      if (invoice.payment_intent) {
        const intent = await this.locked<PaymentIntent>('payment_intent', 'payment intent', invoice.payment_intent, tx);
        await this.put<PaymentIntent>({ ...intent, status: 'canceled' }, tx);
      }
      return this.put<Invoice>({ ...invoice, status: 'void' }, tx);
    });
  }

  async finalizeInvoice(id: string): Promise<Invoice> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const invoice = await this.locked<Invoice>('invoice', 'invoice', id, tx);
      if (invoice.status !== 'draft') throw new GatewayError(400, shopServerMessages.invoiceNotDraft, 'invoice_not_editable');
      // Nothing to pay: the provider marks a zero invoice paid when it is finalized.
      if (invoice.total === 0) return this.put<Invoice>({ ...invoice, status: 'paid' }, tx);
      const intentId = shopId('pi');
      await this.insert<PaymentIntent>(
        'payment_intent',
        {
          id: intentId,
          object: 'payment_intent',
          amount: invoice.total,
          currency: invoice.currency,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${shopId('s').slice(2)}`,
          receipt_email: null,
          invoice: invoice.id,
          created: unixSeconds(),
          last_payment_error: null,
        },
        tx,
      );
      return this.put<Invoice>({ ...invoice, status: 'open', payment_intent: intentId }, tx);
    });
  }

  getPaymentIntent(id: string): Promise<PaymentIntent> {
    return this.get<PaymentIntent>('payment_intent', 'payment intent', id);
  }

  /** Sets only the receipt email, in one statement: a payment confirmed meanwhile stays confirmed. */
  async updatePaymentIntent(id: string, data: { receipt_email: string }): Promise<PaymentIntent> {
    const [row] = await this.db
      .update(shopTestObjects)
      .set({ data: sql`jsonb_set(${shopTestObjects.data}, '{receipt_email}', to_jsonb(${data.receipt_email}::text))` })
      .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.object, 'payment_intent'), eq(shopTestObjects.id, id)))
      .returning({ data: shopTestObjects.data });
    if (!row) throw missing('payment intent', id);
    return row.data as unknown as PaymentIntent;
  }

  /**
   * The stand-in for the browser library's card payment confirmation (price flow): checks the card, and either pays
   * the intent and its invoice, or records the decline and charges nothing. The intent is paid only from a state that
   * waits for a card, and its invoice only while open, both checked under row locks: it charges once, and never for a
   * voided invoice.
   */
  async confirmPaymentIntent(id: string, card: CardInput): Promise<PaymentIntent> {
    const intent = await this.getPaymentIntent(id);
    if (!awaitsCard(intent)) throw notPayable();
    const decline = declineFor(checkCard(card));
    if (decline) {
      // The error is written only while the intent still waits for a card: a payment confirmed meanwhile stays.
      await this.db
        .update(shopTestObjects)
        .set({ data: sql`jsonb_set(${shopTestObjects.data}, '{last_payment_error}', ${JSON.stringify({ code: decline.code, message: decline.message })}::jsonb)` })
        .where(and(eq(shopTestObjects.magId, this.magId), eq(shopTestObjects.id, id), sql`${shopTestObjects.data}->>'status' in ('requires_payment_method', 'requires_confirmation')`));
      throw decline;
    }
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const invoice = intent.invoice ? await this.locked<Invoice>('invoice', 'invoice', intent.invoice, tx) : undefined;
      const current = await this.locked<PaymentIntent>('payment_intent', 'payment intent', id, tx);
      if (!awaitsCard(current) || (invoice && invoice.status !== 'open')) throw notPayable();
      await this.insert(
        'charge',
        {
          id: shopId('ch'),
          object: 'charge',
          amount: current.amount,
          currency: current.currency,
          paid: true,
          status: 'succeeded',
          receipt_email: current.receipt_email,
          payment_intent: current.id,
          created: unixSeconds(),
        },
        tx,
      );
      if (invoice) await this.put<Invoice>({ ...invoice, status: 'paid', amount_paid: invoice.total }, tx);
      return this.put<PaymentIntent>({ ...current, status: 'succeeded', last_payment_error: null }, tx);
    });
  }
}

interface TestCharge {
  id: string;
  amount: number;
  currency: string;
  amount_refunded?: number;
  refunded?: boolean;
}

const awaitsCard = (intent: PaymentIntent) => intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation';
const notPayable = () => new GatewayError(409, shopServerMessages.invoiceNotPayable, 'payment_intent_unexpected_state');
