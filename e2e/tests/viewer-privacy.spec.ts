// viewer-and-project.md §2 service screens and per-page password form, §4 project load (forbidden → password
// prompt; protected pages refetched after the password), §6 private projects and pages.
// The author works through an API context of its own; the page is an anonymous visitor.
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, expectCurrentPage, projectAddress, signUp, urlOf, type CreatedProject } from './viewer-helpers';

const PASSWORD = 'correct horse battery';

test.describe('a private project', () => {
  let project: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'private');
    project = await createProject(request, author, {
      title: 'Private e2e',
      opts: { viewertype: 'horizontal' },
      pages: [
        { title: 'Secret cover', height: 768, text: 'The secret first page' },
        { title: 'Secret second', uri: 'second', height: 768, text: 'The secret second page' },
      ],
    });
    const privacy = await request.post(`/api/mag/privacy/${project.id}`, { data: { is_private: 'true', pass: PASSWORD } });
    expect(privacy.ok(), `privacy answered ${privacy.status()}: ${await privacy.text()}`).toBe(true);
    await request.dispose();
  });

  test('shows the password prompt instead of the pages', async ({ page }) => {
    const response = await page.goto(project.path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This project is protected by a password');
    await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Open' })).toBeVisible();
    await expect(page.locator('section.folio-page')).toHaveCount(0);
    await expect(page.getByText('The secret first page')).toHaveCount(0);
    // Nothing of the project is in the document, not even in the boot data.
    expect(await page.content()).not.toContain('The secret first page');
  });

  test('a wrong password shows "Wrong password" and keeps the prompt', async ({ page }) => {
    await page.goto(project.path);
    const main = page.getByRole('main');
    const password = main.getByLabel('Password', { exact: true });
    await password.fill('not the password');
    await main.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password');
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('section.folio-page')).toHaveCount(0);
    await expect(page.getByText('The secret first page')).toHaveCount(0);
  });

  test('the right password opens the project at the page of the address', async ({ page }) => {
    await page.goto(projectAddress(project, 2));
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Open' }).click();
    await expect(currentPage(page).getByText('The secret second page')).toBeVisible();
    await expectCurrentPage(page, 2);
    await expect(page).toHaveURL(urlOf(projectAddress(project, 2)));
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    // The access lasts: the next visit opens the project straight away.
    await page.goto(project.path);
    await expect(currentPage(page).getByText('The secret first page')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });

  test('the right password opens the page a /p{page num_id}/ address names', async ({ page }) => {
    await page.goto(`/p${project.pages[1]!.num_id}/`);
    const main = page.getByRole('main');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Open' }).click();
    await expect(currentPage(page).getByText('The secret second page')).toBeVisible();
    await expectCurrentPage(page, 2);
    await expect(page).toHaveURL(urlOf(projectAddress(project, 2)));
  });
});

