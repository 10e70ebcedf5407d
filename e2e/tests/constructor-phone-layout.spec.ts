// Issue 13 "Phone layouts": a page's phone layout is derived from its desktop one until the author edits it
// (docs/editor.md "Phone layout"). The case: page 2's only text at x = 429 and page 3's 17 widgets spread
// over 1024 px, published and read on a 390×844 phone — every widget on the screen; the constructor's phone view
// shows the same derived layout; the first move there stores it (nothing else moves); Reset brings it back; a widget
// pushed off the phone page gets a warning badge, and the Phone button counts it from the desktop view; a widget added
// on desktop after the phone layout was edited lands inside the phone page, in the constructor and for visitors.
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, isExternalUrl, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, canvasBoxes, drag, waitUntilSaved } from './constructor-helpers';
import { signUp } from './viewer-helpers';

const PHONE_SCREEN = { width: 390, height: 844 };
// docs/editor.md "Phone layout": the phone page is 320 px wide.
const PHONE_PAGE_WIDTH = 320;

interface Seeded {
  id: string;
  numId: number;
  path: string;
  pages: { _id: string; widgetIds: string[] }[];
}

// The API's answers as far as this spec reads them.
type Json = any;

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<Json> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response.json();
}

const text = (pid: string, words: string, x: number, y: number, w: number, h: number) => ({ type: 'text', version: 2, text: `<p>${words}</p>`, pid, x, y, w, h });
const shape = (pid: string, x: number, y: number, w: number, h: number) => ({ type: 'shape', pid, x, y, w, h });

/** Page 3: 17 widgets spread over the 1024 px desktop page, in three bands, most of them right of 390 px. */
function spreadWidgets(pid: string) {
  const widgets: Record<string, unknown>[] = [text(pid, 'A spread of seventeen widgets', 60, 40, 900, 60)];
  for (let index = 0; index < 6; index += 1) widgets.push(shape(pid, 40 + index * 165, 140, 140, 140));
  for (let index = 0; index < 4; index += 1) widgets.push(text(pid, `Column ${index + 1}: a few words set beside the others on desktop.`, 30 + index * 250, 320, 220, 90));
  for (let index = 0; index < 5; index += 1) widgets.push(shape(pid, 20 + index * 200, 460, 180, 120));
  widgets.push(shape(pid, 600, 620, 400, 200));
  return widgets;
}

/** A project of three pages as the issue found it, laid out on desktop only, published. */
async function seedProject(request: APIRequestContext, userUri: string): Promise<Seeded> {
  const draft = await ok(await request.post('/api/projects', { data: { title: 'Phone layouts' } }), 'POST /api/projects');
  const id: string = draft._id;
  let revision: number = draft.revision;
  const first = draft.pages[0]._id as string;
  revision = (await ok(await request.patch(`/api/mag/${id}/pages/${first}`, { data: { revision, title: 'Cover', height: 768 } }), 'PATCH page')).revision;
  const added: string[] = [];
  for (const title of ['Far right', 'Spread']) {
    const answer = await ok(await request.post(`/api/mag/${id}/pages`, { data: { revision, page: { title, height: 900 } } }), 'POST page');
    revision = answer.revision;
    added.push(answer.page._id);
  }
  const [second, third] = added as [string, string];
  const widgets = [text(first, 'The cover', 80, 80, 600, 120), text(second, 'The only text of this page, far to the right', 429, 200, 500, 80), ...spreadWidgets(third)];
  await ok(await request.post(`/api/mag/${id}/widgets`, { data: { revision, widgets } }), 'POST widgets');
  await ok(await request.post(`/api/publish/${id}`), 'POST /api/publish');
  const project = await ok(await request.get(`/api/projects/${id}`), 'GET project');
  return {
    id,
    numId: project.num_id,
    path: `/${userUri}/${project.num_id}/`,
    pages: (project.pages as { _id: string; wids?: { _id: string }[] }[]).map((page) => ({ _id: page._id, widgetIds: (page.wids ?? []).map((widget) => widget._id) })),
  };
}

/** A phone-size browser of its own (390×844, touch, a phone's user agent) that never reaches the internet. */
async function phoneContext(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...devices['iPhone 12'], viewport: PHONE_SCREEN, screen: PHONE_SCREEN, baseURL, serviceWorkers: 'block' });
  await context.route(isExternalUrl, (route) => route.abort());
  return context;
}

