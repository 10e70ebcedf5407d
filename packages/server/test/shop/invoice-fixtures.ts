import { expect } from 'vitest';
import type { Client } from '../support/harness';
import { CARD_OK, SHIPPING, shopPath } from './shop-fixtures';

type Shipping = { name: string; phone: string; address: { line1: string; city: string; state?: string; postal_code: string; country: string } };

/** The owner's shipping methods and tax rates used by the price-flow tests (issue 17). */
export const INVOICE_RULES = {
  shipping_rules: [
    { id: 'standard', description: 'Standard shipping', rates: [{ country: 'US', amount: 500 }], rest_of_world: 1500, free_over: null },
    { id: 'express', description: 'Express', rates: [{ country: 'US', amount: 2000 }], rest_of_world: null, free_over: null },
  ],
  tax_rates: [
    { country: 'US', region: 'IL', percent: 10, inclusive: false },
    { country: 'DE', region: null, percent: 19, inclusive: true },
  ],
};

export const GERMANY = { name: 'Erika Mustermann', phone: '+49 30 1234567', address: { line1: 'Unter den Linden 1', city: 'Berlin', postal_code: '10117', country: 'DE' } };

/**
 * A buyer's customer, invoice items and draft invoice (ecommerce.md §7), the invoice answered as made;
 * `shippingMethod` is ours (issue 17).
 */
export async function draftInvoiceOf(
  buyer: Client,
  numId: number,
  prices: { price: string; quantity: number }[],
  options: { email?: string; shipping?: Shipping; note?: string; shippingMethod?: string } = {},
) {
  const shipping = options.shipping ?? SHIPPING;
  const customer = await buyer.post(shopPath(numId, 'customers/'), { customer_data: { email: options.email ?? 'buyer@example.com', name: shipping.name, phone: shipping.phone, shipping } });
  expect(customer.status, JSON.stringify(customer.body)).toBe(200);
  const items = await buyer.post(shopPath(numId, 'invoice_items/'), { customer_id: customer.body.data.id, prices });
  expect(items.status, JSON.stringify(items.body)).toBe(201);
  const metadata = { ...(options.note ? { customer_note: options.note } : {}), ...(options.shippingMethod ? { shipping_method: options.shippingMethod } : {}) };
  const invoice = await buyer.post(shopPath(numId, 'invoices/'), {
    invoiceData: { customer: customer.body.data.id, collection_method: 'charge_automatically', auto_advance: false, ...(Object.keys(metadata).length ? { metadata } : {}) },
  });
  return { customer: customer.body.data, invoice };
}

/** Finalizes a draft invoice and pays it with test mode's card confirmation; answers the paid invoice. */
export async function payInvoiceInTestMode(buyer: Client, numId: number, invoiceId: string) {
  const open = await buyer.post(shopPath(numId, `invoices/${invoiceId}/finalize/`));
  expect(open.status, JSON.stringify(open.body)).toBe(200);
  const intent = (await buyer.get(shopPath(numId, `payment_intents/${open.body.data.payment_intent}/`))).body.data;
  const card = { number: CARD_OK, exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: '123' };
  const paid = await buyer.post(shopPath(numId, `payment_intents/${intent.id}/confirm/`), { client_secret: intent.client_secret, payment_method: { card } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.body.data.status).toBe('succeeded');
  return (await buyer.get(shopPath(numId, `invoices/${invoiceId}/`))).body.data;
}
