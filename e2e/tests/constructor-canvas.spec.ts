// The canvas as a designer shapes it (docs/editor.md "Page size", "Rulers, guides and grid", "Snapping"): the page's
// bottom edge dragged and stepped with the keyboard, a page growing under a widget dragged below it, a guide dragged
// out of the top ruler that a widget snaps to (with the distances shown while dragging) and that stays after a
// reload, the column grid turned on in its popover and snapped to, and a resize at a fractional zoom stored in
// whole px.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, centerOf, drag, openNewProject, selectionBox, waitUntilSaved } from './constructor-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

interface SavedBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface DraftPage {
  height?: number;
  guides?: { x?: number[]; y?: number[] };
  wids?: SavedBox[];
}
interface Draft {
  pages: DraftPage[];
  layout_grid?: { default?: { visible: boolean; columns: number } };
}

/** The saved draft, with every page's widgets in one list. */
async function draft(page: Page, projectId: string): Promise<Draft & { widgets: SavedBox[] }> {
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as Draft;
  return { ...body, widgets: body.pages.flatMap((one) => one.wids ?? []) };
}

/** The page's origin on the screen (the drawn page's top left). */
async function pageOrigin(page: Page) {
  const box = (await page.locator('.fo-canvas__page').boundingBox())!;
  return { x: box.x, y: box.y };
}

const heightHandle = (page: Page) => page.getByRole('slider', { name: 'Page height' });

async function pageHeight(page: Page) {
  return Number(await heightHandle(page).getAttribute('aria-valuenow'));
}

test('the page’s bottom edge is dragged and stepped with the keyboard, and a widget dragged below the page grows it', async ({ page }) => {
  const { _id: projectId } = await openNewProject(page, 'Page size');
  const handle = heightHandle(page);
  await expect(handle).toBeVisible();
  await expect(handle).toHaveCSS('cursor', 'ns-resize');
  const before = await pageHeight(page);

  await drag(page, await centerOf(handle), 0, 150);
  await expect.poll(() => pageHeight(page)).toBe(before + 150);
  await waitUntilSaved(page);
  expect((await draft(page, projectId)).pages[0]!.height).toBe(before + 150);

  // One undo step for the whole drag.
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => pageHeight(page)).toBe(before);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => pageHeight(page)).toBe(before + 150);

  // The keyboard reaches the edge: shift+down adds 10 px, up takes 1.
  await handle.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => pageHeight(page)).toBe(before + 159);

  // A shape dragged below the bottom makes the page as tall as the shape's bottom.
  await addWidget(page, 'Shape');
  const shape = await selectionBox(page);
  const height = await pageHeight(page);
  const down = height - shape.y - shape.h + 120;
  await drag(page, await centerOf(page.locator('.fo-overlay__selection')), 0, down);
  await expect.poll(async () => (await selectionBox(page)).y).toBe(shape.y + down);
  await expect.poll(() => pageHeight(page)).toBe(shape.y + down + shape.h);
  await waitUntilSaved(page);
  expect((await draft(page, projectId)).pages[0]!.height).toBe(shape.y + down + shape.h);
});

