// Opening a project (docs/performance.md "Editor"; issue 13): the page on the canvas is drawn and answers a click
// first; the page list's thumbnails are drawn when the browser is next idle, one at a time, and none is lost.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openNewProject } from './constructor-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

const id = (n: number) => n.toString(16).padStart(24, '0');

interface IdleWindow {
  heldIdle: (() => void)[];
}

/**
 * The browser's idle periods, held: requestIdleCallback queues its callbacks until `idlePeriod` runs the first one
 * waiting (so the test says when the browser is idle).
 */
function holdIdlePeriods() {
  const held: (() => void)[] = [];
  (window as unknown as IdleWindow).heldIdle = held;
  window.requestIdleCallback = (run) => held.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = () => {};
}

const idlePeriod = (page: Page) => page.evaluate(() => (window as unknown as IdleWindow).heldIdle.shift()?.());

test('the canvas answers a click before the idle browser draws the thumbnails, then every page in view has its own', async ({ page }) => {
  const opened = await openNewProject(page, 'Opening', 'open');
  const draft = (await (await page.request.get(`/api/projects/${opened._id}`)).json()) as { revision: number; pages: { _id: string }[] };
  const firstPage = draft.pages[0]!._id;
  // A second page, and a shape on each (the first page's at its top left).
  const added = await page.request.post(`/api/mag/${opened._id}/pages`, { data: { revision: draft.revision, page: { title: 'Second' } } });
  expect(added.status()).toBe(201);
  const { revision, page: second } = (await added.json()) as { revision: number; page: { _id: string } };
  const secondPage = second._id;
  const shape = (n: number, pid: string, x: number) => ({ _id: id(0x0e0000 + n), pid, type: 'shape', tp: 'rectangle', bg_color: '1d3557', bg_opacity: 1, x, y: 40, w: 200, h: 120, z: 1 });
  const reply = await page.request.post(`/api/mag/${opened._id}/widgets`, { data: { revision, widgets: [shape(1, firstPage, 40), shape(2, secondPage, 400)] } });
  expect(reply.status()).toBe(201);

  await page.addInitScript(holdIdlePeriods);
  await page.reload();
  const canvasShape = page.locator(`.fo-canvas__page [data-widget-id="${id(0x0e0001)}"]`);
  await expect(canvasShape).toBeVisible({ timeout: 20_000 });
  const thumbnails = page.getByRole('navigation', { name: 'Pages' }).locator('.fo-page-thumb');

  // The browser not yet idle: the canvas is drawn and a click on its shape selects it; no thumbnail is drawn yet.
  const box = (await canvasShape.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator('.fo-overlay__selection')).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('1 widget selected');
  await expect(page.locator('.fo-page-thumb .folio-widget')).toHaveCount(0);

  // Idle: the thumbnails come, one per idle period (a thumbnail is drawn in each), each with its own page's shape.
  await expect(async () => {
    await idlePeriod(page);
    await expect(thumbnails.locator('.folio-widget')).toHaveCount(2, { timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.nth(0).locator(`[data-widget-id="${id(0x0e0001)}"]`)).toHaveCount(1);
  await expect(thumbnails.nth(1).locator(`[data-widget-id="${id(0x0e0002)}"]`)).toHaveCount(1);
});
