// viewer-and-project.md §2 "optional sticky vertical mode" and the slide-in variant (issue 16, "Broken in the viewer"):
// measured while the window scrolls, at desktop and phone sizes. A sticky page stays where the next one covers it (a
// page shorter than the window at its top; a taller one from its end); a slide-in page's box moves up into place while
// it enters the window and rests once it is in.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext, createProject, signUp, type CreatedProject } from './viewer-helpers';

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const SCROLL = 300;

const pages = [
  { title: 'One', height: 500, text: 'Variant page one' },
  { title: 'Two', uri: 'two', height: 500, text: 'Variant page two' },
  { title: 'Three', uri: 'three', height: 500, text: 'Variant page three' },
  { title: 'Four', uri: 'four', height: 500, text: 'Variant page four' },
];

let sticky: CreatedProject;
let slideIn: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'variants');
  sticky = await createProject(request, author, { title: 'Sticky pages', opts: { viewertype: 'vertical', sticky: true }, pages });
  slideIn = await createProject(request, author, { title: 'Slide-in pages', opts: { viewertype: 'vertical', slidein: true }, pages });
  await request.dispose();
});

/** Each page's top and height in the window, and its box's translation (`none` when at rest). */
const measure = (page: Page) =>
  page.locator('section.folio-page').evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.querySelector('.folio-page-box')!;
      const rect = section.getBoundingClientRect();
      return { top: rect.top, height: rect.height, translate: getComputedStyle(box).translate, boxTop: box.getBoundingClientRect().top };
    }),
  );

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  // A frame for the scroll-driven styles.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport, reducedMotion: 'no-preference' });

    test('a sticky page stays at the window’s top while the next one scrolls over it', async ({ page }) => {
      await page.goto(sticky.path);
      await expect(page.locator('.folio-pages')).toHaveAttribute('data-variant', 'sticky');
      await expect(page.getByText('Variant page one')).toBeVisible();
      const [first] = await measure(page);
      await scrollTo(page, SCROLL);
      const after = await measure(page);
      const innerHeight = await page.evaluate(() => window.innerHeight);
      // The first page stuck: at the top when it fits the window, else with its end at the window's bottom.
      expect(after[0]!.top).toBeCloseTo(Math.min(0, innerHeight - first!.height), 0);
      // The second page moved with the scroll, over it.
      expect(after[1]!.top).toBeCloseTo(first!.height - SCROLL, 0);
      await page.screenshot({ path: test.info().outputPath(`sticky-${name}.png`) });
    });

    test('a slide-in page’s box moves into place as it enters the window and rests once in', async ({ page }) => {
      await page.goto(slideIn.path);
      await expect(page.locator('.folio-pages')).toHaveAttribute('data-variant', 'slidein');
      await expect(page.getByText('Variant page one')).toBeVisible();
      const innerHeight = await page.evaluate(() => window.innerHeight);
      // The second page's top scrolled to the middle of the window: it is entering, its box still below its place.
      const [, second] = await measure(page);
      await scrollTo(page, Math.max(0, Math.round(second!.top - innerHeight / 2)));
      const during = (await measure(page))[1]!;
      expect(during.top).toBeGreaterThan(0);
      expect(during.top).toBeLessThan(innerHeight);
      expect(during.boxTop - during.top, 'the entering page’s box is below its place').toBeGreaterThan(1);
      // Scrolled to its top: it has entered (or covers the window), its box rests in place.
      await scrollTo(page, Math.round(second!.top));
      const rested = (await measure(page))[1]!;
      expect(Math.abs(rested.boxTop - rested.top)).toBeLessThan(1);
      await page.screenshot({ path: test.info().outputPath(`slide-in-${name}.png`) });
    });
  });
}
