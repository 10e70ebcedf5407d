// The link panel (docs/editor-links.md): Ctrl/Cmd+K and the arrange bar's Link button on selected widgets, a web
// address stored with http:// prepended, a page link and an anchor, an invalid email refused with its message,
// undo and Remove link taking the link away on the server too, and the published viewer's widgets linking there.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations } from './axe-helpers';
import { centerOf, drag, openNewProject } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

// Wide enough that the page is drawn at 100%: screen px on the canvas are page px.
test.use({ viewport: { width: 1700, height: 1000 } });

interface StoredWidget {
  _id: string;
  type: string;
  clickLink?: string;
  clickTarget?: string;
  anchor_link_pos?: number;
}

async function addShape(page: Page): Promise<string> {
  const before = await page.locator('.fo-canvas__page .folio-widget-shape').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget-id')));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menu', { name: 'Add a widget' }).getByRole('menuitem', { name: 'Shape', exact: true }).click();
  const shapes = page.locator('.fo-canvas__page .folio-widget-shape');
  await expect(shapes).toHaveCount(before.length + 1);
  const after = await shapes.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget-id')));
  return after.find((id) => !before.includes(id))!;
}

async function storedWidgets(page: Page, projectId: string) {
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
  const reply = await page.request.get(`/api/projects/${projectId}`);
  expect(reply.status()).toBe(200);
  const draft = (await reply.json()) as { pages: { _id: string; num_id: number; wids: StoredWidget[] }[] };
  return { pages: draft.pages, widgets: Object.fromEntries(draft.pages.flatMap((p) => p.wids).map((widget) => [widget._id, widget])) };
}

const linkPanel = (page: Page) => page.getByRole('dialog', { name: 'Link' });

