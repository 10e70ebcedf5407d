// The server's shop messages that the spec does not word (ecommerce.md §6: "Server-side permission rules are not
// shown"); the spec's own messages are @folio/model's shopMessages and paymentMessages.
export const shopServerMessages = {
  notAvailable: 'E-commerce is not available for this project',
  notConnected: 'No card payment provider is connected to this project',
  otherProviderConnected: 'Another shop provider is connected to this project; disconnect it first',
  providerNotConnected: 'This provider is not connected to this project',
  stripeManagesCatalogue: 'Products, skus and prices of a connected Stripe account are edited in its Stripe dashboard',
  stripeSkuInventoryOnly: 'Only the inventory of a Stripe sku is set here; its price, attributes and image are edited in the Stripe dashboard',
  testModeOnly: 'Card details are taken by the card provider’s own page, not by this server',
  skuCurrency: 'Sku orders are in usd',
  skuCurrencyOnly: 'A sku’s currency is usd: sku orders are in usd',
  priceCurrency: (accepted: readonly string[]) => `A price’s currency is one of ${accepted.join(', ')}: the cart shows amounts with two decimals`,
  stripeProductDetailsOnly: 'Only the picture and description of a Stripe product are set here; its name and the rest are edited in the Stripe dashboard',
  shippingRequired: 'Shipping details are required for shippable products',
  unknownShippingMethod: 'This shipping method is not offered for the order',
  orderChangeRunning: 'This order is being changed; try again when that change ends',
  invoiceChangeRunning: 'This invoice is being changed; try again when that change ends',
  // Paying an order or invoice whose items changed since it was made (issue 11, finding 9): the sidebar shows these and
  // returns to the cart.
  noLongerSold: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer sold. Remove ${names.length === 1 ? 'it' : 'them'} from your cart and order again.`,
  priceChanged: (names: readonly string[]) =>
    `The price of ${names.join(', ')} changed after this order was made. Your cart shows the new price: check it and order again.`,
  orderPaid: 'This order is paid and can no longer be changed',
  orderCanceled: 'This order was cancelled',
  paymentIntentNotFound: 'Payment intent not found',
  invoiceNotDraft: 'Only a draft invoice can be deleted or finalized',
  invoiceNotVoidable: 'Only an open or uncollectible invoice can be voided',
  invoiceNotPayable: 'Only an open invoice can be paid',
  nothingToInvoice: 'Nothing to invoice for customer',
  clientSecretMismatch: 'The client secret does not belong to this payment intent',
  productNotFound: 'Product not found',
  skuNotFound: 'Sku not found',
  priceNotFound: 'Price not found',
  providerUnavailable: 'The payment provider could not be reached; try again',
  onboardingUnfinished: 'The Stripe account has not finished its onboarding yet',
  // Test-mode card checks, worded as the card provider words them.
  cardNumberIncorrect: 'Your card number is incorrect.',
  cardExpired: 'Your card has expired.',
  cardExpiryInvalid: 'Your card’s expiration date is invalid.',
  cvcInvalid: 'Your card’s security code is invalid.',
  cardDeclined: 'Your card was declined.',
  liveCardInTestMode: 'Your card was declined. Your request was in test mode, but used a non test card.',
  tokenUsed: 'This card token was already used; create a new one',
  tokenUnknown: 'No such card token',
  // The sku flow through a payment intent (docs/shop.md "Card authentication").
  payWithOne: 'Pay with one of stripe_token, payment_method or payment_intent',
  intentsNeedStripe: 'Test mode pays with card tokens (stripe_token); payment methods and intents are Stripe’s',
  intentNotOrder: 'This payment intent is not this order’s payment',
  intentUnfinished: 'The card payment was not completed; try again',
} as const;

/** The connected pages of the provider's authorisation window (ecommerce.md §7: it opens in a new window). */
export const shopConnectTexts = {
  connectedTitle: 'Shop connected',
  connectedBody: 'Your project’s shop is connected. You can close this window.',
  testModeBody: 'Payments run in test mode: no card is charged. Pay with 4242 4242 4242 4242.',
  pendingTitle: 'Shop not connected yet',
} as const;
