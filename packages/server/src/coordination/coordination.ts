import { InProcessBus, type CoordinationLog, type EventBus } from './event-bus';
import { MemoryLimitStore, type LimitStore } from './limit-store';
import { RedisBus } from './redis-bus';
import { RedisLimitStore } from './redis-limit-store';
import { closeConnection, commandOptions, redisConnection } from './redis-connection';

/** Every key and channel of one deployment starts with this (docs/deployment.md "Redis"). */
export const DEFAULT_REDIS_PREFIX = 'folio:';

/** What the server processes share: the bus and the attempt limits. */
export interface Coordination {
  bus: EventBus;
  limits: LimitStore;
  /** Whether Redis answers (PING), for `/api/ready`; undefined without Redis. */
  ping: (() => Promise<unknown>) | undefined;
  close(): Promise<void>;
}

/**
 * With a Redis address, the bus and the limits live in Redis and hold across processes; without one, in this
 * process. `prefix` keeps deployments (and test servers) sharing one Redis apart.
 */
export function createCoordination(options: { redisUrl: string | undefined; prefix?: string; log: CoordinationLog }): Coordination {
  const { redisUrl, log } = options;
  if (!redisUrl) {
    const bus = new InProcessBus(log);
    return { bus, limits: new MemoryLimitStore(), ping: undefined, close: () => bus.close() };
  }
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  // The publisher also runs the limits' commands: a connection not in subscriber mode serves both.
  const commands = redisConnection(redisUrl, `${prefix}commands`, log, commandOptions);
  const bus = new RedisBus(redisUrl, prefix, log, commands);
  return {
    bus,
    limits: new RedisLimitStore(commands, prefix, log),
    ping: () => commands.ping(),
    close: async () => {
      await bus.close();
      await closeConnection(commands);
    },
  };
}