async function phoneOverrides(request: APIRequestContext, projectId: string, pageId: string) {
  const project = await ok(await request.get(`/api/projects/${projectId}`), 'GET project');
  const page = (project.pages as { _id: string; wids?: { _id: string; viewport_phone_portrait?: Record<string, unknown> }[] }[]).find((item) => item._id === pageId)!;
  return Object.fromEntries((page.wids ?? []).map((widget) => [widget._id, widget.viewport_phone_portrait ?? {}]));
}

const near = (a: number[] | null, b: number[] | null) => !!a && !!b && a.every((value, index) => Math.abs(value - b[index]!) <= 1);

async function openPageInPhoneView(page: Page, pageId: string) {
  await page.locator(`.fo-pages__item[data-page-id="${pageId}"] .fo-pages__open`).click();
  await page.getByRole('group', { name: 'Viewport' }).getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.locator('.fo-canvas__page')).toBeVisible();
}

test('published pages whose phone layout is derived fit a phone screen: every widget inside it', async ({ page, browser, baseURL }) => {
  const author = await signUp(page.request, 'phone-layout');
  const project = await seedProject(page.request, author.uri);
  const context = await phoneContext(browser, baseURL);
  const phone = await context.newPage();
  await phone.goto(project.path);
  const viewer = phone.locator('.folio-viewer');
  await expect(viewer).toHaveAttribute('data-viewport', 'phone_portrait');
  for (const [index, seeded] of project.pages.entries()) {
    const section = phone.locator(`section.folio-page[data-page-num="${index + 1}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-loaded', 'true');
    const sectionBox = (await section.boundingBox())!;
    for (const id of seeded.widgetIds) {
      const widget = section.locator(`.folio-widget[data-widget-id="${id}"]`);
      await expect(widget).toBeVisible();
      const box = (await widget.boundingBox())!;
      expect(box.x, `widget ${id} of page ${index + 1}: left`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `widget ${id} of page ${index + 1}: right`).toBeLessThanOrEqual(PHONE_SCREEN.width + 0.5);
      expect(box.y, `widget ${id} of page ${index + 1}: top`).toBeGreaterThanOrEqual(sectionBox.y - 0.5);
      expect(box.y + box.height, `widget ${id} of page ${index + 1}: bottom`).toBeLessThanOrEqual(sectionBox.y + sectionBox.height + 0.5);
    }
  }
  // Page 2's only text is on the screen once its page is, not 429 px to the right.
  const lonely = phone.locator(`.folio-widget[data-widget-id="${project.pages[1]!.widgetIds[0]}"]`);
  await lonely.scrollIntoViewIfNeeded();
  await expect(lonely).toBeInViewport({ ratio: 1 });
  await context.close();
});

test('the phone view shows the derived layout; the first move stores it, Reset brings it back, a widget off the page gets a badge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const author = await signUp(page.request, 'phone-view');
  const project = await seedProject(page.request, author.uri);
  const spread = project.pages[2]!;
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await openPageInPhoneView(page, spread._id);

  // Derived: said in the top bar, and every widget lies inside the 320 px page.
  await expect(page.locator('[data-phone-layout="derived"]')).toHaveText('Auto layout');
  const derived = await canvasBoxes(page, spread.widgetIds);
  for (const [id, box] of Object.entries(derived)) {
    expect(box, `widget ${id} drawn`).not.toBeNull();
    const [left = 0, , width = 0] = box ?? [];
    expect(left, `widget ${id}: left`).toBeGreaterThanOrEqual(0);
    expect(left + width, `widget ${id}: right`).toBeLessThanOrEqual(PHONE_PAGE_WIDTH + 1);
  }
  await expect(page.getByRole('img', { name: 'Outside the phone page' })).toHaveCount(0);

  // The first move in the phone view: the moved widget moves, the others stay, and all of them are stored.
  const [moved, ...others] = spread.widgetIds.slice(1) as [string, ...string[]];
  const movedBox = (await page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${moved}"]`).boundingBox())!;
  await drag(page, { x: movedBox.x + movedBox.width / 2, y: movedBox.y + movedBox.height / 2 }, 0, 40);
  await waitUntilSaved(page);
  const afterMove = await canvasBoxes(page, spread.widgetIds);
  expect(afterMove[moved]![1]!).toBeGreaterThan(derived[moved]![1]! + 10);
  for (const id of [spread.widgetIds[0]!, ...others]) expect(near(afterMove[id] ?? null, derived[id] ?? null), `widget ${id} stayed: ${afterMove[id]} vs ${derived[id]}`).toBe(true);
  const stored = await phoneOverrides(page.request, project.id, spread._id);
  for (const id of spread.widgetIds) expect(stored[id], `widget ${id} stored for phones`).toMatchObject({ x: expect.any(Number), y: expect.any(Number), w: expect.any(Number), h: expect.any(Number) });

  // Reset phone layout from desktop: the derived layout is back (and undo, from the keyboard, takes it away again).
  const reset = page.getByRole('button', { name: 'Reset phone layout' });
  await expect(reset).toHaveAttribute('data-tip', /Reset phone layout from desktop/);
  expect(await seriousViolations(page, '.fo-phone-layout__reset')).toEqual([]);
  await reset.click();
  await expect(page.locator('[data-phone-layout="derived"]')).toBeVisible();
  const afterReset = await canvasBoxes(page, spread.widgetIds);
  for (const id of spread.widgetIds) expect(near(afterReset[id] ?? null, derived[id] ?? null), `widget ${id} back: ${afterReset[id]} vs ${derived[id]}`).toBe(true);
  await waitUntilSaved(page);
  const cleared = await phoneOverrides(page.request, project.id, spread._id);
  for (const id of spread.widgetIds) expect(cleared[id]!.x).toBeUndefined();
  await page.locator('.fo-overlay').focus();
  await page.keyboard.press('Control+Z');
  await expect(reset).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.locator('[data-phone-layout="derived"]')).toBeVisible();

  // A widget pushed off the phone page with the keyboard gets the badge; pulled back, the badge goes.
  const pushed = spread.widgetIds[0]!;
  const pushedBox = (await page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${pushed}"]`).boundingBox())!;
  await page.mouse.click(pushedBox.x + 10, pushedBox.y + pushedBox.height / 2);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowRight');
  const badge = page.getByRole('img', { name: 'Outside the phone page' });
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveAttribute('data-widget-id', pushed);
  await expect(badge).toHaveAttribute('title', /outside the phone page/);
  await expect(page.getByRole('status').filter({ hasText: '1 widget lies outside the phone page' })).toHaveCount(1);
  expect(await seriousViolations(page, '.fo-offpage-badge')).toEqual([]);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect(badge).toHaveCount(0);
  await waitUntilSaved(page);
});

