// The owner's orders (docs/api.md "Orders"): the shop's sku-flow orders and paid invoices of a project, as the owner
// reads and handles them. Limits and messages shared by the server and the editor.
import type { Address } from './types';

export const ownerOrderConstants = {
  pageSize: 25,
  maxPageSize: 100,
  /** Longest search text: an order id, an e-mail address or a buyer's name. */
  maxSearchLength: 200,
  /** Longest tracking link kept on a fulfilled order. */
  maxTrackingUrlLength: 2048,
  /** Largest body of a change to an order (bytes). */
  maxBodyBytes: 8 * 1024,
  /** Most orders in one CSV export (the newest of the filtered list). */
  maxExportRows: 50_000,
  /** A refund by items names at most this many lines, of at most this many units each. */
  maxRefundLines: 25,
  maxRefundQuantity: 999,
  /** Largest refund asked (minor units); what is left of the order caps it anyway. */
  maxRefundAmount: 99_999_999,
} as const;

/** The CSV export's columns, in order (amounts in minor units). */
export const ownerOrderCsvColumns = [
  'order_id',
  'kind',
  'project',
  'created',
  'status',
  'fulfilled_at',
  'tracking_url',
  'buyer_name',
  'email',
  'phone',
  'items',
  'shipping_address',
  'shipping_method',
  'note',
  'currency',
  'amount',
  'tax',
  'refunded_amount',
] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula is prefixed with '. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export's rows of orders, a header first, lines ended by CRLF. */
export function ownerOrdersCsv(orders: readonly OwnerOrder[]): string {
  const lines = [ownerOrderCsvColumns.join(',')];
  for (const order of orders) {
    const address = order.shippingAddress;
    const fields: (string | number | null)[] = [
      order.id,
      order.kind,
      order.project,
      order.created,
      order.status,
      order.fulfilledAt,
      order.trackingUrl,
      order.buyer.name,
      order.buyer.email,
      order.buyer.phone,
      order.items
        .filter((item) => item.type === 'sku')
        .map((item) => `${item.quantity ?? 1} × ${item.description}`)
        .join('; '),
      address ? [address.line1, address.line2, address.city, address.state, address.postal_code, address.country].filter(Boolean).join(', ') : null,
      order.shippingMethod,
      order.note,
      order.currency,
      order.amount,
      order.tax,
      order.refundedAmount,
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The list's status filter: the order's own status, or a paid order shipped (fulfilled) or not yet (unfulfilled). */
export const ownerOrderFilters = ['created', 'paid', 'canceled', 'fulfilled', 'unfulfilled'] as const;
export type OwnerOrderFilter = (typeof ownerOrderFilters)[number];

export const ownerOrderMessages = {
  orderNotFound: 'Order not found',
  trackingUrlInvalid: 'The tracking link must be an http(s) address',
  notPaid: 'Only a paid order can be marked fulfilled',
  alreadyFulfilled: 'This order is already marked fulfilled',
  dateRangeInvalid: 'The start date must come before the end date',
  refundNotPaid: 'Only a paid order can be refunded',
  refundTooLarge: 'The refund is more than what is left to refund',
  refundedInFull: 'This order is already refunded in full',
  refundUnknownSku: 'This order has no item of this sku',
  refundAmountOrItems: 'Give an amount or items to refund, not both',
  refundRestockNeedsItems: 'Restocking needs the items to put back',
} as const;

export interface OwnerOrderItem {
  type: 'sku' | 'tax' | 'shipping';
  sku: string | null;
  description: string;
  quantity: number | null;
  amount: number;
}

/** One order as its owner sees it: every detail the buyer gave, and what the owner did with it. */
export interface OwnerOrder {
  id: string;
  /** A sku-flow order, or a paid invoice of the price flow (listed beside the orders; fulfilled the same way). */
  kind: 'order' | 'invoice';
  projectId: string;
  project: string | null;
  status: 'created' | 'paid' | 'canceled';
  created: string;
  currency: string;
  /** The total charged, minor units, tax included. */
  amount: number;
  tax: number;
  buyer: { name: string | null; email: string; phone: string | null };
  items: OwnerOrderItem[];
  shippingAddress: Address | null;
  shippingMethod: string | null;
  note: string | null;
  fulfilledAt: string | null;
  trackingUrl: string | null;
  refundedAmount: number;
  /** The refunds made, oldest first. */
  refunds: OwnerOrderRefund[];
}

/** One refund of an order (minor units); `items` when the owner refunded items, null for an amount. */
export interface OwnerOrderRefund {
  id: string;
  amount: number;
  created: string;
  items: { sku: string; quantity: number }[] | null;
}

export interface OwnerOrderPage {
  orders: OwnerOrder[];
  page: number;
  pageSize: number;
  total: number;
}
