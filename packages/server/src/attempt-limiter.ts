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

  allow(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > SWEEP_AT) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.maxAttempts;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
