import { cartSidebarTexts } from './cart-sidebar-texts';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  analyticsEvents,
  CartError,
  cartKind,
  cartTotal,
  hasMixedKinds,
  isCartEmpty,
  isShippingNeeded,
  shopMessages,
  createOrderChangeGuard,
  type CheckoutTab,
  type EcommercecartWidget,
  type Invoice,
  type Order,
  type ShippingFormValues,
  type SidebarState,
} from '@folio/model';
import { sendAnalytics } from '../analytics';
import type { SidebarDispatch } from './cart-sidebar';
import type { CartContextValue } from './cart-runtime';
import {
  cancelOrder,
  chooseInvoiceShippingMethod,
  chooseShippingMethod,
  failureMessage,
  isOrderOutdated,
  payInvoice,
  payOrder,
  prepareInvoice,
  prepareOrder,
  refreshCartAfterRefusal,
  type CardInput,
} from './checkout-calls';
import { cartLabels } from './cart-labels';
import { CartContents } from './cart-contents';
import { money } from './item-rows';
import { OrderTab } from './order-tab';
import { PaymentTab } from './payment-tab';
import { StripeCardField } from './stripe-card-field';
import type { StripeJs, StripePaymentMethodEvent } from './stripe-js';
import { payInvoiceWithPaymentMethod, payInvoiceWithStripe, payOrderWithPaymentMethod, payOrderWithStripe, type StripeCard } from './stripe-payment';
import { StripeWalletButton } from './stripe-wallet-button';
import { useCart } from './use-cart';

// ecommerce.md §2, docs/shop.md: the shipping form and its libraries (~35 KB gzip) load when the inputs tab first opens.
const InputsTab = lazy(() => import('./inputs-tab'));

export interface FullCheckoutProps {
  context: CartContextValue;
  widget: EcommercecartWidget;
  state: SidebarState;
  dispatch: SidebarDispatch;
}

/**
 * The full checkout version (ecommerce.md §1, §2, §4): tabs items → inputs → order → checkout, each with a way back;
 * the sku flow (orders) or the price flow (invoices) by the cart's kind.
 */
