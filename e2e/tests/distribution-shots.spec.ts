// Issue 15 "Shots" (docs/distribution.md): an author adds a shots widget, uploads a video from the computer (or gives
// a video's address), watches the conversion's progress, and the shot plays the converted video with its poster,
// in the constructor and, once published, for visitors. Refusals are said in the panel; Cancel leaves the shot as it
// was. The videos are made here by Debian's ffmpeg, which the server converts with too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { addWidget, openNewProject, waitUntilSaved } from './constructor-helpers';
import { publishFromPanel } from './publish-helpers';

// What the panel says (shotsPanelTexts, shotsConstants in @folio/model), as the author reads it.
const MAX_SECONDS = 60;
const texts = {
  upload: 'Upload video…',
  replace: 'Replace video…',
  fromAddress: 'Or convert the video at an address',
  convert: 'Convert',
  progress: 'Video conversion progress',
  cancel: 'Cancel',
  cancelled: 'The conversion was stopped: the shot keeps the video it had.',
  remove: 'Remove video',
  none: `No video yet: upload a short clip (up to ${MAX_SECONDS} s; longer ones are cut) or convert one from its address.`,
  preview: 'The shot’s video',
  done: (width: number, height: number, seconds: number) => `Converted: ${width} × ${height}, ${seconds} s.`,
  notAVideoFile: (name: string) => `${name} is not a video file.`,
};

const dir = mkdtempSync(join(tmpdir(), 'folio-shots-e2e-'));
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A clip of ffmpeg's test pattern with a tone: `seconds` long, `size` pixels. */
function clip(name: string, seconds: number, size: string): string {
  const file = join(dir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=25`, '-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-pix_fmt', 'yuv420p', '-y', file]);
  return file;
}

const progress = (page: Page) => page.getByRole('progressbar', { name: texts.progress });
const status = (page: Page) => page.locator('.fo-shots [role="status"]');
const alert = (page: Page) => page.locator('.fo-shots [role="alert"]');

async function upload(page: Page, file: string, label: string = texts.upload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label, exact: true }).click();
  await (await chooser).setFiles(file);
}

test.describe('shots: a video converted for the shot', () => {
  test('an uploaded video plays in the shot, with its poster, in the constructor and for visitors', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const project = await openNewProject(page, 'Moving pictures', 'shots');
    await addWidget(page, 'Shots');
    await expect(page.getByText(texts.none)).toBeVisible();

    await upload(page, clip('wide.mp4', 3, '1920x1080'));
    // Uploading, then the server's job: the bar shows both.
    await expect(progress(page)).toBeVisible();
    await expect(status(page)).toHaveText(texts.done(1280, 720, 3), { timeout: 60_000 });
    await expect(progress(page)).toBeHidden();
    const preview = page.getByLabel(texts.preview);
    await expect(preview).toHaveAttribute('src', /^\/api\/videos\/[0-9a-f]{64}\.mp4$/);
    await expect(preview).toHaveAttribute('poster', /^\/api\/images\/[0-9a-f]{64}\.jpg$/);
    const videoUrl = (await preview.getAttribute('src'))!;
    await page.screenshot({ path: test.info().outputPath('shots-panel.png') });

    // The converted video plays in this browser: H.264 in MP4, its index first.
    const played = await preview.evaluate(async (video: HTMLVideoElement) => {
      await video.play();
      // Playing moves the clock on: the first time update past 0 says so (a busy machine takes its time).
      await new Promise<void>((resolve) => {
        const done = () => (video.currentTime > 0 ? resolve() : undefined);
        video.addEventListener('timeupdate', done);
        setTimeout(resolve, 10_000);
        done();
      });
      return { time: video.currentTime, width: video.videoWidth, height: video.videoHeight };
    });
    expect(played.time).toBeGreaterThan(0);
    expect([played.width, played.height]).toEqual([1280, 720]);

    await waitUntilSaved(page);
    await publishFromPanel(page);
    const reader = await page.context().newPage();
    await reader.goto(`/${project.author.uri}/${project.num_id}/`);
    const shot = reader.locator('video.folio-shots');
    await expect(shot).toHaveAttribute('src', videoUrl);
    await expect(shot).toHaveAttribute('poster', /^\/api\/images\//);
    // The poster is a picture of the video's frame: pixels, not an empty box.
    const poster = await reader.request.get((await shot.getAttribute('poster'))!);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
    expect((await poster.body()).length).toBeGreaterThan(2_000);
    // A player asks for the video in ranges.
    const ranged = await reader.request.get(videoUrl, { headers: { range: 'bytes=0-1023' } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body()).length).toBe(1024);
    await reader.close();
  });

  test('a video at an address is fetched and converted; refusals are said; Cancel keeps the shot as it was', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The video's host: the server fetches from it (OUTBOUND_ALLOW lets it reach 127.0.0.2 in these tests).
    const served = readFileSync(clip('square.mp4', 2, '640x640'));
    const host: Server = createServer((request, response) => {
      if (request.url === '/square.mp4') return response.writeHead(200, { 'content-type': 'video/mp4' }).end(served);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.2', resolve));
    const address = `http://127.0.0.2:${(host.address() as AddressInfo).port}`;
    try {
      await openNewProject(page, 'Shots from elsewhere', 'shots-url');
      await addWidget(page, 'Shots');
      const field = page.getByLabel(texts.fromAddress);
      await field.click();
      await page.keyboard.type(`${address}/square.mp4`);
      await page.keyboard.press('Enter');
      await expect(status(page)).toHaveText(texts.done(640, 640, 2), { timeout: 60_000 });
      const converted = await page.getByLabel(texts.preview).getAttribute('src');

      // An address inside the server's own network is refused by the outbound rules, and said.
      await field.click();
      await page.keyboard.type('http://127.0.0.1:9/secret.mp4');
      await page.getByRole('button', { name: texts.convert }).click();
      await expect(alert(page)).toContainText('This address points inside a private network and cannot be fetched', { timeout: 30_000 });
      await expect(page.getByLabel(texts.preview)).toHaveAttribute('src', converted!);

      // A file that is no video is refused before it is sent.
      const text = join(dir, 'notes.txt');
      writeFileSync(text, 'not a video');
      await upload(page, text, texts.replace);
      await expect(alert(page)).toHaveText(texts.notAVideoFile('notes.txt'));

      // A long clip, stopped while it converts: the shot keeps its video.
      await upload(page, clip('long.mp4', MAX_SECONDS, '1280x720'), texts.replace);
      await expect(progress(page)).toBeVisible();
      await page.getByRole('button', { name: texts.cancel }).click();
      await expect(status(page)).toHaveText(texts.cancelled);
      await expect(page.getByLabel(texts.preview)).toHaveAttribute('src', converted!);

      // Remove takes the video away, and undo brings it back.
      await page.getByRole('button', { name: texts.remove }).click();
      await expect(page.getByText(texts.none)).toBeVisible();
      await page.keyboard.press('Control+z');
      await expect(page.getByLabel(texts.preview)).toHaveAttribute('src', converted!);
    } finally {
      host.close();
    }
  });
});
