import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFPage } from 'pdf-lib';
import { z } from 'zod';
import { pdfConstants, screenshotConstants } from '@folio/model';
import type { BlobStore } from '../blobs';
import type { HeadlessBrowser } from '../browser/headless-browser';
import type { Db } from '../db/database';
import { mags, users } from '../db/schema';
import { SESSION_COOKIE } from '../app';
import { createSession, deleteSession } from '../repositories/users';
import { livePages } from '../repositories/mags';
import { findFileJob } from '../jobs/job-downloads';
import { FinalJobError, type JobKind } from '../jobs/runner';
import { loadSnapshot } from '../repositories/published';
import { ONLY_THE_PAGE } from '../screenshots/screenshot-job';

// The PDF of a published project (docs/distribution.md "PDF"): each chosen page opened in the headless Chromium as a
// visitor's window exactly its width draws it (the server's HTML, no scripts run, so no view is counted), printed to
// one PDF page of the page's own size (vector text with its fonts embedded, links as links, pictures fetched at twice
// the size), and the pages joined in order. Stored as a blob; GET /api/makepdf/{id} sends it.

export const PROJECT_PDF_JOB = 'project.pdf';

// The viewer's chrome (arrows, counter, menu button) is not the page's, nor are the pages the document holds beside it
// (above and below it in the vertical layout).
const PRINT_STYLE = `<style data-folio-print>${ONLY_THE_PAGE}html,body{overflow:visible!important}</style>`;

/** The published `version`'s pages, or (for its owner) the draft at its revision `draft`. */
export const pdfPayloadSchema = z.union([
  z.object({ magId: z.string(), version: z.number().int().positive(), pages: z.array(z.number().int().positive()) }),
  z.object({ magId: z.string(), draft: z.number().int().nonnegative(), pages: z.array(z.number().int().positive()) }),
]);
export type PdfPayload = z.infer<typeof pdfPayloadSchema>;

/** Where a made PDF is kept: one per project version (or draft revision) and choice of pages. */
export const pdfBlobKey = (choice: PdfPayload) => `pdfs/${choice.magId}/${'draft' in choice ? `draft-${choice.draft}` : choice.version}-${choice.pages.join(',')}.pdf`;

// The headless browser reads a draft as its owner, with a session of its own that ends with the job (or soon after).
const DRAFT_SESSION_MS = 15 * 60_000;

interface Printed {
  title: string;
  /** Each chosen page's address on this server. */
  paths: string[];
  /** The session the browser reads them with (a draft's), deleted once printed. */
  session?: string;
}

/** The published version's chosen pages, as visitors without a password see them (`/p{num_id}/`). */
async function publishedPages(db: Db, choice: Extract<PdfPayload, { version: number }>): Promise<Printed> {
  const snapshot = await loadSnapshot(db, choice.magId, choice.version);
  if (!snapshot) throw new Error('The published version is gone');
  const [mag] = await db.select({ privatePages: mags.privatePages }).from(mags).where(eq(mags.id, choice.magId));
  const shown = snapshot.pages.filter((page) => !mag?.privatePages.includes(page.id));
  const chosen = choice.pages.map((num) => shown[num - 1]).filter((page) => page !== undefined);
  return { title: String((snapshot.mag.data as { title?: unknown }).title ?? ''), paths: chosen.map((page) => `/p${page.numId}/`) };
}

/** The draft's chosen pages, as its owner previews them (`/{user}/{mag}/preview/num/{n}/`). */
async function draftPages(db: Db, choice: Extract<PdfPayload, { draft: number }>): Promise<Printed> {
  const [row] = await db.select({ mag: mags, owner: users }).from(mags).innerJoin(users, eq(users.id, mags.userId)).where(eq(mags.id, choice.magId));
  if (!row) throw new FinalJobError('The project is gone');
  const count = (await livePages(db, row.mag.id)).length;
  const base = `/${encodeURIComponent(row.owner.uri)}/${encodeURIComponent(row.mag.uri || String(row.mag.numId))}/preview`;
  return {
    title: String(row.mag.data.title ?? ''),
    paths: choice.pages.filter((num) => num <= count).map((num) => `${base}/num/${num}/`),
    session: await createSession(db, row.owner.id, DRAFT_SESSION_MS),
  };
}

export interface PdfServices {
  db: Db;
  browser: HeadlessBrowser;
  blobs: BlobStore;
  baseUrl: () => string;
  /** The site's address for readers (PUBLIC_URL): a link to this server in the PDF points there. */
  publicUrl: string;
  /** The sites origin (SITES_URL), where a project with the author's code is drawn: reached as well as this server. */
  sitesUrl?: string;
}

