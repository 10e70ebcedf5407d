// Password guesses are limited per visitor and project: a fixed window, kept in memory.
const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 10;

export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  allow(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= MAX_ATTEMPTS;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key);
  }
}
