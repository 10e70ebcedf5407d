import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '../app/api';
import { HttpError, orderBadge, ordersQuery, ordersScreenTexts as texts, shopEditorTexts, type OrdersScreenFilters, type OwnerOrder } from '@folio/model';

// What the Orders screen's list and order panel share: addresses, money and dates in the owner's words, the badges.

/** The list's address: one project's orders, or those of all the author's projects. */
export const ordersPath = (projectId: string | null) => (projectId ? `/api/projects/${encodeURIComponent(projectId)}/orders` : '/api/orders');

/** The CSV export's address, with the list's filters. */
export function exportHref(projectId: string | null, filters: OrdersScreenFilters): string {
  const query = new URLSearchParams(ordersQuery(filters)).toString();
  return `${ordersPath(projectId)}/export.csv${query ? `?${query}` : ''}`;
}

export const money = (amount: number, currency: string) => shopEditorTexts.money(amount, currency);
export const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The order's badges: an invoice says so; how it is paid (Unpaid, Paid, Canceled, Refunded, Partly refunded) and, once paid, whether it is sent. */
export function OrderBadges({ order }: { order: OwnerOrder }) {
  const badge = orderBadge(order);
  return (
    <span className="fo-orders__badges">
      {order.kind === 'invoice' && <span className="fo-orders__badge fo-orders__badge--invoice">{texts.invoice}</span>}
      <span className={`fo-orders__badge fo-orders__badge--${badge}`}>{texts.badge[badge]}</span>
      {order.status === 'paid' && (
        <span className={`fo-orders__badge fo-orders__badge--${order.fulfilledAt ? 'fulfilled' : 'unfulfilled'}`}>{order.fulfilledAt ? texts.fulfilled : texts.unfulfilled}</span>
      )}
    </span>
  );
}

/** Every list of this screen reads again after an action changed an order. */
export function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['owner-orders'] });
}

/** A refusal in the server's words: the message of the field that was wrong (a 400's `errors`), else the message. */
export function refusalText(error: unknown): string {
  const errors = error instanceof HttpError ? (error.body as { errors?: { message: string }[] } | undefined)?.errors : undefined;
  return errors?.[0]?.message ?? errorText(error);
}
