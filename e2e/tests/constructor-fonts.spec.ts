// The font panel in the constructor (docs/editor.md "Fonts"; widgets-and-authoring.md §2 "Font panel with font features
// and custom font upload"), as a person: a family searched and picked in the text toolbar draws the text in that
// face, from Folio's own files; a font feature switched in the features panel draws; an author with
// can_use_custom_fonts uploads a font and applies it; an author without it is told uploading is not available.
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addText, canvasWidget, DESKTOP, editText, firstFamily, newProjectAsPerson, recordFontResponses, signUpAsPerson, textbox, waitUntilSaved } from './typography-helpers';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

const FIXTURES = fileURLToPath(new URL('../../packages/server/test/fixtures/fonts/', import.meta.url));
// Screenshots of the picker and the panel at 1440×900, to look at (kept outside test-results, which the next run clears).
const SCREENSHOTS = join(tmpdir(), 'folio-constructor-fonts/');

const familyField = (page: Page) => page.getByRole('combobox', { name: 'Font family' });
const families = (page: Page) => page.getByRole('listbox', { name: 'Font families' });
const features = (page: Page) => page.getByRole('group', { name: 'Font features' });

/** The computed look of the edited text's first run: its family and feature settings. */
async function drawnText(page: Page) {
  return textbox(page).locator('span').first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, fontFeatureSettings: style.fontFeatureSettings };
  });
}

const faceLoaded = (page: Page, family: string) =>
  page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, '') === name && face.status === 'loaded'), family);

/** A new author's project with one text, opened for editing and all of it selected. */
async function textToStyle(page: Page, label: string, { reload = false } = {}) {
  await signUpAsPerson(page, label);
  await newProjectAsPerson(page, `${label}'s fonts`);
  const id = await addText(page);
  if (reload) {
    // The constructor opened afresh, with the signed-in author as its HTML shell gives it.
    await waitUntilSaved(page);
    await page.reload();
    await expect(canvasWidget(page, id)).toBeVisible({ timeout: 20_000 });
  }
  await editText(page, id);
  await page.keyboard.press('ControlOrMeta+A');
  // The dash, the asterisk and the figures are what the test font's ss01 and onum draw differently.
  await page.keyboard.type('Office hours 1/2 past 10 - 3*7');
  await page.keyboard.press('ControlOrMeta+A');
  await expect(familyField(page)).toBeVisible();
  return id;
}

/** The committed test font that has ss01 and onum (packages/server/test/fixtures/fonts/). */
function fixtureFont(): { name: string; buffer: Buffer } {
  const name = readdirSync(FIXTURES).find((file) => /\.(otf|ttf|woff2?)$/i.test(file) && !/corrupt|truncat|renamed/i.test(file));
  if (!name) throw new Error(`no test font in ${FIXTURES}`);
  return { name, buffer: readFileSync(`${FIXTURES}${name}`) };
}

