import { effectiveWidget, type BackgroundWidget, type Page, type Widget } from '@folio/model';
import { pageHeight } from '@folio/viewer/page-geometry';

// A project card's thumbnail is the first page drawn small with the viewer's widget views (docs/editor.md
// "Dashboard and routes"). The dashboard makes no request to another host and plays nothing, so a thumbnail
// draws only what is already here: the always-loaded kinds whose files are on this server. Every other widget
// is a plain box where it stands.

const DRAWN_KINDS: ReadonlySet<string> = new Set(['background', 'button', 'picture', 'shape', 'text']);
// The fields that name files to load: url, poorUrl, icon_url, rasterUrl, thumbnail_url, …
const FILE_FIELD = /url$/i;
// Fields holding links a visitor may follow (a text's link entities: entityMap.*.url): nothing is loaded from them.
const LINK_FIELDS: ReadonlySet<string> = new Set(['entityMap']);

/** Whether loading `address` stays on `origin`: a path, a same-origin URL, or data: (no request at all). */
export function isLocalAddress(address: string, origin: string): boolean {
  if (/^data:/i.test(address)) return true;
  if (address.startsWith('//')) return false;
  try {
    return new URL(address, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Whether a widget's data names a file on another host (in any field ending in url, at any depth). */
export function loadsFromElsewhere(value: unknown, origin: string, field = ''): boolean {
  if (typeof value === 'string') return FILE_FIELD.test(field) && value !== '' && !isLocalAddress(value, origin);
  if (Array.isArray(value)) return value.some((item) => loadsFromElsewhere(item, origin, field));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => !LINK_FIELDS.has(key) && loadsFromElsewhere(item, origin, key));
  }
  return false;
}

/**
 * A background keeps its colour always and its picture when it is local; a video or slideshow background (a player,
 * a loop) shows as its colour.
 */
function stillBackground(widget: BackgroundWidget, origin: string): BackgroundWidget {
  const { video: _video, slideshow: _slideshow, picture, ...rest } = widget;
  const keepPicture = widget.selectedType === 'picture' && !loadsFromElsewhere(picture, origin, 'picture');
  return keepPicture ? { ...rest, picture, selectedType: 'picture' } : { ...rest, selectedType: undefined };
}

export type ThumbnailItem =
  /** Drawn with the viewer's WidgetView. */
  | { kind: 'widget'; widget: Widget }
  /** A plain box where the widget stands, in page pixels. */
  | { kind: 'box'; id: string; left: number; top: number; width: number; height: number; zIndex: number | undefined };

export interface PageThumbnail {
  pageId: string;
  /** The page's height in the default viewport, in page pixels. */
  height: number;
  items: ThumbnailItem[];
}

function thumbnailItem(widget: Widget, pageId: string, origin: string): ThumbnailItem | null {
  if (widget.type === 'background') return { kind: 'widget', widget: stillBackground(widget, origin) };
  if (DRAWN_KINDS.has(widget.type) && !loadsFromElsewhere(widget, origin)) return { kind: 'widget', widget };
  const placed = effectiveWidget(widget, 'default', pageId);
  if (placed.hidden) return null;
  return { kind: 'box', id: widget._id, left: placed.x, top: placed.y, width: placed.w, height: placed.h, zIndex: placed.z };
}

/**
 * What a project's thumbnail draws: the first page's own widgets and every page's global ones (the viewer draws
 * global widgets on every page, viewer-and-project.md §3), in the default viewport. Undefined without pages.
 */
export function firstPageThumbnail(pages: readonly Page[] | undefined, origin: string): PageThumbnail | undefined {
  const first = pages?.[0];
  if (!first) return undefined;
  const own = (first.wids ?? []).filter((widget) => widget.is_global !== true);
  const globals = (pages ?? []).flatMap((page) => (page.wids ?? []).filter((widget) => widget.is_global === true));
  const items = [...own, ...globals].flatMap((widget) => thumbnailItem(widget, first._id, origin) ?? []);
  return { pageId: first._id, height: pageHeight(first, 'default', first.wids), items };
}
