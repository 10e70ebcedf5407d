// Shared by the distribution specs (issue 15: screenshots, PDF): the demo published again by its author, waiting for
// its pages' screenshots, and telling which demo page a picture shows. A picture is compared, scaled down to a small
// greyscale signature, with the test's own picture of each of the nine pages: it shows the page it is nearest to.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';
import { DEMO, DEMO_ACCOUNT, demoAddress } from './viewer-helpers';

// viewer-and-project.md §9: "Screenshot mode viewport 1024x672".
export const SHOT = { width: 1024, height: 672 };
// A picture smaller than the signature would lose nothing of what tells pages apart.
const SIGNATURE = { width: 48, height: 32 };
// A blank (one-colour) picture's luminance varies by less than this.
const BLANK_STDEV = 6;
// Screenshots are made after the publish, by jobs; nine pages on a busy 2-core machine.
const SCREENSHOTS_WAIT_MS = 120_000;

interface PublishedPage {
  _id: string;
  screenshot?: string;
}

/** Greyscale pixels of a picture scaled to the signature size. */
export async function signature(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(SIGNATURE.width, SIGNATURE.height, { fit: 'fill' }).greyscale().raw().toBuffer();
}

const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

/** The page number (1-based) whose own picture is nearest this one. */
export const nearestPage = (shot: Buffer, own: Buffer[]) => {
  const distances = own.map((picture) => distance(shot, picture));
  return distances.indexOf(Math.min(...distances)) + 1;
};

export async function expectNotBlank(image: Buffer, what: string) {
  const { channels } = await sharp(image).greyscale().stats();
  expect(channels[0]!.stdev, `${what} has more than one colour`).toBeGreaterThan(BLANK_STDEV);
}

export async function fetchPicture(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), `${url} answered ${response.status()}`).toBe(200);
  return { type: response.headers()['content-type'] ?? '', body: await response.body() };
}

/**
 * Every demo page as a visitor's 1024 × 672 window first draws it (the server's page, before any script runs: the
 * players and maps at rest), without the viewer's chrome, as signatures.
 */
export async function ownPictures(browser: Browser): Promise<Buffer[]> {
  const context = await browser.newContext({ viewport: SHOT, screen: { width: 2560, height: 1440 }, reducedMotion: 'reduce', javaScriptEnabled: false });
  const tab = await context.newPage();
  const pictures: Buffer[] = [];
  for (const { num } of DEMO.pages) {
    await tab.goto(demoAddress(num), { waitUntil: 'load' });
    await tab.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await tab.screenshot({ animations: 'disabled', caret: 'hide', style: '.fo-chrome { display: none !important; } video::-webkit-media-controls { display: none !important; }' });
    pictures.push(await signature(png));
  }
  await context.close();
  return pictures;
}

/** Signs in as the demo's author in this page's context; answers the demo project's id and number. */
export async function signInAsDemo(page: Page): Promise<{ _id: string; num_id: number }> {
  const login = await page.request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  expect(login.ok()).toBe(true);
  const projects = (await (await page.request.get('/api/projects')).json()) as { _id: string; num_id: number; uri: string }[];
  const demo = projects.find((project) => project.uri === 'demo');
  expect(demo, 'the demo project is among its author’s').toBeDefined();
  return demo!;
}

/** The demo's author publishes it again (its pages unchanged): the new version's screenshots are made as jobs. */
export async function publishDemo(page: Page): Promise<{ _id: string; num_id: number }> {
  const demo = await signInAsDemo(page);
  const published = await page.request.post(`/api/publish/${demo._id}`);
  expect(published.ok(), `publish answered ${published.status()}`).toBe(true);
  return demo;
}

/** Waits until a visitor gets a screenshot for every demo page; answers the pages. */
export async function waitForScreenshots(browser: Browser): Promise<PublishedPage[]> {
  let shown: PublishedPage[] = [];
  await expect
    .poll(
      async () => {
        const visitor = await browser.newContext();
        const reply = await visitor.request.get('/api/readymag/demo/demo');
        shown = ((await reply.json()) as { pages: PublishedPage[] }).pages;
        await visitor.close();
        return shown.filter((each) => each.screenshot).length;
      },
      { timeout: SCREENSHOTS_WAIT_MS, intervals: [1000] },
    )
    .toBe(DEMO.pages.length);
  return shown;
}
