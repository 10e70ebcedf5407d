// The constructor's properties panel (docs/editor-properties.md): a shape's colour and width changed in the panel,
// drawn on the canvas, undone, saved, shown in preview and published; several widgets sharing their layout fields
// (blank where they differ); a locked widget's fields off; axe-core on the panel; screenshots of a few kinds.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

// The size the panel is designed for.
test.use({ viewport: { width: 1280, height: 800 } });

const BRAND_FILL = 'rgb(29, 53, 87)';
const RED_FILL = 'rgb(255, 0, 0)';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Properties' });

async function commit(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Enter');
}

async function clickCenter(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const selectionWidth = async (page: Page) => Number(await page.locator('.fo-overlay__selection').getAttribute('data-w'));
const waitUntilSaved = (page: Page) => expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');

test('a shape’s colour and width changed in the panel: drawn, undone, saved, previewed and published', async ({ page, browser }) => {
  const project = await openNewProject(page, 'Panel', 'properties');
  await expect(panel(page).getByText('Select a widget to see its properties.')).toBeVisible();
  await addWidget(page, 'Shape');
  const shape = page.locator('.fo-canvas .folio-widget-shape .folio-shape');
  await expect(shape).toHaveCSS('background-color', BRAND_FILL);
  await expect(panel(page).locator('.fo-props__kind')).toHaveText('Shape');

  const fill = panel(page).getByRole('textbox', { name: 'Fill colour', exact: true });
  const width = panel(page).getByRole('textbox', { name: 'Width', exact: true });
  await expect(fill).toHaveValue('1d3557');
  await expect(width).toHaveValue('200');

  // The colour as hex, the width as a number: each drawn on the canvas at once.
  await commit(fill, '#FF0000');
  await expect(shape).toHaveCSS('background-color', RED_FILL);
  await commit(width, '300');
  await expect.poll(() => selectionWidth(page)).toBe(300);

  // A value the model refuses is explained and not written; Escape puts the field back.
  await commit(width, 'wide');
  await expect(panel(page).getByRole('alert')).toHaveText('Enter a number.');
  await expect(width).toHaveAttribute('aria-invalid', 'true');
  await width.press('Escape');
  await expect(width).toHaveValue('300');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await commit(panel(page).getByRole('textbox', { name: 'Fill colour opacity' }), '150');
  await expect(panel(page).getByRole('alert')).toHaveText('At most 100.');
  await panel(page).screenshot({ path: test.info().outputPath('panel-error.png') });
  await panel(page).getByRole('textbox', { name: 'Fill colour opacity' }).press('Escape');

  // Arrow keys step (shift: ten), each step one edit.
  await width.press('ArrowUp');
  await expect(width).toHaveValue('301');
  await width.press('Shift+ArrowDown');
  await expect(width).toHaveValue('291');
  await expect.poll(() => selectionWidth(page)).toBe(291);

  // Undo goes back one finished edit at a time: the two steps, the width, then the colour.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.click();
  await undo.click();
  await expect(width).toHaveValue('300');
  await undo.click();
  await expect(width).toHaveValue('200');
  await expect.poll(() => selectionWidth(page)).toBe(200);
  await expect(shape).toHaveCSS('background-color', RED_FILL);
  await undo.click();
  await expect(shape).toHaveCSS('background-color', BRAND_FILL);
  await expect(fill).toHaveValue('1d3557');
  await page.getByRole('button', { name: 'Redo' }).click();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(shape).toHaveCSS('background-color', RED_FILL);
  await expect(width).toHaveValue('300');

  // Saved: a reload shows it, on the canvas and in the panel.
  await waitUntilSaved(page);
  await page.reload();
  await expect(shape).toHaveCSS('background-color', RED_FILL);
  await clickCenter(page, shape);
  await expect(panel(page).getByRole('textbox', { name: 'Fill colour', exact: true })).toHaveValue('FF0000');
  await expect(panel(page).getByRole('textbox', { name: 'Width', exact: true })).toHaveValue('300');

  // Preview draws the draft; once published, visitors get it.
  const address = `/${project.author.uri}/${project.num_id}/`;
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const preview = await page.context().newPage();
  await preview.goto(`${address}preview/`);
  await expect(preview.locator('.folio-widget-shape .folio-shape').first()).toHaveCSS('background-color', RED_FILL);
  await publishFromPanel(page);
  const viewer = await visitor.newPage();
  await viewer.goto(address);
  const published = viewer.locator('.folio-widget-shape');
  await expect(published.locator('.folio-shape')).toHaveCSS('background-color', RED_FILL);
  expect(Math.round((await published.boundingBox())!.width)).toBeGreaterThan(0);
  await visitor.close();
});

test('several selected widgets share their layout fields, blank where they differ; a locked widget’s fields are off', async ({ page }) => {
  const project = await openNewProject(page, 'Selection', 'properties');
  await addWidget(page, 'Shape');
  await commit(panel(page).getByRole('textbox', { name: 'Width', exact: true }), '120');
  await addWidget(page, 'Shape');
  await commit(panel(page).getByRole('textbox', { name: 'X position' }), '600');

  // Both selected: the same height shows, the differing x and width are blank.
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await expect(panel(page).locator('.fo-props__kind')).toHaveText('2 widgets selected');
  const x = panel(page).getByRole('textbox', { name: 'X position' });
  await expect(x).toHaveValue('');
  await expect(x).toHaveAttribute('placeholder', 'Mixed');
  await expect(panel(page).getByRole('textbox', { name: 'Width', exact: true })).toHaveValue('');
  await expect(panel(page).getByRole('textbox', { name: 'Height', exact: true })).toHaveValue('200');
  // Only the layout fields: a kind's own fields are for one widget at a time.
  await expect(panel(page).getByRole('textbox', { name: 'Fill colour', exact: true })).toHaveCount(0);
  await panel(page).screenshot({ path: test.info().outputPath('panel-selection.png') });

  // A value typed there goes to every selected widget, in one edit.
  await commit(x, '40');
  await expect(x).toHaveValue('40');
  await waitUntilSaved(page);
  const draft = (await (await page.request.get(`/api/projects/${project._id}`)).json()) as { pages: { wids: { x: number; w: number }[] }[] };
  expect(draft.pages[0]!.wids.map((widget) => widget.x)).toEqual([40, 40]);
  expect(draft.pages[0]!.wids.map((widget) => widget.w).sort()).toEqual([120, 200]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(x).toHaveValue('');

  // Locked: the fields are off until it is unlocked.
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('Escape');
  await clickCenter(page, page.locator('.fo-canvas .folio-widget-shape').first());
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(panel(page).getByRole('note')).toContainText('locked');
  await expect(panel(page).getByRole('textbox', { name: 'Width', exact: true })).toBeDisabled();
  await expect(panel(page).getByRole('textbox', { name: 'Fill colour', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(panel(page).getByRole('textbox', { name: 'Width', exact: true })).toBeEnabled();
});

test('a drag of the opacity slider is one undo step; sections fold; axe-core finds nothing serious on the panel', async ({ page }) => {
  // axe-core runs once per kind.
  test.setTimeout(180_000);
  await openNewProject(page, 'Panel looks', 'properties');
  await addWidget(page, 'Shape');
  const shape = page.locator('.fo-canvas .folio-widget-shape .folio-shape');

  // The opacity slider dragged from end to middle: the canvas follows, and one undo puts it back.
  const slider = panel(page).getByRole('slider', { name: 'Opacity slider' });
  const box = (await slider.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  const opacity = Number(await shape.evaluate((element) => getComputedStyle(element).opacity));
  expect(opacity).toBeGreaterThan(0.4);
  expect(opacity).toBeLessThan(0.6);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(shape).toHaveCSS('opacity', '1');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled(); // the add is still there to undo

  // Dragging the W label sideways scrubs the width (a step per 2 px), drawn as it goes, undone in one step.
  const handle = (await panel(page).locator('.fo-num__short', { hasText: 'W' }).boundingBox())!;
  const at = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 10, at.y, { steps: 2 });
  await page.mouse.move(at.x + 20, at.y, { steps: 2 });
  await expect.poll(() => selectionWidth(page)).toBe(210);
  await page.mouse.up();
  await expect(panel(page).getByRole('textbox', { name: 'Width', exact: true })).toHaveValue('210');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => selectionWidth(page)).toBe(200);
  await expect(shape).toHaveCSS('opacity', '1');

  // A section folds and unfolds from its heading.
  const border = panel(page).getByRole('button', { name: 'Border', exact: true });
  await expect(border).toHaveAttribute('aria-expanded', 'true');
  await border.click();
  await expect(border).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page).getByRole('textbox', { name: 'Border width' })).toBeHidden();
  await border.click();
  await expect(panel(page).getByRole('textbox', { name: 'Border width' })).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await panel(page).screenshot({ path: test.info().outputPath('panel-shape.png') });
  await page.screenshot({ path: test.info().outputPath('constructor-shape.png') });

  for (const [kind, file] of [
    ['Button', 'panel-button.png'],
    ['Picture', 'panel-picture.png'],
    ['Slideshow', 'panel-slideshow.png'],
    ['Background', 'panel-background.png'],
    ['Form', 'panel-form.png'],
    ['Text', 'panel-text.png'],
  ] as const) {
    await addWidget(page, kind);
    await expect(panel(page).locator('.fo-props__kind')).toHaveText(kind);
    if (kind === 'Form') {
      // A form's fields are listed with their own controls, added from the panel.
      await panel(page).getByRole('button', { name: 'Add field' }).click();
      const field = panel(page).getByRole('group', { name: /Field 3/ });
      await field.getByRole('combobox', { name: 'Type' }).selectOption('select');
      await expect(field.getByRole('textbox', { name: 'Choices, one a line' })).toBeVisible();
      await field.getByRole('switch', { name: 'Required' }).check();
      await expect(field.getByRole('switch', { name: 'Required' })).toBeChecked();
    }
    expect(await seriousViolations(page), kind).toEqual([]);
    await panel(page).screenshot({ path: test.info().outputPath(file) });
  }
});
