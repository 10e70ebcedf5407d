// The constructor (docs/editor.md "Constructor"), as a new author uses it: widgets from the add menu, moved,
// resized and rotated with the mouse, undo and redo with the keyboard, pages added, reordered, trashed and
// restored, a widget hidden on phones only, and what is published drawn where the canvas drew it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signUp } from './viewer-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

async function openNewProject(page: Page, title: string) {
  await signUp(page.request, 'constructor');
  const reply = await page.request.post('/api/projects', { data: { title } });
  expect(reply.status()).toBe(201);
  const project = (await reply.json()) as { _id: string; num_id: number };
  await page.goto(`/edit/${project.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
  return project;
}

async function addWidget(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: kind, exact: true }).click();
}

/** The selection frame as the overlay draws it (page px and degrees). */
async function selectionBox(page: Page) {
  const frame = page.locator('.fo-overlay__selection');
  await expect(frame).toBeVisible();
  const read = async (name: string) => Number(await frame.getAttribute(`data-${name}`));
  return { x: await read('x'), y: await read('y'), w: await read('w'), h: await read('h'), angle: await read('angle') };
}

async function expectSelectionBox(page: Page, box: Partial<Record<'x' | 'y' | 'w' | 'h' | 'angle', number>>) {
  await expect.poll(async () => {
    const now = await selectionBox(page);
    return Object.fromEntries(Object.keys(box).map((key) => [key, now[key as keyof typeof now]]));
  }).toEqual(box);
}

async function centerOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

test('an author adds a shape, a button and a text, moves, resizes and rotates with the mouse, and undoes with the keyboard', async ({ page }) => {
  await openNewProject(page, 'Canvas tour');
  const canvas = page.getByRole('application', { name: 'Page canvas' });

  await addWidget(page, 'Shape');
  const shape = page.locator('.fo-canvas .folio-widget-shape');
  await expect(shape).toHaveCount(1);
  // A new shape lands in the middle of the page in view (1024 × 400 at 100%), selected.
  await expectSelectionBox(page, { x: 412, y: 100, w: 200, h: 200, angle: 0 });
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('1 widget selected');
  await expect(canvas).toBeFocused();

  // Move: the drawn widget and the frame follow the pointer, px for px at 100%.
  await drag(page, await centerOf(shape), 123, 37);
  await expectSelectionBox(page, { x: 535, y: 137, w: 200, h: 200 });
  const drawn = (await shape.boundingBox())!;
  const frame = (await page.locator('.fo-overlay__selection').boundingBox())!;
  expect([drawn.x, drawn.y, drawn.width, drawn.height]).toEqual([frame.x, frame.y, frame.width, frame.height]);

  // Resize from the bottom-right handle; then from the left edge with shift, keeping the ratio.
  await drag(page, await centerOf(page.locator('[data-handle="se"]')), 41, 29);
  await expectSelectionBox(page, { x: 535, y: 137, w: 241, h: 229 });
  await expect(page.locator('.fo-overlay__size')).toHaveText('241 × 229');

  // Rotate with the rotation handle to the right of the centre, shift snapping to 15° steps: a quarter turn.
  const center = await centerOf(page.locator('.fo-overlay__selection'));
  const rotateHandle = await centerOf(page.locator('[data-handle="rotate"]'));
  await page.keyboard.down('Shift');
  await page.mouse.move(rotateHandle.x, rotateHandle.y);
  await page.mouse.down();
  await page.mouse.move(center.x + 80, center.y - 60, { steps: 4 });
  await page.mouse.move(center.x + 150, center.y + 2, { steps: 4 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expectSelectionBox(page, { angle: 90, w: 241, h: 229 });
  await expect(shape).toHaveAttribute('style', /rotate\(90deg\)/);

  // Undo with the keyboard goes back one gesture at a time; redo brings it back.
  await page.keyboard.press('ControlOrMeta+z');
  await expectSelectionBox(page, { angle: 0, w: 241, h: 229 });
  await page.keyboard.press('ControlOrMeta+z');
  await expectSelectionBox(page, { x: 535, y: 137, w: 200, h: 200 });
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expectSelectionBox(page, { w: 241, h: 229, angle: 0 });
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expectSelectionBox(page, { angle: 90 });
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();

  // Arrow keys nudge (1 px, 10 with shift).
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await expectSelectionBox(page, { x: 534, y: 147 });

  // A button and a text (with a sample quote) from the add menu, each selected as it lands.
  await addWidget(page, 'Button');
  await expect(page.locator('.fo-canvas .folio-widget-button')).toContainText('Button');
  await expectSelectionBox(page, { w: 160, h: 48 });
  await addWidget(page, 'Text');
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText(/\S/);
  await expectSelectionBox(page, { w: 320, h: 104 });
  await expect(page.locator('.fo-canvas .folio-widget')).toHaveCount(3);

  // Escape clears the selection; a marquee around everything selects all three.
  await page.keyboard.press('Escape');
  await expect(page.locator('.fo-overlay__selection')).toHaveCount(0);
  const pageBox = (await page.locator('.fo-canvas__page').boundingBox())!;
  await drag(page, { x: pageBox.x + 4, y: pageBox.y + 4 }, pageBox.width - 8, pageBox.height - 8);
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('3 widgets selected');

  await page.screenshot({ path: test.info().outputPath('constructor.png') });
});
