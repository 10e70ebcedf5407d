// widgets-and-authoring.md §4 and viewer-and-project.md §4: the media widgets in the viewer — the slideshow loop,
// video players created only on the shown page, the hidden-tab stop and restart, Vimeo's restart when stuck at 0,
// the loop check, and video and slideshow backgrounds. The providers' players are fake pages served at their
// addresses (page.route); they talk to the viewer with the providers' postMessage APIs, as the real ones do.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, currentPage, expectCurrentPage, projectAddress, signUp, waitForHorizontalViewer, type CreatedProject } from './viewer-helpers';

let project: CreatedProject;
const PAGE_HEIGHT = 600;
const SLIDE_DELAY_S = 2;
const YOUTUBE_ID = 'loopVideo01';
const BACKGROUND_ID = 'bgVideo0001';
const CLICK_ID = 'clickVideo1';
// Seconds: the fake YouTube video is this long.
const YOUTUBE_LENGTH = 2;
const STUCK_VIMEO = '111';
const EMBED = 'https://embed.example.com/page';
const AUDIO = 'https://media.example.com/quiet.wav';
const PICTURES = ['/assets/demo/cover.svg', '/assets/demo/still-life.svg', '/assets/demo/cover.svg'];

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'media');
  project = await createProject(request, author, {
    title: 'Media',
    publish: false,
    opts: { viewertype: 'horizontal' },
    pages: [
      { title: 'Slides', height: PAGE_HEIGHT, text: 'Slides' },
      { title: 'YouTube', uri: 'youtube', height: PAGE_HEIGHT, text: 'YouTube' },
      { title: 'Vimeo', uri: 'vimeo', height: PAGE_HEIGHT, text: 'Vimeo' },
      { title: 'Background video', uri: 'bg-video', height: PAGE_HEIGHT, text: 'Background video' },
      { title: 'Background slideshow', uri: 'bg-slides', height: PAGE_HEIGHT, text: 'Background slideshow' },
    ],
  });
  const [slides, youtube, vimeo, bgVideo, bgSlides] = project.pages;
  const box = { x: 80, y: 220, w: 480, h: 270, z: 2 };
  await addWidgets(request, project.id, [
    { type: 'video', pid: slides!._id, x: 600, y: 220, w: 320, h: 180, z: 3, provider_name: 'YouTube', video_id: CLICK_ID },
    { type: 'slideshow', pid: slides!._id, ...box, delay: SLIDE_DELAY_S, crossfade: 0.5, pictures: PICTURES.map((url, num) => ({ uuid: `s${num + 1}`, num, url })) },
    { type: 'video', pid: youtube!._id, ...box, provider_name: 'YouTube', video_id: YOUTUBE_ID, autoplay: true, loop: true, mute: true },
    { type: 'iframe', pid: youtube!._id, x: 600, y: 220, w: 300, h: 200, z: 3, url: EMBED },
    { type: 'audio', pid: youtube!._id, x: 600, y: 440, w: 300, h: 60, z: 4, url: AUDIO, title: 'Quiet' },
    { type: 'video', pid: vimeo!._id, ...box, provider_name: 'Vimeo', video_id: STUCK_VIMEO, autoplay: true, mute: true },
    { type: 'background', pid: bgVideo!._id, x: 0, y: 0, w: 1024, h: PAGE_HEIGHT, z: 0, selectedType: 'video', color: '000000', mute: true, loop: true, video: { provider_name: 'YouTube', video_id: BACKGROUND_ID } },
    {
      type: 'background', pid: bgSlides!._id, x: 0, y: 0, w: 1024, h: PAGE_HEIGHT, z: 0, selectedType: 'slideshow',
      slideshow: { delay: SLIDE_DELAY_S, crossfade: 0.5, pictures: PICTURES.slice(0, 2).map((url, num) => ({ uuid: `b${num + 1}`, num, url })) },
    },
  ]);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

