// The owner's orders (docs/api.md "Orders"): the shop's sku-flow orders of a project, as the owner reads and handles
// them. Limits and messages shared by the server and the editor.
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
} as const;

/** The list's status filter: the order's own status, or a paid order shipped (fulfilled) or not yet (unfulfilled). */
export const ownerOrderFilters = ['created', 'paid', 'canceled', 'fulfilled', 'unfulfilled'] as const;
export type OwnerOrderFilter = (typeof ownerOrderFilters)[number];

export const ownerOrderMessages = {
  orderNotFound: 'Order not found',
  trackingUrlInvalid: 'The tracking link must be an http(s) address',
  notPaid: 'Only a paid order can be marked fulfilled',
  alreadyFulfilled: 'This order is already marked fulfilled',
  dateRangeInvalid: 'The start date must come before the end date',
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
}

export interface OwnerOrderPage {
  orders: OwnerOrder[];
  page: number;
  pageSize: number;
  total: number;
}
