// Issue 15 "Screenshots … (and the draft, for the owner) … used by … the dashboard's cards, the constructor's page
// list" (docs/jobs.md "Draft screenshots"): after the author's changes settle, the server draws the draft's pages; the
// dashboard's card of an unpublished project shows its first page's picture, and the constructor's page list shows
// each page's picture until the page is edited, when it is drawn live again.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidget, centerOf, openNewProject, waitUntilSaved } from './constructor-helpers';
import { expectNotBlank, fetchPicture } from './distribution-helpers';

test.describe.configure({ timeout: 240_000 });

// The pictures are drawn 30 s after the last change (model draftScreenshotConstants), on a busy 2-core machine.
const DRAWN_WAIT_MS = 150_000;

interface DraftShots {
  revision: number;
  pages: { _id: string; screenshot: string; current: boolean }[];
}

/** The draft's pictures once every page has a current one. */
async function currentShots(page: Page, projectId: string, pages: number): Promise<DraftShots> {
  let shots: DraftShots | undefined;
  await expect
    .poll(
      async () => {
        shots = (await (await page.request.get(`/api/projects/${projectId}/screenshots`)).json()) as DraftShots;
        return shots.pages.filter((shot) => shot.current).length;
      },
      { timeout: DRAWN_WAIT_MS, intervals: [1000] },
    )
    .toBe(pages);
  return shots!;
}

test('the draft’s pages drawn: the dashboard card and the page list show their pictures; an edited page is drawn live', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await openNewProject(page, 'Pictures of the draft', 'draft-shots');
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Add page' }).click();
  await waitUntilSaved(page);

  const shots = await currentShots(page, project._id, 2);
  // The first page has the shape; the second is blank, as added.
  await expectNotBlank((await fetchPicture(page.request, shots.pages[0]!.screenshot)).body, 'the first page’s picture');

  // The dashboard: the unpublished project's card is its first page's picture.
  await page.goto('/');
  const card = page.locator(`[data-project-id="${project._id}"] img.fo-thumb__shot`);
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ''))).toBe(shots.pages[0]!.screenshot);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.locator(`[data-project-id="${project._id}"]`).screenshot({ path: test.info().outputPath('dashboard-card.png') });

  // The constructor: both pages' thumbnails are their pictures, nothing of them drawn.
  await page.goto(`/edit/${project.num_id}/`);
  const list = page.getByRole('navigation', { name: 'Pages' });
  const thumbs = list.locator('.fo-page-thumb');
  await expect(thumbs).toHaveCount(2);
  for (let index = 0; index < 2; index++) {
    const thumb = thumbs.nth(index);
    await expect(thumb).toHaveAttribute('data-drawn', 'screenshot');
    const img = thumb.locator('img.fo-page-thumb__shot');
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname).toBe(shots.pages[index]!.screenshot);
    await expect(thumb.locator('.fo-page-drawing')).toHaveCount(0);
  }
  await list.screenshot({ path: test.info().outputPath('page-list-pictures.png') });

  // The author moves the first page's shape with the keyboard: that page is drawn live again, following the edit; the
  // second keeps its picture.
  await list.getByRole('button', { name: /^Page 1/ }).click();
  const shape = await centerOf(page.locator('.fo-canvas .folio-widget-shape').first());
  await page.mouse.click(shape.x, shape.y);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(thumbs.nth(0)).toHaveAttribute('data-drawn', 'live');
  await expect(thumbs.nth(0).locator('.fo-page-drawing')).toBeVisible();
  await expect(thumbs.nth(1)).toHaveAttribute('data-drawn', 'screenshot');
  await waitUntilSaved(page);

  // Until the change is drawn, the dashboard draws the card itself rather than show the old picture.
  await page.goto('/');
  const drawn = page.locator(`[data-project-id="${project._id}"] .fo-thumb`);
  await expect(drawn).toHaveAttribute('data-state', 'drawn');
  await expect(drawn.locator('img.fo-thumb__shot')).toHaveCount(0);
});
