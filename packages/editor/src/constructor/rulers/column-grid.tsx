import type { LayoutGrid } from '@folio/model';
import { gridColumns, type PageSize, type Point } from '../../core';

/** The project's column grid over the page, as faint red columns (Figma's and Readymag's look). */
export function ColumnGrid({ grid, page, zoom, pan }: { grid: LayoutGrid; page: PageSize; zoom: number; pan: Point }) {
  return (
    <div className="fo-column-grid" aria-hidden="true" data-columns={grid.columns} style={{ left: pan.x, top: pan.y, width: page.width * zoom, height: page.height * zoom }}>
      {gridColumns(grid, page.width).map(({ start, end }) => (
        <div key={start} className="fo-column-grid__column" style={{ left: start * zoom, width: (end - start) * zoom }} />
      ))}
    </div>
  );
}
