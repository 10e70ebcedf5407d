import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  classifyLink,
  EXPORT_ROOT_MARKER,
  EXPORT_SORRY_PAGE,
  exportConstants,
  exportMessages,
  exportSiteFolders,
  exportedPageUrl,
  pagePathOf,
  projectFontUses,
  projectTypography,
  rebaseExported,
} from '@folio/model';
import { pageIndexOfRoute, type BootData, type LoadedPage, type PublishedMag } from '@folio/viewer';
import { pageDescription, pageTitle } from '@folio/viewer/page-meta';
import { renderViewerBody } from '@folio/viewer/ssr';
import { viewerClientDir, type ViewerAssets } from '../viewer/assets';
import { viewerDocument } from '../viewer/document';
import { documentFonts, fontStylesheets } from '../viewer/document-fonts';

// A published project as a self-contained static site (docs/distribution.md "Static-site export"): what a visitor
// without a password reads (the project's JSON and pages as this server sends them), each page drawn by the server
// at {root}/{page uri or number}/index.html (page 1 at {root}/index.html) for the viewer's export mode, with the
// viewer's scripts under viewer/ and every file of this server the project draws under files/ by its path here.
//
// Where the site will sit is unknown (any folder of any static host), so the project's JSON names those files and its
// own pages by EXPORT_ROOT_MARKER; a page's HTML makes them addresses relative to itself, and the viewer (client.tsx)
// makes them addresses under the root it finds itself at before it hydrates.

export interface ExportedFile {
  path: string;
  body: Buffer | string;
}

export interface ExportSiteOptions {
  numId: number;
  /** Where this server answers (the job reads the project and its files from it as a visitor does). */
  baseUrl: string;
  /** The app's public address: links to it are this project's pages or stay links to it. */
  publicUrl: string;
  /** Where the site will be served (`?origin`), when the author says: its pages' canonical and og:url. */
  origin?: string | undefined;
  assets: ViewerAssets;
  progress?: (percent: number, message: string) => void;
}

// This server's files a project may draw: the app's own files (the demo's), uploads' pictures and videos, fonts.
const FILE_PREFIXES = ['/assets/', '/static/', '/api/images/', '/api/videos/', '/api/fonts/files/', '/api/fonts/custom/'];
// An address inside JSON or CSS text: after a quote (a value's, or an attribute's in a text's HTML) or `url(`, a path
// of this site or an address on the app's host, up to the closing quote, backslash, bracket or space.
const addressPattern = (host: string) => new RegExp(`(?<=["'(])(?:https?://${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?/(?!/)[^"'\\\\\\s()<>]*`, 'g');

