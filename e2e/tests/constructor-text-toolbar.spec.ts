// The text toolbar (docs/editor.md "Text toolbar"): an author types a text and styles part of it from the toolbar
// with the mouse and the keyboard — family, weight, size, colour; a nested list with Tab; H1 on a line — and the
// saved widget and the canvas show it. The toolbar floats above the text at 1440×900 and is screenshotted.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openNewProject } from './constructor-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Text formatting' });
const textboxOf = (page: Page) => page.getByRole('textbox', { name: 'Text' });

async function openNewText(page: Page) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Text', exact: true }).click();
  const drawn = page.locator('.fo-canvas .folio-widget-text');
  await expect(drawn).toHaveText(/\S/);
  const box = (await drawn.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + Math.min(20, box.height / 2));
  await expect(textboxOf(page)).toBeFocused();
}

/** The caret at the start of line `line` (0-based blocks), then `count` characters selected with Shift+arrows. */
async function selectInLine(page: Page, line: number, count: number) {
  await page.keyboard.press('ControlOrMeta+Home');
  for (let n = 0; n < line; n += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let n = 0; n < count; n += 1) await page.keyboard.press('Shift+ArrowRight');
}

/** The computed look of the element drawing `text` in `scope`. */
async function lookOf(scope: Locator, text: string) {
  return scope.getByText(text, { exact: true }).first().evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color };
  });
}

interface StoredText {
  blocks: { key: string; text: string; type?: string; depth: number }[];
  blocksMeta?: { key: string; data: Record<string, unknown> }[];
  styles?: { key: string; type?: string; ranges: { offset: number; length: number; value?: unknown; style?: Record<string, unknown> }[] }[];
}

/** The inline style of one character of a block, read from the stored styles (typed entries, or whole styles). */
function styleAt(text: StoredText, blockKey: string, offset: number): Record<string, unknown> {
  const style: Record<string, unknown> = {};
  for (const entry of text.styles ?? []) {
    if (entry.key !== blockKey) continue;
    for (const range of entry.ranges) {
      if (offset < range.offset || offset >= range.offset + range.length) continue;
      if (entry.type) style[entry.type] = range.value;
      else Object.assign(style, range.style);
    }
  }
  return style;
}

