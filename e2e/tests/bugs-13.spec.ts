// Issue 13's "Bugs to fix", each as a person meets it in Chromium: Ctrl/Cmd+K in a text takes typed keys, a map's
// coordinates typed in the panel, the phone page counter beside a long title, the "Published" notice clear of Open
// trash, and the vertical viewer's address with short pages. The rest are unit tests beside their code (docs/editor.md
// "Issue 13 fixes").
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { openNewProject, waitUntilSaved } from './constructor-helpers';
import { authorContext, createProject, pageCounter, projectAddress, signUp, urlOf, type CreatedProject } from './viewer-helpers';

async function addKind(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: kind, exact: true }).click();
}

async function storedWidgets(page: Page, projectId: string) {
  await waitUntilSaved(page);
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.status()).toBe(200);
  const draft = (await reply.json()) as { pages: { wids: Record<string, unknown>[] }[] };
  return draft.pages.flatMap((page) => page.wids);
}

/** Whether two boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The lines a one-line element's text is drawn on (one per line box). */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

test.describe('constructor', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Ctrl/Cmd+K inside a text: the address typed with the keyboard lands in the field and links the words', async ({ page }) => {
    const project = await openNewProject(page, 'Typed link', 'bugs-link');
    await addKind(page, 'Text');
    const drawn = page.locator('.fo-canvas .folio-widget-text');
    await expect(drawn).toHaveText(/\S/);
    const box = (await drawn.boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    const textbox = page.getByRole('textbox', { name: 'Text' });
    await expect(textbox).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Read the issue');
    for (let n = 0; n < 'issue'.length; n += 1) await page.keyboard.press('Shift+ArrowLeft');

    await page.keyboard.press('ControlOrMeta+K');
    const panel = page.getByRole('dialog', { name: 'Link' });
    const address = panel.getByLabel('Web address');
    await expect(address).toBeFocused();
    await page.keyboard.type('example.com/spring');
    await expect(address).toHaveValue('example.com/spring');
    // The text did not take the keys instead.
    await expect(textbox).toHaveText('Read the issue');
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(textbox.getByRole('link', { name: 'issue' })).toBeVisible();
    await page.keyboard.press('Escape');
    const stored = (await storedWidgets(page, project._id)).find((widget) => widget.type === 'text');
    expect(JSON.stringify(stored)).toContain('http://example.com/spring');
  });

  test("a map's Latitude and Longitude: blank for one new map, typed values kept to six decimals", async ({ page }) => {
    const project = await openNewProject(page, 'Map place', 'bugs-map');
    await addKind(page, 'Map');
    const latitude = page.getByRole('textbox', { name: 'Latitude', exact: true });
    const longitude = page.getByRole('textbox', { name: 'Longitude', exact: true });
    await expect(latitude).toBeVisible();
    // One map: nothing is mixed.
    await expect(latitude).not.toHaveAttribute('placeholder', 'Mixed');
    await expect(longitude).not.toHaveAttribute('placeholder', 'Mixed');
    await latitude.click();
    await page.keyboard.type('48.858372');
    await page.keyboard.press('Enter');
    await longitude.click();
    await page.keyboard.type('2.294481');
    await page.keyboard.press('Enter');
    await expect(latitude).toHaveValue('48.858372');
    await expect(longitude).toHaveValue('2.294481');
    const map = (await storedWidgets(page, project._id)).find((widget) => widget.type === 'gmaps');
    expect(map).toMatchObject({ lat: 48.858372, lng: 2.294481 });
  });

  test('the "Published" notice stands clear of Open trash', async ({ page }) => {
    await openNewProject(page, 'Notice place', 'bugs-notice');
    await addKind(page, 'Shape');
    await waitUntilSaved(page);
    // The top bar's Publish (with the publish panel, its own Publish button too).
    await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: /^Publish/ }).first().click();
    const panelPublish = page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true });
    if (await panelPublish.isVisible().catch(() => false)) await panelPublish.click();
    const notice = page.locator('.fo-notice').filter({ hasText: 'Published' });
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    const trash = page.getByRole('button', { name: 'Open trash' });
    await expect(trash).toBeVisible();
    await expect(notice).toBeVisible();
    const noticeBox = (await notice.boundingBox())!;
    const trashBox = (await trash.boundingBox())!;
    expect(overlap(noticeBox, trashBox), `notice ${JSON.stringify(noticeBox)} over Open trash ${JSON.stringify(trashBox)}`).toBe(false);
    // And Open trash takes the click.
    await trash.click();
    await expect(page.getByRole('dialog', { name: /trash/i })).toBeVisible();
  });
});

