import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

/**
 * Prometheus metrics (docs/deployment.md "Metrics"), one registry per app so that two apps in one test process keep
 * their own counts: request rate and latency per route, the process's own (event-loop lag, memory, CPU, handles),
 * the published cache's hits and misses, and the job queue's depth.
 */
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
// Requests that match no route share one label, so a scan of random addresses cannot grow the label set.
const UNMATCHED_ROUTE = 'unmatched';
// From a fast cached read (about a millisecond) to a PDF export asked for in a request (seconds).
const LATENCY_BUCKETS_SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// The states in which a job still waits for a runner (model jobStates).
const WAITING_JOB_STATES = ['queued', 'retry'] as const;

export class Metrics {
  readonly registry = new Registry();
  private readonly cacheLookups = new Counter({
    name: 'folio_published_cache_lookups_total',
    help: 'Published-project lookups answered from memory (hit) or the database (miss)',
    labelNames: ['result'],
    registers: [this.registry],
  });

  constructor(app: FastifyInstance, db: Db) {
    collectDefaultMetrics({ register: this.registry });
    const requests = new Counter({
      name: 'folio_http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [this.registry],
    });
    const latency = new Histogram({
      name: 'folio_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS_SECONDS,
      registers: [this.registry],
    });
    new Gauge({
      name: 'folio_jobs_waiting',
      help: 'Jobs queued or waiting for a retry, by kind',
      labelNames: ['kind'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await db
          .select({ kind: jobs.kind, count: sql<number>`count(*)::int` })
          .from(jobs)
          .where(inArray(jobs.state, [...WAITING_JOB_STATES]))
          .groupBy(jobs.kind);
        for (const row of rows) this.set({ kind: row.kind }, Number(row.count));
      },
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_code: String(reply.statusCode) });
      latency.observe(labels, reply.elapsedTime / 1000);
    });
  }

  /** Counts one published-cache lookup. */
  cacheLookup(hit: boolean): void {
    this.cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
