// One colour control everywhere (docs/editor-properties.md "Colour choices"): the text toolbar's colour offers the
// project's swatches, the recent colours and (where the browser has one) the eyedropper, as the properties panel's
// colour fields and the library's swatch form do; a colour chosen in any of them is a recent colour in all. The
// toolbar's colour panel is moved through with the keyboard and gives the focus back to the text with its selection,
// and passes axe-core.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject, waitUntilSaved } from './constructor-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const properties = (page: Page) => page.getByRole('complementary', { name: 'Properties' });
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Text formatting' });
const textboxOf = (page: Page) => page.getByRole('textbox', { name: 'Text' });
const colourOf = (page: Page, text: string) => textboxOf(page).getByText(text, { exact: true }).first().evaluate((element) => getComputedStyle(element).color);

/** A new text widget, being edited, saying `words`, all of them selected. */
async function typeNewText(page: Page, words: string) {
  await addWidget(page, 'Text');
  const drawn = page.locator('.fo-canvas .folio-widget-text');
  await expect(drawn).toHaveText(/\S/);
  const box = (await drawn.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + Math.min(20, box.height / 2));
  await expect(textboxOf(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
  await page.keyboard.press('ControlOrMeta+A');
}

test('the text toolbar’s colour offers the project’s swatches and the colours used in other fields', async ({ page }) => {
  // A whole journey across the properties panel, the toolbar and the library: long on a busy machine.
  test.setTimeout(180_000);
  const project = await openNewProject(page, 'Colours', 'colors');
  const saved = await page.request.put(`/api/swatches/project/${project._id}`, { data: { colors: ['E63946FF', '2A9D8FFF'] } });
  expect(saved.ok()).toBe(true);

  // A colour chosen in a properties field: a shape's fill, typed.
  await addWidget(page, 'Shape');
  const fill = properties(page).getByRole('textbox', { name: 'Fill colour', exact: true });
  await fill.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('F4A261');
  await page.keyboard.press('Enter');
  await expect(page.locator('.fo-canvas .folio-widget-shape .folio-shape')).toHaveCSS('background-color', 'rgb(244, 162, 97)');
  await waitUntilSaved(page);

  await typeNewText(page, 'Harbour');
  const toolbar = toolbarOf(page);
  await toolbar.getByRole('button', { name: /^Text colour/ }).click();
  const colour = page.getByRole('dialog', { name: 'Text colour' });
  await expect(colour).toBeVisible();
  const swatches = colour.getByRole('group', { name: 'Project swatches' });
  await expect(swatches.getByRole('button')).toHaveCount(2);
  // The fill typed in the properties panel is a recent colour here.
  const recent = colour.getByRole('group', { name: 'Recent colours' });
  await expect(recent.getByRole('button').first()).toHaveAccessibleName('#F4A261');
  expect(await seriousViolations(page, '.fo-ttb__popover')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('toolbar-colour-choices.png') });

  // A project swatch picked with the mouse colours the selected words.
  await swatches.getByRole('button', { name: '#E63946' }).click();
  await expect(toolbar.getByRole('button', { name: 'Text colour: #E63946, 100%' })).toBeVisible();
  await expect.poll(() => colourOf(page, 'Harbour')).toBe('rgb(230, 57, 70)');
  await expect(swatches.getByRole('button', { name: '#E63946' })).toHaveAttribute('aria-pressed', 'true');

  // The recent colour picked from the keyboard: Tab from the opacity to the swatches, the arrow keys to the recent
  // colour (one row of eight down), Enter.
  const opacity = colour.getByRole('textbox', { name: 'Opacity' });
  await opacity.click();
  await page.keyboard.press('Tab');
  await expect(swatches.getByRole('button', { name: '#E63946' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(swatches.getByRole('button', { name: '#2A9D8F' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(recent.getByRole('button', { name: '#F4A261' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Text colour: #F4A261, 100%' })).toBeVisible();
  await expect.poll(() => colourOf(page, 'Harbour')).toBe('rgb(244, 162, 97)');

  // Then a swatch by the keyboard, back up a row; Escape closes the panel, Escape again gives the focus back to
  // the text with its words still selected.
  await page.keyboard.press('ArrowUp');
  await expect(swatches.getByRole('button', { name: '#E63946' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Text colour: #2A9D8F, 100%' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(colour).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: /^Text colour/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(textboxOf(page)).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('Harbour');
  await expect.poll(() => colourOf(page, 'Harbour')).toBe('rgb(42, 157, 143)');

  // The colour last chosen in the toolbar is a recent colour there and in the library's swatch form.
  await toolbar.getByRole('button', { name: /^Text colour/ }).click();
  await expect(recent.getByRole('button').first()).toHaveAccessibleName('#2A9D8F');
  await expect(recent.getByRole('button').nth(1)).toHaveAccessibleName('#F4A261');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await waitUntilSaved(page);

  await page.getByRole('button', { name: 'Library' }).click();
  const library = page.getByRole('dialog', { name: 'Library' });
  await library.getByRole('button', { name: 'Colours for Swatch' }).click();
  const choices = library.getByRole('dialog', { name: 'Colours: Swatch' });
  await expect(choices.getByRole('group', { name: 'Recent colours' }).getByRole('button').first()).toHaveAccessibleName('#2A9D8F');
  expect(await seriousViolations(page, '.fo-color-choices__popover')).toEqual([]);
  await choices.getByRole('group', { name: 'Recent colours' }).getByRole('button', { name: '#F4A261' }).click();
  await expect(library.getByLabel('Hex colour')).toHaveValue('F4A261');
});

test('where the browser has an eyedropper, the colour panel offers it and the colour picked colours the words', async ({ page }) => {
  test.setTimeout(120_000);
  // Chromium's EyeDropper needs a person's pointer on the screen: a stand-in that picks a known colour.
  await page.addInitScript(() => {
    (window as unknown as { EyeDropper: unknown }).EyeDropper = class {
      open() {
        return Promise.resolve({ sRGBHex: '#1d3557' });
      }
    };
  });
  await openNewProject(page, 'Eyedropper', 'eyedropper');
  await typeNewText(page, 'Lighthouse');
  const toolbar = toolbarOf(page);
  await toolbar.getByRole('button', { name: /^Text colour/ }).click();
  const colour = page.getByRole('dialog', { name: 'Text colour' });
  await colour.getByRole('button', { name: 'Pick a colour from the screen' }).click();
  await expect(toolbar.getByRole('button', { name: 'Text colour: #1D3557, 100%' })).toBeVisible();
  await expect.poll(() => colourOf(page, 'Lighthouse')).toBe('rgb(29, 53, 87)');
});
