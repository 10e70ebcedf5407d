// Issue 15 "Distribution", acceptance 3: the demo's author downloads its static site from the publish panel (made by a
// job); unzipped into a subfolder and served by a plain static file server on another port, every page reads in
// Chromium with no request to Folio (the Folio server is never asked: every request the page makes is recorded), no
// console error, the address following the pages, arrows and the menu working; the features an export hides (Embed,
// Report, Close in the share popup; the view count) are absent. Without scripts, each page's own file shows its page.
import { createReadStream, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { deflateSync } from 'node:zlib';
import { fromBuffer } from 'yauzl';
import { expect, test } from '../fixtures';
import { signInAsDemo, waitForScreenshots } from './distribution-helpers';
import { openPublishPanel } from './publish-helpers';
import { currentPage, DEMO, expectCurrentPage, signUp, waitForHorizontalViewer } from './viewer-helpers';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

// The subfolder the site is served from: nothing in it may assume the host's root.
const SUBFOLDER = '/magazines/spring/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
};

/** Every entry of a zip archive written under `folder`. */
function unzip(archive: Buffer, folder: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.openReadStream(entry as never, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const target = join(folder, entry.fileName);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

/** A plain static file server of `root`: a folder's address serves its index.html; nothing else. */
async function serveStatically(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://static.local').pathname));
    let file = join(root, path);
    if (path.endsWith('/')) file = join(file, 'index.html');
    try {
      if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not a file');
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('the demo as a static site: downloaded from the publish panel, read from a subfolder of a static host without Folio', async ({ page, baseURL, browser }) => {
  const demo = await signInAsDemo(page);
  // The menu's thumbnails are the pages' screenshots, made by jobs after the demo was published.
  await waitForScreenshots(browser);
  await page.goto(`/edit/${demo.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  const panel = await openPublishPanel(page);
  const section = panel.getByRole('region', { name: 'Static site' });
  await section.scrollIntoViewIfNeeded();
  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  await section.getByRole('button', { name: 'Download site' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Folio-demo.zip');
  await expect(section.getByRole('status')).toHaveText('Folio-demo.zip is downloaded.');
  await panel.screenshot({ path: test.info().outputPath('publish-panel-downloads.png') });

  const root = mkdtempSync(join(tmpdir(), 'folio-export-'));
  const site = join(root, SUBFOLDER);
  const archivePath = join(root, 'site.zip');
  await download.saveAs(archivePath);
  const names = await unzip(readFileSync(archivePath), site);
  for (const { uri } of DEMO.pages) expect(names).toContain(uri ? `${uri}/index.html` : 'index.html');
  expect(names).toContain('sorry.html');

  const { server, origin } = await serveStatically(root);
  try {
    const folio = new URL(baseURL!).origin;
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // A request to Folio would not be answered: the test is as if it were stopped.
    await page.context().route((url) => url.origin === folio, (route) => route.abort('connectionrefused'));

    await page.goto(`${origin}${SUBFOLDER}`);
    await waitForHorizontalViewer(page);
    await expectCurrentPage(page, 1);
    await expect(page).toHaveTitle(DEMO.pages[0].documentTitle);
    await expect(page.getByText(DEMO.coverText)).toBeVisible();

    // The arrows page through every page; the address and the title follow.
    for (const { num, uri, documentTitle } of DEMO.pages.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expectCurrentPage(page, num);
      await expect(page).toHaveURL(`${origin}${SUBFOLDER}${uri}/`);
      await expect(page).toHaveTitle(documentTitle);
    }
    await page.screenshot({ path: test.info().outputPath('export-last-page.png') });

    // A link of the page to another page of the project (Folio's address for it, made the site's) turns the page.
    await currentPage(page).getByRole('link', { name: 'Shapes', exact: true }).click();
    await expectCurrentPage(page, 2);
    await expect(page).toHaveURL(`${origin}${SUBFOLDER}shapes/`);
    await page.goBack();
    await expectCurrentPage(page, DEMO.pages.length);

    // The menu shows every page's thumbnail (from the site's own files) and goes to the one clicked.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Pages' });
    await expect(menu).toBeVisible();
    const frames = menu.locator('.fo-thumb__image');
    await expect(frames).toHaveCount(DEMO.pages.length);
    // Each fetches its picture once it has stayed in view for 500 ms: each is looked at in view (the menu opens at the
    // current page, the last).
    for (let index = 0; index < DEMO.pages.length; index++) {
      await frames.nth(index).scrollIntoViewIfNeeded();
      const thumbnail = frames.nth(index).locator('img');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath('export-menu.png') });
    await menu.getByRole('link', { name: /Shapes/ }).click();
    await expectCurrentPage(page, 2);
    await expect(page).toHaveURL(`${origin}${SUBFOLDER}shapes/`);
    await page.goBack();
    await expectCurrentPage(page, DEMO.pages.length);

    // An export hides Embed, Report and Close in the share popup.
    await page.locator('.fo-toolbar').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog.getByRole('button', { name: 'Tweet' })).toBeVisible();
    for (const hidden of ['Embed', 'Report', 'Close']) await expect(dialog.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Report' })).toHaveCount(0);

    // A page's own file, opened directly and reloaded, is that page.
    await page.goto(`${origin}${SUBFOLDER}pictures/`);
    await expectCurrentPage(page, 3);
    await page.keyboard.press('ArrowLeft');
    await expectCurrentPage(page, 2);
    await expect(page).toHaveURL(`${origin}${SUBFOLDER}shapes/`);
    await expect(currentPage(page).locator('img, svg, [style*="background"]').first()).toBeAttached();

    expect(requests.filter((url) => new URL(url).origin === folio), 'requests to the Folio server').toEqual([]);
    // Files are copied under files/ by their path on Folio (files/api/images/…); nothing else names an API.
    const calls = requests.map((url) => new URL(url).pathname).filter((path) => path.includes('/api/') && !path.startsWith(`${SUBFOLDER}files/`));
    expect(calls, 'calls to an API (the view count among them)').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  } finally {
    server.close();
  }
});

test('the exported site without scripts: each page’s file draws its page with its pictures', async ({ page, browser }) => {
  const demo = await signInAsDemo(page);
  const response = await page.request.get(`/api/mag/${demo._id}/export`, { timeout: 180_000 });
  expect(response.status(), await response.text().catch(() => '')).toBe(200);
  const root = mkdtempSync(join(tmpdir(), 'folio-export-'));
  await unzip(await response.body(), join(root, SUBFOLDER));
  const { server, origin } = await serveStatically(root);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const tab = await context.newPage();
    await context.route((url) => url.origin !== origin, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    const loaded: string[] = [];
    tab.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
    await tab.goto(`${origin}${SUBFOLDER}pictures/`);
    await expectCurrentPage(tab, 3);
    await expect(tab).toHaveTitle('Pictures');
    await tab.waitForLoadState('load');
    // Its pictures and fonts come from the site's files folder, relative to the page.
    expect(loaded.some((path) => path.startsWith(`${SUBFOLDER}files/`))).toBe(true);
    await tab.screenshot({ path: test.info().outputPath('export-no-script-phone.png') });
  } finally {
    await context.close();
    server.close();
  }
});

test('an exported page draws its uploaded font and its picture variants from the static site, without Folio', async ({ page, baseURL }) => {
  const request = page.request;
  const author = await signUp(request, 'exportfont');
  expect(author.uri).toBeTruthy();
  const ttf = readFileSync(new URL('../../packages/server/test/fixtures/fonts/SourceCodePro-Regular.ttf', import.meta.url));
  const font = await request.post('/api/upload/font', { multipart: { upload: { name: 'SourceCodePro-Regular.ttf', mimeType: 'font/ttf', buffer: ttf } } });
  expect(font.status(), await font.text()).toBe(201);
  const uploaded = (await font.json()) as { _id: string; name: string; css_name: string; css_url: string };
  // A 1600 px wide picture: a PNG made here (a plain colour), drawn 300 px wide.
  const picture = await request.post('/api/upload', { multipart: { upload: { name: 'wide.png', mimeType: 'image/png', buffer: widePng(1600, 1200) } } });
  expect(picture.status(), await picture.text()).toBe(201);
  const pictureUrl = ((await picture.json()) as { url: string }).url;

  const draft = (await (await request.post('/api/projects', { data: { title: 'Typed export' } })).json()) as { _id: string; revision: number; pages: { _id: string }[] };
  const fonts = [{ provider: 'custom', name: uploaded.name, css_name: uploaded.css_name, css_url: uploaded.css_url, variations: ['n4'] }];
  const patched = (await (await request.patch(`/api/mag/${draft._id}`, { data: { revision: draft.revision, edit_params: { fonts } } })).json()) as { revision: number };
  const text = `<p><span style="font-family:&quot;${uploaded.css_name}&quot;">Drawn in its own font</span></p>`;
  const made = await request.post(`/api/mag/${draft._id}/widgets`, {
    data: {
      revision: patched.revision,
      widgets: [
        { type: 'text', version: 2, text, pid: draft.pages[0]!._id, x: 80, y: 80, w: 600, h: 120, z: 1 },
        { type: 'picture', pid: draft.pages[0]!._id, x: 80, y: 240, w: 300, h: 225, z: 2, originalW: 1600, originalH: 1200, picture: { url: pictureUrl, type: 'image/png' } },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  expect((await request.post(`/api/publish/${draft._id}`)).status()).toBe(200);
  let archive: Buffer | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/mag/${draft._id}/export`, { timeout: 120_000 });
      if (answer.status() === 200) archive = await answer.body();
      return answer.status();
    }, { timeout: 180_000 })
    .toBe(200);

  const root = mkdtempSync(join(tmpdir(), 'folio-export-font-'));
  const site = join(root, SUBFOLDER);
  const names = await unzip(archive!, site);
  expect(names).toContain(`files/api/fonts/custom/${uploaded._id}.css`);
  expect(names).toContain(`files/api/fonts/custom/${uploaded._id}.woff2`);

  const { server, origin } = await serveStatically(root);
  try {
    const folio = new URL(baseURL!).origin;
    const asked: string[] = [];
    await page.context().route((url) => url.origin === folio, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.goto(`${origin}${SUBFOLDER}`);
    await expect(page.getByText('Drawn in its own font')).toBeVisible();
    const family = uploaded.css_name;
    // The uploaded face, once asked for, loads from the site's files: polled, since the stylesheet's faces join
    // document.fonts only once it is parsed; the statuses say which way it went if it does not.
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          await document.fonts.ready;
          await document.fonts.load(`16px "${name}"`).catch(() => []);
          return [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name).map((face) => face.status);
        }, family),
      )
      .toContain('loaded');
    const image = page.locator('img.folio-picture-img');
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
    const current = await image.evaluate((node: HTMLImageElement) => node.currentSrc);
    expect(current.startsWith(`${origin}${SUBFOLDER}files/api/images/`), current).toBe(true);
    expect(new URL(current).search).toBe('');
    expect(names).toContain(decodeURIComponent(new URL(current).pathname.slice(SUBFOLDER.length)));
    expect(asked).toEqual([]);
  } finally {
    server.close();
  }
});

/** A plain PNG of `width` x `height` (one colour), made without any image library. */
function widePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
