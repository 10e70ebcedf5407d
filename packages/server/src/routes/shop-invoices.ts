import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeInvoicePaid } from '../mail/shop-notices';
import { buyerOf, ensureBuyer } from '../shop/buyer';
import {
  confirmPaymentIntent,
  createInvoice,
  createInvoiceItems,
  deleteInvoice,
  finalizeInvoice,
  getInvoice,
  getPaymentIntent,
  saveCustomer,
  updatePaymentIntent,
  voidInvoice,
} from '../shop/invoices';
import { isSecure, shopContext, testGatewayOf } from '../shop/shop-access';
import { shopServerMessages } from '../shop/shop-messages';
import { confirmBody, customerBody, invoiceBody, invoiceItemsBody, numIdParams, objectParams, paymentIntentPatchBody } from '../shop/shop-schemas';

/**
 * The price flow (ecommerce.md §7): customer, invoice items, invoice, payment intent. Each belongs to the browser that
 * made it (the buyer cookie); for any other it does not exist.
 */
export const shopInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  const base = '/api/projects/:numId/ecommerce/stripe';
  const context = (request: Parameters<typeof shopContext>[1], numId: string) => shopContext(app, request, numId, 'shop');

  app.post(
    `${base}/customers/`,
    { schema: { tags, summary: 'Create the buyer’s customer, or update it', params: numIdParams, body: customerBody } },
    async (request, reply) => {
      const shop = await context(request, request.params.numId);
      const buyer = ensureBuyer(request, reply, isSecure(app));
      return { data: await saveCustomer(shop, buyer, request.body.customer_data) };
    },
  );

  app.post(
    `${base}/invoice_items/`,
    { schema: { tags, summary: 'One invoice item per price of the cart (replacing the customer’s pending ones); a list', params: numIdParams, body: invoiceItemsBody } },
    async (request, reply) => {
      const shop = await context(request, request.params.numId);
      const buyer = ensureBuyer(request, reply, isSecure(app));
      return reply.code(201).send({ data: await createInvoiceItems(shop, buyer, request.body) });
    },
  );

  app.post(
    `${base}/invoices/`,
    { schema: { tags, summary: 'A draft invoice of the customer’s pending items', params: numIdParams, body: invoiceBody } },
    async (request, reply) => {
      const shop = await context(request, request.params.numId);
      const buyer = ensureBuyer(request, reply, isSecure(app));
      return reply.code(201).send({ data: await createInvoice(shop, buyer, request.body.invoiceData) });
    },
  );

  app.get(`${base}/invoices/:id/`, { schema: { tags, summary: 'An invoice the buyer made', params: objectParams } }, async (request) => {
    const shop = await context(request, request.params.numId);
    return { data: await getInvoice(shop, buyerOf(request), request.params.id) };
  });

  app.delete(`${base}/invoices/:id/`, { schema: { tags, summary: 'Delete a draft invoice', params: objectParams } }, async (request) => {
    const shop = await context(request, request.params.numId);
    return { data: await deleteInvoice(shop, buyerOf(request), request.params.id) };
  });

  app.post(`${base}/invoices/:id/void/`, { schema: { tags, summary: 'Void an open or uncollectible invoice', params: objectParams } }, async (request) => {
    const shop = await context(request, request.params.numId);
    return { data: await voidInvoice(shop, buyerOf(request), request.params.id) };
  });

  app.post(`${base}/invoices/:id/finalize/`, { schema: { tags, summary: 'Finalize a draft invoice: it gets its payment intent', params: objectParams } }, async (request) => {
    const shop = await context(request, request.params.numId);
    return { data: await finalizeInvoice(shop, buyerOf(request), request.params.id) };
  });

  app.get(`${base}/payment_intents/:id/`, { schema: { tags, summary: 'The payment intent of the buyer’s invoice', params: objectParams } }, async (request) => {
    const shop = await context(request, request.params.numId);
    return { data: await getPaymentIntent(shop, buyerOf(request), request.params.id) };
  });

  app.patch(
    `${base}/payment_intents/:id/`,
    { schema: { tags, summary: 'Set the receipt email of a payment intent', params: objectParams, body: paymentIntentPatchBody } },
    async (request) => {
      const shop = await context(request, request.params.numId);
      return { data: await updatePaymentIntent(shop, buyerOf(request), request.params.id, request.body.paymentIntentData) };
    },
  );

  app.post(
    `${base}/payment_intents/:id/confirm/`,
    { schema: { tags, summary: 'Test mode only: pay a payment intent by card, as the card provider’s browser library does', params: objectParams, body: confirmBody } },
    async (request) => {
      const shop = await context(request, request.params.numId);
      const gateway = testGatewayOf(shop, shopServerMessages.testModeOnly);
      const { client_secret, payment_method } = request.body;
      const card = { ...payment_method.card, name: payment_method.billing_details?.name ?? payment_method.card.name };
      const buyer = buyerOf(request);
      const intent = await confirmPaymentIntent(shop, gateway, buyer, request.params.id, { client_secret, card });
      if (intent.status === 'succeeded' && intent.invoice) {
        const invoice = await getInvoice(shop, buyer, intent.invoice);
        if (invoice.status === 'paid') noticeInvoicePaid(app, { magId: shop.mag.id, invoice });
      }
      return { data: intent };
    },
  );
};