export function FullCheckout({ context, widget, state, dispatch }: FullCheckoutProps) {
  const { store } = context;
  const cart = useCart(store);
  const labels = cartLabels(widget);
  const [orderError, setOrderError] = useState<string | null>(null);
  // Why the visitor was sent back to the cart (a stale order refused at payment), shown above the items.
  const [cartNotice, setCartNotice] = useState<string | null>(null);
  const [review, setReview] = useState<{ order: Order | null; invoice: Invoice | null }>({ order: null, invoice: null });
  const guard = useRef(createOrderChangeGuard()).current;
  const deps = { http: context.http, numId: context.numId, store };
  const kind = cartKind(cart);
  const goTo = (tab: CheckoutTab) => dispatch({ type: 'goTo', tab });
  // Stripe mode (docs/shop.md "Payment with Stripe"): Stripe.js's card Element, loaded again on Pay after a failed load.
  const stripeGateway = context.shop.gateway.mode === 'stripe' ? context.shop.gateway : null;
  const stripeCard = useRef<StripeCard | null>(null);
  const [stripeJs, setStripeJs] = useState<StripeJs | null>(null);
  const [stripeAttempt, setStripeAttempt] = useState(0);

  const checkOut = () => {
    if (isCartEmpty(cart)) return;
    if (hasMixedKinds(cart)) return window.alert(shopMessages.mixedCartKinds);
    setCartNotice(null);
    sendAnalytics(analyticsEvents.checkoutStep1);
    goTo('inputs');
  };

  const summary = async (values: ShippingFormValues, changed: boolean) => {
    sendAnalytics(analyticsEvents.checkoutStep2);
    // ecommerce.md §4: the form is saved to the cart only if changed (a change stamps the cart, so the order is remade).
    if (changed) store.change((current) => ({ ...current, shippingForm: values }));
    setOrderError(null);
    goTo('order');
    dispatch({ type: 'orderLoading', loading: true });
    try {
      if (cartKind(store.getCart()) === 'price') setReview({ order: null, invoice: await guard.run(() => prepareInvoice(deps, values)) });
      else setReview({ order: await guard.run(() => prepareOrder(deps, values)), invoice: null });
    } catch (error) {
      // ecommerce.md §8: nothing to invoice says so above the items, then clears the cart and returns to them; the
      // rest show in the order tab's error box.
      if (error instanceof CartError && error.kind === 'nothingToInvoice') {
        setCartNotice(failureMessage(error));
        store.clear();
        goTo('items');
      } else setOrderError(failureMessage(error));
    } finally {
      dispatch({ type: 'orderLoading', loading: false });
    }
  };

  const chooseMethod = async (method: string) => {
    const { order, invoice } = review;
    const form = store.getCart().shippingForm;
    if (!order && !(invoice && form)) return;
    dispatch({ type: 'orderLoading', loading: true });
    try {
      if (order) setReview({ order: await guard.run(() => chooseShippingMethod(deps, order, method)), invoice: null });
      else setReview({ order: null, invoice: await guard.run(() => chooseInvoiceShippingMethod(deps, invoice!, form!, method)) });
    } catch (error) {
      setOrderError(failureMessage(error));
    } finally {
      dispatch({ type: 'orderLoading', loading: false });
    }
  };

  const toPayment = () => {
    sendAnalytics(analyticsEvents.checkoutStep3);
    goTo('checkout');
  };

  /** A payment attempt, one change of the order at a time: its outcome shown; `settled` hears of it first. */
  const attempt = async (run: (email: string) => Promise<boolean>, settled?: (paid: boolean) => void) => {
    dispatch({ type: 'paymentLoading', loading: true });
    const email = store.getCart().shippingForm?.email ?? '';
    try {
      const paid = await guard.run(() => run(email));
      settled?.(paid);
      dispatch({ type: 'paymentAttempted', succeeded: paid, failure: paid ? null : '' });
      // After a sale the stock has changed: the products are reloaded so a sold-out item is refused at add.
      if (paid) void context.reloadProducts().catch(() => undefined);
    } catch (error) {
      settled?.(false);
      if (isOrderOutdated(error)) return backToCart(error.message);
      dispatch({ type: 'paymentAttempted', succeeded: false, failure: failureMessage(error) });
    }
  };

  const pay = (card: CardInput) => {
    if (stripeGateway && !stripeCard.current) return setStripeAttempt((count) => count + 1);
    const stripe = stripeCard.current;
    void attempt((email) => {
      if (stripe) return kind === 'price' ? payInvoiceWithStripe(deps, stripe, card.name, email) : payOrderWithStripe(deps, stripe, card.name, email);
      return kind === 'price' ? payInvoice(deps, card, email) : payOrder(deps, card, email);
    });
  };

  // The wallet's payment method pays as the card field's would; its sheet closes before the bank's check shows.
  const payWithWallet = (event: StripePaymentMethodEvent) => {
    const stripe = stripeJs;
    if (!stripe) return event.complete('fail');
    let closed = false;
    const close = (status: 'success' | 'fail') => {
      if (closed) return;
      closed = true;
      event.complete(status);
    };
    const method = event.paymentMethod.id;
    void attempt(
      (email) => (kind === 'price' ? payInvoiceWithPaymentMethod : payOrderWithPaymentMethod)(deps, stripe, method, email, () => close('success')),
      (paid) => close(paid ? 'success' : 'fail'),
    );
  };
  const walletTotal = review.order ? { amount: review.order.amount, currency: review.order.currency } : review.invoice ? { amount: review.invoice.total, currency: review.invoice.lines.data[0]?.currency ?? 'usd' } : null;

  // Issue 11, finding 9: nothing was charged; the visitor sees why, in the cart refreshed from the reloaded products.
  const backToCart = async (message: string) => {
    await refreshCartAfterRefusal(store, context.reloadProducts);
    setReview({ order: null, invoice: null });
    setCartNotice(message);
    dispatch({ type: 'paymentLoading', loading: false });
    goTo('items');
  };

  const cancel = async () => {
    dispatch({ type: 'paymentLoading', loading: true });
    try {
      if (kind !== 'price') await guard.run(() => cancelOrder(deps));
      dispatch({ type: 'cancelOrder' });
    } catch (error) {
      dispatch({ type: 'paymentLoading', loading: false });
      setOrderError(failureMessage(error));
      goTo('order');
    }
  };

  const empty = isCartEmpty(cart);
  return (
    <div className="fo-cart-tabs" data-tab={state.tab}>
      {state.tab === 'items' && (
        <section className="fo-cart-tab" data-tab-name="items">
          {cartNotice && (
            <p className="fo-cart-notice" role="alert">
              {cartNotice}
            </p>
          )}
          <CartContents cart={cart} store={store} labels={labels} />
          {!empty && (
            <footer className="fo-cart-foot">
              <p className="fo-cart-total">
                <span>{cartSidebarTexts.total}</span>
                <strong>{money(cartTotal(cart), Object.values({ ...cart.skus, ...cart.prices })[0]?.currency ?? 'usd')}</strong>
              </p>
              <button type="button" className="fo-cart-primary" data-tab-target="inputs" onClick={checkOut}>
                {labels.checkOut}
              </button>
            </footer>
          )}
        </section>
      )}
      {state.tab === 'inputs' && (
        <Suspense fallback={<div className="fo-cart-loader" role="status" aria-label={cartSidebarTexts.loading} />}>
          <InputsTab initial={cart.shippingForm} shippingNeeded={isShippingNeeded(cart)} onBack={() => goTo('items')} onSubmit={(values, changed) => void summary(values, changed)} />
        </Suspense>
      )}
      {state.tab === 'order' && (
        <OrderTab
          order={review.order}
          invoice={review.invoice}
          form={cart.shippingForm}
          loading={state.orderLoading}
          error={orderError}
          onBack={() => goTo('inputs')}
          onChooseMethod={(method) => void chooseMethod(method)}
          onToPayment={toPayment}
        />
      )}
      {state.tab === 'checkout' && (
        <PaymentTab
          loading={state.paymentLoading}
          succeeded={state.paymentSucceeded}
          failure={state.checkoutComplete && !state.paymentSucceeded ? (state.paymentFailure ?? '') : null}
          onBack={() => goTo('order')}
          onPay={(card) => void pay(card)}
          onCancel={() => void cancel()}
          onDone={() => context.hide()}
          cardField={
            stripeGateway ? (
              <StripeCardField
                gateway={stripeGateway}
                attempt={stripeAttempt}
                onCard={(next) => {
                  stripeCard.current = next;
                  setStripeJs(next?.stripe ?? null);
                }}
              />
            ) : undefined
          }
          wallet={
            stripeGateway ? (
              <StripeWalletButton stripe={stripeJs} country={stripeGateway.country ?? null} total={walletTotal} label={cartSidebarTexts.total} onPaymentMethod={payWithWallet} />
            ) : undefined
          }
        />
      )}
    </div>
  );
}
