// Issue 15 "Distribution", acceptance 2: the demo's author downloads its PDF from the publish panel (made by a job,
// its progress shown). The PDF has the demo's 9 pages at their size (1024 × 672 px = 768 × 504 pt); pdftotext (Debian's
// poppler-utils, installed by .ci/run) finds the demo's words; its links point where the pages' links do; each page,
// rendered to PNG with pdftoppm, is a picture of its own page, as its screenshot is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { nearestPage, ownPictures, signature, signInAsDemo } from './distribution-helpers';
import { openPublishPanel } from './publish-helpers';
import { addWidgets, DEMO, demoAddress } from './viewer-helpers';
import { openNewProject } from './constructor-helpers';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

// PDF points per CSS pixel.
const PT_PER_PX = 0.75;

test('the demo as a PDF: Download PDF in the publish panel shows the progress, then gives the nine pages', async ({ page, browser }) => {
  const demo = await signInAsDemo(page);
  await page.goto(`/edit/${demo.num_id}/`);
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  const panel = await openPublishPanel(page);
  const section = panel.getByRole('region', { name: 'PDF' });
  await section.scrollIntoViewIfNeeded();

  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  await section.getByRole('button', { name: 'Download PDF' }).click();
  // While the job runs: the button says so and a progress bar follows it.
  await expect(section.getByRole('button', { name: 'Making the PDF…' })).toBeDisabled();
  await expect(section.getByRole('progressbar', { name: 'PDF progress' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pdf-progress.png') });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Folio-demo.pdf');
  await expect(section.getByRole('status')).toHaveText('Folio-demo.pdf is downloaded.');
  await expect(section.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

  const folder = mkdtempSync(join(tmpdir(), 'folio-pdf-'));
  const file = join(folder, 'demo.pdf');
  await download.saveAs(file);

  // Nine pages, each the page's size.
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', file]).toString();
  expect(info).toMatch(new RegExp(`^Pages:\\s+${DEMO.pages.length}$`, 'm'));
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => [Number(match[1]), Number(match[2])]);
  expect(sizes).toHaveLength(DEMO.pages.length);
  for (const [width, height] of sizes) {
    expect(width).toBeCloseTo(1024 * PT_PER_PX, 0);
    expect(height).toBeCloseTo(672 * PT_PER_PX, 0);
  }

  // Its text is text: the demo's words, the headings on their own pages.
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text.replace(/\s+/g, ' ')).toContain(DEMO.coverText);
  const pagesText = text.split('\f');
  for (const num of [2, 3, 4]) expect(pagesText[num - 1], `page ${num}`).toContain(DEMO.pages[num - 1]!.title);

  // Its links point where the pages' links do (to the page's public address, the same path).
  const links = execFileSync('pdfinfo', ['-url', file])
    .toString()
    .split('\n')
    .slice(1)
    .map((line) => /^\s*(\d+)\s+Annotation\s+(\S+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ page: Number(match[1]), path: new URL(match[2]!).pathname }));
  expect(links.length).toBeGreaterThan(0);
  for (const { num } of DEMO.pages) {
    const html = await (await page.request.get(demoAddress(num))).text();
    const start = html.indexOf('data-position="center"');
    const end = html.indexOf('data-position="', start + 1);
    const current = html.slice(start, end < 0 ? undefined : end);
    const own = new Set([...current.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!));
    for (const link of links.filter((each) => each.page === num)) expect(own, `page ${num} links to ${link.path}`).toContain(link.path);
  }

  // Each PDF page drawn to a picture shows its own page.
  const own = await ownPictures(browser);
  execFileSync('pdftoppm', ['-r', '72', '-png', file, join(folder, 'page')]);
  const drawn = readdirSync(folder).filter((name) => name.startsWith('page')).sort();
  expect(drawn).toHaveLength(DEMO.pages.length);
  for (const [index, name] of drawn.entries()) {
    expect(nearestPage(await signature(readFileSync(join(folder, name))), own), `PDF page ${index + 1}`).toBe(index + 1);
  }
});

test('a project not yet published: the PDF section prints the draft as it is now', async ({ page }) => {
  const project = await openNewProject(page, 'Field notes', 'draft-pdf');
  const { pages } = await (await page.request.get(`/api/projects/${project._id}`)).json();
  await addWidgets(page.request, project._id, [{ type: 'text', pid: pages[0]._id, x: 40, y: 60, w: 500, h: 60, version: 2, text: '<p>Words of a draft, not yet published</p>' }]);
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Constructor tools' })).toBeVisible({ timeout: 20_000 });
  const panel = await openPublishPanel(page);
  const section = panel.getByRole('region', { name: 'PDF' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('The draft as it is now');

  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await section.getByRole('button', { name: 'Download PDF of the draft' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Field-notes.pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'folio-draft-pdf-')), 'draft.pdf');
  await download.saveAs(file);
  expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/^Pages:\s+1$/m);
  expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('Words of a draft, not yet published');
});
