// viewer-and-project.md §2 "Viewer URL shapes": every address form opens the right page; an unknown page number
// shows the 404 screen; §3 viewports: a narrow window gets the phone layout; the server draws the first page
// for visitors without JavaScript.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, currentPage, demoAddress, expectCurrentPage, urlOf, waitForHorizontalViewer } from './viewer-helpers';

test.describe('viewer routes', () => {
  type Ids = { magNumId: number; shapesPageNumId: number };
  /** The numeric ids come from the visitors' API (GET /api/readymag/demo/demo). */
  const idsOf = async (request: APIRequestContext): Promise<Ids> => {
    const response = await request.get('/api/readymag/demo/demo');
    expect(response.status()).toBe(200);
    const mag = (await response.json()) as { num_id: number; pages: { num_id: number; uri: string | null }[] };
    return { magNumId: mag.num_id, shapesPageNumId: mag.pages.find((p) => p.uri === 'shapes')!.num_id };
  };

  const cases: { name: string; path: (ids: Ids) => string; num: number }[] = [
    { name: 'the project address /demo/demo/ opens page 1', path: () => '/demo/demo/', num: 1 },
    { name: 'a page uri /demo/demo/shapes/ opens that page', path: () => '/demo/demo/shapes/', num: 2 },
    { name: 'a page number /demo/demo/3/ opens that page', path: () => '/demo/demo/3/', num: 3 },
    { name: 'the num route /demo/demo/num/4/ opens page 4', path: () => '/demo/demo/num/4/', num: 4 },
    { name: 'the project numeric id /{num_id}/pictures/ opens that page', path: (ids) => `/${ids.magNumId}/pictures/`, num: 3 },
    { name: 'a page numeric id /p{num_id}/ opens that page', path: (ids) => `/p${ids.shapesPageNumId}/`, num: 2 },
  ];
  for (const { name, path, num } of cases) {
    test(`${name}, and the address becomes the project's own`, async ({ page }) => {
      const response = await page.goto(path(await idsOf(page.request)));
      expect(response?.status()).toBe(200);
      // The server draws the page current; the hydrated client keeps it.
      await expectCurrentPage(page, num);
      await expect(page).toHaveTitle(DEMO.pages[num - 1]!.documentTitle);
      await waitForHorizontalViewer(page);
      await expectCurrentPage(page, num);
      // §2: the address is rewritten as {user}/{mag}/ plus the page path (empty for page 1).
      await expect(page).toHaveURL(urlOf(demoAddress(num)));
    });
  }

  test('an unknown page number shows the 404 screen with HTTP status 404', async ({ page }) => {
    const response = await page.goto(`/demo/demo/${DEMO.pages.length + 1}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('section.folio-page')).toHaveCount(0);
  });
});

test.describe('a 375 px wide window', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('gets the phone layout (phone_portrait viewport)', async ({ page }) => {
    await page.goto('/demo/demo/');
    await expect(page.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'phone_portrait');
    await expect(currentPage(page).getByText(DEMO.coverText)).toBeVisible();
    // The phone page is drawn at its 320 px design width scaled to the window, so nothing spills sideways.
    const box = await currentPage(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered first page shows its text', async ({ page }) => {
    const response = await page.goto('/demo/demo/');
    expect(response?.status()).toBe(200);
    await expectCurrentPage(page, 1);
    await expect(currentPage(page).getByText(DEMO.coverText)).toBeVisible();
  });
});