test.use({ viewport: { width: 1024, height: 700 } });

/** A fake YouTube player (iframe API): reports time, length and state once told "listening"; records commands. */
const fakeYoutube = `<!doctype html><body style="margin:0;background:#300"><script>
  const params = new URLSearchParams(location.search);
  window.fake = { commands: [], time: Number(params.get('start') || 0), maxTime: 0, playing: params.get('autoplay') === '1', listening: false };
  addEventListener('message', (event) => {
    const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    if (message.event === 'listening') fake.listening = true;
    if (message.event === 'command') {
      fake.commands.push(message);
      if (message.func === 'seekTo') fake.time = message.args[0];
    }
  });
  setInterval(() => {
    if (fake.playing) fake.time = Math.min(fake.time + 0.1, ${YOUTUBE_LENGTH});
    fake.maxTime = Math.max(fake.maxTime, fake.time);
    const info = { currentTime: fake.time, duration: ${YOUTUBE_LENGTH}, playerState: fake.playing ? 1 : 2 };
    if (fake.listening) parent.postMessage(JSON.stringify({ event: 'infoDelivery', info, id: 1, channel: 'widget' }), '*');
  }, 100);
</script>`;

/** A fake Vimeo player (player.js API): ready at once; playProgress to subscribers, stuck at 0 s for the stuck id. */
const fakeVimeo = (stuck: boolean) => `<!doctype html><body style="margin:0;background:#003"><script>
  window.fake = { subscribed: [], seconds: 0, loadedAt: Date.now(), subscribedAt: 0 };
  addEventListener('message', (event) => {
    const message = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    if (message.method === 'addEventListener') {
      fake.subscribed.push(message.value);
      fake.subscribedAt ||= Date.now();
    }
    if (message.method === 'seekTo') fake.seconds = message.value;
  });
  parent.postMessage(JSON.stringify({ event: 'ready' }), '*');
  setInterval(() => {
    if (!${stuck}) fake.seconds += 0.1;
    if (fake.subscribed.includes('playProgress')) parent.postMessage({ event: 'playProgress', data: { seconds: fake.seconds, duration: 60 } }, '*');
  }, 100);
</script>`;

/** A WAV file of silence (8 kHz, 8-bit mono). */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds, 128);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

interface Loads {
  youtube: string[];
  vimeo: string[];
  embed: number;
}

async function fakeProviders(page: Page): Promise<Loads> {
  const loads: Loads = { youtube: [], vimeo: [], embed: 0 };
  const html = (route: Route, body: string) => route.fulfill({ status: 200, contentType: 'text/html', body });
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) => {
    loads.youtube.push(route.request().url());
    return html(route, fakeYoutube);
  });
  await page.route('https://player.vimeo.com/video/**', (route) => {
    loads.vimeo.push(route.request().url());
    return html(route, fakeVimeo(route.request().url().includes(`/video/${STUCK_VIMEO}?`)));
  });
  await page.route(AUDIO, (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav(30) }));
  await page.route(`${EMBED}**`, (route) => {
    loads.embed += 1;
    return html(route, '<p>Embedded page</p>');
  });
  return loads;
}

/** The browser tab hidden or shown again, as the viewer sees it (document.hidden + visibilitychange). */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const pageSection = (page: Page, num: number) => page.locator(`section.folio-page[data-page-num="${num}"]`);
const player = (page: Page, num: number) => pageSection(page, num).locator('iframe.folio-video-player');
const frameOf = (page: Page, address: string) => page.frames().find((frame) => frame.url().includes(address));
// What the fake players record (window.fake in their pages).
const fakeState = <T,>(page: Page, address: string) => frameOf(page, address)?.evaluate(() => (window as unknown as { fake: T }).fake);
type FakeYoutube = { commands: { event: string; func: string; args: unknown[] }[]; maxTime: number; listening: boolean };
type FakeVimeo = { subscribed: string[]; subscribedAt: number };
const YOUTUBE_FRAME = `/embed/${YOUTUBE_ID}?`;
const VIMEO_FRAME = `/video/${STUCK_VIMEO}?`;

