// What the constructor's e2e specs share: a new author with a new project open in the constructor, the add menu,
// and pointer gestures on the canvas.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { signUp, type Author } from './viewer-helpers';

export interface OpenedProject {
  _id: string;
  num_id: number;
  author: Author;
}

/** Signs a new author up (`label` names them), makes a project and opens it in the constructor. */
export async function openNewProject(page: Page, title: string, label = 'constructor'): Promise<OpenedProject> {
  const author = await signUp(page.request, label);
  const reply = await page.request.post('/api/projects', { data: { title } });
  expect(reply.status()).toBe(201);
  const project = (await reply.json()) as { _id: string; num_id: number };
  await page.goto(`/edit/${project.num_id}/`);
  // Opening a project loads the constructor's chunk and the draft: slow on a busy machine.
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  return { ...project, author };
}

/** A widget of a kind from the add menu (it lands selected). */
export async function addWidget(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: kind, exact: true }).click();
}

/** The selection frame as the overlay draws it: page px, and its angle in degrees. */
export async function selectionBox(page: Page) {
  const frame = page.locator('.fo-overlay__selection');
  await expect(frame).toBeVisible();
  const read = async (name: string) => Number(await frame.getAttribute(`data-${name}`));
  return { x: await read('x'), y: await read('y'), w: await read('w'), h: await read('h'), angle: await read('angle') };
}

export async function centerOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag by (dx, dy) screen px from a point, in steps the tools see as a drag. */
export async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

/**
 * A quarter turn of the selection clockwise with its rotation handle: the pointer swings from the handle to the
 * right of the selection's centre, Shift snapping the angle to 15° steps.
 */
export async function turnSelectionQuarter(page: Page) {
  const center = await centerOf(page.locator('.fo-overlay__selection'));
  const handle = await centerOf(page.locator('[data-handle="rotate"]'));
  await page.keyboard.down('Shift');
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(center.x + 80, center.y - 60, { steps: 4 });
  await page.mouse.move(center.x + 150, center.y + 2, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
}

export async function waitUntilSaved(page: Page) {
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
}

/** Widgets' boxes in page px, as the canvas draws them (null for one not drawn). */
/** Each widget's box on the canvas, in page px (relative to the drawn page, divided by the zoom). */
export async function canvasBoxes(page: Page, ids: string[]) {
  const zoom = Number((await page.locator('.fo-zoom__value').textContent())!.replace('%', '')) / 100;
  const origin = (await page.locator('.fo-canvas__page').boundingBox())!;
  return boxesIn(page.locator('.fo-canvas__page'), origin, zoom, ids);
}

/** Widgets' boxes in page px, as the viewer draws the shown page (null for one not drawn). */
/** Each widget's box in the viewer's current page, in page px. */
export async function viewerBoxes(page: Page, ids: string[], designWidth: number) {
  const content = page.locator('.folio-page[data-position="center"] .folio-page-content, .folio-page .folio-page-content').first();
  await expect(content).toBeVisible();
  const origin = (await content.boundingBox())!;
  return boxesIn(content, origin, origin.width / designWidth, ids);
}

export async function boxesIn(scope: Locator, origin: { x: number; y: number }, scale: number, ids: string[]) {
  const boxes: Record<string, number[] | null> = {};
  for (const id of ids) {
    const widget = scope.locator(`.folio-widget[data-widget-id="${id}"]`);
    const box = (await widget.count()) && (await widget.isVisible()) ? await widget.boundingBox() : null;
    boxes[id] = box && [box.x - origin.x, box.y - origin.y, box.width, box.height].map((value) => Math.round(value / scale));
  }
  return boxes;
}
