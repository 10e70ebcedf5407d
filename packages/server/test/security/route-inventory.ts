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
