import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { PDFString } from 'pdf-lib';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMessages } from '@folio/model';
import { chromiumPath } from '../../src/browser/chromium';
import { jobs, sessions } from '../../src/db/schema';
import { PROJECT_PDF_JOB } from '../../src/pdf/pdf-job';
import { loadViewerAssets } from '../../src/viewer/assets';
import { Client, createProject, sampleText, signUp, startTestServer, WITH_BACKGROUND_JOBS } from '../support/harness';
import { setDraftScreenshotsAside } from '../support/draft-screenshots';

// Issue 15 "PDF" (docs/distribution.md): GET /api/makepdf/{id}?pages= → the published project as a PDF, one PDF page
// per project page at its own size, its text extractable, its links links. Made by a job in the headless Chromium
// (CI installs Debian's, and poppler-utils for pdftotext, pdffonts and pdfimages); the route only waits for it. One database: the queue has
// its own tests on both.

const installed = (tool: string) => {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const hasPdftotext = installed('pdftotext');
const hasPdffonts = installed('pdffonts');
const hasPdfimages = installed('pdfimages');

/** pdffonts' rows, cut at the columns its dashed line marks (a font's type may be two words: "CID TrueType"). */
function pdffontsRows(output: string): Record<string, string>[] {
  const lines = output.split('\n');
  const header = lines[0]!;
  const columns = [...lines[1]!.matchAll(/-+/g)].map((match) => match.index);
  const cell = (line: string, index: number) => line.slice(columns[index], columns[index + 1]).trim();
  const names = columns.map((_, index) => cell(header, index));
  return lines
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => Object.fromEntries(names.map((name, index) => [name, cell(line, index)])));
}

/** `pdfimages -list` rows: one word a cell, as in its header ("object ID" is two of each). */
function pdfimagesRows(output: string): Record<string, string>[] {
  const [header, , ...rows] = output.split('\n');
  const names = header!.trim().split(/\s+/);
  return rows.filter((line) => line.trim()).map((line) => Object.fromEntries(line.trim().split(/\s+/).map((value, index) => [names[index], value])));
}

// viewer-and-project.md says nothing of print quality; 150 pixels per inch is the usual floor for print.
const PRINT_PPI = 150;
// PDF points per CSS pixel.
const PT_PER_PX = 0.75;
// A page's size on paper is its drawn size, which the viewer's CSS gives (the server inlines it from the client build).
// `npm test` runs these tests before it builds the clients: without the build the sizes are not checked here, and the
// e2e spec (distribution-pdf.spec.ts, after the build) checks the demo's.
const drawnWithViewerCss = loadViewerAssets().inlineCss !== '';

