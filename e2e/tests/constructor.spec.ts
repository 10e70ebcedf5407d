// The constructor (docs/editor.md "Constructor"), as a new author uses it: widgets from the add menu, moved,
// resized and rotated with the mouse, undo and redo with the keyboard, pages added, reordered, trashed and
// restored, a widget hidden on phones only, and what is published drawn where the canvas drew it.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, canvasBoxes, centerOf, drag, openNewProject, selectionBox, turnSelectionQuarter, viewerBoxes, waitUntilSaved } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

async function expectSelectionBox(page: Page, box: Partial<Record<'x' | 'y' | 'w' | 'h' | 'angle', number>>) {
  await expect.poll(async () => {
    const now = await selectionBox(page);
    return Object.fromEntries(Object.keys(box).map((key) => [key, now[key as keyof typeof now]]));
  }).toEqual(box);
}

test('an author adds a shape, a button and a text, moves, resizes and rotates with the mouse, and undoes with the keyboard', async ({ page }) => {
  const { _id: projectId } = await openNewProject(page, 'Canvas tour');
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

  // Mid-drag the widget, its frame and its outline move together (the drag shifts them in layers of their own); a
  // drag back to where it began changes nothing.
  const grip = await centerOf(shape);
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + 30, grip.y + 20, { steps: 4 });
  const dragged = page.locator('.fo-canvas__moving .folio-widget-shape');
  await expect.poll(async () => Math.round((await dragged.boundingBox())!.x - drawn.x)).toBe(30);
  // The moving widget is drawn (the page's copy of it is not), over the page without a page of its own.
  await expect(dragged).toBeVisible();
  await expect(page.locator('.fo-canvas__page .folio-widget-shape')).toBeHidden();
  await expect(page.locator('.fo-canvas__layer')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const moving = (await dragged.boundingBox())!;
  expect(Math.round(moving.y - drawn.y)).toBe(20);
  for (const part of ['.fo-overlay__selection', '.fo-overlay__outline']) {
    const box = (await page.locator(part).boundingBox())!;
    expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([moving.x, moving.y, moving.width, moving.height].map(Math.round));
  }
  await page.mouse.move(grip.x, grip.y, { steps: 4 });
  await page.mouse.up();
  await expectSelectionBox(page, { x: 535, y: 137, w: 200, h: 200 });

  // Resize from the bottom-right handle; then from the left edge with shift, keeping the ratio.
  await drag(page, await centerOf(page.locator('[data-handle="se"]')), 41, 29);
  await expectSelectionBox(page, { x: 535, y: 137, w: 241, h: 229 });
  await expect(page.locator('.fo-overlay__size')).toHaveText('241 × 229');

  // Rotate with the rotation handle, shift snapping to 15° steps: a quarter turn.
  await turnSelectionQuarter(page);
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

  // Copy and paste through the clipboard events, duplicate with its key; undo takes each back.
  await page.keyboard.press('ControlOrMeta+c');
  await page.keyboard.press('ControlOrMeta+v');
  await expect(page.locator('.fo-canvas .folio-widget')).toHaveCount(6);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.locator('.fo-canvas .folio-widget')).toHaveCount(3);
  await page.keyboard.press('Escape');
  // The shape where the text (added last, a step right and down of the button) does not cover it: its lower part.
  const shapeAlone = async () => ({ x: (await centerOf(shape)).x, y: (await centerOf(shape)).y + 80 });
  await page.mouse.click((await shapeAlone()).x, (await shapeAlone()).y);
  await page.keyboard.press('ControlOrMeta+d');
  await expect(page.locator('.fo-canvas .folio-widget-shape')).toHaveCount(2);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.locator('.fo-canvas .folio-widget-shape')).toHaveCount(1);

  // A tool of the Arrange bar: flip the shape; the zoom buttons.
  await page.mouse.click((await shapeAlone()).x, (await shapeAlone()).y);
  await page.getByRole('button', { name: 'Flip horizontally' }).click();
  await expect(shape).toHaveAttribute('style', /scaleX\(-1\)/);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('.fo-zoom__value')).toHaveText('200%');
  await page.getByRole('button', { name: 'Fit the page' }).click();
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(shape).not.toHaveAttribute('style', /scaleX/);

  // Saved as drawn: the server's draft holds the shape's box and turn, and the button and text.
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const draft = await storedDraft(page, projectId);
  const stored = draft.pages[0]!.wids;
  expect(stored.map((widget) => widget.type).sort()).toEqual(['button', 'shape', 'text']);
  expect(stored.find((widget) => widget.type === 'shape')).toMatchObject({ x: 534, y: 147, w: 241, h: 229, angle: 90 });
});

