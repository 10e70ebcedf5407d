// viewer-and-project.md §4 "Widget lifecycle" and "Menu button shows a preloading state while the current page loads":
// a page is loaded once its widgets are drawn and the pictures they show are in (a picture that fails counts as
// loaded); §9 "retry 50 ms": a pack of pages that fails is asked again; §3 the 769 px min_scale_width; §2 the menu's
// page numbers (nested ones, each shown once). Pictures are held back or refused with page.route, so the test sees
// the page before and after they arrive.
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { png } from './upload-helpers';
import { addWidgets, authorContext, createProject, projectAddress, signUp, waitForHorizontalViewer, type CreatedProject } from './viewer-helpers';

let pictures: CreatedProject;
let fourPages: CreatedProject;
let customWidth: CreatedProject;
let defaultWidth: CreatedProject;
let nested: CreatedProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'loading');
  pictures = await createProject(request, author, {
    title: 'Loading pictures',
    opts: { viewertype: 'horizontal' },
    publish: false,
    pages: [
      { title: 'Words', height: 768, text: 'Only words here' },
      { title: 'Picture', uri: 'picture', height: 768, text: 'A picture below' },
    ],
  });
  const upload = await request.post('/api/upload', { multipart: { name: 'Teal', upload: { name: 'teal.png', mimeType: 'image/png', buffer: Buffer.from(png(400, 240, [0, 128, 128])) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await addWidgets(request, pictures.id, [
    { type: 'picture', picture: { url, type: 'image/png' }, originalW: 400, originalH: 240, pid: pictures.pages[1]!._id, x: 312, y: 220, w: 400, h: 240, z: 2, alt: 'A teal picture' },
  ]);
  expect((await request.post(`/api/publish/${pictures.id}`)).status()).toBe(200);

  fourPages = await createProject(request, author, {
    title: 'Four pages',
    opts: { viewertype: 'horizontal' },
    pages: ['One', 'Two', 'Three', 'Four'].map((title, i) => ({ title, uri: i ? title.toLowerCase() : undefined, height: 768, text: `Words of page ${title}` })),
  });
  customWidth = await createProject(request, author, { title: 'Own scale width', opts: { scalewidth: 2400 }, pages: [{ title: 'Wide', height: 768, text: 'Scaled to the window' }] });
  defaultWidth = await createProject(request, author, { title: 'Default scale width', pages: [{ title: 'Wide', height: 768, text: 'Never under 1024' }] });
  nested = await createProject(request, author, {
    title: 'Nested pages',
    pages: [
      { title: 'Cover', height: 600, text: 'Cover' },
      { title: 'Chapter', uri: 'chapter', height: 600, text: 'Chapter' },
      { title: 'Intro', uri: 'chapter/intro', height: 600, text: 'Intro' },
      { title: 'End', uri: 'end', height: 600, text: 'End' },
    ],
  });
  await request.dispose();
});

const pageSection = (page: Page, num: number) => page.locator(`section.folio-page[data-page-num="${num}"]`);
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const isPicture = (url: URL) => url.pathname.startsWith('/api/images/');

/** Holds every request for an uploaded picture until release(), then lets them through (or fails them). */
async function holdPictures(page: Page) {
  const held: Route[] = [];
  let released: ((route: Route) => Promise<void>) | undefined;
  await page.route(isPicture, async (route) => {
    if (released) await released(route);
    else held.push(route);
  });
  return {
    count: () => held.length,
    release: async (how: (route: Route) => Promise<void>) => {
      released = how;
      await Promise.all(held.splice(0).map(how));
    },
  };
}

for (const outcome of ['arrives', 'fails'] as const) {
  test(`§4 a page is not loaded while its picture is on its way, and is once it ${outcome}; the menu button preloads meanwhile`, async ({ page }) => {
    const pictureRequests = await holdPictures(page);
    await page.goto(pictures.path);
    await waitForHorizontalViewer(page);
    await expect(pageSection(page, 1)).toHaveAttribute('data-loaded', 'true');
    // The next page is drawn beside the first one (packs load nearby pages; hidden from assistive technology while off
    // screen), its picture asked for and held.
    await expect(pageSection(page, 2).locator('img[alt="A teal picture"]')).toBeAttached();
    await expect.poll(pictureRequests.count).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    await expect(pageSection(page, 2)).toHaveAttribute('data-position', 'center');
    await expect(pageSection(page, 2).getByText('A picture below')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Its text and fonts are in; the picture is not: the page is still loading, and the menu button says so.
    await page.waitForTimeout(1500);
    await expect(pageSection(page, 2)).not.toHaveAttribute('data-loaded', 'true');
    await expect(menuButton(page)).toHaveAttribute('data-state', 'loading');
    await expect(menuButton(page)).toHaveAttribute('aria-busy', 'true');

    await pictureRequests.release((route) => (outcome === 'arrives' ? route.continue() : route.abort('failed')));
    await expect(pageSection(page, 2)).toHaveAttribute('data-loaded', 'true');
    await expect(menuButton(page)).not.toHaveAttribute('data-state', 'loading');
    await expect(menuButton(page)).not.toHaveAttribute('aria-busy', 'true');
  });
}

test('§9 a pack of pages that fails is asked again 50 ms later, and its pages are drawn', async ({ page }) => {
  const asked: { at: number; query: string }[] = [];
  let failedAt = 0;
  await page.route('**/api/magpages/**', async (route: Route, request: Request) => {
    asked.push({ at: Date.now(), query: new URL(request.url()).search });
    if (asked.length > 1) return route.continue();
    failedAt = Date.now();
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Busy', statusCode: 503 }) });
  });
  await page.goto(fourPages.path);
  await waitForHorizontalViewer(page);
  await expect.poll(() => asked.length).toBeGreaterThan(1);
  expect(asked[1]!.query, 'the same pages are asked again').toBe(asked[0]!.query);
  expect(asked[1]!.at - failedAt, 'no sooner than 50 ms after the failure').toBeGreaterThanOrEqual(50);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(pageSection(page, 3)).toHaveAttribute('data-position', 'center');
  await expect(pageSection(page, 3).getByText('Words of page Three')).toBeVisible();
  await expect(pageSection(page, 4).getByText('Words of page Four')).toBeAttached();
});

test.describe('§3 min_scale_width in a 900 px wide window', () => {
  test.use({ viewport: { width: 900, height: 800 } });

  test('a project with a scale width of its own draws its desktop pages to the window’s width (769 px at least); the default never under 1024', async ({ page }) => {
    // The page as drawn: its content box at the design width, scaled.
    const widthOf = async () => (await page.locator('section.folio-page[data-position="center"] .folio-page-content').boundingBox())!.width;
    const scaleOf = () => page.evaluate(() => Number(document.documentElement.style.getPropertyValue('--folio-scale')));
    await page.goto(customWidth.path);
    await expect(page.getByText('Scaled to the window')).toBeVisible();
    expect(await widthOf()).toBeCloseTo(900, 0);
    await expect.poll(scaleOf).toBeCloseTo(900 / 1024, 3);
    await page.setViewportSize({ width: 700, height: 800 });
    // 700 px is nearer the desktop width than the phone's only from 672 px: still the desktop page, at 769 / 1024.
    await expect.poll(widthOf).toBeCloseTo(769, 0);

    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(defaultWidth.path);
    await expect(page.getByText('Never under 1024')).toBeVisible();
    expect(await widthOf()).toBeCloseTo(1024, 0);
    await expect.poll(scaleOf).toBe(1);
  });
});

test('§2 the menu numbers a page nested under another page’s address under it, and shows each number once', async ({ page }) => {
  await page.goto(projectAddress(nested, 1));
  await expect(page.getByText('Cover').first()).toBeVisible();
  await menuButton(page).click();
  const menu = page.getByRole('navigation', { name: 'Pages' });
  await expect(menu).toBeVisible();
  await expect(menu.locator('.fo-thumb__num')).toHaveText(['1', '2', '2.1', '4']);
  await expect(menu.getByRole('link', { name: 'Page 2.1, Intro' })).toBeVisible();
  for (const [index, num] of ['1', '2', '2.1', '4'].entries()) {
    const words = (await menu.locator('.fo-thumb').nth(index).innerText()).split(/\s+/);
    expect(words.filter((word) => word === num), `page ${num} shows its number once`).toHaveLength(1);
  }
});
