// Card payments with Stripe.js (ecommerce.md §7 "A card payment provider's client library"; docs/shop.md "Cart
// sidebar" → "Payment with Stripe"): the card goes from the card Element to Stripe, never through our server.
// - sku flow: a payment method of the card with the holder's name, paid by the order's pay call; when the card's bank
//   asks the buyer to authenticate (3-D Secure), Stripe.js shows its check, then the pay call pays the intent;
// - price flow: a draft invoice finalized, the intent's receipt email set when missing, the card payment confirmed with
//   the client secret and the billing name; then the server reads the intent and invoice again, so it records them.
import { isOrderPaid, isPaymentSucceeded, paymentMessages, type Invoice, type Order } from '@folio/model';
import { readyPaymentIntent, shopBase, type CheckoutDeps } from './checkout-calls';
import type { StripeCardElement, StripeError, StripeJs } from './stripe-js';

/** Stripe.js for the connected account, with the card Element the visitor typed into. */
export interface StripeCard {
  stripe: StripeJs;
  card: StripeCardElement;
}


/** The visitor-facing failure: the spec's message, then Stripe's reason when it gave one. */
export function stripeFailure(message: string, error: StripeError | undefined): string {
  return error?.message ? `${message}: ${error.message}` : message;
}

/**
 * ecommerce.md §7, sku flow, through a payment intent (docs/shop.md "Card authentication"): `stripe.createPaymentMethod`
 * with the card and the holder's name, the pay call with it; when the answer asks for the buyer's authentication,
 * `stripe.handleCardAction` with its client secret, then the pay call with the intent. Status 'paid' is success. A
 * check the buyer failed or left is told to the server too (it answers why, and puts the units back).
 */
export async function payOrderWithStripe(deps: CheckoutDeps, { stripe, card }: StripeCard, name: string, email: string): Promise<boolean> {
  if (!deps.store.getCart().order) throw new Error(paymentMessages.orderNotFound);
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim(), email } });
  if (error || !paymentMethod?.id) throw new Error(stripeFailure(paymentMessages.paymentFailed, error));
  return payOrderWithPaymentMethod(deps, stripe, paymentMethod.id, email);
}

/**
 * The sku flow's pay call with a payment method (of the card field, or a wallet's), and the buyer's authentication
 * when the answer asks for it; `beforeCheck` runs first (a wallet closes its sheet before the bank's check shows).
 */
export async function payOrderWithPaymentMethod({ http, numId, store }: CheckoutDeps, stripe: StripeJs, paymentMethod: string, email: string, beforeCheck?: () => void): Promise<boolean> {
  const order = store.getCart().order;
  if (!order) throw new Error(paymentMessages.orderNotFound);
  const pay = (body: Record<string, string>) => http.post<{ data: Order }>(`${shopBase(numId)}/orders/${order.id}/pay/`, { ...body, email });
  let paid = (await pay({ payment_method: paymentMethod })).data;
  const action = paid.payment_action;
  if (action?.client_secret) {
    beforeCheck?.();
    const checked = await stripe.handleCardAction(action.client_secret);
    const intent = checked.paymentIntent?.id ?? checked.error?.payment_intent?.id;
    if (!intent) throw new Error(stripeFailure(paymentMessages.paymentFailed, checked.error));
    paid = (await pay({ payment_intent: intent })).data;
  }
  const { payment_action: _, ...recorded } = paid;
  store.record((cart) => ({ ...cart, order: recorded }));
  return isOrderPaid(paid);
}

/**
 * ecommerce.md §4, §7, price flow: `stripe.confirmCardPayment(clientSecret, { payment_method: { card,
 * billing_details: { name } }, receipt_email })`; 'succeeded' is success. Errors: 'Not client secret' when the intent
 * has none, 'Payment Failed on confirmCardPayment' (with Stripe's reason) when Stripe refuses the card.
 */
export async function payInvoiceWithStripe(deps: CheckoutDeps, { stripe, card }: StripeCard, name: string, email: string): Promise<boolean> {
  const ready = await readyPaymentIntent(deps, email);
  if (!ready) return true;
  const result = await stripe.confirmCardPayment(ready.clientSecret, {
    payment_method: { card, billing_details: { name: name.trim() } },
    ...(ready.receiptEmail ? { receipt_email: ready.receiptEmail } : {}),
  });
  if (result.error || !result.paymentIntent) throw new Error(stripeFailure(paymentMessages.confirmCardPaymentFailed, result.error));
  const succeeded = isPaymentSucceeded(result.paymentIntent);
  if (succeeded) await recordPayment(deps, ready.path, ready.invoiceId);
  return succeeded;
}

/**
 * The price flow with a wallet's payment method: the invoice's intent confirmed with it, the wallet's sheet closed, and
 * when the card's bank asks, its check shown by Stripe.js (`confirmCardPayment` again, which handles it).
 */
export async function payInvoiceWithPaymentMethod(deps: CheckoutDeps, stripe: StripeJs, paymentMethod: string, email: string, beforeCheck?: () => void): Promise<boolean> {
  const ready = await readyPaymentIntent(deps, email);
  if (!ready) return true;
  let result = await stripe.confirmCardPayment(ready.clientSecret, { payment_method: paymentMethod, ...(ready.receiptEmail ? { receipt_email: ready.receiptEmail } : {}) }, { handleActions: false });
  if (result.error || !result.paymentIntent) throw new Error(stripeFailure(paymentMessages.confirmCardPaymentFailed, result.error));
  if (result.paymentIntent.status === 'requires_action') {
    beforeCheck?.();
    result = await stripe.confirmCardPayment(ready.clientSecret);
    if (result.error || !result.paymentIntent) throw new Error(stripeFailure(paymentMessages.confirmCardPaymentFailed, result.error));
  }
  const succeeded = isPaymentSucceeded(result.paymentIntent);
  if (succeeded) await recordPayment(deps, ready.path, ready.invoiceId);
  return succeeded;
}

/**
 * Tells the server: the intent and the invoice read again, so that it records them as paid (docs/shop.md: there are
 * no webhooks). Stripe has already taken the payment, so a failed read is only logged.
 */
async function recordPayment({ http, numId, store }: CheckoutDeps, intentPath: string, invoiceId: string): Promise<void> {
  try {
    await http.get(intentPath);
    const invoice = (await http.get<{ data?: Invoice }>(`${shopBase(numId)}/invoices/${invoiceId}/`)).data;
    if (invoice?.id) store.record((cart) => ({ ...cart, invoice }));
  } catch (error) {
    console.error(error);
  }
}
