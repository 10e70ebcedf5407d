// The layers panel, Alt-click and the background's rules (docs/editor.md "Layers", "Background"), as an author uses
// them: the panel opened beside the canvas, a layer renamed with the keyboard, layers selected from the panel and
// from the canvas, restacked by dragging and with the keys, locked and hidden; Alt-click through a stack; and a
// hotspot over a background that is clicked and dragged as itself.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { centerOf, drag, openNewProject, selectionBox, waitUntilSaved } from './constructor-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

interface StoredWidget {
  _id: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  z?: number;
  layer_name?: string;
  locked?: boolean;
  hidden?: boolean;
}

const id = (n: number) => n.toString(16).padStart(24, '0');
// Ids of their own per test (the server refuses a taken id).
let seed = 0x1a0000;

async function storedDraft(page: Page, projectId: string) {
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { revision: number; pages: { _id: string; wids: StoredWidget[] }[] };
}

/** A new project with these widgets on its first page (through the API, as a template would bring them), open. */
async function openWith(page: Page, title: string, widgets: (pageId: string) => Record<string, unknown>[]) {
  const opened = await openNewProject(page, title, 'layers');
  const draft = await storedDraft(page, opened._id);
  const reply = await page.request.post(`/api/mag/${opened._id}/widgets`, { data: { revision: draft.revision, widgets: widgets(draft.pages[0]!._id) } });
  expect(reply.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  return opened;
}

async function openLayers(page: Page) {
  await page.getByRole('tab', { name: 'Layers' }).click();
  const grid = page.getByRole('grid', { name: 'Layers of this page' });
  await expect(grid).toBeVisible();
  return grid;
}

const rowNames = (grid: Locator) => grid.getByRole('row').locator('.fo-layer__name').allTextContents();
const row = (grid: Locator, name: string) => grid.getByRole('row').filter({ has: grid.page().locator('.fo-layer__name', { hasText: new RegExp(`^${name}$`) }) });
const selectedRows = (grid: Locator) => grid.locator('[role="row"][aria-selected="true"] .fo-layer__name').allTextContents();
const canvasSelection = (page: Page) => page.locator('.fo-overlay__outline[data-widget-id]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-widget-id')).sort());
/** The page's widget ids bottom to top, as the canvas stacks them (z-index, then drawing order). */
const canvasStack = (page: Page) =>
  page.locator('.fo-canvas__page .folio-page-content > .folio-widget, .fo-canvas__page .folio-page-content > * .folio-widget').evaluateAll((nodes) =>
    nodes
      .map((node, index) => ({ id: node.getAttribute('data-widget-id'), z: Number(getComputedStyle(node).zIndex) || 0, index }))
      .filter((entry, index, all) => entry.id && all.findIndex((other) => other.id === entry.id) === index)
      .sort((a, b) => a.z - b.z || a.index - b.index)
      .map((entry) => entry.id),
  );
const storedStack = (widgets: StoredWidget[]) => [...widgets].sort((a, b) => (a.z ?? 0) - (b.z ?? 0)).map((widget) => widget._id);

