import { expect, test } from '../fixtures';

test('the API docs list the published-project operation', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page).toHaveTitle(/Folio API/);

  // The operations are grouped by tag, each group closed at first (docExpansion 'none': with every group open, Swagger UI
  // stopped drawing after the first few of our 150 operations). A reader opens the viewer's group.
  await page.locator('.opblock-tag').filter({ hasText: /^viewer/ }).click();
  // Swagger UI renders every operation as an .opblock; the path is both in data-path and in the text
  // (with zero-width spaces before each slash, so we compare on the attribute and on the cleaned text).
  const path = '/api/readymag/{user}/{mag}';
  const operation = page.locator('.opblock.opblock-get').filter({
    has: page.locator(`.opblock-summary-path[data-path="${path}"]`),
  });
  await expect(operation).toHaveCount(1);
  await expect(operation.locator('.opblock-summary-method')).toHaveText('GET');
  const shownPath = await operation.locator('.opblock-summary-path').innerText();
  expect(shownPath.replace(/[\u200b\s]/g, '')).toBe(path);
});
