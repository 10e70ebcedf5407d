// The cart sidebar's rules that are data, not drawing (ecommerce.md §2, §4): when it is rendered, its tabs and flags
// from shown to hidden, and the settings panel's labels.
import { cartModelConstants, shopConstants } from '../shop-constants';
import { shopEditorConstants } from '../editor-texts/shop-editor';
import { shopMessages } from '../shop-messages';
import type { CartError } from './cart-error';
import type { EcommerceProvider } from './types';

export type ShopEnvironment = 'viewer' | 'preview' | 'constructor' | 'screenshot';

/**
 * ecommerce.md §2: the sidebar is rendered only when the user may use e-commerce, the project has a cart widget, a
 * provider is connected and the environment is the viewer or preview (never the constructor or screenshot mode).
 */
export function shouldRenderCartSidebar(input: {
  permissions: readonly string[];
  hasCartWidget: boolean;
  provider: EcommerceProvider | null;
  environment: ShopEnvironment;
}): boolean {
  return (
    input.permissions.includes(cartModelConstants.sidebarPermission) &&
    input.hasCartWidget &&
    input.provider !== null &&
    (input.environment === 'viewer' || input.environment === 'preview')
  );
}

/**
 * ecommerce.md §2 settings panel: a label as saved. One emptied reverts to its previous text, else the default; every
 * label keeps at most 32 characters (§9).
 */
export function editedLabel(value: string, previous: string | null | undefined, fallback: string): string {
  const text = value.trim() ? value : previous?.trim() ? previous : fallback;
  return Array.from(text).slice(0, shopConstants.labelMaxLength).join('');
}

/** ecommerce.md §2: the full checkout version's tabs. */
export type CheckoutTab = 'items' | 'inputs' | 'order' | 'checkout';

export interface SidebarState {
  shown: boolean;
  tab: CheckoutTab;
  orderLoading: boolean;
  paymentLoading: boolean;
  /** ecommerce.md §4: set after any payment attempt. */
  checkoutComplete: boolean;
  paymentSucceeded: boolean;
  /** The payment failure message, if the last attempt failed. */
  paymentFailure: string | null;
  settingsHidden: boolean;
}

/** ecommerce.md §2, §4: hidden, on the items tab, nothing loading, settings hidden. */
export const initialSidebarState: SidebarState = {
  shown: false,
  tab: 'items',
  orderLoading: false,
  paymentLoading: false,
  checkoutComplete: false,
  paymentSucceeded: false,
  paymentFailure: null,
  settingsHidden: true,
};

export type SidebarAction =
  | { type: 'show' }
  | { type: 'hide' }
  | { type: 'goTo'; tab: CheckoutTab }
  | { type: 'orderLoading'; loading: boolean }
  | { type: 'paymentLoading'; loading: boolean }
  | { type: 'paymentAttempted'; succeeded: boolean; failure?: string | null }
  | { type: 'cancelOrder' }
  | { type: 'toggleSettings' }
  | { type: 'overlayClick' };

/**
 * ecommerce.md §4 "Sidebar": the next state, and whether the cart is to be cleared. Hiding after a completed checkout
 * resets the tab to items, hides the success message and clears the failure; the cart is cleared when the payment
 * succeeded (ours: the spec flags the checkout complete after any attempt, and a visitor whose card was declined
 * keeps the cart to try again). Cancel returns to items; a click on the overlay closes the settings panel.
 */
export function sidebarReducer(state: SidebarState, action: SidebarAction): { state: SidebarState; clearCart: boolean } {
  const next = (patch: Partial<SidebarState>, clearCart = false) => ({ state: { ...state, ...patch }, clearCart });
  switch (action.type) {
    case 'show':
      return next({ shown: true });
    case 'hide':
      if (!state.checkoutComplete) return next({ shown: false, settingsHidden: true });
      return next(
        { ...initialSidebarState, shown: false },
        state.paymentSucceeded,
      );
    case 'goTo':
      return next({ tab: action.tab });
    case 'orderLoading':
      return next({ orderLoading: action.loading });
    case 'paymentLoading':
      return next({ paymentLoading: action.loading });
    case 'paymentAttempted':
      return next({
        checkoutComplete: true,
        paymentLoading: false,
        paymentSucceeded: action.succeeded,
        paymentFailure: action.succeeded ? null : (action.failure ?? null),
      });
    case 'cancelOrder':
      return next({ tab: 'items', paymentLoading: false });
    case 'toggleSettings':
      return next({ settingsHidden: !state.settingsHidden });
    case 'overlayClick':
      return next({ settingsHidden: true });
  }
}

/** ecommerce.md §3, §8: the project's out-of-stock text (ecommerce_data.texts.out_of_stock), else 'Out of stock'. */
export function outOfStockText(texts: Readonly<Record<string, string>> | undefined): string {
  return texts?.[shopEditorConstants.outOfStockKey]?.trim() || shopMessages.outOfStock;
}

/**
 * What the visitor reads when adding is refused: a stock refusal (the sku or product is out of stock, or no more of it
 * is in stock) says the project's out-of-stock text instead of the spec's message naming the sku's id; the other
 * refusals say the spec's message.
 */
export function addRefusalText(error: CartError, texts: Readonly<Record<string, string>> | undefined): string {
  return error.code === 'outOfStock' || error.code === 'noMoreInStock' ? outOfStockText(texts) : error.message;
}
