// issue 12 "Viewer": a published project's texts drawn in the library faces its named styles and inline styles name,
// served by Folio itself (no request leaves the machine), the first page's files preloaded, the page loaded once its
// faces are, layout shift from font swaps within CLS 0.02, and link styles with their hover and current states.
// The author works through an API context of its own; the page is an anonymous visitor who looks, hovers and clicks.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, projectAddress, signUp, type CreatedProject } from './viewer-helpers';

const block = (key: string, text: string, extra: object = {}) => ({ key, text, depth: 0, entityRanges: [], ...extra });
const text = (pid: string, y: number, fields: object) => ({ type: 'text', version: 3, verticalAlign: 'top', pid, x: 80, y, w: 700, h: 160, z: 2, ...fields });

const RED = 'rgb(255, 0, 0)';
const GREEN = 'rgb(0, 128, 0)';
const BLUE = 'rgb(0, 0, 255)';

/** The center page, loaded: its texts' faces are ready (or the 3.5 s check gave up). */
const loadedPage = (page: Page) => page.locator('section.folio-page[data-position="center"][data-loaded="true"]');

/** The faces document.fonts holds for a family, with their status. */
const faces = (page: Page, family: string) =>
  page.evaluate((name) => {
    const found: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === name) found.push(`${face.weight} ${face.style} ${face.status}`);
    });
    return found;
  }, family);

