// widgets-and-authoring.md §8, §9; docs/api.md "Proxy": a YouTube address typed into a video widget in the constructor
// gets its poster through the server's proxy (1280 wide first; https, then http), and the published widget shows that
// poster before it plays, not a black box. YouTube's thumbnail host is stood in for on both sides: the server reaches
// it through OUTBOUND_HOSTS at a local server (playwright.config.ts), the browsers through routes. The stand-in speaks
// plain http only, so the https attempt fails, as a provider's https can, and the http retry is what finds the poster.
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import type { BrowserContext, Route } from '@playwright/test';
import { expect, isExternalUrl, test } from '../fixtures';
import { addWidget, openNewProject, waitUntilSaved } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

const VIDEO_ID = 'dQw4w9WgXcQ';
const POSTER_PATH = `/vi/${VIDEO_ID}/maxresdefault.jpg`;
const POSTER_COLOUR = { r: 220, g: 40, b: 160 };
const providerPort = Number(process.env.FOLIO_E2E_PROVIDER_PORT);

let stub: Server;
let poster: Buffer;
const served: string[] = [];
// Connections that were no http request: the server's https attempts.
let notHttp = 0;

test.beforeAll(async () => {
  poster = await sharp({ create: { width: 128, height: 72, channels: 3, background: POSTER_COLOUR } }).jpeg({ quality: 95 }).toBuffer();
  stub = createServer((request, response) => {
    served.push(`${request.headers.host} ${request.url}`);
    if (request.url === POSTER_PATH) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(poster);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
  });
  stub.on('clientError', (_error, socket) => {
    notHttp += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => stub.listen(providerPort, '127.0.0.2', resolve));
});
test.afterAll(async () => {
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

/** The poster for the browser's own requests to YouTube's thumbnail host; every other outside request refused and recorded. */
async function standInForYoutube(target: { route: BrowserContext['route'] }, outside: string[]) {
  await target.route(isExternalUrl, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'i.ytimg.com' && url.pathname === POSTER_PATH) return route.fulfill({ status: 200, contentType: 'image/jpeg', body: poster });
    if (url.hostname === 'i.ytimg.com') return route.fulfill({ status: 404, body: '' });
    outside.push(url.href);
    return route.abort('blockedbyclient');
  });
}

test('a YouTube address typed in the constructor gets its poster through the proxy, and the published video shows it', async ({ page, browser }) => {
  const { _id: projectId, num_id: numId } = await openNewProject(page, 'Video poster', 'poster');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  const outside: string[] = [];
  await standInForYoutube(page, outside);

  await addWidget(page, 'Video');
  const videoId = (await page.locator('.fo-canvas__page .folio-widget-video').getAttribute('data-widget-id'))!;
  await page.getByLabel('Video address', { exact: true }).click();
  await page.keyboard.type(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await page.keyboard.press('Enter');

  // The server found it over http after https failed; the canvas draws it.
  const expected = `http://i.ytimg.com${POSTER_PATH}`;
  const canvasPoster = page.locator(`.fo-canvas__page [data-widget-id="${videoId}"] img`);
  await expect(canvasPoster).toHaveAttribute('src', expected, { timeout: 20_000 });
  expect(served).toContain(`i.ytimg.com ${POSTER_PATH}`);
  expect(notHttp).toBeGreaterThan(0);
  await waitUntilSaved(page);
  const draft = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { pages: { wids: { _id: string; thumbnail_url?: string }[] }[] };
  expect(draft.pages.flatMap((p) => p.wids).find((w) => w._id === videoId)?.thumbnail_url).toBe(expected);

  await publishFromPanel(page);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitorOutside: string[] = [];
  await standInForYoutube(visitor, visitorOutside);
  const viewer = await visitor.newPage();
  await viewer.goto(`/${me.uri}/${numId}/`);
  const widget = viewer.locator(`.folio-widget[data-widget-id="${videoId}"]`);
  const shown = widget.locator('img');
  await expect(shown).toHaveAttribute('src', expected);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(128);
  await expect(widget.getByRole('button', { name: 'Play video' })).toBeVisible();

  // The poster's pixels, not a black box: a corner away from the play button.
  const shot = await widget.screenshot({ path: test.info().outputPath('published-video-poster.png') });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 3;
    return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
  };
  for (const point of [at(12, 12), at(info.width - 12, info.height - 12)]) {
    for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(point[channel] - POSTER_COLOUR[channel]), JSON.stringify(point)).toBeLessThan(12);
  }
  await visitor.close();
  expect([...outside, ...visitorOutside]).toEqual([]);
});
