import { cartSettingsTexts, cartSidebarTexts } from './cart-sidebar-texts';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { cartConstants, cartTexts, initialSidebarState, sidebarReducer, type EcommercecartWidget, type SidebarAction, type SidebarState } from '@folio/model';
import type { CartContextValue } from './cart-runtime';
import { FullCheckout } from './full-checkout';
import { SettingsPanel } from './settings-panel';
import { SimpleCart } from './simple-cart';
import { sidebarStyle } from './sidebar-look';
import './cart-sidebar.css';

export interface CartSidebarProps {
  context: CartContextValue;
  widget: EcommercecartWidget;
  shown: boolean;
  /** A refusal of the cart's rules to show at the top (ecommerce.md §8), once; else the products' error state. */
  notice: string | null;
}

export type SidebarDispatch = (action: SidebarAction) => void;

/**
 * The cart sidebar (ecommerce.md §2): an overlay panel at the window's right, shown and hidden with a slide; the
 * full checkout version for cart widget version 3, the simple (hosted-store) one otherwise.
 */
export function CartSidebar({ context, widget: given, shown, notice }: CartSidebarProps) {
  const [state, dispatch] = useReducer((current: SidebarState, action: SidebarAction) => {
    const { state: next, clearCart } = sidebarReducer(current, action);
    if (clearCart) queueMicrotask(() => context.store.clear());
    return next;
  }, initialSidebarState);
  const [visible, setVisible] = useReducer((_: boolean, next: boolean) => next, false);
  const panel = useRef<HTMLElement>(null);
  // Preview: the settings panel's edits show at once, before they are saved.
  const [widget, setWidget] = useState(given);
  useEffect(() => setWidget(given), [given]);
  const authoring = context.env === 'preview';
  useEffect(() => {
    dispatch({ type: shown ? 'show' : 'hide' });
    // The panel slides in on the frame after it is drawn off-screen.
    const frame = requestAnimationFrame(() => setVisible(shown));
    if (shown) panel.current?.focus();
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') context.hide();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, context]);

  // ecommerce.md §1: version 3 selects the full checkout (isFullCheckoutCart's rule, without its schema module's zod).
  const full = widget.version === cartConstants.fullCheckoutWidgetVersion;
  let body: ReactNode;
  if (full) body = <FullCheckout context={context} widget={widget} state={state} dispatch={dispatch} />;
  else body = <SimpleCart context={context} widget={widget} />;
  return (
    <div className="fo-cart" data-shown={visible ? 'true' : 'false'} data-version={full ? 'full' : 'simple'} style={sidebarStyle(widget)}>
      <div className="fo-cart-overlay" onClick={() => (state.settingsHidden ? context.hide() : dispatch({ type: 'overlayClick' }))} aria-hidden="true" />
      <aside ref={panel} className="fo-cart-panel" role="dialog" aria-modal="true" aria-label={widget['bar-title']?.trim() || cartTexts.title} tabIndex={-1}>
        <button type="button" className="fo-cart-close" aria-label={cartSidebarTexts.close} onClick={() => context.hide()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {authoring && (
          <button
            type="button"
            className="fo-cart-settings-toggle"
            aria-label={cartSettingsTexts.settings}
            aria-expanded={!state.settingsHidden}
            onClick={() => dispatch({ type: 'toggleSettings' })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
              <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
              <circle cx="16" cy="7" r="2" />
              <circle cx="8" cy="17" r="2" />
            </svg>
          </button>
        )}
        {authoring && !state.settingsHidden && (
          <SettingsPanel
            widget={widget}
            onChange={(patch) => {
              setWidget((current) => ({ ...current, ...patch }));
              context.saveWidget(widget._id, patch);
            }}
          />
        )}
        {(notice ?? context.productsError) && (
          <p className="fo-cart-notice" role="alert">
            {notice ?? context.productsError}
          </p>
        )}
        {body}
      </aside>
    </div>
  );
}
