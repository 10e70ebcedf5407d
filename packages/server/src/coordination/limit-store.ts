/** A key's fixed window: how many attempts it counted, and how long until it ends. */
export interface LimitWindow {
  count: number;
  resetInMs: number;
}

/**
 * Where AttemptLimiter (attempt-limiter.ts) counts: in this process's memory (MemoryLimitStore), or in Redis
 * (RedisLimitStore) so a limit holds across every server process. Keys name their limiter (`login:<ip>:<email>`).
 */
export interface LimitStore {
  /** Counts one attempt; the first one opens a window of windowMs. */
  hit(key: string, windowMs: number): Promise<LimitWindow>;
  /** The key's open window, without counting; undefined when there is none. */
  peek(key: string): Promise<LimitWindow | undefined>;
  reset(key: string): Promise<void>;
}

// Beyond this many keys, windows that have ended are swept before a new one is added.
const SWEEP_AT = 10_000;

/** The windows of one process. */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { end: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<LimitWindow> {
    return this.hitNow(key, windowMs);
  }

  /** hit() without waiting (RedisLimitStore falls back on it while Redis is away). */
  hitNow(key: string, windowMs: number): LimitWindow {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.end <= now) {
      if (this.windows.size > SWEEP_AT) this.sweep(now);
      window = { end: now + windowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.end - now };
  }

  async peek(key: string): Promise<LimitWindow | undefined> {
    return this.peekNow(key);
  }

  peekNow(key: string): LimitWindow | undefined {
    const now = this.now();
    const window = this.windows.get(key);
    return window && window.end > now ? { count: window.count, resetInMs: window.end - now } : undefined;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.end <= now) this.windows.delete(key);
  }
}
