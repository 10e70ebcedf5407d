import { preloadConstants, viewports, type DeviceClass } from '@folio/model';
import { pageHeight, pageOffsets } from './page-geometry';
import type { ViewerState } from './viewer-state';

// viewer-and-project.md §4 "Pages" and §9 "Preload": which pages are shown around the current one, their
// positions, and in which order their widgets load. Pure: the server draws the first page with the same rules.

export type PagePosition = 'prev' | 'center' | 'next' | 'hidden';

/** An inclusive range of page indices. */
export interface PageWindow {
  from: number;
  to: number;
}

/** viewer-and-project.md §9: horizontal preload is 1 page backward, 5 forward on desktop, 3 on phone, 2 on tablet. */
export function horizontalWindow(count: number, current: number, device: DeviceClass): PageWindow {
  const forward =
    device === 'phone'
      ? preloadConstants.horizontalForwardPagesPhone
      : device === 'tablet'
        ? preloadConstants.horizontalForwardPagesTablet
        : preloadConstants.horizontalForwardPagesDesktop;
  return { from: Math.max(0, current - preloadConstants.horizontalBackwardPages), to: Math.min(count - 1, current + forward) };
}

export interface VerticalWindowInput {
  /** Page tops and heights in window pixels. */
  tops: readonly number[];
  heights: readonly number[];
  current: number;
  scrollTop: number;
  viewHeight: number;
  device: DeviceClass;
}

/**
 * viewer-and-project.md §9: vertical preload by pixel distance from the visible area: 2000 px backward
 * (1000 on phone), 3000 px forward (2000 on phone). The current page is always in.
 */
export function verticalWindow({ tops, heights, current, scrollTop, viewHeight, device }: VerticalWindowInput): PageWindow {
  const phone = device === 'phone';
  const start = scrollTop - (phone ? preloadConstants.verticalBackwardPxPhone : preloadConstants.verticalBackwardPx);
  const end = scrollTop + viewHeight + (phone ? preloadConstants.verticalForwardPxPhone : preloadConstants.verticalForwardPx);
  let from = current;
  let to = current;
  tops.forEach((top, i) => {
    if (top < end && top + (heights[i] ?? 0) > start) {
      from = Math.min(from, i);
      to = Math.max(to, i);
    }
  });
  return { from, to };
}

/** viewer-and-project.md §4: pages before the current one in the window are prev, after it next, the rest hidden. */
export function positionOf(index: number, current: number, shown: PageWindow): PagePosition {
  if (index === current) return 'center';
  if (index < shown.from || index > shown.to) return 'hidden';
  return index < current ? 'prev' : 'next';
}

/** viewer-and-project.md §4: widgets load nearest pages first (forward before backward at equal distance). */
export function loadOrder(shown: PageWindow, current: number): number[] {
  const order: number[] = [];
  for (let i = shown.from; i <= shown.to; i++) order.push(i);
  return order.sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || b - a);
}

/** viewer-and-project.md §9: a page counts as scrollable past the threshold of 100 px. */
export function verticalScrollable(total: number, scrollTop: number, viewHeight: number): boolean {
  return total - scrollTop - viewHeight > preloadConstants.scrollableThresholdPx;
}

// Scroll positions are read back rounded: within this many pixels counts as the same place.
const ROUNDING_PX = 1;

/**
 * The vertical layout's current page as the visitor scrolls: the page at the top of the window (the first one at
 * the very top), the last one at the very end of the document.
 */
export function pageAtScroll(tops: readonly number[], total: number, scrollTop: number, viewHeight: number): number {
  if (!tops.length) return 0;
  if (scrollTop > 0 && scrollTop + viewHeight >= total - ROUNDING_PX) return tops.length - 1;
  let index = 0;
  tops.forEach((top, i) => {
    if (top <= scrollTop + ROUNDING_PX) index = i;
  });
  return index;
}

/** A page the visitor chose in the vertical layout, and where the viewer's scroll to it settled (NaN while it moves). */
export interface HeldPage {
  page: number;
  at: number;
}

/**
 * A page the visitor chose (its address, the menu, a link, an anchor link, the arrows) stays current while the
 * window stays where the viewer's scroll to it settled, though short pages near the end of a project cannot bring
 * it to the top of the window; once the window moves from there (the visitor scrolls), it is let go and the page at
 * the top of the window follows (pageAtScroll).
 */
export function stillHeld(held: HeldPage | null, scrollTop: number): HeldPage | null {
  return held && Math.abs(scrollTop - held.at) <= ROUNDING_PX ? held : null;
}

type LayoutState = Pick<ViewerState, 'mag' | 'pages' | 'layout' | 'pageIndex' | 'deviceClass' | 'viewport' | 'scale' | 'scrollTop' | 'windowHeight'>;

/** Page tops, heights and the total height of the vertical layout, in window pixels. */
export function verticalGeometry(state: Pick<ViewerState, 'mag' | 'viewport' | 'scale' | 'pages'>) {
  const heights = (state.mag?.pages ?? []).map((page) => pageHeight(page, state.viewport, state.pages[page._id]?.wids, state.pages[page._id]?.phone_layout) * state.scale);
  const { tops, total } = pageOffsets(heights, 1);
  return { heights, tops, total };
}

/** The pages shown around the current one, for either layout. */
export function shownWindow(state: LayoutState): PageWindow {
  const count = state.mag?.pages.length ?? 0;
  if (state.layout === 'horizontal') return horizontalWindow(count, state.pageIndex, state.deviceClass);
  const { heights, tops } = verticalGeometry(state);
  // Before the first measure (the server, hydration) the window is the current page's top and a minimal screen.
  const measured = state.windowHeight > 0;
  return verticalWindow({
    tops,
    heights,
    current: state.pageIndex,
    scrollTop: measured ? state.scrollTop : (tops[state.pageIndex] ?? 0),
    viewHeight: measured ? state.windowHeight : viewports[state.viewport].minHeight * state.scale,
    device: state.deviceClass,
  });
}
