// The constructor's animation editor (docs/editor-animation.md), as an author uses it: a click animation of two
// steps given to one shape and triggered by another, previewed on the canvas with the viewer's keyframes, undone
// and redone (a slider's drag as one step), saved, published, and played by a visitor's click on the trigger.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { typeInto } from './typography-helpers';
import { seriousViolations } from './axe-helpers';
import { addWidget, openNewProject } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

// Wide enough that the page is drawn at 100%, and tall enough for the panel.
test.use({ viewport: { width: 1700, height: 1100 } });
// Each test builds its widgets through the screen (and the first one publishes): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Adds two shapes side by side; returns their ids (the first is the trigger, the second is animated and selected). */
async function twoShapes(page: Page) {
  await addWidget(page, 'Shape');
  await addWidget(page, 'Shape');
  // The second lands on the first: moved 250 px right with the keyboard (the canvas has the focus after adding).
  for (let i = 0; i < 25; i++) await page.keyboard.press('Shift+ArrowRight');
  const shapes = page.locator('.fo-canvas__page .folio-widget-shape');
  await expect(shapes).toHaveCount(2);
  return [(await shapes.nth(0).getAttribute('data-widget-id'))!, (await shapes.nth(1).getAttribute('data-widget-id'))!] as const;
}

/** The Web Animations running on an element, as the browser reports them. */
function animationsOf(element: Locator) {
  return element.evaluate((node) =>
    node.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      return { playState: animation.playState, duration: effect.getTiming().duration, keyframes: effect.getKeyframes().map(({ offset, rotate, translate, opacity }) => ({ offset, rotate, translate, opacity })) };
    }),
  );
}

const panel = (page: Page) => page.getByRole('region', { name: 'Animation' });
const step = (page: Page, n: number) => panel(page).getByRole('group', { name: `Step ${n}` });