test('a widget added on desktop to a page laid out for phones lands inside the phone page; the Phone button counts widgets outside it', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const author = await signUp(page.request, 'phone-added');
  const project = await seedProject(page.request, author.uri);
  const cover = project.pages[0]!;
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await openPageInPhoneView(page, cover._id);
  const viewports = page.getByRole('group', { name: 'Viewport' });
  const phoneButton = viewports.getByRole('button', { name: 'Phone', exact: true });

  // The author lays the cover out for phones: its text pushed right with the keyboard, off the phone page.
  const title = cover.widgetIds[0]!;
  const titleBox = (await page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${title}"]`).boundingBox())!;
  await page.mouse.click(titleBox.x + 10, titleBox.y + titleBox.height / 2);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByRole('img', { name: 'Outside the phone page' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Reset phone layout' })).toBeVisible();

  // From the desktop view the Phone button says so: a count, and its description for screen readers.
  await viewports.getByRole('button', { name: 'Desktop', exact: true }).click();
  await expect(phoneButton).toHaveAccessibleDescription('1 widget lies outside the phone page');
  await expect(phoneButton.locator('.fo-phone-offpage-count')).toHaveText('1');
  expect(await seriousViolations(page, '.fo-segmented')).toEqual([]);
  // Back on phones, the text pulled inside again: no count.
  await phoneButton.click();
  const pushedBox = (await page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${title}"]`).boundingBox())!;
  await page.mouse.click(pushedBox.x + 10, pushedBox.y + pushedBox.height / 2);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByRole('img', { name: 'Outside the phone page' })).toHaveCount(0);
  await expect(phoneButton.locator('.fo-phone-offpage-count')).toHaveCount(0);

  // On desktop the author adds a shape from the Add menu; it lands where new widgets land on the desktop page.
  await viewports.getByRole('button', { name: 'Desktop', exact: true }).click();
  await addWidget(page, 'Shape');
  const added = await page.locator('.fo-canvas__page .folio-widget[data-widget-id]').evaluateAll((nodes, known) => nodes.map((node) => node.getAttribute('data-widget-id')!).find((id) => !known.includes(id)), cover.widgetIds);
  expect(added, 'the new shape is drawn').toBeTruthy();
  const onDesktop = (await canvasBoxes(page, [added!]))[added!]!;
  expect(onDesktop[0]! + onDesktop[2]!, 'on desktop it lies beyond the phone page’s width').toBeGreaterThan(PHONE_PAGE_WIDTH);
  await expect(phoneButton.locator('.fo-phone-offpage-count')).toHaveCount(0);
  await waitUntilSaved(page);

  // In the phone view it lies inside the phone page, with no badge.
  await phoneButton.click();
  const pageHeight = async () => {
    const zoom = Number((await page.locator('.fo-zoom__value').textContent())!.replace('%', '')) / 100;
    return (await page.locator('.fo-canvas__page').boundingBox())!.height / zoom;
  };
  const [left = 0, top = 0, width = 0, height = 0] = (await canvasBoxes(page, [added!]))[added!]!;
  expect(left).toBeGreaterThanOrEqual(0);
  expect(left + width).toBeLessThanOrEqual(PHONE_PAGE_WIDTH + 1);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top + height).toBeLessThanOrEqual((await pageHeight()) + 1);
  await expect(page.getByRole('img', { name: 'Outside the phone page' })).toHaveCount(0);
  const stored = await phoneOverrides(page.request, project.id, cover._id);
  expect(stored[added!], 'the shape has a phone frame of its own').toMatchObject({ x: expect.any(Number), y: expect.any(Number), w: expect.any(Number), h: expect.any(Number) });

  // Published, a phone visitor sees it inside the window.
  await ok(await page.request.post(`/api/publish/${project.id}`), 'POST /api/publish');
  const context = await phoneContext(browser, baseURL);
  const phone = await context.newPage();
  await phone.goto(project.path);
  await expect(phone.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'phone_portrait');
  const shown = phone.locator(`.folio-widget[data-widget-id="${added}"]`);
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_SCREEN.width + 0.5);
  await expect(shown).toBeInViewport({ ratio: 1 });
  await context.close();
});

