import { canvasConstants, maxPageHeight, viewports, type LayoutGrid, type PageGuides, type ViewportName } from '@folio/model';
import type { Draft } from 'immer';
import { overrideField, pageWidgetList, writeLayout, type EditorDocument, type EditorPage } from './document';
import type { SnapLine } from './snap';
import type { DocumentView } from './view';

// The page as a thing the author shapes on the canvas (docs/editor.md "Page size", "Rulers, guides and grid"): its
// height in a viewport, its guides there, and the project's column grid. Pure reads and immer writes.

export type GuideAxis = 'x' | 'y';

/** A page height an author may set in a viewport: whole px, within the viewport's minimum and the spec's maximum. */
export function clampPageHeight(height: number, viewport: ViewportName): number {
  return Math.min(maxPageHeight, Math.max(viewports[viewport].minHeight, Math.round(height)));
}

/**
 * Writes the page's height in a viewport (the page's own `height` at default, `viewport_<name>.height` elsewhere).
 * The page's footers (rmfooter) whose bottom sat at or below the old bottom keep to the bottom: they move as much.
 */
export function writePageHeight(doc: Draft<EditorDocument>, view: DocumentView, height: number): void {
  const { pageId, viewport } = view.session;
  const page = doc.pages[pageId];
  if (!page) return;
  const next = clampPageHeight(height, viewport);
  const before = view.pageSize.height;
  if (next === before) return;
  if (viewport === 'default') page.height = next;
  else (page[overrideField(viewport)] ??= {}).height = next;
  for (const widget of pageWidgetList(view.document, pageId)) {
    if (widget.type !== 'rmfooter' || widget.pid !== pageId) continue;
    const frame = view.frame(widget._id);
    const drawn = view.widget(widget._id)!;
    if (!frame || drawn.sticked?.bottom || frame.y + frame.h < before - 0.5) continue;
    writeLayout(doc.widgets[widget._id]!, viewport, { y: Math.round(drawn.y + next - before) });
  }
}

/** The page's guides in a viewport (none when it has none). */
export function guidesOf(page: EditorPage | undefined, viewport: ViewportName): Required<PageGuides> {
  const guides = viewport === 'default' ? page?.guides : page?.[overrideField(viewport)]?.guides;
  return { x: [...(guides?.x ?? [])], y: [...(guides?.y ?? [])] };
}

/** Writes one axis of the page's guides in a viewport (whole px, within reach of the page); an empty axis goes. */
export function writeGuides(page: Draft<EditorPage>, viewport: ViewportName, axis: GuideAxis, positions: readonly number[]): void {
  const reach = canvasConstants.guideReachPx;
  const cleaned = positions.map((position) => Math.round(position)).filter((position) => position >= -reach && position <= maxPageHeight + reach).slice(0, canvasConstants.maxGuidesPerAxis);
  const holder = viewport === 'default' ? page : (page[overrideField(viewport)] ??= {});
  const guides = { ...holder.guides, [axis]: cleaned };
  if (!cleaned.length) delete guides[axis];
  if (Object.keys(guides).length) holder.guides = guides;
  else delete holder.guides;
}

/** The project's column grid in a viewport (the defaults, hidden, when none was set). */
export function gridOf(project: EditorDocument['project'], viewport: ViewportName): LayoutGrid {
  return project.layout_grid?.[viewport] ?? { visible: false, ...canvasConstants.defaultGrid[viewport] };
}

/** The columns of a grid across a page: each column's left and right edge, on whole page px (as moves land). */
export function gridColumns(grid: LayoutGrid, pageWidth: number): { start: number; end: number }[] {
  const inner = pageWidth - 2 * grid.margin - (grid.columns - 1) * grid.gutter;
  if (inner <= 0) return [];
  const width = inner / grid.columns;
  return Array.from({ length: grid.columns }, (_, index) => {
    const start = grid.margin + index * (width + grid.gutter);
    return { start: Math.round(start), end: Math.round(start + width) };
  });
}

/** The vertical lines a grid gives to snap to: every column's edges (the margins are the outer ones). */
export function gridSnapLines(grid: LayoutGrid, page: { width: number; height: number }): SnapLine[] {
  return gridColumns(grid, page.width).flatMap(({ start, end }) => [start, end]).map((position) => ({ position, from: 0, to: page.height }));
}

/**
 * What a new page after `previous` starts with (docs/editor.md "Page size"): the previous page's desktop and tablet
 * heights. Not its phone height: a new page's phone layout is derived and as tall as its own content, so an empty page
 * after a long one is not a long blank on phones.
 */
export function newPageFields(previous: EditorPage | undefined): Pick<EditorPage, 'height' | 'viewport_tablet_portrait'> {
  if (!previous) return {};
  const fields: Pick<EditorPage, 'height' | 'viewport_tablet_portrait'> = {};
  if (previous.height !== undefined) fields.height = previous.height;
  const tablet = previous.viewport_tablet_portrait?.height;
  if (tablet !== undefined) fields.viewport_tablet_portrait = { height: tablet };
  return fields;
}
