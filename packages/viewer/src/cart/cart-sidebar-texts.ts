// The cart sidebar's own captions and the card fields' inline errors: the spec names these controls without wording; ours.
// They live beside the sidebar rather than in @folio/model's messages.ts so that only the cart's lazy chunk carries them
// (docs/shop.md "Cart sidebar": the viewer's first page has no room for them).
export const cartSidebarTexts = {
  close: 'Close',
  back: 'Back',
  remove: 'Remove',
  increase: 'One more',
  decrease: 'One less',
  total: 'Total',
  loading: 'Loading…',
  paymentFailedDetail: 'Nothing was charged. Check the card details and try again.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  cardNumberPlaceholder: '1234 1234 1234 1234',
  expiryPlaceholder: 'MM / YY',
  cvcPlaceholder: 'CVC',
  itemsCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  // The short confirmation of an accepted add-to-cart, announced to screen readers.
  added: 'Added to cart',
} as const;

// Ours: how long the add-to-cart confirmation stays on screen.
export const ADDED_CONFIRMATION_MS = 2500;

// The settings panel of preview (ecommerce.md §2 "Settings panel"): ours.
export const cartSettingsTexts = {
  settings: 'Cart settings',
  settingsTextColour: 'Text',
  settingsBackground: 'Background',
  settingsOpacity: 'opacity',
  settingsShadow: 'Shadow',
  settingsFont: 'Font family',
  settingsWeight: 'Weight',
  settingsItalic: 'Italic',
  settingsLetterSpacing: 'Letter spacing',
  settingsTitle: 'Title',
  settingsEmptyTitle: 'Empty cart',
  settingsCheckoutButton: 'Checkout button',
  settingsPriceCaption: 'Price caption',
  settingsQuantityCaption: 'Quantity caption',
} as const;
