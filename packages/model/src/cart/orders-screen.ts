// The editor's Orders screen (docs/shop.md "Orders screen"): the owner's words for the shop's orders, the search's
// delay, and what a row and a badge say of an order. The list and its actions are the API's (docs/api.md "Orders").
import type { OwnerOrder, OwnerOrderFilter } from './owner-orders';

export const ordersScreenConstants = {
  /** How long the search waits after the last key before it asks the server (ms). */
  searchDebounceMs: 300,
} as const;

/** What the refund form sends: everything left, an amount (minor units), or items with or without restocking. */
export type OrdersScreenRefundBody = Record<string, never> | { amount: number } | { items: { sku: string; quantity: number }[]; restock?: boolean };

export type OrderBadge = 'unpaid' | 'paid' | 'canceled' | 'refunded' | 'partlyRefunded';

/** The payment badge of an order: Unpaid, Paid, Canceled, Refunded or Partly refunded. */
export function orderBadge(order: Pick<OwnerOrder, 'status' | 'amount' | 'refundedAmount'>): OrderBadge {
  if (order.status === 'created') return 'unpaid';
  if (order.status === 'canceled') return 'canceled';
  if (order.refundedAmount > 0) return order.refundedAmount >= order.amount ? 'refunded' : 'partlyRefunded';
  return 'paid';
}

/** The items of an order in a line: "2 × Folio mug, 1 × Folio T-shirt" (shipping and tax left out). */
export function orderItemsSummary(order: Pick<OwnerOrder, 'items'>): string {
  return order.items
    .filter((item) => item.type === 'sku')
    .map((item) => `${item.quantity ?? 1} × ${item.description}`)
    .join(', ');
}

/** The units of a sku that can still be refunded: bought, less those in earlier item refunds. */
export function refundableUnits(order: OwnerOrder, sku: string): number {
  const bought = order.items.filter((item) => item.type === 'sku' && item.sku === sku).reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  const refunded = order.refunds.flatMap((refund) => refund.items ?? []).filter((item) => item.sku === sku).reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, bought - refunded);
}

export interface OrdersScreenFilters {
  status: OwnerOrderFilter | '';
  from: string;
  to: string;
  q: string;
}

/** The filters as the API's query: empty ones left out. */
export function ordersQuery(filters: OrdersScreenFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const q = filters.q.trim();
  if (q) query.q = q;
  return query;
}

export const ordersScreenTexts = {
  title: 'Orders',
  projectTitle: (project: string) => `Orders of ${project}`,
  link: 'Orders',
  shopLink: 'Orders…',
  intro: 'Orders of your shops, newest first.',
  projectIntro: "This project's shop orders, newest first.",
  search: 'Search',
  searchPlaceholder: 'Order id, e-mail or name',
  status: 'Status',
  anyStatus: 'Any status',
  filters: {
    created: 'Unpaid',
    paid: 'Paid',
    canceled: 'Canceled',
    fulfilled: 'Fulfilled',
    unfulfilled: 'Paid, not fulfilled',
  } satisfies Record<OwnerOrderFilter, string>,
  from: 'From',
  to: 'To',
  exportCsv: 'Export CSV',
  columns: { date: 'Date', order: 'Order', buyer: 'Buyer', items: 'Items', total: 'Total', status: 'Status', project: 'Project' },
  badge: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    canceled: 'Canceled',
    refunded: 'Refunded',
    partlyRefunded: 'Partly refunded',
  } satisfies Record<OrderBadge, string>,
  fulfilled: 'Fulfilled',
  unfulfilled: 'Unfulfilled',
  /** A paid invoice of the price flow, listed beside the orders. */
  invoice: 'Invoice',
  invoiceRefundNote: "An invoice is refunded in the card provider's dashboard.",
  openOrder: (id: string) => `Open order ${id}`,
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  empty: 'No orders yet. Orders appear here once a visitor checks out.',
  noMatch: 'No order matches these filters.',
  clearFilters: 'Clear filters',
  loading: 'Loading orders…',
  loadFailed: 'The orders could not be loaded.',
  retry: 'Try again',
  close: 'Close',
  // The order
  back: 'Back to orders',
  orderTitle: (id: string) => `Order ${id}`,
  invoiceTitle: (id: string) => `Invoice ${id}`,
  placed: (when: string) => `Placed ${when}`,
  buyer: 'Buyer',
  email: 'E-mail',
  phone: 'Phone',
  shipping: 'Shipping',
  shippingAddress: 'Shipping address',
  shippingMethod: 'Shipping method',
  note: 'Note from the buyer',
  items: 'Items',
  product: 'Product',
  quantity: 'Qty',
  amount: 'Amount',
  subtotal: 'Subtotal',
  shippingTotal: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  refunded: 'Refunded',
  refunds: 'Refunds',
  refundAll: 'the rest of the order',
  refundItems: (items: string) => items,
  fulfilment: 'Fulfilment',
  notFulfilled: 'Not fulfilled yet.',
  fulfilledOn: (when: string) => `Fulfilled ${when}`,
  tracking: 'Tracking link',
  none: '—',
  // Actions
  markFulfilled: 'Mark fulfilled',
  trackingUrl: 'Tracking link (optional)',
  trackingHint: 'An http(s) address; the buyer gets it by e-mail.',
  confirmFulfil: 'Mark fulfilled',
  cancelOrder: 'Cancel order',
  cancelConfirm: 'Cancel this unpaid order? The buyer can no longer pay it, and held stock goes back.',
  cancelYes: 'Yes, cancel the order',
  keep: 'Keep it',
  refund: 'Refund…',
  refundTitle: 'Refund',
  refundWhat: 'What to refund',
  refundFull: (amount: string) => `Everything left (${amount})`,
  refundAmount: 'An amount',
  refundByItems: 'Items',
  amountLabel: (currency: string) => `Amount (${currency.toUpperCase()})`,
  amountHint: (left: string) => `Up to ${left}.`,
  amountInvalid: 'Type an amount such as 12.50',
  itemsNone: 'Choose at least one item to refund.',
  unitsOf: (description: string) => `Units of ${description} to refund`,
  restock: 'Put back in stock',
  confirmRefund: 'Refund',
  dismiss: 'Never mind',
  working: 'Working…',
  done: {
    fulfilled: 'The order is marked fulfilled.',
    canceled: 'The order is canceled.',
    refunded: 'The refund is made.',
  },
} as const;
