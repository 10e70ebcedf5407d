import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
};
