import { Component, type CSSProperties, type ReactNode } from 'react';
import { viewerMessages, viewerUiTexts, viewports, type ViewportName } from '@folio/model';
import { WidgetView } from '@folio/widgets/view';
import type { PagePosition } from './lifecycle';
import { pageHeight } from './page-geometry';
import type { LoadedPage, PageSummary } from './types';

export interface PageViewProps {
  page: PageSummary;
  /** The page with its widgets, once fetched. */
  loaded: LoadedPage | undefined;
  /** Its widgets are drawn (ready: viewer-and-project.md §4 packs). */
  drawn: boolean;
  position: PagePosition;
  viewport: ViewportName;
  preview: boolean;
  /** Horizontal layout: the slide offset from the current page, -2…2. */
  offset?: number;
  /** The clock widget expiry is judged against (ViewerState.now). */
  now: number;
  /** Off screen (horizontal layout, not the center page): inert, so Tab cannot reach its links. */
  offscreen?: boolean;
}

/**
 * One page: a section the size of the scaled page, holding the page drawn at its viewport's width and scaled
 * with a CSS transform (--folio-scale). Protected pages (unauthorized) draw no widgets, the above-page ones
 * included (viewer-and-project.md §4, §6).
 */
export function PageView({ page, loaded, drawn, position, viewport, preview, offset, now, offscreen = false }: PageViewProps) {
  const style = { '--ph': String(pageHeight(page, viewport, loaded?.wids)), '--o': offset === undefined ? undefined : String(offset) } as CSSProperties;
  const contentStyle = { '--vw': String(viewports[viewport].width) } as CSSProperties;
  const widgets = drawn && position !== 'hidden' && loaded && !page.unauthorized && !loaded.unauthorized ? loaded.wids : undefined;
  return (
    <section
      className="folio-page"
      data-page-id={page._id}
      data-page-num={page.num}
      data-position={position}
      data-private={page.unauthorized ? 'true' : undefined}
      aria-label={viewerUiTexts.pageNumber(String(page.num))}
      aria-hidden={position === 'hidden' || offscreen ? true : undefined}
      inert={offscreen || undefined}
      style={style}
    >
      <div className="folio-page-box">
        <div className="folio-page-content" style={contentStyle}>
          {widgets && (
            <PageBoundary>
              {widgets.map((widget) => (
                <WidgetView key={widget._id} widget={widget} viewport={viewport} pageId={page._id} preview={preview} now={now} />
              ))}
            </PageBoundary>
          )}
        </div>
      </div>
    </section>
  );
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
    return this.state.failed ? null : this.props.children;
  }
}