test('an author gives a shape a two-step click animation triggered by another shape, previews it, undoes, publishes, and a visitor plays it', async ({ page, browser }) => {
  const { _id: projectId, num_id: numId } = await openNewProject(page, 'Animated', 'animation-editor');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uri: string };
  const [triggerId, animatedId] = await twoShapes(page);
  const animated = page.locator(`.fo-canvas__page [data-widget-id="${animatedId}"]`);

  // No animation yet: the type is None and there is nothing to play.
  await expect(panel(page).getByLabel('Type')).toHaveValue('none');
  await expect(panel(page).getByRole('button', { name: 'Play' })).toHaveCount(0);

  // On click: one fade-in step to start with.
  await panel(page).getByLabel('Type').selectOption('click');
  await expect(step(page, 1)).toBeVisible();
  await expect(step(page, 1).getByRole('checkbox', { name: 'Opacity' })).toBeChecked();

  // Step 1 moves (100 px right by default) in 0.3 s; step 2 turns a quarter in 0.3 s after 0.1 s.
  await step(page, 1).getByRole('checkbox', { name: 'Move' }).check();
  await expect(step(page, 1).getByLabel('Right (px)')).toHaveValue('100');
  await typeInto(step(page, 1).getByLabel('Duration (s)'), '0.3');
  await step(page, 1).getByLabel('Duration (s)').press('Enter');
  await panel(page).getByRole('button', { name: 'Add step' }).click();
  await step(page, 2).getByRole('checkbox', { name: 'Rotate' }).check();
  await expect(step(page, 2).getByLabel('To (°)')).toHaveValue('90');
  await expect(step(page, 2).getByLabel('Duration (s)')).toHaveValue('0.3');
  await typeInto(step(page, 2).getByLabel('Delay (s)'), '0.1');
  await step(page, 2).getByLabel('Delay (s)').press('Tab');

  // A value the schema refuses is not written, and the field says why.
  await typeInto(step(page, 2).getByLabel('Duration (s)'), '0');
  await step(page, 2).getByLabel('Duration (s)').press('Enter');
  await expect(step(page, 2).getByText('Use 0.001 or more.')).toBeVisible();
  await step(page, 2).getByLabel('Duration (s)').press('Escape');
  await expect(step(page, 2).getByLabel('Duration (s)')).toHaveValue('0.3');

  // The other shape triggers it; the animated shape is not offered as its own trigger.
  const triggers = panel(page).getByRole('group', { name: 'Triggers' });
  await expect(triggers.getByRole('checkbox')).toHaveCount(1);
  await triggers.getByRole('checkbox', { name: 'Shape 1' }).check();
  await page.locator('.fo-panel').screenshot({ path: test.info().outputPath('click-animation-panel.png') });

  // Preview: the viewer's keyframes play on the widget's element in the canvas, and it ends turned and moved.
  await panel(page).getByRole('button', { name: 'Play' }).click();
  const [played] = await animationsOf(animated);
  expect(played).toMatchObject({ duration: 700 });
  expect(played!.keyframes[0]).toMatchObject({ offset: 0, translate: '0px', rotate: '0deg', opacity: '0' });
  expect(played!.keyframes.at(-1)).toMatchObject({ offset: 1, translate: '100px', rotate: '90deg', opacity: '1' });
  await expect(animated).toHaveCSS('rotate', '90deg');
  await expect(animated).toHaveCSS('translate', '100px');
  // Stop puts the widget back as it is drawn.
  await panel(page).getByRole('button', { name: 'Stop' }).click();
  expect(await animationsOf(animated)).toEqual([]);
  await expect(animated).toHaveCSS('rotate', 'none');

  // An edit stops a preview; so does selecting something else.
  await panel(page).getByRole('button', { name: 'Play' }).click();
  expect(await animationsOf(animated)).toHaveLength(1);
  await panel(page).getByRole('checkbox', { name: 'Play once' }).check();
  expect(await animationsOf(animated)).toEqual([]);
  await panel(page).getByRole('checkbox', { name: 'Play once' }).uncheck();
  await panel(page).getByRole('button', { name: 'Play' }).click();
  expect(await animationsOf(animated)).toHaveLength(1);
  const canvasPage = (await page.locator('.fo-canvas__page').boundingBox())!;
  await page.mouse.click(canvasPage.x + 20, canvasPage.y + 20);
  await expect(panel(page)).toHaveCount(0);
  expect(await animationsOf(animated)).toEqual([]);
  const animatedAt = (await animated.boundingBox())!;
  await page.mouse.click(animatedAt.x + animatedAt.width / 2, animatedAt.y + animatedAt.height / 2);
  await expect(panel(page).getByLabel('Type')).toHaveValue('click');

  // A slider's drag is one undo step: step 1's end opacity dragged down, then undone at once.
  const to = step(page, 1).getByRole('slider', { name: 'To' });
  await to.scrollIntoViewIfNeeded();
  const track = (await to.boundingBox())!;
  await page.mouse.move(track.x + track.width - 4, track.y + track.height / 2);
  await page.mouse.down();
  for (const share of [0.8, 0.65, 0.5]) await page.mouse.move(track.x + track.width * share, track.y + track.height / 2, { steps: 2 });
  await page.mouse.up();
  const dragged = Number(await to.inputValue());
  expect(dragged).toBeGreaterThan(35);
  expect(dragged).toBeLessThan(65);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(to).toHaveValue('100');
  // The undo before it takes back the last click (play once off); redo brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(panel(page).getByRole('checkbox', { name: 'Play once' })).toBeChecked();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(panel(page).getByRole('checkbox', { name: 'Play once' })).not.toBeChecked();
  await expect(triggers.getByRole('checkbox', { name: 'Shape 1' })).toBeChecked();

  // Saved as the model has it.
  await expect(page.locator('.fo-save')).toHaveAttribute('data-status', 'saved');
  const draft = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { pages: { wids: { _id: string; animation?: unknown }[] }[] };
  const stored = draft.pages[0]!.wids.find((widget) => widget._id === animatedId)!;
  expect(stored.animation).toEqual([
    {
      type: 'click',
      trigger: [triggerId],
      steps: [
        { from_opacity: 0, opacity: 1, duration: 0.3, acceleration: 'ease-out', loop: 'swing', use_move: true, dx: 100, dy: 0 },
        { duration: 0.3, delay: 0.1, acceleration: 'ease-out', loop: 'swing', use_rotate: true, rotate: 90 },
      ],
    },
  ]);

  // Published: a visitor's click on the trigger plays the animation.
  await publishFromPanel(page);
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const viewer = await visitor.newPage();
  await viewer.goto(`/${me.uri}/${numId}/`);
  const seen = viewer.locator(`.folio-page[data-position="center"] [data-widget-id="${animatedId}"]`);
  await expect(seen).toHaveCSS('rotate', '0deg');
  await expect(seen).toHaveCSS('opacity', '0');
  await viewer.locator(`.folio-page[data-position="center"] [data-widget-id="${triggerId}"]`).click();
  await expect(seen).toHaveCSS('rotate', '90deg');
  await expect(seen).toHaveCSS('translate', '100px');
  await expect(seen).toHaveCSS('opacity', '1');
  await visitor.close();
});

