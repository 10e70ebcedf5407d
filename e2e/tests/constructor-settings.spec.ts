// Project and page settings in the constructor (docs/editor-settings.md): the project's title, address and a viewer
// option, a page's address (a clash refused), search title, phone height and phone version, and password protection; the
// values are there after a reload, a page setting is undone, and once published the viewer shows them.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { createProject, signUp, type CreatedProject } from './viewer-helpers';
import { publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1600, height: 1000 } });
// Each test drives two dialogs through several saves, a reload, axe-core and a published viewer.
test.setTimeout(180_000);

const SHOTS = process.env.SETTINGS_SHOTS_DIR;
const PASSWORD = 'open sesame';

async function openConstructor(page: Page, project: CreatedProject) {
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible();
}

async function openProjectSettings(page: Page): Promise<Locator> {
  await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openPageSettings(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Page settings…' }).click();
  const dialog = page.getByRole('dialog', { name: `Page settings: ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function allSaved(page: Page) {
  await expect(page.getByText('All changes saved')).toBeVisible();
}

async function draftOf(page: Page, project: CreatedProject) {
  return (await (await page.request.get(`/api/projects/${project.id}`)).json()) as {
    title: string;
    uri?: string | null;
    opts?: Record<string, unknown>;
    isPrivatePages: string[];
    pages: { _id: string; uri?: string | null; title?: string; seo?: Record<string, string>; viewport_phone_portrait?: Record<string, unknown> }[];
  };
}

async function shoot(dialog: Locator, name: string, whole = false) {
  if (!SHOTS) return;
  await dialog.screenshot({ path: `${SHOTS}/${name}.png` });
  if (whole) await dialog.page().screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

test('project settings: the title and the layout are saved, kept across a reload and published', async ({ page, browser }) => {
  const author = await signUp(page.request, 'settings');
  const project = await createProject(page.request, author, {
    title: 'Settings tour',
    publish: false,
    pages: [
      // No page title: the document's title is the project's.
      { title: '', height: 800, text: 'Cover text' },
      { title: 'Second', height: 800, text: 'Second text' },
    ],
  });
  await openConstructor(page, project);

  let dialog = await openProjectSettings(page);
  await shoot(dialog, 'project-general', true);
  await dialog.getByLabel('Title', { exact: true }).fill('Settings tour, renamed');

  await dialog.getByRole('tab', { name: 'Viewer' }).click();
  // Every option shows with its default until the project sets it.
  await expect(dialog.getByRole('radio', { name: /Vertical/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Page arrows' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Controls above the pages' })).not.toBeChecked();
  await expect(dialog.getByLabel('Scale width (px)')).toHaveValue('3600');
  await dialog.getByRole('radio', { name: /Horizontal/ }).check();
  // A wrong scale width is refused beside its field and nothing is written.
  await dialog.getByLabel('Scale width (px)').fill('wide');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number of pixels above 0')).toBeVisible();
  await expect(dialog.getByLabel('Scale width (px)')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(dialog, 'project-viewer-error');
  await dialog.getByLabel('Scale width (px)').fill('2400');
  // Enter in a line saves, like the Save button.
  await dialog.getByLabel('Scale width (px)').press('Enter');
  await expect(dialog).toBeHidden();
  await allSaved(page);

  await expect.poll(async () => {
    const draft = await draftOf(page, project);
    return { title: draft.title, opts: draft.opts };
  }).toEqual({ title: 'Settings tour, renamed', opts: { viewertype: 'horizontal', scalewidth: 2400 } });

  await page.reload();
  dialog = await openProjectSettings(page);
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Settings tour, renamed');
  await dialog.getByRole('tab', { name: 'Viewer' }).click();
  await expect(dialog.getByRole('radio', { name: /Horizontal/ })).toBeChecked();
  // Escape closes without saving.
  await dialog.getByRole('checkbox', { name: 'Page counter' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Keyboard only: the code tab, reached with the arrow keys.
  dialog = await openProjectSettings(page);
  await dialog.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Code and fonts' })).toHaveAttribute('aria-selected', 'true');
  await shoot(dialog, 'project-code');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Privacy' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Make the project private' })).not.toBeChecked();
  await shoot(dialog, 'project-privacy');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const draft = await draftOf(page, project);
  expect(draft.opts).toEqual({ viewertype: 'horizontal', scalewidth: 2400 });

  await publishFromPanel(page);
  const { context, page: reader } = await visitor(browser);
  await reader.goto(project.path);
  // The horizontal viewer shows its page arrows; the document's title is the project's new title.
  await expect(reader.locator('.fo-arrow').first()).toBeVisible();
  await expect(reader).toHaveTitle('Settings tour, renamed');
  await context.close();
});

test('project address: checked as typed, one another project holds refused, saved, published there, and undone', async ({ page, browser }) => {
  const author = await signUp(page.request, 'address');
  expect((await page.request.post('/api/projects', { data: { title: 'Holds the address', uri: 'taken-one' } })).status()).toBe(201);
  const project = await createProject(page.request, author, { title: 'Address tour', publish: false, pages: [{ title: '', height: 800, text: 'Cover text' }] });
  await openConstructor(page, project);

  const dialog = await openProjectSettings(page);
  const address = dialog.getByLabel('Project address');
  // Empty, the project is at its number.
  await expect(address).toHaveValue('');
  await expect(address).toHaveAttribute('placeholder', String(project.numId));
  await expect(dialog.getByText(`Visitors open it at /${author.uri}/${project.numId}/`)).toBeVisible();
  await address.fill('Spring Issue');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use lowercase letters, digits and hyphens')).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill('taken-one');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This project address is already used')).toBeVisible();
  expect((await draftOf(page, project)).uri ?? null).toBeNull();
  await shoot(dialog, 'project-address-taken');
  await address.fill('/spring-issue/');
  await expect(dialog.getByText(`Visitors open it at /${author.uri}/spring-issue/`)).toBeVisible();
  await address.press('Enter');
  await expect(dialog).toBeHidden();
  await allSaved(page);
  expect((await draftOf(page, project)).uri).toBe('spring-issue');

  await publishFromPanel(page);
  const { context, page: reader } = await visitor(browser);
  await reader.goto(`/${author.uri}/spring-issue/`);
  await expect(reader.getByText('Cover text')).toBeVisible();
  await context.close();

  // Undo takes the address away again: the draft is back at its number.
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await allSaved(page);
  await expect.poll(async () => (await draftOf(page, project)).uri ?? null).toBeNull();
});

test('page settings: address, search title, phone settings and a password; undo; reload; the viewer shows them', async ({ page, browser }) => {
  const author = await signUp(page.request, 'page-settings');
  const project = await createProject(page.request, author, {
    title: 'Page settings tour',
    publish: false,
    pages: [
      { title: 'Cover', height: 800, text: 'Cover text' },
      { title: 'About', height: 800, text: 'About text' },
      { title: 'Shop', uri: 'shop', height: 800, text: 'Shop text' },
    ],
  });
  await openConstructor(page, project);

  let dialog = await openPageSettings(page, '2. About');
  await shoot(dialog, 'page-address', true);

  // An address another page uses is refused with a clear message; so is one the viewer could not route.
  const address = dialog.getByLabel('Page address');
  await address.fill('shop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This page address is already used in the project')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('About Us');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use lowercase letters, digits and hyphens, with / between parts')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(dialog, 'page-address-error');
  await address.fill('about-us');
  await dialog.getByLabel('Title', { exact: true }).fill('About us — Page settings tour');

  await dialog.getByRole('tab', { name: 'Viewports and height' }).click();
  await dialog.getByLabel('Phone height (px)').fill('1200');
  await shoot(dialog, 'page-viewports');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await allSaved(page);

  // Page 3: phones get the desktop version, and a password protects it.
  dialog = await openPageSettings(page, '3. Shop');
  await dialog.getByRole('tab', { name: 'Viewports and height' }).click();
  await dialog.getByRole('checkbox', { name: 'Phone version' }).uncheck();
  await dialog.getByRole('tab', { name: 'Password protection' }).click();
  await dialog.getByRole('checkbox', { name: 'Protect this page with the project’s password' }).check();
  // Protecting needs a password: the project has none yet.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A password is required')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(dialog, 'page-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await allSaved(page);

  const [, about, shop] = project.pages;
  await expect.poll(async () => {
    const draft = await draftOf(page, project);
    const byId = (id: string) => draft.pages.find((p) => p._id === id)!;
    return {
      uri: byId(about!._id).uri,
      seo: byId(about!._id).seo,
      phone: byId(about!._id).viewport_phone_portrait,
      shopPhone: byId(shop!._id).viewport_phone_portrait,
      protectedPages: draft.isPrivatePages,
    };
  }).toEqual({
    uri: 'about-us',
    seo: { title: 'About us — Page settings tour' },
    phone: { height: 1200 },
    shopPhone: { enabled: false },
    protectedPages: [shop!._id],
  });

  // Undo: a changed search title goes back, in the editor and on the server.
  dialog = await openPageSettings(page, '2. About');
  await dialog.getByLabel('Title', { exact: true }).fill('A mistake');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await allSaved(page);
  await expect.poll(async () => (await draftOf(page, project)).pages[1]!.seo).toEqual({ title: 'A mistake' });
  await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Undo' }).click();
  await allSaved(page);
  await expect.poll(async () => (await draftOf(page, project)).pages[1]!.seo).toEqual({ title: 'About us — Page settings tour' });
  // The undo of a setting the page did not have takes it away on the server too.
  dialog = await openPageSettings(page, '3. Shop');
  await dialog.getByLabel('Title', { exact: true }).fill('Short-lived');
  await dialog.getByLabel('Title', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await allSaved(page);
  await expect.poll(async () => (await draftOf(page, project)).pages[2]!.seo).toEqual({ title: 'Short-lived' });
  await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Undo' }).click();
  await allSaved(page);
  await expect.poll(async () => (await draftOf(page, project)).pages[2]!.seo).toBeUndefined();

  // After a reload every value is there.
  await page.reload();
  dialog = await openPageSettings(page, '2. About');
  await expect(dialog.getByLabel('Page address')).toHaveValue('about-us');
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('About us — Page settings tour');
  await dialog.getByRole('tab', { name: 'Sharing' }).click();
  await expect(dialog.getByLabel('Tweet text')).toBeVisible();
  await shoot(dialog, 'page-sharing');
  await dialog.getByRole('tab', { name: 'Viewports and height' }).click();
  await expect(dialog.getByLabel('Phone height (px)')).toHaveValue('1200');
  await expect(dialog.getByRole('checkbox', { name: 'Phone version' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Keyboard only: the page's menu, its first item, the tabs; Escape gives the focus back to the menu button.
  const menuButton = page.getByRole('button', { name: 'Actions for 3. Shop' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Page settings…' })).toBeFocused();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Page settings: 3. Shop' });
  await expect(dialog.getByRole('tab', { name: 'Address' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Viewports and height' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('checkbox', { name: 'Phone version' })).not.toBeChecked();
  await page.keyboard.press('End');
  await expect(dialog.getByRole('tab', { name: 'Password protection' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Protect this page with the project’s password' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Protect this page with the project’s password' })).toBeChecked();
  // The password is never shown back (the server keeps only its hash): the field is empty and the hint says one is set.
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(dialog.getByText(/A password is set: leave the field empty to keep it/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await publishFromPanel(page);

  const { context, page: reader } = await visitor(browser);
  // Page 2 by its number: the address becomes its uri and the tab shows its search title.
  await reader.goto(`${project.path}2/`);
  await expect(reader.getByText('About text')).toBeVisible();
  await expect(reader).toHaveTitle('About us — Page settings tour');
  await expect(reader).toHaveURL(new RegExp(`${project.path}about-us/$`));
  // Page 3 asks for the password.
  await reader.goto(`${project.path}shop/`);
  await expect(reader.getByRole('dialog', { name: 'This page is protected by a password' })).toBeVisible();
  await expect(reader.getByText('Shop text')).toHaveCount(0);
  await context.close();
});
