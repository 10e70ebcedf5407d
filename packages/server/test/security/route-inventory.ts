import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import * as schema from '../../src/db/schema';
import type { TestServer } from '../support/harness';

// What the security matrices check themselves against: every route the app registers, read from the app itself, and
// everything a request could have written (every table, every stored blob).

/** `METHOD /url` as registered, e.g. `PATCH /api/mag/:id`. HEAD routes are Fastify's copies of GET ones. */
export type RouteKey = `${string} ${string}`;

// Public on purpose: each is a visitor's route (what a published project shows, its forms and shop), the way in
// (sign up, sign in), or the app's own files. What visitors may see through them is checked by private-content.test.ts.
export const PUBLIC_ROUTES: Record<RouteKey, string> = {
  'GET /': "the dashboard's HTML shell: its boot data is the caller's own account, or none",
  'GET /edit': "the constructor's HTML shell (a redirect to /edit/…/); the draft comes from the API",
  'GET /edit/*': "the constructor's HTML shell; the draft comes from the API",
  'GET /*': 'viewer pages: published projects, and preview for their owner only',
  'GET /assets/*': "the app's own files (favicon, the demo's pictures)",
  'GET /api/health': 'the health check',
  'GET /api/ready': "the readiness check: says which services answer, nothing of anyone's data",
  'GET /api/metrics': 'Prometheus metrics: counts by route, no data; METRICS_TOKEN or this machine only (operations.test.ts)',
  'GET /api/docs': 'the API description',
  'GET /api/docs/json': 'the API description',
  'GET /api/docs/yaml': 'the API description',
  'GET /api/docs/static/*': 'the API description',
  'GET /api/docs/static/index.html': 'the API description',
  'GET /api/docs/static/swagger-initializer.js': 'the API description',
  'POST /api/auth/signup': 'the way in',
  'POST /api/auth/login': 'the way in',
  'POST /api/auth/logout': 'ends the caller’s own session, if any',
  'GET /api/readymag/:mag': 'a published project',
  'GET /api/readymag/:user/:mag': 'a published project',
  'GET /api/magpages/:numId': "a published project's pages",
  'POST /api/countview/:numId': 'a view of a published project',
  'GET /api/user/:id/links': "an author's public links, shown in the menu of their published projects",
  'POST /api/proxy/honeycomb': "a visitor's frontend-rendering report of a published project (rate-limited per client)",
  'POST /api/readymag/:numId/access': "a private project's password",
  'GET /api/images/:key': 'pictures by content hash: public by address, unguessable without the picture',
  'GET /api/videos/:name': 'converted shot videos by content hash: public by address, unguessable without the video',
  'GET /api/starters': 'the starter templates Folio ships (docs/api.md "Starter templates"): no one\'s content',
  'GET /api/fonts/css': "the font library's stylesheet (docs/fonts.md): open fonts, no one's content",
  'GET /api/fonts/files/:version/:file': "the font library's WOFF2 files: open fonts, no one's content",
  'GET /api/fonts/custom/:file': "a custom font's stylesheet and WOFF2, for visitors of the pages that use it: by an unguessable id, and no project's content",
  'POST /api/forms/:numId/:widgetId': "a visitor's answers to a published form",
  'GET /api/projects/:numId/ecommerce/data/': "a published shop's settings (the owner's preview too)",
  'GET /api/projects/:numId/ecommerce/stripe/products/': "a published shop's products (the owner's preview too)",
  'GET /api/published_projects/:numId/ecommerce/stripe/products/': "a published shop's products",
  'GET /api/projects/:numId/ecommerce/stripe/skus/': "a published shop's skus, to refresh a cart",
  // The buyer's calls: each object belongs to the browser that made it (the buyer cookie), not to an account.
  'POST /api/projects/:projectId/ecommerce/stripe/orders/': 'a buyer’s order',
  'GET /api/projects/:numId/ecommerce/stripe/orders/:orderId/': 'a buyer’s order',
  'PATCH /api/projects/:numId/ecommerce/stripe/orders/:orderId/': 'a buyer’s order',
  'POST /api/projects/:projectId/ecommerce/stripe/orders/:orderId/pay/': 'a buyer’s order',
  'POST /api/projects/:numId/ecommerce/stripe/tokens/': 'a buyer’s card token (test mode)',
  'POST /api/projects/:numId/ecommerce/stripe/customers/': 'a buyer’s customer',
  'POST /api/projects/:numId/ecommerce/stripe/invoice_items/': 'a buyer’s invoice',
  'POST /api/projects/:numId/ecommerce/stripe/invoices/': 'a buyer’s invoice',
  'GET /api/projects/:numId/ecommerce/stripe/invoices/:id/': 'a buyer’s invoice',
  'DELETE /api/projects/:numId/ecommerce/stripe/invoices/:id/': 'a buyer’s invoice',
  'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/void/': 'a buyer’s invoice',
  'POST /api/projects/:numId/ecommerce/stripe/invoices/:id/finalize/': 'a buyer’s invoice',
  'GET /api/projects/:numId/ecommerce/stripe/payment_intents/:id/': 'a buyer’s payment',
  'PATCH /api/projects/:numId/ecommerce/stripe/payment_intents/:id/': 'a buyer’s payment',
  'POST /api/projects/:numId/ecommerce/stripe/payment_intents/:id/confirm/': 'a buyer’s payment (test mode)',
  'POST /api/ecommerce/stripe/webhook': 'Stripe’s events: trusted by their signature with STRIPE_WEBHOOK_SECRET, not by a session; answers no content',
};
// Registered only once the clients are built (npm run build): their hashed files, public like /assets/.
export const PUBLIC_WHEN_BUILT: Record<RouteKey, string> = {
  'GET /viewer/*': "the viewer's client build",
  'GET /editor/*': "the editor's client build",
};

const registered = new Set<RouteKey>();

/**
 * The `fastify` module with an onRoute hook added to every instance it makes, so that each route buildApp registers is
 * recorded. A test file installs it with
 * `vi.mock('fastify', async (importOriginal) => (await import('./route-inventory')).recordingFastify(await importOriginal()))`.
 */
export function recordingFastify(actual: typeof FastifyModule): typeof FastifyModule {
  // The factory's overloads (http, https, http2) all take one options object.
  const factory = actual.default as unknown as (options?: object) => FastifyInstance;
  const make = ((options?: object) => {
    const app = factory(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: Object.assign(make, actual.default), fastify: make };
}

/** The routes recorded so far (after at least one buildApp), sorted. */
export function registeredRoutes(): RouteKey[] {
  if (!registered.size) throw new Error('No routes recorded: is fastify mocked with recordingFastify?');
  return [...registered].sort();
}

export const isWriteMethod = (key: RouteKey) => /^(POST|PUT|PATCH|DELETE) /.test(key);

/**
 * Everything the server has stored: every row of every table (sorted, so that the order rows come back in does not
 * matter) and the list of stored blobs. Two equal snapshots mean a request wrote nothing.
 */
export async function storedState(server: TestServer): Promise<Record<string, string[]>> {
  const { db } = server.database;
  const state: Record<string, string[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await db.select().from(table);
    state[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  state.blobs = listFiles(server.app.config.blobDir).sort();
  return state;
}

function listFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name]));
}
