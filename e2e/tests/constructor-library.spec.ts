// The constructor's uploads and library (docs/editor-library.md): a PNG dragged from the computer onto the canvas
// uploads with its progress shown where it was dropped and becomes a picture widget there, saved; wrong files are
// refused before anything is sent and make nothing; an upload can be cancelled; the add menu's picker; swatches
// added, changed and deleted; a template saved, renamed and deleted; axe-core with the library open.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { typeInto } from './typography-helpers';
import { seriousViolations } from './axe-helpers';
import { openNewProject, selectionBox } from './constructor-helpers';
import { dropFiles, filesTransfer, png } from './upload-helpers';

/** A new author's project in the constructor, drawn at 100%. */
async function openLibraryProject(page: Page, title: string) {
  const project = await openNewProject(page, title, 'library');
  await expect(page.locator('.fo-zoom__value')).toHaveText('100%');
  return project;
}

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });
// Each test walks through several uploads or dialogs, one of them on a slowed connection.
test.describe.configure({ timeout: 90_000 });

const SCREENSHOTS = process.env.LIBRARY_SCREENSHOTS;

/** Holds every upload request until `release` is called, so its progress can be seen. */
async function holdUploads(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/upload', (route) => void held.push(route));
  return {
    held,
    release: async () => {
      await page.unroute('**/api/upload');
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}


interface SavedWidget {
  _id: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  originalW?: number;
  originalH?: number;
  picture?: { url?: string; lqipUrl?: string; type?: string };
}

async function savedPictures(page: Page, projectId: string): Promise<SavedWidget[]> {
  const reply = await page.request.get(`/api/projects/${projectId}`);
  const draft = (await reply.json()) as { pages: { wids: SavedWidget[] }[] };
  return draft.pages.flatMap((each) => each.wids).filter((widget) => widget.type === 'picture');
}

const alerts = (page: Page): Locator => page.locator('.fo-notices [role="alert"]');

test('a PNG dropped on the canvas uploads with its progress at the drop point and becomes a picture there, saved', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Drop a picture');
  const sunset = { name: 'sunset.png', type: 'image/png', bytes: png(400, 300, [230, 57, 70], { noise: true }) };

  // While files are dragged over the canvas it is highlighted; leaving takes the highlight away.
  await dropFiles(page, [sunset], { x: 300, y: 200 }, { drop: false });
  await expect(page.locator('.fo-drop[data-dragging]')).toBeVisible();
  await expect(page.getByText('Drop pictures to place them on the page')).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/drop-highlight.png` });
  await page.locator('.fo-overlay').dispatchEvent('dragleave', { relatedTarget: null });
  await expect(page.locator('.fo-drop[data-dragging]')).toHaveCount(0);

  // A slow connection (about 120 KB/s up) so the progress can be watched as it grows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 120 * 1024 });
  await dropFiles(page, [sunset], { x: 300, y: 200 });
  await expect(page.locator('.fo-drop[data-dragging]')).toHaveCount(0);
  const progress = page.getByRole('progressbar', { name: 'Uploading sunset.png' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(10);
  await expect(page.locator('.fo-upload__percent')).toHaveText(/^\d+%$/);
  // The card is centred on the drop point.
  const card = (await page.locator('.fo-upload').boundingBox())!;
  const pageBox = (await page.locator('.fo-canvas__page').boundingBox())!;
  expect(Math.abs(card.x + card.width / 2 - (pageBox.x + 300))).toBeLessThan(1.5);
  expect(Math.abs(card.y + card.height / 2 - (pageBox.y + 200))).toBeLessThan(1.5);
  await expect(page.getByRole('button', { name: 'Cancel the upload of sunset.png' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/drop-progress.png` });

  await expect(progress).toHaveCount(0, { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // A 400 × 300 picture at its pixel size, centred where it was dropped, selected.
  const picture = page.locator('.fo-canvas__page .folio-widget-picture');
  await expect(picture).toHaveCount(1);
  await expect.poll(() => selectionBox(page)).toMatchObject({ x: 100, y: 50, w: 400, h: 300 });
  await expect(picture.locator('img').first()).toHaveAttribute('src', /\/api\/images\/[0-9a-f]{64}\.png/);

  await expect.poll(() => savedPictures(page, projectId)).toEqual([
    expect.objectContaining({ x: 100, y: 50, w: 400, h: 300, originalW: 400, originalH: 300, picture: expect.objectContaining({ type: 'image/png', url: expect.stringMatching(/^\/api\/images\//), lqipUrl: expect.stringContaining('lqip=1') }) }),
  ]);
  await page.reload();
  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(1);
  const drawn = (await page.locator('.fo-canvas__page .folio-widget-picture').boundingBox())!;
  const reloadedPage = (await page.locator('.fo-canvas__page').boundingBox())!;
  expect([drawn.x - reloadedPage.x, drawn.y - reloadedPage.y, drawn.width, drawn.height]).toEqual([100, 50, 400, 300]);
  await expect(alerts(page).locator('.fo-notice')).toHaveCount(0);
});

test('several files dropped at once each become a picture; a big one is scaled down to fit the page', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Several pictures');
  await dropFiles(
    page,
    [
      { name: 'wide.png', type: 'image/png', bytes: png(2048, 200, [29, 53, 87]) },
      { name: 'small.png', type: 'image/png', bytes: png(60, 40, [69, 123, 157]) },
    ],
    { x: 500, y: 200 },
  );
  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(2);
  await expect.poll(async () => (await savedPictures(page, projectId)).map(({ x, y, w, h }) => ({ x, y, w, h })).sort((a, b) => a.w - b.w)).toEqual([
    // The second cascades 24 px right and down from the drop point.
    { x: 494, y: 204, w: 60, h: 40 },
    // 2048 × 200 scaled to the page's 1024 px: 1024 × 100.
    { x: 0, y: 150, w: 1024, h: 100 },
  ]);
});

test('a text file and a file over the limit are refused before sending and make nothing; a server refusal is said', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Wrong files');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload')) uploads++;
  });

  await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', bytes: [...Buffer.from('hello')] }], { x: 300, y: 200 });
  await expect(alerts(page)).toContainText('notes.txt is not a picture that can be uploaded: choose a JPEG, PNG, WebP, GIF or AVIF file.');

  await dropFiles(page, [{ name: 'huge.png', type: 'image/png', size: 26 * 1024 * 1024 }], { x: 300, y: 200 });
  await expect(alerts(page)).toContainText('huge.png is too large (26 MB): a picture can be at most 25 MB.');

  expect(uploads).toBe(0);
  await expect(page.locator('.fo-upload')).toHaveCount(0);

  // A file dropped beside the canvas (on the page list) is refused, so the browser does not open it in its place.
  const transfer = await filesTransfer(page, [{ name: 'missed.png', type: 'image/png', bytes: png(10, 10, [0, 0, 0]) }]);
  const refused = await page.getByRole('navigation', { name: 'Pages' }).evaluate((element, dataTransfer) => {
    const drop = new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true });
    element.dispatchEvent(drop);
    return drop.defaultPrevented;
  }, transfer);
  expect(refused).toBe(true);
  await expect(page.locator('.fo-upload')).toHaveCount(0);

  // Bytes that are no picture under a picture's name pass the checks here; the server's {message} is shown.
  await dropFiles(page, [{ name: 'fake.png', type: 'image/png', bytes: [...Buffer.from('not really a picture')] }], { x: 300, y: 200 });
  await expect(alerts(page)).toContainText('fake.png could not be uploaded: Unsupported picture type: upload a JPEG, PNG, WebP, GIF or AVIF file');
  expect(uploads).toBe(1);

  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(0);
  expect(await savedPictures(page, projectId)).toEqual([]);
});