test('links on widgets: a web address, a page and an anchor, an invalid email refused, undo and remove; the viewer links there', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { _id: projectId, num_id: numId, author: me } = await openNewProject(page, 'Links', 'links');
  // A second page to link to.
  await page.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();

  // Ctrl/Cmd+K on the selected shape opens the panel beside it: a bare address gets http:// (§5).
  const web = await addShape(page);
  await expect(page.getByRole('application', { name: 'Page canvas' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+k');
  const panel = linkPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Link to')).toHaveValue('URL');
  await expect(panel.getByLabel('Web address')).toBeFocused();
  // Beside the selection, not over it.
  const selection = (await page.locator('.fo-overlay__selection').boundingBox())!;
  const placed = (await panel.boundingBox())!;
  expect(placed.x).toBeGreaterThanOrEqual(selection.x + selection.width);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.type('example.com');
  await expect(panel.getByLabel('Web address')).toHaveValue('example.com');
  await panel.screenshot({ path: test.info().outputPath('link-panel.png') });
  await page.screenshot({ path: test.info().outputPath('link-panel-beside-the-selection.png') });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('application', { name: 'Page canvas' })).toBeFocused();
  expect((await storedWidgets(page, projectId)).widgets[web]).toMatchObject({ clickLink: 'http://example.com' });

  // An invalid email: its message under the field, nothing written.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(panel.getByLabel('Web address')).toHaveValue('http://example.com');
  await expect(panel.getByRole('button', { name: 'Remove link' })).toBeVisible();
  await panel.getByLabel('Link to').selectOption({ label: 'Email' });
  await panel.getByLabel('Email address').click();
  await page.keyboard.type('ann@');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Enter an email address such as name@example.com.')).toBeVisible();
  await expect(panel.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Email address')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.screenshot({ path: test.info().outputPath('link-panel-error.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect((await storedWidgets(page, projectId)).widgets[web]).toMatchObject({ clickLink: 'http://example.com' });

  // Undo takes the link away, on the server too (the field is removed, not left behind).
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => 'clickLink' in (await storedWidgets(page, projectId)).widgets[web]!).toBe(false);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(async () => (await storedWidgets(page, projectId)).widgets[web]!.clickLink).toBe('http://example.com');

  // A page of this project, from the arrange bar's Link button, opening in a new tab.
  const toPage = await addShape(page);
  await drag(page, await centerOf(page.locator(`.fo-canvas__page [data-widget-id="${toPage}"]`)), 260, 0);
  await page.getByRole('toolbar', { name: 'Arrange' }).getByRole('button', { name: 'Link' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove link' })).toHaveCount(0);
  await panel.getByLabel('Link to').selectOption({ label: 'Page of this project' });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Choose a page.')).toBeVisible();
  await panel.getByLabel('Page', { exact: true }).selectOption({ label: 'Page 2' });
  await panel.getByLabel('Open in a new tab').check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();

  // An anchor: it needs a page and a position.
  const anchor = await addShape(page);
  await drag(page, await centerOf(page.locator(`.fo-canvas__page [data-widget-id="${anchor}"]`)), -260, 0);
  await page.keyboard.press('ControlOrMeta+k');
  await panel.getByLabel('Link to').selectOption({ label: 'Position on a page' });
  await expect(panel.getByLabel('Page', { exact: true })).toHaveValue(/[0-9a-f]{24}/);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('An anchor needs a position: enter the pixels from the top of the page.')).toBeVisible();
  await panel.getByLabel('Page', { exact: true }).selectOption({ label: 'Page 2' });
  await panel.getByLabel('Position').click();
  await page.keyboard.type('200');
  await panel.screenshot({ path: test.info().outputPath('link-panel-anchor.png') });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();

  const { pages, widgets } = await storedWidgets(page, projectId);
  const second = pages[1]!;
  expect(widgets[toPage]).toMatchObject({ clickLink: `/p${second.num_id}/`, clickTarget: '_blank' });
  expect(widgets[anchor]).toMatchObject({ clickLink: `anchor:${second._id}`, anchor_link_pos: 200 });

  // Published: the viewer's widgets link where the panel said (the external one is not followed).
  await publishFromPanel(page);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/${me.uri}/${numId}/`);
  const linkOf = (id: string) => viewer.locator(`.folio-widget[data-widget-id="${id}"] a.folio-widget-link`);
  await expect(linkOf(web)).toHaveAttribute('href', 'http://example.com');
  await expect(linkOf(web)).not.toHaveAttribute('target', /./);
  await expect(linkOf(toPage)).toHaveAttribute('href', `/p${second.num_id}/`);
  await expect(linkOf(toPage)).toHaveAttribute('target', '_blank');
  await expect(linkOf(anchor)).toHaveAttribute('href', `anchor:${second._id}`);
  // The anchor scrolls the viewer to page 2.
  await linkOf(anchor).click();
  await expect(viewer).toHaveURL(new RegExp(`/${numId}/2/$`));
  await visitor.close();

  // Remove link takes the link and its position off the widget.
  const anchorAt = await centerOf(page.locator(`.fo-canvas__page [data-widget-id="${anchor}"]`));
  await page.mouse.click(anchorAt.x, anchorAt.y);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(panel.getByLabel('Position')).toHaveValue('200');
  await panel.getByRole('button', { name: 'Remove link' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(async () => {
    const widget = (await storedWidgets(page, projectId)).widgets[anchor]!;
    return ['clickLink', 'anchor_link_pos'].filter((field) => field in widget);
  }).toEqual([]);
});

test('Ctrl/Cmd+K needs a selection and leaves fields alone', async ({ page }) => {
  await openNewProject(page, 'Keys', 'links');
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(linkPanel(page)).toHaveCount(0);
  await addShape(page);
  // In a field of the bars (the fixed position), the key is the field's.
  await page.getByRole('toolbar', { name: 'Arrange' }).getByRole('combobox').focus();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(linkPanel(page)).toHaveCount(0);
  // Cancel writes nothing and gives the focus back.
  await page.getByRole('application', { name: 'Page canvas' }).focus();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(linkPanel(page).getByLabel('Web address')).toBeFocused();
  await page.keyboard.type('example.org');
  await expect(linkPanel(page).getByLabel('Web address')).toHaveValue('example.org');
  await linkPanel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(linkPanel(page)).toHaveCount(0);
  await expect(page.getByRole('application', { name: 'Page canvas' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.keyboard.press('ControlOrMeta+z');
  // The undo took the shape away: the cancelled link was never a step of its own.
  await expect(page.locator('.fo-canvas__page .folio-widget-shape')).toHaveCount(0);
});

test('every type of link shows its labelled fields, and axe-core finds nothing serious in any', async ({ page }) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Types', 'links');
  await addShape(page);
  await page.keyboard.press('ControlOrMeta+k');
  const panel = linkPanel(page);
  const fields: Record<string, string[]> = {
    'Web address': ['Web address', 'Open in a new tab'],
    Email: ['Email address'],
    Phone: ['Phone number'],
    'Page of this project': ['Page', 'Open in a new tab'],
    'Position on a page': ['Page', 'Position'],
    'Back to top': [],
    'Go back': [],
    Share: ['Share on', 'What to share'],
    'Start with a template': ['Template id'],
    'Mailchimp signup': ['Mailchimp base address', 'Account id (u)', 'List id (id)'],
  };
  for (const [kind, labels] of Object.entries(fields)) {
    await panel.getByLabel('Link to').selectOption({ label: kind });
    for (const label of labels) await expect(panel.getByLabel(label, { exact: true }), `${kind}: ${label}`).toBeVisible();
    await expect(panel.locator('input, select')).toHaveCount(1 + labels.length);
    expect(await seriousViolations(page), kind).toEqual([]);
    await panel.screenshot({ path: test.info().outputPath(`link-panel-${kind.replaceAll(' ', '-').toLowerCase()}.png`) });
  }
  // Share stores the spec's pattern.
  await panel.getByLabel('Link to').selectOption({ label: 'Share' });
  await panel.getByLabel('Share on').selectOption({ label: 'LinkedIn' });
  await panel.getByLabel('What to share').selectOption({ label: 'The current page' });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(panel.getByLabel('Link to')).toHaveValue('Share');
  await expect(panel.getByLabel('Share on')).toHaveValue('linkedin');
  await expect(panel.getByLabel('What to share')).toHaveValue('page');
});