test('the animation panel: kinds that cannot trigger are left out, its controls are named, and axe-core finds nothing serious', async ({ page }) => {
  await openNewProject(page, 'Animation names', 'animation-editor');
  await twoShapes(page);
  await addWidget(page, 'Video');
  // A video may not play its own click animation (§5): the panel asks for a trigger.
  await panel(page).getByLabel('Type').selectOption('click');
  await expect(panel(page).getByText('Video widgets cannot play their own click or hover animation: check a trigger.')).toBeVisible();
  await panel(page).getByRole('group', { name: 'Triggers' }).getByRole('checkbox', { name: 'Shape 2' }).check();
  await expect(panel(page).getByText('Video widgets cannot play', { exact: false })).toHaveCount(0);

  // The second shape: the video is no trigger (§5), and the panel says why it is missing.
  const second = page.locator('.fo-canvas__page .folio-widget-shape').nth(1);
  const at = (await second.boundingBox())!;
  await page.mouse.click(at.x + at.width - 10, at.y + 10);
  await panel(page).getByLabel('Type').selectOption('hover');
  const triggers = panel(page).getByRole('group', { name: 'Triggers' });
  await expect(triggers.getByRole('checkbox')).toHaveCount(1);
  await expect(triggers.getByRole('checkbox', { name: 'Shape 1' })).toBeVisible();
  await expect(triggers).toContainText('cannot be triggers');
  await panel(page).getByRole('button', { name: 'Add step' }).click();
  await step(page, 2).getByRole('checkbox', { name: 'Scale' }).check();
  // An arrow key in a number field is one finished edit: written at once, undone alone.
  const scaleTo = step(page, 2).getByLabel('To (%)');
  await scaleTo.press('ArrowUp');
  await expect(scaleTo).toHaveValue('151');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(scaleTo).toHaveValue('150');

  expect(await seriousViolations(page)).toEqual([]);
  const unnamed = await panel(page)
    .locator('button, input, select')
    .evaluateAll((elements) =>
      elements.filter((element) => !(element.getAttribute('aria-label') || element.textContent?.trim() || element.closest('label') || (element.id && document.querySelector(`label[for="${element.id}"]`)))).map((element) => element.outerHTML.slice(0, 80)),
    );
  expect(unnamed).toEqual([]);
  // Keyboard: Tab goes from the type to the first step's tools (moving the first step up is off).
  await panel(page).getByLabel('Type').focus();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('button', { name: 'Move step 1 down' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('animation-screen.png') });
  await page.locator('.fo-panel').screenshot({ path: test.info().outputPath('animation-panel.png') });
});