test('a guide dragged out of the top ruler is snapped to, shows the distances while dragging, and stays after a reload', async ({ page }) => {
  const { _id: projectId } = await openNewProject(page, 'Guides');
  await addWidget(page, 'Shape');
  const shape = await selectionBox(page);
  const origin = await pageOrigin(page);
  const ruler = page.locator('.fo-ruler--top');
  await expect(ruler).toBeVisible();
  const rulerBox = (await ruler.boundingBox())!;

  // A horizontal guide 40 px under the shape: pressed on the ruler and pulled down onto the page.
  const guideY = shape.y + shape.h + 40;
  await page.mouse.move(origin.x + 800, rulerBox.y + rulerBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(origin.x + 800, origin.y + guideY / 2, { steps: 5 });
  await page.mouse.move(origin.x + 800, origin.y + guideY, { steps: 5 });
  await page.mouse.up();
  const guide = page.locator(`.fo-page-guide[data-guide-axis="y"][data-guide-position="${guideY}"]`);
  await expect(guide).toBeVisible();

  // The shape dragged 37 px down: its bottom comes within 3 px of the guide and snaps onto it; the distances to its
  // neighbours (here the page's edges) show while the pointer is down.
  const grip = await centerOf(page.locator('.fo-overlay__selection'));
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x, grip.y + 20, { steps: 4 });
  await page.mouse.move(grip.x, grip.y + 37, { steps: 4 });
  await expect(page.locator('.fo-snap-distance__label').first()).toBeVisible();
  await expect(page.locator('.fo-overlay__guide:not([hidden])').first()).toBeVisible();
  await page.mouse.up();
  await expect(page.locator('.fo-snap-distance__label')).toHaveCount(0);
  await expect.poll(async () => (await selectionBox(page)).y).toBe(guideY - shape.h);

  await waitUntilSaved(page);
  expect((await draft(page, projectId)).pages[0]!.guides).toEqual({ y: [guideY] });
  await page.reload();
  await expect(page.locator(`.fo-page-guide[data-guide-axis="y"][data-guide-position="${guideY}"]`)).toBeVisible({ timeout: 20_000 });

  // Shift+G hides the guides (the tooltip names the key); a guide picked with a click goes with Delete.
  const guidesButton = page.getByRole('button', { name: 'Guides' });
  await expect(guidesButton).toHaveAttribute('data-tip', 'Guides (Shift+G)');
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('Shift+G');
  await expect(page.locator('.fo-page-guide')).toHaveCount(0);
  await expect(guidesButton).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Shift+G');
  const again = await pageOrigin(page);
  await page.mouse.click(again.x + 980, again.y + guideY);
  await expect(page.locator('.fo-page-guide[data-picked]')).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(page.locator('.fo-page-guide')).toHaveCount(0);
});

test('the column grid is turned on in its popover, drawn, snapped to and saved with the project', async ({ page }) => {
  const { _id: projectId } = await openNewProject(page, 'Grid');
  await addWidget(page, 'Shape');
  const gridButton = page.getByRole('button', { name: 'Grid' });
  await expect(gridButton).toHaveAttribute('data-tip', 'Column grid (Shift+C)');
  await gridButton.click();
  const popover = page.getByRole('dialog', { name: 'Column grid' });
  await expect(popover).toBeVisible();
  expect(await seriousViolations(page, '.fo-grid-popover')).toEqual([]);
  await popover.getByRole('checkbox', { name: 'Show and snap to the column grid' }).check();
  const columns = popover.getByRole('spinbutton', { name: 'Columns' });
  await columns.selectText();
  await columns.pressSequentially('6');
  await page.keyboard.press('Enter');
  await expect(page.locator('.fo-column-grid')).toHaveAttribute('data-columns', '6');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(gridButton).toBeFocused();

  // Column 2's left edge, in page px; the shape's left edge is dragged to 3 px right of it and snaps onto it.
  const origin = await pageOrigin(page);
  const column = (await page.locator('.fo-column-grid__column').nth(1).boundingBox())!;
  const columnX = Math.round(column.x - origin.x);
  const shape = await selectionBox(page);
  await drag(page, await centerOf(page.locator('.fo-overlay__selection')), columnX + 3 - shape.x, 0);
  await expect.poll(async () => (await selectionBox(page)).x).toBe(columnX);

  await waitUntilSaved(page);
  expect((await draft(page, projectId)).layout_grid?.default).toMatchObject({ visible: true, columns: 6 });
});

test('a resize at a fractional zoom stores whole px', async ({ page }) => {
  const { _id: projectId } = await openNewProject(page, 'Whole pixels');
  await addWidget(page, 'Shape');
  // A pinch (ctrl + wheel) to an uneven zoom.
  const canvas = (await page.locator('.fo-overlay').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 90);
  await page.keyboard.up('Control');
  await expect(page.locator('.fo-zoom__value')).not.toHaveText('100%');
  const handle = await centerOf(page.locator('[data-handle="se"]'));
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 23, handle.y + 11, { steps: 3 });
  await page.mouse.move(handle.x + 47, handle.y + 31, { steps: 3 });
  await page.mouse.up();
  const box = await selectionBox(page);
  for (const value of [box.x, box.y, box.w, box.h]) expect(Number.isInteger(value)).toBe(true);
  await waitUntilSaved(page);
  const [widget] = (await draft(page, projectId)).widgets;
  for (const value of [widget!.x, widget!.y, widget!.w, widget!.h]) expect(Number.isInteger(value)).toBe(true);
  expect(widget!.w).toBeGreaterThan(200);
});
