// Real-time co-editing (docs/editor.md "Co-editing"): two people, each in a browser of their own, on one project. Each
// sees the other's avatar, cursor and selection; both move a different widget at the same time with the keyboard; once
// both have settled, both canvases, the stored draft and a fresh load agree on every widget's place.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { canvasBoxes, waitUntilSaved } from './constructor-helpers';

const VIEWPORT = { width: 1440, height: 900 };
test.use({ viewport: VIEWPORT });

// liveTexts.people (packages/model/src/live.ts).
const PEOPLE_LABEL = 'People editing this project';
// Each presses Shift+Arrow this many times (10 px each, editorConstants.nudgeShiftPx).
const NUDGES = 6;
const NUDGE_PX = 10;

const SHAPES = [
  { type: 'shape', tp: 'rectangle', bg_color: '2a9d8f', bg_opacity: 1, x: 120, y: 120, w: 180, h: 140, z: 1 },
  { type: 'shape', tp: 'rectangle', bg_color: 'e76f51', bg_opacity: 1, x: 520, y: 120, w: 180, h: 140, z: 2 },
];

/** A person with a browser context of their own, signed up with a name we know. */
async function person(browser: Browser, label: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const name = `${label} ${unique.slice(-4)}`;
  const email = `${label.toLowerCase()}-${unique}@e2e.test`;
  const reply = await context.request.post('/api/auth/signup', { data: { email, password: `pw-${unique}-secret`, name } });
  expect(reply.status(), await reply.text()).toBe(201);
  return { context, name, email, page: await context.newPage() };
}

async function storedBoxes(request: APIRequestContext, projectId: string) {
  const draft = await (await request.get(`/api/projects/${projectId}`)).json();
  const boxes: Record<string, number[]> = {};
  for (const widget of draft.pages.flatMap((page: { wids?: any[] }) => page.wids ?? [])) boxes[widget._id] = [widget.x, widget.y, widget.w, widget.h];
  return boxes;
}

