import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countryName,
  createHttpClient,
  ownerOrderConstants,
  ordersScreenTexts as texts,
  parseMoney,
  refundableUnits,
  type Address,
  type OwnerOrder,
  type OrdersScreenRefundBody,
} from '@folio/model';
import { errorText } from '../app/api';
import { money, OrderBadges, ordersPath, refusalText, useRefreshOrders, when } from './orders-shared';

const http = createHttpClient();
type Action = 'fulfil' | 'cancel' | 'refund' | null;
type Done = keyof typeof texts.done;

export const orderKey = (projectId: string, orderId: string) => ['owner-order', projectId, orderId] as const;
const orderPath = (projectId: string, orderId: string) => `${ordersPath(projectId)}/${encodeURIComponent(orderId)}`;

/** The sums of an order: its items, shipping, tax and total (tax included in the total, as charged). */
export function orderSums(order: OwnerOrder) {
  const sum = (type: string) => order.items.filter((item) => item.type === type).reduce((total, item) => total + item.amount, 0);
  return { subtotal: sum('sku'), shipping: sum('shipping'), tax: order.tax, total: order.amount, left: Math.max(0, order.amount - order.refundedAmount) };
}

/** One order with every detail, and what the owner can do with it: mark fulfilled, cancel an unpaid one, refund. */
export function OrderPanel({ projectId, orderId, showProject, onBack }: { projectId: string; orderId: string; showProject: boolean; onBack: () => void }) {
  const order = useQuery({ queryKey: orderKey(projectId, orderId), queryFn: () => http.get<OwnerOrder>(orderPath(projectId, orderId)) });
  const heading = useRef<HTMLHeadingElement>(null);
  const [action, setAction] = useState<Action>(null);
  const [done, setDone] = useState<Done | null>(null);
  const data = order.data;
  const shown = Boolean(data);

  // The order's heading takes the focus once it shows.
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [shown]);

  const finished = (what: Done) => {
    setAction(null);
    setDone(what);
    heading.current?.focus();
  };

  return (
    <div className="fo-orders fo-order">
      <div className="fo-order__top">
        <button type="button" className="fo-button fo-button--secondary" onClick={onBack}>
          ← {texts.back}
        </button>
      </div>
      {order.isError && (
        <p className="fo-form-error" role="alert">
          {errorText(order.error)}
        </p>
      )}
      {!data && !order.isError && <p role="status">{texts.loading}</p>}
      {data && (
        <article className="fo-order__body" aria-labelledby={`${data.id}-title`}>
          <header className="fo-order__head">
            <div>
              <h3 id={`${data.id}-title`} ref={heading} tabIndex={-1} className="fo-order__title">
                {data.kind === 'invoice' ? texts.invoiceTitle(data.id) : texts.orderTitle(data.id)}
              </h3>
              <p className="fo-orders__sub">
                {texts.placed(when(data.created))}
                {showProject && data.project ? ` · ${data.project}` : ''}
              </p>
              <OrderBadges order={data} />
            </div>
            <div className="fo-order__actions">
              {data.status === 'paid' && !data.fulfilledAt && (
                <button type="button" className="fo-button fo-button--primary" aria-expanded={action === 'fulfil'} onClick={() => setAction(action === 'fulfil' ? null : 'fulfil')}>
                  {texts.markFulfilled}
                </button>
              )}
              {data.kind === 'order' && data.status === 'paid' && data.refundedAmount < data.amount && (
                <button type="button" className="fo-button fo-button--secondary" aria-expanded={action === 'refund'} onClick={() => setAction(action === 'refund' ? null : 'refund')}>
                  {texts.refund}
                </button>
              )}
              {data.kind === 'order' && data.status === 'created' && (
                <button type="button" className="fo-button fo-button--secondary fo-order__danger" aria-expanded={action === 'cancel'} onClick={() => setAction(action === 'cancel' ? null : 'cancel')}>
                  {texts.cancelOrder}
                </button>
              )}
            </div>
          </header>
          {done && !action && (
            <p className="fo-order__done" role="status">
              {texts.done[done]}
            </p>
          )}
          {action === 'fulfil' && <FulfilForm order={data} onDone={() => finished('fulfilled')} onDismiss={() => setAction(null)} />}
          {action === 'cancel' && <CancelForm order={data} onDone={() => finished('canceled')} onDismiss={() => setAction(null)} />}
          {action === 'refund' && <RefundForm order={data} onDone={() => finished('refunded')} onDismiss={() => setAction(null)} />}
          {data.kind === 'invoice' && <p className="fo-orders__sub">{texts.invoiceRefundNote}</p>}
          <OrderDetails order={data} />
        </article>
      )}
    </div>
  );
}

