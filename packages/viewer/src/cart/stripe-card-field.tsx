import { useEffect, useId, useRef, useState } from 'react';
import './stripe-card-field.css';
import { loadStripeJs, stripeArguments, type StripeCardElement, type StripeGatewayInfo } from './stripe-js';
import type { StripeCard } from './stripe-payment';
import { stripeTexts } from './stripe-texts';

export interface StripeCardFieldProps {
  gateway: StripeGatewayInfo;
  /** Raised to load Stripe.js again after a failed load (the next Pay). */
  attempt: number;
  /** The mounted card with its Stripe.js, or null while there is none. */
  onCard(card: StripeCard | null): void;
}

// The card Element's look, read from the sidebar's own (it draws inside Stripe's frame, so CSS does not reach it).
const CARD_FONT_SIZE = '15px';
const INVALID_COLOUR = '#d93025';

function cardStyle(host: HTMLElement): Record<string, unknown> {
  const look = getComputedStyle(host);
  return {
    base: { color: look.color, fontFamily: look.fontFamily, fontSize: CARD_FONT_SIZE, '::placeholder': { color: look.getPropertyValue('--fo-cart-secondary').trim() || look.color } },
    invalid: { color: INVALID_COLOUR, iconColor: INVALID_COLOUR },
  };
}

/**
 * Stripe mode's card field (docs/shop.md "Payment with Stripe"): Stripe.js loaded on first show, a card Element for
 * the connected account mounted in place of our number, expiry and cvc fields; its inline error under it; a failed load
 * in the error box.
 */
export function StripeCardField({ gateway, attempt, onCard }: StripeCardFieldProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const report = useRef(onCard);
  report.current = onCard;

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | null = null;
    setLoadError(null);
    loadStripeJs()
      .then((factory) => {
        if (cancelled || !host.current) return;
        const stripe = factory(...stripeArguments(gateway));
        element = stripe.elements().create('card', { hidePostalCode: true, style: cardStyle(host.current) });
        element.on('change', (change) => setCardError(change.error?.message ?? null));
        element.mount(host.current);
        setReady(true);
        report.current({ stripe, card: element });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : stripeTexts.scriptFailed);
      });
    return () => {
      cancelled = true;
      element?.destroy();
      setReady(false);
      report.current(null);
    };
  }, [gateway, attempt]);

  return (
    <div className="fo-cart-field fo-cart-stripe" data-field="card" data-invalid={cardError ? 'true' : undefined}>
      <span id={`${id}-label`} className="fo-cart-stripe-label">
        {stripeTexts.card}
      </span>
      <div className="fo-cart-stripe-box" role="group" aria-labelledby={`${id}-label`} aria-busy={!ready && !loadError} data-ready={ready ? 'true' : undefined}>
        {/* Stripe.js owns this node's children: React never puts any inside. */}
        <div className="fo-cart-stripe-card" ref={host} />
        {!ready && !loadError && <span className="fo-cart-stripe-loading">{stripeTexts.loadingCard}</span>}
      </div>
      {cardError && <p className="fo-cart-field-error">{cardError}</p>}
      {loadError && (
        <div className="fo-cart-error" role="alert">
          <p className="fo-cart-error-title">{loadError}</p>
        </div>
      )}
    </div>
  );
}
