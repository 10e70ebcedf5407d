// Widget kinds in the constructor (docs/editor.md "Add menu"): the add menu's pictograms and names, where new widgets
// land (the middle of the page in view, each next one a step right and down), the kinds' sizes, and the placeholder
// an empty media widget draws on the canvas only.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject, selectionBox, waitUntilSaved } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

// kindConstants.placementStepPx: each widget added while the view stays lands this far right and down (page px).
const STEP = 24;
const KINDS = ['Text', 'Picture', 'Shape', 'Button', 'Slideshow', 'Video', 'Audio', 'Map', 'Hotspot', 'Form', 'Embed', 'Facebook', 'Twitter', 'Shots', 'Background', 'Header', 'Footer', 'Add to cart', 'Cart'];

const addMenu = (page: Page) => page.getByRole('menu', { name: 'Add a widget' });

/** The middle of the part of the page the canvas shows, in page px, read from what is on the screen. */
async function visibleMiddle(page: Page) {
  const canvas = (await page.locator('.fo-canvas').boundingBox())!;
  const drawn = (await page.locator('.fo-canvas__page').boundingBox())!;
  const zoom = Number((await page.locator('.fo-zoom__value').textContent())!.replace('%', '')) / 100;
  const left = Math.max(canvas.x, drawn.x);
  const right = Math.min(canvas.x + canvas.width, drawn.x + drawn.width);
  const top = Math.max(canvas.y, drawn.y);
  const bottom = Math.min(canvas.y + canvas.height, drawn.y + drawn.height);
  return { x: ((left + right) / 2 - drawn.x) / zoom, y: ((top + bottom) / 2 - drawn.y) / zoom };
}

/** The selected widget's middle (page px). */
async function selectedMiddle(page: Page) {
  const box = await selectionBox(page);
  return { x: box.x + box.w / 2, y: box.y + box.h / 2, w: box.w, h: box.h };
}

test('three widgets added in a row, with the mouse and the keyboard, land in the middle of the view a step apart; an add to cart is button-sized', async ({ page }) => {
  await openNewProject(page, 'Placement', 'kinds');
  const middle = await visibleMiddle(page);

  // The mouse: a shape, in the middle of the page in view (within the rounding to whole px).
  await addWidget(page, 'Shape');
  const first = await selectedMiddle(page);
  expect(first.w).toBe(200);
  expect(Math.abs(first.x - middle.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(first.y - middle.y)).toBeLessThanOrEqual(1);

  // The keyboard: Add, then down the menu to Video, Enter. It lands a step right and down of the shape, 16:9.
  await page.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(addMenu(page).getByRole('menuitem', { name: 'Text', exact: true })).toBeFocused();
  for (const name of ['Picture', 'Shape', 'Button', 'Picture from your computer…', 'Slideshow', 'Video']) {
    await page.keyboard.press('ArrowDown');
    await expect(addMenu(page).getByRole('menuitem', { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(addMenu(page)).toHaveCount(0);
  await expect(page.getByRole('application', { name: 'Page canvas' })).toBeFocused();
  const second = await selectedMiddle(page);
  expect([second.w, second.h]).toEqual([480, 270]);
  expect(Math.abs(second.x - (first.x + STEP))).toBeLessThanOrEqual(1);

  // The mouse again: an add to cart, a button's size with its label, another step on.
  await addWidget(page, 'Add to cart');
  const third = await selectedMiddle(page);
  expect([third.w, third.h]).toEqual([180, 48]);
  expect(Math.abs(third.x - (first.x + 2 * STEP))).toBeLessThanOrEqual(1);
  expect(Math.abs(third.y - (first.y + 2 * STEP))).toBeLessThanOrEqual(1);
  await expect(page.locator('.fo-canvas__page .folio-widget-addtocart')).toHaveText('Add to cart');

  // None on top of another: three different places.
  const boxes = await page.locator('.fo-canvas__page .folio-widget').evaluateAll((elements) => elements.map((element) => `${(element as HTMLElement).style.left},${(element as HTMLElement).style.top}`));
  expect(new Set(boxes).size).toBe(3);

  // The view moves (a wheel pans the canvas): the next one lands in the middle of the new view again.
  const canvas = (await page.locator('.fo-canvas').boundingBox())!;
  await page.mouse.move(canvas.x + 40, canvas.y + canvas.height - 40);
  await page.mouse.wheel(0, 120);
  await expect.poll(async () => (await visibleMiddle(page)).y).not.toBeCloseTo(middle.y, 0);
  const moved = await visibleMiddle(page);
  await addWidget(page, 'Text');
  const fourth = await selectedMiddle(page);
  expect(Math.abs(fourth.x - moved.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(fourth.y - Math.min(moved.y, 400 - fourth.h / 2))).toBeLessThanOrEqual(1);
  await waitUntilSaved(page);
});

test('an empty video shows a labelled placeholder on the canvas, and visitors get nothing there', async ({ page, browser }) => {
  const { num_id: numId } = await openNewProject(page, 'Empty media', 'kinds');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  await addWidget(page, 'Video');
  const videoId = (await page.locator('.fo-canvas__page .folio-widget-video').getAttribute('data-widget-id'))!;
  const placeholder = page.locator(`.fo-canvas__page [data-placeholder-id="${videoId}"]`);
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('Video');
  await expect(placeholder).toContainText('Paste a YouTube or Vimeo link in Properties');
  await expect(placeholder.locator('svg')).toBeVisible();
  // It covers the widget's box.
  const drawn = (await page.locator(`.fo-canvas__page [data-widget-id="${videoId}"]`).boundingBox())!;
  const shown = (await placeholder.boundingBox())!;
  expect([shown.x, shown.y, shown.width, shown.height].map(Math.round)).toEqual([drawn.x, drawn.y, drawn.width, drawn.height].map(Math.round));
  await page.screenshot({ path: test.info().outputPath('empty-video-canvas.png') });

  await waitUntilSaved(page);
  await publishFromPanel(page);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/${me.uri}/${numId}/`);
  const video = viewer.locator(`.folio-widget[data-widget-id="${videoId}"]`);
  await expect(video).toHaveCount(1);
  await expect(video).toHaveText('');
  await expect(viewer.locator('[data-placeholder-id]')).toHaveCount(0);
  await expect(viewer.getByText('Paste a YouTube or Vimeo link in Properties')).toHaveCount(0);
  await visitor.close();
});

test('the add menu shows a pictogram and a name for every kind, by group, and axe-core finds nothing serious in it', async ({ page }) => {
  await openNewProject(page, 'Add menu', 'kinds');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const menu = addMenu(page);
  await expect(menu).toBeVisible();
  for (const name of KINDS) {
    const item = menu.getByRole('menuitem', { name, exact: true });
    await expect(item).toBeVisible();
    // A drawn pictogram (not a letter), hidden from assistive technology: the name is the label's.
    const glyph = item.locator('.fo-add__glyph');
    await expect(glyph).toHaveAttribute('aria-hidden', 'true');
    await expect(glyph.locator('svg path, svg rect, svg circle').first()).toBeAttached();
    await expect(glyph).toHaveText('');
  }
  await expect(menu.getByRole('menuitem')).toHaveCount(KINDS.length + 1);
  for (const group of ['Basic', 'Media', 'Interactive', 'Page parts', 'Shop']) await expect(menu.getByRole('group', { name: group })).toBeVisible();
  expect(await seriousViolations(page, '.fo-add__menu')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('add-menu.png') });
  // Escape closes it and gives the focus back to Add.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
});
