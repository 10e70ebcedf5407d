import type { Redis } from 'ioredis';
import { deliver, type CoordinationLog, type EventBus, type Unsubscribe } from './event-bus';
import { closeConnection, commandOptions, redisConnection } from './redis-connection';

/**
 * The bus across processes: Redis pub/sub, channels under `prefix` (so several deployments, or test servers, can
 * share one Redis). Two connections, as Redis asks: one publishes, one only listens. A message published while
 * Redis is away is lost (and logged): what listens to the bus has its own safety net (published-cache.ts re-checks
 * its entries every 2 s).
 */
export class RedisBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ownsPublisher: boolean;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();
  // PUBLISH commands Redis has not answered yet: it answers once the message is on its way to every subscriber.
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: CoordinationLog,
    /** A connection to publish on that others use too (the limits'); its owner closes it. */
    publisher?: Redis,
  ) {
    this.ownsPublisher = !publisher;
    this.publisher = publisher ?? redisConnection(url, `${prefix}publisher`, log, commandOptions);
    // Our own resubscribe on every (re)connection: it also covers a subscribe that failed while Redis was away.
    this.subscriber = redisConnection(url, `${prefix}subscriber`, log, { autoResubscribe: false });
    this.subscriber.on('message', (channel: string, message: string) => {
      const handlers = this.handlers.get(channel.slice(this.prefix.length));
      if (channel.startsWith(this.prefix) && handlers) for (const handler of [...handlers]) deliver(handler, message, channel, this.log);
    });
    this.subscriber.on('ready', () => {
      const channels = [...this.handlers.keys()].map((channel) => this.prefix + channel);
      if (channels.length) this.subscriber.subscribe(...channels).catch((error: unknown) => this.log('Redis: could not subscribe again', error));
    });
  }

  publish(channel: string, message: string): void {
    if (this.closed) return;
    const sent = this.publisher
      .publish(this.prefix + channel, message)
      .catch((error: unknown) => {
        if (!this.closed) this.log(`Redis: a message on ${channel} was not published`, error);
      })
      .finally(() => this.inFlight.delete(sent));
    this.inFlight.add(sent);
  }

  async flushed(): Promise<void> {
    if (this.inFlight.size) await Promise.all(this.inFlight);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    let handlers = this.handlers.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler);
    const unsubscribe = () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size || this.closed) return;
      this.handlers.delete(channel);
      this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
    };
    // Redis answers SUBSCRIBE once it delivers the channel's messages; a later subscriber of the same channel waits
    // for the same answer (commands on one connection are answered in order).
    try {
      if (first) await this.subscriber.subscribe(this.prefix + channel);
      else await this.subscriber.ping();
    } catch (error) {
      this.log(`Redis: could not subscribe to ${channel} yet; it will be on reconnection`, error);
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([this.ownsPublisher ? closeConnection(this.publisher) : undefined, closeConnection(this.subscriber)]);
  }
}
