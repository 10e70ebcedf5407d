// Issue 14 "Paint without JavaScript": the pictures of the first screen are in the server's HTML and show as soon as
// the browser has them, over their placeholder, with or without script. The picture is red and blue stripes: its placeholder (32 px wide, blurred) is a purple haze and an empty
// box is white, so counting pure red and pure blue pixels on the screen tells the picture from both.
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, signUp, type CreatedProject } from './viewer-helpers';

const STRIPE = 40;
const PICTURE = { width: 800, height: 480 };
const RED = [255, 0, 0] as const;
const BLUE = [0, 0, 255] as const;
// A share of the picture's pixels each colour must cover on the screen (each stripe colour is half of the picture).
const MIN_SHARE = 0.3;
// How near a screen pixel must be to a stripe colour (per channel): JPEG-free PNG, scaled, so edges blend a little.
const NEAR = 40;
const LOW_PICTURE_TOP = 1500;
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

let project: CreatedProject;
let plain: CreatedProject;

function stripes(): Promise<Buffer> {
  const { width, height } = PICTURE;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(Math.floor(x / STRIPE) % 2 ? BLUE : RED, (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'noscript');
  project = await createProject(request, author, {
    title: 'Pictures without script',
    // viewer-and-project.md §3: placeholders under pictures are the project's choice (off by default).
    opts: { lqip: true },
    publish: false,
    pages: [
      { title: 'Stripes', height: 2000, text: 'A page with stripes' },
      { title: 'More', uri: 'more', height: 900, text: 'Another page' },
    ],
  });
  const upload = await request.post('/api/upload', { multipart: { name: 'Stripes', upload: { name: 'stripes.png', mimeType: 'image/png', buffer: await stripes() } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url, lqipUrl } = (await upload.json()) as { url: string; lqipUrl: string };
  const source = { url, type: 'image/png', lqipUrl };
  const [first, second] = project.pages;
  const picture = { type: 'picture', picture: source, originalW: PICTURE.width, originalH: PICTURE.height, w: 400, h: 240, z: 2 };
  await addWidgets(request, project.id, [
    // In the middle of the 1,024 px page, so a 390 px window showing the page's middle has it too.
    { ...picture, pid: first!._id, x: 312, y: 200, alt: 'Red and blue stripes' },
    // A tall narrow block keeps the next picture out of the first screen on phones too (their derived column).
    { type: 'shape', tp: 'rectangle', bg_color: 'dddddd', bg_opacity: 1, pid: first!._id, x: 412, y: 470, w: 200, h: LOW_PICTURE_TOP - 500, z: 1 },
    { ...picture, pid: first!._id, x: 312, y: LOW_PICTURE_TOP, alt: 'Stripes further down' },
    { ...picture, pid: second!._id, x: 312, y: 200, alt: 'Stripes on the next page' },
  ]);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  // The same picture in a project that keeps the default: no placeholders.
  plain = await createProject(request, author, { title: 'Pictures without placeholders', publish: false, pages: [{ title: 'Plain', height: 900, text: 'A plain page' }] });
  await addWidgets(request, plain.id, [{ ...picture, pid: plain.pages[0]!._id, x: 312, y: 200, alt: 'Plain stripes' }]);
  expect((await request.post(`/api/publish/${plain.id}`)).status()).toBe(200);
  await request.dispose();
});

/** The share of a screen region's pixels near each stripe colour. */
async function stripeShares(png: Buffer): Promise<{ red: number; blue: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const near = (offset: number, [r, g, b]: readonly number[]) =>
    Math.abs(data[offset]! - r!) <= NEAR && Math.abs(data[offset + 1]! - g!) <= NEAR && Math.abs(data[offset + 2]! - b!) <= NEAR;
  let red = 0;
  let blue = 0;
  const count = info.width * info.height;
  for (let i = 0; i < count; i++) {
    if (near(i * info.channels, RED)) red++;
    else if (near(i * info.channels, BLUE)) blue++;
  }
  return { red: red / count, blue: blue / count };
}

/** A screenshot of the part of a picture inside the window. */
async function visiblePart(page: Page, picture: Locator): Promise<Buffer> {
  const box = (await picture.boundingBox())!;
  const window = page.viewportSize()!;
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const clip = { x, y, width: Math.min(box.x + box.width, window.width) - x, height: Math.min(box.y + box.height, window.height) - y };
  expect(clip.width * clip.height, 'the picture is in the first screen').toBeGreaterThan(0);
  return page.screenshot({ clip });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const size of SIZES) {
    test(`at ${size.name} size (${size.width}×${size.height}) the first screen's picture is drawn, not its placeholder`, async ({ page }) => {
      await page.setViewportSize(size);
      // The load event waits for the pictures that load at once.
      await page.goto(project.path);
      const picture = currentPage(page).getByRole('img', { name: 'Red and blue stripes' });
      await expect(picture).toBeVisible();
      // The placeholder is under it, for while the picture loads.
      await expect(picture.locator('..')).toHaveCSS('background-image', /lqip=1/);
      const shares = await stripeShares(await visiblePart(page, picture));
      expect(shares.red, 'red stripes on the screen').toBeGreaterThan(MIN_SHARE);
      expect(shares.blue, 'blue stripes on the screen').toBeGreaterThan(MIN_SHARE);
    });
  }

  test('the first screen’s picture loads at once and first, the one further down lazily', async ({ page }) => {
    await page.goto(project.path);
    const first = currentPage(page).getByRole('img', { name: 'Red and blue stripes' });
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const low = currentPage(page).getByRole('img', { name: 'Stripes further down' });
    await expect(low).toHaveAttribute('loading', 'lazy');
    await expect(low).not.toHaveAttribute('fetchpriority', /.*/);
  });
});

test('with the project’s placeholders off (the default), none is drawn or fetched', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(plain.path);
  await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  const picture = currentPage(page).getByRole('img', { name: 'Plain stripes' });
  await expect(picture).toBeVisible();
  await expect(picture.locator('..')).toHaveCSS('background-image', 'none');
  expect(fetched.filter((url) => url.includes('lqip=1'))).toEqual([]);
});

test.describe('with JavaScript on', () => {
  test('a picture drawn after hydration (another page) fades in over its placeholder once loaded', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${project.path}more/`);
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
    // The server drew page two; page one is drawn by the client, so its pictures fade once loaded.
    const other = page.locator('section.folio-page[data-page-num="1"]').getByRole('img', { name: 'Red and blue stripes' });
    await expect(other).toHaveCSS('transition-property', 'opacity');
    const served = currentPage(page).getByRole('img', { name: 'Stripes on the next page' });
    await expect(served).toHaveCSS('transition-property', 'all');
    await expect(served).toHaveCSS('opacity', '1');
  });
});
