// viewer-and-project.md §4 "Pages" (docs/viewer.md "Turning a phone while a video plays"): a phone visitor watching a
// shot far down a tall page turns the phone; once the viewport is chosen anew and after the resize follow-ups (300 and
// 1500 ms) the video is still in the window and still plays. A paused video does not pull the window back to itself,
// and neither does a playing one the visitor scrolls away from. The clip is made here by Debian's ffmpeg and answered
// by page.route: nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, signUp, type CreatedProject } from './viewer-helpers';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
// loadingConstants.resizeFollowUpsMs in @folio/model: the last resize follow-up, and a margin for its frame.
const LAST_FOLLOW_UP_MS = 1500;
const SETTLED_MS = LAST_FOLLOW_UP_MS + 500;
const CLIP = 'https://media.example.com/clips/waves.mp4';

// The phone, in the project's own browser (a device's defaultBrowserType would ask for another one).
const { defaultBrowserType: _browser, ...iPhone } = devices['iPhone 12'];
test.use({ ...iPhone, viewport: PORTRAIT, screen: PORTRAIT });

const dir = mkdtempSync(join(tmpdir(), 'folio-orientation-e2e-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** ten seconds of ffmpeg's test pattern, H.264 in MP4 with its index first, so it plays as it arrives. */
function clip(): Buffer {
  const file = join(dir, 'waves.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=10:size=480x270:rate=25', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file]);
  return readFileSync(file);
}

let project: CreatedProject;
let video: Buffer;

test.beforeAll(async ({ playwright }, testInfo) => {
  video = clip();
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'orientation');
  project = await createProject(request, author, {
    title: 'Turning the phone',
    opts: { viewertype: 'vertical' },
    publish: false,
    pages: [
      { title: 'Long read', height: 3800, text: 'A long read with a film at its end' },
      { title: 'After', uri: 'after', height: 1600, text: 'The page after the film' },
    ],
  });
  const pid = project.pages[0]!._id;
  // Tall content above the film, on phones too (boxes keep their ratio in the derived phone layout): a paragraph and a
  // tall block of colour at a time, so that a turned phone lays the page out anew.
  const colours = ['e63946', '457b9d', '2a9d8f'];
  const above = colours.flatMap((colour, i) => [
    { type: 'text', version: 2, text: `<p>Part ${i + 1} of the long read, before the film.</p>`, pid, x: 80, y: 300 + i * 1000, w: 600, h: 120, z: 1 },
    { type: 'shape', tp: 'rectangle', bg_color: colour, bg_opacity: 1, pid, x: 80, y: 460 + i * 1000, w: 280, h: 760, z: 1 },
  ]);
  await addWidgets(request, project.id, [...above, { type: 'shots', pid, x: 80, y: 3300, w: 480, h: 270, z: 2, video_url: CLIP, loop: true }]);
  const published = await request.post(`/api/publish/${project.id}`);
  expect(published.ok(), await published.text()).toBe(true);
  await request.dispose();
});

/** The viewer's client has hydrated and its runtime (the page lifecycle) runs. */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);

async function open(page: Page): Promise<Locator> {
  await page.route('https://media.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: video }));
  await page.goto(project.path);
  await hydrated(page);
  return page.locator('.folio-pages video.folio-shots');
}

/** Scrolls the window so that the video's top is a quarter down it, as a visitor's scroll would leave it. */
async function scrollToVideo(page: Page, shot: Locator) {
  await shot.scrollIntoViewIfNeeded();
  await page.evaluate((element) => {
    const top = element!.getBoundingClientRect().top;
    window.scrollBy({ top: top - window.innerHeight / 4, behavior: 'instant' });
  }, await shot.elementHandle());
  await expect.poll(() => shot.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(Math.round(PORTRAIT.height / 4));
}

const playing = (shot: Locator) => shot.evaluate((element: HTMLVideoElement) => !element.paused && !element.ended && element.currentTime > 0);

// Where a phone's player (Chromium's media controls) has its play button: at the start of its bottom row.
const PLAY_BUTTON = { fromLeft: 30, fromBottom: 58 };

/** Starts the shot from its own controls: the play button at the start of the player's bottom row. */
async function play(shot: Locator) {
  const box = (await shot.boundingBox())!;
  await shot.tap({ position: { x: PLAY_BUTTON.fromLeft, y: box.height - PLAY_BUTTON.fromBottom } });
  await expect.poll(() => playing(shot), { message: 'the video plays' }).toBe(true);
}

/** Turns the phone: the window's size and, where the browser does not send it, the orientationchange event. */
async function turn(page: Page, size: { width: number; height: number }) {
  const sent = page.evaluate(() => new Promise<boolean>((resolve) => {
    window.addEventListener('orientationchange', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), 200);
  }));
  await page.setViewportSize(size);
  if (!(await sent)) await page.evaluate(() => window.dispatchEvent(new Event('orientationchange')));
  await expect(page.locator('.folio-viewer')).toHaveAttribute('data-viewport', size.width > size.height ? 'default' : 'phone_portrait');
}

/** How much of the element's height shows in the window (0 to 1). */
const shownShare = (shot: Locator) =>
  shot.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / box.height;
  });

