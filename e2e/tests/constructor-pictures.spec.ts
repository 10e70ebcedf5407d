// Colour fields (docs/editor-properties.md "Colour choices"): a colour field's popover offers the project's swatches
// and the author's recent colours, is moved through and picked from with the keyboard, closes with Escape, and
// passes axe-core.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject, waitUntilSaved } from './constructor-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const panel = (page: Page) => page.getByRole('complementary', { name: 'Properties' });

test('a colour field offers the project’s swatches and the recent colours, picked with the keyboard', async ({ page }) => {
  const project = await openNewProject(page, 'Colours', 'pictures');
  const saved = await page.request.put(`/api/swatches/project/${project._id}`, { data: { colors: ['E63946FF', '2A9D8FFF'] } });
  expect(saved.ok()).toBe(true);
  await addWidget(page, 'Shape');
  const shape = page.locator('.fo-canvas .folio-widget-shape .folio-shape');
  const fill = panel(page).getByRole('textbox', { name: 'Fill colour', exact: true });

  // A colour typed becomes a recent colour.
  await fill.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('FF0000');
  await page.keyboard.press('Enter');
  await expect(shape).toHaveCSS('background-color', 'rgb(255, 0, 0)');

  const open = panel(page).getByRole('button', { name: 'Colours for Fill colour' });
  await open.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Colours: Fill colour' });
  await expect(popover).toBeVisible();
  const swatches = popover.getByRole('group', { name: 'Project swatches' });
  await expect(swatches.getByRole('button')).toHaveCount(2);
  await expect(popover.getByRole('group', { name: 'Recent colours' }).getByRole('button', { name: '#FF0000' })).toBeVisible();
  expect(await seriousViolations(page, '.fo-color-choices__popover')).toEqual([]);

  // The first swatch has the focus; the arrow key moves to the second; Enter picks it.
  await expect(swatches.getByRole('button', { name: '#E63946' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(swatches.getByRole('button', { name: '#2A9D8F' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(open).toBeFocused();
  await expect(shape).toHaveCSS('background-color', 'rgb(42, 157, 143)');
  await expect(fill).toHaveValue('2A9D8F');
  await waitUntilSaved(page);

  // Picked colours come first among the recent ones; Escape closes without a change.
  await page.keyboard.press('Enter');
  await expect(popover.getByRole('group', { name: 'Recent colours' }).getByRole('button').first()).toHaveAccessibleName('#2A9D8F');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(shape).toHaveCSS('background-color', 'rgb(42, 157, 143)');

  // One undo puts the red back.
  await page.locator('.fo-canvas').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(shape).toHaveCSS('background-color', 'rgb(255, 0, 0)');
});
