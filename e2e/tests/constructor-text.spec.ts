// Text in place (docs/editor.md "Text on the canvas"): a text widget opened with a double click or Enter, typed and
// formatted with the keyboard, closed with Escape; the edit is one undo step, saved as v3, and published as typed.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openNewProject } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1700, height: 1000 } });

async function addText(page: Page) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Text', exact: true }).click();
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText(/\S/);
}

/** A double click where the text is drawn (the drawing is inert: the canvas's overlay takes the pointer). */
async function doubleClickText(page: Page) {
  const box = (await page.locator('.fo-canvas .folio-widget-text').boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
}

/** The weight the text run holding `text` is drawn with. */
async function weightOf(page: Page, scope: string, text: string) {
  return page.locator(scope).getByText(text, { exact: true }).evaluate((element) => getComputedStyle(element).fontWeight);
}

test('an author double-clicks a text, types and formats it, and the viewer shows what they typed', async ({ page, browser }) => {
  const project = await openNewProject(page, 'Letters', 'text-in-place');
  await addText(page);
  const sample = (await page.locator('.fo-canvas .folio-widget-text').textContent())!;

  await doubleClickText(page);
  const textbox = page.getByRole('textbox', { name: 'Text' });
  await expect(textbox).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Spring issue');
  await page.keyboard.press('Home');
  for (let n = 0; n < 'Spring'.length; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ControlOrMeta+B');
  // Ctrl/Cmd+K: the link panel for the selected word; the text keeps its selection and the focus comes back.
  await page.keyboard.press('End');
  for (let n = 0; n < 'issue'.length; n += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ControlOrMeta+K');
  const panel = page.getByRole('dialog', { name: 'Link' });
  await expect(panel.getByLabel('Web address')).toBeFocused();
  await page.keyboard.type('example.com');
  await expect(panel.getByLabel('Web address')).toHaveValue('example.com');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toHaveCount(0);
  await expect(textbox.getByRole('link', { name: 'issue' })).toBeVisible();
  await textbox.focus();
  await page.keyboard.press('Escape');

  // Closed: the canvas draws the text with the viewer's view, the word in bold, the widget still selected.
  await expect(textbox).toHaveCount(0);
  await expect(page.locator('.fo-overlay')).toBeFocused();
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText('Spring issue');
  expect(Number(await weightOf(page, '.fo-canvas .folio-widget-text', 'Spring'))).toBeGreaterThanOrEqual(700);
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('1 widget selected');

  // Saved as v3.
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
  const draft = (await (await page.request.get(`/api/projects/${project._id}`)).json()) as { pages: { wids: Record<string, unknown>[] }[] };
  const stored = draft.pages[0]!.wids.find((widget) => widget.type === 'text')!;
  expect(stored.version).toBe(3);
  expect(JSON.stringify(stored.blocks)).toContain('Spring issue');
  expect(JSON.stringify(stored.entityMap)).toContain('http://example.com');

  // One undo takes the whole edit back; redo brings it again.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText(sample);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText('Spring issue');

  // Enter opens the selected text again; undo inside the text ends editing and undoes the last edit.
  await page.keyboard.press('Enter');
  await expect(textbox).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' one');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(textbox).toHaveCount(0);
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText('Spring issue');

  // Published, the viewer draws what was typed.
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
  await publishFromPanel(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${me.uri}/${project.num_id}/`);
  await expect(visitor.locator('.folio-widget-text')).toHaveText('Spring issue');
  await expect(visitor.locator('.folio-widget-text').getByRole('link', { name: 'issue' })).toHaveAttribute('href', 'http://example.com');
  expect(Number(await weightOf(visitor, '.folio-widget-text', 'Spring'))).toBeGreaterThanOrEqual(700);
  await visitor.context().close();
});

test('a click elsewhere on the canvas ends editing and keeps what was typed', async ({ page }) => {
  await openNewProject(page, 'Letters', 'text-in-place');
  await addText(page);
  await doubleClickText(page);
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Kept');
  const canvas = (await page.locator('.fo-canvas').boundingBox())!;
  // Beside the page, clear of the rulers and the corner buttons.
  await page.mouse.click(canvas.x + canvas.width - 20, canvas.y + canvas.height / 2);
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveCount(0);
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText('Kept');
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
});

test('keys typed the moment a text is double-clicked go into the text, not to the canvas', async ({ page }) => {
  await openNewProject(page, 'Letters', 'text-in-place');
  await addText(page);
  const sample = (await page.locator('.fo-canvas .folio-widget-text').textContent())!;
  // Straight on after the double click, before the text has the focus: a Space (which pans the canvas) and a
  // Backspace (which deletes the selected widget) among the letters.
  await doubleClickText(page);
  await page.keyboard.type(' ok', { delay: 5 });
  await page.keyboard.press('Backspace');
  await page.keyboard.type('K', { delay: 5 });
  const textbox = page.getByRole('textbox', { name: 'Text' });
  await expect(textbox).toHaveText(`${sample} oK`);
  await expect(textbox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.fo-canvas .folio-widget-text')).toHaveText(`${sample} oK`);
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
});
