// Issue 13 "Publishing from the constructor": the publish panel (Publish, the address and Copy, Update after an edit,
// Unpublish, Revert, privacy, the custom domain, the share preview), the form answers screen and the preview's bar,
// as an author uses them with the mouse and the keyboard.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject, waitUntilSaved, type OpenedProject } from './constructor-helpers';
import { openPublishPanel, publishButton, publishPanel } from './publish-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const NOTICE_PUBLISHED = 'Published. Visitors see this version now.';

/** A visitor of their own (no author cookies) opening an address; answers the response and the page. */
async function visit(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  const response = await visitor.goto(address);
  return { visitor, response, close: () => context.close() };
}

const addressOf = (project: OpenedProject) => `/${project.author.uri}/${project.num_id}/`;
/** How many widgets the canvas draws (an element may carry a widget's id twice: its drawing and its selection). */
const canvasWidgetCount = (page: Page) =>
  page.locator('.fo-canvas [data-widget-id]').evaluateAll((elements) => new Set(elements.map((element) => element.getAttribute('data-widget-id'))).size);

test('publish from the panel, copy the address, update after an edit, unpublish, revert the draft', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const project = await openNewProject(page, 'Publish panel', 'publish');
  const address = addressOf(project);

  // The top bar's Publish opens the panel: never published, no address yet, nothing serious for axe.
  await publishButton(page).click();
  const panel = publishPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status').first()).toContainText('Not published yet');
  await expect(panel.getByText('The address works once the project is published.')).toBeVisible();
  expect(await seriousViolations(page, '.fo-publish')).toEqual([]);

  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(NOTICE_PUBLISHED)).toBeVisible();
  await expect(panel.getByRole('status').first()).toContainText('Visitors see the current draft');
  await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();
  const link = panel.getByRole('link', { name: new RegExp(`${address}$`) });
  await expect(link).toBeVisible();
  const live = (await link.getAttribute('href'))!;
  expect(live.endsWith(address)).toBe(true);

  // Copy puts the address on the clipboard and says so.
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(live);

  // Escape closes the panel and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(publishButton(page)).toBeFocused();

  // An edit: the panel offers Update and says the draft changed; visitors get the text after it.
  const before = await visit(browser, address);
  await expect(before.visitor.locator('.folio-widget-text')).toHaveCount(0);
  await before.close();
  await addWidget(page, 'Text');
  await waitUntilSaved(page);
  await openPublishPanel(page);
  await expect(panel.getByRole('status').first()).toContainText('The draft has changes visitors do not see yet');
  await panel.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(panel.getByRole('status').first()).toContainText('Visitors see the current draft');
  const after = await visit(browser, address);
  await expect(after.visitor.locator('.folio-widget-text')).toHaveCount(1);
  await after.close();

  // Unpublish, confirmed: visitors are told the project is not published.
  await panel.getByRole('button', { name: 'Unpublish…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unpublish the project?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('status').first()).toContainText('Unpublished');
  await expect(panel.getByText('The address works once the project is published.')).toBeVisible();
  const gone = await visit(browser, address);
  expect(gone.response?.status()).toBe(404);
  await gone.close();

  // Revert: a second text added, then the draft goes back to the published version (one text).
  await page.keyboard.press('Escape');
  await expect.poll(() => canvasWidgetCount(page)).toBe(1);
  await addWidget(page, 'Text');
  await waitUntilSaved(page);
  await expect.poll(() => canvasWidgetCount(page)).toBe(2);
  await openPublishPanel(page);
  await panel.getByRole('button', { name: 'Revert to published…' }).click();
  const revert = page.getByRole('dialog', { name: 'Revert the draft to the published version?' });
  await expect(revert).toContainText('undo history cleared');
  await revert.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(page.getByText('The draft is back to the published version.')).toBeVisible();
  await expect.poll(() => canvasWidgetCount(page)).toBe(1);
  expect((await (await page.request.get(`/api/projects/${project._id}`)).json()).pages[0].wids).toHaveLength(1);
  // Saving goes on from the reverted draft: a new edit is saved without a conflict.
  await page.keyboard.press('Escape');
  await addWidget(page, 'Text');
  await waitUntilSaved(page);
  const draft = await (await page.request.get(`/api/projects/${project._id}`)).json();
  expect(draft.pages[0].wids).toHaveLength(2);
});

test('privacy from the panel: private with a password, then visitors get the password prompt', async ({ page, browser }) => {
  const project = await openNewProject(page, 'Private issue', 'publish-privacy');
  const panel = await openPublishPanel(page);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(NOTICE_PUBLISHED)).toBeVisible();

  await panel.getByRole('radio', { name: /Private with a password/ }).check();
  // A password is needed the first time.
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('A password is required')).toBeVisible();
  await panel.getByLabel('Password', { exact: true }).pressSequentially('spring-secret');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Privacy saved. It applies to the published project at once.')).toBeVisible();
  // The e-mail share of a private project carries its password (viewer-and-project.md §6).
  const email = new URL((await panel.getByRole('link', { name: 'E-mail the address and password' }).getAttribute('href'))!);
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe('Private issue');
  expect(email.searchParams.get('body')).toMatch(/\/\n\nPassword: spring-secret$/);

  const { visitor, close } = await visit(browser, addressOf(project));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This project is protected by a password');
  await close();
  // Back to public: visitors see the pages again.
  await panel.getByRole('radio', { name: /Public/ }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('radio', { name: /Public/ })).toBeChecked();
  const open = await visit(browser, addressOf(project));
  expect(open.response?.status()).toBe(200);
  await open.close();
});

