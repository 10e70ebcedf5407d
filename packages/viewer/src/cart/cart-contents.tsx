import { isCartEmpty, type CartData, type CartStore } from '@folio/model';
import type { cartLabels } from './cart-labels';
import { ItemList } from './item-list';
import { TabHeader } from './tab-header';

/** The cart's title and its lines, or the empty-cart label (ecommerce.md §2 items tab; the simple version's list). */
export function CartContents({ cart, store, labels }: { cart: CartData; store: CartStore; labels: ReturnType<typeof cartLabels> }) {
  return (
    <>
      <TabHeader title={labels.title} />
      <div className="fo-cart-scroll">
        {isCartEmpty(cart) ? <p className="fo-cart-empty">{labels.emptyCart}</p> : <ItemList store={store} priceCaption={labels.price} quantityCaption={labels.quantity} />}
      </div>
    </>
  );
}
