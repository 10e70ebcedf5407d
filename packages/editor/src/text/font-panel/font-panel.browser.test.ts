import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontLibrary, fontPanelTexts, fontServerConstants, formatFileSize, type Font } from '@folio/model';
import { startServer, stopServer } from '../../../../server/bench/server-process';
import type { FontPanelEvent } from './font-panel-harness';

// The family picker and the features panel mounted in a real Chromium, on a page of a real server (its library CSS,
// font files, /api/font-features, custom fonts), driven with the keyboard and the mouse as a person does. Runs where
// the system Chromium is (CHROMIUM_PATH or /usr/bin/chromium, as the e2e suite finds it).

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HARNESS = fileURLToPath(new URL('./font-panel-harness.tsx', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../../server/test/fixtures/fonts/', import.meta.url));
const POLL = { timeout: 15_000 };

let browser: Browser;
let bundle: { code: string; css: string };
let server: ChildProcess;
let base: string;
let dataDir: string;

async function bundleHarness(): Promise<{ code: string; css: string }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { write: false, minify: false, cssCodeSplit: false, lib: { entry: HARNESS, formats: ['iife'], name: 'fontPanelHarness' } },
  })) as Rolldown.RolldownOutput[];
  const files = output[0]!.output;
  const code = files.find((file) => file.type === 'chunk')!.code;
  const css = files.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css')).map((file) => String((file as Rolldown.OutputAsset).source)).join('\n');
  return { code, css };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const draft = (fonts: Font[] = []) => ({
  _id: 'a'.repeat(24),
  revision: 0,
  edit_params: { fonts },
  pages: [{ _id: 'b'.repeat(24), num: 1, num_id: 1, wids: [] }],
});

let authors = 0;
/** A fresh author signed in on a page of the server, with the picker and the panel mounted for `family`. */
async function open(family: string, fonts: Font[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Nothing leaves this machine: a request elsewhere fails the test.
  await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => {
    throw new Error(`the page reached ${route.request().url()}`);
  });
  await page.goto(`${base}/api/health`);
  authors += 1;
  const signup = await page.evaluate(async (email) => {
    const response = await fetch('/api/auth/signup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'correct horse battery', name: 'Font Author' }) });
    return response.status;
  }, `font-author-${authors}@example.test`);
  expect(signup).toBeLessThan(300);
  await page.setContent('<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await page.evaluate(([d, f]) => Object.assign(window, { fontPanelDraft: d, fontPanelFamily: f }), [draft(fonts), family] as const);
  await page.addStyleTag({ content: bundle.css });
  await page.addScriptTag({ content: bundle.code });
  await page.getByRole('combobox', { name: fontPanelTexts.family }).waitFor();
  return page;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { fontPanelEvents: FontPanelEvent[] }).fontPanelEvents);
const picked = async (page: Page) => (await events(page)).filter((event) => event.kind === 'family').map((event) => (event as { family: string }).family);
const listbox = (page: Page) => page.getByRole('listbox', { name: fontPanelTexts.families });
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent ?? null : null;
  });
/** The first family of an element's computed font-family. */
const drawnFamily = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, ''));
const faceLoaded = (page: Page, family: string) => page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, '') === name && face.status === 'loaded'), family);

