// The shop's data shapes as the API answers them (ecommerce.md §3), the same from either gateway: the card
// provider's object shapes (ids with a kind prefix, `object`, minor units, unix-second `created`).
import { randomBytes } from 'node:crypto';
import type { Address, ShippingDetails } from '@folio/model';

export type InventoryType = 'infinite' | 'finite' | 'bucket';
export type InventoryValue = 'in_stock' | 'limited' | 'out_of_stock';

export interface Inventory {
  type: InventoryType;
  quantity: number | null;
  value: InventoryValue | null;
}

export interface ProductObject {
  name: string;
  images: string[];
  shippable: boolean;
}

export interface Sku {
  id: string;
  object: 'sku';
  product: string;
  active: boolean;
  currency: string;
  price: number;
  attributes: Record<string, string>;
  image: string | null;
  inventory: Inventory;
  productObject: ProductObject;
}

export interface Price {
  id: string;
  object: 'price';
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  billing_scheme: 'per_unit';
  type: 'one_time';
  nickname: string | null;
  productObject: ProductObject;
}

export interface Product extends ProductObject {
  id: string;
  object: 'product';
  active: boolean;
  /** The owner's words about it (Stripe's product description); null when none. */
  description: string | null;
  created: number;
  articles: Sku[];
  prices: Price[];
}

/** A shipping address and recipient: the cart model's shapes (ecommerce.md §3), one definition for both sides. */
export type Shipping = ShippingDetails;
export type { Address };

export interface ShippingMethod {
  id: string;
  description: string;
  amount: number;
  currency: string;
}

export interface OrderItem {
  object: 'order_item';
  type: 'sku' | 'tax' | 'shipping';
  parent: string | null;
  quantity: number | null;
  description: string;
  amount: number;
  currency: string;
}

export type OrderStatus = 'created' | 'paid' | 'canceled';

export interface Order {
  id: string;
  object: 'order';
  amount: number;
  currency: string;
  status: OrderStatus;
  created: number;
  email: string;
  phone: string | null;
  items: OrderItem[];
  shipping: Shipping | null;
  shipping_methods: ShippingMethod[];
  selected_shipping_method: string | null;
  metadata: Record<string, string>;
}

export interface CustomerData {
  email: string;
  name: string;
  phone?: string;
  shipping: Shipping;
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  phone: string | null;
  shipping: Shipping | null;
  created: number;
}

export interface InvoiceItem {
  id: string;
  object: 'invoiceitem';
  customer: string;
  invoice: string | null;
  /** null: an amount of ours (the invoice's shipping or tax line, issue 17). */
  price: string | null;
  quantity: number;
  amount: number;
  currency: string;
  description: string;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLine {
  id: string;
  price: string | null;
  quantity: number;
  description: string;
  amount: number;
  currency: string;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  status: InvoiceStatus;
  created: number;
  customer: string;
  currency: string;
  lines: { object: 'list'; data: InvoiceLine[] };
  customer_email: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_shipping: Shipping | null;
  collection_method: 'charge_automatically';
  auto_advance: boolean;
  subtotal: number;
  tax: number;
  total: number;
  amount_paid: number;
  payment_intent: string | null;
  metadata: Record<string, string>;
  /** Ours (issue 17): the methods that ship to the buyer's country and the one the invoice is priced with. */
  shipping_methods?: ShippingMethod[];
  selected_shipping_method?: string | null;
}

export interface InvoiceData {
  customer: string;
  collection_method: 'charge_automatically';
  auto_advance: boolean;
  /** shipping_method: ours (issue 17), the buyer's choice among the methods that ship to the customer's country. */
  metadata?: { customer_note?: string; shipping_method?: string };
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string | null;
  receipt_email: string | null;
  invoice: string | null;
  created: number;
  last_payment_error: { code: string; message: string } | null;
}

/** The card fields of the test-mode gateway's stand-ins for the provider's browser library. */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

export interface CardToken {
  id: string;
  object: 'token';
  type: 'card';
  used: boolean;
  created: number;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; name: string | null };
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// 24 characters of 62: about 143 bits, so ids cannot be guessed.
const ID_LENGTH = 24;

/** A provider-style id: a kind prefix and random characters (`or_…`, `sku_…`, `pi_…`). */
export function shopId(prefix: string): string {
  const bytes = randomBytes(ID_LENGTH * 2);
  let id = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < ID_ALPHABET.length * 4) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    if (id.length === ID_LENGTH) break;
  }
  return id.length === ID_LENGTH ? `${prefix}_${id}` : shopId(prefix);
}

/** Unix seconds, as the card provider stamps `created`. */
export const unixSeconds = (date: Date = new Date()) => Math.floor(date.getTime() / 1000);
