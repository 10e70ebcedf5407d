import type { CSSProperties } from 'react';
import { cartTexts, shopWidgetConstants, widgetKindTexts, type EcommercecartWidget } from '@folio/model';
import { fontFamily, px, rgba } from '../css-values';
import type { KindViewProps } from '../on-demand';
import { booleanField, numberField, oneOfField, stringField } from '../widget-fields';

const FONT_STYLES = ['normal', 'italic'];

/**
 * E-commerce cart (ecommerce.md §1–§3): the button that opens the cart sidebar, styled by the widget's bar-* fields
 * (ecommerce.md §3 "Cart widget settings"), with the cart's title (bar-title, default 'Cart') and its item count. The
 * shop makes it work and counts; until then the count is 0.
 */
export default function EcommercecartView({ widget }: KindViewProps<EcommercecartWidget>) {
  const title = stringField(widget, 'bar-title')?.trim() || cartTexts.title;
  const count = 0;
  const style: CSSProperties = {
    ...buttonStyle,
    color: rgba(stringField(widget, 'bar-color') ?? shopWidgetConstants.cartColor, numberField(widget, 'bar-color-opacity') ?? 1),
    background: rgba(stringField(widget, 'bar-background-color') ?? shopWidgetConstants.cartBackgroundColor, numberField(widget, 'bar-background-color-opacity') ?? 1),
    boxShadow: booleanField(widget, 'bar-shadow') ? shadow : undefined,
    fontFamily: fontFamily(stringField(widget, 'bar-font-family')),
    fontStyle: oneOfField(widget, 'bar-font-style', FONT_STYLES),
    fontWeight: numberField(widget, 'bar-font-weight'),
    letterSpacing: px(numberField(widget, 'bar-letter-spacing')),
  };
  return (
    <button type="button" className="folio-ecommercecart" aria-label={widgetKindTexts.cartItems(title, count)} data-count={count} style={style}>
      <span className="folio-ecommercecart-title">{title}</span>
      <span className="folio-ecommercecart-count" style={countStyle}>
        {count}
      </span>
    </button>
  );
}

const shadow = '0 2px 8px rgba(0,0,0,0.2)';
const buttonStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  width: '100%',
  height: '100%',
  padding: '0 1em',
  border: 0,
  font: '500 16px/1.2 Roboto,"Helvetica Neue",Arial,sans-serif',
  cursor: 'pointer',
};
const countStyle: CSSProperties = { minWidth: '1.5em', padding: '0 0.4em', borderRadius: '0.75em', border: '1px solid currentColor', lineHeight: '1.5em' };
