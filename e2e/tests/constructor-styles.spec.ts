// Named styles in the constructor (docs/editor.md "Text styles", "Grow with the text", "Paddings"): an author opens
// the styles panel, makes H1 bigger and sees every H1 on every page change, on the canvas and after publishing in
// the viewer; makes a link style and gives it to a link in the link panel; turns on "Grow with the text" and types
// until the text grows; drags a padding handle of a paragraph.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { selectionBox, waitUntilSaved } from './constructor-helpers';
import { signUp, type Author } from './viewer-helpers';
import { publishFromPanel } from './publish-helpers';

test.use({ viewport: { width: 1440, height: 900 } });

const block = (key: string, text: string, entityRanges: unknown[] = []) => ({ key, text, depth: 0, entityRanges });

interface Seeded {
  id: string;
  numId: number;
  author: Author;
  pages: string[];
  widgets: { title1: string; title2: string; link: string; grow: string };
}

async function ok<T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(reply.ok(), `${reply.url()} answered ${reply.status()}: ${await reply.text()}`).toBe(true);
  return (await reply.json()) as T;
}

interface StoredDraft {
  _id: string;
  num_id: number;
  revision: number;
  textStyles?: { project?: { name: string; cssProperties: { fontSize?: number } }[] };
  edit_params?: { link_styles?: { name: string; link: { type?: string } }[] };
  pages: { _id: string; wids: { _id: string; h: number; entityMap?: Record<string, { linkStyle?: string }> }[] }[];
}

/** A new author's project of two pages, each with an H1 text; on the first a linked text and a plain text. */
async function seed(page: Page, label: string): Promise<Seeded> {
  const request = page.request;
  const author = await signUp(request, label);
  const draft = await ok<StoredDraft>(await request.post('/api/projects', { data: { title: 'Styles' } }));
  let revision = draft.revision;
  const added = await ok<{ revision: number; page: { _id: string } }>(await request.post(`/api/mag/${draft._id}/pages`, { data: { revision, page: { title: 'Second' } } }));
  revision = added.revision;
  const pages = [draft.pages[0]!._id, added.page._id];
  const text = (pid: string, fields: Record<string, unknown>) => ({ type: 'text', version: 3, pid, x: 80, y: 60, w: 560, h: 80, z: 1, ...fields });
  const widgets = [
    text(pages[0]!, { blocks: [block('t1', 'Spring issue')], blocksMeta: [{ key: 't1', data: { textStyle: 'H1' } }] }),
    text(pages[1]!, { blocks: [block('t2', 'Second page')], blocksMeta: [{ key: 't2', data: { textStyle: 'H1' } }] }),
    text(pages[0]!, {
      y: 200,
      h: 40,
      blocks: [block('l1', 'Read the letters', [{ offset: 0, length: 16, key: 'e1' }])],
      entityMap: { e1: { type: 'URL', url: 'https://example.com/letters', target: '_self' } },
    }),
    text(pages[0]!, { y: 300, w: 300, h: 200, blocks: [block('g1', 'A text that grows')] }),
  ];
  const created = await ok<{ widgets: { _id: string }[] }>(await request.post(`/api/mag/${draft._id}/widgets`, { data: { revision, widgets } }));
  const ids = created.widgets.map((widget) => widget._id);
  return { id: draft._id, numId: draft.num_id, author, pages, widgets: { title1: ids[0]!, title2: ids[1]!, link: ids[2]!, grow: ids[3]! } };
}

