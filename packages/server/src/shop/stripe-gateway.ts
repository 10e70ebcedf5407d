// The Stripe gateway (STRIPE_SECRET_KEY set): every call goes to the author's connected account (the Stripe-Account
// header). Stripe keeps products and prices but no longer skus, orders or inventory, so here each one-time price of
// a product is also one of its skus, with its attributes in the price's metadata and its stock in our own table
// (shop_stripe_stock; no row: unlimited); orders are ours (orders.ts) and are paid with a charge of the buyer's card
// token.
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { Db } from '../db/database';
import { shopStripeStock } from '../db/schema';
import { ApiError } from '../errors';
import { shopServerMessages } from './shop-messages';
import { GatewayError, type ChargeInput, type IntentOutcome, type IntentPayInput, type RefundInput, type ShopGateway, type StockLine } from './gateway';
import { inventoryColumns, inventoryOf, returnLines, stockAfter, takeLines, type InventoryFields } from './stock';
import type {
  Customer,
  CustomerData,
  Invoice,
  InvoiceData,
  InvoiceItem,
  InvoiceStatus,
  PaymentIntent,
  PaymentIntentStatus,
  Price,
  Product,
  ProductObject,
  Inventory,
  Shipping,
  Sku,
} from './shop-types';

// Ours: an answer within 30 s or the call fails (the SDK's default is 80 s), with one retry on a network error.
const STRIPE_TIMEOUT_MS = 30_000;
const STRIPE_NETWORK_RETRIES = 1;
// A shop shows at most this many products and prices; more pages are not fetched.
const MAX_CATALOGUE_OBJECTS = 1000;
const PAGE_SIZE = 100;
// Price metadata keys that say something other than a sku attribute.
const RESERVED_METADATA = new Set(['nickname']);
const UNLIMITED: Inventory = { type: 'infinite', quantity: null, value: null };

const clients = new WeakMap<StripeConfig, Stripe>();

/** One SDK client per configuration (host, port and protocol point it at a test double in tests). */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.secretKey, {
      host: config.host,
      port: config.port,
      protocol: config.protocol,
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      telemetry: false,
    });
    clients.set(config, client);
  }
  return client;
}

/** A Stripe refusal as a GatewayError with Stripe's message; a failure of Stripe or of the network as a 502. */
function gatewayError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new GatewayError(402, error.message, error.code ?? 'card_declined', error.decline_code);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new GatewayError(error.statusCode === 404 ? 404 : 400, error.message, error.code ?? 'invalid_request_error');
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new GatewayError(502, shopServerMessages.providerUnavailable, error.code ?? error.type);
  }
  return error;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function shippingOf(value: { name?: string | null; phone?: string | null; address?: Stripe.Address | null } | null | undefined): Shipping | null {
  if (!value?.address) return null;
  const { address } = value;
  return {
    name: value.name ?? '',
    phone: value.phone ?? null,
    address: {
      line1: address.line1 ?? '',
      line2: address.line2 ?? null,
      city: address.city ?? '',
      state: address.state ?? null,
      postal_code: address.postal_code ?? null,
      country: address.country ?? '',
    },
  };
}

function customerShape(customer: Stripe.Customer): Customer {
  return {
    id: customer.id,
    object: 'customer',
    email: customer.email ?? null,
    name: customer.name ?? null,
    phone: customer.phone ?? null,
    shipping: shippingOf(customer.shipping),
    created: customer.created,
  };
}

export function invoiceShape(invoice: Stripe.Invoice): Invoice {
  const payment = invoice.payments?.data.find((entry) => entry.payment.payment_intent)?.payment.payment_intent;
  const tax = (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  return {
    id: invoice.id!,
    object: 'invoice',
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    created: invoice.created,
    customer: idOf(invoice.customer) ?? '',
    currency: invoice.currency,
    lines: {
      object: 'list',
      data: invoice.lines.data.map((line) => ({
        id: line.id,
        price: idOf(line.pricing?.price_details?.price),
        quantity: line.quantity ?? 1,
        description: line.description ?? '',
        amount: line.amount,
        currency: line.currency,
      })),
    },
    customer_email: invoice.customer_email ?? null,
    customer_name: invoice.customer_name ?? null,
    customer_phone: invoice.customer_phone ?? null,
    customer_shipping: shippingOf(invoice.customer_shipping),
    collection_method: 'charge_automatically',
    auto_advance: invoice.auto_advance ?? false,
    subtotal: invoice.subtotal,
    tax,
    total: invoice.total,
    amount_paid: invoice.amount_paid,
    payment_intent: idOf(payment),
    metadata: { ...invoice.metadata },
  };
}

function intentShape(intent: Stripe.PaymentIntent): PaymentIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status as PaymentIntentStatus,
    client_secret: intent.client_secret,
    receipt_email: intent.receipt_email,
    invoice: null,
    created: intent.created,
    last_payment_error: error ? { code: error.code ?? 'payment_failed', message: error.message ?? '' } : null,
  };
}

