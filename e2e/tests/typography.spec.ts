// Issue 12's acceptance journey, "Typography", in Chromium as a new author: a text typed and styled from the text
// toolbar, named styles, a nested list, a styled link, Grow with the text, paddings; published; and what visitors
// see on a desktop and on a phone, faces and all, against committed baselines.
// Refresh the baselines after a deliberate change: npx playwright test -c e2e/playwright.config.ts typography --update-snapshots
// FOLIO_SHOTS=<folder> also saves screenshots of each surface for a designer's review.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { publishFromPanel } from './publish-helpers';
import {
  addText,
  backToText,
  canvasWidget,
  caretToLine,
  chooseFamily,
  chooseFromToolbar,
  DESKTOP,
  editText,
  loadedFaces,
  lookOf,
  lookOfElement,
  PHONE,
  recordFontResponses,
  rgbOf,
  firstFamily,
  newProjectAsPerson,
  reviewShot,
  selectCharacters,
  signUpAsPerson,
  textbox,
  toolbar,
  typeInto,
  typeTextColour,
  typeToolbarNumber,
  waitUntilSaved,
} from './typography-helpers';

const SCREENSHOT_CSS = fileURLToPath(new URL('./screenshot.css', import.meta.url));

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 300_000 });

// What the author gives the text (a library family that is not the default, a weight it has, a size and a colour).
const RUN = { text: 'High water', family: 'Lora', weight: 'Bold', weightValue: '700', size: 30, colour: '1D3557' };
const H1_SIZE = 56;
const LINK_STYLE = { name: 'Harbour', colours: { Link: '2A9D8F', Hover: 'E76F51', 'Current page': '6D597A' } };
// "Read the almanac or stay on this page.": "the almanac" goes to page 2, "this page" to page 1 (its own).
const LINKS = [
  { text: 'the almanac', at: 'Read '.length, page: 2 },
  { text: 'this page', at: 'Read the almanac or stay on '.length, page: 1 },
];
// Each handle dragged by this much (screen px): the left one to the right, the top one down.
const PADDING_DRAGS = [
  { side: 'Left padding', dx: 40, dy: 0 },
  { side: 'Top padding', dx: 0, dy: 16 },
];
// The text's place on phones (X position, Width), page px.
const PHONE_PLACE = [['X position', 16], ['Width', 288]] as const;
const GROWN_LINES = ['Spring tides at the full moon.', 'Neap tides at the quarters.', 'Mind the bar at low water.'];
const LINES = ['Tide tables', 'High water at noon, low water at dusk.', 'Harbour', 'North pier', 'South pier', 'Read the almanac or stay on this page.'];

