import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { cartTexts, shopWidgetConstants, widgetKindTexts, type EcommercecartWidget } from '@folio/model';
import { fontFamily, px, rgba } from '../css-values';
import { useWidgetEnvironment, type CartBridge } from '../environment';
import type { KindViewProps } from '../on-demand';
import { booleanField, numberField, oneOfField, stringField } from '../widget-fields';

const FONT_STYLES = ['normal', 'italic'];

/**
 * E-commerce cart (ecommerce.md §1–§3): the button that opens the cart sidebar, styled by the widget's bar-* fields
 * (ecommerce.md §3 "Cart widget settings"), with the cart's title (bar-title, default 'Cart') and the units in the
 * visitor's cart. In the viewer and preview a click opens the sidebar; in the editor (no cart bridge) the count is 0.
 */
export default function EcommercecartView({ widget }: KindViewProps<EcommercecartWidget>) {
  const { cart } = useWidgetEnvironment();
  const count = useSyncExternalStore(cart?.subscribe ?? noSubscription, cart?.count ?? zero, zero);
  useEffect(() => cart?.register(widget), [cart, widget]);
  const title = stringField(widget, 'bar-title')?.trim() || cartTexts.title;
  const color = rgba(stringField(widget, 'bar-color') ?? shopWidgetConstants.cartColor, numberField(widget, 'bar-color-opacity') ?? 1);
  const background = rgba(stringField(widget, 'bar-background-color') ?? shopWidgetConstants.cartBackgroundColor, numberField(widget, 'bar-background-color-opacity') ?? 1);
  const style: CSSProperties = {
    ...buttonStyle,
    color,
    background,
    boxShadow: booleanField(widget, 'bar-shadow') ? shadow : undefined,
    fontFamily: fontFamily(stringField(widget, 'bar-font-family')),
    fontStyle: oneOfField(widget, 'bar-font-style', FONT_STYLES),
    fontWeight: numberField(widget, 'bar-font-weight'),
    letterSpacing: px(numberField(widget, 'bar-letter-spacing')),
  };
  return (
    <button type="button" className="folio-ecommercecart" aria-label={widgetKindTexts.cartItems(title, count)} data-count={count} style={style} onClick={cart ? () => cart.open(widget) : undefined}>
      <span style={iconBoxStyle}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M3 4h2.5l2.2 10.5h10.1L20 7H6.4" />
          <circle cx="9" cy="19" r="1.4" />
          <circle cx="17" cy="19" r="1.4" />
        </svg>
        <span className="folio-ecommercecart-count" style={{ ...countStyle, color: background, background: color }}>
          {count}
        </span>
      </span>
      {widget.w >= shopWidgetConstants.cartTitleMinWidthPx && <span className="folio-ecommercecart-title">{title}</span>}
    </button>
  );
}

const zero = () => 0;
const noSubscription: CartBridge['subscribe'] = () => () => {};
const shadow = '0 2px 8px rgba(0,0,0,0.2)';
const buttonStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  font: '500 16px/1.2 Roboto,"Helvetica Neue",Arial,sans-serif',
  cursor: 'pointer',
};
const iconBoxStyle: CSSProperties = { position: 'relative', display: 'inline-flex' };
const countStyle: CSSProperties = {
  position: 'absolute',
  top: '-0.6em',
  right: '-0.7em',
  minWidth: '1.4em',
  padding: '0 0.3em',
  boxSizing: 'border-box',
  borderRadius: '0.7em',
  font: '600 11px/1.4em Roboto,"Helvetica Neue",Arial,sans-serif',
  textAlign: 'center',
};
