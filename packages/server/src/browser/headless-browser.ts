import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';

// One headless Chromium per process, shared by the jobs that render pages (screenshots, PDFs), launched on first use
// and with a bounded number of pages open at once. Where no Chromium is installed, `available` is false and the
// work that needs it answers 503 with `browserMessages.missing` (docs/jobs.md "Chromium").

export const browserMessages = {
  missing: 'Rendering pages needs Chromium, which is not installed on this server: install Debian’s chromium package or set CHROMIUM_PATH',
} as const;

/** Thrown by `withContext` when there is no Chromium. */
export class BrowserMissingError extends Error {
  constructor() {
    super(browserMessages.missing);
  }
}

export class HeadlessBrowser {
  private browser: Promise<Browser> | null = null;
  private open = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly options: { executablePath: string | undefined; maxContexts: number },
  ) {}

  static fromEnvironment(maxContexts: number, env: NodeJS.ProcessEnv = process.env): HeadlessBrowser {
    return new HeadlessBrowser({ executablePath: chromiumPath(env), maxContexts });
  }

  get available(): boolean {
    return this.options.executablePath !== undefined;
  }

  /** Runs `use` in a fresh browser context (its own cookies and cache), waiting for a free one beyond the bound. */
  async withContext<T>(contextOptions: BrowserContextOptions, use: (context: BrowserContext) => Promise<T>): Promise<T> {
    if (!this.available) throw new BrowserMissingError();
    await this.acquire();
    let context: BrowserContext | undefined;
    try {
      context = await (await this.launch()).newContext(contextOptions);
      return await use(context);
    } finally {
      await context?.close().catch(() => undefined);
      this.release();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // The process's own shutdown closes the browser: Playwright's signal handlers would end the process with 130
      // before the server had closed its database.
      const launching = chromium.launch({
        executablePath: this.options.executablePath,
        args: chromiumArgs(),
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.browser = launching;
      // A browser that crashed or failed to start is launched again next time.
      launching.then(
        (browser) => browser.on('disconnected', () => this.browser === launching && (this.browser = null)),
        () => this.browser === launching && (this.browser = null),
      );
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.open < this.options.maxContexts) {
      this.open += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.open -= 1;
  }
}
