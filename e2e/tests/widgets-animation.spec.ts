// widgets-and-authoring.md §3–§5, §9 and docs/viewer.md "Animations": widget animations in a published project, as a
// visitor sees them — a load animation when the page is shown, hover played and played back, a click on one widget
// playing another's animation, a scroll animation in the vertical layout, and a play-once widget that is gone on the
// next visit (and still drawn in preview).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, projectAddress, signUp, type Author, type CreatedProject } from './viewer-helpers';

const newId = () => Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const ids = { load: newId(), hover: newId(), trigger: newId(), triggered: newId(), once: newId(), scroll: newId() };

let author: Author;
let horizontal: CreatedProject;
let vertical: CreatedProject;

const box = (x: number, y: number, color: string) => ({ type: 'shape', tp: 'rectangle', x, y, w: 100, h: 100, z: 2, bg_color: color, bg_opacity: 1 });

async function addWidgets(request: APIRequestContext, project: CreatedProject, widgets: Record<string, unknown>[]) {
  const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
  const reply = await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets } });
  expect(reply.status(), await reply.text()).toBe(201);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  author = await signUp(request, 'animation');
  horizontal = await createProject(request, author, {
    title: 'Animations',
    publish: false,
    pages: [
      { title: 'Moves', height: 700, text: 'Animated page' },
      { title: 'Still', uri: 'still', height: 700, text: 'Still page' },
    ],
  });
  const pid = horizontal.pages[0]!._id;
  await addWidgets(request, horizontal, [
    { ...box(80, 240, 'e63946'), _id: ids.load, pid, animation: [{ type: 'load', steps: [{ dx: 200, dy: 50, from_opacity: 0.2, opacity: 0.6, duration: 0.3, loop: 'swing' }] }] },
    { ...box(420, 240, '2a9d8f'), _id: ids.hover, pid, angle: 10, animation: [{ type: 'hover', steps: [{ scale: 150, duration: 0.3, loop: 'swing' }] }] },
    { ...box(620, 240, '264653'), _id: ids.trigger, pid },
    { ...box(620, 420, 'f4a261'), _id: ids.triggered, pid, animation: [{ type: 'click', trigger: [ids.trigger], steps: [{ rotate: 90, duration: 0.3, loop: 'swing' }] }] },
    { ...box(80, 500, '8338ec'), _id: ids.once, pid, animation: [{ type: 'click', playOnce: true, steps: [{ dy: 40, duration: 0.2, loop: 'swing' }] }] },
  ]);

  vertical = await createProject(request, author, {
    title: 'Scroll animations',
    opts: { viewertype: 'vertical' },
    publish: false,
    pages: [{ title: 'Long', height: 2400, text: 'A long page' }],
  });
  await addWidgets(request, vertical, [
    { ...box(80, 1600, '3a86ff'), _id: ids.scroll, pid: vertical.pages[0]!._id, animation: [{ type: 'scroll', steps: [{ dx: 120, speed: 600, loop: 'swing' }] }] },
  ]);
  await request.dispose();
});

test.use({ viewport: { width: 1024, height: 700 } });

const widget = (page: Page, id: string) => currentPage(page).locator(`[data-widget-id="${id}"]`);

test('a load animation moves and fades its widget when the page is shown', async ({ page }) => {
  await page.goto(projectAddress(horizontal, 1));
  const moved = widget(page, ids.load);
  await expect(moved).toHaveCSS('translate', '200px 50px');
  await expect(moved).toHaveCSS('opacity', '0.6');
});

test('a hover animation plays on mouseenter and plays back on mouseleave, composing with the widget’s angle', async ({ page }) => {
  await page.goto(projectAddress(horizontal, 1));
  const hovered = widget(page, ids.hover);
  // Held at its start (100 %) until hovered.
  await expect(hovered).toHaveCSS('scale', '1');
  await hovered.hover();
  await expect(hovered).toHaveCSS('scale', '1.5');
  // The individual scale property leaves the widget's own transform (its 10° angle) as it is.
  await expect(hovered).toHaveCSS('transform', /^matrix\(0\.98\d*, 0\.17\d*, -0\.17\d*, 0\.98\d*, 0, 0\)$/);
  await page.mouse.move(5, 5);
  await expect(hovered).toHaveCSS('scale', '1');
});

test("a click on widget A plays widget B's animation that lists A as its trigger", async ({ page }) => {
  await page.goto(projectAddress(horizontal, 1));
  const triggered = widget(page, ids.triggered);
  await expect(triggered).toHaveCSS('rotate', '0deg');
  // B's own click does nothing: its trigger is A.
  await triggered.click();
  await widget(page, ids.trigger).click();
  await expect(triggered).toHaveCSS('rotate', '90deg');
});

test('a play-once widget plays, is recorded in animationsPlayed, and is gone on the next visit; preview still draws it', async ({ page }) => {
  await page.goto(projectAddress(horizontal, 1));
  const once = widget(page, ids.once);
  await expect(once).toHaveCSS('translate', '0px');
  await once.click();
  await expect(once).toHaveCSS('translate', '0px 40px');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('animationsPlayed') ?? '[]'))).toContain(ids.once);

  await page.reload();
  await expect(widget(page, ids.load)).toHaveCSS('translate', '200px 50px');
  await expect(widget(page, ids.once)).toHaveCount(0);

  const login = await page.request.post('/api/auth/login', { data: { email: author.email, password: author.password } });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  await page.goto(`${horizontal.path}preview/`);
  await expect(page.locator('.folio-viewer')).toHaveAttribute('data-env', 'preview');
  await expect(widget(page, ids.load)).toHaveCSS('translate', '200px 50px');
  await expect(widget(page, ids.once)).toHaveCount(1);
  // Preview plays it the same way.
  await widget(page, ids.once).click();
  await expect(widget(page, ids.once)).toHaveCSS('translate', '0px 40px');
});

test('a scroll animation in the vertical layout plays when its widget is scrolled into view', async ({ page }) => {
  await page.goto(vertical.path);
  await expect(page.locator('.folio-viewer')).toHaveAttribute('data-layout', 'vertical');
  const scrolled = currentPage(page).locator(`[data-widget-id="${ids.scroll}"]`);
  // Held at its start by the engine (an unanimated widget's translate is none), below the window.
  await expect(scrolled).toHaveCSS('translate', '0px');
  await expect(scrolled).not.toBeInViewport();
  await page.mouse.move(500, 300);
  await page.mouse.wheel(0, 1400);
  await expect(scrolled).toBeInViewport();
  await expect(scrolled).toHaveCSS('translate', '120px');
});
