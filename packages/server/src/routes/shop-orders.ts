import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeOrderPaid } from '../mail/shop-notices';
import { buyerOf, ensureBuyer } from '../shop/buyer';
import { changeOrder, createOrder, getOrder, payOrder } from '../shop/orders';
import { isSecure, shopContext, testGatewayOf } from '../shop/shop-access';
import { shopServerMessages } from '../shop/shop-messages';
import { numIdParams, orderBody, orderParams, orderPatchBody, payBody, payParams, projectIdParams, tokenBody } from '../shop/shop-schemas';

/**
 * The sku flow (ecommerce.md §7): orders of a visitor of the published project (or of its owner in preview). Only the
 * browser that made an order reads or changes it (the buyer cookie); for any other it does not exist.
 */
export const shopOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];

  app.post(
    '/api/projects/:projectId/ecommerce/stripe/orders/',
    { schema: { tags, summary: 'Create an order of skus (usd); replaces the buyer’s unpaid orders of the project', params: projectIdParams, body: orderBody } },
    async (request, reply) => {
      const context = await shopContext(app, request, request.params.projectId, 'shop');
      const buyer = ensureBuyer(request, reply, isSecure(app));
      return reply.code(201).send({ data: await createOrder(context, buyer, request.body) });
    },
  );

  app.get(
    '/api/projects/:numId/ecommerce/stripe/orders/:orderId/',
    { schema: { tags, summary: 'An order the buyer made', params: orderParams } },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'shop');
      return { data: await getOrder(context, buyerOf(request), request.params.orderId) };
    },
  );

  app.patch(
    '/api/projects/:numId/ecommerce/stripe/orders/:orderId/',
    { schema: { tags, summary: 'Cancel an order (status canceled) or choose its shipping method', params: orderParams, body: orderPatchBody } },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'shop');
      return { data: await changeOrder(context, buyerOf(request), request.params.orderId, request.body) };
    },
  );

  app.post(
    '/api/projects/:projectId/ecommerce/stripe/orders/:orderId/pay/',
    { schema: { tags, summary: 'Pay an order with a card token (or with Stripe a payment method, then its intent once authenticated): data.status paid', params: payParams, body: payBody } },
    async (request) => {
      const context = await shopContext(app, request, request.params.projectId, 'shop');
      const order = await payOrder(context, buyerOf(request), request.params.orderId, request.body);
      // Paid, not waiting for the buyer's authentication: the e-mails go.
      if (order.status === 'paid') noticeOrderPaid(app, { magId: context.mag.id, order });
      return { data: order };
    },
  );

  app.post(
    '/api/projects/:numId/ecommerce/stripe/tokens/',
    { schema: { tags, summary: 'Test mode only: a card token, as the card provider’s browser library makes one', params: numIdParams, body: tokenBody } },
    async (request, reply) => {
      const gateway = testGatewayOf(await shopContext(app, request, request.params.numId, 'shop'), shopServerMessages.testModeOnly);
      return reply.code(201).send({ data: await gateway.createToken(request.body.card) });
    },
  );
};
