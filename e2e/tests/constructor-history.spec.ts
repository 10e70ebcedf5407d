// Issue 13 "Version history": an author edits, publishes, edits more, opens the history from the top bar, sees the
// publish (a new project keeps no blank checkpoint of itself), previews the published version (its widgets drawn),
// restores it (the canvas and the saved draft go back; Ctrl+Z does not take a restore back, as the dialog says), then
// restores the "Before restore" entry (the newer state comes back). A long history loads older versions as its list
// scrolls. With the mouse and the keyboard, and axe on the dialog.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject, waitUntilSaved } from './constructor-helpers';
import { openPublishPanel, publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

/** The versions one answer of the list holds (LIST_PAGE in @folio/model). */
const LIST_PAGE = 20;

const historyDialog = (page: Page) => page.getByRole('dialog', { name: 'Version history' });
/** The widgets drawn in a place, by id (the canvas may draw a widget in more than one layer). */
const idsIn = (place: Locator) =>
  place.locator('[data-widget-id]').evaluateAll((elements) => [...new Set(elements.map((element) => element.getAttribute('data-widget-id')!))].sort());
const canvasIds = (page: Page) => idsIn(page.locator('.fo-canvas'));
const versionItems = (page: Page) => historyDialog(page).getByRole('list', { name: 'Versions, newest first' }).getByRole('button');
const preview = (page: Page) => historyDialog(page).locator('.fo-history__preview');

/** The widgets of the saved draft, as the server has it. */
async function savedWidgetIds(page: Page, projectId: string): Promise<string[]> {
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.status()).toBe(200);
  const draft = (await reply.json()) as { pages: { wids: { _id: string }[] }[] };
  return draft.pages.flatMap((entry) => entry.wids.map((widget) => widget._id)).sort();
}

async function restoreChosen(page: Page) {
  await preview(page).getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // It says how a restore is taken back: not with Ctrl+Z, by restoring the "Before restore" version.
  await expect(confirm).toContainText('Undo (Ctrl+Z) cannot take a restore back');
  await expect(confirm).toContainText('the current draft is kept first as a "Before restore" version, and restoring that version here brings it back.');
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(historyDialog(page)).toBeHidden();
  // The newest notice (an earlier restore's may still show the same words).
  await expect(
    page.getByText(/^Restored the version of .+ To go back, restore the "Before restore" version in Version history \(Ctrl\+Z does not undo a restore\)\.$/).last(),
  ).toBeVisible();
}

