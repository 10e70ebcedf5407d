import type { CheckoutTab } from '@folio/model';
import { cartSidebarTexts } from './cart-sidebar-texts';

/** A tab's header: its title, and a way back to the tab before it (ecommerce.md §4: back navigation). */
export function TabHeader({ title, back }: { title: string; back?: { tab: CheckoutTab; onClick(): void; disabled?: boolean } }) {
  return (
    <header className="fo-cart-head">
      {back && (
        <button type="button" className="fo-cart-back" data-tab-target={back.tab} onClick={back.onClick} disabled={back.disabled}>
          ← {cartSidebarTexts.back}
        </button>
      )}
      <h2 className="fo-cart-title">{title}</h2>
    </header>
  );
}
