// Accessibility of the viewer: axe-core finds no serious or critical violations on a page, with the menu open
// and with the share popup open; and the chrome works with the keyboard alone (viewer-and-project.md §2).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { DEMO, demoAddress, expectCurrentPage, urlOf, waitForHorizontalViewer } from './viewer-helpers';

// The viewer's own parts are checked on page 2: the demo's cover holds author content that fails on its own
// (see the last test of this group).
test.describe('axe-core', () => {
  test('finds no serious or critical violations on a page', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('finds no serious or critical violations with the menu open', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('finds no serious or critical violations with the share popup open', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('finds no serious or critical violations in the embed panel', async ({ page }) => {
    await page.goto(demoAddress(2));
    await waitForHorizontalViewer(page);
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog', { name: 'Share' }).getByRole('button', { name: 'Embed' }).click();
    await expect(page.getByRole('textbox', { name: 'Embed code' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('finds no serious or critical violations on the demo cover page', async ({ page }) => {
    await page.goto(DEMO.path);
    await waitForHorizontalViewer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the chrome works by keyboard alone: menu, page link, share dialog and back to Share', async ({ page }) => {
  await page.goto(DEMO.path);
  await waitForHorizontalViewer(page);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const menu = page.getByRole('navigation', { name: 'Pages' });

  // Tab to Menu, Enter opens the menu.
  await tabTo(page, menuButton);
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // Focus moves into the menu.
  await expect(menu.locator(':focus')).toHaveCount(1);

  // Tab to a page link, Enter goes there.
  const pictures = menu.getByRole('link', { name: 'Page 3, Pictures' });
  await tabTo(page, pictures);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expectCurrentPage(page, 3);
  await expect(page).toHaveURL(urlOf(demoAddress(3)));

  // Tab to Share, Enter opens the dialog, Esc closes it and focus returns to Share.
  const shareButton = page.locator('.fo-toolbar').getByRole('button', { name: 'Share' });
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await tabTo(page, shareButton);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(shareButton).toBeFocused();
  // Still on the page chosen from the menu.
  await expectCurrentPage(page, 3);
});
