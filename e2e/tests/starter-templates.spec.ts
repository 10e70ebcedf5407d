// Issue 13 "Starter templates" (docs/editor.md "Starter templates"): a new author opens New project, finds the gallery
// of starters (nothing serious for axe), picks the lookbook with the mouse and the arrow keys, creates it and sees its
// pages in the constructor, publishes, and a phone-size visitor gets every widget of every page inside the screen.
import { devices } from '@playwright/test';
import { expect, isExternalUrl, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { publishFromPanel } from './publish-helpers';
import { currentPage, signUp } from './viewer-helpers';

const PHONE_SCREEN = { width: 390, height: 844 };
const LOOKBOOK_PAGES = ['collection', 'look-1', 'look-2', 'look-3', 'materials'];

test('a new author starts a project from the lookbook starter, publishes it, and phone visitors see every widget on the screen', async ({ page, browser, baseURL }) => {
  const author = await signUp(page.request, 'starters');
  await page.goto('/');
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  const gallery = dialog.getByRole('group', { name: 'Start from' });
  await expect(gallery.getByRole('radio')).toHaveCount(7);
  await expect(gallery.getByRole('radio', { name: /^Blank/ })).toBeChecked();
  for (const name of ['Tidewater', 'Studio Halden', 'Marrow & Lune', 'Signal Festival', 'Northwind Trust', 'The Salt Road']) {
    await expect(gallery.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  // Every starter shows its first page.
  await expect(gallery.locator('img')).toHaveCount(6);
  for (const picture of await gallery.locator('img').all()) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A title typed, a card clicked, then the arrow key to the next one: the lookbook.
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Winter looks');
  await gallery.getByText('Studio Halden', { exact: true }).click();
  await expect(gallery.getByRole('radio', { name: /^Studio Halden/ })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  const lookbook = gallery.getByRole('radio', { name: /^Marrow & Lune/ });
  await expect(lookbook).toBeChecked();
  await expect(lookbook).toBeFocused();
  await page.keyboard.press('Enter');

  // The constructor opens on the copy: its five pages, by their titles.
  await expect(page).toHaveURL(/\/edit\/\d+\/$/);
  await expect(page).toHaveTitle('Winter looks — Folio');
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  const pages = page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem');
  await expect(pages).toHaveCount(LOOKBOOK_PAGES.length);
  await expect(pages.first()).toContainText('Collection');
  const numId = /\/edit\/(\d+)\//.exec(page.url())![1];

  await publishFromPanel(page);

  // A phone visitor: every widget of every page lies inside the 390 px screen.
  const context = await browser.newContext({ ...devices['iPhone 12'], viewport: PHONE_SCREEN, screen: PHONE_SCREEN, baseURL, serviceWorkers: 'block' });
  await context.route(isExternalUrl, (route) => route.abort());
  const phone = await context.newPage();
  for (const uri of LOOKBOOK_PAGES) {
    await phone.goto(`/${author.uri}/${numId}/${uri}/`);
    await expect(phone.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'phone_portrait');
    const section = currentPage(phone);
    await expect(section).toHaveAttribute('data-loaded', 'true');
    const widgets = section.locator('.folio-widget');
    expect(await widgets.count(), uri).toBeGreaterThanOrEqual(4);
    for (const widget of await widgets.all()) {
      const box = (await widget.boundingBox())!;
      const name = `${uri}: ${await widget.getAttribute('data-widget-id')}`;
      expect(box.x, `${name} left`).toBeGreaterThanOrEqual(-0.5);
      expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(PHONE_SCREEN.width + 0.5);
    }
  }
  // The shop came with it: an Add to bag button on the first look.
  await phone.goto(`/${author.uri}/${numId}/look-1/`);
  await expect(currentPage(phone).getByRole('button', { name: 'Add to bag' })).toBeVisible();
  await context.close();
});
