// Crop mode on the canvas (docs/editor.md "Cropping a picture"): a person drops a picture, double-clicks it, crops
// it with a handle and moves the picture under the frame, applies with Enter, reads the crop in the properties panel,
// undoes and redoes it as one step, publishes, and the visitor's picture is the cropped part.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { centerOf, openNewProject, waitUntilSaved } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';
import { dropFiles, png } from './upload-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const panel = (page: Page) => page.getByRole('complementary', { name: 'Properties' });
const cropFields = ['Crop left', 'Crop top', 'Crop width', 'Crop height'];

async function panelCrop(page: Page): Promise<string[]> {
  const values: string[] = [];
  for (const name of cropFields) values.push(await panel(page).getByRole('textbox', { name, exact: true }).inputValue());
  return values;
}

/** A press and a drag by (dx, dy) screen px, in steps. */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

test('a picture cropped on the canvas: a handle, a drag of the picture, Enter; one undo step; the visitor sees the crop', async ({ page, browser }) => {
  const project = await openNewProject(page, 'Crop', 'crop');
  // At 100%, so screen px are page px (and, for this picture, px of the original).
  await page.locator('.fo-overlay').focus();
  await page.keyboard.press('ControlOrMeta+0');
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
  await dropFiles(page, [{ name: 'dunes.png', type: 'image/png', bytes: png(400, 200, [200, 150, 60], { noise: true }) }], { x: 300, y: 200 });
  const picture = page.locator('.fo-canvas__page .folio-widget-picture');
  await expect(picture).toHaveCount(1);
  await waitUntilSaved(page);
  const id = (await picture.getAttribute('data-widget-id'))!;
  const before = (await picture.boundingBox())!;
  expect([Math.round(before.width), Math.round(before.height)]).toEqual([400, 200]);

  // A double click opens crop mode: the bar says how to leave, the frame has eight handles.
  const at = await centerOf(picture);
  await page.mouse.dblclick(at.x, at.y);
  const bar = page.getByRole('toolbar', { name: 'Crop the picture' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Crop — Enter to apply, Esc to cancel');
  await expect(page.locator('.fo-crop__handle')).toHaveCount(8);
  expect(await seriousViolations(page, '.fo-crop-bar')).toEqual([]);

  // The right edge in by 100 px; then the picture dragged 40 px to the left under the frame.
  await dragBy(page, await centerOf(page.locator('.fo-crop__handle[data-handle="e"]')), -100, 0);
  const frame = page.locator('.fo-crop__frame');
  await expect(frame).toHaveAttribute('data-crop-w', '300');
  await dragBy(page, await centerOf(frame), -40, 0);
  await expect(frame).toHaveAttribute('data-crop-x', '40');
  // The whole picture shows, dimmed outside the frame, which has not moved.
  const whole = (await page.locator('.fo-crop').boundingBox())!;
  expect(Math.round(whole.x - before.x)).toBe(-40);
  expect(Math.round(whole.width)).toBe(400);
  await page.screenshot({ path: test.info().outputPath('crop-mode-1440.png') });

  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  // What stays on screen did not jump: the frame's left edge where it was, 300 px wide.
  await expect.poll(async () => {
    const box = (await picture.boundingBox())!;
    return [Math.round(box.x - before.x), Math.round(box.width), Math.round(box.height)];
  }).toEqual([0, 300, 200]);
  await expect(picture.locator('img')).toHaveAttribute('src', /crop=40,0,300,200/);
  await page.screenshot({ path: test.info().outputPath('cropped-1440.png') });

  // The properties panel's crop numbers.
  await panel(page).getByRole('button', { name: 'Crop', exact: true }).click();
  await expect.poll(() => panelCrop(page)).toEqual(['40', '0', '300', '200']);
  await waitUntilSaved(page);

  // One undo takes the whole crop back; redo brings it again.
  await page.locator('.fo-overlay').focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => Math.round((await picture.boundingBox())!.width)).toBe(400);
  expect(await panelCrop(page)).not.toEqual(['40', '0', '300', '200']);
  await expect(picture.locator('img')).not.toHaveAttribute('src', /crop=/);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(() => panelCrop(page)).toEqual(['40', '0', '300', '200']);
  await expect.poll(async () => Math.round((await picture.boundingBox())!.width)).toBe(300);

  // Escape cancels a crop under way: nothing changes.
  await page.keyboard.press('Enter');
  await expect(bar).toBeVisible();
  await page.keyboard.press('ArrowRight', { delay: 0 });
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await expect.poll(() => panelCrop(page)).toEqual(['40', '0', '300', '200']);
  await waitUntilSaved(page);

  // Published: the visitor's picture is the cropped part (the image service cuts it).
  await publishFromPanel(page);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`/${project.author.uri}/${project.num_id}/`);
  const shown = visitor.locator(`.folio-widget[data-widget-id="${id}"] img`);
  await expect(shown).toHaveAttribute('src', /crop=40,0,300,200/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth / image.naturalHeight)).toBeCloseTo(1.5, 1);
  await context.close();
});
