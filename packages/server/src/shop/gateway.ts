// The card provider behind one interface (docs/shop.md "Server and payments"): the built-in test-mode gateway, or
// Stripe on the author's connected account. Order and invoice rules live in orders.ts and invoices.ts and only
// ever talk to this interface.
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import type {
  Customer,
  CustomerData,
  Invoice,
  InvoiceData,
  InvoiceItem,
  PaymentIntent,
  Price,
  Product,
  Shipping,
  Sku,
} from './shop-types';

export interface StockLine {
  sku: string;
  quantity: number;
}

export interface ChargeInput {
  amount: number;
  currency: string;
  /** A card token from the provider's browser library (or the test-mode token call). */
  token: string;
  email: string;
  description: string;
  orderId: string;
  /** What was ordered and where it goes, for the provider's record of the payment (Stripe: metadata and shipping). */
  order?: { items: { description: string; quantity: number }[]; shipping?: Shipping | null; phone?: string | null; note?: string | null };
}

/**
 * The sku flow through a payment intent (docs/shop.md "Card authentication"): a payment method the buyer's card became
 * in the provider's browser library, confirmed on a new intent; or that intent again, once the buyer has passed the
 * card's bank's check (3-D Secure).
 */
export type IntentPayInput = Omit<ChargeInput, 'token'> & ({ paymentMethod: string } | { paymentIntent: string });

export type IntentOutcome =
  | { status: 'succeeded'; paymentId: string }
  /** The card's bank asks the buyer to authenticate: the browser library does it with the intent's client secret. */
  | { status: 'requires_action'; intentId: string; clientSecret: string };

export interface RefundInput {
  /** The payment refunded: the order's charge (Stripe: a payment intent's id is taken too). */
  chargeId: string;
  /** Minor units, at most what is left unrefunded of the charge. */
  amount: number;
  orderId: string;
  /** The same key again (a retry after a lost answer) refunds once and answers the same refund. */
  refundKey: string;
}

export interface ShopGateway {
  readonly mode: 'test' | 'stripe';

  /** Every product with its skus ("articles") and prices, in creation order. */
  listProducts(): Promise<Product[]>;
  /** The skus of these ids that exist; unknown ids are left out. */
  getSkus(ids: readonly string[]): Promise<Sku[]>;
  getPrices(ids: readonly string[]): Promise<Price[]>;

  /**
   * Takes the units out of stock and runs `taken` in the same transaction, or takes nothing and answers the ids of
   * the skus that are short. Both happen or neither does: stock leaves exactly once per paid order.
   */
  takeStock(lines: readonly StockLine[], taken: (tx: Db) => Promise<void>): Promise<{ short: string[] }>;
  /** Puts the units back and runs `returned` in the same transaction. */
  returnStock(lines: readonly StockLine[], returned: (tx: Db) => Promise<void>): Promise<void>;

  /** Charges the card; throws a GatewayError (402) when the card is declined, charging nothing. Answers the charge id. */
  charge(input: ChargeInput): Promise<string>;
  /**
   * Pays through a payment intent: succeeded (the charge's id), or the buyer must authenticate first. A declined
   * card is a GatewayError (402); an intent that is not this order's, 400. Test mode has no intents (400).
   */
  payWithIntent(input: IntentPayInput): Promise<IntentOutcome>;
  /** Gives back part or all of a charge; a refund beyond what is left is refused (GatewayError 400), refunding nothing. */
  refund(input: RefundInput): Promise<{ id: string }>;

  createCustomer(data: CustomerData): Promise<Customer>;
  updateCustomer(id: string, data: CustomerData): Promise<Customer>;
  createInvoiceItem(input: { customer: string; price: Price; quantity: number }): Promise<InvoiceItem>;
  /** An invoice item of an amount and no price: the invoice's shipping or tax line (issue 17). */
  createInvoiceCharge(input: { customer: string; description: string; amount: number; currency: string }): Promise<InvoiceItem>;
  deleteInvoiceItem(id: string): Promise<void>;
  createInvoice(data: InvoiceData): Promise<Invoice>;
  getInvoice(id: string): Promise<Invoice>;
  deleteInvoice(id: string): Promise<void>;
  voidInvoice(id: string): Promise<Invoice>;
  finalizeInvoice(id: string): Promise<Invoice>;
  getPaymentIntent(id: string): Promise<PaymentIntent>;
  updatePaymentIntent(id: string, data: { receipt_email: string }): Promise<PaymentIntent>;
}

/**
 * A refusal by the provider, answered as it is: the HTTP status, the provider's message and its code (card_declined,
 * incorrect_number, invoice_no_customer_line_items, …). 502 when the provider could not be reached or failed.
 */
export class GatewayError extends ApiError {
  constructor(
    statusCode: number,
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(statusCode, message, declineCode ? { code, decline_code: declineCode } : { code });
  }
}
