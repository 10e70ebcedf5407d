// The sidebar's words for card payments with Stripe.js (docs/shop.md "Cart sidebar" → "Payment with Stripe"): the spec
// gives none for these; ours. Beside the sidebar so that only the cart's lazy chunk carries them.
export const stripeTexts = {
  card: 'Card',
  scriptFailed: 'Card payments could not be loaded. Check your connection and press Pay to try again.',
  notConfigured: 'Card payments are not set up for this shop yet.',
  loadingCard: 'Loading the card field…',
  orPayWithCard: 'or pay with card',
} as const;
