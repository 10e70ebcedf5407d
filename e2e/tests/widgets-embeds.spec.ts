// docs/viewer.md "Widget kinds": a published page with a map, a hotspot, a facebook page, a tweet and a shot.
// Every third-party address is answered here by page.route, so the test shows which addresses the viewer frames
// and that nothing else leaves the machine (the fixture fails a test whose page tried to).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, signUp, type CreatedProject } from './viewer-helpers';

const TIP = 'Built in 1889\nfor the World’s Fair';
const MAP_SRC = 'https://maps.google.com/maps?q=48.8584,2.2945&z=15&t=k&output=embed';
const FACEBOOK_SRC = 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fnasa&tabs=timeline&width=300&height=300';
const TWEET_SRC = 'https://platform.twitter.com/embed/Tweet.html?id=20';
const SHOT_VIDEO = 'https://media.example.com/shots/eiffel.mp4';
const SHOT_POSTER = 'https://media.example.com/shots/eiffel.jpg';

/** The viewer's client has hydrated the server's page (its performance mark): events now reach the widgets. */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);

/** The stand-in third parties: each answers with a page naming itself. Returns the addresses of media asked for. */
async function answerThirdParties(page: Page): Promise<string[]> {
  const media: string[] = [];
  const stand = (name: string) => ({ status: 200, contentType: 'text/html', body: `<!doctype html><title>${name}</title><p>local ${name}</p>` });
  await page.route('https://maps.google.com/**', (route) => route.fulfill(stand('map')));
  await page.route('https://www.facebook.com/**', (route) => route.fulfill(stand('facebook')));
  await page.route('https://platform.twitter.com/**', (route) => route.fulfill(stand('tweet')));
  await page.route('https://syndication.twitter.com/**', (route) => route.fulfill(stand('timeline')));
  // Not a playable video: what matters is that its address is answered here, not on the internet.
  await page.route('https://media.example.com/**', (route) => {
    media.push(route.request().url());
    return route.fulfill({ status: 200, contentType: route.request().url().endsWith('.jpg') ? 'image/jpeg' : 'video/mp4', body: Buffer.from([0, 0, 0, 0]) });
  });
  return media;
}

test.describe('the embed, hotspot and shot widgets of a published page', () => {
  let project: CreatedProject;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await authorContext(playwright, testInfo);
    const author = await signUp(request, 'embeds');
    project = await createProject(request, author, { title: 'Embeds e2e', publish: false, pages: [{ title: 'Paris', height: 900, text: 'Paris, seen from above' }] });
    const pid = project.pages[0]!._id;
    const draft = await request.get(`/api/projects/${project.id}`);
    const { revision } = (await draft.json()) as { revision: number };
    const at = (x: number, y: number, w: number, h: number) => ({ pid, x, y, w, h, z: 2 });
    const widgets = [
      { type: 'gmaps', ...at(40, 200, 300, 200), lat: 48.8584, lng: 2.2945, zoom: 15, style: 'satellite', address: 'Eiffel Tower' },
      { type: 'facebook', ...at(360, 200, 300, 300), url: 'https://www.facebook.com/nasa' },
      { type: 'twitter', ...at(680, 200, 300, 300), url: 'https://x.com/jack/status/20' },
      { type: 'shots', ...at(40, 520, 300, 200), video_url: SHOT_VIDEO, poster_url: SHOT_POSTER, autoplay: true, loop: true },
      { type: 'hotspot', ...at(700, 560, 40, 40), tip_text: TIP, tip_w: 220, color: '0055ff' },
    ];
    const created = await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets } });
    expect(created.status(), await created.text()).toBe(201);
    const published = await request.post(`/api/publish/${project.id}`);
    expect(published.ok(), await published.text()).toBe(true);
    await request.dispose();
  });

  test('the server draws the map, the social plugins and the shot; the browser hydrates them unchanged', async ({ page, externalRequests }) => {
    const media = await answerThirdParties(page);
    // A hydration mismatch is reported as an error (React's minified #418 in production builds).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(project.path);
    const html = (await response!.text()).replaceAll('&amp;', '&');
    await hydrated(page);
    for (const src of [MAP_SRC, FACEBOOK_SRC, TWEET_SRC, SHOT_VIDEO]) expect(html).toContain(`src="${src}"`);

    const shown = currentPage(page);
    const map = shown.locator('iframe.folio-gmaps');
    await expect(map).toHaveAttribute('src', MAP_SRC);
    await expect(map).toHaveAttribute('title', 'Map: Eiffel Tower');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(shown.locator('iframe.folio-facebook')).toHaveAttribute('src', FACEBOOK_SRC);
    await expect(shown.locator('iframe.folio-twitter')).toHaveAttribute('src', TWEET_SRC);
    for (const frame of ['gmaps', 'facebook', 'twitter']) {
      await shown.locator(`iframe.folio-${frame}`).scrollIntoViewIfNeeded();
      await expect(shown.locator(`iframe.folio-${frame}`)).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
      await expect(shown.locator(`iframe.folio-${frame}`)).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    }
    // The frames were answered by the stand-ins above, not by the internet.
    await expect(page.frameLocator('iframe.folio-gmaps').getByText('local map')).toBeVisible();
    await expect(page.frameLocator('iframe.folio-facebook').getByText('local facebook')).toBeVisible();
    await expect(page.frameLocator('iframe.folio-twitter').getByText('local tweet')).toBeVisible();

    const shot = shown.locator('video.folio-shots');
    await expect(shot).toHaveAttribute('src', SHOT_VIDEO);
    await expect(shot).toHaveAttribute('poster', SHOT_POSTER);
    expect(await shot.evaluate((video: HTMLVideoElement) => ({ muted: video.muted, inline: video.playsInline, loop: video.loop }))).toEqual({ muted: true, inline: true, loop: true });
    // preload="none": the video is fetched only because the shot plays on the shown page (autoplay).
    await expect.poll(() => media.includes(SHOT_VIDEO)).toBe(true);

    expect(errors, 'errors on the page').toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  test('the hotspot shows its tip on hover, on Enter from the keyboard and closes on Escape or a click elsewhere', async ({ page }) => {
    await answerThirdParties(page);
    await page.goto(project.path);
    await hydrated(page);
    const spot = currentPage(page).getByRole('button', { name: 'Hotspot' });
    const tip = currentPage(page).locator('.folio-hotspot-tip');
    await expect(spot).toBeVisible();
    await expect(tip).toBeHidden();
    await expect(spot).toHaveAttribute('aria-expanded', 'false');

    // A mouse shows it while hovering; leaving hides it again.
    await spot.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(TIP);
    expect(await tip.evaluate((element) => (element as HTMLElement).innerText)).toBe(TIP);
    await expect(spot).toHaveAttribute('aria-expanded', 'true');
    // Elsewhere: left of the spot, where the page has no widget.
    const elsewhere = async () => {
      const box = (await spot.boundingBox())!;
      return { x: box.x - 150, y: box.y + box.height / 2 };
    };
    const away = await elsewhere();
    await page.mouse.move(away.x, away.y);
    await expect(tip).toBeHidden();

    // The keyboard: Tab reaches the spot, Enter opens the tip, Escape closes it.
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await spot.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'Tab reaches the hotspot').toBe(true);
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();
    await expect(spot).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(spot).toHaveAttribute('aria-expanded', 'false');

    // A tap or click pins it open; a click elsewhere closes it.
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();
    const clickAt = await elsewhere();
    await page.mouse.click(clickAt.x, clickAt.y);
    await expect(tip).toBeHidden();
  });
});