test('a new author styles a text with the toolbar and named styles, publishes it, and visitors see its faces', async ({ page, browser }) => {
  await signUpAsPerson(page, 'Typesetter');
  const numId = await newProjectAsPerson(page, 'Tide tables');

  // A text, made wide enough for a headline, typed in place.
  const textId = await addText(page);
  const corner = (await page.locator('[data-handle="se"]').boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + 200, corner.y + 60, { steps: 5 });
  await page.mouse.move(corner.x + 320, corner.y + 120, { steps: 5 });
  await page.mouse.up();
  await editText(page, textId);
  await expect(toolbar(page)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  for (const [index, line] of LINES.entries()) {
    if (index) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }

  await test.step('part of a line gets a library family, a weight, a size and a colour from the toolbar', async () => {
    await caretToLine(page, 1);
    await selectCharacters(page, RUN.text.length);
    await chooseFamily(page, RUN.family);
    await chooseFromToolbar(page, 'Weight', RUN.weight);
    await typeToolbarNumber(page, 'Font size', RUN.size);
    await typeTextColour(page, RUN.colour);
    await reviewShot(page, 'constructor-toolbar-desktop');
    const look = await lookOf(textbox(page), RUN.text);
    expect(firstFamily(look.fontFamily)).toBe(RUN.family);
    expect(look).toMatchObject({ fontWeight: RUN.weightValue, fontSize: `${RUN.size}px`, color: 'rgb(29, 53, 87)' });
  });

  await test.step('the first line becomes an H1', async () => {
    await caretToLine(page, 0);
    await chooseFromToolbar(page, 'Text style', 'H1');
    await expect(textbox(page).locator('h1')).toHaveText(LINES[0]!);
  });

  await test.step('three lines become a bulleted list, two of them nested with Tab', async () => {
    await caretToLine(page, 2);
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+End');
    await toolbar(page).getByRole('button', { name: 'Bulleted list' }).click();
    await backToText(page);
    await caretToLine(page, 3);
    await page.keyboard.press('Tab');
    await caretToLine(page, 4);
    await page.keyboard.press('Tab');
    await expect(textbox(page).locator('ul ul li')).toHaveText([LINES[3]!, LINES[4]!]);
  });
  await page.keyboard.press('Escape');
  await expect(textbox(page)).toHaveCount(0);
  await expect(canvasWidget(page, textId).locator('h1')).toHaveText(LINES[0]!);

  let secondTextId = '';
  await test.step('a second page with an H1 of its own', async () => {
    await page.getByRole('button', { name: 'Add page' }).click();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    secondTextId = await addText(page);
    await editText(page, secondTextId);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Almanac');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Every port, every day.');
    await caretToLine(page, 0);
    await chooseFromToolbar(page, 'Text style', 'H1');
    await page.keyboard.press('Escape');
    await expect(canvasWidget(page, secondTextId).locator('h1')).toHaveText('Almanac');
    await expect(canvasWidget(page, secondTextId).locator('h1')).toHaveCSS('font-size', '48px');
  });

  await test.step('H1 made larger in the text styles panel: every H1 on every page follows', async () => {
    await page.getByRole('button', { name: 'Styles', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Styles' });
    await expect(panel).toBeVisible();
    await panel.getByRole('tab', { name: 'Text' }).click();
    await panel.getByRole('option', { name: /^H1/ }).click();
    await typeInto(panel.getByRole('textbox', { name: 'Size', exact: true }), String(H1_SIZE));
    await page.keyboard.press('Enter');
    await reviewShot(page, 'constructor-styles-panel-desktop');
    await expect(canvasWidget(page, secondTextId).locator('h1')).toHaveCSS('font-size', `${H1_SIZE}px`);

    // A link style of the project's own, with a colour for each state.
    await panel.getByRole('tab', { name: 'Links' }).click();
    await panel.getByRole('button', { name: 'New style' }).click();
    await typeInto(panel.getByRole('textbox', { name: 'Name', exact: true }), LINK_STYLE.name);
    await page.keyboard.press('Enter');
    for (const [state, colour] of Object.entries(LINK_STYLE.colours)) {
      await panel.getByRole('tab', { name: state, exact: true }).click();
      await typeInto(panel.getByRole('textbox', { name: 'Text colour', exact: true }), colour);
      await page.keyboard.press('Enter');
    }
    await reviewShot(page, 'constructor-link-styles-desktop');
    await panel.getByRole('button', { name: 'Close styles' }).click();
    await expect(panel).toHaveCount(0);

    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(canvasWidget(page, textId).locator('h1')).toHaveCSS('font-size', `${H1_SIZE}px`);
  });

  await test.step('two links in the text, to the next page and to this one, with the link style', async () => {
    await editText(page, textId);
    for (const link of LINKS) {
      await caretToLine(page, 5);
      for (let n = 0; n < link.at; n += 1) await page.keyboard.press('ArrowRight');
      await selectCharacters(page, link.text.length);
      await toolbar(page).getByRole('button', { name: 'Link', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Link' });
      await dialog.getByLabel('Link to').selectOption({ label: 'Page of this project' });
      await dialog.getByLabel('Page', { exact: true }).selectOption({ index: link.page });
      await dialog.getByLabel('Link style').selectOption({ label: LINK_STYLE.name });
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(textbox(page).getByRole('link', { name: link.text })).toBeVisible();
      await textbox(page).focus();
    }
  });

  await test.step('the body line gets paddings from the paddings editor\'s drag handles', async () => {
    await caretToLine(page, 1);
    await page.keyboard.press('End');
    await toolbar(page).getByRole('button', { name: 'Paddings', exact: true }).click();
    for (const { side, dx, dy } of PADDING_DRAGS) {
      const handle = page.getByRole('slider', { name: side });
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2 + dy / 2, { steps: 4 });
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
      await page.mouse.up();
      expect(Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    }
    await reviewShot(page, 'constructor-paddings-desktop');
    const body = textbox(page).locator('p', { hasText: 'at noon' });
    expect(parseFloat(await body.evaluate((element) => getComputedStyle(element).paddingLeft))).toBeGreaterThan(0);
    expect(parseFloat(await body.evaluate((element) => getComputedStyle(element).paddingTop))).toBeGreaterThan(0);
  });

  // Done with the text: a click on the canvas beside the page ends editing; a click on the text selects it again.
  // (Escape on a paddings handle keeps the focus on the handle: it does not lead back to the text.)
  const canvas = (await page.locator('.fo-canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width - 20, canvas.y + canvas.height / 2);
  await expect(textbox(page)).toHaveCount(0);
  const drawnText = (await canvasWidget(page, textId).boundingBox())!;
  await page.mouse.click(drawnText.x + drawnText.width / 2, drawnText.y + 10);
  await expect(page.getByRole('toolbar', { name: 'Arrange' }).getByRole('status')).toHaveText('1 widget selected');
  const paddings = await canvasWidget(page, textId).locator('p', { hasText: 'at noon' }).evaluate((element) => ({ left: getComputedStyle(element).paddingLeft, top: getComputedStyle(element).paddingTop }));
  expect(parseFloat(paddings.left)).toBeGreaterThan(0);

  await test.step('Grow with the text: the widget grows as lines are typed', async () => {
    const frame = page.locator('.fo-overlay__selection');
    const height = async () => Number(await frame.getAttribute('data-h'));
    const before = await height();
    await page.getByRole('switch', { name: 'Grow with the text' }).click();
    await expect(page.getByRole('switch', { name: 'Grow with the text' })).toBeChecked();
    // The height follows the content at once (here: shorter than the box the author drew).
    await expect.poll(height).not.toBe(before);
    const fitted = await height();
    await editText(page, textId);
    await page.keyboard.press('ControlOrMeta+End');
    for (const line of GROWN_LINES) {
      await page.keyboard.press('Enter');
      await page.keyboard.type(line);
    }
    await page.keyboard.press('Escape');
    await expect(textbox(page)).toHaveCount(0);
    await expect.poll(height).toBeGreaterThan(fitted + GROWN_LINES.length * 20);
    const drawn = (await canvasWidget(page, textId).locator('.folio-text').evaluate((element) => element.scrollHeight));
    const box = (await canvasWidget(page, textId).boundingBox())!;
    // Nothing spills out of the box.
    expect(box.height + 1).toBeGreaterThanOrEqual(drawn * (box.height / (await height())));
  });

  await test.step('on phones the text is placed on the narrower page', async () => {
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await expect(page.locator('.fo-canvas__page')).toHaveCSS('width', '320px');
    for (const [label, value] of PHONE_PLACE) {
      await typeInto(page.getByRole('textbox', { name: label, exact: true }), String(value));
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('.fo-overlay__selection')).toHaveAttribute('data-w', String(PHONE_PLACE[1]![1]));
    await reviewShot(page, 'constructor-phone');
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
  });

  await waitUntilSaved(page);
  await publishFromPanel(page);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  const address = `/${me.uri}/${numId}/`;

  for (const device of [
    { name: 'desktop', viewport: DESKTOP, options: {} },
    { name: 'phone', viewport: PHONE, options: { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
  ]) {
    await test.step(`a visitor on a ${device.name} sees the faces, the styles and the link states`, async () => {
      const context = await browser.newContext({ viewport: device.viewport, ...device.options });
      const visitor = await context.newPage();
      const fonts = recordFontResponses(visitor);
      await visitor.goto(address);
      await visitor.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
      await visitor.evaluate(() => document.fonts.ready);
      const text = visitor.locator(`.folio-widget[data-widget-id="${textId}"]`);
      await expect(text.locator('h1')).toHaveText(LINES[0]!);

      // The runs as the author styled them, in the faces they named.
      const run = await lookOf(text, RUN.text);
      expect(firstFamily(run.fontFamily)).toBe(RUN.family);
      expect(run).toMatchObject({ fontWeight: RUN.weightValue, fontSize: `${RUN.size}px`, fontStyle: 'normal', color: 'rgb(29, 53, 87)' });
      const heading = await lookOf(text, LINES[0]!);
      expect(firstFamily(heading.fontFamily)).toBe('Roboto');
      expect(heading).toMatchObject({ fontWeight: '700', fontSize: `${H1_SIZE}px` });
      const body = await lookOfElement(text.locator('p', { hasText: 'at noon' }));
      expect(firstFamily(body.fontFamily)).toBe('Roboto');
      expect(body).toMatchObject({ fontWeight: '400', fontSize: '18px' });
      await expect(text.locator('ul ul li')).toHaveText([LINES[3]!, LINES[4]!]);
      const padded = await text.locator('p', { hasText: 'at noon' }).evaluate((element) => ({ left: getComputedStyle(element).paddingLeft, top: getComputedStyle(element).paddingTop }));
      expect(padded).toEqual(paddings);

      // Every face is loaded, and every font file came from this server's /api/fonts/.
      const faces = await loadedFaces(visitor);
      expect(faces).toEqual(expect.arrayContaining([`${RUN.family} 700 normal`, 'Roboto 700 normal', 'Roboto 400 normal']));
      expect(fonts.length).toBeGreaterThan(0);
      for (const response of fonts) {
        expect(response.url().startsWith(`${new URL(visitor.url()).origin}/api/fonts/`), response.url()).toBe(true);
        expect(response.status()).toBe(200);
      }

      // The link style's states: the link, its hover, and the current page.
      const [next, here] = LINKS.map((link) => text.getByRole('link', { name: link.text }));
      await expect(next!).toHaveCSS('color', rgbOf(LINK_STYLE.colours.Link));
      await expect(here!).toHaveAttribute('aria-current', 'page');
      await expect(here!).toHaveCSS('color', rgbOf(LINK_STYLE.colours['Current page']));
      if (device.name === 'desktop') {
        await next!.hover();
        await expect(next!).toHaveCSS('color', rgbOf(LINK_STYLE.colours.Hover));
      }

      await reviewShot(visitor, `published-${device.name}`);
      await visitor.mouse.move(0, device.viewport.height - 1);
      const section = visitor.locator('section.folio-page').first();
      await expect(section).toHaveScreenshot(`published-${device.name}.png`, { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', stylePath: SCREENSHOT_CSS });
      await context.close();
    });
  }
});
