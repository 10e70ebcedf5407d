// Card payments with Stripe.js (ecommerce.md §7 "A card payment provider's client library"; docs/shop.md "Cart
// sidebar" → "Payment with Stripe"): the card goes from the card Element to Stripe, never through our server.
// - sku flow: a card token with the holder's name, then the order's pay call, as in test mode;
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

/** ecommerce.md §7, sku flow: `stripe.createToken(card, { name })`, then the pay call; status 'paid' is success. */
export async function payOrderWithStripe({ http, numId, store }: CheckoutDeps, { stripe, card }: StripeCard, name: string, email: string): Promise<boolean> {
  const order = store.getCart().order;
  if (!order) throw new Error(paymentMessages.orderNotFound);
  const { token, error } = await stripe.createToken(card, { name: name.trim() });
  if (error || !token?.id) throw new Error(stripeFailure(paymentMessages.paymentFailed, error));
  const paid = (await http.post<{ data: Order }>(`${shopBase(numId)}/orders/${order.id}/pay/`, { stripe_token: token.id, email })).data;
  store.record((cart) => ({ ...cart, order: paid }));
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
