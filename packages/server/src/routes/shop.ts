import type { FastifyPluginAsync } from 'fastify';
import { shopCatalogueRoutes } from './shop-catalogue';
import { shopConnectRoutes } from './shop-connect';
import { shopInvoiceRoutes } from './shop-invoices';
import { shopOrderRoutes } from './shop-orders';
import { shopRulesRoutes } from './shop-rules';
import { shopWebhookRoutes } from './shop-webhooks';

/** The shop's calls (ecommerce.md §7; docs/api.md "Shop API"). */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(shopConnectRoutes);
  await app.register(shopCatalogueRoutes);
  await app.register(shopOrderRoutes);
  await app.register(shopInvoiceRoutes);
  await app.register(shopRulesRoutes);
  await app.register(shopWebhookRoutes);
};