/** The address's town line: "Arlington, VA 22204". */
export const cityLine = (address: Address) => [[address.city, address.state].filter(Boolean).join(', '), address.postal_code].filter(Boolean).join(' ');

/** The order's details: items and sums, refunds, fulfilment; the buyer, shipping and note beside them. */
export function OrderDetails({ order }: { order: OwnerOrder }) {
  const sums = orderSums(order);
  const address = order.shippingAddress;
  const refunds = order.refunds;
  const description = (sku: string) => order.items.find((item) => item.sku === sku)?.description ?? sku;
  return (
    <div className="fo-order__grid">
      <div className="fo-order__main">
        <section className="fo-order__card" aria-label={texts.items}>
          <h4 className="fo-order__label">{texts.items}</h4>
          <table className="fo-order__items">
            <thead>
              <tr>
                <th scope="col">{texts.product}</th>
                <th scope="col" className="fo-orders__num">
                  {texts.quantity}
                </th>
                <th scope="col" className="fo-orders__num">
                  {texts.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items
                .filter((item) => item.type === 'sku')
                .map((item, index) => (
                  <tr key={`${item.sku}-${index}`}>
                    <td>{item.description}</td>
                    <td className="fo-orders__num">{item.quantity ?? 1}</td>
                    <td className="fo-orders__num">{money(item.amount, order.currency)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <dl className="fo-order__sums">
            <dt>{texts.subtotal}</dt>
            <dd>{money(sums.subtotal, order.currency)}</dd>
            <dt>{texts.shippingTotal}</dt>
            <dd>{money(sums.shipping, order.currency)}</dd>
            <dt>{texts.tax}</dt>
            <dd>{money(sums.tax, order.currency)}</dd>
            <dt className="fo-order__total">{texts.total}</dt>
            <dd className="fo-order__total">{money(sums.total, order.currency)}</dd>
            {order.refundedAmount > 0 && (
              <>
                <dt>{texts.refunded}</dt>
                <dd>−{money(order.refundedAmount, order.currency)}</dd>
              </>
            )}
          </dl>
        </section>
        {refunds.length > 0 && (
          <section className="fo-order__card" aria-label={texts.refunds}>
            <h4 className="fo-order__label">{texts.refunds}</h4>
            <ul className="fo-order__refunds">
              {refunds.map((refund) => (
                <li key={refund.id}>
                  <span>
                    {when(refund.created)} ·{' '}
                    {refund.items ? refund.items.map((item) => `${item.quantity} × ${description(item.sku)}`).join(', ') : texts.refundAll}
                  </span>
                  <span className="fo-orders__num">−{money(refund.amount, order.currency)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="fo-order__card" aria-label={texts.fulfilment}>
          <h4 className="fo-order__label">{texts.fulfilment}</h4>
          {order.fulfilledAt ? (
            <p className="fo-order__text">
              {texts.fulfilledOn(when(order.fulfilledAt))}
              {order.trackingUrl && (
                <>
                  <br />
                  {texts.tracking}:{' '}
                  <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener" className="fo-order__link">
                    {order.trackingUrl}
                  </a>
                </>
              )}
            </p>
          ) : (
            <p className="fo-order__text">{texts.notFulfilled}</p>
          )}
        </section>
      </div>
      <aside className="fo-order__side">
        <section className="fo-order__card" aria-label={texts.buyer}>
          <h4 className="fo-order__label">{texts.buyer}</h4>
          <p className="fo-order__text">
            {order.buyer.name && (
              <>
                <strong>{order.buyer.name}</strong>
                <br />
              </>
            )}
            <a href={`mailto:${order.buyer.email}`} className="fo-order__link">
              {order.buyer.email}
            </a>
            {order.buyer.phone && (
              <>
                <br />
                <a href={`tel:${order.buyer.phone}`} className="fo-order__link">
                  {order.buyer.phone}
                </a>
              </>
            )}
          </p>
        </section>
        <section className="fo-order__card" aria-label={texts.shipping}>
          <h4 className="fo-order__label">{texts.shippingAddress}</h4>
          {address ? (
            <address className="fo-order__text">
              {[address.line1, address.line2, cityLine(address), countryName(address.country) ?? address.country]
                .filter(Boolean)
                .map((line, index) => (
                  <span key={index} className="fo-order__line">
                    {line}
                  </span>
                ))}
            </address>
          ) : (
            <p className="fo-order__text">{texts.none}</p>
          )}
          <h4 className="fo-order__label">{texts.shippingMethod}</h4>
          <p className="fo-order__text">{order.shippingMethod ?? texts.none}</p>
        </section>
        {order.note && (
          <section className="fo-order__card" aria-label={texts.note}>
            <h4 className="fo-order__label">{texts.note}</h4>
            <p className="fo-order__text fo-order__note">{order.note}</p>
          </section>
        )}
      </aside>
    </div>
  );
}

/** A change to the order: its answer replaces the order shown, and every list reads again. */
function useOrderChange<Body>(order: OwnerOrder, path: string, onDone: () => void) {
  const client = useQueryClient();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: Body) => http.post<OwnerOrder>(`${orderPath(order.projectId, order.id)}/${path}`, body),
    onSuccess: (changed) => {
      client.setQueryData(orderKey(order.projectId, order.id), changed);
      void refresh();
      onDone();
    },
  });
}

function useFirstField() {
  const ref = useRef<HTMLInputElement & HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function FormButtons({ busy, submit, onDismiss, danger = false }: { busy: boolean; submit: string; onDismiss: () => void; danger?: boolean }) {
  return (
    <div className="fo-order__form-buttons">
      <button type="button" className="fo-button fo-button--secondary" disabled={busy} onClick={onDismiss}>
        {danger ? texts.keep : texts.dismiss}
      </button>
      <button type="submit" className={`fo-button ${danger ? 'fo-button--danger' : 'fo-button--primary'}`} disabled={busy}>
        {busy ? texts.working : submit}
      </button>
    </div>
  );
}

function FulfilForm({ order, onDone, onDismiss }: { order: OwnerOrder; onDone: () => void; onDismiss: () => void }) {
  const [link, setLink] = useState('');
  const fulfil = useOrderChange<{ trackingUrl: string | null }>(order, 'fulfil', onDone);
  const id = useId();
  const first = useFirstField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    fulfil.mutate({ trackingUrl: link.trim() || null });
  };
  return (
    <form className="fo-order__form" aria-label={texts.markFulfilled} onSubmit={submit}>
      <div className="fo-field">
        <label className="fo-field__label" htmlFor={id}>
          {texts.trackingUrl}
        </label>
        <input
          ref={first}
          id={id}
          className="fo-input"
          type="text"
          inputMode="url"
          placeholder="https://"
          maxLength={ownerOrderConstants.maxTrackingUrlLength}
          value={link}
          aria-invalid={fulfil.isError || undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setLink(event.target.value)}
        />
        <p id={`${id}-hint`} className="fo-field__hint">
          {texts.trackingHint}
        </p>
        <p id={`${id}-error`} className="fo-field__error" role="alert">
          {fulfil.isError ? refusalText(fulfil.error) : ''}
        </p>
      </div>
      <FormButtons busy={fulfil.isPending} submit={texts.confirmFulfil} onDismiss={onDismiss} />
    </form>
  );
}

function CancelForm({ order, onDone, onDismiss }: { order: OwnerOrder; onDone: () => void; onDismiss: () => void }) {
  const cancel = useOrderChange<undefined>(order, 'cancel', onDone);
  const first = useFirstField();
  return (
    <form
      className="fo-order__form fo-order__form--danger"
      aria-label={texts.cancelOrder}
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(undefined);
      }}
    >
      <p className="fo-order__text">{texts.cancelConfirm}</p>
      {cancel.isError && (
        <p className="fo-form-error" role="alert">
          {refusalText(cancel.error)}
        </p>
      )}
      <div className="fo-order__form-buttons">
        <button ref={first} type="button" className="fo-button fo-button--secondary" disabled={cancel.isPending} onClick={onDismiss}>
          {texts.keep}
        </button>
        <button type="submit" className="fo-button fo-button--danger" disabled={cancel.isPending}>
          {cancel.isPending ? texts.working : texts.cancelYes}
        </button>
      </div>
    </form>
  );
}

type RefundMode = 'full' | 'amount' | 'items';

/** The refund form's body, or the message that says what is missing. */
export function refundBody(order: OwnerOrder, mode: RefundMode, amount: string, units: Record<string, number>, restock: boolean): OrdersScreenRefundBody | string {
  if (mode === 'full') return {};
  if (mode === 'amount') {
    const minor = parseMoney(amount);
    return minor === undefined || minor <= 0 ? texts.amountInvalid : { amount: minor };
  }
  const items = Object.entries(units)
    .filter(([, quantity]) => quantity > 0)
    .map(([sku, quantity]) => ({ sku, quantity }));
  if (items.length === 0) return texts.itemsNone;
  return restock ? { items, restock: true } : { items };
}

function RefundForm({ order, onDone, onDismiss }: { order: OwnerOrder; onDone: () => void; onDismiss: () => void }) {
  const [mode, setMode] = useState<RefundMode>('full');
  const [amount, setAmount] = useState('');
  const [units, setUnits] = useState<Record<string, number>>({});
  const [restock, setRestock] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useOrderChange<OrdersScreenRefundBody>(order, 'refund', onDone);
  const id = useId();
  const first = useFirstField();
  const left = money(orderSums(order).left, order.currency);
  const skus = [...new Set(order.items.filter((item) => item.type === 'sku' && item.sku).map((item) => item.sku!))];
  const description = (sku: string) => order.items.find((item) => item.sku === sku)?.description ?? sku;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = refundBody(order, mode, amount, units, restock);
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(null);
    refund.mutate(body);
  };
  const choice = (value: RefundMode, label: string, ref?: typeof first) => (
    <label className="fo-check fo-order__choice">
      <input ref={ref} type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => setMode(value)} />
      {label}
    </label>
  );
  const message = problem ?? (refund.isError ? refusalText(refund.error) : '');
  return (
    <form className="fo-order__form" aria-label={texts.refundTitle} onSubmit={submit}>
      <fieldset className="fo-order__fieldset">
        <legend className="fo-field__label">{texts.refundWhat}</legend>
        {choice('full', texts.refundFull(left), first)}
        {choice('amount', texts.refundAmount)}
        {choice('items', texts.refundByItems)}
      </fieldset>
      {mode === 'amount' && (
        <div className="fo-field">
          <label className="fo-field__label" htmlFor={`${id}-amount`}>
            {texts.amountLabel(order.currency)}
          </label>
          <input id={`${id}-amount`} className="fo-input fo-order__amount" inputMode="decimal" value={amount} aria-describedby={`${id}-amount-hint`} onChange={(event) => setAmount(event.target.value)} />
          <p id={`${id}-amount-hint`} className="fo-field__hint">
            {texts.amountHint(left)}
          </p>
        </div>
      )}
      {mode === 'items' && (
        <div className="fo-order__units">
          {skus.map((sku) => {
            const most = refundableUnits(order, sku);
            return (
              <div key={sku} className="fo-order__unit">
                <label htmlFor={`${id}-${sku}`}>{description(sku)}</label>
                <input
                  id={`${id}-${sku}`}
                  className="fo-input fo-order__qty"
                  type="number"
                  min={0}
                  max={most}
                  step={1}
                  aria-label={texts.unitsOf(description(sku))}
                  value={units[sku] ?? 0}
                  disabled={most === 0}
                  onChange={(event) => setUnits({ ...units, [sku]: Math.max(0, Math.min(most, Math.floor(Number(event.target.value) || 0))) })}
                />
                <span className="fo-orders__sub">/ {most}</span>
              </div>
            );
          })}
          <label className="fo-check">
            <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
            {texts.restock}
          </label>
        </div>
      )}
      <p className="fo-field__error" role="alert">
        {message}
      </p>
      <FormButtons busy={refund.isPending} submit={texts.confirmRefund} onDismiss={onDismiss} />
    </form>
  );
}