test.describe('a protected page', () => {
  let project: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'protected');
    project = await createProject(request, author, {
      title: 'Protected page e2e',
      opts: { viewertype: 'horizontal' },
      pages: [
        { title: 'Open cover', height: 768, text: 'The open first page' },
        { title: 'Locked', uri: 'locked', height: 768, text: 'The locked second page' },
        { title: 'Open end', uri: 'end', height: 768, text: 'The open third page' },
      ],
    });
    const locked = project.pages[1]!._id;
    const privacy = await request.post(`/api/privacy/mag/${project.numId}`, { data: { is_private: false, isPrivatePages: [locked], pass: PASSWORD } });
    expect(privacy.ok(), `privacy answered ${privacy.status()}: ${await privacy.text()}`).toBe(true);
    await request.dispose();
  });

  test('opened directly, it shows its password form and no widgets until the password is given', async ({ page }) => {
    await page.goto(projectAddress(project, 2));
    await expectCurrentPage(page, 2);
    const lock = page.locator('.fo-page-lock');
    await expect(lock.getByText('This page is protected by a password')).toBeVisible();
    await expect(currentPage(page)).toHaveAttribute('data-private', 'true');
    await expect(currentPage(page).locator('[data-widget-id]')).toHaveCount(0);
    expect(await page.content()).not.toContain('The locked second page');

    const password = lock.getByLabel('Password', { exact: true });
    await password.fill('not the password');
    await lock.getByRole('button', { name: 'Open' }).click();
    await expect(lock.getByRole('alert')).toHaveText('Wrong password');
    await expect(currentPage(page).locator('[data-widget-id]')).toHaveCount(0);

    await password.fill(PASSWORD);
    await lock.getByRole('button', { name: 'Open' }).click();
    await expect(lock).toHaveCount(0);
    await expect(currentPage(page).getByText('The locked second page')).toBeVisible();
    await expect(currentPage(page)).not.toHaveAttribute('data-private', /.*/);
  });

  test('reached from the open page before it, it shows its password form and no widgets until the password is given', async ({ page }) => {
    await page.goto(project.path);
    await expect(currentPage(page).getByText('The open first page')).toBeVisible();
    await expect(page.locator('.fo-page-lock')).toHaveCount(0);
    await expect(page.locator('.fo-arrow').first()).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expectCurrentPage(page, 2);
    const lock = page.locator('.fo-page-lock');
    await expect(lock.getByText('This page is protected by a password')).toBeVisible();
    await expect(currentPage(page).locator('[data-widget-id]')).toHaveCount(0);
    await expect(page.getByText('The locked second page')).toHaveCount(0);

    await lock.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await lock.getByRole('button', { name: 'Open' }).click();
    await expect(lock).toHaveCount(0);
    await expect(currentPage(page).getByText('The locked second page')).toBeVisible();
  });
});

// viewer-and-project.md §6: "private projects share the password in the e-mail share text".
test('a private project’s e-mail share carries the password the visitor gave; its other shares do nothing', async ({ page, playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'private-share');
  const shared = await createProject(request, author, {
    title: 'Letters',
    opts: { viewertype: 'horizontal' },
    pages: [{ title: 'Cover', height: 768, text: 'Send it on' }],
  });
  await addWidgets(request, shared.id, [
    { type: 'button', pid: shared.pages[0]!._id, x: 80, y: 300, w: 200, h: 50, z: 2, text: 'by e-mail', clickLink: 'share.email.mag' },
    { type: 'button', pid: shared.pages[0]!._id, x: 320, y: 300, w: 200, h: 50, z: 3, text: 'as a post', clickLink: 'share.twitter.mag' },
  ]);
  expect((await request.post(`/api/publish/${shared.id}`)).ok()).toBe(true);
  expect((await request.post(`/api/mag/privacy/${shared.id}`, { data: { is_private: 'true', pass: PASSWORD } })).ok()).toBe(true);
  await request.dispose();

  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { seenAnalytics: unknown[] }).seenAnalytics = seen;
    window.addEventListener('folio:analytics', (event) => seen.push((event as CustomEvent).detail));
  });
  // The e-mail program is not this test's: the mailto navigation is only recorded (by the share event).
  await page.route(/^mailto:/, (route) => route.abort());
  await page.goto(shared.path);
  await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
  const main = page.getByRole('main');
  await main.getByLabel('Password', { exact: true }).pressSequentially(PASSWORD);
  await main.getByRole('button', { name: 'Open' }).click();
  await expect(currentPage(page).getByText('Send it on')).toBeVisible();

  await currentPage(page).getByRole('link', { name: 'as a post' }).click();
  await currentPage(page).getByRole('link', { name: 'by e-mail' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { seenAnalytics: { data: { network?: string } }[] }).seenAnalytics.filter((entry) => entry.data?.network).length)).toBe(1);
  const [share] = await page.evaluate(() => (window as unknown as { seenAnalytics: { data: { network: string; url: string } }[] }).seenAnalytics.filter((entry) => entry.data?.network));
  expect(share!.data.network).toBe('email');
  const mail = new URL(share!.data.url);
  expect(mail.searchParams.get('subject')).toBe('Letters');
  expect(mail.searchParams.get('body')).toMatch(new RegExp(`${shared.path}\\n\\nPassword: ${PASSWORD}$`));
});
