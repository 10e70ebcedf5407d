// Clarity in the constructor (docs/editor.md "Right-click menu", "Shortcuts"): every button has a name and every
// icon-only one a tooltip with its shortcut; the right-click menu on widgets with the mouse and the keyboard; the "?"
// sheet of every shortcut; the properties panel following a drag while it happens.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { addWidget, centerOf, openNewProject, selectionBox, waitUntilSaved } from './constructor-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const canvas = (page: Page) => page.locator('.fo-overlay');
const widgetMenu = (page: Page) => page.getByRole('menu', { name: 'Widget actions' });

interface ButtonFacts {
  name: string;
  text: string;
  tip: string;
  where: string;
}

/** Every visible button of the constructor: its accessible name (as authored), its visible text, its tooltip. */
async function constructorButtons(page: Page): Promise<ButtonFacts[]> {
  return page.locator('.fo-constructor').evaluate((root) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const shownText = (element: Element): string =>
      Array.from(element.childNodes)
        .map((node) => {
          // Words drawn at font-size 0 (the top bar's buttons in a narrower window) are not shown.
          if (node.nodeType === Node.TEXT_NODE) return parseFloat(getComputedStyle(node.parentElement!).fontSize) > 0 ? (node.textContent ?? '') : '';
          if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true' || !visible(node)) return '';
          if (node.classList.contains('fo-visually-hidden')) return '';
          return shownText(node);
        })
        .join('')
        .trim();
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) return labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    };
    return Array.from(root.querySelectorAll('button, [role="button"], a.fo-button'))
      .filter(visible)
      .map((element) => ({
        name: nameOf(element),
        text: shownText(element),
        tip: (element.getAttribute('title') ?? element.getAttribute('data-tip') ?? '').trim(),
        where: `${element.closest('[aria-label]')?.getAttribute('aria-label') ?? ''} › ${element.outerHTML.slice(0, 140)}`,
      }));
  });
}

test('every button of the constructor has a name; every icon-only one a tooltip, with its shortcut where it has one', async ({ page }) => {
  await openNewProject(page, 'Clarity', 'clarity-walk');
  await addWidget(page, 'Shape');
  await expect(page.getByRole('toolbar', { name: 'Arrange' })).toBeVisible();
  const buttons = await constructorButtons(page);
  expect(buttons.length).toBeGreaterThan(20);
  expect(buttons.filter((button) => !button.name).map((button) => button.where)).toEqual([]);
  expect(buttons.filter((button) => !button.text && !button.tip).map((button) => `${button.name}: ${button.where}`)).toEqual([]);
  // The ones the issue named, and shortcuts in tooltips.
  const tipOf = (name: string) => buttons.find((button) => button.name === name)?.tip ?? '';
  for (const name of ['Settings', 'Library', 'Styles', 'Shop: provider and products', 'Keyboard shortcuts']) {
    if (buttons.some((button) => button.name === name)) expect(tipOf(name), name).not.toBe('');
  }
  expect(tipOf('Undo')).toMatch(/Ctrl\+Z|⌘Z/);
  expect(tipOf('Keyboard shortcuts')).toContain('?');
  const stick = buttons.filter((button) => /^Stick to/i.test(button.name));
  expect(stick.length).toBeGreaterThan(0);
  for (const button of stick) expect(button.tip, button.name).not.toBe('');
});

test('right-click menu with the mouse: on a widget, with each shortcut; duplicate, lock, rename, delete — each one undo step', async ({ page }) => {
  const project = await openNewProject(page, 'Context menu', 'clarity-menu');
  await addWidget(page, 'Shape');
  const shapes = page.locator('.fo-canvas__page .folio-widget-shape');
  await expect(shapes).toHaveCount(1);
  await page.keyboard.press('Escape');

  // A right click on the shape selects it and opens the menu at the pointer.
  const at = await centerOf(shapes.first());
  await page.mouse.click(at.x, at.y, { button: 'right' });
  const menu = widgetMenu(page);
  await expect(menu).toBeVisible();
  await expect(page.locator('.fo-overlay__selection')).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(Math.abs(box.x - at.x)).toBeLessThan(4);
  await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toHaveAttribute('aria-keyshortcuts', /(Control|Meta)\+D/);
  await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toContainText(/Ctrl\+D|⌘D/);
  await expect(menu.getByRole('menuitem', { name: 'Bring to front' })).toContainText(/Ctrl\+Shift\+\]|⌘⇧\]/);
  await expect(menu.getByRole('menuitem', { name: 'Cut' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('context-menu.png') });

  await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(menu).toBeHidden();
  await expect(shapes).toHaveCount(2);
  await expect(canvas(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(shapes).toHaveCount(1);

  // Lock from the menu: the item then reads Unlock.
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Lock' }).click();
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Unlock' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Unlock' }).click();

  // Rename: a dialog with the name the layers panel shows. Saved unchanged, it stores nothing (a default name
  // stays a default one).
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the widget' });
  await expect(rename.getByLabel('Name')).toHaveValue('Shape 1');
  await page.keyboard.press('Enter');
  await expect(rename).toHaveCount(0);
  await waitUntilSaved(page);
  const unchanged = await (await page.request.get(`/api/projects/${project._id}`)).json();
  expect((unchanged.pages as { wids: { type: string; layer_name?: string }[] }[]).flatMap((p) => p.wids).find((widget) => widget.type === 'shape')).not.toHaveProperty('layer_name');

  // Typed and saved.
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Rename…' }).click();
  await expect(rename.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Hero block');
  await page.keyboard.press('Enter');
  await expect(rename).toHaveCount(0);
  await waitUntilSaved(page);
  const draft = await (await page.request.get(`/api/projects/${project._id}`)).json();
  const stored = (draft.pages as { wids: { type: string; layer_name?: string }[] }[]).flatMap((p) => p.wids).find((widget) => widget.type === 'shape');
  expect(stored?.layer_name).toBe('Hero block');

  // A press elsewhere closes it; Delete from it removes the shape.
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.mouse.click(5, 300);
  await expect(menu).toBeHidden();
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(shapes).toHaveCount(0);
});