test('a widget the author leaves beside the phone page reaches phone visitors whole, on the page', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const author = await signUp(page.request, 'phone-astray');
  const project = await seedProject(page.request, author.uri);
  const cover = project.pages[0]!;
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await openPageInPhoneView(page, cover._id);
  // The author pushes the cover's text off the phone page with the keyboard and leaves it there, badge and all.
  const title = cover.widgetIds[0]!;
  const titleBox = (await page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${title}"]`).boundingBox())!;
  await page.mouse.click(titleBox.x + 10, titleBox.y + titleBox.height / 2);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Shift+ArrowRight');
  const badge = page.getByRole('img', { name: 'Outside the phone page' });
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveAttribute('title', /phone visitors get it moved and shrunk onto the page/);
  const [left = 0, , width = 0] = (await canvasBoxes(page, [title]))[title]!;
  expect(left + width, 'in the constructor it lies beyond the phone page').toBeGreaterThan(PHONE_PAGE_WIDTH);
  await waitUntilSaved(page);

  await ok(await page.request.post(`/api/publish/${project.id}`), 'POST /api/publish');
  const context = await phoneContext(browser, baseURL);
  const phone = await context.newPage();
  await phone.goto(project.path);
  await expect(phone.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'phone_portrait');
  const shown = phone.locator(`.folio-widget[data-widget-id="${title}"]`);
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_SCREEN.width + 0.5);
  await expect(shown).toBeInViewport({ ratio: 1 });
  // Nothing scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SCREEN.width);
  await phone.screenshot({ path: test.info().outputPath('phone-astray-widget.png') });
  await context.close();
});
