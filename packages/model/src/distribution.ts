// Distribution (docs/distribution.md): the PDF of a project. The spec names the route (viewer-and-project.md §7,
// `GET /api/makepdf/{id}` "with optional pages") and no values; these are ours. Kept out of constants.ts and
// messages.ts, which the viewer's first script carries.

export const pdfConstants = {
  // GET /api/makepdf/{id} waits this long for the PDF's job before it answers 202 with the job to follow.
  waitMs: 90_000,
  // How often that wait reads the job.
  pollMs: 250,
  // The page is drawn at this device scale, so pictures are fetched at print quality.
  pictureScale: 2,
  // A page that has not loaded by then fails this try.
  renderTimeoutMs: 30_000,
} as const;

export const pdfMessages = {
  badPages: 'pages must be page numbers or ranges of them, such as 1,3-5, within the project',
  notPublished: 'This project is not published: publish it to make its PDF',
  private: 'A private project has no PDF: its pages are for visitors with the password',
  failed: (error: string) => `The PDF could not be made: ${error}`,
  pending: 'The PDF is being made: follow the job, then ask again',
} as const;

/**
 * The page numbers (1-based, ascending, each once) that `pages` names among `total` pages: every page when it is
 * empty; "1,3-5" style otherwise. Undefined when it names anything else or a page outside the project.
 */
export function parsePageSelection(pages: string | undefined, total: number): number[] | undefined {
  const text = (pages ?? '').trim();
  if (!text) return Array.from({ length: total }, (_, index) => index + 1);
  const chosen = new Set<number>();
  for (const part of text.split(',')) {
    const range = /^\s*(\d{1,6})\s*(?:-\s*(\d{1,6})\s*)?$/.exec(part);
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from || to > total) return undefined;
    for (let page = from; page <= to; page++) chosen.add(page);
  }
  return [...chosen].sort((a, b) => a - b);
}

// GET /api/screenshot/renew/{project}/{page} (viewer-and-project.md §7 "returns a screenshot"): the route waits this
// long for the page's new screenshot before it answers 202 with the job to follow, reading the job this often.
export const screenshotRenewConstants = {
  waitMs: 60_000,
  pollMs: 250,
} as const;

// The draft's screenshots (docs/jobs.md "Draft screenshots"): the dashboard's cards and the constructor's page list
// show each draft page as its preview draws it. Drawn by one job per project, this long after the last change to the
// draft (edits that follow each other within it make one job), redrawing only the pages whose content changed.
export const draftScreenshotConstants = {
  afterEditMs: 30_000,
} as const;

export const screenshotMessages = {
  notPublished: 'This project is not published: its pages have no screenshots yet',
  noPage: 'This page is not in the published version',
  noDraftPage: 'This page is not in the project',
  privatePage: 'A private project or a protected page has no screenshot: visitors without the password do not see it',
  failed: (error: string) => `The screenshot could not be made: ${error}`,
  pending: 'The screenshot is being made: follow the job, then ask again',
} as const;
