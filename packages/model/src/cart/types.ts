// The cart model's data (ecommerce.md §3): cart data, its lines, the products they come from, orders, invoices,
// the customer payload and the shipping form. Plain types: the cart sidebar ships this module to visitors, so no zod
// here (the provider data schema is `import type` only). Money amounts are minor units (integers, e.g. cents)
// everywhere (ecommerce.md §9); the hosted store's prices are converted to minor units by whoever loads them.
import type { EcommerceProvider } from '../schemas/ecommerce-data';
import type { CartError } from './cart-error';

export type { EcommerceProvider };

/** ecommerce.md §1: the two cart kinds of the full checkout version, which are never mixed. */
export type CartKind = 'sku' | 'price';

// ---------------------------------------------------------------------------------------------------------
// Sku items (card payment provider, sku flow)

/** ecommerce.md §3: inventory.type of a sku. */
export type InventoryType = 'infinite' | 'finite' | 'bucket';
/** ecommerce.md §3: inventory.value of a bucket sku. */
export type InventoryValue = 'in_stock' | 'limited' | 'out_of_stock';

export interface SkuInventory {
  type: InventoryType;
  /** The units in stock of a finite sku. */
  quantity?: number | null;
  /** A bucket sku's stock level. */
  value?: InventoryValue | null;
}

/** ecommerce.md §3 "productObject": the product a sku or price belongs to. */
export interface CartProductObject {
  name?: string | null;
  images?: readonly string[] | null;
  /** A shippable product needs the full shipping form (ecommerce.md §5). */
  shippable?: boolean | null;
}

/** ecommerce.md §3 "Sku item". `price` is in minor units. */
export interface SkuItem {
  id: string;
  object?: 'sku';
  active?: boolean;
  currency: string;
  /** Name-value map, e.g. { size: 'M' }; a multi-article product's skus differ by it. */
  attributes?: Readonly<Record<string, string>> | null;
  price: number;
  image?: string | null;
  productObject?: CartProductObject | null;
  inventory: SkuInventory;
}

// ---------------------------------------------------------------------------------------------------------
// Price items (card payment provider, price flow) and hosted-store products

/** ecommerce.md §3: PERCENT modifies by a percentage of the base price, ABSOLUTE by an amount (minor units). */
export type PriceModifierType = 'ABSOLUTE' | 'PERCENT';

/** ecommerce.md §3 "Option" choices. */
export interface OptionChoice {
  text: string;
  textTranslated?: Readonly<Record<string, string>> | null;
  priceModifier?: number | null;
  priceModifierType?: PriceModifierType | null;
}

/** ecommerce.md §3 "Option" of a hosted-store product; `type` is the store's option type (SELECT, SIZE, RADIO, …). */
export interface ProductOption {
  type?: string | null;
  name: string;
  nameTranslated?: Readonly<Record<string, string>> | null;
  required?: boolean | null;
  /** Index into choices of the choice selected by default. */
  defaultChoice?: number | null;
  choices?: readonly OptionChoice[] | null;
}

/** One chosen option value, as combinations list them (ecommerce.md §3 "Product (hosted-store provider)"). */
export interface OptionValue {
  name: string;
  value: string;
}

/** ecommerce.md §3: a combination of option values with its own stock, and optionally its own price and picture. */
export interface ProductCombination {
  id: string | number;
  options: readonly OptionValue[];
  /** Units in stock; undefined or null means the store does not count them. */
  quantity?: number | null;
  inStock?: boolean | null;
  /** Minor units; replaces the product's price and the options' modifiers when set. */
  price?: number | null;
  thumbnailUrl?: string | null;
}

/** Chosen option values by option name. */
export type SelectedOptions = Readonly<Record<string, string>>;

/**
 * ecommerce.md §3 "Price item": a card-provider price (object 'price') or a hosted-store product (object 'product'),
 * whose price is unit_amount. The hosted-store fields (options, combinations, inStock, quantity) travel with the line
 * so that its stock can be checked when it is raised.
 */
export interface PriceItem {
  id: string;
  object?: 'price' | 'product';
  active?: boolean;
  name?: string | null;
  nameTranslated?: Readonly<Record<string, string>> | null;
  /** Minor units. For a hosted-store product, the base price before options. */
  unit_amount: number;
  currency: string;
  image?: string | null;
  images?: readonly string[] | null;
  productObject?: CartProductObject | null;
  options?: readonly ProductOption[] | null;
  selectedOptions?: SelectedOptions | null;
  selectedCombination?: ProductCombination | null;
  combinations?: readonly ProductCombination[] | null;
  /** Hosted store: false when the product is sold out. */
  inStock?: boolean | null;
  /** Hosted store: units in stock; undefined or null when not counted. */
  quantity?: number | null;
}

/** ecommerce.md §3 "Product (hosted-store provider)": a price item of object 'product'. */
export type HostedProduct = PriceItem & { object: 'product' };

/** ecommerce.md §3: every cart line carries cart_count plus the item's fields. */
export type CartLine<T> = T & { cart_count: number };
export type SkuCartLine = CartLine<SkuItem>;
export type PriceCartLine = CartLine<PriceItem>;

/** What an add-to-cart hands to the cart: its `object` says the kind (ecommerce.md §3: price | product | sku). */
export type CartItemInput = (SkuItem & { object: 'sku' }) | (PriceItem & { object: 'price' }) | HostedProduct;

// ---------------------------------------------------------------------------------------------------------
// Products of the card payment provider (ecommerce.md §3 "Product (card payment provider)")

/** A product's price: a price item with its billing scheme (per_unit prices can be added to a cart). */
export type ProviderPrice = PriceItem & { billing_scheme?: string | null };