describe.runIf(chromiumPath())('GET /api/makepdf/{id}', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let owner: Client & { user: any };
  let stranger: Client;
  let mag: any;

  beforeAll(async () => {
    server = await startTestServer('pglite', WITH_BACKGROUND_JOBS);
    owner = await signUp(server.baseUrl, 'Printer');
    stranger = await signUp(server.baseUrl, 'Other Printer');
    mag = await createProject(owner, 'Harbour notes');
    // A photo on the first page, uploaded as authors upload them, drawn 400 × 300 (300 pt wide on paper): a 2× screen
    // fetches its 800 px variant, which prints at 192 pixels per inch.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('upload', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const picture = await owner.postForm('/api/upload', form);
    expect(picture.status, JSON.stringify(picture.body)).toBe(201);
    const pictured = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: mag.revision,
      widgets: [{ type: 'picture', pid: mag.pages[0]._id, x: 500, y: 20, w: 400, h: 300, z: 3, originalW: 1600, originalH: 1200, picture: { url: picture.body.url, type: 'image/jpeg' } }],
    });
    expect(pictured.status, JSON.stringify(pictured.body)).toBe(201);
    mag.revision = pictured.body.revision;
    const third = await owner.post(`/api/mag/${mag._id}/pages`, { revision: mag.revision, page: { title: 'Tall', uri: 'tall', height: 1200 } });
    expect(third.status).toBe(201);
    const made = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: third.body.revision,
      widgets: [{ type: 'text', pid: third.body.page._id, x: 10, y: 1000, w: 400, h: 40, z: 1, ...sampleText(`Read <a href="https://example.com/harbour">the harbour guide</a> or <a href="/${owner.user.uri}/${mag.num_id}/second/">the second page</a> low on the page`) }],
    });
    expect(made.status).toBe(201);
  }, 60_000);
  afterAll(() => server.close());

  const pdfJobs = () => server.database.db.select().from(jobs).where(eq(jobs.kind, PROJECT_PDF_JOB));

  it('is refused before the project is published, to visitors (401) and to other authors (404)', async () => {
    const early = await owner.get(`/api/makepdf/${mag._id}`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: pdfMessages.notPublished, statusCode: 409 });
    expect((await owner.post(`/api/publish/${mag._id}`)).status).toBe(200);
    expect((await new Client(server.baseUrl).get(`/api/makepdf/${mag._id}`)).status).toBe(401);
    expect((await stranger.get(`/api/makepdf/${mag._id}`)).status).toBe(404);
    for (const pages of ['0', '4', '2-1', 'one']) {
      const bad = await owner.get(`/api/makepdf/${mag._id}?pages=${pages}`);
      expect(bad.status, pages).toBe(400);
      expect(bad.body.message).toBe(pdfMessages.badPages);
    }
    expect(await pdfJobs()).toEqual([]);
  });

  it('makes one PDF page per page at its own size, with its text and its links; asked again, sends the same file', async () => {
    const answer = await owner.get<Buffer>(`/api/makepdf/${mag._id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="Harbour-notes.pdf"');
    const bytes = answer.body;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    const sizes = pdf.getPages().map((page) => page.getSize());
    if (drawnWithViewerCss) {
      for (const size of sizes) expect(size.width).toBeCloseTo(1024 * PT_PER_PX, 0);
      expect(sizes[2]!.height).toBeCloseTo(1200 * PT_PER_PX, 0);
    }
    // Whatever draws it, the tall page is printed on one PDF page as tall as it is drawn.
    expect(sizes[2]!.height).toBeGreaterThan(sizes[0]!.height);

    // The link on the third page is a link annotation to the same address.
    const annotations = pdf.getPages()[2]!.node.Annots()?.asArray() ?? [];
    const uris = annotations.map((ref) => {
      const action = (pdf.context.lookup(ref) as PDFDict).lookup(PDFName.of('A'), PDFDict);
      return (action.lookup(PDFName.of('URI')) as PDFString).decodeText();
    });
    expect(uris).toContain('https://example.com/harbour');
    // A link to a page of this site points at its public address, not the one the headless browser used.
    expect(uris).toContain(`${new URL(server.app.config.publicUrl).origin}/${owner.user.uri}/${mag.num_id}/second/`);

    if (hasPdftotext) {
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
      expect(text).toContain('Hello from page one');
      expect(text).toContain('Secret second page text');
      expect(text).toContain('the harbour guide');
    }

    const again = await owner.get<Buffer>(`/api/makepdf/${mag._id}`);
    expect(again.body.equals(bytes)).toBe(true);
    expect(await pdfJobs()).toHaveLength(1);
  }, 120_000);

  it('prints text with its fonts embedded and pictures at print quality', async () => {
    const answer = await owner.get<Buffer>(`/api/makepdf/${mag._id}`);
    expect(answer.status).toBe(200);
    if (hasPdffonts) {
      const fonts = pdffontsRows(execFileSync('pdffonts', ['-'], { input: answer.body }).toString());
      // Vector text: the words are drawn with fonts, every one of them in the file.
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font.emb, JSON.stringify(font)).toBe('yes');
    }
    if (hasPdfimages) {
      const images = pdfimagesRows(execFileSync('pdfimages', ['-list', '-'], { input: answer.body }).toString()).filter((row) => row.type === 'image');
      // The photo, on the first page, and nothing printed coarser than print quality.
      expect(images.filter((image) => image.page === '1').length, JSON.stringify(images)).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image['x-ppi']), JSON.stringify(image)).toBeGreaterThanOrEqual(PRINT_PPI);
        expect(Number(image['y-ppi']), JSON.stringify(image)).toBeGreaterThanOrEqual(PRINT_PPI);
      }
    }
  }, 120_000);

  it('pages= chooses the pages; wait=0 answers 202 with the job to follow', async () => {
    const queued = await owner.get(`/api/makepdf/${mag._id}?pages=3,1&wait=0`);
    expect(queued.status).toBe(202);
    expect(queued.body.job).toMatchObject({ kind: PROJECT_PDF_JOB });
    const followed = await owner.get(`/api/jobs/${queued.body.job.id}`);
    expect(followed.status).toBe(200);
    const answer = await owner.get<Buffer>(`/api/makepdf/${mag._id}?pages=1,3`);
    expect(answer.status).toBe(200);
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(2);
    if (drawnWithViewerCss) expect(pdf.getPages()[1]!.getSize().height).toBeCloseTo(1200 * PT_PER_PX, 0);
    // The same choice, written two ways, is one job.
    expect(await pdfJobs()).toHaveLength(2);
  }, 120_000);

  it('draft=1 prints the owner’s draft as it is now, unpublished changes and all; the browser’s session for it ends', async () => {
    const draft = (await owner.get(`/api/projects/${mag._id}`)).body;
    const page = draft.pages[0];
    const added = await owner.post(`/api/mag/${mag._id}/widgets`, {
      revision: draft.revision,
      widgets: [{ type: 'text', pid: page._id, x: 10, y: 200, w: 400, h: 40, z: 3, ...sampleText('Not yet published words') }],
    });
    expect(added.status).toBe(201);
    // Only the PDF's session is counted.
    await setDraftScreenshotsAside(server, owner, mag._id);
    expect((await stranger.get(`/api/makepdf/${mag._id}?draft=1`)).status).toBe(404);
    expect((await owner.get(`/api/makepdf/${mag._id}?draft=1&pages=9`)).status).toBe(400);
    const sessionsBefore = (await server.database.db.select().from(sessions)).length;
    const answer = await owner.get<Buffer>(`/api/makepdf/${mag._id}?draft=1&pages=1`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const pdf = await PDFDocument.load(answer.body);
    expect(pdf.getPageCount()).toBe(1);
    if (hasPdftotext) {
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: answer.body }).toString();
      expect(text).toContain('Hello from page one');
      expect(text).toContain('Not yet published words');
    }
    // The published version's PDF is still the published version's.
    if (hasPdftotext) {
      const published = await owner.get<Buffer>(`/api/makepdf/${mag._id}?pages=1`);
      expect(execFileSync('pdftotext', ['-', '-'], { input: published.body }).toString()).not.toContain('Not yet published words');
    }
    expect((await server.database.db.select().from(sessions)).length).toBe(sessionsBefore);
  }, 120_000);
});
