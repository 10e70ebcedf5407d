import type { CSSProperties } from 'react';
import { shopWidgetConstants, widgetKindTexts, type AddtocartWidget } from '@folio/model';
import { rgba } from '../css-values';
import { useWidgetEnvironment } from '../environment';
import type { KindViewProps } from '../on-demand';
import { stringField } from '../widget-fields';
import { VariantPicker } from './picker';

/**
 * Add-to-cart (ecommerce.md §1, §3; its fields are not shown): a button with the author's label (default
 * widgetKindTexts.addToCart) carrying the chosen product, sku and price ids. A click hands them to the visitor's cart
 * (the viewer's and preview's cart bridge), which adds the product or shows why it cannot; in the editor it is inert.
 * With visitor_picks, the variant picker above the button lets the visitor choose the sku or options (picker.tsx).
 */
export default function AddtocartView({ widget }: KindViewProps<AddtocartWidget>) {
  const { cart } = useWidgetEnvironment();
  const label = stringField(widget, 'label')?.trim() || widgetKindTexts.addToCart;
  const productId = stringField(widget, 'product_id');
  const skuId = stringField(widget, 'sku_id');
  const priceId = stringField(widget, 'price_id');
  const add = () => cart?.add({ ...(productId ? { product_id: productId } : {}), ...(skuId ? { sku_id: skuId } : {}), ...(priceId ? { price_id: priceId } : {}) });
  const button = (
    <button
      type="button"
      className="folio-addtocart"
      data-product-id={productId}
      data-sku-id={skuId}
      data-price-id={priceId}
      style={buttonStyle}
      onClick={cart ? add : undefined}
    >
      {label}
    </button>
  );
  return widget.visitor_picks === true ? <VariantPicker widget={widget} label={label} productId={productId} cart={cart} fallback={button} /> : button;
}

const buttonStyle: CSSProperties = {
  width: '100%',
  height: '100%',
  padding: '0 1em',
  border: 0,
  color: rgba(shopWidgetConstants.addToCartColor),
  background: rgba(shopWidgetConstants.addToCartBackgroundColor),
  font: '500 16px/1.2 Roboto,"Helvetica Neue",Arial,sans-serif',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
};
