// Issue 18 "Sharing and roles" (docs/editor.md "Sharing and roles"): an owner shares a project from the constructor's
// Share dialog with a second author, who signs in, finds it on their dashboard as shared by the owner, and edits it
// as editor; made a viewer, their constructor says it is view only and a change is refused in words.
import { expect, test } from '../fixtures';
import { addWidget } from './constructor-helpers';
import { seriousViolations } from './axe-helpers';
import { signUp } from './viewer-helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHARE_SHOTS_DIR ?? '/tmp/share-shots';

test('an owner shares a project with an editor, then makes them a viewer', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page.request, 'owner');
  const ownerName = (await (await page.request.get('/api/auth/me')).json()).name as string;
  const made = await page.request.post('/api/projects', { data: { title: 'Team issue' } });
  expect(made.status()).toBe(201);
  const project = (await made.json()) as { _id: string; num_id: number };

  // The second author has an account; their own browser.
  const second = await browser.newContext({ baseURL, viewport: DESKTOP });
  const guest = await second.newPage();
  const member = await signUp(second.request, 'member');
  await second.clearCookies();

  // The owner opens Share from the constructor's top bar and invites them by e-mail, typed.
  await page.goto(`/edit/${project.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this project' });
  await expect(dialog.getByText('Only you can see this project.')).toBeVisible();
  const email = dialog.getByLabel('E-mail');
  await expect(email).toBeVisible();
  await email.click();
  // A bad address first: refused in words, nothing listed.
  await email.pressSequentially('not-an-address');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await email.press('ControlOrMeta+a');
  await email.press('Backspace');
  await email.pressSequentially(member.email);
  await expect(dialog.getByLabel('Role', { exact: true })).toHaveValue('editor');
  await page.keyboard.press('Enter');
  const row = dialog.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await expect(row.getByLabel(`Role of ${member.email}`)).toHaveValue('editor');
  await expect(email).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.screenshot({ path: `${SHOTS}/share-dialog-1440.png` });
  await page.setViewportSize(PHONE);
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/share-dialog-390.png` });
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The second author signs in and finds the project, shared by the owner.
  await guest.goto('/');
  await guest.getByLabel('Email').pressSequentially(member.email);
  await guest.getByLabel('Password', { exact: true }).pressSequentially(member.password);
  await guest.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  const card = guest.locator('.fo-card').filter({ hasText: 'Team issue' });
  await expect(card.getByText(`Shared by ${ownerName} · Editor`)).toBeVisible();
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await card.getByRole('link', { name: /Open/ }).click();
  await expect(guest.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

  // As editor: a widget added is saved into the owner's project.
  await addWidget(guest, 'Shape');
  await expect(guest.locator('.fo-save')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  const widgetsOf = async () => ((await (await page.request.get(`/api/projects/${project._id}`)).json()) as { pages: { wids: unknown[] }[] }).pages[0]!.wids.length;
  await expect.poll(widgetsOf).toBe(1);

  // The owner makes them a viewer, with the keyboard.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const roleSelect = dialog.getByLabel(`Role of ${member.email}`);
  await roleSelect.focus();
  await roleSelect.selectOption('viewer');
  await expect(roleSelect).toHaveValue('viewer');
  await expect.poll(async () => ((await (await page.request.get(`/api/projects/${project._id}/members`)).json()) as { members: { role: string }[] }).members[0]!.role).toBe('viewer');
  await page.keyboard.press('Escape');

  // As viewer: the constructor says so, and a change is refused in words; the project keeps what it had.
  await guest.reload();
  await expect(guest.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByRole('status').filter({ hasText: /^View only$/ })).toBeVisible();
  await addWidget(guest, 'Shape');
  await expect(guest.locator('.fo-save')).toContainText('Your role in this project does not allow this', { timeout: 15_000 });
  expect(await widgetsOf()).toBe(1);
  await guest.screenshot({ path: `${SHOTS}/viewer-refused-1440.png` });
  await second.close();
});
