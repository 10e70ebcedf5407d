import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopRulesSchema } from '@folio/model';
import { setShopRules, shopRulesOf } from '../shop/connections';
import { shopContext } from '../shop/shop-access';
import { numIdParams } from '../shop/shop-schemas';

/**
 * The owner's shipping methods (per-country rates, rest of world, free over) and tax rates (issue 17), read and set
 * whole by the project's owner. With methods set, sku orders offer those that ship to the buyer's country instead of
 * the …/shipping_methods/ list.
 */
export const shopRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const schema = <T extends object>(summary: string, extra: T) => ({ tags: ['shop'], security: [{ session: [] }], summary, ...extra });

  app.get(
    '/api/projects/:numId/ecommerce/stripe/shop_rules/',
    { schema: schema('The shipping methods and tax rates sku orders and invoices are priced with', { params: numIdParams }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      return { data: shopRulesOf(context.connection) };
    },
  );

  app.put(
    '/api/projects/:numId/ecommerce/stripe/shop_rules/',
    { schema: schema('Set the shipping methods and tax rates', { params: numIdParams, body: shopRulesSchema }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      await setShopRules(db, context.mag.id, request.body);
      return { data: request.body };
    },
  );
};