test('a family searched and picked in the toolbar draws the text in its face; a font feature switched draws', async ({ page }) => {
  const fonts = recordFontResponses(page);
  const id = await textToStyle(page, 'Picker');

  await familyField(page).click();
  await expect(families(page)).toBeVisible();
  await expect(families(page).getByRole('option')).not.toHaveCount(0);
  expect(await families(page).getByRole('option').count()).toBeGreaterThanOrEqual(40);
  await page.screenshot({ path: `${SCREENSHOTS}family-picker.png` });
  await familyField(page).pressSequentially('fraun');
  await expect(families(page).getByRole('option')).toHaveText(['Fraunces']);
  await families(page).getByRole('option', { name: 'Fraunces' }).click();
  await expect(families(page)).toHaveCount(0);

  // The text on the canvas is drawn in Fraunces, from Folio's own WOFF2.
  await expect.poll(async () => firstFamily((await drawnText(page)).fontFamily)).toBe('Fraunces');
  await expect.poll(() => faceLoaded(page, 'Fraunces'), { timeout: 15_000 }).toBe(true);
  expect(fonts.some((response) => response.url().includes('/api/fonts/') && response.ok())).toBe(true);
  for (const response of fonts) expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);

  // The features panel lists what Fraunces has (asked of the server) and a switch writes it on the text.
  const answer = await (await page.request.post('/api/font-features', { data: { font: 'Fraunces', weight: 400 } })).json();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(features(page)).toBeVisible();
  await expect(features(page).getByText('Reading the font’s features…')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}features-panel.png` });
  // Fraunces has standard ligatures (on unless switched off) and no stylistic set: its switch is offered, theirs not.
  expect(answer.features).toContain('liga');
  for (let set = 1; set <= 20; set += 1) {
    if (!(answer.features as string[]).includes(`ss${String(set).padStart(2, '0')}`)) await expect(features(page).getByRole('switch', { name: `Stylistic set ${set}` })).toHaveCount(0);
  }
  const ligatures = features(page).getByRole('switch', { name: 'Standard ligatures' });
  await expect(ligatures).toBeChecked();
  await ligatures.click();
  await expect.poll(async () => (await drawnText(page)).fontFeatureSettings).toBe('"liga" 0');
  // A variable axis typed in its field draws too.
  const axis = (answer.axes as { tag: string; name: string; min: number; max: number }[]).find((each) => each.tag === 'wght')!;
  const weightAxis = features(page).getByRole('textbox', { name: axis.name });
  await weightAxis.click();
  await weightAxis.press('ControlOrMeta+A');
  await weightAxis.pressSequentially('720');
  await weightAxis.press('Enter');
  await expect.poll(() => textbox(page).locator('span').first().evaluate((element) => getComputedStyle(element).fontVariationSettings)).toBe('"wght" 720');

  // Saved with the text: the widget keeps the family and the feature after the editor closes.
  await page.keyboard.press('Escape');
  await expect(features(page)).toHaveCount(0);
  await textbox(page).click();
  await page.keyboard.press('Escape');
  await expect(textbox(page)).toHaveCount(0);
  const run = canvasWidget(page, id).getByText('Office hours', { exact: false }).first();
  await expect.poll(async () => firstFamily(await run.evaluate((element) => getComputedStyle(element).fontFamily))).toBe('Fraunces');
});

test('an author with can_use_custom_fonts uploads a font, finds it under My fonts and applies it', async ({ page }) => {
  await textToStyle(page, 'Uploader');
  await familyField(page).click();
  const font = fixtureFont();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload font…/ }).click();
  await (await chooser).setFiles({ name: font.name, mimeType: 'font/otf', buffer: font.buffer });
  await expect(page.getByText(/was added to My fonts and to this project/)).toBeVisible({ timeout: 20_000 });
  const mine = families(page).getByRole('group', { name: 'My fonts' });
  const option = mine.getByRole('option').first();
  const family = (await option.textContent())!;
  await option.click();
  await expect.poll(async () => firstFamily((await drawnText(page)).fontFamily)).toBe(family);
  await expect.poll(() => faceLoaded(page, family), { timeout: 15_000 }).toBe(true);

  // Its features are the file's own: ss01 and onum.
  await page.getByRole('button', { name: 'More' }).click();
  await expect(features(page).getByRole('switch', { name: 'Stylistic set 1' })).toBeVisible({ timeout: 15_000 });
  await expect(features(page).getByRole('radio', { name: 'Old-style figures' })).toBeVisible();

  // Turning ss01 on changes what is drawn: the text looks the same twice before, and different after.
  const shot = () => textbox(page).screenshot({ mask: [features(page)] });
  const before = await shot();
  expect((await shot()).equals(before)).toBe(true);
  await features(page).getByRole('switch', { name: 'Stylistic set 1' }).click();
  await expect.poll(async () => (await drawnText(page)).fontFeatureSettings).toContain('ss01');
  await expect.poll(async () => (await shot()).equals(before)).toBe(false);

  // A file that is not a font: the server's message, nothing added.
  await familyField(page).click();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Upload font…/ }).click();
  await (await again).setFiles({ name: 'holiday.ttf', mimeType: 'font/ttf', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await expect(page.locator('.fo-fontpick').getByRole('alert')).toHaveText(/^holiday\.ttf could not be uploaded: .+/);
  await expect(mine.getByRole('option')).toHaveCount(1);
});

test('an author without can_use_custom_fonts is told uploading fonts is not available', async ({ page }) => {
  // The signed-in author comes with the editor's HTML shell (and from /api/auth/me): both say no custom fonts.
  const noCustomFonts = (text: string) => text.replaceAll('"can_use_custom_fonts":true', '"can_use_custom_fonts":false');
  await page.route(/\/edit\/\d+\/$|\/api\/auth\/me$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: noCustomFonts(await response.text()) });
  });
  await textToStyle(page, 'Plain', { reload: true });
  await familyField(page).click();
  const upload = page.getByRole('button', { name: /Upload font…/ });
  await expect(upload).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Uploading your own fonts is not available on this account.')).toBeVisible();
  // Pressing it opens no file dialog.
  let chosen = false;
  page.once('filechooser', () => (chosen = true));
  // (aria-disabled: a person can still press it, so the press is forced past Playwright's wait for an enabled button)
  await upload.click({ force: true });
  await page.waitForTimeout(300);
  expect(chosen).toBe(false);
});