test('an author renames, selects, restacks, locks and hides widgets from the layers panel, and the canvas and the saved draft follow', async ({ page }) => {
  const base = (seed += 0x100);
  const [shape1, shape2, shape3, text, background] = [1, 2, 3, 4, 5].map((n) => id(base + n));
  const { _id: projectId } = await openWith(page, 'Layers tour', (pid) => [
    { _id: shape1, pid, type: 'shape', tp: 'rectangle', bg_color: 'e63946', bg_opacity: 1, x: 80, y: 60, w: 160, h: 120, z: 1 },
    { _id: shape2, pid, type: 'shape', tp: 'rectangle', bg_color: '457b9d', bg_opacity: 1, x: 300, y: 60, w: 160, h: 120, z: 2 },
    { _id: shape3, pid, type: 'shape', tp: 'rectangle', bg_color: 'a8dadc', bg_opacity: 1, x: 520, y: 60, w: 160, h: 120, z: 3 },
    { _id: text, pid, type: 'text', version: 3, x: 80, y: 240, w: 400, h: 60, z: 4, blocks: [{ key: 'k1a2b', text: 'Spring issue opening spread for the cover story', depth: 0, entityRanges: [] }] },
    { _id: background, pid, type: 'background', color: 'f1faee', x: 0, y: 0, w: 1024, h: 768, z: 0 },
  ]);
  const grid = await openLayers(page);

  // Top first; the text by its first words; the background last.
  await expect.poll(() => rowNames(grid)).toEqual(['Spring issue opening spread for the…', 'Shape 3', 'Shape 2', 'Shape 1', 'Background 1']);
  expect(await seriousViolations(page, '.fo-left')).toEqual([]);

  // Select from the panel: the canvas follows. Shift-click selects the range, Ctrl-click takes one out.
  await row(grid, 'Shape 3').click();
  await expect.poll(() => canvasSelection(page)).toEqual([shape3]);
  expect(await selectionBox(page)).toMatchObject({ x: 520, y: 60, w: 160, h: 120 });
  await row(grid, 'Shape 1').click({ modifiers: ['Shift'] });
  await expect.poll(() => selectedRows(grid)).toEqual(['Shape 3', 'Shape 2', 'Shape 1']);
  await expect.poll(() => canvasSelection(page)).toEqual([shape1, shape2, shape3].sort());
  await row(grid, 'Shape 2').click({ modifiers: ['ControlOrMeta'] });
  await expect.poll(() => canvasSelection(page)).toEqual([shape1, shape3].sort());
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('2 widgets selected');

  // Select on the canvas: the panel follows.
  await page.mouse.click(...(await pagePoint(page, 380, 120)));
  await expect.poll(() => selectedRows(grid)).toEqual(['Shape 2']);

  // Rename with the keyboard: F2, type, Enter. Saved, and one undo step.
  await row(grid, 'Shape 2').click();
  await page.keyboard.press('F2');
  const field = grid.getByRole('textbox', { name: 'Layer name' });
  await expect(field).toBeFocused();
  await field.pressSequentially('Hero card');
  await page.keyboard.press('Enter');
  await expect.poll(() => rowNames(grid)).toContain('Hero card');
  await expect(row(grid, 'Hero card')).toBeFocused();
  await waitUntilSaved(page);
  expect((await storedDraft(page, projectId)).pages[0]!.wids.find((widget) => widget._id === shape2)!.layer_name).toBe('Hero card');
  // Escape gives a rename up.
  await page.keyboard.press('F2');
  await field.pressSequentially('Nope');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect.poll(() => rowNames(grid)).toContain('Hero card');
  // A double click renames too.
  await row(grid, 'Shape 3').locator('.fo-layer__name').dblclick();
  await expect(field).toBeFocused();
  await field.pressSequentially('Side card');
  await page.keyboard.press('Enter');
  await expect.poll(() => rowNames(grid)).toContain('Side card');
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => rowNames(grid)).toContain('Shape 3');

  // Drag a row to the top: a line shows where it lands; the canvas restacks; one undo step; saved.
  const from = await centerOf(row(grid, 'Shape 1'));
  const top = (await row(grid, 'Spring issue opening spread for the…').boundingBox())!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 20, { steps: 4 });
  await page.mouse.move(from.x, top.y + 4, { steps: 6 });
  await expect(grid.locator('.fo-layers__drop')).toBeVisible();
  await page.mouse.up();
  await expect(grid.locator('.fo-layers__drop')).toHaveCount(0);
  await expect.poll(() => rowNames(grid)).toEqual(['Shape 1', 'Spring issue opening spread for the…', 'Shape 3', 'Hero card', 'Background 1']);
  await expect.poll(() => canvasStack(page)).toEqual([background, shape2, shape3, text, shape1]);
  await waitUntilSaved(page);
  expect(storedStack((await storedDraft(page, projectId)).pages[0]!.wids)).toEqual([background, shape2, shape3, text, shape1]);

  // The background cannot be dragged above the others, nor anything below it.
  const bg = await centerOf(row(grid, 'Background 1'));
  await drag(page, bg, 0, -120);
  await expect.poll(() => rowNames(grid)).toEqual(['Shape 1', 'Spring issue opening spread for the…', 'Shape 3', 'Hero card', 'Background 1']);
  const heroAt = await centerOf(row(grid, 'Hero card'));
  await drag(page, heroAt, 0, 90);
  await expect.poll(() => rowNames(grid)).toEqual(['Shape 1', 'Spring issue opening spread for the…', 'Shape 3', 'Hero card', 'Background 1']);

  // Keyboard restack: Alt+ArrowDown sends the focused layer one step back, Alt+ArrowUp brings it forward.
  await row(grid, 'Shape 1').click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => rowNames(grid)).toEqual(['Spring issue opening spread for the…', 'Shape 1', 'Shape 3', 'Hero card', 'Background 1']);
  await expect(row(grid, 'Shape 1')).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => rowNames(grid)).toEqual(['Shape 1', 'Spring issue opening spread for the…', 'Shape 3', 'Hero card', 'Background 1']);
  // Arrow keys move through the layers, selecting as they go.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedRows(grid)).toEqual(['Spring issue opening spread for the…']);
  await expect.poll(() => canvasSelection(page)).toEqual([text]);

  // Lock and hide from a row, without changing the selection.
  const heroRow = row(grid, 'Hero card');
  await heroRow.hover();
  await heroRow.getByRole('button', { name: 'Lock Hero card' }).click();
  await expect(heroRow.getByRole('button', { name: 'Lock Hero card' })).toHaveAttribute('aria-pressed', 'true');
  await heroRow.getByRole('button', { name: 'Hide Hero card in this viewport' }).click();
  await expect(heroRow.getByRole('button', { name: 'Hide Hero card in this viewport' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => canvasSelection(page)).toEqual([text]);
  await expect(page.locator(`.fo-canvas__page [data-widget-id="${shape2}"]`)).toHaveCSS('opacity', '0.28');
  await waitUntilSaved(page);
  expect((await storedDraft(page, projectId)).pages[0]!.wids.find((widget) => widget._id === shape2)).toMatchObject({ locked: true, hidden: true });
  // A hidden widget is not hit on the canvas: a click there selects the background.
  await page.mouse.click(...(await pagePoint(page, 380, 120)));
  await expect.poll(() => selectedRows(grid)).toEqual(['Background 1']);
  expect(await seriousViolations(page, '.fo-left')).toEqual([]);
});