async function openConstructor(page: Page, project: Seeded) {
  await page.goto(`/edit/${project.numId}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
}

const canvasWidget = (page: Page, id: string) => page.locator(`.fo-canvas__page .folio-widget[data-widget-id="${id}"]`);
const fontSizeOf = (page: Page, id: string, selector: string) => canvasWidget(page, id).locator(selector).first().evaluate((element) => getComputedStyle(element).fontSize);

/** Types into a field as a person: the old value selected, the new one typed, Enter. */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, value: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

async function draftOf(page: Page, id: string) {
  return ok<StoredDraft>(await page.request.get(`/api/projects/${id}`));
}

test('an author makes H1 bigger in the styles panel: every H1 on every page follows, undo puts it back, and the viewer shows it', async ({ page, browser }) => {
  const project = await seed(page, 'styles-h1');
  await openConstructor(page, project);
  await expect.poll(() => fontSizeOf(page, project.widgets.title1, 'h1')).toBe('48px');

  await page.getByRole('button', { name: 'Styles', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Styles' });
  await expect(panel.getByRole('tab', { name: 'Text' })).toBeFocused();
  const list = panel.getByRole('listbox', { name: 'Text styles' });
  await list.getByRole('option', { name: /H1/ }).click();
  await expect(list.getByRole('option', { name: /H1/ })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: test.info().outputPath('styles-panel.png') });
  await panel.getByRole('textbox', { name: 'Bottom padding' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('styles-panel-fields.png') });

  await typeInto(page, panel.getByRole('textbox', { name: 'Size', exact: true }), '72');
  await expect.poll(() => fontSizeOf(page, project.widgets.title1, 'h1')).toBe('72px');
  // The other page's H1 too.
  await page.getByRole('button', { name: '2. Second', exact: true }).click();
  await expect.poll(() => fontSizeOf(page, project.widgets.title2, 'h1')).toBe('72px');

  // Undo and redo from the panel (the focus on its list): the canvas goes back to the page the change was made on.
  await list.getByRole('option', { name: /H1/ }).focus();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => fontSizeOf(page, project.widgets.title1, 'h1')).toBe('48px');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => fontSizeOf(page, project.widgets.title1, 'h1')).toBe('72px');
  await waitUntilSaved(page);
  const saved = await draftOf(page, project.id);
  expect(saved.textStyles?.project?.find((style) => style.name === 'H1')?.cssProperties.fontSize).toBe(72);

  // Escape closes the panel; publishing shows the bigger H1 to visitors on both pages.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await publishFromPanel(page);
  const visitor = await browser.newPage();
  await visitor.goto(`/${project.author.uri}/${project.numId}/`);
  const h1 = visitor.locator('.folio-widget h1', { hasText: 'Spring issue' });
  await expect(h1).toBeVisible();
  expect(await h1.evaluate((element) => getComputedStyle(element).fontSize)).toBe('72px');
  await visitor.goto(`/${project.author.uri}/${project.numId}/2/`);
  const second = visitor.locator('.folio-widget h1', { hasText: 'Second page' });
  await expect(second).toBeVisible();
  expect(await second.evaluate((element) => getComputedStyle(element).fontSize)).toBe('72px');
  await visitor.close();
});

test('an author makes a link style and gives it to a link in the link panel', async ({ page }) => {
  const project = await seed(page, 'styles-link');
  await openConstructor(page, project);

  await page.getByRole('button', { name: 'Styles', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Styles' });
  await panel.getByRole('tab', { name: 'Links' }).click();
  await panel.getByRole('button', { name: 'New style' }).click();
  await expect(panel.getByRole('listbox', { name: 'Link styles' }).getByRole('option', { name: /Link style 2/ })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('combobox', { name: 'Underline', exact: true }).selectOption('dotted');
  await page.screenshot({ path: test.info().outputPath('link-styles.png') });
  await panel.getByRole('button', { name: 'Close styles' }).click();
  await expect(panel).toHaveCount(0);

  // The linked text, opened, all of it selected; Ctrl/Cmd+K: the link panel, with the project's link styles.
  const linked = canvasWidget(page, project.widgets.link);
  const box = (await linked.boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 4, box.y + box.height / 2);
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+K');
  const linkPanel = page.getByRole('dialog', { name: 'Link' });
  await linkPanel.getByRole('combobox', { name: 'Link style' }).selectOption({ label: 'Link style 2' });
  await linkPanel.getByRole('button', { name: 'Apply' }).click();
  await expect(linkPanel).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Text' }).focus();
  await page.keyboard.press('Escape');

  await expect.poll(() => canvasWidget(page, project.widgets.link).locator('a').first().evaluate((element) => getComputedStyle(element).textDecorationStyle)).toBe('dotted');
  await waitUntilSaved(page);
  const saved = await draftOf(page, project.id);
  const stored = saved.pages[0]!.wids.find((widget) => widget._id === project.widgets.link)!;
  expect(Object.values(stored.entityMap ?? {}).map((entity) => entity.linkStyle)).toEqual(['Link style 2']);
  expect(saved.edit_params?.link_styles?.find((style) => style.name === 'Link style 2')?.link.type).toBe('dotted');
});

test('an author turns on Grow with the text: the text takes its content’s height, and grows as lines are typed', async ({ page }) => {
  const project = await seed(page, 'styles-grow');
  await openConstructor(page, project);

  const grow = canvasWidget(page, project.widgets.grow);
  const at = (await grow.boundingBox())!;
  await page.mouse.click(at.x + 20, at.y + 10);
  const height = page.getByRole('complementary', { name: 'Properties' }).getByRole('textbox', { name: 'Height' });
  await expect(height).toHaveValue('200');
  await page.getByRole('switch', { name: 'Grow with the text' }).check();
  // One line of the default text.
  await expect.poll(async () => Number(await height.inputValue())).toBeLessThan(60);
  const oneLine = Number(await height.inputValue());
  expect((await selectionBox(page)).h).toBe(oneLine);

  await page.mouse.dblclick(at.x + 20, at.y + 10);
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  for (let line = 1; line <= 8; line += 1) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Line ${line}`);
  }
  // The height follows as the lines are typed (the panel shows the widget as it now is).
  await expect.poll(async () => Number(await height.inputValue()), { timeout: 10_000 }).toBeGreaterThanOrEqual(oneLine * 8);
  await page.keyboard.press('Escape');
  await waitUntilSaved(page);
  const saved = await draftOf(page, project.id);
  expect(saved.pages[0]!.wids.find((widget) => widget._id === project.widgets.grow)!.h).toBeGreaterThanOrEqual(oneLine * 8);
});

test('an author drags the top padding handle of a paragraph: the padding follows, whole and never below 0', async ({ page }) => {
  const project = await seed(page, 'styles-paddings');
  await openConstructor(page, project);

  const text = canvasWidget(page, project.widgets.grow);
  const at = (await text.boundingBox())!;
  await page.mouse.dblclick(at.x + 20, at.y + 10);
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeFocused();
  await page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Paddings' }).click();
  const handle = page.getByRole('slider', { name: 'Top padding' });
  await expect(handle).toBeVisible();
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 12, { steps: 4 });
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 24, { steps: 4 });
  await page.mouse.up();
  const zoom = Number((await page.locator('.fo-zoom__value').textContent())!.replace('%', '')) / 100;
  await expect(page.getByRole('textbox', { name: 'Top padding' })).toHaveValue(String(Math.round(24 / zoom)));
  // Dragged up past the block's top: clamped at 0.
  const moved = (await handle.boundingBox())!;
  await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width / 2, moved.y - 300, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('textbox', { name: 'Top padding' })).toHaveValue('0');
});