export interface ProviderProduct {
  id: string;
  name?: string | null;
  active: boolean;
  /** The product's skus ("articles"), each with active and attributes. */
  articles?: readonly (SkuItem & { active?: boolean })[] | null;
  prices?: readonly ProviderPrice[] | null;
}

// ---------------------------------------------------------------------------------------------------------
// Orders, invoices, customers (ecommerce.md §3)

/** A provider timestamp: unix seconds (as the card provider sends them) or an ISO string. */
export type ProviderTimestamp = number | string;

export type OrderItemType = 'sku' | 'tax' | 'shipping';

export interface OrderItem {
  type: OrderItemType;
  quantity?: number | null;
  description?: string | null;
  amount: number;
  currency: string;
  parent?: string | null;
}

export interface Address {
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postal_code?: string | null;
  country: string;
}

export interface ShippingDetails {
  name: string;
  phone?: string | null;
  address: Address;
}

export interface ShippingMethod {
  id: string;
  description?: string | null;
  amount: number;
  currency: string;
}

/** ecommerce.md §3 "Order"; status 'paid' once paid, 'canceled' once cancelled. */
export interface Order {
  id: string;
  email?: string | null;
  phone?: string | null;
  amount: number;
  currency: string;
  status: string;
  created: ProviderTimestamp;
  selected_shipping_method?: string | null;
  items: readonly OrderItem[];
  shipping?: ShippingDetails | null;
  shipping_methods?: readonly ShippingMethod[] | null;
  /**
   * Answered by the pay call while the card's bank asks the buyer to authenticate (3-D Secure; docs/shop.md "Card
   * authentication"): Stripe.js's handleCardAction takes the client secret, then the intent is paid with the pay call.
   */
  payment_action?: { type: 'authenticate'; client_secret: string } | null;
}

export type InvoiceStatus = 'draft' | 'open' | 'uncollectible' | 'paid' | 'void';

export interface InvoiceLine {
  /** The price sold; null for the shipping and tax lines the shop adds (issue 17). */
  price?: string | null;
  quantity?: number | null;
  description?: string | null;
  amount: number;
  currency: string;
}

/** ecommerce.md §3 "Invoice". */
export interface Invoice {
  id: string;
  status: InvoiceStatus | (string & {});
  created: ProviderTimestamp;
  lines: { data: readonly InvoiceLine[] };
  customer_shipping?: { address: Address } | null;
  customer_email?: string | null;
  customer_phone?: string | null;
  tax?: number | null;
  total: number;
  payment_intent?: string | null;
  /** Ours (issue 17): the methods that ship to the buyer's country, and the one the invoice is priced with. */
  shipping_methods?: readonly ShippingMethod[];
  selected_shipping_method?: string | null;
}

/** An invoice item the provider created for the cart's prices. */
export interface InvoiceItem {
  id: string;
  price?: string | null;
  quantity?: number | null;
}

/** ecommerce.md §3 "Customer payload". */
export interface CustomerPayload {
  email: string;
  name: string;
  phone?: string;
  shipping: { name: string; phone?: string; address: Address };
}

/** A customer the provider knows, as the cart keeps it. */
export interface Customer {
  id: string;
  email?: string | null;
  name?: string | null;
}

// ---------------------------------------------------------------------------------------------------------
// Shipping form (ecommerce.md §3, §5)

/** ecommerce.md §3: the shipping form's fields. */
export type ShippingField = 'email' | 'name' | 'phone' | 'country' | 'city' | 'line1' | 'line2' | 'postal_code' | 'state' | 'note';

export type ShippingFormValues = Record<ShippingField, string>;
export type ShippingFormErrors = Partial<Record<ShippingField, string>>;

/** The form as the sidebar holds it: each field's value and error (ecommerce.md §3). */
export interface ShippingFormState {
  values: ShippingFormValues;
  errors: ShippingFormErrors;
}

// ---------------------------------------------------------------------------------------------------------
// Cart data (ecommerce.md §3 "Cart data")

export interface CartData {
  /** Sku lines keyed by sku id. */
  skus: Readonly<Record<string, SkuCartLine>>;
  /** Price lines keyed by price id, or a hosted-store product's key (its id, hashed with its options when chosen). */
  prices: Readonly<Record<string, PriceCartLine>>;
  uniqSkusCount: number;
  uniqPricesCount: number;
  /** How many lines need shipping: shippable skus and every price line (ecommerce.md §5). */
  shippableProducts: number;
  /** ISO time of the last change. */
  changed: string;
  /** ISO time of the last backup to local storage. */
  backuped: string;
  order: Order | null;
  provider: EcommerceProvider | null;
  shippingForm: ShippingFormValues | null;
  customer: Customer | null;
  invoice: Invoice | null;
  invoiceItems: readonly InvoiceItem[];
}

// ---------------------------------------------------------------------------------------------------------
// Errors and results (ecommerce.md §8)

/** ecommerce.md §8: the cart error type's optional kind. */
export type CartErrorKind = 'outOfStock' | 'nothingToInvoice';

/** Which rule refused, for code that reacts to one failure (the message is for people). */
export type CartErrorCode =
  | 'invalidSku'
  | 'invalidPrice'
  | 'invalidProduct'
  | 'tooManyItems'
  | 'outOfStock'
  | 'noMoreInStock'
  | 'mixedCartKinds'
  | 'providerNotFound'
  | 'emptyCart'
  | 'mixedCurrencies'
  | 'emailRequired'
  | 'itemsOutOfStock'
  | 'nothingToInvoice'
  | 'orderChangeRunning';

/** The outcome of a cart rule: the new value, or a CartError carrying the spec's message. */
export type CartResult<T> = { ok: true; value: T } | { ok: false; error: CartError };