test('an upload is cancelled with its button or with Escape, and makes nothing', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Cancel uploads');
  const gate = await holdUploads(page);
  const bytes = png(80, 80, [42, 157, 143]);

  await dropFiles(page, [{ name: 'first.png', type: 'image/png', bytes }], { x: 200, y: 200 });
  await expect.poll(() => gate.held.length).toBe(1);
  await page.getByRole('button', { name: 'Cancel the upload of first.png' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await dropFiles(page, [{ name: 'second.png', type: 'image/png', bytes }], { x: 400, y: 200 });
  await expect(page.getByRole('progressbar', { name: 'Uploading second.png' })).toBeVisible();
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  await gate.release();
  await page.waitForTimeout(300);
  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(0);
  await expect(alerts(page).locator('.fo-notice')).toHaveCount(0);
  expect(await savedPictures(page, projectId)).toEqual([]);
});

test("the add menu's Picture from your computer… uploads into the middle of the page in view", async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Pick a picture');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/add-menu.png` });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Picture from your computer…' }).click();
  await (await chooser).setFiles({ name: 'chosen.png', mimeType: 'image/png', buffer: Buffer.from(png(120, 60, [244, 162, 97])) });
  await expect(page.locator('.fo-canvas__page .folio-widget-picture')).toHaveCount(1);
  // The page in view is 1024 × 400 at 100%: its middle is 512, 200.
  await expect.poll(() => selectionBox(page)).toMatchObject({ x: 452, y: 170, w: 120, h: 60 });
  await expect.poll(async () => (await savedPictures(page, projectId)).length).toBe(1);
});