/** Links to the address the headless browser used (the server's own) point at the public address instead. */
function pointLinksAt(page: PDFPage, from: string, to: string) {
  for (const ref of page.node.Annots()?.asArray() ?? []) {
    const action = page.doc.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
    const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)?.decodeText();
    if (!action || !uri?.startsWith(`${from}/`)) continue;
    action.set(PDFName.of('URI'), PDFHexString.of(Buffer.from(to + uri.slice(from.length), 'latin1').toString('hex')));
  }
}

export function projectPdfJob({ db, browser, blobs, baseUrl, publicUrl, sitesUrl }: PdfServices): JobKind {
  return {
    kind: PROJECT_PDF_JOB,
    async run(payload, { progress, signal }) {
      const choice = pdfPayloadSchema.parse(payload);
      const printed = 'draft' in choice ? await draftPages(db, choice) : await publishedPages(db, choice);
      const base = new URL(baseUrl());
      const joined = await PDFDocument.create();
      await browser.withContext(
        {
          viewport: screenshotConstants.viewport,
          deviceScaleFactor: pdfConstants.pictureScale,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
          javaScriptEnabled: false,
        },
        async (context) => {
          if (printed.session) await context.addCookies([{ name: SESSION_COOKIE, value: printed.session, url: base.origin, httpOnly: true, sameSite: 'Lax' }]);
          // Nothing but this server (and its sites origin) is reached; its documents get the print style.
          const ours = new Set([base.origin, ...(sitesUrl ? [new URL(sitesUrl).origin] : [])]);
          await context.route('**/*', async (route) => {
            const request = route.request();
            if (!ours.has(new URL(request.url()).origin)) return route.abort();
            if (request.resourceType() !== 'document') return route.continue();
            const response = await route.fetch();
            const html = (await response.text()).replace('</head>', `${PRINT_STYLE}</head>`);
            return route.fulfill({ response, body: html });
          });
          const tab = await context.newPage();
          // Printed as the screen draws it: the pages beside the current one stay where the screen keeps them.
          await tab.emulateMedia({ media: 'screen' });
          const stop = () => void tab.close();
          signal.addEventListener('abort', stop);
          try {
            for (const [index, path] of printed.paths.entries()) {
              progress(Math.round((index / printed.paths.length) * 90), `Drawing page ${index + 1} of ${printed.paths.length}`);
              await tab.setViewportSize(screenshotConstants.viewport);
              await tab.goto(new URL(path, base).toString(), { waitUntil: 'load', timeout: pdfConstants.renderTimeoutMs });
              // The page as drawn at its own width: the window is made as tall as it, so every picture loads.
              const size = await tab.evaluate(() => {
                const drawn = document.querySelector('section.folio-page[data-position="center"]');
                const box = drawn?.getBoundingClientRect();
                return { width: Math.round(box?.width || document.documentElement.scrollWidth), height: Math.round(box?.height || document.documentElement.scrollHeight) };
              });
              await tab.setViewportSize(size);
              await tab.waitForLoadState('load');
              await tab.evaluate(() => document.fonts.ready.then(() => undefined));
              const onePage = await tab.pdf({ width: `${size.width}px`, height: `${size.height}px`, printBackground: true, pageRanges: '1', margin: { top: '0', right: '0', bottom: '0', left: '0' } });
              const [copied] = await joined.copyPages(await PDFDocument.load(onePage), [0]);
              pointLinksAt(joined.addPage(copied), base.origin, new URL(publicUrl).origin);
            }
          } finally {
            signal.removeEventListener('abort', stop);
          }
        },
      ).finally(() => printed.session && deleteSession(db, printed.session));
      progress(95, 'Storing the PDF');
      joined.setTitle(printed.title);
      joined.setProducer('Folio');
      const bytes = Buffer.from(await joined.save());
      const key = pdfBlobKey(choice);
      await blobs.put(key, bytes);
      return { key, bytes: bytes.length, pages: printed.paths.length };
    },
  };
}

/** The newest job that made, or is making, this PDF (none failed or cancelled). */
export const findPdfJob = (db: Db, choice: PdfPayload) =>
  findFileJob(db, PROJECT_PDF_JOB, choice.magId, pdfBlobKey(choice), (payload) => pdfBlobKey(pdfPayloadSchema.parse(payload)));
