// Issue 15 "Distribution", acceptance 1: the demo published, each page gets a screenshot (drawn by the server's
// headless Chromium, docs/jobs.md "Screenshots"); the viewer's menu shows them as its thumbnails, the embed panel shows
// the current page's, and each page's og:image serves a picture of that page. "That page" is checked against a picture
// this test takes itself of every demo page: each screenshot is nearest its own page of the nine.
import type { APIRequestContext, Browser } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_ACCOUNT, demoAddress, waitForHorizontalViewer } from './viewer-helpers';

// viewer-and-project.md §9: "Screenshot mode viewport 1024x672".
const SHOT = { width: 1024, height: 672 };
// A picture smaller than the signature would lose nothing of what tells pages apart.
const SIGNATURE = { width: 48, height: 32 };
// A blank (one-colour) picture's luminance varies by less than this.
const BLANK_STDEV = 6;
// Screenshots are made after the publish, by jobs; nine pages on a busy 2-core machine.
const SCREENSHOTS_WAIT_MS = 120_000;

test.describe.configure({ timeout: 240_000 });

interface PublishedPage {
  _id: string;
  screenshot?: string;
}

/** Greyscale pixels of a picture scaled to the signature size. */
async function signature(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(SIGNATURE.width, SIGNATURE.height, { fit: 'fill' }).greyscale().raw().toBuffer();
}

const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

/** The page number (1-based) whose own picture is nearest this one. */
const nearestPage = (shot: Buffer, own: Buffer[]) => {
  const distances = own.map((picture) => distance(shot, picture));
  return distances.indexOf(Math.min(...distances)) + 1;
};

async function expectNotBlank(image: Buffer, what: string) {
  const { channels } = await sharp(image).greyscale().stats();
  expect(channels[0]!.stdev, `${what} has more than one colour`).toBeGreaterThan(BLANK_STDEV);
}

async function fetchPicture(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), `${url} answered ${response.status()}`).toBe(200);
  return { type: response.headers()['content-type'] ?? '', body: await response.body() };
}

/** Every demo page as a visitor's 1024 × 672 window draws it, without the viewer's chrome, as signatures. */
async function ownPictures(browser: Browser): Promise<Buffer[]> {
  const context = await browser.newContext({ viewport: SHOT, screen: { width: 2560, height: 1440 }, reducedMotion: 'reduce' });
  const tab = await context.newPage();
  const pictures: Buffer[] = [];
  for (const { num } of DEMO.pages) {
    await tab.goto(demoAddress(num), { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await tab.screenshot({ animations: 'disabled', caret: 'hide', style: '.fo-chrome { display: none !important; }' });
    pictures.push(await signature(png));
  }
  await context.close();
  return pictures;
}

test('the published demo: real thumbnails in the menu, one in the embed panel, and an og:image of each page', async ({ page, browser }) => {
  // The demo's author publishes it again (its pages unchanged): the new version's screenshots are made as jobs.
  const login = await page.request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  expect(login.ok()).toBe(true);
  const projects = (await (await page.request.get('/api/projects')).json()) as { _id: string; uri: string }[];
  const demo = projects.find((project) => project.uri === 'demo')!;
  expect(demo, 'the demo project is among its author').toBeDefined();
  const published = await page.request.post(`/api/publish/${demo._id}`);
  expect(published.ok(), `publish answered ${published.status()}`).toBe(true);
  const { version } = (await published.json()) as { version: number };

  let shown: PublishedPage[] = [];
  await expect
    .poll(
      async () => {
        // A visitor's view of the project: the screenshots of the version now published.
        const visitor = await browser.newContext();
        const reply = await visitor.request.get('/api/readymag/demo/demo');
        shown = ((await reply.json()) as { pages: PublishedPage[] }).pages;
        await visitor.close();
        return shown.filter((each) => each.screenshot).length;
      },
      { timeout: SCREENSHOTS_WAIT_MS, intervals: [1000] },
    )
    .toBe(DEMO.pages.length);
  expect(version).toBeGreaterThan(0);

  const own = await ownPictures(browser);

  // The menu: each page's thumbnail is a loaded picture, not blank, of that page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(demoAddress(1));
  await waitForHorizontalViewer(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Pages' });
  await expect(menu).toBeVisible();
  const thumbnails = menu.locator('.fo-thumb__image img');
  await expect(thumbnails).toHaveCount(DEMO.pages.length);
  for (let index = 0; index < DEMO.pages.length; index++) {
    const thumbnail = thumbnails.nth(index);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const source = await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc);
    const picture = await fetchPicture(page.request, source);
    await expectNotBlank(picture.body, `the menu's thumbnail of page ${index + 1}`);
    expect(nearestPage(await signature(picture.body), own), `the thumbnail in place ${index + 1} shows page ${index + 1}`).toBe(index + 1);
  }
  await page.screenshot({ path: test.info().outputPath('menu-thumbnails.png') });
  await page.keyboard.press('Escape');

  // The embed panel's thumbnail is the current page's screenshot.
  await page.goto(demoAddress(3));
  await waitForHorizontalViewer(page);
  await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await dialog.getByRole('button', { name: 'Current Page' }).click();
  await dialog.getByRole('button', { name: 'Embed' }).click();
  const embedded = dialog.locator('.fo-embed__thumb img');
  await expect(embedded).toBeVisible();
  await expect.poll(() => embedded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const embedPicture = await fetchPicture(page.request, await embedded.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(nearestPage(await signature(embedPicture.body), own), "the embed panel's thumbnail shows page 3").toBe(3);
  await dialog.screenshot({ path: test.info().outputPath('embed-panel.png') });

  // Each page's og:image (and twitter:image) is a JPEG or PNG of that page, at the screenshot size.
  for (const { num } of DEMO.pages) {
    const html = await (await page.request.get(demoAddress(num))).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, `page ${num} names an og:image`).toBeTruthy();
    expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
    const picture = await fetchPicture(page.request, new URL(image!.replaceAll('&amp;', '&')).pathname);
    expect(picture.type).toMatch(/^image\/(jpeg|png)$/);
    const { width, height } = await sharp(picture.body).metadata();
    expect({ width, height }).toEqual(SHOT);
    expect(nearestPage(await signature(picture.body), own), `page ${num}'s og:image shows page ${num}`).toBe(num);
  }
});