test('an author styles part of a text from the toolbar with the mouse and the keyboard', async ({ page }) => {
  const project = await openNewProject(page, 'Toolbar', 'text-toolbar');
  await openNewText(page);
  await page.keyboard.press('ControlOrMeta+A');
  for (const [i, line] of ['Spring issue', 'Letters from the editor', 'One', 'Two', 'Three'].entries()) {
    if (i) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  const toolbar = toolbarOf(page);
  await expect(toolbar).toBeVisible();
  // It floats above the text, inside the canvas.
  const bar = (await toolbar.boundingBox())!;
  const text = (await textboxOf(page).boundingBox())!;
  const canvas = (await page.locator('.fo-canvas').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(text.y);
  expect(bar.x).toBeGreaterThanOrEqual(canvas.x);
  expect(bar.x + bar.width).toBeLessThanOrEqual(canvas.x + canvas.width);
  // Tooltips name the keys.
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('data-tip', /Bold \((Ctrl\+B|⌘B)\)/);
  await expect(toolbar.getByRole('button', { name: 'Align centre' })).toHaveAttribute('aria-keyshortcuts', /Shift\+(Control|Meta)\+C/);

  // "Spring" selected: the family with the mouse, typed into the picker's search.
  await selectInLine(page, 0, 'Spring'.length);
  const family = toolbar.getByRole('combobox', { name: /Font family/ });
  await family.click();
  await family.pressSequentially('Lora');
  await page.getByRole('option', { name: /^Lora/ }).first().click();
  await expect(family).toHaveValue('Lora');

  // The weight from the keyboard: Tab to the list, open it with the arrow key, move to Bold, Enter.
  await family.press('Tab');
  const weight = toolbar.getByRole('button', { name: 'Weight' });
  await expect(weight).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const weights = page.getByRole('listbox', { name: 'Weight' });
  await expect(weights).toBeFocused();
  for (let n = 0; n < 20 && (await weights.locator('[data-active]').textContent()) !== 'Bold'; n += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(weight).toHaveText('Bold');

  // The size from the keyboard: typed, then one step up with the arrow key.
  await page.keyboard.press('Tab');
  const size = toolbar.getByRole('textbox', { name: 'Font size' });
  await expect(size).toBeFocused();
  await size.press('ControlOrMeta+A');
  await size.pressSequentially('40');
  await size.press('Enter');
  await size.press('ArrowUp');
  await expect(size).toHaveValue('41');

  // The colour with the mouse: its hex digits and opacity typed in its panel.
  await toolbar.getByRole('button', { name: /^Text colour/ }).click();
  const colour = page.getByRole('dialog', { name: 'Text colour' });
  const hex = colour.getByRole('textbox', { name: 'Hex colour' });
  await hex.click();
  await hex.press('ControlOrMeta+A');
  await hex.pressSequentially('c0392b');
  await hex.press('Enter');
  const opacity = colour.getByRole('textbox', { name: 'Opacity' });
  await opacity.click();
  await opacity.press('ControlOrMeta+A');
  await opacity.pressSequentially('80');
  await opacity.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Text colour: #C0392B, 80%' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('toolbar-colour.png') });

  // Escape closes the panel, Escape again gives the focus back to the text with "Spring" still selected.
  await page.keyboard.press('Escape');
  await expect(colour).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(textboxOf(page)).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('Spring');

  // A selection over two looks shows them as mixed.
  await selectInLine(page, 0, 'Spring issue'.length);
  await expect(size).toHaveValue('');
  await expect(size).toHaveAttribute('placeholder', 'Mixed');

  // Three lines made a bulleted list with the mouse, then nested with Tab.
  await selectInLine(page, 2, 0);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+End');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await selectInLine(page, 3, 0);
  await page.keyboard.press('Tab');
  await selectInLine(page, 4, 0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(textboxOf(page).locator('ul ul ul li')).toHaveText('Three');

  // H1 on the second line, from the text style list.
  await selectInLine(page, 1, 0);
  await toolbar.getByRole('button', { name: 'Text style' }).click();
  await page.getByRole('listbox', { name: 'Text style' }).getByRole('option', { name: 'H1' }).click();
  await expect(toolbar.getByRole('button', { name: 'Text style' })).toHaveText('H1');
  await expect(textboxOf(page).locator('h1')).toHaveText('Letters from the editor');
  // The block's look follows the style at once.
  expect((await lookOf(textboxOf(page), 'Letters from the editor')).fontSize).toBe('48px');
  await page.screenshot({ path: test.info().outputPath('toolbar.png') });

  // Saved as v3: the run's inline style, the list's depths, the heading's style by name. Escape in the toolbar
  // returns to the text, Escape in the text ends editing.
  await page.keyboard.press('Escape');
  await expect(textboxOf(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(textboxOf(page)).toHaveCount(0);
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
  const draft = (await (await page.request.get(`/api/projects/${project._id}`)).json()) as { pages: { wids: (StoredText & { type: string })[] }[] };
  const stored = draft.pages[0]!.wids.find((widget) => widget.type === 'text')!;
  expect(stored.blocks.map((block) => [block.text, block.type ?? 'unstyled', block.depth])).toEqual([
    ['Spring issue', 'unstyled', 0],
    ['Letters from the editor', 'unstyled', 0],
    ['One', 'unordered-list-item', 0],
    ['Two', 'unordered-list-item', 1],
    ['Three', 'unordered-list-item', 2],
  ]);
  const [first, second] = stored.blocks;
  expect(styleAt(stored, first!.key, 0)).toMatchObject({ fontFamily: 'Lora', fontWeight: 700, fontSize: 41, color: 'C0392BCC' });
  expect(styleAt(stored, first!.key, 'Spring '.length)).toEqual({});
  expect(stored.blocksMeta?.find((meta) => meta.key === second!.key)?.data).toMatchObject({ textStyle: 'H1' });

  // The canvas draws it so.
  const drawn = page.locator('.fo-canvas .folio-widget-text');
  const spring = await lookOf(drawn, 'Spring');
  expect(spring.fontFamily.split(',')[0]!.replace(/"/g, '')).toBe('Lora');
  expect(spring).toMatchObject({ fontSize: '41px', fontWeight: '700', color: 'rgba(192, 57, 43, 0.8)' });
  expect((await lookOf(drawn, 'Letters from the editor')).fontSize).toBe('48px');
});
