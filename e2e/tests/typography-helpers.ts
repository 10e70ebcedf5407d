// What the typography acceptance spec (typography.spec.ts, issue 12) shares: an author who signs up and works as a
// person (clicks and typed keys, never fill()), the text toolbar's controls, and what a visitor's browser says about
// the faces it drew (computed styles, document.fonts, the WOFF2 responses).
import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** How long an Escape is given to put the focus back in the text before another is pressed. */
const FOCUS_SETTLE_MS = 1_000;

/** Types into a field key by key, as a person does. */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

export interface PersonAuthor {
  name: string;
  email: string;
  password: string;
}

/** Signs up on the welcome screen, typing each field; lands on the dashboard. */
export async function signUpAsPerson(page: Page, label: string): Promise<PersonAuthor> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const author = { name: `${label} ${unique}`, email: `${label.toLowerCase()}-${unique}@e2e.test`, password: `pw-${unique}-secret words` };
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await typeInto(page.getByLabel('Name'), author.name);
  await typeInto(page.getByLabel('Email'), author.email);
  await typeInto(page.getByLabel('Password', { exact: true }), author.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  return author;
}

/** A new project from the dashboard, its title typed; the constructor opens on it. Its num_id. */
export async function newProjectAsPerson(page: Page, title: string): Promise<number> {
  await page.getByRole('button', { name: 'New project' }).click();
  await typeInto(page.getByRole('dialog', { name: 'New project' }).getByLabel('Title'), title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/\d+\/$/);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  return Number(/\/edit\/(\d+)\//.exec(page.url())![1]);
}

/** A text widget from the add menu; its id. */
export async function addText(page: Page): Promise<string> {
  const before = await page.locator('.fo-canvas__page .folio-widget-text').count();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Text', exact: true }).click();
  await expect(page.locator('.fo-canvas__page .folio-widget-text')).toHaveCount(before + 1);
  return (await page.locator('.fo-canvas__page .folio-widget-text').nth(before).getAttribute('data-widget-id'))!;
}

export const canvasWidget = (page: Page, id: string) => page.locator(`.fo-canvas__page [data-widget-id="${id}"]`);
export const textbox = (page: Page) => page.getByRole('textbox', { name: 'Text' });

/** Opens a text for editing with a double click where it is drawn. */
export async function editText(page: Page, id: string) {
  const box = (await canvasWidget(page, id).boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
  // The first edit loads the text editor's code: on a busy machine that takes longer than one expect's wait.
  await expect(textbox(page)).toBeFocused({ timeout: 15_000 });
}

/** Selects `count` characters with Shift+arrows from the caret (negative: backwards). */
export async function selectCharacters(page: Page, count: number) {
  const key = count < 0 ? 'Shift+ArrowLeft' : 'Shift+ArrowRight';
  for (let n = 0; n < Math.abs(count); n += 1) await page.keyboard.press(key);
}

/** Puts the caret at the start of the text, then on line `line` (0-based), at its start. */
export async function caretToLine(page: Page, line: number) {
  await page.keyboard.press('ControlOrMeta+Home');
  for (let n = 0; n < line; n += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
}

export async function waitUntilSaved(page: Page) {
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
}

/** The computed look of an element: family, size, weight, style, colour, line height. */
export async function lookOfElement(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { fontFamily: style.fontFamily, fontSize: style.fontSize, fontWeight: style.fontWeight, fontStyle: style.fontStyle, color: style.color, lineHeight: style.lineHeight };
  }, undefined, { timeout: 10_000 });
}

/** The computed look of the element drawing exactly `text` inside `scope`. */
export const lookOf = (scope: Locator, text: string) => lookOfElement(scope.getByText(text, { exact: true }).first());

/** The first family of a computed font-family, unquoted. */
export const firstFamily = (fontFamily: string) => fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');

/** Faces document.fonts holds as loaded: "Family weight style". */
export async function loadedFaces(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/^["']|["']$/g, '')} ${face.weight} ${face.style}`))]);
}

/** Records every font response of a page (resource type font, or a .woff2 address) from now on. */
export function recordFontResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' || /\.woff2(\?|$)/.test(new URL(response.url()).pathname)) responses.push(response);
  });
  return responses;
}

/** rgb()/rgba() as the browser computes it, from a hex colour and an opacity. */
export function rgbOf(hex: string, alpha = 1): string {
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return alpha >= 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

// --- The text toolbar (docs/editor.md "Text toolbar"), used as a person: click, type, Enter; Escape back to the text.

export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Text formatting' });

/** Gives the focus back to the text from the toolbar, the selection kept (Escape closes a popover first). */
export async function backToText(page: Page) {
  const inText = () => page.evaluate(() => !!document.activeElement?.closest('[role="textbox"][aria-label="Text"]'));
  // The text takes the focus after its own update (Lexical focuses once it has drawn), so each Escape is given time to
  // land before another is pressed: a second Escape in the text would leave it.
  const settled = () => page.waitForFunction(() => !!document.activeElement?.closest('[role="textbox"][aria-label="Text"]'), undefined, { timeout: FOCUS_SETTLE_MS }).then(() => true, () => false);
  for (let n = 0; n < 3 && !(await inText()); n += 1) {
    await page.keyboard.press('Escape');
    if (await settled()) break;
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  await expect(textbox(page), `focus is on ${active}`).toBeFocused();
}

/** Chooses an option of one of the toolbar's lists (Text style, Weight, Case) with the mouse. */
export async function chooseFromToolbar(page: Page, list: string, option: string) {
  await toolbar(page).getByRole('button', { name: list, exact: true }).click();
  await toolbar(page).getByRole('listbox', { name: list }).getByRole('option', { name: option, exact: true }).click();
  await backToText(page);
}

/** Picks a family in the toolbar's family picker by typing its name and pressing Enter. */
export async function chooseFamily(page: Page, family: string) {
  const field = toolbar(page).getByRole('combobox', { name: 'Font family' });
  await field.click();
  await expect(page.getByRole('listbox', { name: 'Font families' })).toBeVisible();
  await field.pressSequentially(family);
  await expect(page.getByRole('listbox', { name: 'Font families' }).getByRole('option').first()).toHaveText(family);
  await field.press('Enter');
  await expect(field).toHaveValue(family);
  await backToText(page);
}

/** Types a number into one of the toolbar's number fields (Font size, Line height…) and commits it with Enter. */
export async function typeToolbarNumber(page: Page, label: string, value: number) {
  const field = toolbar(page).getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(String(value));
  await field.press('Enter');
  await expect(field).toHaveValue(String(value));
  await backToText(page);
}

/** Sets the text colour from the toolbar's colour panel: the hex digits typed, Enter. */
export async function typeTextColour(page: Page, hex: string) {
  await toolbar(page).getByRole('button', { name: /^Text colour/ }).click();
  const panel = page.getByRole('dialog', { name: 'Text colour' });
  await typeInto(panel.getByLabel('Hex colour'), hex);
  await page.keyboard.press('Enter');
  await expect(toolbar(page).getByRole('button', { name: /^Text colour/ })).toHaveAccessibleName(new RegExp(`#${hex}`, 'i'));
  await backToText(page);
}

/** Saves a screenshot for a designer's review when FOLIO_SHOTS names a folder (not a test: nothing is compared). */
export async function reviewShot(page: Page, name: string) {
  const dir = process.env.FOLIO_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}
