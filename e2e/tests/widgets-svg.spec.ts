// widgets-and-authoring.md §4 "Vector pictures are fetched and inlined" (docs/api.md "Pictures"): an SVG uploaded by
// an author is cleaned when uploaded, and a visitor's page draws it inline, fetched with a cache-busting query, so
// CSS colours it (currentColor); nothing of what was removed runs.
import { expect, test } from '../fixtures';
import { addWidgets, authorContext, createProject, signUp, type CreatedProject } from './viewer-helpers';

let project: CreatedProject;
let svgUrl: string;

const DRAWING =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" onload="window.__svgRan = 1">' +
  '<script>window.__svgRan = 2</script><circle class="dot" cx="50" cy="50" r="40" fill="currentColor"/>' +
  '<a href="javascript:window.__svgRan = 3"><rect class="box" width="10" height="10" fill="#00ff00"/></a></svg>';

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await authorContext(playwright, testInfo);
  const author = await signUp(request, 'svg');
  project = await createProject(request, author, { title: 'Vectors', publish: false, opts: { viewertype: 'horizontal' }, pages: [{ title: 'Logo', height: 600, text: 'A vector' }] });
  const upload = await request.post('/api/upload', { multipart: { upload: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(DRAWING) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  svgUrl = ((await upload.json()) as { url: string }).url;
  await addWidgets(request, project.id, [{ type: 'picture', pid: project.pages[0]!._id, x: 80, y: 240, w: 200, h: 200, z: 2, alt: 'A dot', picture: { url: svgUrl, type: 'image/svg+xml' } }]);
  expect((await request.post(`/api/publish/${project.id}`)).status()).toBe(200);
  await request.dispose();
});

test('a vector picture is fetched with a cache-busting query and drawn inline, cleaned, coloured by CSS', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(svgUrl)) fetched.push(new URL(request.url()).search);
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto(project.path);
  const svg = page.locator('.folio-picture-svg > svg');
  await expect(svg).toBeVisible();
  await expect(page.locator('.folio-picture-svg')).toHaveAttribute('aria-label', 'A dot');
  expect(fetched.some((search) => /^\?v=\d+$/.test(search))).toBe(true);

  // What the upload removed is not there, and nothing of it ran.
  await expect(page.locator('.folio-picture-svg script')).toHaveCount(0);
  expect(await svg.getAttribute('onload')).toBeNull();
  expect(await page.locator('.folio-picture-svg a').getAttribute('href')).toBeNull();
  await page.locator('.folio-picture-svg rect.box').click({ force: true });
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: number }).__svgRan)).toBeUndefined();

  // Inline, the page's CSS reaches inside: currentColor follows the colour given to the picture.
  await page.addStyleTag({ content: '.folio-picture-svg { color: rgb(200, 30, 60) }' });
  await expect(page.locator('.folio-picture-svg circle.dot')).toHaveCSS('fill', 'rgb(200, 30, 60)');
});
