import { cartSidebarTexts } from './cart-sidebar-texts';
import {
  cartTexts,
  countryName,
  orderTax,
  shortOrderId,
  showsShippingMethodChooser,
  type Address,
  type Invoice,
  type Order,
  type ShippingFormValues,
} from '@folio/model';
import { money } from './item-rows';
import { TabHeader } from './tab-header';

export interface OrderTabProps {
  order: Order | null;
  invoice: Invoice | null;
  form: ShippingFormValues | null;
  loading: boolean;
  error: string | null;
  onBack(): void;
  onChooseMethod(method: string): void;
  onToPayment(): void;
}

const addressLines = (address: Address | null | undefined): string[] =>
  address
    ? [address.line1, address.line2, [address.city, address.state, address.postal_code].filter(Boolean).join(', '), countryName(address.country) ?? address.country].filter(
        (line): line is string => !!line,
      )
    : [];

/**
 * The order tab (ecommerce.md §2): the order's items, its id cut to 20 characters, the shipping address and method
 * (a chooser only with more than one), the tax, email and phone when present, the grand total, the go-to-payment
 * button, an error box and a loader that hides the details and the button.
 */
export function OrderTab({ order, invoice, form, loading, error, onBack, onChooseMethod, onToPayment }: OrderTabProps) {
  const lines = order
    ? order.items.filter((item) => item.type === 'sku').map((item) => ({ description: item.description ?? item.parent ?? '', quantity: item.quantity ?? 1, amount: item.amount, currency: item.currency }))
    : // The shop's shipping and tax lines (no price) have no quantity to show.
      (invoice?.lines.data ?? []).map((line) => ({ description: line.description ?? '', quantity: line.price === null ? null : (line.quantity ?? 1), amount: line.amount, currency: line.currency }));
  const currency = order?.currency ?? lines[0]?.currency ?? 'usd';
  const id = order?.id ?? invoice?.id;
  const address = order?.shipping?.address ?? invoice?.customer_shipping?.address;
  const email = order?.email ?? invoice?.customer_email ?? form?.email;
  const phone = order?.phone ?? order?.shipping?.phone ?? invoice?.customer_phone;
  const tax = order ? orderTax(order) : (invoice?.tax ?? 0);
  const total = order?.amount ?? invoice?.total ?? 0;
  const priced = order ?? invoice;
  const methods = priced?.shipping_methods ?? [];
  const method = methods.find((m) => m.id === priced?.selected_shipping_method) ?? methods[0];
  return (
    <section className="fo-cart-tab" data-tab-name="order">
      <TabHeader title={cartTexts.summary} back={{ tab: 'inputs', onClick: onBack }} />
      <div className="fo-cart-scroll">
        {loading && <div className="fo-cart-loader" role="status" aria-label={cartSidebarTexts.loading} />}
        {error && (
          <div className="fo-cart-error" role="alert">
            <p className="fo-cart-error-title">{cartTexts.error}</p>
            <p className="fo-cart-error-message">{error}</p>
          </div>
        )}
        {!loading && id && (
          <dl className="fo-cart-order">
            <div className="fo-cart-order-lines">
              {lines.map((line, index) => (
                <p key={index} className="fo-cart-order-line">
                  <span>
                    {line.description} {line.quantity !== null && <span className="fo-cart-caption">× {line.quantity}</span>}
                  </span>
                  <span>{money(line.amount, line.currency)}</span>
                </p>
              ))}
            </div>
            <div>
              <dt>{cartTexts.orderId}</dt>
              <dd className="fo-cart-order-id" title={id}>
                {shortOrderId(id)}
              </dd>
            </div>
            {address && (
              <div>
                <dt>{cartTexts.shippingAddress}</dt>
                <dd>
                  {addressLines(address).map((line) => (
                    <span key={line} className="fo-cart-address-line">
                      {line}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {method && (
              <div>
                <dt>{cartTexts.shippingMethod}</dt>
                <dd>
                  {showsShippingMethodChooser(priced) ? (
                    <select aria-label={cartTexts.shippingMethod} value={method.id} onChange={(event) => onChooseMethod(event.target.value)}>
                      {methods.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.description} — {money(m.amount, m.currency)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    `${method.description ?? method.id} — ${money(method.amount, method.currency)}`
                  )}
                </dd>
              </div>
            )}
            <div>
              <dt>{cartTexts.orderTax}</dt>
              <dd>{money(tax, currency)}</dd>
            </div>
            {email && (
              <div>
                <dt>{cartTexts.email}</dt>
                <dd>{email}</dd>
              </div>
            )}
            {phone && (
              <div>
                <dt>{cartTexts.phone}</dt>
                <dd>{phone}</dd>
              </div>
            )}
            <div className="fo-cart-grand-total">
              <dt>{cartTexts.grandTotal}</dt>
              <dd>{money(total, currency)}</dd>
            </div>
          </dl>
        )}
      </div>
      {!loading && id && !error && (
        <footer className="fo-cart-foot">
          <button type="button" className="fo-cart-primary" data-tab-target="checkout" onClick={onToPayment}>
            {cartTexts.goToPayment}
          </button>
        </footer>
      )}
    </section>
  );
}
