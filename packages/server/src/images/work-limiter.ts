/**
 * At most `concurrency` tasks run at once; the others wait in order. A full queue refuses new work rather than
 * letting a burst of requests pile up memory (the caller answers 503).
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get pending(): number {
    return this.running + this.waiting.length;
  }

  /** Whether another task would have to be refused. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new WorkLimiterFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    }
  }
}

export class WorkLimiterFullError extends Error {
  constructor() {
    super('work queue full');
  }
}
