// The shared test fixture: every spec imports `test` and `expect` from here, never from @playwright/test,
// so that no test reaches the internet. Requests from the page to any host other than this machine are
// aborted and recorded, and a test that attempted one fails.
import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True for URLs that leave this machine (data:, blob: and other non-network URLs never do). */
export function isExternalUrl(url: URL): boolean {
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return false;
  return !LOCAL_HOSTS.has(url.hostname);
}

export const test = base.extend<{ externalRequests: string[] }>({
  // URLs of non-local requests this test attempted (all of them aborted).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  externalRequests: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, externalRequests }, use) => {
    await page.route(isExternalUrl, async (route) => {
      externalRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    });
    await page.routeWebSocket(isExternalUrl, (ws) => {
      externalRequests.push(ws.url());
      void ws.close({ code: 1008, reason: 'External hosts are blocked in e2e tests' });
    });
    await use(page);
    expect(externalRequests, 'the page tried to reach hosts other than this machine').toEqual([]);
  },
});

export { expect };
