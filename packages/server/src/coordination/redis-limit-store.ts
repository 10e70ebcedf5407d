import type { Redis } from 'ioredis';
import type { CoordinationLog } from './event-bus';
import { MemoryLimitStore, type LimitStore, type LimitWindow } from './limit-store';

// One round trip, atomic: count the attempt and open the window with the first one. A key left without an expiry
// (it cannot happen inside the script, but a key written by hand could) gets one too, so no limit lasts for ever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * The windows in Redis, under `<prefix>limit:<limiter>:<key>` (docs/deployment.md "Redis"), shared by every server
 * process. While Redis cannot be reached the limits are counted in this process's memory (logged once per outage),
 * so a sign-in neither fails nor goes unlimited.
 */
export class RedisLimitStore implements LimitStore {
  private readonly fallback = new MemoryLimitStore();
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: CoordinationLog,
  ) {}

  async hit(key: string, windowMs: number): Promise<LimitWindow> {
    if (this.down()) return this.fallback.hitNow(key, windowMs);
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.keyOf(key), windowMs)) as [number, number];
      return this.recovered({ count, resetInMs: ttl });
    } catch (error) {
      this.failed(error);
      return this.fallback.hitNow(key, windowMs);
    }
  }

  async peek(key: string): Promise<LimitWindow | undefined> {
    if (this.down()) return this.fallback.peekNow(key);
    try {
      const [count, ttl] = await Promise.all([this.redis.get(this.keyOf(key)), this.redis.pttl(this.keyOf(key))]);
      return this.recovered(count === null || ttl === -2 ? undefined : { count: Number(count), resetInMs: Math.max(ttl, 0) });
    } catch (error) {
      this.failed(error);
      return this.fallback.peekNow(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    if (this.down()) return;
    try {
      await this.redis.del(this.keyOf(key));
      this.recovered(undefined);
    } catch (error) {
      this.failed(error);
    }
  }

  private keyOf(key: string): string {
    return `${this.prefix}limit:${key}`;
  }

  /**
   * Known to be away: a request does not wait for a command to fail (until the connection is back). Before the first
   * connection is made, commands are tried (they wait for it).
   */
  private down(): boolean {
    const { status } = this.redis;
    const down = this.failing ? status !== 'ready' : status === 'reconnecting' || status === 'close' || status === 'end';
    if (down) this.failed(new Error(`The Redis connection is ${status}`));
    return down;
  }

  private failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.log('Redis: attempt limits are counted in this process until it answers again', error);
  }

  private recovered<T>(value: T): T {
    if (this.failing) {
      this.failing = false;
      this.log('Redis: attempt limits are shared again');
    }
    return value;
  }
}
