import { memo, useId, useMemo, type CSSProperties } from 'react';
import type { Widget } from '@folio/model';
import { TypographyContext } from '@folio/widgets/typography';
import { WidgetView } from '@folio/widgets/view';
import type { DocumentView } from '../core';
import { KindPlaceholder } from './kind-placeholder';
import { useProjectTypography } from './styles/project-typography';

export interface PageDrawingProps {
  /** The document as seen on one page in one viewport. */
  view: DocumentView;
  /** Screen px per page px. */
  scale: number;
  /** Draw widgets hidden in this viewport faintly (the canvas), rather than leave them out (thumbnails). */
  showHidden?: boolean;
  /** Widgets not drawn at all, their place kept (the text being edited: its editor lies over it). */
  concealedIds?: readonly string[];
  /** Draw only these widgets (the ones being dragged, in a layer of their own). */
  onlyIds?: readonly string[];
  className?: string;
  style?: CSSProperties;
}

/**
 * A page drawn with the viewer's widget views, so what the author sees is what visitors get: the page's widgets at
 * the viewport's width, in a size container with the viewer's custom properties (--vw the page's width, --ph its
 * height, --s the scale), as viewer.css draws .folio-page-box and .folio-page-content. The page stands for the
 * window: full-width widgets span it, stuck widgets keep their margin from its sides.
 */
export function PageDrawing({ view, scale, showHidden = false, concealedIds = [], onlyIds, className = '', style }: PageDrawingProps) {
  const { width, height } = view.pageSize;
  // The rules below reach this drawing's widgets only: the same widget may be drawn in another layer at once.
  const drawingId = useId();
  const scope = `[data-drawing="${CSS.escape(drawingId)}"]`;
  const hidden: string[] = [];
  const stack = view.stack({ drawn: true });
  const widgets = (onlyIds ? stack.filter((id) => onlyIds.includes(id)) : stack).flatMap((id) => {
    const widget = view.widget(id);
    if (!widget) return [];
    if (widget.hidden) {
      if (!showHidden) return [];
      hidden.push(id);
    }
    return [<DrawnWidget key={id} widget={widget} z={view.drawnZ(id)} pageId={view.session.pageId} />];
  });
  // Texts draw from the project's named styles (the page list's thumbnails too; the canvas links their fonts).
  const typography = useProjectTypography();
  const frame = { ...style, width: width * scale, height: height * scale, '--vw': String(width), '--ph': String(height), '--s': String(scale) } as CSSProperties;
  return (
    <div className={`fo-page-drawing ${className}`} style={frame} data-drawing={drawingId} inert>
      {hidden.length > 0 && <style>{hidden.map((id) => drawnParts(scope, id)).join(',')}{'{opacity:.28}'}</style>}
      {concealedIds.length > 0 && <style>{concealedIds.map((id) => drawnParts(scope, id)).join(',')}{'{visibility:hidden}'}</style>}
      <TypographyContext.Provider value={typography}>
        <div className="folio-page-content">{widgets}</div>
      </TypographyContext.Provider>
    </div>
  );
}

/**
 * One widget drawn as the core sees it (the viewport's fields already applied), at its drawn z (the bring-to-top
 * raise). The core hands out the same object for a widget that did not change, so a drag redraws only what moves.
 */
const DrawnWidget = memo(function DrawnWidget({ widget, z, pageId }: { widget: Widget; z: number; pageId: string }) {
  const drawn = useMemo(() => ({ ...widget, z, hidden: false }), [widget, z]);
  return (
    <>
      <WidgetView widget={drawn} viewport="default" pageId={pageId} preview />
      {/* An empty media widget says what it is and how to fill it, here only: the viewer draws nothing there. */}
      <KindPlaceholder widget={drawn} />
    </>
  );
});

/** The selectors of what a widget draws in one drawing: its box and its placeholder. */
const drawnParts = (scope: string, id: string) => `${scope} [data-widget-id="${CSS.escape(id)}"],${scope} [data-placeholder-id="${CSS.escape(id)}"]`;
