import { useEffect, useRef, useState } from 'react';
import type { StripeCardElement, StripeJs, StripePaymentMethodEvent } from './stripe-js';
import { stripeTexts } from './stripe-texts';

export interface StripeWalletButtonProps {
  /** Stripe.js for the connected account, once loaded. */
  stripe: StripeJs | null;
  /** The connected account's country (the payment request names it); no button without it. */
  country: string | null;
  /** What is paid: the order's or the invoice's amount, in minor units, and its currency. */
  total: { amount: number; currency: string } | null;
  /** The wallet sheet's line: the project's title. */
  label: string;
  /** Pays with the wallet's payment method; `complete` closes its sheet (success or fail). */
  onPaymentMethod(event: StripePaymentMethodEvent): void;
}

/**
 * ecommerce.md §2, the checkout tab's payment-request button (docs/shop.md "Card authentication"): Stripe.js's button
 * for the wallet this browser offers (Apple Pay, Google Pay, a saved card), shown only when it offers one, above the
 * card field with "or pay with card" beneath. The wallet's payment method pays as the card field's would.
 */
export function StripeWalletButton({ stripe, country, total, label, onPaymentMethod }: StripeWalletButtonProps) {
  const host = useRef<HTMLDivElement>(null);
  const [offered, setOffered] = useState(false);
  const pay = useRef(onPaymentMethod);
  pay.current = onPaymentMethod;
  const amount = total?.amount;
  const currency = total?.currency;

  useEffect(() => {
    if (!stripe || !country || amount === undefined || !currency) return;
    let cancelled = false;
    let button: StripeCardElement | null = null;
    const request = stripe.paymentRequest({ country, currency, total: { label, amount }, requestPayerName: true, requestPayerEmail: true });
    request.on('paymentmethod', (event) => pay.current(event));
    request
      .canMakePayment()
      .then((wallets) => {
        if (cancelled || !wallets || !host.current) return;
        button = stripe.elements().create('paymentRequestButton', { paymentRequest: request });
        button.mount(host.current);
        setOffered(true);
      })
      // A browser that cannot tell simply gets no button.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      button?.destroy();
      setOffered(false);
    };
  }, [stripe, country, amount, currency, label]);

  return (
    <div className="fo-cart-wallet" data-offered={offered ? 'true' : undefined} hidden={!offered}>
      {/* Stripe.js owns this node's children: React never puts any inside. */}
      <div className="fo-cart-wallet-button" ref={host} />
      <p className="fo-cart-wallet-or">{stripeTexts.orPayWithCard}</p>
    </div>
  );
}