test.describe('a published project in three library families', () => {
  let project: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'fonts');
    project = await createProject(request, author, {
      title: 'Fonts e2e',
      pages: [
        // Tall enough that the second page is beyond the viewer's forward preload (3000 px): it is not drawn with the first.
        { title: 'Cover', height: 6000, text: 'Plain words' },
        { title: 'Second', uri: 'second', height: 900, text: 'Second page words' },
      ],
    });
    const [first, second] = project.pages;
    await addWidgets(request, project.id, [
      text(first!._id, 240, {
        blocks: [
          block('h', 'Headline in Lora'),
          block('b', 'Body with an Inter run and links: next page, this page', {
            entityRanges: [
              { offset: 34, length: 9, key: 'next' },
              { offset: 45, length: 9, key: 'self' },
            ],
          }),
        ],
        blocksMeta: [{ key: 'h', data: { textStyle: 'H1' } }],
        styles: [{ key: 'b', ranges: [{ offset: 13, length: 9, style: { fontFamily: 'Inter', fontWeight: 600 } }] }],
        entityMap: {
          next: { type: 'URL', url: projectAddress(project, 2), target: '_self', linkStyle: 'Loud' },
          self: { type: 'URL', url: projectAddress(project, 1), target: '_self', linkStyle: 'Loud' },
        },
      }),
      text(first!._id, 420, { blocks: [block('k', 'A kicker in Playfair')], blocksMeta: [{ key: 'k', data: { textStyle: 'Kicker' } }] }),
      text(second!._id, 240, { blocks: [block('m', 'Monospaced second page')], styles: [{ key: 'm', ranges: [{ offset: 0, length: 22, style: { fontFamily: 'Space Mono' } }] }] }),
    ]);
    const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
    const patched = await request.patch(`/api/mag/${project.id}`, {
      data: {
        revision,
        textStyles: {
          project: [
            { name: 'H1', tag: 'h1', cssProperties: { fontFamily: 'Lora', fontSize: 56, lineHeight: 64, fontWeight: 700 } },
            { name: 'Kicker', tag: 'h3', cssProperties: { fontFamily: 'Playfair Display', fontStyle: 'italic', fontSize: 30, lineHeight: 36, fontWeight: 400 } },
          ],
        },
        edit_params: { link_styles: [{ name: 'Loud', link: { textColor: 'ff0000', color: 'ff0000', size: 2, type: 'dotted' }, hover: { textColor: '008000' }, current: { textColor: '0000ff', type: 'none' } }] },
      },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
    await request.dispose();
  });

  test('the visitor sees the named faces, loaded from Folio, the first page preloading exactly its files', async ({ page, baseURL }) => {
    const fonts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font' || response.url().endsWith('.woff2')) fonts.push(response);
    });
    await page.goto(project.path);
    await expect(loadedPage(page)).toHaveCount(1);
    const center = currentPage(page);

    const family = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await family(center.getByRole('heading', { level: 1, name: 'Headline in Lora' }))).toMatch(/^"?Lora"?,/);
    expect(await family(center.getByText('Inter run', { exact: true }))).toMatch(/^"?Inter"?,/);
    expect(await family(center.getByRole('heading', { level: 3, name: 'A kicker in Playfair' }))).toMatch(/^"?Playfair Display"?,/);
    expect(await center.getByRole('heading', { level: 3 }).evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');

    // document.fonts holds the faces and has loaded the ones drawn.
    // (Inter is a variable font: one face for weights 100 to 900.)
    expect(await faces(page, 'Lora')).toContain('700 normal loaded');
    expect(await faces(page, 'Inter')).toContain('100 900 normal loaded');
    expect(await faces(page, 'Playfair Display')).toEqual(expect.arrayContaining([expect.stringMatching(/^400 italic loaded$|^400 900 italic loaded$/)]));
    const ready = await page.evaluate(() =>
      [document.fonts.check('700 56px Lora', 'Headline'), document.fonts.check('600 18px Inter', 'Inter run'), document.fonts.check('italic 400 30px "Playfair Display"', 'kicker')],
    );
    expect(ready).toEqual([true, true, true]);

    // Every WOFF2 came from this server's library; the second page's Space Mono was not fetched for this one.
    const origin = new URL(baseURL!).origin;
    expect(fonts.length).toBeGreaterThan(0);
    for (const response of fonts) {
      expect(response.url().startsWith(`${origin}/api/fonts/files/`), response.url()).toBe(true);
      expect(response.status()).toBe(200);
    }
    expect(fonts.map((response) => response.url()).join()).not.toContain('space-mono');
    // The preloads are the files the page drew: each was used (fetched once), none was left over.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.length).toBeGreaterThanOrEqual(4);
    const fetched = new Set(fonts.map((response) => response.url()));
    for (const href of preloads) expect(fetched.has(href), href).toBe(true);
  });

  test("links draw with their link style; hovering changes the colour; a link to the page itself is current", async ({ page }) => {
    await page.goto(project.path);
    await expect(loadedPage(page)).toHaveCount(1);
    const center = currentPage(page);
    const next = center.getByRole('link', { name: 'next page' });
    const self = center.getByRole('link', { name: 'this page' });
    const color = (locator: typeof next) => locator.evaluate((element) => getComputedStyle(element).color);
    const line = (locator: typeof next) => locator.evaluate((element) => getComputedStyle(element).textDecorationStyle);

    await expect.poll(() => color(next)).toBe(RED);
    expect(await line(next)).toBe('dotted');
    await next.hover();
    await expect.poll(() => color(next)).toBe(GREEN);
    await page.mouse.move(5, 5);
    await expect.poll(() => color(next)).toBe(RED);

    await expect(self).toHaveAttribute('aria-current', 'page');
    await expect(next).not.toHaveAttribute('aria-current', /.*/);
    expect(await color(self)).toBe(BLUE);
    expect(await self.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');
  });

  test("another page's faces load with that page", async ({ page }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fetched.push(response.url());
    });
    await page.goto(project.path);
    await expect(loadedPage(page)).toHaveCount(1);
    expect(fetched.join()).not.toContain('space-mono');
    await currentPage(page).getByRole('link', { name: 'next page' }).click();
    await expect(page).toHaveURL(new RegExp(`${projectAddress(project, 2)}$`));
    const second = currentPage(page);
    await expect(second.getByText('Monospaced second page')).toBeVisible();
    await expect.poll(() => faces(page, 'Space Mono')).toContain('400 normal loaded');
    expect(fetched.some((url) => url.includes('space-mono'))).toBe(true);
    expect(await second.getByText('Monospaced second page').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Space Mono"?,/);
  });

  test('text drawn first in the fallback faces does not move when the fonts arrive late (CLS ≤ 0.02)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { folioShifts: number[] }).folioShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The fonts arrive a second after the page is drawn: the text is first drawn in the fallback faces, then swapped.
    await page.route('**/api/fonts/files/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(project.path);
    await expect(loadedPage(page)).toHaveCount(1);
    expect(await faces(page, 'Lora')).toContain('700 normal loaded');
    // Two frames after the swap, so every shift is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const cls = await page.evaluate(() => (window as unknown as { folioShifts: number[] }).folioShifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});
