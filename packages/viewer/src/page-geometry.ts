import { effectiveWidget, viewports, type PagePhoneLayout, type ViewportName, type Widget } from '@folio/model';
import type { PageSummary } from './types';

// viewer-and-project.md §3: pages are drawn at their viewport's width (1024 default, 768 tablet portrait,
// 320 phone portrait) and scaled to the window width. Pure: the server, the inline first-paint script and
// the client all compute the same numbers.

/**
 * The page's height in a viewport: its per-viewport height, else its height, else (a page saved without one)
 * down to its lowest widget once its widgets are known; never under the viewport's minimum height. On phones a page
 * whose phone layout is derived is as tall as that layout (LoadedPage.phone_layout).
 */
export function pageHeight(
  page: Pick<PageSummary, '_id' | 'height' | 'viewport_phone_portrait' | 'viewport_tablet_portrait'>,
  viewport: ViewportName,
  widgets?: readonly Widget[],
  phoneLayout?: PagePhoneLayout | null,
): number {
  // docs/viewer.md "Derived phone layout": a derived phone page is as tall as its derived layout.
  if (viewport === 'phone_portrait' && phoneLayout) return phoneLayout.height;
  const own = viewport === 'default' ? page.height : page[`viewport_${viewport}`]?.height;
  return Math.max(viewports[viewport].minHeight, own ?? page.height ?? lowestWidget(widgets, viewport, page._id));
}

function lowestWidget(widgets: readonly Widget[] | undefined, viewport: ViewportName, pageId: string): number {
  let bottom = 0;
  for (const stored of widgets ?? []) {
    const widget = effectiveWidget(stored, viewport, pageId);
    if (!widget.hidden && !widget.fixed_position) bottom = Math.max(bottom, widget.y + widget.h);
  }
  return bottom;
}

/**
 * The viewports a page is drawn in, the default first (viewer-and-project.md §3): tablet portrait where the page
 * enables it, phone portrait unless the page turns it off. The server's HTML holds the page in all of them and the
 * viewer's CSS picks one by the window's width (viewport-css.ts).
 */
export function pageViewports(page: Pick<PageSummary, 'viewport_tablet_portrait' | 'viewport_phone_portrait'>): ViewportName[] {
  const names: ViewportName[] = ['default'];
  if (page.viewport_tablet_portrait?.enabled) names.push('tablet_portrait');
  if (page.viewport_phone_portrait?.enabled ?? true) names.push('phone_portrait');
  return names;
}

/**
 * Vertical layout: where the window's top is within a page, as a share of the page's height (0 = its top).
 * A share survives a re-scale, so after one the window goes back to the same place of the current page.
 */
export function pageScrollShare(scrollY: number, pageTop: number, pageHeight: number): number {
  return pageHeight > 0 ? Math.max(0, Math.min(1, (scrollY - pageTop) / pageHeight)) : 0;
}

/** The top of every page and the total height, in window pixels, for the vertical layout. */
export function pageOffsets(heights: readonly number[], scale: number): { tops: number[]; total: number } {
  const tops: number[] = [];
  let total = 0;
  for (const height of heights) {
    tops.push(total);
    total += height * scale;
  }
  return { tops, total };
}
