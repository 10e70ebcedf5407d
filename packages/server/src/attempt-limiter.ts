// Guesses (passwords, sign-ins) are limited per key: a fixed window, kept in memory per process.
const DEFAULT_WINDOW_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 10;
// Beyond this many keys, windows that have ended are swept before a new one is added.
const SWEEP_AT = 10_000;

export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly maxAttempts = DEFAULT_MAX_ATTEMPTS,
    private readonly windowMs = DEFAULT_WINDOW_MS,
  ) {}

  /** Counts an attempt and says whether it is within the limit. */
  allow(key: string, now = Date.now()): boolean {
    return this.record(key, now) <= this.maxAttempts;
  }

  /** Counts an attempt without asking (when only failures count); answers the count in the window. */
  record(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > SWEEP_AT) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return 1;
    }
    window.count += 1;
    return window.count;
  }

  /** Whether the key has used up its window, without counting. */
  isBlocked(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return !!window && now - window.start < this.windowMs && window.count >= this.maxAttempts;
  }

  /** Whole seconds until the key's window ends (a Retry-After), at least 1. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    return window ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