test('one picture dropped on a picture, selected or not, replaces its picture and keeps its frame', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Replace a picture');
  await dropFiles(page, [{ name: 'old.png', type: 'image/png', bytes: png(200, 100, [230, 57, 70]) }], { x: 300, y: 200 });
  await expect.poll(async () => (await savedPictures(page, projectId)).length).toBe(1);
  const [before] = await savedPictures(page, projectId);
  // A click on the empty page leaves nothing selected: the drop finds the picture by where it lands.
  const drawnPage = (await page.locator('.fo-canvas__page').boundingBox())!;
  await page.mouse.click(drawnPage.x + 800, drawnPage.y + 350);
  await expect(page.locator('.fo-overlay__selection')).toHaveCount(0);

  const replacement = [{ name: 'new.png', type: 'image/png', bytes: png(300, 300, [29, 53, 87]) }];
  await dropFiles(page, replacement, { x: 250, y: 180 }, { drop: false });
  await expect(page.getByText('Drop the picture here to replace this one')).toBeVisible();
  await expect(page.locator('.fo-drop__replace')).toBeVisible();
  await dropFiles(page, replacement, { x: 250, y: 180 });
  await expect(page.getByRole('status').filter({ hasText: 'The picture was replaced.' })).toBeVisible();
  await expect.poll(async () => (await savedPictures(page, projectId)).map(({ _id, x, y, w, h, originalW }) => ({ _id, x, y, w, h, originalW }))).toEqual([{ _id: before!._id, x: 200, y: 150, w: 200, h: 100, originalW: 300 }]);
  expect((await savedPictures(page, projectId))[0]!.picture?.url).not.toBe(before!.picture?.url);
});