/**
 * The page's timers stand still from now on (page.clock): they run only in page.clock.runFor, so the timings the
 * spec names are checked exactly, whatever the machine's load. Returns the frozen time.
 */
async function freezeClock(page: Page): Promise<number> {
  const frozen = Date.now() + 1000;
  await page.clock.pauseAt(frozen);
  return frozen;
}

/**
 * Runs the frozen clock in 100 ms steps until `done`. Between steps the page works in real time (a chunk arrives, a
 * state set by a timer is drawn, the frames' messages pass): before each step it gets a moment to get there, so
 * the clock is never run past the step where it did, however slow the machine.
 */
/** Frozen milliseconds runUntil moves the clock by between two looks. */
const CLOCK_STEP_MS = 100;

async function runUntil(page: Page, done: () => Promise<boolean>, limitMs = 3000) {
  for (let ran = 0; !(await settlesTo(done)); ran += CLOCK_STEP_MS) {
    expect(ran, 'the page got there within the frozen time allowed').toBeLessThan(limitMs);
    await page.clock.runFor(CLOCK_STEP_MS);
  }
}

/** Real milliseconds the page gets, between two steps of the frozen clock, to get where a test waits for it. */
const SETTLE_MS = 1000;

async function settlesTo(done: () => Promise<boolean>): Promise<boolean> {
  for (const start = Date.now(); Date.now() - start < SETTLE_MS; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (await done()) return true;
  }
  return done();
}

let loads: Loads;
test.beforeEach(async ({ page }) => {
  loads = await fakeProviders(page);
  await page.clock.install();
});

test('the slideshow shows the next picture every delay seconds and stops when a slide is selected', async ({ page }) => {
  await freezeClock(page);
  await page.goto(projectAddress(project, 1));
  const slideshow = currentPage(page).locator('.folio-slideshow');
  const slide = (n: number) => slideshow.locator(`.folio-slideshow-slide[data-uuid="s${n}"]`);
  // The frozen clock holds hydration too (it waits for the first paint): run it until the loop runs, which fetches
  // the second picture ahead of its turn.
  await runUntil(page, async () => (await slide(2).locator('img').count()) > 0);
  await expect(slide(1)).toHaveAttribute('data-current', 'true');
  // The first turn is caught to within one step of the clock (on a busy machine the loop may have started a few
  // steps before the picture was seen); the next comes one delay after it.
  await page.clock.runFor(SLIDE_DELAY_S * 1000 - 5 * CLOCK_STEP_MS);
  await runUntil(page, async () => (await slide(2).getAttribute('data-current')) === 'true');
  await page.clock.runFor(SLIDE_DELAY_S * 1000 - 2 * CLOCK_STEP_MS);
  await expect(slide(2)).toHaveAttribute('data-current', 'true');
  await page.clock.runFor(2 * CLOCK_STEP_MS);
  await expect(slide(3)).toHaveAttribute('data-current', 'true');

  await slideshow.getByRole('button', { name: 'Slide 2 of 3' }).click();
  await expect(slide(2)).toHaveAttribute('data-current', 'true');
  await page.clock.runFor(SLIDE_DELAY_S * 3000);
  await expect(slide(2)).toHaveAttribute('data-current', 'true');
});

