import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createHttpClient,
  orderItemsSummary,
  ordersQuery,
  ordersScreenConstants,
  ordersScreenTexts as texts,
  ownerOrderConstants,
  ownerOrderFilters,
  ownerOrderMessages,
  shortOrderId,
  type OrdersScreenFilters,
  type OwnerOrder,
  type OwnerOrderFilter,
  type OwnerOrderPage,
} from '@folio/model';
import { errorText } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { OrderPanel } from './order-panel';
import { exportHref, money, OrderBadges, ordersPath, when } from './orders-shared';
import './orders.css';

const http = createHttpClient();
const noFilters: OrdersScreenFilters = { status: '', from: '', to: '', q: '' };

/**
 * The owner's Orders screen (docs/shop.md "Orders screen"): the shop's orders of one project (from the Shop dialog) or
 * of all the author's projects (from the dashboard), newest first, filtered, searched and paged; an order opens with
 * every detail and its actions.
 */
export function OrdersDialog({ open, onClose, project }: { open: boolean; onClose: () => void; project?: { id: string; title?: string } }) {
  return (
    <ModalDialog open={open} title={project?.title ? texts.projectTitle(project.title) : texts.title} onClose={onClose}>
      {open && <OrdersBody projectId={project?.id ?? null} onClose={onClose} />}
    </ModalDialog>
  );
}

function OrdersBody({ projectId, onClose }: { projectId: string | null; onClose: () => void }) {
  const [filters, setFilters] = useState<OrdersScreenFilters>(noFilters);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<{ projectId: string; orderId: string } | null>(null);
  const lastOpened = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const ids = { search: useId(), status: useId(), from: useId(), to: useId() };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = ordersQuery(filters);

  useEffect(() => {
    const timer = setTimeout(() => {
      setFilters((current) => (current.q === search ? current : { ...current, q: search }));
      setPage(1);
    }, ordersScreenConstants.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [search]);

  const orders = useQuery({
    queryKey: ['owner-orders', projectId, query, page],
    queryFn: () => http.get<OwnerOrderPage>(ordersPath(projectId), { ...query, page, pageSize: ownerOrderConstants.pageSize }),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });

  // Back from an order, the focus returns to its row.
  useEffect(() => {
    if (opened || !lastOpened.current) return;
    list.current?.querySelector<HTMLElement>(`[data-order="${CSS.escape(lastOpened.current)}"]`)?.focus();
  }, [opened]);

  if (opened) {
    return (
      <OrderPanel
        projectId={opened.projectId}
        orderId={opened.orderId}
        showProject={projectId === null}
        onBack={() => setOpened(null)}
      />
    );
  }

  const change = (next: Partial<OrdersScreenFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const data = orders.data;
  const filtered = Object.keys(query).length > 0;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <div className="fo-orders">
      <p className="fo-dialog__text">{projectId ? texts.projectIntro : texts.intro}</p>
      <div className="fo-orders__filters">
        <div className="fo-field fo-orders__search">
          <label className="fo-field__label" htmlFor={ids.search}>
            {texts.search}
          </label>
          <input
            id={ids.search}
            className="fo-input"
            type="search"
            value={search}
            maxLength={ownerOrderConstants.maxSearchLength}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="fo-field">
          <label className="fo-field__label" htmlFor={ids.status}>
            {texts.status}
          </label>
          <select id={ids.status} className="fo-input" value={filters.status} onChange={(event) => change({ status: event.target.value as OwnerOrderFilter | '' })}>
            <option value="">{texts.anyStatus}</option>
            {ownerOrderFilters.map((status) => (
              <option key={status} value={status}>
                {texts.filters[status]}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((day) => (
          <div key={day} className="fo-field">
            <label className="fo-field__label" htmlFor={ids[day]}>
              {texts[day]}
            </label>
            <input id={ids[day]} className="fo-input" type="date" value={filters[day]} aria-invalid={badRange || undefined} onChange={(event) => change({ [day]: event.target.value })} />
          </div>
        ))}
        <a className="fo-button fo-button--secondary fo-orders__export" href={exportHref(projectId, filters)} download>
          {texts.exportCsv}
        </a>
      </div>
      {badRange && (
        <p className="fo-form-error" role="alert">
          {ownerOrderMessages.dateRangeInvalid}
        </p>
      )}
      {orders.isError && !badRange && (
        <div className="fo-form-error fo-orders__problem" role="alert">
          {texts.loadFailed} {errorText(orders.error)}{' '}
          <button type="button" className="fo-link-button" onClick={() => void orders.refetch()}>
            {texts.retry}
          </button>
        </div>
      )}
      {!data && !orders.isError && !badRange && (
        <p className="fo-orders__empty" role="status">
          {texts.loading}
        </p>
      )}
      {data && data.orders.length === 0 && !badRange && (
        <div className="fo-orders__empty">
          <p>{filtered ? texts.noMatch : texts.empty}</p>
          {filtered && (
            <button
              type="button"
              className="fo-button fo-button--secondary"
              onClick={() => {
                setSearch('');
                change(noFilters);
              }}
            >
              {texts.clearFilters}
            </button>
          )}
        </div>
      )}
      {data && data.orders.length > 0 && !badRange && (
        <div ref={list} className="fo-orders__table-wrap" aria-busy={orders.isFetching}>
          <table className="fo-orders__table" aria-label={texts.title}>
            <thead>
              <tr>
                <th scope="col">{texts.columns.order}</th>
                <th scope="col">{texts.columns.date}</th>
                <th scope="col">{texts.columns.buyer}</th>
                <th scope="col" className="fo-orders__items">{texts.columns.items}</th>
                <th scope="col" className="fo-orders__num">
                  {texts.columns.total}
                </th>
                <th scope="col">{texts.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  showProject={projectId === null}
                  onOpen={() => {
                    lastOpened.current = order.id;
                    setOpened({ projectId: order.projectId, orderId: order.id });
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="fo-dialog__buttons fo-orders__pager">
        {data && data.total > 0 && !badRange && (
          <>
            <span className="fo-orders__range" role="status">
              {texts.range(first, last, data.total)}
            </span>
            <button type="button" className="fo-button fo-button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {texts.previous}
            </button>
            <button type="button" className="fo-button fo-button--secondary" disabled={last >= data.total} onClick={() => setPage(page + 1)}>
              {texts.next}
            </button>
          </>
        )}
        <button type="button" className="fo-button fo-button--primary" onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}

/** One order of the list: its id (the button that opens it), date, buyer, items, total and badges. A click anywhere on the row opens it too. */
export function OrderRow({ order, showProject, onOpen }: { order: OwnerOrder; showProject: boolean; onOpen: () => void }) {
  return (
    <tr className="fo-orders__row" onClick={onOpen}>
      <td>
        <button type="button" className="fo-orders__open" data-order={order.id} title={texts.openOrder(order.id)} onClick={(event) => (event.stopPropagation(), onOpen())}>
          {shortOrderId(order.id)}
        </button>
        {showProject && order.project && <span className="fo-orders__sub">{order.project}</span>}
      </td>
      <td className="fo-orders__date">{when(order.created)}</td>
      <td>
        <span className="fo-orders__name">{order.buyer.name ?? order.buyer.email}</span>
        {order.buyer.name && <span className="fo-orders__sub">{order.buyer.email}</span>}
      </td>
      <td className="fo-orders__items">{orderItemsSummary(order)}</td>
      <td className="fo-orders__num">{money(order.amount, order.currency)}</td>
      <td>
        <OrderBadges order={order} />
      </td>
    </tr>
  );
}