/** The project's text with this server's file addresses and its pages' addresses made markers; the files it names. */
export function markExported(text: string, mag: PublishedMag, publicUrl: string): { text: string; files: Set<string> } {
  const files = new Set<string>();
  const host = new URL(publicUrl).host;
  const marked = text.replace(addressPattern(host), (address) => {
    const path = address.replace(/^https?:\/\/[^/]+/, '');
    const file = path.replace(/[?#].*$/, '');
    if (FILE_PREFIXES.some((prefix) => file.startsWith(prefix)) && safeFilePath(file)) {
      files.add(file);
      return `${EXPORT_ROOT_MARKER}${exportSiteFolders.files}${file.slice(1)}`;
    }
    const link = classifyLink(address, { currentHost: host });
    const index = link.kind === 'page' ? pageIndexOfRoute(mag, link.route) : undefined;
    const page = index === undefined ? undefined : mag.pages[index];
    if (!page) return address;
    const fragment = /#.*$/.exec(path)?.[0] ?? '';
    return `${EXPORT_ROOT_MARKER}${pagePathOf(page)}${fragment}`;
  });
  return { text: marked, files };
}

/** A path with no `.` or `..` segment (an archive entry must stay in its folder), encoded or not. */
function safeFilePath(path: string): boolean {
  return path.split('/').every((segment) => {
    const decoded = decodeSegment(segment);
    return decoded !== undefined && decoded !== '.' && decoded !== '..' && !decoded.includes('/') && !decoded.includes('\\');
  });
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The archive entry of an address's path: a static server decodes the address before it looks for the file. */
const entryOf = (path: string) => path.split('/').map((segment) => decodeSegment(segment) ?? segment).join('/');

// A picture of this server's pipeline inside a page's drawn HTML, with its variant's query (`w`, `dpr`, `crop`…) if any.
// A static host ignores queries, so each variant becomes a file of its own.
const PICTURE_IN_HTML = /(?<=["'\s,])\/api\/images\/([^"'\s,?#<>]+)(?:\?([^"'\s#<>]*[^"'\s#<>,]))?/g;

/** The archive path (under files/, no leading slash) of a picture variant: its file's name with the query folded in. */
function variantPath(file: string, query: string): string {
  const tag = query.replace(/&amp;/g, '&').replace(/=/g, '-').replace(/[^A-Za-z0-9.-]+/g, '_');
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? `${file.slice(0, dot)}~${tag}${file.slice(dot)}` : `${file}~${tag}`;
}

/**
 * A page's HTML drawn with its pictures at this server's addresses (so the picture widget gives them their srcset of
 * 1x, 2x, 3x and the original), each made the site's file relative to the page; `variants` gains the variants it
 * names (the site's file → the address this server makes it at).
 */
function localPictures(html: string, root: string, variants: Map<string, string>): string {
  return html.replace(PICTURE_IN_HTML, (address, key: string, query: string | undefined) => {
    const file = `api/images/${key}`;
    if (!safeFilePath(`/${file}`)) return address;
    if (!query) return `${root}${exportSiteFolders.files}${file}`;
    const local = variantPath(file, query);
    variants.set(`/${local}`, `/${file}?${query.replace(/&amp;/g, '&')}`);
    return `${root}${exportSiteFolders.files}${local}`;
  });
}

/** A stylesheet address of this server among a project's font stylesheets: its path, else undefined. */
function ownStylesheet(href: string, publicUrl: string): string | undefined {
  const own = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(href, own);
  } catch {
    return undefined;
  }
  if (url.host !== own.host || !FILE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) || !safeFilePath(url.pathname)) return undefined;
  return url.pathname;
}

/** A page that sends its visitor to `address` (relative to it). */
const redirectTo = (address: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${address}"><link rel="canonical" href="${address}"><title>Folio</title></head><body><a href="${address}">${address}</a></body></html>\n`;

/** `./` for the root's own index.html, `../` per folder below it. */
const relativeRoot = (pagePath: string) => '../'.repeat(pagePath.split('/').filter(Boolean).length) || './';

/** The viewer's build as a page at `root` links it. */
function exportedAssets(assets: ViewerAssets, root: string): ViewerAssets {
  const local = (path: string) => path.replace(/^\/viewer\//, `${root}${exportSiteFolders.viewer}`);
  return { script: assets.script && local(assets.script), preloads: assets.preloads.map(local), inlineCss: assets.inlineCss };
}

/** The viewer's built scripts and styles (not their maps or compressed copies); none before `npm run build`. */
async function viewerFiles(): Promise<ExportedFile[]> {
  const dir = `${viewerClientDir}/assets`;
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
  return Promise.all(names.map(async (name) => ({ path: `${exportSiteFolders.viewer}assets/${name}`, body: await readFile(`${dir}/${name}`) })));
}

/** A file of this server, as a visitor fetches it; undefined when it is not there. */
async function fetchFile(baseUrl: string, path: string, room: number): Promise<Buffer | undefined> {
  const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(exportConstants.fileTimeoutMs), redirect: 'error' });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const limit = Math.min(room, exportConstants.maxFileBytes);
  const chunks: Buffer[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    if (bytes > limit) {
      await reader.cancel();
      throw new Error(exportMessages.tooLarge);
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}

async function fetchJson(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(exportConstants.fileTimeoutMs) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** Every file of the static site of a published project, and the project's title. */
export async function exportSite(options: ExportSiteOptions): Promise<{ title: string; files: ExportedFile[] }> {
  const { numId, baseUrl, publicUrl, origin, assets } = options;
  const progress = options.progress ?? (() => undefined);
  progress(2, 'Reading the project');
  const magText = await fetchJson(baseUrl, `/api/readymag/${numId}`);
  const pagesText = await fetchJson(baseUrl, `/api/magpages/${numId}`);
  const mag = JSON.parse(magText) as PublishedMag & { forbidden?: boolean };
  if (mag.forbidden || !Array.isArray(mag.pages)) throw new Error(exportMessages.private);

  const markedMag = markExported(magText, mag, publicUrl);
  const markedPages = markExported(pagesText, mag, publicUrl);
  const pages = JSON.parse(markedPages.text) as LoadedPage[];
  const byId = Object.fromEntries(pages.map((page) => [page._id, page]));
  const files = new Set([...markedMag.files, ...markedPages.files, '/assets/favicon.svg']);
  const exported: ExportedFile[] = [];
  // Picture variants the pages draw (their file → the address this server makes them at).
  const variants = new Map<string, string>();
  // Font stylesheets of this server (custom uploads): each copied with its url()s made relative to it.
  const stylesheets = new Map<string, string>();

  // The fonts' faces, from every page (the font library's files are this server's too).
  const marked = JSON.parse(markedMag.text) as PublishedMag;
  const uses = projectFontUses([...pages, { _id: '', wids: marked.global_wids }], projectTypography(marked));

  const boots = marked.pages.map(
    (_page, pageIndex): BootData => ({
      env: 'export',
      embed: false,
      screen: { kind: 'mag' },
      mag: marked,
      numId: marked.num_id,
      pageIndex,
      // Every page comes with each: a static site has no call that sends the others.
      pages: byId,
      publicUrl,
      customDomain: false,
      domainUrl: null,
      viewport: 'default',
      deviceClass: 'desktop',
      now: Date.now(),
    }),
  );
  for (const [index, boot] of boots.entries()) {
    progress(5 + Math.round((index / boots.length) * 45), `Drawing page ${index + 1} of ${boots.length}`);
    const page = marked.pages[index]!;
    const path = pagePathOf(page);
    // Page addresses are checked when saved; an archive entry outside the site's folder is refused all the same.
    if (!safeFilePath(`/${path}`)) throw new Error(`page ${page.num} has an address that cannot be a folder`);
    const root = relativeRoot(path);
    // The page drawn with addresses relative to itself; the boot data keeps the markers for the viewer to place.
    const drawn = JSON.parse(rebaseExported(JSON.stringify(boot), root)) as BootData;
    // The same, with the pictures at this server's addresses for the picture pipeline's srcset (made files below).
    const pictured = JSON.parse(rebaseExported(JSON.stringify(boot).split(`${EXPORT_ROOT_MARKER}${exportSiteFolders.files}api/images/`).join('/api/images/'), root)) as BootData;
    const fonts = documentFonts(drawn, uses);
    const fontCss = markExported(fonts.css, mag, publicUrl);
    const fontPreloads = fonts.preloads.map((href) => markExported(`"${href}"`, mag, publicUrl));
    for (const found of [fontCss, ...fontPreloads]) found.files.forEach((file) => files.add(file));
    const linked: string[] = [];
    // The project's own stylesheet addresses (the drawn boot's are already made the site's).
    for (const href of fontStylesheets(mag)) {
      if (/^https?:\/\//i.test(href) && ownStylesheet(href, publicUrl) === undefined) {
        linked.push(href);
        continue;
      }
      const own = ownStylesheet(href, publicUrl);
      if (own === undefined) continue;
      if (!stylesheets.has(own)) {
        const found = markExported(await fetchJson(baseUrl, own).catch(() => ''), mag, publicUrl);
        found.files.forEach((file) => files.add(file));
        const entry = `${exportSiteFolders.files}${own.slice(1)}`;
        stylesheets.set(own, rebaseExported(found.text, relativeRoot(entry.slice(0, entry.lastIndexOf('/') + 1))));
      }
      linked.push(`${root}${exportSiteFolders.files}${own.slice(1)}`);
    }
    const html = viewerDocument(
      {
        title: pageTitle(marked, page),
        description: pageDescription(marked, page),
        keywords: page.seo?.keywords,
        canonical: origin ? new URL(path, origin).toString() : undefined,
        icon: `${root}${exportSiteFolders.files}assets/favicon.svg`,
        oldBrowserPage: `${root}${EXPORT_SORRY_PAGE}`,
      },
      localPictures(renderViewerBody(pictured), root, variants),
      boot,
      exportedAssets(assets, root),
      {
        css: rebaseExported(fontCss.text, root),
        preloads: fontPreloads.map((found) => rebaseExported(found.text.slice(1, -1), root)),
        stylesheets: linked,
      },
    );
    exported.push({ path: entryOf(`${path}index.html`), body: html });
    // viewer-and-project.md §2: pages are at {base}/{page uri or number}/, the first too; its own is the site's root.
    if (!path) exported.push({ path: entryOf(`${exportedPageUrl('', page).slice(1)}index.html`), body: redirectTo('../') });
  }

  // Old Internet Explorer is sent here (viewer-and-project.md §2): the viewer's own notice, without scripts.
  const sorry: BootData = { ...boots[0]!, screen: { kind: 'oldBrowser' }, mag: null, pages: {} };
  exported.push({
    path: EXPORT_SORRY_PAGE,
    body: viewerDocument({ title: marked.title || 'Folio', description: pageDescription(marked, marked.pages[0]!), icon: `./${exportSiteFolders.files}assets/favicon.svg` }, renderViewerBody(sorry), sorry, { preloads: [], inlineCss: assets.inlineCss }),
  });

  exported.push(...(await viewerFiles()));
  for (const [path, css] of stylesheets) exported.push({ path: entryOf(`${exportSiteFolders.files}${path.slice(1)}`), body: css });
  let room = exportConstants.maxBytes - exported.reduce((sum, file) => sum + Buffer.byteLength(file.body), 0);
  let done = 0;
  // The font stylesheets copied above are not copied again as they are here.
  for (const file of stylesheets.keys()) files.delete(file);
  for (const file of files) {
    progress(50 + Math.round((done++ / files.size) * 45), `Copying file ${done} of ${files.size}`);
    const body = await fetchFile(baseUrl, file, room);
    if (!body) continue;
    room -= body.length;
    if (room < 0) throw new Error(exportMessages.tooLarge);
    exported.push({ path: entryOf(`${exportSiteFolders.files}${file.slice(1)}`), body });
  }
  // Each picture variant through this server's own picture pipeline, as a visitor's browser would ask for it.
  for (const [file, address] of variants) {
    const body = await fetchFile(baseUrl, address, room);
    if (!body) continue;
    room -= body.length;
    if (room < 0) throw new Error(exportMessages.tooLarge);
    exported.push({ path: entryOf(`${exportSiteFolders.files}${file.slice(1)}`), body });
  }
  return { title: mag.title ?? '', files: exported };
}
