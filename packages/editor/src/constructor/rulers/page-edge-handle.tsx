import type { KeyboardEvent } from 'react';
import { canvasConstants, canvasTexts, maxPageHeight, viewports, type ViewportName } from '@folio/model';
import type { PageSize, Point } from '../../core';
import { useEditor } from '../use-editor';

/**
 * The page's bottom edge (docs/editor.md "Page size"): a strip below the page the core grabs to drag the height
 * (the overlay hands it the press), and a label on it naming the height, which the keyboard reaches: the up and down
 * arrows change the height by 1 px, 10 with shift, Home and End go to the viewport's minimum and the maximum.
 */
export function PageEdgeHandle({ page, zoom, pan, viewport, active }: { page: PageSize; zoom: number; pan: Point; viewport: ViewportName; active: boolean }) {
  const editor = useEditor();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? canvasConstants.pageEdgeShiftStepPx : canvasConstants.pageEdgeStepPx;
    const to =
      event.key === 'ArrowDown' ? page.height + step : event.key === 'ArrowUp' ? page.height - step : event.key === 'Home' ? viewports[viewport].minHeight : event.key === 'End' ? maxPageHeight : null;
    if (to === null) return;
    event.preventDefault();
    event.stopPropagation();
    editor.run('setPageHeight', { height: to });
  };
  return (
    <div
      className="fo-page-edge"
      data-active={active || undefined}
      style={{ left: pan.x, top: pan.y + page.height * zoom, width: page.width * zoom, height: canvasConstants.pageEdgeGrabPx }}
    >
      <div
        className="fo-page-edge__label"
        role="slider"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={canvasTexts.pageHeight}
        aria-valuemin={viewports[viewport].minHeight}
        aria-valuemax={maxPageHeight}
        aria-valuenow={page.height}
        aria-valuetext={canvasTexts.pageHeightValue(page.height)}
        title={canvasTexts.pageHeightHandle(page.height)}
        onKeyDown={onKeyDown}
      >
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M5 0.5 8 3.5H2zM5 9.5 2 6.5h6z" fill="currentColor" />
        </svg>
        {page.height}
      </div>
    </div>
  );
}
