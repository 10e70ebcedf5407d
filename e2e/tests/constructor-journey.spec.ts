// A new author's first project, start to end, as the Constructor issue's acceptance walks it: signing up on the
// welcome screen, a new project from the dashboard, a picture dropped from the computer, a shape, a button and a
// text added, the text typed and formatted in place, the shape moved, resized and rotated with the mouse, undo and
// redo, a page added and put first, a widget hidden on phones only, published — and the viewer draws every widget
// where the canvas drew it, on desktop and on a phone.
import { expect, test } from '../fixtures';
import { typeInto } from './typography-helpers';
import { addWidget, canvasBoxes, centerOf, drag, openNewProject, turnSelectionQuarter, viewerBoxes, waitUntilSaved } from './constructor-helpers';
import { dropFiles, png } from './upload-helpers';
import { publishFromPanel } from './publish-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });
test.describe.configure({ timeout: 180_000 });

test('a new author signs up, builds a page with every basic widget, publishes, and visitors see it as drawn', async ({ page, browser }) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await typeInto(page.getByLabel('Name'), `Ada ${unique}`);
  await typeInto(page.getByLabel('Email'), `ada-${unique}@e2e.test`);
  await typeInto(page.getByLabel('Password', { exact: true }), `pw-${unique}-secret`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();

  await page.getByRole('button', { name: 'New project' }).click();
  await typeInto(page.getByRole('dialog', { name: 'New project' }).getByLabel('Title'), 'Tide tables');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/\d+\/$/);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
  const numId = Number(/\/edit\/(\d+)\//.exec(page.url())![1]);
  const widgets = page.locator('.fo-canvas__page .folio-widget');

  // A picture from the computer, dropped near the page's top-left corner.
  await dropFiles(page, [{ name: 'harbour.png', type: 'image/png', bytes: png(300, 200, [40, 110, 160]) }], { x: 40, y: 40 });
  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(1);
  await waitUntilSaved(page);

  // A shape, a button and a text.
  await addWidget(page, 'Shape');
  await addWidget(page, 'Button');
  await addWidget(page, 'Text');
  await expect(widgets).toHaveCount(4);
  const idOf = async (kind: string) => (await page.locator(`.fo-canvas__page .folio-widget-${kind}`).getAttribute('data-widget-id'))!;
  const [pictureId, shapeId, buttonId, textId] = [await idOf('picture'), await idOf('shape'), await idOf('button'), await idOf('text')];
  const ids = [pictureId, shapeId, buttonId, textId];

  // The text typed and formatted in place.
  const text = page.locator(`.fo-canvas__page [data-widget-id="${textId}"]`);
  const textAt = await centerOf(text);
  await page.mouse.dblclick(textAt.x, textAt.y);
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('High water at noon');
  await page.keyboard.press('Home');
  for (let n = 0; n < 'High water'.length; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.press('Escape');
  await expect(text).toHaveText('High water at noon');
  // Out of the way, below the picture.
  await drag(page, await centerOf(text), -300, 200);

  // The shape moved to the right, resized from a corner and turned a quarter with the mouse.
  const shape = page.locator(`.fo-canvas__page [data-widget-id="${shapeId}"]`);
  await page.mouse.click((await centerOf(shape)).x, (await centerOf(shape)).y);
  await drag(page, await centerOf(shape), 300, -50);
  await drag(page, await centerOf(page.locator('[data-handle="se"]')), 40, 20);
  await turnSelectionQuarter(page);
  await expect(page.locator('.fo-overlay__selection')).toHaveAttribute('data-angle', '90');
  const turned = await canvasBoxes(page, [shapeId]);

  // Undo the turn, redo it.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(page.locator('.fo-overlay__selection')).toHaveAttribute('data-angle', '0');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(page.locator('.fo-overlay__selection')).toHaveAttribute('data-angle', '90');
  expect(await canvasBoxes(page, [shapeId])).toEqual(turned);

  // A second page, then this one put back first from its menu.
  const items = page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem');
  const firstId = await items.nth(0).getAttribute('data-page-id');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Actions for Page 1' }).click();
  await page.getByRole('menuitem', { name: 'Move down' }).click();
  await expect(items.nth(1)).toHaveAttribute('data-page-id', firstId!);
  await page.getByRole('button', { name: 'Actions for Page 2' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(items.nth(0)).toHaveAttribute('data-page-id', firstId!);
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(widgets).toHaveCount(4);

  // On phones only, the button is hidden (selected on desktop: the selection stays when the viewport changes).
  const button = page.locator(`.fo-canvas__page [data-widget-id="${buttonId}"]`);
  await page.mouse.click((await centerOf(button)).x, (await centerOf(button)).y);
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('1 widget selected');
  await page.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.locator('.fo-canvas__page')).toHaveCSS('width', '320px');
  await page.getByRole('button', { name: 'Hide in this viewport' }).click();
  await expect(button).toHaveCSS('opacity', '0.28');
  const onPhoneCanvas = { ...(await canvasBoxes(page, ids)), [buttonId]: null };
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  await expect(button).toHaveCSS('opacity', '1');
  const onDesktopCanvas = await canvasBoxes(page, ids);

  // Published: the viewer draws each widget at the canvas's place and size, on desktop and on a phone.
  await waitUntilSaved(page);
  await publishFromPanel(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  const address = `/${me.uri}/${numId}/`;
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const onDesktop = await desktop.newPage();
  await onDesktop.goto(address);
  await expect(onDesktop.locator('.folio-widget-text')).toHaveText('High water at noon');
  expect(Number(await onDesktop.locator('.folio-widget-text').getByText('High water', { exact: true }).evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect.poll(() => viewerBoxes(onDesktop, ids, 1024)).toEqual(onDesktopCanvas);
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  await onPhone.goto(address);
  await expect(onPhone.locator(`.folio-widget[data-widget-id="${shapeId}"]`)).toBeVisible();
  await expect.poll(() => viewerBoxes(onPhone, ids, 320)).toEqual(onPhoneCanvas);
  await desktop.close();
  await phone.close();
});

test('Preview opens the page being edited in preview mode, and the digit keys switch its viewport', async ({ page, context }) => {
  const { num_id: numId } = await openNewProject(page, 'Previewed', 'preview');
  await addWidget(page, 'Shape');
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await waitUntilSaved(page);

  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Preview this page' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/${numId}/preview/2/$`));
  const viewer = preview.locator('.folio-viewer');
  await expect(viewer).toHaveAttribute('data-viewport', 'default');
  // The keys work once the viewer's runtime runs (docs/viewer.md "What loads when").
  await preview.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  await preview.keyboard.press('3');
  await expect(viewer).toHaveAttribute('data-viewport', 'phone_portrait');
  // Tablet portrait is not enabled for the page: 2 changes nothing.
  await preview.keyboard.press('2');
  await expect(viewer).toHaveAttribute('data-viewport', 'phone_portrait');
  await preview.keyboard.press('1');
  await expect(viewer).toHaveAttribute('data-viewport', 'default');
});