interface StoredWidget {
  _id: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  angle?: number;
  hidden?: boolean;
  viewport_phone_portrait?: Record<string, unknown>;
}

async function storedDraft(page: Page, projectId: string) {
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { revision: number; pages: { _id: string; wids: StoredWidget[] }[] };
}

test('an author adds pages, reorders them by dragging, sends one to the trash, restores it and deletes it for good', async ({ page }) => {
  const { _id: projectId, num_id: numId } = await openNewProject(page, 'Page tour');
  const items = page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  const firstId = await items.nth(0).getAttribute('data-page-id');

  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondId = await items.nth(1).getAttribute('data-page-id');
  // Preview opens the page being edited.
  await expect(page.getByRole('link', { name: 'Preview this page' })).toHaveAttribute('href', new RegExp(`/${numId}/preview/2/$`));

  // Drag the new page above the first: the order changes, is saved, and undo puts it back.
  await items.nth(1).dragTo(items.nth(0), { targetPosition: { x: 40, y: 4 } });
  await expect(items.nth(0)).toHaveAttribute('data-page-id', secondId!);
  await expect(items.nth(0).getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
  await waitUntilSaved(page);
  expect((await storedDraft(page, projectId)).pages.map((stored) => stored._id)).toEqual([secondId, firstId]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-page-id', firstId!);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-page-id', secondId!);

  // The first page (now second) goes to the trash from its menu; the list keeps one page.
  await page.getByRole('button', { name: 'Actions for Page 2' }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Actions for Page 1' }).click();
  await expect(page.getByRole('menuitem', { name: 'Move to trash' })).toBeDisabled();
  await page.keyboard.press('Escape');

  // The trash lists it; restore brings it back at the end.
  await page.getByRole('button', { name: 'Open trash' }).click();
  const trash = page.getByRole('dialog', { name: 'Trash' });
  await trash.getByRole('button', { name: 'Restore Untitled page' }).click();
  await expect(trash.getByText('The trash is empty.')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toHaveAttribute('data-page-id', firstId!);
  await trash.getByRole('button', { name: 'Close' }).click();

  // Trashed again and deleted for good, after a second confirmation.
  await page.getByRole('button', { name: 'Actions for Page 2' }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await page.getByRole('button', { name: 'Open trash' }).click();
  await trash.getByRole('button', { name: 'Delete Untitled page for good' }).click();
  await trash.getByRole('button', { name: 'Yes, delete for good' }).click();
  await expect(trash.getByText('The trash is empty.')).toBeVisible();
  await trash.getByRole('button', { name: 'Close' }).click();
  expect((await storedDraft(page, projectId)).pages.map((stored) => stored._id)).toEqual([secondId]);
});

test('a widget hidden on phones only, moved there on its own, is published where the canvas drew it', async ({ page, browser }) => {
  const { _id: projectId, num_id: numId } = await openNewProject(page, 'Viewports');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  await addWidget(page, 'Shape');
  await addWidget(page, 'Button');
  const widgets = page.locator('.fo-canvas__page .folio-widget');
  await expect(widgets).toHaveCount(2);
  const shapeId = (await widgets.nth(0).getAttribute('data-widget-id'))!;
  const buttonId = (await widgets.nth(1).getAttribute('data-widget-id'))!;
  // The button away from the shape on desktop: its top snaps to the shape's bottom (300), a guide showing it while
  // the pointer is down.
  const from = await centerOf(page.locator(`.fo-canvas__page [data-widget-id="${buttonId}"]`));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // (It landed a step right and down of the shape: 456, 200.)
  await page.mouse.move(from.x - 125, from.y + 53, { steps: 4 });
  await page.mouse.move(from.x - 250, from.y + 106, { steps: 4 });
  await expect(page.locator('.fo-overlay__guide--y')).toBeVisible();
  // The guide lies on that line (100%: screen px are page px), 1 px thick, across both widgets.
  const guide = (await page.locator('.fo-overlay__guide--y').boundingBox())!;
  const drawnPage = (await page.locator('.fo-canvas__page').boundingBox())!;
  expect(Math.round(guide.y - drawnPage.y)).toBe(300);
  expect(Math.round(guide.height)).toBe(1);
  expect(guide.width).toBeGreaterThan(200);
  await page.mouse.up();
  await expect(page.locator('.fo-overlay__guide')).toHaveCount(0);

  // Phone: the page is 320 wide and laid out from the desktop one (docs/editor.md "Phone layout"); the shape moves
  // there only, and the button is hidden there only.
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.fo-canvas__page')).toHaveCSS('width', '320px');
  await page.keyboard.press('Escape');
  const shapeOnPhone = page.locator(`.fo-canvas__page [data-widget-id="${shapeId}"]`);
  const shapeAt = await centerOf(shapeOnPhone);
  await page.mouse.click(shapeAt.x, shapeAt.y);
  const derived = await selectionBox(page);
  // Inside the phone page, not at its desktop place.
  expect(derived.x + derived.w).toBeLessThanOrEqual(320);
  await drag(page, await centerOf(shapeOnPhone), 40, 0);
  // Moved right (snapping may take it a few pixels to a neighbour's line), its size kept.
  await expect.poll(async () => (await selectionBox(page)).x).toBeGreaterThan(derived.x + 30);
  const moved = await selectionBox(page);
  expect([moved.w, moved.h]).toEqual([derived.w, derived.h]);
  const buttonAt = await centerOf(page.locator(`.fo-canvas__page [data-widget-id="${buttonId}"]`));
  await page.mouse.click(buttonAt.x, buttonAt.y);
  await page.getByRole('button', { name: 'Hide in this viewport' }).click();
  await expect(page.getByRole('button', { name: 'Hide in this viewport' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator(`.fo-canvas__page [data-widget-id="${buttonId}"]`)).toHaveCSS('opacity', '0.28');
  const phone = await canvasBoxes(page, [shapeId, buttonId]);
  expect(phone[shapeId]).toEqual([moved.x, moved.y, moved.w, moved.h]);

  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  await expect(page.locator(`.fo-canvas__page [data-widget-id="${buttonId}"]`)).toHaveCSS('opacity', '1');
  const desktop = { [shapeId]: [412, 100, 200, 200], [buttonId]: [206, 300, 160, 48] };
  await expect.poll(() => canvasBoxes(page, [shapeId, buttonId])).toEqual(desktop);

  // Stored: desktop fields on the widget, the phone's in its override (hidden per page, with a default entry).
  await waitUntilSaved(page);
  const draft = await storedDraft(page, projectId);
  const pageId = draft.pages[0]!._id;
  const stored = Object.fromEntries(draft.pages[0]!.wids.map((widget) => [widget._id, widget]));
  expect(stored[shapeId]).toMatchObject({ x: 412, y: 100, viewport_phone_portrait: { x: moved.x, y: moved.y } });
  expect(stored[buttonId]!.hidden ?? false).toBe(false);
  expect(stored[buttonId]!.viewport_phone_portrait).toMatchObject({ hidden: { default: false, [pageId]: true } });

  // Published, the viewer draws every widget where the canvas did, at each viewport.
  await publishFromPanel(page);
  const address = `/${me.uri}/${numId}/`;
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const onDesktop = await visitor.newPage();
  await onDesktop.goto(address);
  await expect(onDesktop.locator(`.folio-widget[data-widget-id="${shapeId}"]`)).toBeVisible();
  await expect.poll(() => viewerBoxes(onDesktop, [shapeId, buttonId], 1024)).toEqual(desktop);
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const onPhone = await phoneContext.newPage();
  await onPhone.goto(address);
  await expect(onPhone.locator(`.folio-widget[data-widget-id="${shapeId}"]`)).toBeVisible();
  await expect.poll(() => viewerBoxes(onPhone, [shapeId, buttonId], 320)).toEqual({ ...phone, [buttonId]: null });
  await visitor.close();
  await phoneContext.close();
});

test('every control of the constructor has a name, the focus shows, and axe-core finds nothing serious', async ({ page }) => {
  await openNewProject(page, 'Names');
  await addWidget(page, 'Shape');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  const shapeAt = await centerOf(page.locator('.fo-canvas__page .folio-widget-shape'));
  await page.mouse.click(shapeAt.x, shapeAt.y);
  await expect(page.locator('.fo-overlay__selection')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // No button without a name, anywhere on the screen.
  const unnamed = await page.locator('button, a[href], select, [role="menuitem"]').evaluateAll((elements) =>
    elements.filter((element) => !(element.getAttribute('aria-label') || element.textContent?.trim() || element.getAttribute('aria-labelledby') || (element.id && document.querySelector(`label[for="${element.id}"]`)))).map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
  // The add menu by keyboard: open, move, choose; the focus ring shows on the canvas afterwards.
  await page.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Text', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Picture', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCSS('outline-style', 'solid');
});
