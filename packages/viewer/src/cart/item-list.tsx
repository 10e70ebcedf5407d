import { cartSidebarTexts } from './cart-sidebar-texts';
import { type CartStore } from '@folio/model';
import { itemRows } from './item-rows';
import { useCart } from './use-cart';

/**
 * The cart's lines (ecommerce.md §2 item rows): picture, name and details, price, and the quantity with its
 * decrease (shown only above 1), increase (disabled when no more is in stock) and remove controls.
 */
export function ItemList({ store, priceCaption, quantityCaption }: { store: CartStore; priceCaption: string; quantityCaption: string }) {
  const cart = useCart(store);
  const rows = itemRows(cart);
  return (
    <ul className="fo-cart-items">
      {rows.map((row) => (
        <li key={`${row.ref.kind}:${row.ref.key}`} className="fo-cart-item" data-key={row.ref.key}>
          <div className="fo-cart-item-picture">
            {row.image ? (
              <img src={row.image} alt="" loading="lazy" />
            ) : (
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
                <path d="M6 8h12l-1 12H7L6 8z" />
                <path d="M9 8V6a3 3 0 0 1 6 0v2" />
              </svg>
            )}
          </div>
          <div className="fo-cart-item-main">
            <p className="fo-cart-item-name">{row.name}</p>
            {row.details && <p className="fo-cart-item-details">{row.details}</p>}
            {row.unitPrice !== null && (
              <p className="fo-cart-item-price">
                <span className="fo-cart-caption">{priceCaption}</span> {row.unitPrice} {row.currency}
              </p>
            )}
            <div className="fo-cart-qty" aria-label={quantityCaption}>
              <span className="fo-cart-caption">{quantityCaption}</span>
              {row.canDecrease && (
                <button type="button" className="fo-cart-step" aria-label={`${cartSidebarTexts.decrease}: ${row.name}`} onClick={() => store.decrease(row.ref)}>
                  −
                </button>
              )}
              <output className="fo-cart-count">{row.count}</output>
              <button type="button" className="fo-cart-step" aria-label={`${cartSidebarTexts.increase}: ${row.name}`} disabled={!row.canIncrease} onClick={() => store.increase(row.ref)}>
                +
              </button>
            </div>
          </div>
          <div className="fo-cart-item-side">
            <button type="button" className="fo-cart-remove" aria-label={`${cartSidebarTexts.remove}: ${row.name}`} onClick={() => store.remove(row.ref)}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
            {row.total !== null && <p className="fo-cart-item-total">{row.total}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
