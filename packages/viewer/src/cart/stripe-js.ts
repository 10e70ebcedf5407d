// Stripe.js for card payments in Stripe mode (docs/shop.md "Cart sidebar" → "Payment with Stripe"): the script loaded
// once, on demand, when the payment tab first needs it; a failed load is forgotten so that the next try loads again.
// Only the part of Stripe.js the sidebar uses is typed here.
import { stripeTexts } from './stripe-texts';

/** Stripe.js's own address: Stripe requires it to be loaded from js.stripe.com, never bundled. */
export const stripeJsUrl = 'https://js.stripe.com/v3/';

export interface StripeError {
  message?: string;
  code?: string;
}

export interface StripeCardChange {
  complete?: boolean;
  empty?: boolean;
  error?: StripeError;
}

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
}

/** What the wallet (Apple Pay, Google Pay, a browser's saved card) hands over once the buyer has approved. */
export interface StripePaymentMethodEvent {
  paymentMethod: { id: string };
  /** Closes the wallet's sheet, telling it how the payment went. */
  complete(status: 'success' | 'fail'): void;
}

/** Stripe.js's payment request: what the wallet's sheet shows, and whether this browser offers one. */
export interface StripePaymentRequest {
  canMakePayment(): Promise<Record<string, boolean> | null>;
  on(event: 'paymentmethod', handler: (event: StripePaymentMethodEvent) => void): void;
  on(event: 'cancel', handler: () => void): void;
}

export interface StripeJs {
  elements(): {
    create(type: 'card', options?: { style?: Record<string, unknown>; hidePostalCode?: boolean }): StripeCardElement;
    create(type: 'paymentRequestButton', options: { paymentRequest: StripePaymentRequest; style?: Record<string, unknown> }): StripeCardElement;
  };
  paymentRequest(options: {
    country: string;
    currency: string;
    total: { label: string; amount: number };
    requestPayerName?: boolean;
    requestPayerEmail?: boolean;
  }): StripePaymentRequest;
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string; email?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  /** The card's bank's check (3-D Secure) in the page, for an intent the server confirms. */
  handleCardAction(clientSecret: string): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError & { payment_intent?: { id: string } } }>;
  confirmCardPayment(
    clientSecret: string,
    data?: { payment_method: string | { card: StripeCardElement; billing_details?: { name?: string } }; receipt_email?: string },
    options?: { handleActions: boolean },
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;
}

export type StripeFactory = (publishableKey: string, options?: { stripeAccount?: string }) => StripeJs;

/** The Stripe mode of `GET …/ecommerce/data/` (its `gateway`). */
export interface StripeGatewayInfo {
  mode: 'stripe';
  publishable_key: string | null;
  stripe_account: string | null;
  /** The connected account's country, once known: the wallet button's payment request names it. */
  country?: string | null;
}

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export interface StripeLoaderDeps {
  /** Adds the script and resolves once it ran; rejects when it could not be loaded. */
  loadScript(url: string): Promise<void>;
  /** `window.Stripe` after the script ran. */
  factory(): StripeFactory | undefined;
}

/**
 * Loads Stripe.js once: every caller shares one load. A load that fails (network, blocked host, a script that
 * defines no `Stripe`) rejects with `stripeTexts.scriptFailed` and is forgotten, so the next call tries again.
 */
export function createStripeLoader(deps: StripeLoaderDeps): () => Promise<StripeFactory> {
  let loading: Promise<StripeFactory> | null = null;
  return () =>
    (loading ??= (async () => {
      const present = deps.factory();
      if (present) return present;
      try {
        await deps.loadScript(stripeJsUrl);
      } catch {
        throw new Error(stripeTexts.scriptFailed);
      }
      const factory = deps.factory();
      if (!factory) throw new Error(stripeTexts.scriptFailed);
      return factory;
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** A script element appended to head; a failed one is removed, so a retry appends a fresh one. */
function appendScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(stripeTexts.scriptFailed));
    };
    document.head.append(script);
  });
}

export const loadStripeJs = createStripeLoader({ loadScript: appendScript, factory: () => window.Stripe });

/** Stripe.js's arguments for the connected account: the platform's publishable key and the author's account. */
export function stripeArguments(gateway: StripeGatewayInfo): [string, { stripeAccount: string }] {
  if (!gateway.publishable_key || !gateway.stripe_account) throw new Error(stripeTexts.notConfigured);
  return [gateway.publishable_key, { stripeAccount: gateway.stripe_account }];
}