test('custom domain: a name that is no domain is refused with the server’s words; a free one connects and disconnects', async ({ page }) => {
  await openNewProject(page, 'Domain issue', 'publish-domain');
  const panel = await openPublishPanel(page);
  const field = panel.getByLabel('Domain', { exact: true });
  await field.click();
  await page.keyboard.type('not a domain');
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(panel.getByText(/The domain could not be checked: Not a usable domain name/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.click({ clickCount: 3 });
  const domain = `mag-${Date.now()}.example.com`;
  await page.keyboard.type(domain);
  await page.keyboard.press('Enter');
  await expect(panel.getByText(`${domain} is free: Connect serves the project there.`)).toBeVisible();
  await panel.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(panel.getByTestId('domain-status')).toHaveText(`Connected: the project is served at https://${domain}/`);
  await panel.getByRole('button', { name: 'Disconnect' }).click();
  await expect(panel.getByTestId('domain-status')).toHaveText('No custom domain: the project is served at its Folio address.');
});

test('share preview: the SEO title typed in the page settings shows on the share card and the search result', async ({ page }) => {
  await openNewProject(page, 'Share issue', 'publish-share');
  const panel = await openPublishPanel(page);
  await expect(panel.getByTestId('search-title')).toHaveText('Share issue');
  await panel.getByRole('button', { name: 'Edit title, description and picture…' }).click();
  const settings = page.getByRole('dialog', { name: /Page 1/ });
  await expect(settings).toBeVisible();
  await settings.locator('[data-setting="seoTitle"]').click();
  await page.keyboard.type('The spring cover story');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect(panel.getByTestId('share-title')).toHaveText('The spring cover story');
  await expect(panel.getByTestId('search-title')).toHaveText('The spring cover story');
});

test('form answers: a visitor’s answer shows in the answers screen, newest first, and in the CSV', async ({ page, browser }) => {
  const project = await openNewProject(page, 'Form answers issue', 'publish-forms');
  await addWidget(page, 'Form');
  await waitUntilSaved(page);
  const panel = await openPublishPanel(page);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(NOTICE_PUBLISHED)).toBeVisible();
  await page.keyboard.press('Escape');

  const { visitor, close } = await visit(browser, addressOf(project));
  await visitor.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  await visitor.getByLabel('Name').pressSequentially('Ada Lovelace');
  await visitor.getByLabel('Email').pressSequentially('ada@example.com');
  await visitor.locator('.folio-widget-form button[type="submit"]').click();
  await expect(visitor.locator('.folio-widget-form')).toContainText(/thank/i);
  await close();

  // From the form's own properties (it is still selected).
  await page.getByRole('button', { name: 'See this form’s answers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Form answers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Form 1 · page 1/ })).toContainText('1 answer');
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Submitted', 'Name', 'Email']);
  await expect(table.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await expect(table.getByRole('row').nth(1)).toContainText('ada@example.com');
  expect(await seriousViolations(page, '.fo-dialog')).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^form-.+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Ada Lovelace');
  expect(csv).toContain('ada@example.com');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The top bar's publish panel reaches the same screen.
  await openPublishPanel(page);
  await panel.getByRole('button', { name: 'Form answers…' }).click();
  await expect(dialog.getByRole('row').nth(1)).toContainText('Ada Lovelace');
});

test('the preview shows a bar whose device switcher turns the page to the phone layout, and leads back to the editor', async ({ page }) => {
  const project = await openNewProject(page, 'Preview issue', 'publish-preview');
  await page.goto(`/${project.author.uri}/${project.num_id}/preview/`);
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Page 1 of 1');
  const devices = bar.getByRole('group', { name: 'Device' });
  await expect(devices.getByRole('button', { name: 'Desktop', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(devices.getByRole('button', { name: 'Tablet' })).toHaveCount(0);
  await devices.getByRole('button', { name: 'Phone', exact: true }).click();
  await expect(page.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'phone_portrait');
  await expect(devices.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await devices.getByRole('button', { name: 'Desktop', exact: true }).click();
  await expect(page.locator('.folio-viewer')).toHaveAttribute('data-viewport', 'default');
  // The bar follows the digit keys (viewer-and-project.md §2) pressed outside it: 3 is the phone.
  await page.mouse.click(700, 300);
  await page.keyboard.press('3');
  await expect(devices.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page, '.fo-preview-bar')).toEqual([]);
  await bar.getByRole('link', { name: 'Back to editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${project.num_id}/$`));
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
});

test('a visitor of the published project gets no preview bar, nor its chunk', async ({ page, browser }) => {
  const project = await openNewProject(page, 'No bar issue', 'publish-nobar');
  const panel = await openPublishPanel(page);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(NOTICE_PUBLISHED)).toBeVisible();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visitor.goto(addressOf(project));
  await visitor.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  await expect(visitor.locator('.folio-viewer')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  expect(scripts.filter((url) => url.includes('preview-bar'))).toEqual([]);
  await context.close();
});
