// Static-site exports (viewer-and-project.md §1, §2, §7: "GET /api/mag/{id}/export?origin"; docs/distribution.md
// "Static-site export"). The spec names the route and the page layout ({base}/{page uri or number}/) and no values;
// these are ours. The viewer's first script carries the markers and rebaseExported (a few dozen bytes); the rest is the
// server's.

/**
 * The exported project's JSON names its files and its pages from the site's root by a marker, not by an address: a
 * static site may sit in any folder of any host, so only the page that reads it knows where the root is.
 * `folio-export:files/x` is the site's file x, `folio-export:shapes/` its page shapes/.
 */
export const EXPORT_ROOT_MARKER = 'folio-export:';

/** The exported site's folders, under its root. */
export const exportSiteFolders = {
  // Every file the project draws from this server (pictures, videos, fonts, the demo's files), by its path here.
  files: 'files/',
  // The viewer's scripts.
  viewer: 'viewer/',
} as const;

/** The page old Internet Explorer is sent to (viewer-and-project.md §2), at the site's root. */
export const EXPORT_SORRY_PAGE = 'sorry.html';

/**
 * An exported text (JSON or HTML) with its markers made addresses under `root`, the site's root: `./` or `../../`
 * in a page's own HTML (a relative address), the root's path (`/mags/spring/`) in the browser.
 */
export function rebaseExported(text: string, root: string): string {
  return text.split(EXPORT_ROOT_MARKER).join(root);
}

export const exportConstants = {
  // GET /api/mag/{id}/export waits this long for the archive's job before it answers 202 with the job to follow.
  waitMs: 90_000,
  // How often that wait reads the job.
  pollMs: 250,
  // What the files of one export may weigh together, and each (a file of this server fetched for the archive).
  maxBytes: 512 * 1024 * 1024,
  maxFileBytes: 128 * 1024 * 1024,
  // One file's fetch from this server gives up after this long.
  fileTimeoutMs: 30_000,
} as const;

export const exportMessages = {
  notPublished: 'This project is not published: publish it to export it',
  private: 'A private project cannot be exported: a static site cannot ask for its password',
  badOrigin: 'origin must be an http or https address, such as https://example.com/magazine/',
  failed: (error: string) => `The export could not be made: ${error}`,
  pending: 'The export is being made: follow the job, then ask again',
  tooLarge: 'The project’s files are too large to export together',
} as const;
