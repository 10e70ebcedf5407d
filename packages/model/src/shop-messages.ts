// The e-commerce messages (ecommerce.md §5, §8), verbatim: a module of their own, apart from messages.ts, so that the
// viewer's first page does not carry them: only the cart's lazy chunk does (docs/shop.md "Cart sidebar"). Exported
// from @folio/model like every other message.

// ecommerce.md §5: shipping form validation messages (note the double space in the phone message).
export const shippingFormMessages = {
  required: 'field is required',
  email: "it's not email",
  phone: "it's not  phone number",
} as const;

// ecommerce.md §5, §8: payment messages.
export const paymentMessages = {
  customerNotFound: 'Customer not found',
  invoiceNotFound: 'Invoice not found',
  confirmCardPaymentFailed: 'Payment Failed on confirmCardPayment',
  noClientSecret: 'Not client secret',
  emailRequired: 'Email is required',
  orderNotFound: 'Order not found',
  paymentFailed: 'Payment Failed',
  // ecommerce.md §5: the card holder name is required before paying; wording ours.
  cardHolderNameRequired: 'Name on card is required',
} as const;

// ecommerce.md §5, §8: cart, order and provider messages.
export const shopMessages = {
  loadingProductsError: 'Loading products error',
  updateCartDataError: 'Update cart data error',
  invalidSku: 'Sku data isn\'t valid or doesn’t have an id',
  invalidPrice: 'Price data isn\'t valid or doesn’t have an id',
  invalidProduct: 'Product data isn\'t valid or doesn’t have an id',
  tooManyItems: 'You can’t add more than 25 items to the cart',
  skuOutOfStock: (id: string) => `You can’t add this product with attribute ${id}. It's out of stock`,
  skuNoMoreInStock: (id: string) => `You can’t add more this product with attribute ${id}. It's out of stock`,
  productNoMoreInStock: (id: string) => `You can’t add more product ${id} items to the cart`,
  productOutOfStock: (id: string) => `You can’t add this product ${id}. It's out of stock`,
  providerNotFound: 'provider not found',
  emptyCart: 'Empty cart',
  itemsOutOfStock: (names: string | readonly string[]) =>
    `This item(s) cannot be used to create an order: ${typeof names === 'string' ? names : names.join(', ')} is/are out of stock`,
  skusUpdateError: 'Error occurred while updating the skus:',
  noOrder: 'No order',
  invalidResponse: 'Not valid response',
  invalidInvoiceResponse: 'Not valid response, getInvoice',
  mixedCurrencies: 'mixed currencies',
  cantCancelOldOrder: "can't cancel old order",
  cantCreateOrder: "can't create order",
  noEcwid: 'No Ecwid',
  mixedCartKinds: "You can't buy all these products, try separately",
  outOfStock: 'Out of stock',
} as const;