const productObject = (product: Stripe.Product): ProductObject => ({
  name: product.name,
  images: product.images,
  shippable: product.shippable ?? false,
});

function priceShapes(price: Stripe.Price, product: Stripe.Product, inventory: Inventory): { price: Price; sku: Sku } {
  const active = price.active && product.active;
  const unitAmount = price.unit_amount ?? 0;
  const attributes = Object.fromEntries(Object.entries(price.metadata).filter(([key]) => !RESERVED_METADATA.has(key)));
  return {
    price: {
      id: price.id,
      object: 'price',
      product: product.id,
      active,
      currency: price.currency,
      unit_amount: unitAmount,
      billing_scheme: 'per_unit',
      type: 'one_time',
      nickname: price.nickname,
      productObject: productObject(product),
    },
    sku: {
      id: price.id,
      object: 'sku',
      product: product.id,
      active,
      currency: price.currency,
      price: unitAmount,
      attributes,
      image: product.images[0] ?? null,
      inventory,
      productObject: productObject(product),
    },
  };
}

// Stripe's metadata limits: 50 keys, 500 characters a value.
const METADATA_VALUE_MAX = 500;
const clip = (text: string) => (text.length > METADATA_VALUE_MAX ? `${text.slice(0, METADATA_VALUE_MAX - 1)}…` : text);

/** The order on its charge: its id, what was ordered ("2 × T-shirt (S); 1 × E-book", clipped), the phone and note. */
function chargeMetadata(input: Omit<ChargeInput, 'token'>): Record<string, string> {
  const metadata: Record<string, string> = { order_id: input.orderId };
  const order = input.order;
  if (!order) return metadata;
  if (order.items.length) metadata.items = clip(order.items.map((item) => `${item.quantity} × ${item.description}`).join('; '));
  const phone = order.phone ?? order.shipping?.phone;
  if (phone) metadata.phone = clip(phone);
  if (order.note) metadata.note = clip(order.note);
  return metadata;
}

/** A shipping address as Stripe takes it: absent parts left out rather than null. */
function stripeAddress(address: NonNullable<NonNullable<ChargeInput['order']>['shipping']>['address']) {
  return {
    line1: address.line1,
    line2: address.line2 ?? undefined,
    city: address.city,
    state: address.state ?? undefined,
    postal_code: address.postal_code ?? undefined,
    country: address.country,
  };
}

function chargeShipping(shipping: NonNullable<NonNullable<ChargeInput['order']>['shipping']>, phone: string | null | undefined): Stripe.ChargeCreateParams.Shipping {
  const { address } = shipping;
  return {
    name: shipping.name,
    phone: shipping.phone ?? phone ?? undefined,
    address: stripeAddress(address),
  };
}

/** Where an intent of the sku flow stands: paid, waiting for the buyer's authentication, or refused. */
function intentOutcome(intent: Stripe.PaymentIntent): IntentOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: idOf(intent.latest_charge) ?? intent.id };
  if (intent.status === 'requires_action' && intent.client_secret) return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret };
  // The authentication failed or the card was then declined: the intent wants another payment method.
  const error = intent.last_payment_error;
  if (error) throw new GatewayError(402, error.message ?? shopServerMessages.cardDeclined, error.code ?? 'card_declined', error.decline_code);
  throw new GatewayError(402, shopServerMessages.intentUnfinished, 'payment_intent_incomplete');
}

export class StripeGateway implements ShopGateway {
  readonly mode = 'stripe' as const;
  private readonly options: Stripe.RequestOptions;

