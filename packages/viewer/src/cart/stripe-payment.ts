// Card payments with Stripe.js (ecommerce.md §7 "A card payment provider's client library"; docs/shop.md "Cart
// sidebar" → "Payment with Stripe"): the card goes from the card Element to Stripe, never through our server.
// - sku flow: a card token with the holder's name, then the order's pay call, as in test mode;
// - price flow: a draft invoice finalized, the intent's receipt email set when missing, the card payment confirmed with
//   the client secret and the billing name; then the server reads the intent and invoice again, so it records them.
import { isOrderPaid, isPaymentSucceeded, needsFinalize, paymentMessages, receiptEmailUpdate, type Invoice, type Order } from '@folio/model';
import type { CheckoutDeps } from './checkout-calls';
import type { StripeCardElement, StripeError, StripeJs } from './stripe-js';

/** Stripe.js for the connected account, with the card Element the visitor typed into. */
export interface StripeCard {
  stripe: StripeJs;
  card: StripeCardElement;
}

interface IntentData {
  id?: string;
  client_secret?: string | null;
  receipt_email?: string | null;
  status?: string;
}

const base = (numId: number) => `/api/projects/${numId}/ecommerce/stripe`;

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
  const paid = (await http.post<{ data: Order }>(`${base(numId)}/orders/${order.id}/pay/`, { stripe_token: token.id, email })).data;
  store.record((cart) => ({ ...cart, order: paid }));
  return isOrderPaid(paid);
}

/**
 * ecommerce.md §4, §7, price flow: `stripe.confirmCardPayment(clientSecret, { payment_method: { card,
 * billing_details: { name } }, receipt_email })`; 'succeeded' is success. Errors: 'Not client secret' when the intent
 * has none, 'Payment Failed on confirmCardPayment' (with Stripe's reason) when Stripe refuses the card.
 */
export async function payInvoiceWithStripe({ http, numId, store }: CheckoutDeps, { stripe, card }: StripeCard, name: string, email: string): Promise<boolean> {
  let invoice = store.getCart().invoice;
  if (!invoice) throw new Error(paymentMessages.invoiceNotFound);
  if (needsFinalize(invoice)) {
    const finalized = (await http.post<{ data: Invoice }>(`${base(numId)}/invoices/${invoice.id}/finalize/`)).data;
    store.record((cart) => ({ ...cart, invoice: finalized }));
    invoice = finalized;
  }
  if (!invoice.payment_intent) throw new Error(paymentMessages.invoiceNotFound);
  const path = `${base(numId)}/payment_intents/${invoice.payment_intent}/`;
  const intent = (await http.get<{ data: IntentData }>(path)).data;
  if (isPaymentSucceeded(intent)) return true;
  if (!intent.client_secret) throw new Error(paymentMessages.noClientSecret);
  const receipt = receiptEmailUpdate(intent, email);
  if (receipt) await http.patch(path, { paymentIntentData: receipt });
  const address = intent.receipt_email || receipt?.receipt_email;
  const result = await stripe.confirmCardPayment(intent.client_secret, {
    payment_method: { card, billing_details: { name: name.trim() } },
    ...(address ? { receipt_email: address } : {}),
  });
  if (result.error || !result.paymentIntent) throw new Error(stripeFailure(paymentMessages.confirmCardPaymentFailed, result.error));
  const succeeded = isPaymentSucceeded(result.paymentIntent);
  if (succeeded) await recordPayment({ http, numId, store }, path, invoice.id);
  return succeeded;
}

/**
 * Tells the server: the intent and the invoice read again, so that it records them as paid (docs/shop.md: there are
 * no webhooks). Stripe has already taken the payment, so a failed read is only logged.
 */
async function recordPayment({ http, numId, store }: CheckoutDeps, intentPath: string, invoiceId: string): Promise<void> {
  try {
    await http.get(intentPath);
    const invoice = (await http.get<{ data?: Invoice }>(`${base(numId)}/invoices/${invoiceId}/`)).data;
    if (invoice?.id) store.record((cart) => ({ ...cart, invoice }));
  } catch (error) {
    console.error(error);
  }
}
