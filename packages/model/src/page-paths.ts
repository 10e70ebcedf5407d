// viewer-and-project.md §2 "Page paths": how a page is addressed in the viewer, in exported sites and in
// the address bar, and how a page is found again from an address. Works on the few page fields it needs,
// so the server (stored pages), the viewer (loaded pages) and the editor (draft pages) can all use it.

/** The fields of a page that addressing needs. */
export interface PageRef {
  _id: string;
  num: number;
  uri?: string | null;
  pagePath?: string | null;
}

const FIRST_PAGE_NUM = 1; // viewer-and-project.md §2: page 1 is the default page and has the empty path.

const trimSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '');

/** viewer-and-project.md §2: a page's uri falls back to its path, then its number. */
export function pageUriOf(page: PageRef): string {
  const uri = page.uri ? trimSlashes(page.uri) : '';
  if (uri) return uri;
  const path = page.pagePath ? trimSlashes(page.pagePath) : '';
  return path || String(page.num);
}

/**
 * viewer-and-project.md §2: page 1 has the empty path; other pages use their custom uri (falling back to
 * the stored path), or their number, followed by a slash.
 */
export function pagePathOf(page: PageRef): string {
  return page.num === FIRST_PAGE_NUM ? '' : `${encodePath(pageUriOf(page))}/`;
}

/** viewer-and-project.md §2: in exported sites pages are at {base}/{page uri or page number}/. */
export function exportedPageUrl(base: string, page: PageRef): string {
  return `${base.replace(/\/+$/, '')}/${encodePath(pageUriOf(page))}/`;
}

export function findPageByNum<P extends PageRef>(pages: readonly P[], num: number): P | undefined {
  return pages.find((page) => page.num === num);
}

export function findPageByUri<P extends PageRef>(pages: readonly P[], uri: string): P | undefined {
  const wanted = trimSlashes(uri);
  return pages.find((page) => page.uri != null && trimSlashes(page.uri) === wanted);
}

export function findPageByPath<P extends PageRef>(pages: readonly P[], path: string): P | undefined {
  const wanted = trimSlashes(path);
  return pages.find((page) => page.pagePath != null && trimSlashes(page.pagePath) === wanted);
}

/**
 * viewer-and-project.md §2: a page can be found by number, uri or path. A number (or an all-digit string
 * that no page uses as its uri or path) is a page number; the empty key is page 1. Custom uris win over
 * numbers because an author chose them (so an all-digit custom uri shadows that page number). Keys are
 * compared decoded, the way the router hands them over.
 */
export function findPage<P extends PageRef>(pages: readonly P[], key: string | number): P | undefined {
  if (typeof key === 'number') return findPageByNum(pages, key);
  const wanted = trimSlashes(key);
  if (wanted === '') return findPageByNum(pages, FIRST_PAGE_NUM);
  const byName = findPageByUri(pages, wanted) ?? findPageByPath(pages, wanted);
  if (byName) return byName;
  return /^\d+$/.test(wanted) ? findPageByNum(pages, Number(wanted)) : undefined;
}

export interface ViewerAddressInput {
  user: string;
  /** The project's uri, or its numeric id. */
  mag: string | number;
  page: PageRef;
  preview?: boolean;
  /**
   * How the project is served: on the host (default), on a custom domain (`true`: the route is
   * ":mag(/)(*pageUri)(/)", so only the project stays in the address) or on a custom domain profile
   * (`'profile'`: the route is "(*pageUri)(/)", so the address before the page path is empty).
   */
  customDomain?: boolean | 'profile';
}

/**
 * viewer-and-project.md §2: the address is rewritten as {user}/{mag or numeric id}/, plus "preview/" in
 * preview, plus the page path unless the page is 1. On a custom domain the address is empty or just the
 * project (then followed by the page path). Preview exists on the host only. No leading slash.
 */
export function viewerAddress(input: ViewerAddressInput): string {
  const { user, mag, page, preview = false, customDomain = false } = input;
  const magSegment = `${encodeURIComponent(String(mag))}/`;
  const base =
    customDomain === 'profile'
      ? ''
      : customDomain
        ? magSegment
        : `${encodeURIComponent(user)}/${magSegment}${preview ? 'preview/' : ''}`;
  return base + pagePathOf(page);
}

// Each segment of a (possibly nested) uri is encoded on its own so the slashes between them stay.
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