test('an autoplay video’s player exists only on the shown page and goes when the visitor leaves it', async ({ page }) => {
  await page.goto(projectAddress(project, 1));
  await waitForHorizontalViewer(page);
  // The next page is drawn, its video as a poster: no player until the page is shown.
  await expect(pageSection(page, 2).locator('.folio-video-play')).toBeAttached();
  await expect(player(page, 2)).toHaveCount(0);
  expect(loads.youtube).toEqual([]);

  await page.keyboard.press('ArrowRight');
  await expectCurrentPage(page, 2);
  await expect(player(page, 2)).toHaveCount(1);
  await expect(player(page, 2)).toHaveAttribute('src', /enablejsapi=1/);
  // The Vimeo video of the page after it waits too.
  await expect(pageSection(page, 3).locator('.folio-video-play')).toBeAttached();
  await expect(player(page, 3)).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await expectCurrentPage(page, 3);
  await expect(player(page, 2)).toHaveCount(0);
  await expect(pageSection(page, 2).locator('.folio-video-play')).toBeAttached();
});

test('a hidden tab stops the video, unloads the iframe and pauses the audio after 700 ms; all come back on return', async ({ page }) => {
  await freezeClock(page);
  await page.goto(projectAddress(project, 2));
  const embed = currentPage(page).locator('iframe.folio-embed');
  const audio = currentPage(page).locator('audio');
  const audioPaused = () => audio.evaluate((element: HTMLAudioElement) => element.paused);
  // The visitor plays the audio (a gesture, as Playwright's evaluate is).
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  expect(await audioPaused()).toBe(false);
  await expect(embed).toHaveAttribute('src', EMBED);
  await expect.poll(() => loads.embed).toBe(1);
  // The player is watched (the viewer is hydrated) and has played a little, so it comes back playing.
  await runUntil(page, async () => !!(await fakeState<FakeYoutube>(page, YOUTUBE_FRAME))?.listening);
  await page.clock.runFor(500);

  await setTabHidden(page, true);
  await page.clock.runFor(650);
  await expect(player(page, 2)).toHaveCount(1);
  await page.clock.runFor(50);
  await expect(player(page, 2)).toHaveCount(0);
  await expect(embed).toHaveAttribute('src', 'about:blank');
  await expect.poll(audioPaused).toBe(true);

  await setTabHidden(page, false);
  await expect.poll(audioPaused).toBe(false);
  await expect(player(page, 2)).toHaveCount(1);
  await expect(player(page, 2)).toHaveAttribute('src', /autoplay=1/);
  await expect(embed).toHaveAttribute('src', EMBED);
  await expect.poll(() => loads.embed).toBe(2);
});

test('a video the visitor played comes back after the hidden tab, playing from where it was', async ({ page }) => {
  await freezeClock(page);
  await page.goto(projectAddress(project, 1));
  const clicked = currentPage(page).locator('.folio-widget-video');
  await runUntil(page, async () => (await clicked.locator('iframe').count()) === 0 && (await page.locator('.folio-slideshow-slide img').count()) > 1);
  await clicked.getByRole('button', { name: 'Play video' }).click();
  await expect(clicked.locator('iframe.folio-video-player')).toHaveAttribute('src', /autoplay=1/);
  await runUntil(page, async () => !!(await fakeState<FakeYoutube>(page, `/embed/${CLICK_ID}?`))?.listening);
  // 2.5 s of playing; the player's reports are messages, delivered after the clock ran: let them land.
  await page.clock.runFor(2500);
  await page.waitForTimeout(300);

  await setTabHidden(page, true);
  await page.clock.runFor(700);
  await expect(clicked.locator('iframe')).toHaveCount(0);
  await setTabHidden(page, false);
  await expect(clicked.locator('iframe.folio-video-player')).toHaveAttribute('src', /autoplay=1.*start=[2-9]&/);
});

