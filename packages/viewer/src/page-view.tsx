import { Component, Suspense, useCallback, type CSSProperties, type ReactNode } from 'react';
import { effectiveWidget, viewerMessages, viewerUiTexts, viewports, withPhoneFrame, type PagePhoneLayout, type ViewportName, type Widget } from '@folio/model';
import { fixedAnchorOf } from '@folio/widgets/placement';
import { WidgetView, type WidgetPlacement } from '@folio/widgets/view';
import type { PagePosition } from './lifecycle';
import { pageHeight, pageViewports } from './page-geometry';
import { pictureLoadingOf } from './picture-loading';
import { pageIndexOfLink } from './router';
import type { LoadedPage, PageSummary } from './types';
import { useViewer, useViewerStore, type ViewerState } from './viewer-state';
import { pageHeightVars, viewportsAttribute } from './viewport-css';

export interface PageViewProps {
  page: PageSummary;
  position: PagePosition;
  /** Horizontal layout: the slide offset from the current page, -2…2. */
  offset?: number;
  /** Off screen (horizontal layout, not the center page): inert, so Tab cannot reach its links. */
  offscreen?: boolean;
}

/**
 * widgets-and-authoring.md §1: widgets above the pages (is_above) or pinned to the window (fixed_position) are
 * drawn by the fixed layer, the others on their page.
 */
export const isInFixedLayer = (widget: Widget, viewport: ViewportName, pageId: string) =>
  widget.is_above === true || isPinned(widget, viewport, pageId);
const isPinned = (widget: Widget, viewport: ViewportName, pageId: string) => fixedAnchorOf(effectiveWidget(widget, viewport, pageId)) !== undefined;


/** The widgets drawn on a page: its own and the global ones. */
function pageWidgets(wids: readonly Widget[] | undefined, globals: readonly Widget[] | undefined): Widget[] {
  return [...(wids ?? []).filter((widget) => widget.is_global !== true), ...(globals ?? [])];
}

/**
 * A page in every viewport it is drawn in (docs/viewer.md "Every viewport in the HTML"): the viewports, its height
 * in each, and a widget's placements — on phones with its derived frame while the page's phone layout is derived
 * (docs/viewer.md "Derived phone layout"), so a phone never gets desktop coordinates on its 320 px page.
 */
function pageLayouts(page: PageSummary, loaded: LoadedPage | undefined) {
  const names = pageViewports(page);
  const phone: PagePhoneLayout | null | undefined = loaded?.phone_layout;
  const heights = names.map((viewport) => ({ viewport, height: pageHeight(page, viewport, loaded?.wids, phone) }));
  const placements = (widget: Widget, pinnedFrame: boolean): WidgetPlacement[] =>
    heights.map(({ viewport, height }) => {
      const frame = viewport === 'phone_portrait' ? phone?.frames[widget._id] : undefined;
      return { viewport, widget: frame ? withPhoneFrame(widget, frame) : widget, fixedFrame: pinnedFrame ? { width: viewports[viewport].width, height } : undefined };
    });
  return { names, heights, placements };
}

/** What the widgets of a page share: how they are drawn and which of them are left out. */
function useWidgetDrawing(pageId: string) {
  const viewport = useViewer((s) => s.viewport);
  const preview = useViewer((s) => s.env === 'preview');
  const now = useViewer((s) => s.now);
  const played = useViewer((s) => s.playedWidgets);
  const current = useViewer((s) => s.mag?.pages[s.pageIndex]?._id === pageId);
  const stopped = useViewer((s) => s.mediaStopped.includes(pageId));
  const layout = useViewer((s) => s.layout);
  const store = useViewerStore();
  const isCurrentPageLink = useCallback((href: string, id: string) => isLinkToPage(store.getState(), href, id), [store]);
  /** Issue 14: how a picture loads, from where its top lies on the page in each viewport drawn. */
  const pictureLoading = (widget: Widget, placements: readonly WidgetPlacement[], pinned: boolean) =>
    widget.type === 'picture' ? pictureLoadingOf(placements.map((place) => ({ viewport: place.viewport, top: effectiveWidget(place.widget, place.viewport, pageId).y })), { current, layout, pinned }) : undefined;
  return {
    viewport,
    /** widgets-and-authoring.md §4: played play-once animations are treated as expired (drawn in preview only). */
    drawable: (widget: Widget) => preview || !played.includes(widget._id),
    draw: (widget: Widget, placements: readonly WidgetPlacement[], extra?: { fixedFrame: { width: number; height: number } }) => (
      <WidgetView
        key={widget._id}
        widget={widget}
        viewport={viewport}
        pageId={pageId}
        preview={preview}
        now={now}
        active={current && !stopped}
        stopped={stopped}
        isCurrentPageLink={isCurrentPageLink}
        placements={placements}
        pictureLoading={pictureLoading(widget, placements, extra !== undefined)}
        {...extra}
      />
    ),
  };
}

