import type { CSSProperties } from 'react';
import { shopWidgetConstants, widgetKindTexts, type AddtocartWidget } from '@folio/model';
import { rgba } from '../css-values';
import type { KindViewProps } from '../on-demand';
import { stringField } from '../widget-fields';

/**
 * Add-to-cart (ecommerce.md §1, §3; its fields are not shown): a button with the author's label (default
 * widgetKindTexts.addToCart) carrying the chosen product, sku and price ids for the shop, which makes it work.
 */
export default function AddtocartView({ widget }: KindViewProps<AddtocartWidget>) {
  const label = stringField(widget, 'label')?.trim() || widgetKindTexts.addToCart;
  return (
    <button
      type="button"
      className="folio-addtocart"
      data-product-id={stringField(widget, 'product_id')}
      data-sku-id={stringField(widget, 'sku_id')}
      data-price-id={stringField(widget, 'price_id')}
      style={buttonStyle}
    >
      {label}
    </button>
  );
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