test('version history: see the publish, preview it, restore it, and take the restore back from the history', async ({ page }) => {
  // Two restores, two axe runs and the saves between them: more than the default on a busy machine.
  test.setTimeout(180_000);
  const project = await openNewProject(page, 'History of an issue', 'history');

  // Edit: a shape. Publish it.
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  const published = await savedWidgetIds(page, project._id);
  expect(published).toHaveLength(1);
  await expect.poll(() => canvasIds(page)).toEqual(published);
  await publishFromPanel(page);

  // Edit more: a text and a second shape, saved.
  await addWidget(page, 'Text');
  await page.keyboard.press('Escape');
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  const edited = await savedWidgetIds(page, project._id);
  expect(edited).toHaveLength(3);
  await expect.poll(() => canvasIds(page)).toEqual(edited);

  // The top bar's clock opens the history; its tooltip names the shortcut.
  const clock = page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Version history' });
  await expect(clock).toHaveAttribute('data-tip', 'Version history (Ctrl+Alt+Shift+H)');
  await clock.click();
  const dialog = historyDialog(page);
  await expect(dialog).toBeVisible();
  // The publish alone: the project as it was made is no version (no blank "Auto-saved" entry).
  await expect(versionItems(page)).toHaveCount(1);
  await expect(versionItems(page).nth(0)).toContainText('Published');
  await expect(versionItems(page).nth(0)).toContainText('just now');
  await expect(dialog).not.toContainText('Auto-saved');
  // Each row has its thumbnail: the published one draws its shape.
  await expect.poll(() => idsIn(versionItems(page).nth(0).locator('.fo-history__thumb'))).toEqual(published);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // The newest is chosen: its pages drawn read-only, its widgets the published ones.
  await expect(versionItems(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(versionItems(page).nth(0)).toBeFocused();
  const stage = preview(page).locator('.fo-history__stage');
  await expect.poll(() => idsIn(stage)).toEqual(published);
  await expect(preview(page)).toContainText('Published version 1');
  await expect(preview(page).getByText('Page 1 of 1')).toBeVisible();

  // Restore the published version: the canvas and the saved draft go back to one shape.
  await restoreChosen(page);
  await expect.poll(() => canvasIds(page)).toEqual(published);
  expect(await savedWidgetIds(page, project._id)).toEqual(published);

  // Ctrl+Z does not take the restore back (nor mixes the drafts): the restored draft stays, on the canvas and saved.
  await page.locator('.fo-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await waitUntilSaved(page);
  await expect.poll(() => canvasIds(page)).toEqual(published);
  expect(await savedWidgetIds(page, project._id)).toEqual(published);

  // The way back is the history: its newest entry is the draft just before the restore.
  await page.keyboard.press('Control+Alt+Shift+H');
  await expect(dialog).toBeVisible();
  await expect(versionItems(page)).toHaveCount(2);
  await expect(versionItems(page).nth(0)).toContainText('Before restore');
  await expect(preview(page)).toContainText('The draft just before a restore');
  await expect.poll(() => idsIn(preview(page).locator('.fo-history__stage'))).toEqual(edited);
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);

  // Down chooses the publish, Up the draft before the restore again.
  await page.keyboard.press('ArrowDown');
  await expect(versionItems(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => idsIn(stage)).toEqual(published);
  await page.keyboard.press('ArrowUp');
  await expect(versionItems(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => idsIn(stage)).toEqual(edited);

  await restoreChosen(page);
  await expect.poll(() => canvasIds(page)).toEqual(edited);
  expect(await savedWidgetIds(page, project._id)).toEqual(edited);

  // Editing goes on from the restored draft and saves (the editor took the restore's revision).
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  expect(await savedWidgetIds(page, project._id)).toHaveLength(4);
});

test('the publish panel opens the version history; Escape closes it', async ({ page }) => {
  await openNewProject(page, 'History from the panel', 'history-panel');
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  await publishFromPanel(page);
  const panel = await openPublishPanel(page);
  await panel.getByRole('button', { name: /Version history/ }).click();
  const dialog = historyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(versionItems(page).first()).toContainText('Published');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a long history loads older versions as its list scrolls', async ({ page }) => {
  const project = await openNewProject(page, 'A long history', 'history-long');
  await addWidget(page, 'Shape');
  await waitUntilSaved(page);
  await publishFromPanel(page);
  // More publishes than one page of the list holds (made through the API: the list is what this test is about).
  const total = LIST_PAGE + 5;
  for (let n = 1; n < total; n += 1) expect((await page.request.post(`/api/publish/${project._id}`)).status()).toBe(200);

  await page.getByRole('toolbar', { name: 'Constructor tools' }).getByRole('button', { name: 'Version history' }).click();
  await expect(historyDialog(page)).toBeVisible();
  await expect(versionItems(page)).toHaveCount(LIST_PAGE);
  await expect(versionItems(page).first()).toContainText(`Published`);
  // Scrolling the list down brings the older ones, down to the first publish.
  const list = historyDialog(page).locator('.fo-history__list');
  await list.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(versionItems(page)).toHaveCount(total, { timeout: 1000 });
  }).toPass();
  await versionItems(page).last().click();
  await expect(preview(page)).toContainText('Published version 1');
  await expect(historyDialog(page).getByText('Loading older versions…')).toHaveCount(0);
});
