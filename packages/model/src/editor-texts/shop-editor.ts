// The constructor's words for the shop's author side in the constructor (docs/shop.md "Constructor").

const levels: Record<string, string> = { in_stock: 'In stock', limited: 'Limited', out_of_stock: 'Out of stock' };
// A price in the owner's words: minor units as money with the currency's sign and its own decimals ('€18.00', '$25.00',
// '¥500'); a code that is not one keeps the plain form ('18.00 US').
const MINOR_UNITS_PER_MAJOR = 100;
const DECIMAL_BASE = 10;
const money = (amount: number, currency: string) => {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() });
    return format.format(amount / DECIMAL_BASE ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${(amount / MINOR_UNITS_PER_MAJOR).toFixed(2)} ${currency.toUpperCase()}`;
  }
};

export const shopEditorTexts = {
  // The top bar and the dialog
  shop: 'Shop',
  openShop: 'Shop: provider and products',
  dialogTitle: 'Shop',
  close: 'Close',
  loading: 'Loading…',

  // The provider (ecommerce.md §1, §4)
  providerHeading: 'Provider',
  providerNames: { stripe: 'Card payments (Stripe)', ecwid: 'Hosted store (Ecwid)' } as Record<string, string>,
  providerStatus: { connected: 'Connected', pending: 'Waiting for the provider', disconnected: 'Not connected' } as Record<string, string>,
  testMode: 'Test mode: nothing is charged. Pay with 4242 4242 4242 4242.',
  stripeMode: 'Live Stripe account',
  notConnected: 'No provider is connected. Connect one to sell from this project.',
  onlyOne: 'One provider at a time: disconnect this one to connect another.',
  connectStripe: 'Connect card payments',
  connectEcwid: 'Connect hosted store',
  storeId: 'Ecwid store id',
  storeIdHint: 'The numbers of your Ecwid store id',
  storeIdInvalid: 'Enter the store id: digits only',
  // The hosted store's public token (docs/shop.md "The hosted store's catalogue"): read-only, it lets the server read
  // the store's products for the cart.
  publicToken: 'Public token (optional)',
  publicTokenHint:
    'With it, the cart shows your products’ names, prices and pictures and keeps to your stock. In your Ecwid admin: Apps → My apps (#develop-apps) → your custom app → Details → Access tokens: the public token, starting with public_. Never paste the secret token.',
  publicTokenInvalid: 'The public token starts with public_ followed by letters and digits',
  savePublicToken: 'Save token',
  publicTokenSaved: 'Public token saved.',
  publicTokenRemoved: 'Public token removed: the cart adds products by id only.',
  catalogueRead: (count: number) => `The store’s catalogue is read: ${count} ${count === 1 ? 'product' : 'products'}.`,
  connecting: 'Connecting…',
  waitingForWindow: 'Finish in the window that opened. This panel updates when the provider answers.',
  windowBlocked: 'The browser blocked the authorisation window. Allow pop-ups for this site and try again.',
  socketTimeout: 'The live connection did not answer within 5 seconds; the state is checked when the window closes.',
  notFinished: 'The provider was not connected. Try again when you are ready.',
  connected: (provider: string) => `${provider} connected.`,
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  confirmDisconnect: 'Disconnect the provider?',
  disconnectWarning: 'Disconnecting deletes this project’s products with their variants and prices. Add-to-cart buttons stop working until you connect again and choose products.',
  confirmDisconnectButton: 'Yes, disconnect',
  cancel: 'Cancel',
  disconnected: 'Provider disconnected; its products were removed.',
  noPermission: 'E-commerce is not available for this account.',

  // The catalogue
  productsHeading: 'Products',
  noProducts: 'No products yet. Add the first one below.',
  stripeCatalogue: 'Names, variants and prices of a Stripe account are edited in its Stripe dashboard. Pictures, descriptions and stock are set here.',
  ecwidCatalogue: 'The hosted store keeps its own products; edit them in Ecwid.',
  productName: 'Product name',
  shippable: 'Shippable',
  active: 'Active',
  inactive: 'Inactive',
  addProduct: 'Add product',
  deleteLabel: 'Delete',
  deleteProduct: (name: string) => `Delete product ${name}`,
  confirmDeleteProduct: (name: string) => `Delete ${name} with its variants and prices?`,
  productActive: (name: string) => `${name} is on sale`,
  productShippable: (name: string) => `${name} is shippable`,
  nameRequired: 'Enter a name',
  // A product's picture and description (shown to visitors with the product; the cart's rows show the picture).
  addPicture: 'Add picture',
  changePicture: 'Change picture',
  removePicture: (name: string) => `Remove the picture of ${name}`,
  pictureOf: (name: string) => `Picture of ${name}`,
  noPicture: 'No picture',
  description: 'Description',
  descriptionOf: (name: string) => `Description of ${name}`,
  descriptionHint: 'A few words for visitors: material, size, what is included.',
  saveDescription: 'Save description',
  descriptionSaved: 'Description saved.',

  // In the owner's words: a sku is a variant (ecommerce.md's sku items).
  skusHeading: 'Variants',
  noSkus: 'No variants.',
  attributes: 'Attributes',
  attributesHint: 'name=value, separated by commas, e.g. size=M, colour=red',
  attributesInvalid: 'Write attributes as name=value, separated by commas',
  price: 'Price',
  priceInvalid: 'Enter a price such as 12.50',
  currency: 'Currency',
  currencyInvalid: 'A three-letter currency code, such as usd',
  currencyNotOffered: 'Choose one of the offered currencies',
  // The price flow's currencies (shopConstants.priceCurrencies): said under the price form's select.
  priceCurrencyNote: 'Only currencies with cents are offered: the cart shows amounts with two decimals. One currency per cart.',
  currencyName: (code: string) => {
    try {
      return `${code.toUpperCase()} · ${new Intl.DisplayNames('en', { type: 'currency' }).of(code.toUpperCase())}`;
    } catch {
      return code.toUpperCase();
    }
  },
  // ecommerce.md §9: sku orders are in usd — said in the sku form, and marked on a sku saved in another currency.
  skuCurrencyNote: 'Variants are charged in US dollars.',
  skuCurrencyWrong: 'Not in USD: checkout refuses it. Edit and save to charge in USD',
  inventory: 'Inventory',
  inventoryTypes: { infinite: 'Unlimited', finite: 'Counted', bucket: 'By level' } as Record<string, string>,
  quantity: 'Quantity',
  quantityInvalid: 'Enter a whole number, 0 or more',
  level: 'Stock level',
  levels,
  addSku: 'Add variant',
  addSkuTo: (name: string) => `Add a variant to ${name}`,
  edit: 'Edit',
  editSku: (label: string) => `Edit variant ${label}`,
  saveSku: 'Save',
  deleteSku: (label: string) => `Delete variant ${label}`,
  // With Stripe the dialog sets a variant's stock only (Folio keeps it; Stripe keeps none).
  stock: 'Stock',
  editStock: (label: string) => `Set the stock of variant ${label}`,
  setStock: 'Save stock',
  skuActive: (label: string) => `Variant ${label} is on sale`,
  skuLabel: (attributes: Record<string, string>, id: string) => Object.entries(attributes).map(([name, value]) => `${name}: ${value}`).join(', ') || id,
  stockOf: (type: string, quantity: number | null | undefined, value: string | null | undefined) =>
    type === 'finite' ? `${quantity ?? 0} in stock` : type === 'bucket' ? (value ? (levels[value] ?? value) : '') : 'Unlimited',

  pricesHeading: 'Prices',
  noPrices: 'No prices.',
  priceName: 'Price name',
  amount: 'Amount',
  addPrice: 'Add price',
  addPriceTo: (name: string) => `Add a price to ${name}`,
  archive: 'Archive',
  restore: 'Restore',
  archived: 'Archived',
  rename: 'Rename',
  renamePrice: (label: string) => `Rename price ${label}`,
  archivePrice: (label: string) => `Archive price ${label}`,
  restorePrice: (label: string) => `Restore price ${label}`,
  amountNeverChanges: 'An amount never changes: add a new price and archive the old one.',
  save: 'Save',
  money,

  // The add-to-cart widget's fields (ecommerce.md §5)
  fieldsHeading: 'Shop',
  product: 'Product',
  chooseProduct: 'Choose a product',
  sku: 'Variant',
  anySku: 'First active variant',
  priceField: 'Price',
  anyPrice: 'First active price',
  noneSelected: 'Choose the product this button adds to the cart.',
  notInList: 'The chosen product is not among the shop’s products. Choose another.',
  skuNotInProduct: 'The chosen variant is no longer in this product. Choose another.',
  priceNotInProduct: 'The chosen price is no longer in this product. Choose another.',
  notSellable: 'This product has no active variant or price: visitors cannot add it.',
  invalidMark: 'Invalid',
  connectFirst: 'Connect a provider in the Shop panel to choose products.',
  openShopPanel: 'Open the Shop panel from the top bar.',
  loadFailed: (message: string) => `Products could not be loaded: ${message}`,
  buttonLabel: 'Button label',
  hostedProductId: 'Ecwid product id',
  shopTexts: 'Shop texts',
  outOfStock: 'Out of stock message',
  outOfStockHint: 'Shown to visitors when a product runs out. Empty: “Out of stock”.',
  charactersLeft: (left: number) => `${left} characters left`,
} as const;

// The constructor shop's numbers (docs/shop.md "Constructor"); the spec's own are shopConstants (socketTimeoutMs,
// labelMaxLength).
export const shopEditorConstants = {
  // Ours: the authorisation window's name and size (ecommerce.md §4: "opens an authorisation window in a new window").
  authWindowName: 'folio-shop-connect',
  authWindowFeatures: 'popup,width=560,height=720',
  // Ours: how often the flow looks whether the author closed the authorisation window.
  windowPollMs: 500,
  // ecommerce.md §3: the customisable shop text the add-to-cart fields edit, and its default (§8).
  outOfStockKey: 'out_of_stock',
  // The server's bounds of a product or price name, and a currency's three letters (docs/api.md "Shop API").
  nameMaxLength: 200,
  currencyLength: 3,
  // The server's bound of a product's description.
  descriptionMaxLength: 1000,
  // The add-to-cart widget's bound of a product id (model widgets/addtocart.ts).
  providerIdMaxLength: 200,
} as const;