test('swatches: a colour added to this project and to all my projects, changed, moved and deleted', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Swatches');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { _id: string };
  const swatchesOf = async (path: string) => ((await (await page.request.get(`/api/swatches/${path}`)).json()) as { colors: string[] }).colors;

  await page.getByRole('button', { name: 'Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Library' });
  await expect(dialog.getByRole('tab', { name: 'Swatches' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('No colours yet.')).toHaveCount(2);

  await typeInto(dialog.getByLabel('Hex colour'), '#e63946');
  await dialog.getByRole('button', { name: 'Add to this project' }).click();
  await expect(dialog.getByRole('region', { name: 'This project' }).getByRole('button', { name: 'Change #E63946' })).toBeVisible();
  await typeInto(dialog.getByLabel('Hex colour'), '1d3557');
  await dialog.getByRole('button', { name: 'Add to this project' }).click();
  await typeInto(dialog.getByLabel('Hex colour'), '457B9D');
  await typeInto(dialog.getByLabel('Opacity'), '50');
  await dialog.getByRole('button', { name: 'Add to all my projects' }).click();
  await expect(dialog.getByRole('region', { name: 'All my projects' }).getByRole('button', { name: 'Change #457B9D, 50% opacity' })).toBeVisible();
  expect(await swatchesOf(`project/${projectId}`)).toEqual(['E63946FF', '1D3557FF']);
  expect(await swatchesOf(`global/${me._id}`)).toEqual(['457B9D80']);

  // A wrong colour is said and nothing is stored.
  await typeInto(dialog.getByLabel('Hex colour'), 'not a colour');
  await dialog.getByRole('button', { name: 'Add to this project' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a colour as 6 or 8 hex digits, such as 1D3557.');
  await expect(dialog.getByLabel('Hex colour')).toHaveAttribute('aria-invalid', 'true');

  // Choose the first project colour: change it, move it right, then delete it.
  await dialog.getByRole('button', { name: 'Change #E63946' }).click();
  await expect(dialog.getByLabel('Hex colour')).toHaveValue('E63946');
  await typeInto(dialog.getByLabel('Hex colour'), 'F4A261');
  await dialog.getByRole('button', { name: 'Change colour' }).click();
  await expect(dialog.getByRole('button', { name: 'Change #F4A261' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Move #F4A261 right' }).click();
  await expect.poll(() => swatchesOf(`project/${projectId}`)).toEqual(['1D3557FF', 'F4A261FF']);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/library-swatches.png` });
  await dialog.getByRole('button', { name: 'Delete #F4A261' }).click();
  await expect(dialog.getByRole('button', { name: 'Change #F4A261' })).toHaveCount(0);
  await expect.poll(() => swatchesOf(`project/${projectId}`)).toEqual(['1D3557FF']);

  // The selected widget's colour can be taken into the form.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Shape', exact: true }).click();
  await page.getByRole('button', { name: 'Library' }).click();
  await dialog.getByRole('button', { name: 'Use the selection’s colour' }).click();
  await expect(dialog.getByLabel('Hex colour')).toHaveValue(/^[0-9A-F]{6}$/);
  await dialog.getByRole('button', { name: 'Add to all my projects' }).click();
  await expect.poll(async () => (await swatchesOf(`global/${me._id}`)).length).toBe(2);

  // Kept across a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Library' }).click();
  await expect(dialog.getByRole('region', { name: 'This project' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('region', { name: 'All my projects' }).getByRole('listitem')).toHaveCount(2);
});

test('templates: this project saved as a template, renamed and deleted after a confirmation', async ({ page }) => {
  await openLibraryProject(page, 'Spring issue');
  const templates = async () => ((await (await page.request.get('/api/user_templates/')).json()) as { name: string; pages: number }[]).map(({ name, pages }) => ({ name, pages }));

  await page.getByRole('button', { name: 'Library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Library' });
  await dialog.getByRole('tab', { name: 'Swatches' }).press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Templates' })).toBeFocused();
  await expect(dialog.getByText('No templates yet.')).toBeVisible();

  // The name starts as the project's title; an empty name is refused with the model's message.
  await expect(dialog.getByLabel('Template name')).toHaveValue('Spring issue');
  await typeInto(dialog.getByLabel('Template name'), '   ');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Enter a template name' })).toBeVisible();
  await expect(dialog.getByLabel('Template name')).toHaveAttribute('aria-invalid', 'true');
  expect(await templates()).toEqual([]);

  await typeInto(dialog.getByLabel('Template name'), 'Spring layout');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved as the template “Spring layout”.');
  const row = dialog.getByRole('region', { name: 'My templates' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Spring layout');
  await expect(row).toContainText('1 page');
  expect(await templates()).toEqual([{ name: 'Spring layout', pages: 1 }]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/library-templates.png` });

  await dialog.getByRole('button', { name: 'Rename Spring layout' }).click();
  const field = dialog.getByLabel('New name for Spring layout');
  await expect(field).toBeFocused();
  await typeInto(field, 'Autumn layout');
  await field.press('Enter');
  await expect(row).toContainText('Autumn layout');
  await expect(dialog.getByRole('button', { name: 'Rename Autumn layout' })).toBeFocused();
  expect(await templates()).toEqual([{ name: 'Autumn layout', pages: 1 }]);

  // Delete asks first; Cancel keeps it.
  await dialog.getByRole('button', { name: 'Delete Autumn layout' }).click();
  await expect(row).toContainText('Delete “Autumn layout”? Projects made from it stay.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await templates()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Delete Autumn layout' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog.getByText('No templates yet.')).toBeVisible();
  expect(await templates()).toEqual([]);
});

test('the library has a name for every control, works by keyboard, and axe-core finds nothing serious', async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Library names');
  await page.request.put(`/api/swatches/project/${projectId}`, { data: { colors: ['E63946FF', '1D355780'] } });
  await page.request.post('/api/template/', { data: { mag_id: projectId, name: 'Kept layout' } });

  const opener = page.getByRole('button', { name: 'Library' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Library' });
  await expect(dialog.getByRole('button', { name: 'Change #E63946' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('tab', { name: 'Templates' }).click();
  await expect(dialog.getByRole('button', { name: 'Rename Kept layout' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const unnamed = await dialog.locator('button, input, [role="tab"]').evaluateAll((elements) =>
    elements.filter((element) => !(element.getAttribute('aria-label') || element.textContent?.trim() || (element.id && document.querySelector(`label[for="${element.id}"]`)) || element.closest('label'))).map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The upload's progress card and the drop highlight: axe-core finds nothing serious either.
  const gate = await holdUploads(page);
  await dropFiles(page, [{ name: 'check.png', type: 'image/png', bytes: png(40, 40, [0, 0, 0]) }], { x: 300, y: 200 });
  await expect(page.getByRole('progressbar', { name: 'Uploading check.png' })).toBeVisible();
  expect(await seriousViolations(page, '.fo-canvas')).toEqual([]);
  await gate.release();
});

test("the picture picker of the picture's properties checks the file, shows progress, cancels, and hands the picture over", async ({ page }) => {
  const { _id: projectId } = await openLibraryProject(page, 'Picker');
  await dropFiles(page, [{ name: 'first.png', type: 'image/png', bytes: png(200, 100, [230, 57, 70]) }], { x: 300, y: 200 });
  await expect.poll(async () => (await savedPictures(page, projectId)).length).toBe(1);
  const [first] = await savedPictures(page, projectId);
  const panel = page.getByRole('complementary', { name: 'Properties' });
  const picker = panel.getByRole('button', { name: 'Upload picture' });
  await expect(picker).toBeVisible();

  // A wrong file is said under the button and nothing is sent.
  let chooser = page.waitForEvent('filechooser');
  await picker.click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(panel.getByRole('alert').filter({ hasText: 'notes.txt is not a picture that can be uploaded' })).toBeVisible();

  // While it uploads (on a slowed connection), the button is a bar filling with the progress beside a cancel
  // button, which Escape presses too.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 60 * 1024 });
  chooser = page.waitForEvent('filechooser');
  await picker.click();
  await (await chooser).setFiles({ name: 'second.png', mimeType: 'image/png', buffer: Buffer.from(png(400, 300, [29, 53, 87], { noise: true })) });
  const progress = panel.getByRole('progressbar', { name: 'Uploading second.png' });
  await expect(progress).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel the upload of second.png' })).toBeFocused();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(5);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/picker-progress.png` });
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await expect(picker).toBeFocused();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.waitForTimeout(300);
  expect((await savedPictures(page, projectId))[0]!.originalW).toBe(200);

  chooser = page.waitForEvent('filechooser');
  await picker.click();
  await (await chooser).setFiles({ name: 'third.png', mimeType: 'image/png', buffer: Buffer.from(png(300, 300, [29, 53, 87])) });
  await expect.poll(async () => (await savedPictures(page, projectId))[0]?.originalW).toBe(300);
  const [after] = await savedPictures(page, projectId);
  expect(after!._id).toBe(first!._id);
  expect(after!.picture?.url).not.toBe(first!.picture?.url);
});