test('Alt-click selects the widget beneath, one deeper each time, and goes round', async ({ page }) => {
  const base = (seed += 0x100);
  const [bottom, middle, topmost, background] = [1, 2, 3, 4].map((n) => id(base + n));
  await openWith(page, 'Alt-click', (pid) => [
    { _id: background, pid, type: 'background', color: 'f1faee', x: 0, y: 0, w: 1024, h: 768, z: 0 },
    { _id: bottom, pid, type: 'shape', tp: 'rectangle', bg_color: 'e63946', bg_opacity: 1, x: 100, y: 100, w: 300, h: 200, z: 1 },
    { _id: middle, pid, type: 'shape', tp: 'rectangle', bg_color: '457b9d', bg_opacity: 1, x: 150, y: 130, w: 200, h: 150, z: 2 },
    { _id: topmost, pid, type: 'shape', tp: 'rectangle', bg_color: 'a8dadc', bg_opacity: 1, x: 200, y: 160, w: 100, h: 80, z: 3 },
  ]);
  const grid = await openLayers(page);
  const point = await pagePoint(page, 250, 200);
  await page.mouse.click(...point);
  await expect.poll(() => canvasSelection(page)).toEqual([topmost]);
  for (const expected of [middle, bottom, background, topmost]) {
    await page.keyboard.down('Alt');
    await page.mouse.click(...point);
    await page.keyboard.up('Alt');
    await expect.poll(() => canvasSelection(page)).toEqual([expected]);
  }
  await expect.poll(() => selectedRows(grid)).toEqual(['Shape 3']);
});

test('a click on a hotspot over a background selects the hotspot and a drag moves it; the background stays the page', async ({ page }) => {
  const base = (seed += 0x100);
  const hotspot = id(base + 1);
  const background = id(base + 2);
  // The case: the background added after the hotspot, stored above it.
  const { _id: projectId } = await openWith(page, 'Hotspot over a background', (pid) => [
    { _id: hotspot, pid, type: 'hotspot', x: 286, y: 156, w: 28, h: 28, z: 1, color: 'e63946' },
    { _id: background, pid, type: 'background', color: '1d3557', x: 0, y: 0, w: 1024, h: 768, z: 2 },
  ]);
  const grid = await openLayers(page);
  await expect.poll(() => rowNames(grid)).toEqual(['Hotspot 1', 'Background 1']);

  await page.mouse.click(...(await pagePoint(page, 300, 170)));
  await expect.poll(() => canvasSelection(page)).toEqual([hotspot]);
  await drag(page, await pageXY(page, 300, 170), -132, 60);
  await expect.poll(async () => (await selectionBox(page)).x).toBe(154);
  await waitUntilSaved(page);
  const stored = Object.fromEntries((await storedDraft(page, projectId)).pages[0]!.wids.map((widget) => [widget._id, widget]));
  expect(stored[hotspot]).toMatchObject({ x: 154, y: 216 });
  expect(stored[background]).toMatchObject({ x: 0, y: 0 });

  // A click where nothing else is selects the background; it has no handles, and a drag there draws a marquee.
  await page.mouse.click(...(await pagePoint(page, 700, 300)));
  await expect.poll(() => canvasSelection(page)).toEqual([background]);
  await expect(page.locator('.fo-overlay__selection')).toHaveCount(0);
  await drag(page, await pageXY(page, 700, 300), -600, -200);
  await expect.poll(() => canvasSelection(page)).toEqual([hotspot]);
  // Drawn as the page's box: at 0, 0, as wide and as tall as the page.
  const pageBox = (await page.locator('.fo-canvas__page').boundingBox())!;
  const drawn = (await page.locator(`.fo-canvas__page [data-widget-id="${background}"]`).boundingBox())!;
  expect([drawn.x - pageBox.x, drawn.y - pageBox.y, drawn.width, drawn.height].map(Math.round)).toEqual([0, 0, Math.round(pageBox.width), Math.round(pageBox.height)]);
  await waitUntilSaved(page);
  expect((await storedDraft(page, projectId)).pages[0]!.wids.find((widget) => widget._id === background)).toMatchObject({ x: 0, y: 0 });
});

/** A page point (page px at 100%) on the screen. */
async function pageXY(page: Page, x: number, y: number) {
  const origin = (await page.locator('.fo-canvas__page').boundingBox())!;
  return { x: origin.x + x, y: origin.y + y };
}

async function pagePoint(page: Page, x: number, y: number): Promise<[number, number]> {
  const point = await pageXY(page, x, y);
  return [point.x, point.y];
}