  constructor(
    private readonly stripe: Stripe,
    private readonly db: Db,
    private readonly magId: string,
    accountId: string,
  ) {
    this.options = { stripeAccount: accountId };
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw gatewayError(error);
    }
  }

  /** The order a charge of this account was made for (its metadata's order id), for a webhook event that names only the charge. */
  async orderIdOfCharge(chargeId: string): Promise<string | undefined> {
    const charge = await this.call(() => this.stripe.charges.retrieve(chargeId, {}, this.options));
    return charge.metadata?.order_id || undefined;
  }

  private stockRow(priceId: string, executor: Db = this.db) {
    return executor
      .select()
      .from(shopStripeStock)
      .where(and(eq(shopStripeStock.magId, this.magId), eq(shopStripeStock.priceId, priceId)));
  }

  async listProducts(): Promise<Product[]> {
    const [[products, prices], stock] = await Promise.all([
      this.call(() =>
        Promise.all([
          this.stripe.products.list({ limit: PAGE_SIZE }, this.options).autoPagingToArray({ limit: MAX_CATALOGUE_OBJECTS }),
          this.stripe.prices.list({ limit: PAGE_SIZE, type: 'one_time' }, this.options).autoPagingToArray({ limit: MAX_CATALOGUE_OBJECTS }),
        ]),
      ),
      this.db.select().from(shopStripeStock).where(eq(shopStripeStock.magId, this.magId)),
    ]);
    const inventories = new Map(stock.map((row) => [row.priceId, inventoryOf(row)]));
    const byId = new Map(products.map((product) => [product.id, { product, articles: [] as Sku[], prices: [] as Price[] }]));
    for (const price of prices) {
      const entry = byId.get(idOf(price.product) ?? '');
      if (!entry || price.billing_scheme !== 'per_unit') continue;
      const shapes = priceShapes(price, entry.product, inventories.get(price.id) ?? UNLIMITED);
      entry.articles.push(shapes.sku);
      entry.prices.push(shapes.price);
    }
    return [...byId.values()]
      .sort((a, b) => a.product.created - b.product.created)
      .map(({ product, articles, prices: list }) => ({
        id: product.id,
        object: 'product',
        ...productObject(product),
        active: product.active,
        description: product.description ?? null,
        created: product.created,
        articles,
        prices: list,
      }));
  }

  async getSkus(ids: readonly string[]): Promise<Sku[]> {
    const wanted = new Set(ids);
    return (await this.listProducts()).flatMap((product) => product.articles.filter((sku) => wanted.has(sku.id)));
  }

  async getPrices(ids: readonly string[]): Promise<Price[]> {
    const wanted = new Set(ids);
    return (await this.listProducts()).flatMap((product) => product.prices.filter((price) => wanted.has(price.id)));
  }

  /**
   * The author sets a sku's inventory here: Stripe keeps none. Its price, attributes and image are the Stripe
   * price's and product's, edited in the Stripe dashboard.
   */
  async updateSku(id: string, fields: { inventory?: InventoryFields } & Record<string, unknown>): Promise<Sku> {
    const { inventory, ...rest } = fields;
    if (!inventory || Object.keys(rest).length) throw new ApiError(409, shopServerMessages.stripeSkuInventoryOnly);
    const [sku] = await this.getSkus([id]);
    if (!sku) throw new ApiError(404, shopServerMessages.skuNotFound);
    const columns = inventoryColumns(inventory);
    await this.db
      .insert(shopStripeStock)
      .values({ magId: this.magId, priceId: id, ...columns })
      .onConflictDoUpdate({ target: [shopStripeStock.magId, shopStripeStock.priceId], set: { ...columns, updatedAt: new Date() } });
    return { ...sku, inventory: inventoryOf(columns) };
  }

  /** The owner sets a product's picture and description here; the rest of it is edited in the Stripe dashboard. */
  async updateProduct(id: string, fields: { images?: string[]; description?: string | null } & Record<string, unknown>): Promise<Product> {
    const { images, description, ...rest } = fields;
    if (Object.keys(rest).length) throw new ApiError(409, shopServerMessages.stripeProductDetailsOnly);
    await this.call(() =>
      this.stripe.products.update(
        id,
        {
          // Stripe empties a list or a text with ''.
          ...(images ? { images: images.length ? images : '' } : {}),
          ...(description !== undefined ? { description: description ?? '' } : {}),
        },
        this.options,
      ),
    );
    const product = (await this.listProducts()).find((entry) => entry.id === id);
    if (!product) throw new ApiError(404, shopServerMessages.productNotFound);
    return product;
  }

  /**
   * A sku without a stock row is unlimited. Whether it is still sold at the order's price was asked of Stripe just
   * before paying (orders.ts); it is not asked again here, in a transaction holding row locks.
   */
  takeStock(lines: readonly StockLine[], taken: (tx: Db) => Promise<void>): Promise<{ short: string[] }> {
    return takeLines(
      this.db,
      lines,
      async (tx, line) => {
        const [row] = await this.stockRow(line.sku, tx).for('update');
        if (!row) return true;
        const left = stockAfter(inventoryOf(row), line.quantity);
        if (left === 'short') return false;
        if (left !== null) await tx.update(shopStripeStock).set({ inventoryQuantity: left }).where(and(eq(shopStripeStock.magId, this.magId), eq(shopStripeStock.priceId, row.priceId)));
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
          .update(shopStripeStock)
          .set({ inventoryQuantity: sql`${shopStripeStock.inventoryQuantity} + ${line.quantity}` })
          .where(and(eq(shopStripeStock.magId, this.magId), eq(shopStripeStock.priceId, line.sku), eq(shopStripeStock.inventoryType, 'finite')));
      },
      returned,
    );
  }

  async charge(input: ChargeInput): Promise<string> {
    const charge = await this.call(() =>
      this.stripe.charges.create(
        {
          amount: input.amount,
          currency: input.currency,
          source: input.token,
          receipt_email: input.email,
          description: input.description,
          metadata: chargeMetadata(input),
          ...(input.order?.shipping ? { shipping: chargeShipping(input.order.shipping, input.order.phone) } : {}),
        },
        // A repeated call (a retry after a lost answer) charges once.
        { ...this.options, idempotencyKey: `order-${input.orderId}-${input.token}` },
      ),
    );
    if (charge.status === 'failed') throw new GatewayError(402, charge.failure_message ?? 'Your card was declined.', charge.failure_code ?? 'card_declined');
    return charge.id;
  }

  /**
   * The sku flow through a payment intent, confirmed by the server (Stripe's "finalize payments on the server": manual
   * confirmation). The intent carries the order's items, shipping and note as the charge does. Once the buyer has
   * authenticated, the intent is read again and confirmed, after checking it is this order's and for its amount.
   */
  async payWithIntent(input: IntentPayInput): Promise<IntentOutcome> {
    let intent: Stripe.PaymentIntent;
    if ('paymentMethod' in input) {
      const paymentMethod = input.paymentMethod;
      intent = await this.call(() =>
        this.stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            payment_method: paymentMethod,
            confirmation_method: 'manual',
            confirm: true,
            // A card in the cart sidebar: its bank's check happens in the page, never by leaving it.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            receipt_email: input.email,
            description: input.description,
            metadata: chargeMetadata(input),
            ...(input.order?.shipping ? { shipping: chargeShipping(input.order.shipping, input.order.phone) } : {}),
          },
          // A repeated call (a retry after a lost answer) makes one intent.
          { ...this.options, idempotencyKey: `order-${input.orderId}-${paymentMethod}` },
        ),
      );
    } else {
      const id = input.paymentIntent;
      intent = await this.call(() => this.stripe.paymentIntents.retrieve(id, {}, this.options));
      if (intent.metadata?.order_id !== input.orderId || intent.amount !== input.amount || intent.currency !== input.currency) {
        throw new GatewayError(400, shopServerMessages.intentNotOrder, 'payment_intent_unexpected');
      }
      if (intent.status === 'requires_confirmation') {
        intent = await this.call(() => this.stripe.paymentIntents.confirm(id, {}, { ...this.options, idempotencyKey: `order-${input.orderId}-${id}-confirm` }));
      }
    }
    return intentOutcome(intent);
  }

  /** A refund of the order's charge (or of its payment intent, for an order a webhook saw paid before its charge). */
  async refund(input: RefundInput): Promise<{ id: string }> {
    const payment = input.chargeId.startsWith('pi_') ? { payment_intent: input.chargeId } : { charge: input.chargeId };
    const refund = await this.call(() =>
      this.stripe.refunds.create({ ...payment, amount: input.amount, metadata: { order_id: input.orderId } }, { ...this.options, idempotencyKey: input.refundKey }),
    );
    return { id: refund.id };
  }

  async createCustomer(data: CustomerData): Promise<Customer> {
    return customerShape(await this.call(() => this.stripe.customers.create(customerParams(data), this.options)));
  }

  async updateCustomer(id: string, data: CustomerData): Promise<Customer> {
    return customerShape(await this.call(() => this.stripe.customers.update(id, customerParams(data), this.options)));
  }

  async createInvoiceItem(input: { customer: string; price: Price; quantity: number }): Promise<InvoiceItem> {
    const item = await this.call(() =>
      this.stripe.invoiceItems.create({ customer: input.customer, pricing: { price: input.price.id }, quantity: input.quantity }, this.options),
    );
    return {
      id: item.id,
      object: 'invoiceitem',
      customer: idOf(item.customer) ?? input.customer,
      invoice: idOf(item.invoice),
      price: input.price.id,
      quantity: item.quantity,
      amount: item.amount,
      currency: item.currency,
      description: item.description ?? input.price.productObject.name,
    };
  }

  /** Shipping and an added tax are plain invoice items of an amount (docs/shop.md "Shipping and tax"). */
  async createInvoiceCharge(input: { customer: string; description: string; amount: number; currency: string }): Promise<InvoiceItem> {
    const item = await this.call(() =>
      this.stripe.invoiceItems.create({ customer: input.customer, amount: input.amount, currency: input.currency, description: input.description }, this.options),
    );
    return {
      id: item.id,
      object: 'invoiceitem',
      customer: idOf(item.customer) ?? input.customer,
      invoice: idOf(item.invoice),
      price: null,
      quantity: item.quantity,
      amount: item.amount,
      currency: item.currency,
      description: item.description ?? input.description,
    };
  }

  async deleteInvoiceItem(id: string): Promise<void> {
    await this.call(() => this.stripe.invoiceItems.del(id, {}, this.options));
  }

  async createInvoice(data: InvoiceData): Promise<Invoice> {
    const invoice = await this.call(() =>
      this.stripe.invoices.create(
        {
          customer: data.customer,
          collection_method: data.collection_method,
          auto_advance: data.auto_advance,
          metadata: { ...data.metadata },
          // The items created for the cart just before are what the invoice is for.
          pending_invoice_items_behavior: 'include',
          expand: ['payments'],
        },
        this.options,
      ),
    );
    return invoiceShape(invoice);
  }

  async getInvoice(id: string): Promise<Invoice> {
    return invoiceShape(await this.call(() => this.stripe.invoices.retrieve(id, { expand: ['payments'] }, this.options)));
  }

  async deleteInvoice(id: string): Promise<void> {
    await this.call(() => this.stripe.invoices.del(id, {}, this.options));
  }

  async voidInvoice(id: string): Promise<Invoice> {
    return invoiceShape(await this.call(() => this.stripe.invoices.voidInvoice(id, { expand: ['payments'] }, this.options)));
  }

  async finalizeInvoice(id: string): Promise<Invoice> {
    return invoiceShape(await this.call(() => this.stripe.invoices.finalizeInvoice(id, { auto_advance: false, expand: ['payments'] }, this.options)));
  }

  async getPaymentIntent(id: string): Promise<PaymentIntent> {
    return intentShape(await this.call(() => this.stripe.paymentIntents.retrieve(id, {}, this.options)));
  }

  async updatePaymentIntent(id: string, data: { receipt_email: string }): Promise<PaymentIntent> {
    return intentShape(await this.call(() => this.stripe.paymentIntents.update(id, { receipt_email: data.receipt_email }, this.options)));
  }
}

