// The author's public side (docs/editor.md "Profile", docs/viewer.md "Profile page", "Mag menu"): an author sets a
// picture and links in the dashboard, typed with the keyboard; a visitor sees the picture and the links in the
// published project's menu, follows the author's name to the profile page, which lists the published public projects
// only, at desktop and phone sizes.
import { expect, test } from '../fixtures';
import { png } from './upload-helpers';
import { createProject, signUp } from './viewer-helpers';

const PORTFOLIO = { title: 'Portfolio', url: 'https://portfolio.example/' };

test('an author sets a picture and links; visitors see them in the menu and on the profile page', async ({ page, browser }, testInfo) => {
  const author = await signUp(page.request, 'profile');
  const project = await createProject(page.request, author, {
    title: 'Harbour lights',
    pages: [
      { title: 'Cover', height: 700, text: 'Lights over the harbour' },
      { title: 'Second', uri: 'second', height: 700, text: 'The second page' },
    ],
  });
  await createProject(page.request, author, { title: 'Unpublished sketch', pages: [{ title: 'Cover', height: 600, text: 'Not yet' }], publish: false });

  // The dashboard: Profile opens the dialog.
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your profile' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png(64, 64, [230, 57, 70])) });
  await expect(dialog.locator('img.fo-profile__picture')).toHaveAttribute('src', /^\/api\/images\//);

  // A link typed in; an address that is not http(s) is refused by the server, saying which field.
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByLabel('Title 1')).toBeFocused();
  await page.keyboard.type(PORTFOLIO.title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('ftp://portfolio.example/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Link 1, address: Use an address that starts with http:// or https://');
  await dialog.getByLabel('Address 1').clear();
  await dialog.getByLabel('Address 1').pressSequentially(PORTFOLIO.url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.locator('.fo-header__account img.fo-avatar')).toHaveAttribute('src', /^\/api\/images\/.*w=32/);

  // A visitor (no session) opens the published project's menu.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(project.path);
  await expect(visitor.getByText('Lights over the harbour')).toBeVisible();
  await visitor.getByRole('button', { name: 'Menu' }).click();
  await expect(visitor.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  // The menu's panel: the author's part stands above the pages' navigation.
  const menu = visitor.locator('#fo-menu');
  const avatar = menu.locator('img.fo-avatar');
  await expect(avatar).toHaveAttribute('src', /^\/api\/images\/[^?]+\?w=36$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const links = menu.getByRole('list', { name: 'Links by the author' });
  await expect(links.getByRole('link', { name: PORTFOLIO.title })).toHaveAttribute('href', PORTFOLIO.url);

  // The author's name leads to the profile page.
  await menu.getByRole('link', { name: /^E2E profile/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${author.uri}/$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/^E2E profile/);
  const card = visitor.getByRole('link', { name: /Harbour lights/ });
  await expect(card).toHaveAttribute('href', `/${author.uri}/${project.numId}/`);
  await expect(visitor.getByText('Unpublished sketch')).toHaveCount(0);
  await expect(visitor.getByRole('list', { name: 'Links' }).getByRole('link', { name: PORTFOLIO.title })).toHaveAttribute('href', PORTFOLIO.url);
  const profilePicture = visitor.locator('img.fp-avatar');
  await expect.poll(() => profilePicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await visitor.screenshot({ path: testInfo.outputPath('profile-1440x900.png') });

  // A phone: one column, nothing wider than the window.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.reload();
  await expect(card).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await card.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  await visitor.screenshot({ path: testInfo.outputPath('profile-390x844.png'), fullPage: true });

  // The card opens the project.
  await card.click();
  await expect(visitor.getByText('Lights over the harbour')).toBeVisible();
  await visitorContext.close();
});
