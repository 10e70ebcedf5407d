// viewer-and-project.md §7: the viewer sends a performance report named frontend-rendering (mag_num_id, viewport,
// start_page, widgets_count, device, timing) 10 s after render, to POST /api/proxy/honeycomb; the project's owner reads
// the medians per device class in the project settings' Performance tab (docs/api.md "Telemetry").
import { devices, type Browser, type BrowserContextOptions, type Page, type Request } from '@playwright/test';
import { expect, isExternalUrl, test } from '../fixtures';
import { createProject, signUp } from './viewer-helpers';

const REPORT_PATH = '/api/proxy/honeycomb';
const REPORT_DELAY_MS = 10_000;
const PHONE_SCREEN = { width: 390, height: 844 };

const isReport = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === REPORT_PATH;

/** A visitor's browser of its own, with a clock the test moves on, whose report requests are kept. */
async function visitorTab(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.route(isExternalUrl, (route) => route.abort());
  const visitor = await context.newPage();
  const reports: Request[] = [];
  visitor.on('request', (request) => isReport(request) && reports.push(request));
  await visitor.clock.install();
  return { context, visitor, reports };
}

/** Waits until the viewer's runtime runs: it marks the first page loaded. */
async function viewerStarted(page: Page) {
  await expect(page.locator('section.folio-page[data-loaded]').first()).toBeAttached();
}

test('a visit reports its first render 10 s after it, once; the owner reads the medians per device', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const author = await signUp(page.request, 'reports');
  const project = await createProject(page.request, author, {
    title: 'Reported',
    pages: [
      { title: 'Cover', height: 800, text: 'The first page' },
      { title: 'Second', uri: 'second', height: 800, text: 'The second page' },
    ],
  });

  await test.step('a desktop visitor: nothing before 10 s, then one report of page 1', async () => {
    const { context, visitor, reports } = await visitorTab(browser, { viewport: { width: 1440, height: 900 }, baseURL });
    await visitor.goto(project.path);
    await viewerStarted(visitor);
    await visitor.clock.runFor(REPORT_DELAY_MS - 1000);
    expect(reports).toHaveLength(0);
    const sent = visitor.waitForRequest(isReport);
    await visitor.clock.runFor(1000);
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      event: {
        mag_num_id: project.numId,
        viewport: 'default',
        start_page: 1,
        widgets_count: 1,
        device: 'desktop',
        timing: expect.objectContaining({ first_render: expect.any(Number), loaded: expect.any(Number) }),
      },
      dataset: 'frontend-rendering',
    });
    expect((await request.response())!.status()).toBe(204);
    // Once a visit: a minute more sends nothing.
    await visitor.clock.runFor(60_000);
    expect(reports).toHaveLength(1);
    await context.close();
  });

  await test.step('a phone visitor who starts on page 2 and turns back reports page 2 as a phone', async () => {
    const { context, visitor } = await visitorTab(browser, { ...devices['iPhone 12'], viewport: PHONE_SCREEN, screen: PHONE_SCREEN, baseURL, serviceWorkers: 'block' });
    await visitor.goto(`${project.path}second/`);
    await viewerStarted(visitor);
    const sent = visitor.waitForRequest(isReport);
    await visitor.clock.runFor(REPORT_DELAY_MS);
    const request = await sent;
    expect(request.postDataJSON()).toMatchObject({ event: { start_page: 2, viewport: 'phone_portrait', device: 'phone' }, dataset: 'frontend-rendering' });
    // Closing the tab before the server has answered would cancel the report in flight.
    expect((await request.response())!.status()).toBe(204);
    await context.close();
  });

  await test.step('a visitor who leaves within 10 s sends nothing', async () => {
    const { context, visitor, reports } = await visitorTab(browser, { baseURL });
    await visitor.goto(project.path);
    await viewerStarted(visitor);
    await visitor.clock.runFor(REPORT_DELAY_MS / 2);
    await visitor.goto('about:blank');
    expect(reports).toHaveLength(0);
    await context.close();
  });

  await test.step("the owner's Performance tab: a median for phones and desktops, none yet for tablets", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/edit/${project.numId}/`);
    await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
    await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Project settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Performance' }).click();
    const table = dialog.getByRole('tabpanel', { name: 'Performance' }).getByRole('table');
    const row = (device: string) => table.getByRole('row', { name: new RegExp(`^${device}\\b`) });
    await expect(row('Phone').getByRole('cell').last()).toHaveText('1');
    await expect(row('Phone').getByRole('cell').first()).toHaveText(/^\d+\.\d\d s$/);
    await expect(row('Desktop').getByRole('cell').last()).toHaveText('1');
    await expect(row('Tablet').getByRole('cell').first()).toHaveText('No reports yet');
    await expect(row('Tablet').getByRole('cell').last()).toHaveText('0');
    await dialog.screenshot({ path: test.info().outputPath('performance-tab.png') });
  });
});
