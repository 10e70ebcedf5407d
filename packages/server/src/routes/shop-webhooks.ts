import type { FastifyPluginAsync } from 'fastify';
import { parseJsonBody } from '../errors';
import { receiveWebhook, WEBHOOK_BODY_LIMIT_BYTES } from '../shop/webhooks';

/**
 * Stripe's webhook (docs/api.md "Webhooks"): the body is read as it came, since its signature is of those bytes. In
 * its own scope, so that only this route parses JSON as raw bytes.
 */
export const shopWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/api/ecommerce/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, schema: { tags: ['shop'], summary: 'Stripe’s webhook events, signed with STRIPE_WEBHOOK_SECRET' } },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Refused as any route's JSON is (malformed, no object, NUL characters) before its signature is looked at.
      parseJsonBody(body.toString('utf8'));
      const signature = request.headers['stripe-signature'];
      return receiveWebhook(app, body, typeof signature === 'string' ? signature : undefined);
    },
  );
};
