// Issue 14 "Paint without JavaScript", docs/viewer.md "Every viewport in the HTML": the server's HTML holds every page
// in every viewport it has, and CSS picks one by the window's width. Without any script a phone-size window shows the
// page's derived phone layout at the phone's scale, and a desktop window the desktop layout; with scripts, hydration
// changes nothing visible and shifts nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, signUp, type CreatedProject } from './viewer-helpers';

// The chrome (toolbar, counter, arrows) comes with the script and goes on timers; it is not what is compared.
const SCREENSHOT_STYLE = readFileSync(fileURLToPath(new URL('./screenshot.css', import.meta.url)), 'utf8');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// docs/viewer.md "Derived phone layout" (model phoneLayoutConstants.sideMarginPx): the column's side margin on the 320 px page.
const PHONE_DESIGN_WIDTH = 320;
const SIDE_MARGIN = 20;
const FAR_RIGHT = { x: 600, y: 300, w: 400, h: 40 };

let project: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'noscript-layout');
  project = await createProject(request, author, {
    title: 'Layouts without script',
    publish: false,
    pages: [
      { title: 'Wide', height: 1200, text: 'Opening words of the page' },
      { title: 'Next', uri: 'next', height: 900, text: 'The next page' },
    ],
  });
  const first = project.pages[0]!._id;
  await addWidgets(request, project.id, [
    { type: 'text', version: 2, text: '<p>Far right on desktop</p>', pid: first, ...FAR_RIGHT, z: 2 },
    { type: 'shape', tp: 'rectangle', bg_color: '3366cc', bg_opacity: 1, pid: first, x: 700, y: 500, w: 300, h: 200, z: 3 },
  ]);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

/** The boxes of the current page's widgets, in window pixels. */
async function widgetBoxes(page: Page) {
  const widgets = currentPage(page).locator('.folio-widget');
  await expect(widgets).toHaveCount(3);
  return Promise.all((await widgets.all()).map(async (widget) => ({ text: await widget.innerText(), box: (await widget.boundingBox())! })));
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone-size window shows the derived phone layout: every widget inside the window, at phone positions', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(project.path);
    const scale = PHONE.width / PHONE_DESIGN_WIDTH;
    for (const { box } of await widgetBoxes(page)) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5);
    }
    // The texts start at the column's margin, scaled to the window; the page does not scroll sideways.
    const farRight = currentPage(page).locator('.folio-widget', { hasText: 'Far right on desktop' });
    expect((await farRight.boundingBox())!.x).toBeCloseTo(SIDE_MARGIN * scale, 0);
    await expect(currentPage(page).getByText('Opening words of the page')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(currentPage(page).locator('.folio-page-content')).toHaveCSS('width', `${PHONE_DESIGN_WIDTH}px`);
  });

  test('a desktop window shows the desktop layout', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(project.path);
    const content = (await currentPage(page).locator('.folio-page-content').boundingBox())!;
    expect(content.width).toBe(1024);
    const farRight = (await currentPage(page).locator('.folio-widget', { hasText: 'Far right on desktop' }).boundingBox())!;
    expect(farRight.x - content.x).toBeCloseTo(FAR_RIGHT.x, 0);
    expect(farRight.y - content.y).toBeCloseTo(FAR_RIGHT.y, 0);
    expect(farRight.width).toBeCloseTo(FAR_RIGHT.w, 0);
  });
});

test.describe('with JavaScript on', () => {
  for (const [name, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    test(`at ${name} size, hydration changes nothing visible and shifts nothing`, async ({ page, request }) => {
      await page.setViewportSize(size);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { folioShifts: number[] }).folioShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The viewer's entry script is held until the server's page has been photographed.
      const html = await (await request.get(project.path)).text();
      const entry = html.match(/<script id="folio-scripts" data-entry="([^"]+)"/)?.[1];
      expect(entry, 'the page loads its entry script').toBeTruthy();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${entry}`, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(project.path, { waitUntil: 'commit' });
      await expect(currentPage(page).getByText('Far right on desktop')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => performance.getEntriesByName('folio:hydrated').length), 'not hydrated yet').toBe(0);
      const boxesBefore = await widgetBoxes(page);
      const before = await page.screenshot({ animations: 'disabled', caret: 'hide', style: SCREENSHOT_STYLE });

      release();
      await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
      await expect(currentPage(page)).toHaveAttribute('data-loaded', 'true');
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await page.screenshot({ animations: 'disabled', caret: 'hide', style: SCREENSHOT_STYLE });

      expect(await widgetBoxes(page)).toEqual(boxesBefore);
      expect(await differingPixels(before, after), 'pixels hydration changed').toBe(0);
      const shifts = await page.evaluate(() => (window as unknown as { folioShifts: number[] }).folioShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }

  test('the viewer\'s scripts are fetched only after the page has loaded and painted, then it hydrates', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(project.path);
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
    const timing = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.scripts.length, 'the page fetched its scripts').toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.start, `${script.name} after the load event`).toBeGreaterThanOrEqual(timing.load);
      expect(script.start, `${script.name} after the first contentful paint`).toBeGreaterThan(timing.firstPaint);
    }
  });
});

/** How many pixels two screenshots of the same size differ in. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  expect(second!.info.width).toBe(first!.info.width);
  expect(second!.info.height).toBe(first!.info.height);
  let count = 0;
  for (let i = 0; i < first!.data.length; i += first!.info.channels) {
    for (let c = 0; c < first!.info.channels; c++) {
      if (first!.data[i + c] !== second!.data[i + c]) {
        count++;
        break;
      }
    }
  }
  return count;
}