/**
 * The video shows whole in the window, its top a quarter down it as before turning (it fits either way), give or take
 * the whole pixels a window scrolls by, once per turn.
 */
async function expectKeptInWindow(page: Page, shot: Locator) {
  const box = (await shot.boundingBox())!;
  const size = page.viewportSize()!;
  expect(Math.abs(box.y - size.height / 4), 'the video’s top is where it was in the window').toBeLessThanOrEqual(2);
  expect(box.y, 'the video’s top is in the window').toBeGreaterThanOrEqual(-0.5);
  expect(box.y + box.height, 'the video’s bottom is in the window').toBeLessThanOrEqual(size.height + 0.5);
  expect(box.x + box.width).toBeGreaterThan(0);
  expect(box.x).toBeLessThan(size.width);
}

const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test.describe('turning a phone while a video plays', () => {
  test('the playing video stays in the window after the new viewport and the resize follow-ups, and keeps playing', async ({ page }) => {
    const shot = await open(page);
    await scrollToVideo(page, shot);
    await play(shot);
    await shoot(page, 'playing-portrait-before');

    await turn(page, LANDSCAPE);
    await page.waitForTimeout(SETTLED_MS);
    await expectKeptInWindow(page, shot);
    expect(await playing(shot), 'still playing after turning').toBe(true);
    await shoot(page, 'playing-landscape-after');

    // And back upright.
    await turn(page, PORTRAIT);
    await page.waitForTimeout(SETTLED_MS);
    await expectKeptInWindow(page, shot);
    expect(await playing(shot), 'still playing after turning back').toBe(true);
    await shoot(page, 'playing-portrait-after');
  });

  test('a paused video does not pull the window back once the visitor scrolled away from it', async ({ page }) => {
    const shot = await open(page);
    await scrollToVideo(page, shot);
    await play(shot);
    await shot.evaluate((element: HTMLVideoElement) => element.pause());
    expect(await playing(shot)).toBe(false);
    // The visitor scrolls back up to the page's top.
    await page.mouse.move(PORTRAIT.width / 2, PORTRAIT.height / 2);
    await page.mouse.wheel(0, -10_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await shownShare(shot)).toBe(0);
    await shoot(page, 'paused-portrait-before');

    await turn(page, LANDSCAPE);
    await page.waitForTimeout(SETTLED_MS);
    expect(await shownShare(shot), 'the paused video stays out of the window').toBe(0);
    expect(await page.evaluate(() => window.scrollY), 'the window stays at the page’s top').toBe(0);
    await shoot(page, 'paused-landscape-after');
  });

  test('the visitor’s own scroll after turning lets the playing video go', async ({ page }) => {
    const shot = await open(page);
    await scrollToVideo(page, shot);
    await play(shot);

    await turn(page, LANDSCAPE);
    // Before the first follow-up: the visitor wheels back up, away from the film.
    await page.mouse.move(LANDSCAPE.width / 2, LANDSCAPE.height / 2);
    await page.mouse.wheel(0, -1500);
    await expect.poll(() => shownShare(shot)).toBe(0);
    const left = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(SETTLED_MS);
    expect(await page.evaluate(() => window.scrollY), 'the window stays where the visitor scrolled').toBe(left);
    expect(await shownShare(shot)).toBe(0);
    await shoot(page, 'scrolled-away-landscape-after');
  });
});
