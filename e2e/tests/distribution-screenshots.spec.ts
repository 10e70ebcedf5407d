// Issue 15 "Distribution", acceptance 1: the demo published, each page gets a screenshot (drawn by the server's
// headless Chromium, docs/jobs.md "Screenshots"); the author's dashboard card shows the first, the viewer's menu shows
// them as its thumbnails, the embed panel shows the current page's, and each page's og:image serves a picture of that
// page. "That page" is checked against a picture
// this test takes itself of every demo page: each screenshot is nearest its own page of the nine.
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { expectNotBlank, fetchPicture, nearestPage, ownPictures, publishDemo, SHOT, signature, waitForScreenshots } from './distribution-helpers';
import { DEMO, demoAddress, waitForHorizontalViewer } from './viewer-helpers';

test.describe.configure({ timeout: 240_000 });

test('the published demo: real thumbnails in the menu, one in the embed panel, and an og:image of each page', async ({ page: author, browser }) => {
  const demo = await publishDemo(author);
  const shown = await waitForScreenshots(browser);
  const own = await ownPictures(browser);

  // The author's dashboard: the demo's card shows its first page's screenshot.
  await author.setViewportSize({ width: 1440, height: 900 });
  await author.goto('/');
  const card = author.locator(`[data-project-id="${demo._id}"] img.fo-thumb__shot`);
  await expect(card).toBeVisible();
  // currentSrc is empty until the browser has picked the picture (it may load lazily).
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : '')))
    .toBe(shown[0]!.screenshot);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A visitor's window: the menu's thumbnails are loaded pictures, not blank, each of its own page.
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, screen: { width: 2560, height: 1440 } });
  const page = await visitor.newPage();
  await page.goto(demoAddress(1));
  await waitForHorizontalViewer(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Pages' });
  await expect(menu).toBeVisible();
  // Each thumbnail fetches its picture once it has stayed in view for 500 ms (viewer-and-project.md §9).
  const frames = menu.locator('.fo-thumb__image');
  await expect(frames).toHaveCount(DEMO.pages.length);
  for (let index = 0; index < DEMO.pages.length; index++) {
    await frames.nth(index).scrollIntoViewIfNeeded();
    const thumbnail = frames.nth(index).locator('img');
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
  await visitor.close();
});
