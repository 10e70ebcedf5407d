// The owner's orders (docs/api.md "Orders"): the shop's orders of one project or of all the signed-in author's
// projects, one order, and marking it fulfilled. Another author's project or order is 404, as if it did not exist.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOrderConstants, ownerOrderFilters, ownerOrderMessages, ownerOrdersCsv, type OwnerOrder, type OwnerOrderPage } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { mags } from '../db/schema';
import { noticeOrderFulfilled, noticeOrderRefunded } from '../mail/shop-notices';
import { findOwnedMag } from '../repositories/mags';
import { cancelOrderForOwner } from '../shop/orders';
import { refundOrder } from '../shop/refunds';
import { shopContext } from '../shop/shop-access';
import { exportOwnerOrders, fulfilOrder, getOwnerOrder, listOwnerOrders } from '../shop/owner-orders';

const day = z.iso.date();
const filters = {
  status: z.enum(ownerOrderFilters).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().max(ownerOrderConstants.maxSearchLength).optional(),
};
const inOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const dateRange = { message: ownerOrderMessages.dateRangeInvalid, path: ['from'] };
const listQuery = z
  .strictObject({
    ...filters,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ownerOrderConstants.maxPageSize).default(ownerOrderConstants.pageSize),
  })
  .refine(inOrder, dateRange);
const exportQuery = z.strictObject(filters).refine(inOrder, dateRange);
const CSV_TYPE = 'text/csv; charset=utf-8';
const projectParams = z.strictObject({ id: z.string().max(64).describe('The project _id') });
const orderParams = z.strictObject({ id: z.string().max(64).describe('The project _id'), orderId: z.string().min(1).max(64) });
const httpUrl = z
  .string()
  .max(ownerOrderConstants.maxTrackingUrlLength)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, ownerOrderMessages.trackingUrlInvalid);
const fulfilBody = z.strictObject({ trackingUrl: httpUrl.nullable().optional() });
const refundBody = z
  .strictObject({
    amount: z.int().min(1).max(ownerOrderConstants.maxRefundAmount).optional().describe('Minor units; with neither amount nor items, all that is left'),
    items: z
      .array(z.strictObject({ sku: z.string().min(1).max(64), quantity: z.int().min(1).max(ownerOrderConstants.maxRefundQuantity) }))
      .min(1)
      .max(ownerOrderConstants.maxRefundLines)
      .optional()
      .describe('Units of the order to refund, at their price plus their share of a tax added on top'),
    restock: z.boolean().optional().describe('Put the refunded items back in stock'),
  })
  .refine((body) => body.amount === undefined || body.items === undefined, { message: ownerOrderMessages.refundAmountOrItems, path: ['items'] })
  .refine((body) => !body.restock || body.items !== undefined, { message: ownerOrderMessages.refundRestockNeedsItems, path: ['restock'] });

export const shopOwnerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const security = [{ session: [] }];
  const { db } = app.database;

  app.get(
    '/api/orders',
    { schema: { tags, security, summary: "The shop's orders of all the signed-in author's projects, newest first, a page at a time", querystring: listQuery } },
    async (request): Promise<OwnerOrderPage> => {
      const user = await requireUser(request);
      const mine = await db.select({ id: mags.id }).from(mags).where(eq(mags.userId, user.id));
      return listOwnerOrders(
        db,
        mine.map((mag) => mag.id),
        request.query,
      );
    },
  );

  app.get(
    '/api/projects/:id/orders',
    { schema: { tags, security, summary: "The shop's orders of one of the owner's projects, newest first, a page at a time", params: projectParams, querystring: listQuery } },
    async (request): Promise<OwnerOrderPage> => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      return listOwnerOrders(db, [mag.id], request.query);
    },
  );

  app.get(
    '/api/orders/export.csv',
    { schema: { tags, security, summary: "The filtered orders of all the author's projects as CSV, newest first", querystring: exportQuery } },
    async (request, reply) => {
      const user = await requireUser(request);
      const mine = await db.select({ id: mags.id }).from(mags).where(eq(mags.userId, user.id));
      const orders = await exportOwnerOrders(
        db,
        mine.map((mag) => mag.id),
        request.query,
      );
      return reply.type(CSV_TYPE).header('content-disposition', 'attachment; filename="orders.csv"').send(ownerOrdersCsv(orders));
    },
  );

  app.get(
    '/api/projects/:id/orders/export.csv',
    { schema: { tags, security, summary: "The project's filtered orders as CSV, newest first", params: projectParams, querystring: exportQuery } },
    async (request, reply) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const orders = await exportOwnerOrders(db, [mag.id], request.query);
      return reply.type(CSV_TYPE).header('content-disposition', `attachment; filename="orders-${mag.numId}.csv"`).send(ownerOrdersCsv(orders));
    },
  );

  app.get(
    '/api/projects/:id/orders/:orderId',
    { schema: { tags, security, summary: 'One order of the project, every detail', params: orderParams } },
    async (request): Promise<OwnerOrder> => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      return getOwnerOrder(db, mag.id, request.params.orderId);
    },
  );

  app.post(
    '/api/projects/:id/orders/:orderId/fulfil',
    {
      bodyLimit: ownerOrderConstants.maxBodyBytes,
      schema: { tags, security, summary: 'Mark a paid order fulfilled, with an optional http(s) tracking link; the buyer is e-mailed', params: orderParams, body: fulfilBody },
    },
    async (request): Promise<OwnerOrder> => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const { order, buyerOrder } = await fulfilOrder(db, mag.id, request.params.orderId, request.body.trackingUrl ?? null);
      noticeOrderFulfilled(app, { magId: mag.id, order: buyerOrder, trackingUrl: order.trackingUrl });
      return order;
    },
  );

  app.post(
    '/api/projects/:id/orders/:orderId/refund',
    {
      bodyLimit: ownerOrderConstants.maxBodyBytes,
      schema: {
        tags,
        security,
        summary: 'Refund a paid order through the card provider: all that is left ({}), an amount, or items (restock puts them back in stock); the buyer is e-mailed',
        params: orderParams,
        body: refundBody,
      },
    },
    async (request): Promise<OwnerOrder> => {
      const context = await shopContext(app, request, request.params.id, 'owner');
      const { refund, order } = await refundOrder(context, request.params.orderId, request.body);
      noticeOrderRefunded(app, { magId: context.mag.id, order, amount: refund.amount, refundId: refund.id });
      return getOwnerOrder(db, context.mag.id, request.params.orderId);
    },
  );

  app.post(
    '/api/projects/:id/orders/:orderId/cancel',
    { bodyLimit: ownerOrderConstants.maxBodyBytes, schema: { tags, security, summary: 'Cancel an unpaid order (status canceled); a paid one is 409', params: orderParams } },
    async (request): Promise<OwnerOrder> => {
      const context = await shopContext(app, request, request.params.id, 'owner');
      await cancelOrderForOwner(context, request.params.orderId, ownerOrderMessages.orderNotFound);
      return getOwnerOrder(db, context.mag.id, request.params.orderId);
    },
  );
};
