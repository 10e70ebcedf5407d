// widgets-and-authoring.md §7: "An analytics event is sent on click of a button" (issue 16). The viewer's analytics go
// to a `folio:analytics` event on window (docs/viewer.md "Analytics"); a click on the demo's last page's button sends
// one naming the widget and its text, before the button's link turns the page.
import { expect, test } from '../fixtures';
import { demoAddress, DEMO, expectCurrentPage, waitForHorizontalViewer } from './viewer-helpers';

test('a click on a button sends its analytics event', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { seenAnalytics: unknown[] }).seenAnalytics = seen;
    window.addEventListener('folio:analytics', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.goto(demoAddress(DEMO.pages.length));
  await waitForHorizontalViewer(page);
  await page.getByRole('link', { name: 'Back to the cover' }).click();
  await expectCurrentPage(page, 1);
  const events = await page.evaluate(() => (window as unknown as { seenAnalytics: { event: string; data: Record<string, unknown> }[] }).seenAnalytics);
  const clicks = events.filter((entry) => entry.event === 'Button Click');
  expect(clicks).toEqual([{ event: 'Button Click', data: { widget: expect.any(String), text: 'Back to the cover' } }]);
});
