// The e-commerce constants (ecommerce.md §2–§9): a module of their own, apart from constants.ts, so that the viewer's
// first page does not carry them: only the cart's lazy chunk does (docs/shop.md "Cart sidebar"). Exported from
// @folio/model like every other constant.

const HOUR_MS = 60 * 60 * 1000;

export const cartConstants = {
  // ecommerce.md §5, §9: at most 25 distinct items per kind.
  maxDistinctItemsPerKind: 25,
  // ecommerce.md §4, §9: a cart backup older than 24 hours is discarded.
  backupExpiryMs: 24 * HOUR_MS,
  // ecommerce.md §4: decrease never goes below 1.
  minLineCount: 1,
  // ecommerce.md §2, §9: the sidebar is destroyed 320 ms after hiding (viewer-and-project.md §9 too).
  sidebarDestroyDelayMs: 320,
  // ecommerce.md §2: cart widget version 3 selects the full checkout sidebar.
  fullCheckoutWidgetVersion: 3,
  // ecommerce.md §3: the cart is stored under the cart key plus the project num_id; the key's value is
  // not given by the spec, this one is ours.
  storageKeyPrefix: 'cart',
} as const;

export const shopConstants = {
  // ecommerce.md §9: sku orders are in usd.
  skuOrderCurrency: 'usd',
  // Ours (docs/shop.md "Currencies"): the price flow's currencies. The cart shows money as minor units divided by 100
  // with two decimals (§9), so only currencies with cents are offered, among those card payments take.
  priceCurrencies: ['usd', 'eur', 'gbp', 'cad', 'aud', 'nzd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'sgd', 'hkd', 'mxn', 'brl'],
  // ecommerce.md §9: money amounts are minor units divided by 100, shown with two decimals.
  minorUnitsPerMajor: 100,
  moneyDecimals: 2,
  // ecommerce.md §2, §9: the order id is shown truncated to 20 characters plus an ellipsis.
  orderIdShownLength: 20,
  // The spec does not spell the ellipsis; ours is the single character.
  orderIdEllipsis: '…',
  // ecommerce.md §2, §9: label and price/quantity input maximum length 32.
  labelMaxLength: 32,
  // ecommerce.md §2, §9: the shipping method chooser appears only with more than one method.
  shippingChooserMinMethods: 2,
  // ecommerce.md §4, §9: the provider connection socket times out after 5000 ms.
  socketTimeoutMs: 5000,
  // ecommerce.md §9: supported providers.
  providers: ['stripe', 'ecwid'],
  // ecommerce.md §3: provider status 'connected' marks a connected provider.
  connectedStatus: 'connected',
  // ecommerce.md §5, §9: option types valid for an active sku.
  validSkuOptionTypes: ['SELECT', 'SIZE', 'RADIO'],
  // ecommerce.md §3, §9: PERCENT price modifiers are a percentage of the base price.
  percentBase: 100,
  // ecommerce.md §3: the country select's placeholder value.
  countryPlaceholderValue: 'default',
  // ecommerce.md §9: sidebar hover colour is 10% lighter on very dark backgrounds, else 10% darker.
  hoverColorShift: 0.1,
  // ecommerce.md §9: "very dark" is luminance below 0.05 with a contrast gap of at least 8.
  darkBackgroundMaxLuminance: 0.05,
  darkBackgroundMinContrastGap: 8,
  // ecommerce.md §9: secondary text colour uses 45% of the text opacity.
  secondaryTextOpacityRatio: 0.45,
} as const;

export const checkoutConstants = {
  // ecommerce.md §3: a sku order's items are of type sku (tax and shipping items come from the provider).
  orderSkuItemType: 'sku',
  // ecommerce.md §4: order statuses.
  orderPaidStatus: 'paid',
  orderCanceledStatus: 'canceled',
  // ecommerce.md §4: an invoice is reused only while draft or open; a stale draft is deleted, an open or
  // uncollectible one voided.
  reusableInvoiceStatuses: ['draft', 'open'],
  draftInvoiceStatus: 'draft',
  voidableInvoiceStatuses: ['open', 'uncollectible'],
  // ecommerce.md §4: a payment intent with status 'succeeded' shows the success message.
  paymentIntentSucceededStatus: 'succeeded',
  // ecommerce.md §7: invoices are charged automatically and not auto-advanced.
  invoiceCollectionMethod: 'charge_automatically',
  invoiceAutoAdvance: false,
  // ecommerce.md §8: the invoice call's code when the customer has nothing to invoice.
  nothingToInvoiceCode: 'invoice_no_customer_line_items',
  // Ours (issue 11, finding 9): the pay call's code when an item was switched off or repriced since the order or
  // invoice was made; the sidebar then reloads the products and returns to the cart.
  orderOutdatedCode: 'order_outdated',
  // ecommerce.md §5: an add-to-cart product needs an active per_unit price (or an active sku).
  perUnitBillingScheme: 'per_unit',
  // Ours: provider timestamps in numbers are unix seconds.
  providerTimestampUnitMs: 1000,
} as const;

export const cartModelConstants = {
  // ecommerce.md §4: every cart change fires a cart-changed event.
  changedEvent: 'cart-changed',
  // ecommerce.md §2, §6: the permission the cart sidebar needs.
  sidebarPermission: 'can_use_e_commerce',
  // Ours: a hosted-store line with chosen options is keyed `<product id>~<hash of id and options>` (ecommerce.md §3
  // says "a hash of id and options"); the hash is 32-bit FNV-1a, as 8 hex digits.
  hostedKeySeparator: '~',
  fnvOffsetBasis: 0x811c9dc5,
  fnvPrime: 0x01000193,
  hashHexDigits: 8,
} as const;
