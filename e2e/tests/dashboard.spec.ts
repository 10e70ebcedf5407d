// The dashboard (docs/editor.md "Dashboard and routes"), as a new author uses it: sign up, the empty state, a new
// project (it opens in the constructor), its card, duplicate, delete with a confirmation, log out and back in;
// a project's address opened signed out; not-found states; and axe-core on the welcome screen and the dashboard.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { createProject, signUp } from './viewer-helpers';

const cards = (page: Page) => page.getByRole('list', { name: 'My projects' }).getByRole('listitem');
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

function newAccount() {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Nora ${unique}`, email: `nora-${unique}@e2e.test`, password: `pw-${unique}-secret` };
}

test('a new author signs up, creates, duplicates and deletes a project, logs out and signs in again', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible();

  // Sign up: a short password is refused before anything is sent, beside its field.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  // A long enough but common password is refused by the server, beside its field, saying why and how to do better.
  await password.clear();
  await password.pressSequentially('password1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/^This password is too easy to guess \(it is one of the most used passwords/)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The empty state.
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  await expect(page).toHaveTitle('My projects — Folio');

  // A new project, by keyboard: it opens in the constructor, with its title and page list.
  await page.getByRole('button', { name: 'New project' }).focus();
  await page.keyboard.press('Enter');
  const newDialog = page.getByRole('dialog', { name: 'New project' });
  await expect(newDialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Harbour notes');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/\d+\/$/);
  await expect(page).toHaveTitle('Harbour notes — Folio');
  await page.getByRole('link', { name: 'All projects' }).first().click();

  // Its card: first page drawn, Draft, the date it was edited, a preview address, the actions.
  await expect(cards(page)).toHaveCount(1);
  const card = cardOf(page, 'Harbour notes');
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Edited /)).toBeVisible();
  await expect(card.locator('.fo-thumb')).toHaveAttribute('data-state', 'drawn');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  await expect(card.getByRole('link', { name: 'Preview Harbour notes (opens in a new tab)' })).toHaveAttribute('href', new RegExp(`^/${me.uri}/\\d+/preview/$`));
  await expect(card.getByRole('link', { name: 'Open Harbour notes in the constructor' })).toHaveAttribute('href', /^\/edit\/\d+\/$/);

  // Duplicate: a second card, named after the first, and a notice.
  await card.getByRole('button', { name: 'Duplicate Harbour notes' }).click();
  await expect(page.getByRole('status').getByText('“Harbour notes” was duplicated.')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  const copy = cardOf(page, 'Harbour notes copy');
  await expect(copy).toBeVisible();

  // Delete asks first: Cancel has the focus, Escape keeps the project and gives the focus back.
  const deleteCopy = copy.getByRole('button', { name: 'Delete Harbour notes copy' });
  await deleteCopy.click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Harbour notes copy”?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteCopy).toBeFocused();
  await expect(cards(page)).toHaveCount(2);
  await deleteCopy.click();
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').getByText('“Harbour notes copy” was deleted.')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  const left = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
  expect(left.map((project) => project.title)).toEqual(['Harbour notes']);

  // Log out: the welcome screen, and the session is gone.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // Sign in again: a wrong password is told, then the projects are back.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Wrong email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cardOf(page, 'Harbour notes')).toBeVisible();

  // The page itself survives a reload signed in (the server writes who is signed in into the shell).
  await page.reload();
  await expect(cardOf(page, 'Harbour notes')).toBeVisible();
});

test("a project's address opened signed out: sign in right there and the project opens", async ({ page }) => {
  const author = await signUp(page.request, 'shell');
  const project = await createProject(page.request, author, { title: 'Tide tables', pages: [{ title: 'Cover', height: 800, text: 'High water' }, { title: 'Charts', height: 800, text: 'Low water' }], publish: false });
  await page.request.post('/api/auth/logout');
  await page.goto(`/edit/${project.numId}/`);
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(author.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveTitle('Tide tables — Folio');
  await expect(page).toHaveURL(`/edit/${project.numId}/`);
});

test("another author's project is not found, and so is a malformed editor address", async ({ page, browser }) => {
  const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirs = await createProject(owner.request, await signUp(owner.request, 'owner'), { title: 'Not yours', pages: [{ title: 'One', height: 600, text: 'Private' }], publish: false });
  await owner.close();
  await signUp(page.request, 'stranger');
  await page.goto(`/edit/${theirs.numId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  await expect(page.getByText('Not yours')).toHaveCount(0);
  await page.getByRole('link', { name: 'All projects' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  const response = await page.goto('/edit/not-a-number/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a failed duplicate or delete is told, and nothing is lost', async ({ page }) => {
  const author = await signUp(page.request, 'failures');
  await createProject(page.request, author, { title: 'Sturdy', pages: [{ title: 'One', height: 600, text: 'Still here' }], publish: false });
  const refusal = { status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Storage is busy', statusCode: 503 }) };
  await page.route('**/api/projects/*/duplicate', (route) => route.fulfill(refusal));
  await page.route('**/api/projects/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill(refusal) : route.fallback()));
  await page.goto('/');
  const card = cardOf(page, 'Sturdy');

  await card.getByRole('button', { name: 'Duplicate Sturdy' }).click();
  await expect(page.getByRole('alert').getByText('The project could not be duplicated: Storage is busy')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await card.getByRole('button', { name: 'Delete Sturdy' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Sturdy”?' });
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The project could not be deleted: Storage is busy');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveCount(1);
});

test.describe('axe-core', () => {
  test('finds no serious or critical violations on the welcome screen, signing in and signing up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in to Folio' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('finds no serious or critical violations on the dashboard: empty, with cards, and with a dialog open', async ({ page }) => {
    const author = await signUp(page.request, 'axe');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await createProject(page.request, author, { title: 'Checked', pages: [{ title: 'Cover', height: 800, text: 'Readable words' }] });
    await createProject(page.request, author, { title: 'Also checked', pages: [{ title: 'Cover', height: 800, text: 'More words' }], publish: false });
    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator('.fo-thumb[data-state="drawn"]')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await cardOf(page, 'Checked').getByRole('button', { name: 'Delete Checked' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete “Checked”?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New project' }).click();
    await expect(page.getByRole('dialog', { name: 'New project' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