function customerParams(data: CustomerData): Stripe.CustomerCreateParams {
  const { address } = data.shipping;
  return {
    email: data.email,
    name: data.name,
    phone: data.phone,
    shipping: {
      name: data.shipping.name,
      phone: data.shipping.phone ?? undefined,
      address: stripeAddress(address),
    },
  };
}

/**
 * Connecting an author's Stripe account (ecommerce.md §4, §7): a Standard account of the platform and its onboarding
 * link; the author comes back to `returnUrl` once done, or to `refreshUrl` when the link expired.
 */
export async function startOnboarding(
  stripe: Stripe,
  accountId: string | null,
  urls: { refreshUrl: string; returnUrl: string },
): Promise<{ accountId: string; url: string }> {
  try {
    const account = accountId ?? (await stripe.accounts.create({ type: 'standard' })).id;
    const link = await stripe.accountLinks.create({ account, refresh_url: urls.refreshUrl, return_url: urls.returnUrl, type: 'account_onboarding' });
    return { accountId: account, url: link.url };
  } catch (error) {
    throw gatewayError(error);
  }
}

/** Whether the connected account finished onboarding and can take card payments, and its country. */
export async function onboardingState(stripe: Stripe, accountId: string): Promise<{ done: boolean; country: string | null }> {
  try {
    const account = await stripe.accounts.retrieve(accountId);
    return { done: account.details_submitted === true, country: account.country ?? null };
  } catch (error) {
    throw gatewayError(error);
  }
}
