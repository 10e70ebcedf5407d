import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { openDatabase, type Database } from '../../src/db/database';
import { startServer, startTestServer, type Driver, type TestServer } from '../support/harness';

/** The Redis of the coordination tests (CI sets REDIS_URL); without it those tests are skipped. */
export const redisUrl = process.env.REDIS_URL;
export const SKIP_WITHOUT_REDIS = 'skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run against Redis';

/** A prefix of its own per test, so test files running at once never share a key or a channel. */
export function uniquePrefix(): string {
  return `folio-test:${randomUUID()}:`;
}

/** A plain connection to look at (and clean up) what the code under test wrote. */
export function inspector(): Redis {
  return new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
}

/** Deletes every key under the prefix. */
export async function removeKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
}

/** Drops the named connection from the Redis side, as a network failure or a Redis restart would. */
export async function killConnection(redis: Redis, name: string): Promise<void> {
  const list = (await redis.client('LIST')) as string;
  const ids = list
    .split('\n')
    .filter((line) => line.includes(` name=${name} `))
    .map((line) => /(?:^|\s)id=(\d+)/.exec(line)![1]!);
  if (!ids.length) throw new Error(`no Redis connection named ${name}`);
  for (const id of ids) await redis.client('KILL', 'ID', id);
}

export interface TwoServers {
  a: TestServer & { storage: { url?: string } };
  b: TestServer;
  close(): Promise<void>;
}

/**
 * Two server processes as two apps, each with its own caches, limits and Redis connections, sharing one database and
 * one Redis under a prefix of their own. On PostgreSQL B has a connection pool of its own, as another process would;
 * PGlite belongs to one process, so there B shares A's.
 */
export async function startTwoServers(driver: Driver): Promise<TwoServers> {
  const prefix = uniquePrefix();
  const a = await startTestServer(driver, { redisUrl }, { redisPrefix: prefix });
  const databaseB: Database | undefined = driver === 'postgres' ? await openDatabase({ driver, url: a.storage.url! }) : undefined;
  const b = await startServer(databaseB ?? a.database, { redisUrl }, { redisPrefix: prefix });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await databaseB?.close();
      await a.close();
      const redis = inspector();
      await removeKeys(redis, prefix);
      redis.disconnect();
    },
  };
}