test('the loop check seeks back to the start when under 0.5 s remain, before the video ends', async ({ page }) => {
  // In real time: the player plays on its own clock, and the seek has to reach it in time, as on a real page.
  await page.goto(projectAddress(project, 2));
  await expect(player(page, 2)).toHaveCount(1);
  const fake = async () => (await fakeState<FakeYoutube>(page, YOUTUBE_FRAME))!;
  const seeks = async () => (await fake()).commands.filter((command) => command.func === 'seekTo');
  await expect.poll(seeks).toContainEqual(expect.objectContaining({ event: 'command', func: 'seekTo', args: [0, true] }));
  // Sought back with under 0.5 s left, it never reached its end; and it loops again.
  const { maxTime } = await fake();
  expect(maxTime).toBeGreaterThan(YOUTUBE_LENGTH - 1);
  expect(maxTime).toBeLessThan(YOUTUBE_LENGTH);
  const first = (await seeks()).length;
  await expect.poll(async () => (await seeks()).length).toBeGreaterThan(first);
  expect((await fake()).maxTime).toBeLessThan(YOUTUBE_LENGTH);
});

test('a Vimeo player whose progress stays at 0 s for 5 s is reloaded', async ({ page }) => {
  const frozen = await freezeClock(page);
  await page.goto(projectAddress(project, 3));
  await expect(player(page, 3)).toHaveCount(1);
  // The viewer subscribed to its progress: its watch started after `frozen` and before `subscribedAt`.
  await runUntil(page, async () => !!(await fakeState<FakeVimeo>(page, VIMEO_FRAME))?.subscribedAt);
  const { subscribedAt } = (await fakeState<FakeVimeo>(page, VIMEO_FRAME))!;
  expect(loads.vimeo).toHaveLength(1);
  const now = await page.evaluate(() => Date.now());
  // Stuck for at most 4.9 s: still the first player.
  await page.clock.runFor(frozen + 4900 - now);
  expect(loads.vimeo).toHaveLength(1);
  // Stuck for at least 5.1 s: reloaded.
  await page.clock.runFor(subscribedAt + 5100 - (frozen + 4900));
  await expect.poll(() => loads.vimeo.length).toBe(2);
  await expect(player(page, 3)).toHaveCount(1);
});

test('a video background plays only on its shown page, tells the viewer when it started, and stops with the tab', async ({ page }) => {
  await page.goto(projectAddress(project, 3));
  await waitForHorizontalViewer(page);
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { videoBackgroundEvents: unknown[] }).videoBackgroundEvents = seen;
    document.addEventListener('folio:video-background', (event) => seen.push((event as CustomEvent).detail));
  });
  const background = (num: number) => pageSection(page, num).locator('.folio-background-video iframe');
  await expect(pageSection(page, 4).locator('.folio-background')).toBeAttached();
  await expect(background(4)).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await expectCurrentPage(page, 4);
  await expect(background(4)).toHaveCount(1);
  await expect(background(4)).toHaveAttribute('src', /mute=1.*controls=0.*loop=1/);
  const events = () => page.evaluate(() => (window as unknown as { videoBackgroundEvents: { widgetId: string; started: boolean }[] }).videoBackgroundEvents);
  await expect.poll(async () => (await events()).map((event) => event.started)).toEqual([false, true]);

  await setTabHidden(page, true);
  await page.clock.runFor(700);
  await expect(background(4)).toHaveCount(0);
  await setTabHidden(page, false);
  await expect(background(4)).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  await expectCurrentPage(page, 5);
  await expect(background(4)).toHaveCount(0);
});

test('a slideshow background runs the slideshow loop', async ({ page }) => {
  await freezeClock(page);
  await page.goto(projectAddress(project, 5));
  const slide = (n: number) => currentPage(page).locator(`.folio-background-slideshow [data-uuid="b${n}"]`);
  // The frozen clock holds hydration too (it waits for the first paint): run it until the loop runs.
  await runUntil(page, async () => (await slide(2).locator('img').count()) > 0);
  await expect(slide(1)).toHaveAttribute('data-current', 'true');
  await page.clock.runFor(SLIDE_DELAY_S * 1000);
  await expect(slide(2)).toHaveAttribute('data-current', 'true');
  await page.clock.runFor(SLIDE_DELAY_S * 1000);
  await expect(slide(1)).toHaveAttribute('data-current', 'true');
});
