import type { LimitStore } from './coordination/limit-store';

// Guesses (passwords, sign-ins) are limited per key: a fixed window, kept where the app's limit store keeps it
// (this process's memory, or Redis with REDIS_URL so the limit holds across server processes).
const DEFAULT_WINDOW_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 10;

// The names taken in each store: two limiters of one name would count each other's attempts.
const namesByStore = new WeakMap<LimitStore, Set<string>>();

export class AttemptLimiter {
  private readonly maxAttempts: number;
  private readonly windowMs: number;

  constructor(
    private readonly store: LimitStore,
    /** Distinct per limiter of a store: its keys are `<name>:<key>`. */
    private readonly name: string,
    limits: { maxAttempts?: number; windowMs?: number } = {},
  ) {
    const names = namesByStore.get(store) ?? new Set<string>();
    if (names.has(name)) throw new Error(`An attempt limiter named ${name} exists already`);
    names.add(name);
    namesByStore.set(store, names);
    this.maxAttempts = limits.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.windowMs = limits.windowMs ?? DEFAULT_WINDOW_MS;
  }

  /** Counts an attempt and says whether it is within the limit. */
  async allow(key: string): Promise<boolean> {
    return (await this.record(key)) <= this.maxAttempts;
  }

  /** Counts an attempt without asking (when only failures count); answers the count in the window. */
  async record(key: string): Promise<number> {
    return (await this.store.hit(this.keyOf(key), this.windowMs)).count;
  }

  /** Whether the key has used up its window, without counting. */
  async isBlocked(key: string): Promise<boolean> {
    const window = await this.store.peek(this.keyOf(key));
    return !!window && window.count >= this.maxAttempts;
  }

  /** Whole seconds until the key's window ends (a Retry-After), at least 1. */
  async retryAfterSeconds(key: string): Promise<number> {
    const window = await this.store.peek(this.keyOf(key));
    return window ? Math.max(1, Math.ceil(window.resetInMs / 1000)) : 1;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