async function openConstructor(page: Page, numId: number) {
  await page.goto(`/edit/${numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await waitUntilSaved(page);
}

/** Clicks the middle of a widget on the canvas: it becomes the selection. */
async function selectWidget(page: Page, id: string) {
  const box = (await page.locator(`.fo-canvas__page [data-widget-id="${id}"]`).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.locator(`.fo-overlay__outline[data-widget-id="${id}"]`)).toHaveCount(1);
}

/** Puts the pointer over the canvas at a page point. */
async function pointAt(page: Page, point: { x: number; y: number }) {
  const origin = (await page.locator('.fo-canvas__page').boundingBox())!;
  const zoom = Number((await page.locator('.fo-zoom__value').textContent())!.replace('%', '')) / 100;
  await page.mouse.move(origin.x + point.x * zoom, origin.y + point.y * zoom, { steps: 3 });
}

test('two authors see each other and move different widgets at once; everyone ends up agreeing', async ({ browser }) => {
  const owner = await person(browser, 'Olga');
  const member = await person(browser, 'Mika');
  try {
    const created = await owner.context.request.post('/api/projects', { data: { title: 'Made together' } });
    expect(created.status()).toBe(201);
    const draft = await created.json();
    const made = await owner.context.request.post(`/api/mag/${draft._id}/widgets`, { data: { revision: draft.revision, widgets: SHAPES.map((shape) => ({ ...shape, pid: draft.pages[0]._id })) } });
    expect(made.ok(), await made.text()).toBe(true);
    const [first, second] = ((await made.json()).widgets as { _id: string }[]).map((widget) => widget._id) as [string, string];
    // The owner invites the other author as an editor (docs/editor.md "Sharing and roles").
    const invited = await owner.context.request.post(`/api/projects/${draft._id}/members`, { data: { email: member.email, role: 'editor' } });
    expect(invited.ok(), await invited.text()).toBe(true);

    await openConstructor(owner.page, draft.num_id);
    await openConstructor(member.page, draft.num_id);

    // Presence: each sees the other's avatar, named with the page they are on.
    const avatarOf = (page: Page, name: string) => page.getByRole('list', { name: PEOPLE_LABEL }).getByRole('listitem', { name: `${name}, on page 1` });
    await expect(avatarOf(owner.page, member.name)).toBeVisible();
    await expect(avatarOf(member.page, owner.name)).toBeVisible();

    // Each selects a widget of their own and points somewhere: the other sees the cursor, named, and the selection.
    await selectWidget(owner.page, first);
    await selectWidget(member.page, second);
    await pointAt(owner.page, { x: 360, y: 420 });
    await pointAt(member.page, { x: 760, y: 460 });
    await expect(member.page.locator(`[data-peer-cursor="${owner.name}"]`)).toBeVisible();
    await expect(member.page.locator(`[data-peer-cursor="${owner.name}"]`)).toContainText(owner.name);
    await expect(owner.page.locator(`[data-peer-cursor="${member.name}"]`)).toBeVisible();
    await expect(owner.page.locator(`[data-peer-selection="${member.name}"]`)).toHaveCount(1);
    await expect(member.page.locator(`[data-peer-selection="${owner.name}"]`)).toHaveCount(1);

    // Both move their widget at the same time, with the keyboard as a person does.
    const nudge = async (page: Page, key: string) => {
      for (let step = 0; step < NUDGES; step += 1) await page.keyboard.press(`Shift+${key}`);
    };
    await Promise.all([nudge(owner.page, 'ArrowDown'), nudge(member.page, 'ArrowRight')]);
    await Promise.all([waitUntilSaved(owner.page), waitUntilSaved(member.page)]);

    const expected: Record<string, number[]> = {
      [first]: [SHAPES[0]!.x, SHAPES[0]!.y + NUDGES * NUDGE_PX, SHAPES[0]!.w, SHAPES[0]!.h],
      [second]: [SHAPES[1]!.x + NUDGES * NUDGE_PX, SHAPES[1]!.y, SHAPES[1]!.w, SHAPES[1]!.h],
    };
    // The stored draft has both moves; each canvas shows both (the other's arrived live, without a reload).
    await expect.poll(() => storedBoxes(owner.context.request, draft._id)).toEqual(expected);
    await expect.poll(() => canvasBoxes(owner.page, [first, second])).toEqual(expected);
    await expect.poll(() => canvasBoxes(member.page, [first, second])).toEqual(expected);
    // No one was told of a conflict.
    await expect(owner.page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
    await expect(member.page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');

    // A third, fresh load agrees.
    const third = await owner.context.newPage();
    await openConstructor(third, draft.num_id);
    await expect.poll(() => canvasBoxes(third, [first, second])).toEqual(expected);
    await third.close();

    // Both cursors on screen, each in the other's window.
    await pointAt(owner.page, { x: 300, y: 480 });
    await pointAt(member.page, { x: 820, y: 300 });
    await expect(owner.page.locator(`[data-peer-cursor="${member.name}"]`)).toBeVisible();
    await expect(member.page.locator(`[data-peer-cursor="${owner.name}"]`)).toBeVisible();
    await owner.page.screenshot({ path: test.info().outputPath('co-editing-owner.png') });
    await member.page.screenshot({ path: test.info().outputPath('co-editing-member.png') });

    // The member closes the project: the owner no longer sees them.
    await member.page.close();
    await expect(owner.page.getByRole('list', { name: PEOPLE_LABEL })).toHaveCount(0);
  } finally {
    await owner.context.close();
    await member.context.close();
  }
});

test('an author who goes offline keeps editing; on return nothing of either is lost', async ({ browser }) => {
  const owner = await person(browser, 'Olga');
  const member = await person(browser, 'Mika');
  try {
    const created = await owner.context.request.post('/api/projects', { data: { title: 'Offline together' } });
    const draft = await created.json();
    const made = await owner.context.request.post(`/api/mag/${draft._id}/widgets`, { data: { revision: draft.revision, widgets: SHAPES.map((shape) => ({ ...shape, pid: draft.pages[0]._id })) } });
    const [first, second] = ((await made.json()).widgets as { _id: string }[]).map((widget) => widget._id) as [string, string];
    expect((await owner.context.request.post(`/api/projects/${draft._id}/members`, { data: { email: member.email, role: 'editor' } })).ok()).toBe(true);
    await openConstructor(owner.page, draft.num_id);
    await openConstructor(member.page, draft.num_id);
    await expect(owner.page.getByRole('list', { name: PEOPLE_LABEL }).getByRole('listitem')).toHaveCount(1);

    // The member's connection drops; they go on moving their widget.
    await member.context.setOffline(true);
    await selectWidget(member.page, second);
    for (let step = 0; step < NUDGES; step += 1) await member.page.keyboard.press('Shift+ArrowRight');
    await expect(member.page.locator('.fo-save')).toHaveAttribute('data-status', /saving|offline/);
    // Meanwhile the owner moves the other widget, saved at once.
    await selectWidget(owner.page, first);
    for (let step = 0; step < NUDGES; step += 1) await owner.page.keyboard.press('Shift+ArrowDown');
    await waitUntilSaved(owner.page);

    // Back online: the member's moves go out, the owner's arrive; both agree with the stored draft.
    await member.context.setOffline(false);
    const expected: Record<string, number[]> = {
      [first]: [SHAPES[0]!.x, SHAPES[0]!.y + NUDGES * NUDGE_PX, SHAPES[0]!.w, SHAPES[0]!.h],
      [second]: [SHAPES[1]!.x + NUDGES * NUDGE_PX, SHAPES[1]!.y, SHAPES[1]!.w, SHAPES[1]!.h],
    };
    await expect.poll(() => storedBoxes(owner.context.request, draft._id), { timeout: 30_000 }).toEqual(expected);
    await expect.poll(() => canvasBoxes(member.page, [first, second]), { timeout: 30_000 }).toEqual(expected);
    await expect.poll(() => canvasBoxes(owner.page, [first, second])).toEqual(expected);
    await waitUntilSaved(member.page);
  } finally {
    await owner.context.close();
    await member.context.close();
  }
});