test('right-click menu with the keyboard: Shift+F10 and the Menu key open it beside the selection; arrows, Enter, Escape', async ({ page }) => {
  await openNewProject(page, 'Menu keys', 'clarity-keys');
  await addWidget(page, 'Shape');
  await addWidget(page, 'Shape');
  const shapes = page.locator('.fo-canvas__page .folio-widget-shape');
  await expect(shapes).toHaveCount(2);
  await expect(canvas(page)).toBeFocused();

  await page.keyboard.press('Shift+F10');
  const menu = widgetMenu(page);
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(canvas(page)).toBeFocused();

  // The Menu key; Send to back with Enter: the selected (upper) shape goes under the other.
  const top = await shapes.last().getAttribute('data-widget-id');
  await page.keyboard.press('ContextMenu');
  await expect(menu).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    if ((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Send to back')) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.getByRole('menuitem', { name: 'Send to back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(shapes.first()).toHaveAttribute('data-widget-id', top!);
});

test('the ? sheet lists every shortcut from the editor\'s bindings; the help button opens it too', async ({ page }) => {
  await openNewProject(page, 'Shortcuts', 'clarity-sheet');
  // A click on the empty canvas gives it the focus.
  const area = (await canvas(page).boundingBox())!;
  await page.mouse.click(area.x + area.width - 40, area.y + area.height - 60);
  await expect(canvas(page)).toBeFocused();
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  for (const [label, keys] of [
    ['Undo', /Ctrl\+Z|⌘Z/],
    ['Duplicate', /Ctrl\+D|⌘D/],
    ['Bring to front', /Ctrl\+Shift\+\]|⌘⇧\]/],
    ['Align left', /Alt\+A|⌥A/],
    ['Show or hide rulers', /Shift\+R|⇧R/],
    ['Open the menu of the selection', /Shift\+F10|⇧F10/],
  ] as const) {
    const row = sheet.locator('.fo-shortcuts__row').filter({ has: page.getByText(label, { exact: true }) });
    await expect(row, label).toHaveCount(1);
    await expect(row.locator('dd .fo-visually-hidden').first(), label).toHaveText(keys);
  }
  expect(await seriousViolations(page, 'dialog.fo-dialog')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('shortcuts-sheet.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  // The help button in the canvas's corner.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
});

test('the properties panel follows a drag while it happens, not only when it ends', async ({ page }) => {
  await openNewProject(page, 'Live panel', 'clarity-live');
  await addWidget(page, 'Shape');
  const x = page.getByRole('textbox', { name: 'X position', exact: true });
  const before = Number(await x.inputValue());
  const start = await centerOf(page.locator('.fo-overlay__selection'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 10, { steps: 4 });
  await page.mouse.move(start.x + 80, start.y + 20, { steps: 4 });
  // Still dragging: the field has moved on with the shape.
  await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(before);
  const during = Number(await x.inputValue());
  await page.mouse.move(start.x + 160, start.y + 20, { steps: 4 });
  await expect.poll(async () => Number(await x.inputValue())).toBeGreaterThan(during);
  const later = Number(await x.inputValue());
  await page.mouse.up();
  // Dropped where the field last said.
  expect((await selectionBox(page)).x).toBe(later);
  await expect(x).toHaveValue(String(later));
});

test('the properties panel follows a rotation while it happens', async ({ page }) => {
  await openNewProject(page, 'Live rotation', 'clarity-rotate');
  await addWidget(page, 'Shape');
  const angle = page.getByRole('textbox', { name: 'Rotation', exact: true });
  await expect(angle).toHaveValue('0');
  const centre = await centerOf(page.locator('.fo-overlay__selection'));
  const handle = await centerOf(page.locator('.fo-overlay__handle--rotate'));
  // The rotate handle turned about the shape's centre, a quarter turn in steps, the button held.
  const radius = Math.hypot(handle.x - centre.x, handle.y - centre.y);
  const start = Math.atan2(handle.y - centre.y, handle.x - centre.x);
  const at = (turn: number) => ({ x: centre.x + radius * Math.cos(start + turn), y: centre.y + radius * Math.sin(start + turn) });
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (const step of [0.1, 0.2, 0.3]) await page.mouse.move(at(step).x, at(step).y, { steps: 2 });
  // Still turning: the field has followed.
  await expect.poll(async () => Math.abs(Number(await angle.inputValue()))).toBeGreaterThan(0);
  const during = Number(await angle.inputValue());
  for (const step of [0.6, 0.9, 1.2]) await page.mouse.move(at(step).x, at(step).y, { steps: 2 });
  await expect.poll(async () => Math.abs(Number(await angle.inputValue()))).toBeGreaterThan(Math.abs(during));
  const later = await angle.inputValue();
  await page.mouse.up();
  await expect(angle).toHaveValue(later);
});
