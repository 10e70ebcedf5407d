import { Redis, type RedisOptions } from 'ioredis';
import type { CoordinationLog } from './event-bus';

// A command waits at most this long for Redis (a limit check is on a sign-in's path): then it fails and the caller
// falls back (redis-limit-store.ts) instead of holding the request.
const COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;
// Reconnecting after a lost connection: sooner at first, then every 2 s for as long as it takes.
const RECONNECT_STEP_MS = 200;
const RECONNECT_MAX_MS = 2000;

/**
 * A connection that reconnects by itself for good; a command given while it is down fails after one attempt to
 * reconnect rather than waiting. Lost and regained connections are logged once each, never thrown. `name` is the
 * connection's name in Redis (CLIENT LIST): the deployment's prefix and the connection's role.
 */
export function redisConnection(url: string, name: string, log: CoordinationLog, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * RECONNECT_STEP_MS, RECONNECT_MAX_MS),
    ...options,
  });
  let lost = false;
  redis.on('error', (error: unknown) => {
    if (lost) return;
    lost = true;
    log(`Redis (${name}): the connection failed; retrying`, error);
  });
  // A connection Redis closed without an error (a restart, CLIENT KILL) is lost all the same.
  redis.on('reconnecting', () => {
    if (lost) return;
    lost = true;
    log(`Redis (${name}): the connection was lost; reconnecting`, new Error('Redis closed the connection'));
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log(`Redis (${name}): connected again`);
  });
  return redis;
}

export const commandOptions: RedisOptions = { commandTimeout: COMMAND_TIMEOUT_MS };

/** Ends a connection: politely when it is up, at once when it is not. */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through to a hard disconnect
    }
  }
  redis.disconnect();
}
