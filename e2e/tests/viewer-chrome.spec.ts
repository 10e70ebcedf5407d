// viewer-and-project.md §2 screens (menu, share popup, embed panel), §4 viewer chrome (page counter timing),
// §5 validation (where the share button shows).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  DEMO,
  DEMO_ACCOUNT,
  createProject,
  demoAddress,
  expectCurrentPage,
  pageCounter,
  signUp,
  urlOf,
  waitForHorizontalViewer,
} from './viewer-helpers';

/** A phone's share sheet (Web Share API), stood in for: Chromium on Linux has none. What it was given is on window. */
async function standInShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { sharedWith: unknown[] }).sharedWith = shared;
    Object.defineProperty(navigator, 'share', { value: (data: unknown) => (shared.push(data), Promise.resolve()) });
  });
}

test.describe('mag menu', () => {
  test('the Menu button opens the menu listing every page; clicking a page goes there and closes it', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Pages' });
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(DEMO.pages.length);
    for (const [index, { num, title }] of DEMO.pages.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(`Page ${num}, ${title}`);
    }
    await expect(menu.getByRole('link', { name: 'Page 1, Cover' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();

    await menu.getByRole('link', { name: 'Page 3, Pictures' }).click();
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectCurrentPage(page, 3);
    await expect(page).toHaveURL(urlOf(demoAddress(3)));
    await expect(page).toHaveTitle('Pictures');

    // Opened again, it marks the new current page.
    await menuButton.click();
    await expect(menu.getByRole('link', { name: 'Page 3, Pictures' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Page 1, Cover' })).not.toHaveAttribute('aria-current', /.*/);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
  });

  test('the M key toggles the menu and Esc closes it', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    const menu = page.getByRole('navigation', { name: 'Pages' });

    await page.keyboard.press('m');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(DEMO.pages.length);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.keyboard.press('m');
    await expect(menu).toBeVisible();
    await page.keyboard.press('m');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('share popup', () => {
  test('Share opens the popup, which switches between Project and Current Page and closes with Close and Esc', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    const shareButton = page.locator('.fo-toolbar').getByRole('button', { name: 'Share' });
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toHaveCount(0);

    await shareButton.click();
    await expect(dialog).toBeVisible();
    const what = dialog.getByRole('group', { name: 'Share what' });
    const project = what.getByRole('button', { name: 'Project' });
    const currentPage = what.getByRole('button', { name: 'Current Page' });
    await expect(project).toHaveAttribute('aria-pressed', 'true');
    await expect(currentPage).toHaveAttribute('aria-pressed', 'false');
    for (const name of ['Share', 'Tweet', 'Pin', 'Linkedin', 'Embed', 'Close']) {
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Report' })).toBeVisible();

    await currentPage.click();
    await expect(currentPage).toHaveAttribute('aria-pressed', 'true');
    await expect(project).toHaveAttribute('aria-pressed', 'false');
    await project.click();
    await expect(project).toHaveAttribute('aria-pressed', 'true');
    await expect(currentPage).toHaveAttribute('aria-pressed', 'false');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await shareButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('Copy link puts the shared address on the clipboard and says so; a device with a share sheet gets More…', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await standInShareSheet(page);
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('button', { name: 'Current Page' }).click();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/demo\/demo\/shapes\/$/);
    // Another choice is another address: not said to be copied until it is.
    await dialog.getByRole('button', { name: 'Project' }).click();
    await expect(dialog.getByRole('status')).toHaveText('');
    await page.screenshot({ path: test.info().outputPath('share-popup.png') });

    await dialog.getByRole('button', { name: 'More…' }).click();
    const shared = await page.evaluate(() => (window as unknown as { sharedWith: { title: string; url: string }[] }).sharedWith);
    expect(shared).toEqual([{ title: expect.any(String), url: expect.stringMatching(/\/demo\/demo\/$/) }]);
  });

  test('without a share sheet (a desktop browser) there is no More…', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'More…' })).toHaveCount(0);
  });

  test('Embed shows the embed code for each size, and Back returns to the share panel', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    // The embed code of the current page: its own address.
    await dialog.getByRole('button', { name: 'Current Page' }).click();
    await dialog.getByRole('button', { name: 'Embed' }).click();

    const sizes = dialog.getByRole('group', { name: 'Embed size' });
    const code = dialog.getByRole('textbox', { name: 'Embed code' });
    await expect(sizes).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tweet' })).toHaveCount(0);
    const responsive = sizes.getByRole('button', { name: 'Responsive' });
    const big = sizes.getByRole('button', { name: '512x383' });
    const small = sizes.getByRole('button', { name: '288x236' });

    // Responsive (the default): a full-width wrapper keeping the big size's ratio.
    await expect(responsive).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveValue(/<iframe src="[^"]*\/demo\/demo\/shapes\/\?embed=1"/);
    await expect(code).toHaveValue(/width:100%/);
    await expect(code).not.toHaveValue(/width="\d+"/);

    await big.click();
    await expect(big).toHaveAttribute('aria-pressed', 'true');
    await expect(responsive).toHaveAttribute('aria-pressed', 'false');
    await expect(code).toHaveValue(/<iframe src="[^"]*\/demo\/demo\/shapes\/\?embed=1"[^>]*width="512" height="383"/);

    await small.click();
    await expect(small).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toHaveValue(/<iframe src="[^"]*\/demo\/demo\/shapes\/\?embed=1"[^>]*width="288" height="236"/);

    // §4: the thumbnail cycles the sizes: small → responsive → big.
    const thumbnail = dialog.getByRole('button', { name: 'Change embed size' });
    await thumbnail.click();
    await expect(responsive).toHaveAttribute('aria-pressed', 'true');
    await thumbnail.click();
    await expect(big).toHaveAttribute('aria-pressed', 'true');

    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(sizes).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Share what' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tweet' })).toBeVisible();
  });

  test('a page change hides the share popup', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    await page.keyboard.press('ArrowRight');
    await expectCurrentPage(page, 2);
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    await expect(dialog).toBeVisible();
    // §4: the browser's Back changes the page under the open popup, which hides.
    await page.goBack();
    await expectCurrentPage(page, 1);
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('share popup on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the share button is the toolbar's, above the page; the popup offers Copy link and the phone's share sheet", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await standInShareSheet(page);
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    const share = page.locator('.fo-toolbar').getByRole('button', { name: 'Share' });
    await expect(share).toBeInViewport({ ratio: 1 });
    // Nothing of the page lies over the button: it is what a finger on it touches.
    const box = (await share.boundingBox())!;
    const touched = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.className ?? null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(touched).toBe('Share');
    await share.tap();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toBeInViewport();
    await dialog.getByRole('button', { name: 'Copy link' }).tap();
    await expect(dialog.getByRole('status')).toHaveText('Link copied');
    await page.screenshot({ path: test.info().outputPath('share-popup-phone.png') });
    await dialog.getByRole('button', { name: 'More…' }).tap();
    const shared = await page.evaluate(() => (window as unknown as { sharedWith: { title: string; url: string }[] }).sharedWith);
    expect(shared).toEqual([{ title: expect.any(String), url: expect.stringMatching(/\/demo\/demo\/(shapes\/)?$/) }]);
  });
});

