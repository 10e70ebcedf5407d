// The Widgets issue's screenshot tests: one page holding every widget kind, drawn by the viewer at desktop and
// phone widths, compared with the committed baselines (widgets-screenshots.spec.ts-snapshots/) with a small
// tolerance. Everything on the page is local or answered locally (the fixture's third-party stand-ins), the
// slideshow waits a minute between slides, the viewer's chrome is hidden while the picture is taken, and no widget
// animates.
// Refresh the baselines after a deliberate change: npx playwright test -c e2e/playwright.config.ts widgets-screenshots --update-snapshots
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, test } from '../fixtures';
import { authorContext, createProject, currentPage, projectAddress, signUp, type CreatedProject } from './viewer-helpers';

type Box = { x: number; y: number; w: number; h: number };
const at = (desktop: Box, phone: Box) => ({ ...desktop, viewport_phone_portrait: phone });

let project: CreatedProject;
const SCREENSHOT_CSS = fileURLToPath(new URL('./screenshot.css', import.meta.url));

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'shots');
  project = await createProject(request, author, {
    title: 'Every kind',
    publish: false,
    pages: [{ title: 'Every kind', height: 1100, text: 'Every widget kind on one page' }],
  });
  const pictureBytes = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2a9d8f' },
  })
    .composite([{ input: Buffer.from('<svg width="600" height="400"><circle cx="420" cy="140" r="90" fill="#f4a261"/><rect x="60" y="240" width="300" height="110" fill="#1d3557"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();
  const upload = await request.post('/api/upload', { multipart: { name: 'Scene', upload: { name: 'scene.png', mimeType: 'image/png', buffer: pictureBytes } } });
  expect(upload.status()).toBe(201);
  const picture = (await upload.json()).url as string;
  const pid = project.pages[0]!._id;
  const widgets = [
    { type: 'background', selectedType: 'picture', color: 'f1faee', ...at({ x: 0, y: 0, w: 1024, h: 1100 }, { x: 0, y: 0, w: 320, h: 1800 }), z: 0 },
    { type: 'text', version: 3, blocks: [{ key: 'a', text: 'Text version 3, bold and linked', depth: 0, entityRanges: [] }], styles: [], blocksMeta: [], ...at({ x: 40, y: 170, w: 300, h: 60 }, { x: 10, y: 150, w: 300, h: 50 }), z: 2 },
    { type: 'picture', picture: { url: picture, type: 'image/png' }, alt: 'A scene', border_radius: 16, border_size: 4, border_color: '1d3557', ...at({ x: 40, y: 250, w: 300, h: 200 }, { x: 10, y: 210, w: 300, h: 200 }), z: 2 },
    { type: 'shape', tp: 'rectangle', bg_color: 'e63946', bg_opacity: 1, radius: 12, ...at({ x: 380, y: 40, w: 140, h: 100 }, { x: 10, y: 420, w: 90, h: 70 }), z: 2 },
    { type: 'shape', tp: 'ellipse', bg_color: 'f4a261', bg_opacity: 1, ...at({ x: 540, y: 40, w: 100, h: 100 }, { x: 115, y: 420, w: 70, h: 70 }), z: 2 },
    { type: 'shape', tp: 'polygon', sides: 5, bg_color: '457b9d', bg_opacity: 1, ...at({ x: 660, y: 40, w: 100, h: 100 }, { x: 200, y: 420, w: 70, h: 70 }), z: 2 },
    { type: 'button', tp: 'text', text: 'A button', clickLink: '/somewhere/', 'background-color': '1d3557', color: 'ffffff', 'border-radius': 24, 'font-size': 18, ...at({ x: 800, y: 60, w: 180, h: 48 }, { x: 10, y: 500, w: 180, h: 48 }), z: 2 },
    { type: 'slideshow', delay: 60, pictures: [{ uuid: 's1', num: 1, url: picture }, { uuid: 's2', num: 2, url: '/assets/demo/still-life.svg' }], ...at({ x: 380, y: 170, w: 300, h: 200 }, { x: 10, y: 560, w: 300, h: 200 }), z: 2 },
    { type: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', video_id: 'aqz-KE-bpKQ', provider_name: 'YouTube', custom_thumbnail: '/assets/demo/video-poster.svg', ...at({ x: 700, y: 170, w: 284, h: 160 }, { x: 10, y: 770, w: 300, h: 169 }), z: 2 },
    { type: 'audio', url: '/assets/demo/chime.wav', title: 'A chime', ...at({ x: 380, y: 390, w: 300, h: 54 }, { x: 10, y: 950, w: 300, h: 54 }), z: 2 },
    { type: 'iframe', url: '/assets/demo/embed.html', kind: 'iframe', ...at({ x: 700, y: 350, w: 284, h: 140 }, { x: 10, y: 1010, w: 300, h: 140 }), z: 2 },
    { type: 'shots', video_url: '/assets/demo/orbit.webm', poster_url: '/assets/demo/orbit-poster.svg', loop: true, mute: true, ...at({ x: 40, y: 480, w: 300, h: 169 }, { x: 10, y: 1160, w: 300, h: 169 }), z: 2 },
    { type: 'gmaps', lat: 48.8584, lng: 2.2945, zoom: 14, address: 'Champ de Mars, Paris', ...at({ x: 380, y: 480, w: 300, h: 200 }, { x: 10, y: 1340, w: 300, h: 150 }), z: 2 },
    { type: 'hotspot', tip_text: 'A tip', color: 'e63946', ...at({ x: 520, y: 560, w: 28, h: 28 }, { x: 150, y: 1400, w: 28, h: 28 }), z: 3 },
    { type: 'form', fields: [{ id: 'name', kind: 'text', label: 'Name', required: true }, { id: 'email', kind: 'email', label: 'E-mail' }], submit_label: 'Send', ...at({ x: 700, y: 510, w: 284, h: 220 }, { x: 10, y: 1500, w: 300, h: 220 }), z: 2 },
    { type: 'facebook', url: 'https://www.facebook.com/facebook', ...at({ x: 40, y: 680, w: 300, h: 200 }, { x: 10, y: 1730, w: 145, h: 60 }), z: 2 },
    { type: 'twitter', url: 'https://twitter.com/X', ...at({ x: 380, y: 700, w: 300, h: 200 }, { x: 165, y: 1730, w: 145, h: 60 }), z: 2 },
    { type: 'addtocart', product_id: 'p1', label: 'Add to cart', ...at({ x: 700, y: 760, w: 180, h: 48 }, { x: 200, y: 500, w: 110, h: 48 }), z: 2 },
    { type: 'ecommercecart', version: 3, ...at({ x: 900, y: 760, w: 48, h: 48 }, { x: 272, y: 10, w: 40, h: 40 }), z: 2 },
    { type: 'rmheader', bg_color: '1d3557', bg_opacity: 0.9, ...at({ x: 0, y: 940, w: 1024, h: 60 }, { x: 0, y: 0, w: 320, h: 60 }), z: 1 },
    { type: 'rmfooter', bg_color: 'a8dadc', bg_opacity: 1, ...at({ x: 0, y: 1040, w: 1024, h: 60 }, { x: 0, y: 1740, w: 320, h: 60 }), z: 1 },
  ].map((widget) => ({ ...widget, pid }));
  const { revision } = await (await request.get(`/api/projects/${project.id}`)).json();
  const made = await request.post(`/api/mag/${project.id}/widgets`, { data: { revision, widgets } });
  expect(made.status(), await made.text()).toBe(201);
  const relaid = await request.get(`/api/projects/${project.id}`);
  const page = (await relaid.json()).pages[0];
  await request.patch(`/api/mag/${project.id}/pages/${pid}`, { data: { revision: (await relaid.json()).revision, viewport_phone_portrait: { enabled: true, height: 1800 } } });
  expect(page._id).toBe(pid);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

for (const { name, width, height } of [
  { name: 'desktop', width: 1024, height: 1100 },
  { name: 'phone', width: 320, height: 1800 },
]) {
  test(`every widget kind at ${name} width matches the baseline`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(projectAddress(project, 1));
    await page.waitForFunction(() => performance.getEntriesByName('folio:hydrated').length > 0);
    const section = currentPage(page);
    await expect(section.locator('[data-widget-id]')).toHaveCount(22);
    // Every picture and poster is loaded and every frame has its document before the picture is taken.
    await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(width - 1, height - 1);
    await expect(section).toHaveScreenshot(`every-kind-${name}.png`, { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', stylePath: SCREENSHOT_CSS });
  });
}
