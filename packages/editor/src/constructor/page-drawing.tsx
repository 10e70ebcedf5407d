import type { CSSProperties } from 'react';
import { WidgetView } from '@folio/widgets/view';
import type { DocumentView } from '../core';

export interface PageDrawingProps {
  /** The document as seen on one page in one viewport. */
  view: DocumentView;
  /** Screen px per page px. */
  scale: number;
  /** Draw widgets hidden in this viewport faintly (the canvas), rather than leave them out (thumbnails). */
  showHidden?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A page drawn with the viewer's widget views, so what the author sees is what visitors get: the page's widgets at
 * the viewport's width, in a size container with the viewer's custom properties (--vw the page's width, --ph its
 * height, --s the scale), as viewer.css draws .folio-page-box and .folio-page-content. The page stands for the
 * window: full-width widgets span it, stuck widgets keep their margin from its sides.
 */
export function PageDrawing({ view, scale, showHidden = false, className = '', style }: PageDrawingProps) {
  const { width, height } = view.pageSize;
  const hidden: string[] = [];
  const widgets = view.stack({ drawn: true }).flatMap((id) => {
    const widget = view.widget(id);
    if (!widget) return [];
    if (widget.hidden) {
      if (!showHidden) return [];
      hidden.push(id);
    }
    // Drawn as the core sees it (the viewport's fields already applied), at its drawn z (the bring-to-top raise).
    const drawn = { ...widget, z: view.drawnZ(id), hidden: false };
    return [<WidgetView key={id} widget={drawn} viewport="default" pageId={view.session.pageId} preview />];
  });
  const frame = { ...style, width: width * scale, height: height * scale, '--vw': String(width), '--ph': String(height), '--s': String(scale) } as CSSProperties;
  return (
    <div className={`fo-page-drawing ${className}`} style={frame} inert>
      {hidden.length > 0 && <style>{hidden.map((id) => `.fo-page-drawing [data-widget-id="${CSS.escape(id)}"]`).join(',')}{'{opacity:.28}'}</style>}
      <div className="folio-page-content">{widgets}</div>
    </div>
  );
}
