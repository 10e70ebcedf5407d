import { mergeFontUses, pageFontUses, projectFontUses, projectTypography, widgetFontUses, type TextFontUse, type Widget } from '@folio/model';
import type { BootData, LoadedPage, PublishedMag } from '@folio/viewer';
import { libraryFontFaceCss, preloadFontFiles } from '../fonts/font-faces';
import { fallbackFaceCss } from './font-fallbacks';

// The fonts of a viewer document (issue 12 "Viewer"; docs/viewer.md "Fonts"): the @font-face rules of every library
// face the project draws with (a face is fetched only when a page uses it), the metric-compatible fallback faces of
// its families, a preload of exactly the WOFF2 files the first page's text uses, and the stylesheets of its custom and
// Typekit-style fonts.

export interface DocumentFonts {
  /** @font-face rules: the project's library faces and its families' fallback faces. */
  css: string;
  /** The WOFF2 files the first page's text is drawn from. */
  preloads: string[];
  /** Stylesheets: the Typekit-style font link, then the project fonts' css_url. */
  stylesheets: string[];
}

export const noDocumentFonts: DocumentFonts = Object.freeze({ css: '', preloads: [], stylesheets: [] });

const HTTP_URL = /^https?:\/\//i;

/** A stylesheet address the document may link: http(s), or a path of the site itself. */
function stylesheetUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  return HTTP_URL.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//')) ? trimmed : undefined;
}

/** The project's font stylesheets: its fonts_link, then every font's css_url (custom uploads, Typekit-style kits). */
export function fontStylesheets(mag: PublishedMag | null): string[] {
  if (!mag) return [];
  const urls = [mag.fonts_link, ...(mag.edit_params?.fonts ?? []).map((font) => font.css_url)].map(stylesheetUrl).filter((url): url is string => !!url);
  return [...new Set(urls)];
}

/** The origins of other sites the project's font stylesheets come from (their fonts too): what the policy allows. */
export function fontStylesheetOrigins(mag: PublishedMag | null): string[] {
  const origins = fontStylesheets(mag).flatMap((url) => (HTTP_URL.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

const projectUses = new WeakMap<object, Map<string, TextFontUse[]>>();

/**
 * The faces a project draws with on all its pages (those this visitor may see), worked out once per `owner` (the
 * published entry) and `variant` (its full or restricted pages): reading every page is kept off the next documents.
 */
export function projectFontUsesOf(owner: object, variant: string, mag: PublishedMag, pages: () => readonly LoadedPage[]): TextFontUse[] {
  let byVariant = projectUses.get(owner);
  if (!byVariant) projectUses.set(owner, (byVariant = new Map()));
  let uses = byVariant.get(variant);
  if (!uses) byVariant.set(variant, (uses = projectFontUses([...pages(), { _id: '', wids: mag.global_wids }], projectTypography(mag))));
  return uses;
}

/** The fonts of the document drawn for this boot data, given the faces the whole project uses. */
export function documentFonts(boot: BootData, projectUses: readonly TextFontUse[]): DocumentFonts {
  const mag = boot.mag;
  if (boot.screen.kind !== 'mag' || !mag) return noDocumentFonts;
  const page = mag.pages[boot.pageIndex];
  const loaded = page ? boot.pages[page._id] : undefined;
  const widgets: Widget[] = loaded && !loaded.unauthorized ? [...(loaded.wids ?? []).filter((widget) => widget.is_global !== true), ...(mag.global_wids ?? [])] : [];
  const firstPage = page ? pageFontUses(widgets, projectTypography(mag), boot.viewport, page._id, widgetFontUses) : [];
  const uses = mergeFontUses([projectUses, firstPage]);
  return {
    // One rule a line: the library's rules are written for reading, and a document carries them on every page.
    css: [libraryFontFaceCss(uses).replace(/\n\s*(?!@)/g, ''), fallbackFaceCss(uses.map((use) => use.family))].filter(Boolean).join('\n'),
    preloads: preloadFontFiles(firstPage),
    stylesheets: fontStylesheets(mag),
  };
}

/**
 * The fonts of a document as the viewer route draws it: `owner` and `variant` name the pages `pages` reads (a
 * published entry's full or restricted pages, kept per entry; or a preview's draft pages), read only for a project.
 */
export function drawnDocumentFonts(boot: BootData, owner: object, variant: 'full' | 'restricted', pages: () => readonly LoadedPage[]): DocumentFonts {
  if (boot.screen.kind !== 'mag' || !boot.mag) return noDocumentFonts;
  return documentFonts(boot, projectFontUsesOf(owner, variant, boot.mag, pages));
}
