import { timingSafeEqual } from 'node:crypto';
import { apiMessages } from '@folio/model';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../errors';
import { METRICS_CONTENT_TYPE } from './metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const readySchema = z.object({ ready: z.literal(true), checks: z.record(z.string(), z.string()) });

/** docs/deployment.md "Health and readiness" and "Metrics". */
export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['operations'], summary: 'Liveness: the process answers (nothing else is asked)', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database, the blob store and Redis (when configured) answer; 503 naming what does not',
        response: { 200: readySchema },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.report();
      reply.header('cache-control', 'no-store');
      if (report.ready) return { ready: true as const, checks: report.checks };
      const failing = Object.keys(report.checks).filter((name) => report.checks[name] !== 'ok');
      throw new ApiError(503, apiMessages.notReady(failing.join(', ')), { checks: report.checks });
    },
  );

  app.get(
    '/api/metrics',
    { schema: { tags: ['operations'], summary: 'Prometheus metrics (text exposition format); METRICS_TOKEN as a bearer token, or from this machine' } },
    async (request, reply) => {
      const token = app.config.metricsToken;
      const allowed = token
        ? sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)
        : LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
      if (!allowed) throw new ApiError(403, apiMessages.metricsRefused);
      reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store');
      return app.metrics.text();
    },
  );
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
