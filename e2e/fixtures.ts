// The shared test fixture: every spec imports `test` and `expect` from here, never from @playwright/test,
// so that no test reaches the internet. Requests from the page to any host other than this machine are
// aborted and recorded, and a test that attempted one fails.
import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * True for URLs that leave this machine (data:, blob: and other non-network URLs never do). Every `*.localhost` name is
 * this machine (browsers resolve them to loopback): the sites origin, `sites.localhost`, is one.
 */
export function isExternalUrl(url: URL): boolean {
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return false;
  return !LOCAL_HOSTS.has(url.hostname) && !url.hostname.endsWith('.localhost');
}

/**
 * The third-party hosts widgets load from (video providers, maps, social feeds): answered here with an empty page
 * (or an empty image), never fetched, so a page holding such widgets can be visited. Specs that test these widgets
 * route the same URLs to fakes of their own (a later page.route wins).
 */
const THIRD_PARTY_HOSTS = new Set([
  'maps.google.com', 'www.google.com',
  'www.facebook.com', 'facebook.com',
  'platform.twitter.com', 'syndication.twitter.com',
  'www.youtube.com', 'www.youtube-nocookie.com', 'img.youtube.com', 'i.ytimg.com',
  'player.vimeo.com', 'vimeo.com', 'i.vimeocdn.com',
]);
const EMPTY_GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

export const test = base.extend<{ externalRequests: string[]; thirdPartyRequests: string[] }>({
  // URLs of non-local requests this test attempted (all of them aborted).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  externalRequests: async ({}, use) => {
    await use([]);
  },
  // URLs of known third-party widget hosts the page asked for (answered locally, see THIRD_PARTY_HOSTS).
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  thirdPartyRequests: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, externalRequests, thirdPartyRequests }, use) => {
    await page.route(isExternalUrl, async (route) => {
      const request = route.request();
      if (THIRD_PARTY_HOSTS.has(new URL(request.url()).hostname)) {
        thirdPartyRequests.push(request.url());
        await (request.resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/gif', body: EMPTY_GIF })
          : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Third-party stand-in</title>' }));
        return;
      }
      externalRequests.push(request.url());
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