test.describe('where the share button shows (§5)', () => {
  test('the share button is absent in preview', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: DEMO_ACCOUNT });
    expect(login.ok(), `login answered ${login.status()}`).toBe(true);
    const response = await page.goto('/demo/demo/preview/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('.folio-viewer')).toHaveAttribute('data-env', 'preview');
    await waitForHorizontalViewer(page);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    // §5: no page counter in preview either.
    await page.keyboard.press('ArrowRight');
    await expectCurrentPage(page, 2);
    await expect(page.locator('.fo-counter')).toHaveCount(0);
  });

  test('the share button is absent for a private project', async ({ page, request }) => {
    const author = await signUp(request, 'private-share');
    const project = await createProject(request, author, {
      title: 'Private share e2e',
      opts: { viewertype: 'horizontal' },
      pages: [
        { title: 'One', height: 768, text: 'Private share page one' },
        { title: 'Two', uri: 'two', height: 768, text: 'Private share page two' },
      ],
    });
    const privacy = await request.post(`/api/mag/privacy/${project.id}`, { data: { is_private: true, pass: 'open-sesame' } });
    expect(privacy.ok(), `privacy answered ${privacy.status()}: ${await privacy.text()}`).toBe(true);

    // A visitor who knows the password sees the project, without the share button.
    await page.goto(project.path);
    await page.getByLabel('Password').fill('open-sesame');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText('Private share page one')).toBeVisible();
    await waitForHorizontalViewer(page);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);

    // The public project of the same author does show it (the check above is not vacuous).
    const publicProject = await createProject(request, author, {
      title: 'Public share e2e',
      opts: { viewertype: 'horizontal' },
      pages: [{ title: 'One', height: 768, text: 'Public share page one' }],
    });
    await page.goto(publicProject.path);
    await expect(page.getByText('Public share page one')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});

