import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

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