test.describe('shop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the Shop dialog's sku form says sku orders are in USD and offers no other currency", async ({ page }) => {
    await openNewProject(page, 'Sku currency', 'bugs-sku');
    await page.getByRole('button', { name: 'Shop: provider and products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shop' });
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Connect card payments' }).click();
    await popupOpened;
    await expect(dialog.locator('.fo-shop__provider')).toContainText('Connected');
    await dialog.getByLabel('Product name').click();
    await page.keyboard.type('Tote bag');
    await dialog.getByRole('button', { name: 'Add product' }).click();
    const tote = dialog.getByRole('article', { name: 'Tote bag' });
    await tote.getByRole('button', { name: 'Add a variant to Tote bag' }).click();
    const skuForm = tote.getByRole('form', { name: 'Add variant' });
    // Said, not offered: no currency to type or choose.
    await expect(skuForm.getByText('Variants are charged in US dollars.')).toBeVisible();
    await expect(skuForm.getByRole('textbox', { name: 'Currency' })).toHaveCount(0);
    await expect(skuForm.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
    await skuForm.getByLabel('Price').click();
    await page.keyboard.type('18');
    await skuForm.getByLabel('Quantity').click();
    await page.keyboard.type('5');
    await skuForm.getByRole('button', { name: 'Add variant' }).click();
    await expect(tote.locator('.fo-shop__line[data-sku-id]')).toContainText('$18.00');
    expect(await seriousViolations(page, 'dialog.fo-dialog')).toEqual([]);
  });
});

test.describe('viewer', () => {
  let longTitle: CreatedProject;
  let shortPages: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'bugs-viewer');
    longTitle = await createProject(request, author, {
      title: 'The Long Afternoon: Notes on Slow Travel Through the Northern Coast',
      pages: [1, 2, 3].map((n) => ({ title: `Page ${n}`, ...(n > 1 ? { uri: `p${n}` } : {}), height: 900, text: `Page ${n} text` })),
    });
    shortPages = await createProject(request, author, {
      title: 'Short pages',
      opts: { viewertype: 'vertical' },
      pages: [1, 2, 3, 4, 5].map((n) => ({ title: `Short ${n}`, ...(n > 1 ? { uri: `short-${n}` } : {}), height: 200, text: `Short page ${n}` })),
    });
    await request.dispose();
  });

  test('phone (390 px): the page counter reads "1 of 3" on one line beside a long title', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(longTitle.path);
    const counter = pageCounter(page);
    await expect(counter).toHaveText('1 of 3');
    expect(await lineCount(counter)).toBe(1);
    // The title gives way instead, and nothing leaves the screen.
    const counterBox = (await counter.boundingBox())!;
    expect(counterBox.x + counterBox.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('phone-counter-long-title.png') });
    await context.close();
  });

  test('vertical layout with short pages: the address stays on the page opened, the menu went to, or scrolled to the top', async ({ page }) => {
    const address = (num: number) => urlOf(projectAddress(shortPages, num));
    // Opened at page 3: pages 3 and 4 are both whole in the window; the address stays on page 3.
    await page.goto(projectAddress(shortPages, 3));
    await expect(pageCounter(page)).toHaveText('3 of 5');
    await expect(page.getByText('Short page 3')).toBeInViewport();
    // The scroll that brought page 3 up has settled and been followed.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page).toHaveURL(address(3));
    await expect(page).toHaveTitle('Short 3');

    // The menu to page 4: the scroll stops at the end of the project, where page 5 shows too; page 4 it is.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Page 4/ }).click();
    await expect(page).toHaveURL(address(4));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page).toHaveURL(address(4));
    await expect(page).toHaveTitle('Short 4');

    // Scrolling back to the very top is page 1.
    await page.mouse.move(640, 360);
    await page.mouse.wheel(0, -5000);
    await expect(page).toHaveURL(address(1));

    // A wheel while the menu's scroll is still under way takes over: the visitor's scroll decides the page. (The wheel
    // comes once the scroll has begun: one that comes before is the visitor's at the top, which the scroll then follows.)
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /^Page 4/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [10] }).toBeGreaterThan(0);
    await page.mouse.move(640, 360);
    await page.mouse.wheel(0, -5000);
    await expect(page).toHaveURL(address(1));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await expect(page).toHaveURL(address(1));
  });
});