test.describe('page counter', () => {
  test('shows "2 of N" after going to page 2 and is gone 2800 ms later', async ({ page }) => {
    await page.clock.install();
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    // The initial counter (4000 ms) reads "1 of 5".
    await expect(pageCounter(page)).toHaveText(`1 of ${DEMO.pages.length}`);
    // Freeze the page's clock (a second ahead, safely past the round trip): from here on only runFor moves it.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    await page.keyboard.press('ArrowRight');
    await expectCurrentPage(page, 2);
    await expect(pageCounter(page)).toHaveText(`2 of ${DEMO.pages.length}`);
    await expect(pageCounter(page)).toHaveCSS('opacity', '1');

    await page.clock.runFor(2700);
    await expect(pageCounter(page)).toHaveText(`2 of ${DEMO.pages.length}`);
    await page.clock.runFor(100);
    await expect(pageCounter(page)).toHaveText('');
    // The empty live region stays in the accessibility tree, drawn fully transparent.
    await expect(pageCounter(page)).toHaveCSS('opacity', '0');
  });

  test('is hidden while the menu is open', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    await page.keyboard.press('ArrowRight');
    await expect(pageCounter(page)).toHaveText(`2 of ${DEMO.pages.length}`);
    await page.keyboard.press('m');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(pageCounter(page)).toHaveText('');
  });
});

test.describe('embed mode', () => {
  test('the toolbar has a Close button only in embed mode, and it tells the embedding page', async ({ page, baseURL }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    await expect(page.locator('.fo-toolbar').getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);

    // A page embedding the viewer with the embed code's ?embed=1 address.
    await page.setContent(`<iframe title="Folio embed" src="${baseURL}${DEMO.path}?embed=1" width="1024" height="600"></iframe>`);
    await page.evaluate(() => {
      const w = window as unknown as { messages: unknown[] };
      w.messages = [];
      window.addEventListener('message', (event) => w.messages.push(event.data));
    });
    const embedded = page.frameLocator('iframe[title="Folio embed"]');
    await expect(embedded.locator('.fo-arrow').first()).toBeVisible();
    await embedded.locator('.fo-toolbar').getByRole('button', { name: 'Close', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { messages: { type?: string }[] }).messages.map((m) => m?.type)))
      .toContain('folio:close');
  });
});

test.describe('arrow keys with the share popup open (viewer-and-project.md §2, §4)', () => {
  test('the right arrow turns the page and the share popup hides after the page change', async ({ page }) => {
    await page.goto('/demo/demo/');
    await expect(page.locator('.folio-page[data-position=center]')).toHaveAttribute('data-page-num', '1');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.folio-page[data-position=center]')).toHaveAttribute('data-page-num', '2');
    await expect(dialog).toBeHidden();
  });
});
