import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hostedCatalogueMessages, shopMessages } from '@folio/model';
import { ApiError } from '../errors';
import { findConnection, isConnected, setShippingMethods, shippingMethodsOf } from '../shop/connections';
import { HostedCatalogue, HostedCatalogueError } from '../shop/hosted-catalogue';
import { shopContext, shopProject, testGatewayOf, type ShopAudience } from '../shop/shop-access';
import { shopServerMessages } from '../shop/shop-messages';
import { StripeGateway } from '../shop/stripe-gateway';
import {
  numIdParams,
  objectParams,
  priceBody,
  pricePatchBody,
  productBody,
  productPatchBody,
  productsQuery,
  shippingMethodsBody,
  skuBody,
  skuPatchBody,
  skusQuery,
  UPLOADED_IMAGE_PATH,
} from '../shop/shop-schemas';
import { createPrice, createProduct, createSku, deleteProduct, deleteSku, updatePrice, updateProduct, updateSku } from '../shop/test-catalogue';

const providerProductsParams = z.object({ numId: numIdParams.shape.numId, provider: z.string().max(40) });

/** The card provider's catalogue (ecommerce.md §7 products and skus), and the author's edits of the test-mode one. */
export const shopCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['shop'];
  const security = [{ session: [] }];
  const hostedCatalogue = new HostedCatalogue(app.config.hostedCatalogueUrl);

  const products = async (request: Parameters<typeof shopContext>[1], numId: string, audience: ShopAudience) => {
    const context = await shopContext(app, request, numId, audience);
    return { data: await context.gateway.listProducts() };
  };

  app.get(
    '/api/projects/:numId/ecommerce/stripe/products/',
    { schema: { tags, summary: 'Products with their skus (articles) and prices: the owner, or anyone once published', params: numIdParams } },
    (request) => products(request, request.params.numId, 'shop'),
  );

  app.get(
    '/api/published_projects/:numId/ecommerce/stripe/products/',
    { schema: { tags, summary: 'Products of the published project', params: numIdParams } },
    (request) => products(request, request.params.numId, 'published'),
  );

  app.get(
    '/api/ecommerce/:numId/:provider/products',
    { schema: { tags, summary: 'Products of the connected provider, for preview (owner) or the published project', params: providerProductsParams, querystring: productsQuery } },
    async (request) => {
      const { numId, provider } = request.params;
      const audience: ShopAudience = request.query.type === 'preview' ? 'owner' : 'published';
      if (provider === 'stripe') return products(request, numId, audience);
      if (provider !== 'ecwid') throw new ApiError(404, shopMessages.providerNotFound);
      const project = await shopProject(app, request, numId, audience);
      const connection = await findConnection(db, project.mag.id);
      if (!isConnected(connection, 'ecwid') || !connection.storeId) throw new ApiError(409, shopServerMessages.providerNotConnected);
      if (!connection.publicToken) throw new ApiError(409, hostedCatalogueMessages.noToken);
      try {
        return { data: await hostedCatalogue.products({ storeId: connection.storeId, publicToken: connection.publicToken }) };
      } catch (error) {
        if (!(error instanceof HostedCatalogueError)) throw error;
        request.log.warn({ err: error, storeId: connection.storeId }, 'hosted store catalogue');
        throw new ApiError(502, hostedCatalogueMessages.unreachable);
      }
    },
  );

  app.get(
    '/api/projects/:numId/ecommerce/stripe/skus/',
    { schema: { tags, summary: 'The skus of these ids, to refresh a cart (unknown ids are left out)', params: numIdParams, querystring: skusQuery } },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'shop');
      return { data: await context.gateway.getSkus(request.query.skus_ids) };
    },
  );

  // ---- the owner's catalogue (test-mode gateway only: a Stripe account's is edited in its dashboard)

  const catalogue = async (request: Parameters<typeof shopContext>[1], numId: string) => {
    const context = await shopContext(app, request, numId, 'owner');
    testGatewayOf(context, shopServerMessages.stripeManagesCatalogue);
    return context.mag.id;
  };
  const authorSchema = <T extends object>(summary: string, extra: T) => ({ tags, security, summary, ...extra });
  // A picture uploaded here (/api/images/{key}) gets this server's public address: Stripe and visitors need a full one.
  const withFullImages = <T extends { images?: string[] }>(fields: T): T =>
    fields.images ? { ...fields, images: fields.images.map((image) => (UPLOADED_IMAGE_PATH.test(image) ? `${app.config.publicUrl}${image}` : image)) } : fields;

  app.post(
    '/api/projects/:numId/ecommerce/stripe/products/',
    { schema: authorSchema('Add a product (test-mode gateway)', { params: numIdParams, body: productBody }) },
    async (request, reply) => reply.code(201).send({ data: await createProduct(db, await catalogue(request, request.params.numId), withFullImages(request.body)) }),
  );

  app.patch(
    '/api/projects/:numId/ecommerce/stripe/products/:id/',
    { schema: authorSchema('Change a product: name, active, shippable, pictures or description (with Stripe: its pictures and description only)', { params: objectParams, body: productPatchBody }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      const fields = withFullImages(request.body);
      if (context.gateway instanceof StripeGateway) return { data: await context.gateway.updateProduct(request.params.id, fields) };
      testGatewayOf(context, shopServerMessages.stripeManagesCatalogue);
      return { data: await updateProduct(db, context.mag.id, request.params.id, fields) };
    },
  );

  app.delete(
    '/api/projects/:numId/ecommerce/stripe/products/:id/',
    { schema: authorSchema('Delete a product with its skus and prices', { params: objectParams }) },
    async (request, reply) => {
      await deleteProduct(db, await catalogue(request, request.params.numId), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/projects/:numId/ecommerce/stripe/skus/',
    { schema: authorSchema('Add a sku (an article) with its inventory to a product', { params: numIdParams, body: skuBody }) },
    async (request, reply) => {
      const { product, ...fields } = request.body;
      return reply.code(201).send({ data: await createSku(db, await catalogue(request, request.params.numId), product, fields) });
    },
  );

  app.patch(
    '/api/projects/:numId/ecommerce/stripe/skus/:id/',
    { schema: authorSchema('Change a sku: price, attributes, active, image or inventory (with Stripe: its inventory only)', { params: objectParams, body: skuPatchBody }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      if (context.gateway instanceof StripeGateway) return { data: await context.gateway.updateSku(request.params.id, request.body) };
      testGatewayOf(context, shopServerMessages.stripeManagesCatalogue);
      return { data: await updateSku(db, context.mag.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/projects/:numId/ecommerce/stripe/skus/:id/',
    { schema: authorSchema('Delete a sku', { params: objectParams }) },
    async (request, reply) => {
      await deleteSku(db, await catalogue(request, request.params.numId), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/projects/:numId/ecommerce/stripe/prices/',
    { schema: authorSchema('Add a price to a product', { params: numIdParams, body: priceBody }) },
    async (request, reply) => {
      const { product, ...fields } = request.body;
      return reply.code(201).send({ data: await createPrice(db, await catalogue(request, request.params.numId), product, fields) });
    },
  );

  app.patch(
    '/api/projects/:numId/ecommerce/stripe/prices/:id/',
    { schema: authorSchema('Archive, restore or rename a price (its amount never changes)', { params: objectParams, body: pricePatchBody }) },
    async (request) => ({ data: await updatePrice(db, await catalogue(request, request.params.numId), request.params.id, request.body) }),
  );

  app.get(
    '/api/projects/:numId/ecommerce/stripe/shipping_methods/',
    { schema: authorSchema('The shipping methods sku orders offer', { params: numIdParams }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      return { data: shippingMethodsOf(context.connection) };
    },
  );

  app.put(
    '/api/projects/:numId/ecommerce/stripe/shipping_methods/',
    { schema: authorSchema('Set the shipping methods sku orders offer (the first is chosen by default)', { params: numIdParams, body: shippingMethodsBody }) },
    async (request) => {
      const context = await shopContext(app, request, request.params.numId, 'owner');
      await setShippingMethods(db, context.mag.id, request.body.shipping_methods);
      return { data: request.body.shipping_methods };
    },
  );
};
