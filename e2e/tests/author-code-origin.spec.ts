// Issue 16, docs/security.md "The author's code": the code an author types in the project settings runs on the
// published project, served from the sites origin (SITES_URL, by default sites.localhost on this port), where it can
// read no session cookie of the app and no draft; the app's own host never runs it.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createProject, signUp } from './viewer-helpers';
import { publishFromPanel } from './publish-helpers';

// What the author's script finds out, kept on window for the test to read.
const PROBE = [
  '<script>',
  'window.authorProbe = (async () => {',
  "  const ask = async (url, init) => { try { const r = await fetch(url, init); return r.status + ' ' + (await r.text()).slice(0, 200); } catch (e) { return 'failed'; } };",
  '  return {',
  '    origin: location.origin,',
  '    cookies: document.cookie,',
  "    me: await ask('/api/auth/me'),",
  "    draft: await ask('/api/projects/' + document.documentElement.dataset.probeProject),",
  "    appDraft: await ask(document.documentElement.dataset.probeApp + '/api/projects/' + document.documentElement.dataset.probeProject, { credentials: 'include' }),",
  '  };',
  '})();',
  '</script>',
].join('');

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByRole('dialog', { name: 'Project settings' }).getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.type(text);
}

test("the author's code runs on the published project's own origin, with no session and no draft to read", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const author = await signUp(page.request, 'coder');
  const project = await createProject(page.request, author, {
    title: 'Coded issue',
    pages: [{ title: 'Cover', height: 900, text: 'Published words' }],
  });
  const appOrigin = new URL(baseURL!).origin;
  const sitesOrigin = `http://sites.localhost:${new URL(baseURL!).port}`;

  // The author types the code in the project settings, as a person does, and publishes.
  await page.goto(`/edit/${project.numId}/`);
  // The constructor's code is the largest the app loads: a busy machine takes its time.
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  await dialog.getByRole('tab', { name: 'Code and fonts' }).click();
  await expect(dialog.getByText('served from its own sites address')).toBeVisible();
  await typeInto(page, 'Code in <head>', `<script>document.documentElement.dataset.probeProject = '${project.id}'; document.documentElement.dataset.probeApp = '${appOrigin}';</script>`);
  await typeInto(page, 'Code at the start of <body>', '<p id="author-banner">Set by the author</p>');
  await typeInto(page, 'Code at the end of <body>', PROBE);
  await typeInto(page, 'Custom CSS', '#author-banner { color: rgb(200, 30, 60); }');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await publishFromPanel(page);

  // A change after publishing stays a draft: the author's code must not reach it.
  await page.request.patch(`/api/mag/${project.id}`, {
    data: { revision: ((await (await page.request.get(`/api/projects/${project.id}`)).json()) as { revision: number }).revision, title: 'Secret draft title' },
  });

  // The author, signed in, opens the published address on the app's host: it is read on the sites origin.
  await page.goto(project.path);
  await expect(page).toHaveURL(`${sitesOrigin}${project.path}`);
  await expect(page.getByText('Published words')).toBeVisible();
  const banner = page.locator('#author-banner');
  await expect(banner).toHaveText('Set by the author');
  await expect(banner).toHaveCSS('color', 'rgb(200, 30, 60)');
  const probe = await page.evaluate(() => (window as unknown as { authorProbe: Promise<Record<string, string>> }).authorProbe);
  expect(probe.origin).toBe(sitesOrigin);
  expect(probe.cookies).not.toContain('folio_session');
  expect(probe.me).toMatch(/^401 /);
  expect(probe.draft).toMatch(/^401 /);
  expect(probe.draft).not.toContain('Secret draft title');
  // The app's host answers no other site's script with the author's draft.
  expect(probe.appDraft).not.toContain('Secret draft title');
  await page.screenshot({ path: test.info().outputPath('sites-origin-desktop.png') });

  // The page's screenshot is drawn through the same redirect (its headless browser reaches the sites origin too).
  await expect
    .poll(async () => ((await (await page.request.get(`${appOrigin}/api/readymag/${project.numId}`)).json()) as { pages: { screenshot?: string }[] }).pages[0]!.screenshot ?? '', { timeout: 90_000 })
    .toMatch(/\/api\/images\//);

  // On the app's host the author is still signed in, and the draft is theirs alone.
  const draft = await page.request.get(`${appOrigin}/api/projects/${project.id}`);
  expect(draft.status()).toBe(200);
  expect(((await draft.json()) as { title: string }).title).toBe('Secret draft title');

  // Preview from the constructor: the draft, with its code, drawn on the sites origin for a grant in its address; the
  // author's script there still finds no session and no draft of the API.
  await page.goto(`${appOrigin}/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 30_000 });
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview this page' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`^${sitesOrigin}/.*/preview/.*[?&]grant=`));
  await expect(preview.getByText('Published words')).toBeVisible();
  // The draft, not the published version: its unpublished title is in the page.
  expect(await preview.content()).toContain('Secret draft title');
  await expect(preview.locator('#author-banner')).toHaveCSS('color', 'rgb(200, 30, 60)');
  const previewProbe = await preview.evaluate(() => (window as unknown as { authorProbe: Promise<Record<string, string>> }).authorProbe);
  expect(previewProbe.origin).toBe(sitesOrigin);
  expect(previewProbe.cookies).not.toContain('folio_session');
  expect(previewProbe.me).toMatch(/^401 /);
  expect(previewProbe.draft).toMatch(/^401 /);
  await preview.screenshot({ path: test.info().outputPath('sites-origin-preview.png') });
  await preview.close();
});
