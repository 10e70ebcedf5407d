/**
 * What `/api/ready` asks (docs/deployment.md "Health and readiness"): every service this process needs to answer
 * requests — the database, the blob store and, when configured, Redis. A load balancer sends traffic only to a
 * process that is ready; `/api/health` only says the process is alive.
 */
export type ReadinessCheck = () => Promise<unknown>;

// A check that does not answer within this is failed: a hung service must not hang the probe (most probes time out
// after a few seconds themselves).
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  ready: boolean;
  /** 'ok', or why the check failed. */
  checks: Record<string, string>;
}

export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await outcome(check)] as const),
    );
    return { ready: entries.every(([, result]) => result === 'ok'), checks: Object.fromEntries(entries) };
  }
}

async function outcome(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => 'ok',
        (error: unknown) => (error instanceof Error && error.message ? error.message : String(error)),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