describe.skipIf(!existsSync(CHROMIUM))('the font panel in Chromium', () => {
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'folio-font-panel-'));
    [bundle, browser, server] = await Promise.all([
      bundleHarness(),
      chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] }),
      startServer(port, { DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: base }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens a list of 40+ families, each drawn in its own face, loading the library CSS only for the rows in view', async () => {
    const page = await open('Roboto');
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/fonts/css')) cssRequests.push(decodeURIComponent(request.url()));
    });
    await page.getByRole('combobox', { name: fontPanelTexts.family }).click();
    await listbox(page).waitFor();
    const options = listbox(page).getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(40);
    // Sections: the project's, the library by category, the system's (My fonts is empty for a new author).
    const groups = await listbox(page).getByRole('group').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-labelledby') && document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent));
    expect(groups).toEqual([fontPanelTexts.sections.inUse, ...Object.values(fontPanelTexts.categories).filter((title) => groups.includes(title)), fontPanelTexts.sections.system]);
    // Each name in its face.
    const faces = await options.evaluateAll((rows) => rows.map((row) => [row.textContent, getComputedStyle(row.querySelector('.fo-fontpick__name')!).fontFamily.split(',')[0]!.replace(/"/g, '')]));
    for (const [name, face] of faces) expect(face).toBe(name);
    // The current family is checked and under the arrow keys.
    await expect.poll(() => activeOption(page), POLL).toBe('Roboto');
    expect(await listbox(page).getByRole('option', { name: 'Roboto' }).first().getAttribute('aria-selected')).toBe('true');
    // Faces of the rows in view load; the rows further down are not asked for until they scroll into view.
    await expect.poll(() => faceLoaded(page, 'Roboto'), POLL).toBe(true);
    const asked = () => new Set(cssRequests.flatMap((url) => /family=([^&]+)/.exec(url)?.[1]?.split('|').map((family) => family.split(':')[0]!.replace(/\+/g, ' ')) ?? []));
    await expect.poll(() => asked().size, POLL).toBeGreaterThan(0);
    const lastLibrary = fontLibrary.filter((font) => font.category === 'handwriting').at(-1)!.family;
    expect(asked().has(lastLibrary)).toBe(false);
    expect(asked().size).toBeLessThan(fontLibrary.length);
    for (const url of cssRequests) expect(url).toContain('subset=latin');
    await listbox(page).evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect.poll(() => asked().has(lastLibrary), POLL).toBe(true);
    await page.context().close();
  }, 60_000);

  it('moves with the arrow keys (previewing), closes with Escape without a choice, picks with Enter after a search', async () => {
    const page = await open('Roboto');
    const field = page.getByRole('combobox', { name: fontPanelTexts.family });
    await field.focus();
    await page.keyboard.press('ArrowDown');
    await listbox(page).waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    const first = await activeOption(page);
    await page.keyboard.press('ArrowDown');
    const second = await activeOption(page);
    expect(second).not.toBe(first);
    await expect.poll(async () => (await events(page)).filter((event) => event.kind === 'preview').at(-1), POLL).toEqual({ kind: 'preview', family: second });
    // Escape: the list goes, nothing is chosen, the preview ends, the field shows the family again.
    await page.keyboard.press('Escape');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await picked(page)).toEqual([]);
    expect((await events(page)).at(-1)).toEqual({ kind: 'preview', family: null });
    expect(await field.inputValue()).toBe('Roboto');
    // Typing opens the list and searches it; the best match is under the arrow keys; Enter picks it.
    await page.keyboard.type('fraun');
    await listbox(page).waitFor();
    expect(await listbox(page).getByRole('option').allTextContents()).toEqual(['Fraunces']);
    await page.keyboard.press('Enter');
    await listbox(page).waitFor({ state: 'detached' });
    expect(await picked(page)).toEqual(['Fraunces']);
    expect(await field.inputValue()).toBe('Fraunces');
    // The field and the text draw in Fraunces, from Folio's own files.
    expect(await drawnFamily(page, '.fo-fontpick__field')).toBe('Fraunces');
    expect(await drawnFamily(page, '[data-sample]')).toBe('Fraunces');
    await expect.poll(() => faceLoaded(page, 'Fraunces'), POLL).toBe(true);
    // A search that matches nothing says so.
    await field.click();
    await page.keyboard.type('zzzz');
    await expect.poll(() => listbox(page).textContent(), POLL).toBe(fontPanelTexts.noMatch('zzzz'));
    await page.keyboard.press('Escape');
    await page.context().close();
  }, 60_000);

  it('shows only the features the font has, and a switch writes fontFeatures', async () => {
    const page = await open('Fraunces');
    const answer = await page.evaluate(async () => (await fetch('/api/font-features', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ font: 'Fraunces', weight: 400 }) })).json());
    const panel = page.getByRole('group', { name: fontPanelTexts.features });
    await expect.poll(() => panel.getByRole('status').count(), POLL).toBe(0);
    const switches = await panel.getByRole('switch').evaluateAll((inputs) => inputs.map((input) => input.closest('label')!.textContent));
    const expected = (answer.features as string[]).filter((tag) => fontPanelTexts.featureNames[tag] && !['lnum', 'onum', 'tnum', 'pnum'].includes(tag)).map((tag) => fontPanelTexts.featureNames[tag]);
    for (const label of expected) expect(switches).toContain(label);
    // Every switch but kerning names a feature the font reported.
    const reported = new Set((answer.features as string[]).map((tag) => fontPanelTexts.featureNames[tag] ?? tag));
    for (const label of switches.filter((label) => label !== fontPanelTexts.kerning)) {
      const set = /(\d+)$/.exec(label ?? '')?.[1];
      expect(set ? (answer.features as string[]).includes(`ss${set.padStart(2, '0')}`) : reported.has(label!)).toBe(true);
    }
    // Its variable axes as sliders within their ranges.
    for (const axis of answer.axes as { name: string; min: number; max: number }[]) {
      const slider = panel.getByRole('slider', { name: new RegExp(axis.name) });
      expect([Number(await slider.getAttribute('min')), Number(await slider.getAttribute('max'))]).toEqual([axis.min, axis.max]);
    }
    // Switching a feature writes it (only where it differs from the font's default), and the text draws with it.
    const offered = (answer.features as string[]).filter((each) => fontPanelTexts.featureNames[each] && !['lnum', 'onum', 'tnum', 'pnum'].includes(each));
    const tag = offered.find((each) => each !== 'liga') ?? offered[0];
    expect(tag).toBeDefined();
    const on = tag !== 'liga';
    await panel.getByRole('switch', { name: fontPanelTexts.featureNames[tag!] }).click();
    await expect.poll(async () => (await events(page)).filter((event) => event.kind === 'features').at(-1), POLL).toEqual({ kind: 'features', patch: { fontFeatures: { [tag!]: on } } });
    expect(await page.locator('[data-sample]').evaluate((element) => getComputedStyle(element).fontFeatureSettings)).toBe(on ? `"${tag}"` : `"${tag}" 0`);
    // An axis typed in its number field, within its range.
    const axis = (answer.axes as { tag: string; name: string; min: number; max: number }[])[0]!;
    const axisValue = Math.round((axis.min + axis.max) / 2);
    const number = panel.getByRole('textbox', { name: axis.name });
    await number.click();
    await number.press('ControlOrMeta+A');
    await number.pressSequentially(String(axisValue));
    await number.press('Enter');
    await expect.poll(async () => (await events(page)).filter((event) => event.kind === 'features').at(-1), POLL).toEqual({ kind: 'features', patch: { variableAxes: { [axis.tag]: axisValue } } });
    expect(await page.locator('[data-sample]').evaluate((element) => getComputedStyle(element).fontVariationSettings)).toBe(`"${axis.tag}" ${axisValue}`);
    // Kerning off, then superscript.
    await panel.getByRole('switch', { name: fontPanelTexts.kerning }).click();
    await panel.getByRole('radio', { name: fontPanelTexts.scripts.superscript }).click();
    const patches = (await events(page)).filter((event) => event.kind === 'features').map((event) => (event as { patch: object }).patch);
    expect(patches.slice(-2)).toEqual([{ kerning: false }, { script: 'superscript' }]);
    await page.context().close();
  }, 60_000);

  it("says politely that a system font's features cannot be detected", async () => {
    const page = await open('Georgia');
    const panel = page.getByRole('group', { name: fontPanelTexts.features });
    await expect.poll(() => panel.getByRole('status').textContent(), POLL).toContain(fontPanelTexts.cannotDetect);
    expect(await panel.getByRole('alert').count()).toBe(0);
    // The drawing controls are there all the same.
    expect(await panel.getByRole('switch', { name: fontPanelTexts.kerning }).count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it('uploads a font under My fonts and into the project fonts; a file that is no font is refused with the server message', async () => {
    const page = await open('Roboto');
    const field = page.getByRole('combobox', { name: fontPanelTexts.family });
    await field.click();
    await listbox(page).waitFor();
    const fixture = readFixtureFont();
    await page.locator('[data-font-input]').setInputFiles({ name: fixture.name, mimeType: 'font/otf', buffer: fixture.bytes });
    await expect.poll(() => page.getByText(/was added to My fonts/).count(), POLL).toBe(1);
    const mine = listbox(page).getByRole('group', { name: fontPanelTexts.sections.custom });
    const family = (await mine.getByRole('option').first().textContent())!;
    expect(family).toBeTruthy();
    const fonts = await page.evaluate(() => (window as unknown as { fontPanelProjectFonts: () => Font[] }).fontPanelProjectFonts());
    expect(fonts).toEqual([expect.objectContaining({ provider: 'custom', css_name: family, css_url: expect.stringMatching(/^\/api\/fonts\/custom\/[^/]+\.css$/) })]);
    await expect.poll(() => activeOption(page), POLL).toBe(family);
    await mine.getByRole('option', { name: family }).click();
    expect(await picked(page)).toEqual([family]);
    await expect.poll(() => faceLoaded(page, family), POLL).toBe(true);
    // Its features are the file's own: ss01 and old-style figures among them; a set it lacks is not offered.
    const panel = page.getByRole('group', { name: fontPanelTexts.features });
    await panel.getByRole('switch', { name: fontPanelTexts.stylisticSet(1) }).waitFor();
    expect(await panel.getByRole('radio', { name: fontPanelTexts.featureNames.onum }).count()).toBe(1);
    expect(await panel.getByRole('switch', { name: fontPanelTexts.stylisticSet(20) }).count()).toBe(0);
    await panel.getByRole('radio', { name: fontPanelTexts.featureNames.onum }).click();
    await expect.poll(async () => (await events(page)).filter((event) => event.kind === 'features').at(-1), POLL).toEqual({ kind: 'features', patch: { fontFeatures: { onum: true } } });
    // A picture renamed .ttf: the server's own message, nothing added.
    await field.click();
    await page.locator('[data-font-input]').setInputFiles({ name: 'holiday.ttf', mimeType: 'font/ttf', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
    const error = page.getByRole('alert');
    await expect.poll(() => error.textContent(), POLL).toMatch(/^holiday\.ttf could not be uploaded: .+/);
    expect(await page.evaluate(() => (window as unknown as { fontPanelProjectFonts: () => Font[] }).fontPanelProjectFonts().length)).toBe(1);
    // A file whose name is no font's is not sent.
    await page.locator('[data-font-input]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => error.textContent(), POLL).toBe(fontPanelTexts.notAFont('notes.txt'));
    // Nor is a file over the server's limit.
    const huge = Buffer.alloc(fontServerConstants.uploadMaxBytes + 1);
    await page.locator('[data-font-input]').setInputFiles({ name: 'huge.woff2', mimeType: 'font/woff2', buffer: huge });
    await expect.poll(() => error.textContent(), POLL).toBe(fontPanelTexts.tooLarge('huge.woff2', formatFileSize(huge.length), formatFileSize(fontServerConstants.uploadMaxBytes)));
    await page.context().close();
  }, 60_000);
});

/** The committed test font with ss01 and onum (packages/server/test/fixtures/fonts/). */
function readFixtureFont(): { name: string; bytes: Buffer } {
  const name = readdirSync(FIXTURES).find((file) => /\.(otf|ttf|woff2?)$/i.test(file) && !/corrupt|truncat|renamed/i.test(file));
  if (!name) throw new Error(`no test font in ${FIXTURES}`);
  return { name, bytes: readFileSync(join(FIXTURES, name)) };
}
