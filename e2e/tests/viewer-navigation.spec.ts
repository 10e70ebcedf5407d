// viewer-and-project.md §2 "Keyboard and touch", §2 address and title, §4 pages: paging in the horizontal
// layout (keys, arrows, swipe, browser Back) and in the vertical layout (scrolling, keys).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  DEMO,
  authorContext,
  createProject,
  currentPage,
  demoAddress,
  expectCurrentPage,
  projectAddress,
  signUp,
  urlOf,
  waitForHorizontalViewer,
  type CreatedProject,
} from './viewer-helpers';

/** The current page, the address and the document title are all those of demo page `num`. */
async function expectDemoPage(page: Page, num: number) {
  await expectCurrentPage(page, num);
  // The current page has slid into the window.
  await expect(currentPage(page)).toBeInViewport({ ratio: 0.95 });
  await expect(page).toHaveURL(urlOf(demoAddress(num)));
  await expect(page).toHaveTitle(DEMO.pages[num - 1]!.documentTitle);
}

test.describe('horizontal layout', () => {
  test('ArrowRight and ArrowLeft change the page; the address and the title follow', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    await expectDemoPage(page, 1);

    await page.keyboard.press('ArrowRight');
    await expectDemoPage(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectDemoPage(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectDemoPage(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectDemoPage(page, 1);
    // Nothing before the first page.
    await page.keyboard.press('ArrowLeft');
    await expectDemoPage(page, 1);
  });

  test('the Next page and Previous page buttons change the page; the address and the title follow', async ({ page }) => {
    await page.goto(DEMO.path);
    const next = page.getByRole('button', { name: 'Next page' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    await expect(next).toBeVisible();
    // §4: no previous arrow on the first page.
    await expect(previous).toHaveCount(0);

    await next.click();
    await expectDemoPage(page, 2);
    await next.click();
    await expectDemoPage(page, 3);
    await previous.click();
    await expectDemoPage(page, 2);

    // On to the last page, clicking without waiting for the slides: §4 no next arrow there.
    for (let num = 2; num < DEMO.pages.length; num++) await next.click();
    await expectDemoPage(page, DEMO.pages.length);
    await expect(next).toHaveCount(0);
    await expect(previous).toBeVisible();
  });

  test('browser Back returns to the previously visited page', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    await page.keyboard.press('ArrowRight');
    await expectDemoPage(page, 2);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectDemoPage(page, 3);

    await page.goBack();
    await expectDemoPage(page, 2);
    await page.goBack();
    await expectDemoPage(page, 1);
    await page.goForward();
    await expectDemoPage(page, 2);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    /** A one-finger swipe across the window, through the browser's own touch input. */
    async function swipe(page: Page, fromX: number, toX: number) {
      const cdp = await page.context().newCDPSession(page);
      const y = 360;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        const x = fromX + ((toX - fromX) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    }

    test('a swipe to the left goes to the next page, a swipe to the right to the previous one', async ({ page }) => {
      await page.goto(DEMO.path);
      await waitForHorizontalViewer(page);
      await swipe(page, 900, 300);
      await expectDemoPage(page, 2);
      await swipe(page, 900, 300);
      await expectDemoPage(page, 3);
      await swipe(page, 300, 900);
      await expectDemoPage(page, 2);
    });
  });
});

test.describe('vertical layout', () => {
  let project: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'vertical');
    project = await createProject(request, author, {
      title: 'Vertical e2e',
      opts: { viewertype: 'vertical' },
      pages: [
        { title: 'First vertical', height: 1200, text: 'Vertical page one' },
        { title: 'Second vertical', uri: 'second', height: 1200, text: 'Vertical page two' },
        { title: 'Third vertical', uri: 'third', height: 1200, text: 'Vertical page three' },
      ],
    });
    await request.dispose();
  });

  /** The current page, the address and the title are those of the project's page `num`. */
  async function expectVerticalPage(page: Page, num: number, titles: string[]) {
    await expectCurrentPage(page, num);
    await expect(page).toHaveURL(urlOf(projectAddress(project, num)));
    await expect(page).toHaveTitle(titles[num - 1]!);
  }
  const titles = ['First vertical', 'Second vertical', 'Third vertical'];

  test('scrolling and the arrow keys change the current page; the address and the title follow', async ({ page }) => {
    await page.goto(project.path);
    await expect(page.locator('.folio-viewer')).toHaveAttribute('data-layout', 'vertical');
    // The counter shows on start (client only): the viewer is hydrated and listening.
    await expect(page.locator('.fo-toolbar').getByRole('status')).toHaveText('1 of 3');
    await expectVerticalPage(page, 1, titles);
    await expect(page.getByText('Vertical page one')).toBeVisible();

    // Scrolling down past the middle of the second page makes it current.
    await page.mouse.move(640, 360);
    await page.mouse.wheel(0, 1300);
    await expectVerticalPage(page, 2, titles);
    await expect(page.getByText('Vertical page two')).toBeInViewport();

    // ArrowRight goes to the next page (scrolling to it), ArrowLeft back.
    await page.keyboard.press('ArrowRight');
    await expectVerticalPage(page, 3, titles);
    await expect(page.getByText('Vertical page three')).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expectVerticalPage(page, 2, titles);
    await expect(page.getByText('Vertical page two')).toBeInViewport();

    // ArrowUp scrolls about a screen up: from the second page's top that is back on the first page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.keyboard.press('ArrowUp');
    await expectVerticalPage(page, 1, titles);
    // ArrowDown scrolls about a screen down: back on the second page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(700);
    await page.keyboard.press('ArrowDown');
    await expectVerticalPage(page, 2, titles);
  });

  test("a later page's address opens the project scrolled to that page", async ({ page }) => {
    await page.goto(projectAddress(project, 3));
    await expect(page.locator('.fo-toolbar').getByRole('status')).toHaveText('3 of 3');
    await expectVerticalPage(page, 3, titles);
    await expect(page.getByText('Vertical page three')).toBeInViewport();
    await expect(page.getByText('Vertical page one')).not.toBeInViewport();
  });

  test('browser Back returns to the previously visited page', async ({ page }) => {
    await page.goto(project.path);
    await expect(page.locator('.fo-toolbar').getByRole('status')).toHaveText('1 of 3');
    await page.keyboard.press('ArrowRight');
    await expectVerticalPage(page, 2, titles);
    await page.keyboard.press('ArrowRight');
    await expectVerticalPage(page, 3, titles);
    await expect(page.getByText('Vertical page three')).toBeInViewport();

    await page.goBack();
    await expectVerticalPage(page, 2, titles);
    await expect(page.getByText('Vertical page two')).toBeInViewport();
    await page.goBack();
    await expectVerticalPage(page, 1, titles);
    await expect(page.getByText('Vertical page one')).toBeInViewport();
  });
});