function isLinkToPage(state: ViewerState, href: string, pageId: string): boolean {
  const index = pageIndexOfLink(state, href);
  return index !== undefined && state.mag?.pages[index]?._id === pageId;
}

/**
 * One page: a section the size of the scaled page, holding the page drawn at its viewport's width and scaled
 * with a CSS transform (--s, picked with the viewport by viewport-css.ts): its own widgets and the global ones. Protected pages (unauthorized)
 * draw no widgets (viewer-and-project.md §4, §6).
 */
export function PageView({ page, position, offset, offscreen = false }: PageViewProps) {
  const loaded = useViewer((s) => s.pages[page._id]);
  const drawn = useViewer((s) => !!s.readyPages[page._id]);
  const widgetsLoaded = useViewer((s) => !!s.loadedPages[page._id]);
  const globals = useViewer((s) => s.mag?.global_wids);
  const { viewport, drawable, draw } = useWidgetDrawing(page._id);
  const layouts = pageLayouts(page, loaded);
  const style = { ...pageHeightVars(layouts.heights), '--o': offset === undefined ? undefined : String(offset) } as CSSProperties;
  const shown = drawn && position !== 'hidden' && loaded && !page.unauthorized && !loaded.unauthorized;
  const widgets = shown ? orSkipPage(() => pageWidgets(loaded.wids, globals).filter((widget) => drawable(widget) && !isInFixedLayer(widget, viewport, page._id))) : undefined;
  return (
    <section
      className="folio-page"
      data-page-id={page._id}
      data-page-num={page.num}
      data-position={position}
      data-private={page.unauthorized ? 'true' : undefined}
      data-loaded={widgetsLoaded ? 'true' : undefined}
      aria-label={viewerUiTexts.pageNumber(String(page.num))}
      aria-hidden={position === 'hidden' || offscreen ? true : undefined}
      inert={offscreen || undefined}
      {...viewportsAttribute(layouts.names)}
      style={style}
    >
      <div className="folio-page-box">
        <div className="folio-page-content">
          {widgets && <PageBoundary>{widgets.map((widget) => draw(widget, layouts.placements(widget, false)))}</PageBoundary>}
        </div>
      </div>
    </section>
  );
}

/**
 * The current page's widgets above the pages (is_above) and pinned to the window (fixed_position), its own and
 * the global ones: they stay put while pages slide or scroll, and hide with a protected page (viewer-and-project.md
 * §4 "Widgets fixed above pages hide or show with the page's hidden state and password protection").
 */
export function FixedLayer() {
  const page = useViewer((s) => s.mag?.pages[s.pageIndex]);
  const loaded = useViewer((s) => (page ? s.pages[page._id] : undefined));
  const drawn = useViewer((s) => !!page && !!s.readyPages[page._id]);
  const globals = useViewer((s) => s.mag?.global_wids);
  const { viewport, drawable, draw } = useWidgetDrawing(page?._id ?? '');
  if (!page || page.unauthorized || loaded?.unauthorized) return null;
  const widgets = orSkipPage(() => pageWidgets(drawn ? loaded?.wids : undefined, globals).filter((widget) => drawable(widget) && isInFixedLayer(widget, viewport, page._id)));
  if (!widgets?.length) return null;
  const layouts = pageLayouts(page, loaded);
  const height = pageHeight(page, viewport, loaded?.wids, loaded?.phone_layout);
  const frame = { width: viewports[viewport].width, height };
  return (
    <div className="folio-fixed-layer" data-page-id={page._id} {...viewportsAttribute(layouts.names)} style={pageHeightVars(layouts.heights) as CSSProperties}>
      <PageBoundary>
        <div className="folio-page-content">
          {widgets.filter((widget) => !isPinned(widget, viewport, page._id)).map((widget) => draw(widget, layouts.placements(widget, false)))}
        </div>
        {widgets.filter((widget) => isPinned(widget, viewport, page._id)).map((widget) => draw(widget, layouts.placements(widget, true), { fixedFrame: frame }))}
      </PageBoundary>
    </div>
  );
}

/**
 * viewer-and-project.md §8: a page whose rendering fails is logged and skipped; the others go on. What a page
 * computes before drawing runs here (the server has no error boundaries); what throws while drawing is caught by
 * PageBoundary in the browser, and on the server by its Suspense boundary, which hands the page to the client.
 */
function orSkipPage<T>(compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    console.error(viewerMessages.pageRenderError, error);
    return undefined;
  }
}

/** viewer-and-project.md §8: a page whose rendering fails is logged and skipped; the others go on. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(viewerMessages.pageRenderError, error);
  }
  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
