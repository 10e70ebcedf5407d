import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textConstants, textEditorTexts, type LinkEntity, type TextV3Widget, type TextWidget } from '@folio/model';

// The TextEditor mounted in a real Chromium (no DOM library is installed for jsdom-style tests): the harness is
// bundled with Vite and driven with Playwright's keyboard, as a person types. Runs where the system Chromium is
// (CHROMIUM_PATH or /usr/bin/chromium, as the e2e suite finds it).

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HARNESS = fileURLToPath(new URL('./text-editor-harness.tsx', import.meta.url));
const MOD = process.platform === 'darwin' ? 'Meta' : 'Control';
// Waits for what the page does in its own time (a save comes 400 ms after the last edit), on a busy machine too.
const POLL = { timeout: 10_000 };

type HarnessEvent = { kind: 'change' | 'apply'; widget: TextV3Widget } | { kind: 'link'; entity: LinkEntity | null; hasSelection: boolean } | { kind: 'end' };

let browser: Browser;
let bundle: string;

async function bundleHarness(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { write: false, minify: false, lib: { entry: HARNESS, formats: ['iife'], name: 'textEditorHarness' } },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code;
}

const box = { _id: 'a'.repeat(24), pid: 'b'.repeat(24), type: 'text' as const, x: 0, y: 0, w: 400, h: 300 };
const v3 = (fields: Partial<TextV3Widget>): TextV3Widget => ({ ...box, version: 3, verticalAlign: 'top', ...fields });

