// widgets-and-authoring.md §1, §4 and viewer-and-project.md §4: the rules every widget kind shares, drawn by the
// viewer — global widgets on every page, the button's hover and current styles, widgets pinned to the window,
// widgets above the pages hidden with a protected page, clickLink on any kind — and the image preview.
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, expectCurrentPage, projectAddress, signUp, type CreatedProject } from './viewer-helpers';

let project: CreatedProject;
let picture: string;
const FIXED = { x: 904, y: 500, w: 100, h: 60 };
const PAGE_HEIGHT = 600;

async function addWidgets(request: APIRequestContext, id: string, widgets: Record<string, unknown>[]) {
  const { revision } = await (await request.get(`/api/projects/${id}`)).json();
  const reply = await request.post(`/api/mag/${id}/widgets`, { data: { revision, widgets } });
  expect(reply.status(), await reply.text()).toBe(201);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'common');
  project = await createProject(request, author, {
    title: 'Common rules',
    publish: false,
    pages: [
      { title: 'One', height: PAGE_HEIGHT, text: 'First page' },
      { title: 'Two', uri: 'two', height: PAGE_HEIGHT, text: 'Second page' },
      { title: 'Three', uri: 'three', height: PAGE_HEIGHT, text: 'Third page' },
    ],
  });
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a6ea5' } }).png().toBuffer();
  const upload = await request.post('/api/upload', { multipart: { name: 'Harbour', upload: { name: 'harbour.png', mimeType: 'image/png', buffer: png } } });
  expect(upload.status()).toBe(201);
  picture = (await upload.json()).url;
  const [one, two, three] = project.pages;
  await addWidgets(request, project.id, [
    { type: 'picture', pid: one!._id, x: 80, y: 260, w: 320, h: 200, z: 2, picture: { url: picture, type: 'image/png' }, alt: 'Harbour', preview_enabled: true, preview_overlay_color: '102030' },
    {
      type: 'button', pid: one!._id, x: 700, y: 40, w: 200, h: 50, z: 3, is_global: true, tp: 'text', text: 'To page two',
      clickLink: projectAddress(project, 2), 'background-color': 'ff0000', 'hover-background-color': '00ff00', 'current-background-color': '0000ff',
    },
    { type: 'shape', pid: one!._id, ...FIXED, z: 4, tp: 'rectangle', bg_color: '222222', bg_opacity: 1, fixed_position: 'br' },
    { type: 'shape', pid: one!._id, x: 450, y: 300, w: 120, h: 120, z: 5, tp: 'rectangle', bg_color: 'ffaa00', bg_opacity: 1, clickLink: projectAddress(project, 3) },
    { type: 'text', pid: two!._id, x: 80, y: 20, w: 400, h: 40, z: 6, version: 2, text: '<p>Masthead above</p>', is_global: true, is_above: true },
  ]);
  await request.post(`/api/privacy/mag/${project.numId}`, { data: { is_private: false, isPrivatePages: [three!._id], pass: 'three pw' } });
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

test.use({ viewport: { width: 1024, height: 700 } });

test('a global button is drawn on every page, in its current style only on the page it links to, and changes on hover', async ({ page }) => {
  await page.goto(projectAddress(project, 1));
  const button = currentPage(page).getByRole('link', { name: 'To page two' });
  await expect(button).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await button.hover();
  await expect(button).toHaveCSS('background-color', 'rgb(0, 255, 0)');
  await button.click();
  await expectCurrentPage(page, 2);
  const onTwo = currentPage(page).getByRole('link', { name: 'To page two' });
  await page.mouse.move(5, 5);
  await expect(onTwo).toHaveAttribute('data-current', '');
  await expect(onTwo).toHaveCSS('background-color', 'rgb(0, 0, 255)');
});

test('clickLink makes any widget a link the viewer follows', async ({ page }) => {
  await page.goto(projectAddress(project, 1));
  await currentPage(page).locator('.folio-widget-shape a.folio-widget-link').click();
  await expectCurrentPage(page, 3);
});

test('a fixed widget keeps its distance from its window corner, scaled', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(projectAddress(project, 1));
  const fixed = page.locator('.folio-fixed-layer .folio-widget-shape');
  await expect(fixed).toBeVisible();
  const scale = await page.evaluate(() => Number(getComputedStyle(document.documentElement).getPropertyValue('--folio-scale')) || 1);
  const box = (await fixed.boundingBox())!;
  expect(box.x + box.width).toBeCloseTo(1400 - (1024 - FIXED.x - FIXED.w) * scale, 0);
  expect(box.y + box.height).toBeCloseTo(900 - (PAGE_HEIGHT - FIXED.y - FIXED.h) * scale, 0);
  // On a page without it, it is gone.
  await page.keyboard.press('ArrowRight');
  await expectCurrentPage(page, 2);
  await expect(fixed).toHaveCount(0);
});

test('a widget above the pages shows on every page but hides with a protected one', async ({ page }) => {
  await page.goto(projectAddress(project, 2));
  const masthead = page.locator('.folio-fixed-layer').getByText('Masthead above');
  await expect(masthead).toBeVisible();
  await page.goto(projectAddress(project, 1));
  await expect(masthead).toBeVisible();
  await page.goto(projectAddress(project, 3));
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(masthead).toHaveCount(0);
});

test('the image preview opens after its wait with the full image, and closes on Escape, click and scroll', async ({ page }) => {
  await page.goto(projectAddress(project, 1));
  const thumb = currentPage(page).getByRole('button', { name: 'Open image preview: Harbour' });
  const dialog = page.getByRole('dialog', { name: 'Image preview' });

  await thumb.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('background-color', 'rgb(16, 32, 48)');
  await expect(dialog).toHaveCSS('opacity', '1');
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${picture}\\?`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumb).toBeFocused();
  await expectCurrentPage(page, 1);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.click();
  await expect(dialog).toHaveCount(0);

  await thumb.click();
  await expect(dialog).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(dialog).toHaveCount(0);
});

test('the image preview waits 100 ms before opening', async ({ page }) => {
  await page.goto(projectAddress(project, 1));
  await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  // From here on time stands still, moving only when the test says.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const thumb = currentPage(page).getByRole('button', { name: 'Open image preview: Harbour' });
  await thumb.focus();
  await page.keyboard.press('Enter');
  await page.clock.runFor(90);
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(page.getByRole('dialog', { name: 'Image preview' })).toBeVisible();
});