async function open(widget: TextWidget, link: LinkEntity | null = null): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>`);
  await page.evaluate(([w, l]) => Object.assign(window, { textEditorWidget: w, textEditorLink: l }), [widget, link] as const);
  await page.addScriptTag({ content: bundle });
  const textbox = page.getByRole('textbox', { name: textEditorTexts.label });
  await textbox.waitFor();
  // Keys go where a person's would once the editor has focus and a cursor.
  await expect
    .poll(() => textbox.evaluate((element) => element === document.activeElement && !!document.getSelection()?.rangeCount && element.contains(document.getSelection()!.anchorNode)), POLL)
    .toBe(true);
  return page;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { textEditorEvents: HarnessEvent[] }).textEditorEvents);
/**
 * The widget of the latest save once one matches (a slow machine may save between keystrokes, so tests wait for the
 * save they expect rather than the first one).
 */
async function saved(page: Page, expected: (widget: TextV3Widget) => boolean = () => true): Promise<TextV3Widget> {
  let last: TextV3Widget | undefined;
  await expect
    .poll(async () => {
      const change = (await events(page)).filter((event) => event.kind === 'change').at(-1);
      last = change && 'widget' in change ? change.widget : undefined;
      return last !== undefined && expected(last);
    }, { ...POLL, message: `a save as expected; the last: ${JSON.stringify(last)}` })
    .toBe(true);
  return last!;
}

describe.skipIf(!existsSync(CHROMIUM))('TextEditor in Chromium', () => {
  beforeAll(async () => {
    [bundle, browser] = await Promise.all([bundleHarness(), chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('opens on the widget’s text, focused, and saves typing once as v3', async () => {
    const page = await open(v3({ blocks: [{ key: 'a', text: 'Hello', depth: 0, entityRanges: [] }] }));
    const textbox = page.getByRole('textbox', { name: textEditorTexts.label });
    await expect.poll(() => textbox.textContent(), POLL).toBe('Hello');
    await expect.poll(() => textbox.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    await page.keyboard.press('End');
    // One edit (as a paste or an input method gives it).
    await page.keyboard.insertText(' world');
    const widget = await saved(page);
    expect(widget.blocks).toEqual([{ key: 'a', text: 'Hello world', depth: 0, entityRanges: [] }]);
    await page.waitForTimeout(textConstants.saveDebounceMs * 2);
    const all = await events(page);
    // Applied (20 ms after the edit) and saved once (400 ms after it).
    expect(all.filter((e) => e.kind === 'apply').length).toBeGreaterThan(0);
    expect(all.filter((e) => e.kind === 'change')).toHaveLength(1);
    await page.close();
  }, 30_000);

  it('a v2 widget opens converted, and is saved as v3', async () => {
    const v2: TextWidget = { ...box, version: 2, text: '<h1>Title</h1><p>Body <b>bold</b></p>', bg_color: '00ff00', bg_opacity: 1, column_count: 2, column_gap: 20 };
    const page = await open(v2);
    await expect.poll(() => page.locator('h1').textContent(), POLL).toBe('Title');
    // The box as the viewer draws it: the v2 background and columns.
    const textbox = page.getByRole('textbox', { name: textEditorTexts.label });
    expect(await textbox.evaluate((element) => [getComputedStyle(element.parentElement!).backgroundColor, getComputedStyle(element).columnCount, getComputedStyle(element).columnGap])).toEqual([
      'rgb(0, 255, 0)',
      '2',
      '20px',
    ]);
    // The H1 text style draws with its §3 looks.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontSize)).toBe('48px');
    await page.keyboard.press(`${MOD}+End`);
    await page.keyboard.type('!');
    const widget = await saved(page, (w) => w.blocks?.at(-1)?.text === 'Body bold!');
    expect(widget.version).toBe(3);
    expect(widget).not.toHaveProperty('text');
    expect(widget).toMatchObject({ bgColor: '00ff00', columns: { count: 2, gap: 20 } });
    expect(widget.blocks!.map((b) => b.text)).toEqual(['Title', 'Body bold!']);
    expect(widget.blocksMeta![0]!.data.textStyle).toBe('H1');
    await page.close();
  }, 30_000);

  it('keys of §9: bold, align, indent at the block start, line height, non-breaking space', async () => {
    const page = await open(v3({ blocks: [{ key: 'a', text: 'one two', depth: 0, entityRanges: [] }] }));
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press(`${MOD}+b`);
    await page.keyboard.press(`${MOD}+Shift+c`);
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Alt+Space');
    await page.keyboard.type('x');
    const widget = await saved(page, (w) => w.blocks?.[0]?.text.endsWith('x') === true);
    expect(widget.blocks![0]!.text).toBe('one two\u00a0x');
    expect(widget.styles).toEqual([{ key: 'a', type: 'fontWeight', ranges: [{ offset: 0, length: 3, value: 700 }] }]);
    expect(widget.blocksMeta).toEqual([{ key: 'a', data: { align: 'center', lineHeight: textConstants.defaultLineHeight + textConstants.lineHeightStep, textIndent: textConstants.indentStep } }]);
    // The block's element shows its indent and line height as it is edited.
    const paragraph = page.locator('p').first();
    expect(await paragraph.evaluate((p) => [p.style.textIndent, p.style.lineHeight])).toEqual([`${textConstants.indentStep}px`, `${textConstants.defaultLineHeight + 1}px`]);
    await page.close();
  }, 30_000);

  it('Ctrl/Cmd+K asks for a link; the answer links the text that was selected, the address completed', async () => {
    const page = await open(v3({ blocks: [{ key: 'a', text: 'see this', depth: 0, entityRanges: [] }] }), { url: 'example.com', target: '_blank', type: 'URL' });
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press(`${MOD}+k`);
    const widget = await saved(page, (w) => w.blocks?.[0]?.entityRanges.length === 1);
    expect((await events(page)).find((e) => e.kind === 'link')).toEqual({ kind: 'link', entity: null, hasSelection: true });
    const [range] = widget.blocks![0]!.entityRanges;
    expect(range).toMatchObject({ offset: 4, length: 4 });
    expect(widget.entityMap![range!.key]).toEqual({ url: 'http://example.com', target: '_blank', type: 'URL' });
    await page.close();
  }, 30_000);

  it('Escape ends editing, saving what was typed first', async () => {
    const page = await open(v3({ blocks: [{ key: 'a', text: 'a', depth: 0, entityRanges: [] }] }));
    await page.keyboard.press('End');
    await page.keyboard.type('b');
    await page.keyboard.press('Escape');
    const kinds = (await events(page)).map((e) => e.kind).filter((kind) => kind !== 'apply');
    expect(kinds).toEqual(['change', 'end']);
    await page.close();
  }, 30_000);
});
