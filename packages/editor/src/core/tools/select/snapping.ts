import { canvasConstants, editorConstants } from '@folio/model';
import type { Editor } from '../../editor';
import type { Box } from '../../geometry';
import { gridOf, gridSnapLines, guidesOf } from '../../page-canvas';
import type { SessionState } from '../../session';
import { guideLines, snapDistances, snapTargets, type SnapDistance, type SnapGuide, type SnapTargets } from '../../snap';

/** What a moved or resized selection snaps to, and within how many page px (the screen threshold over the zoom). */
export interface SnapSetup {
  targets: SnapTargets;
  threshold: number;
  /** The other visible widgets' boxes, for the distances shown while dragging. */
  others: Box[];
  page: { width: number; height: number };
}

/**
 * The page, every visible widget of it that is not moving, the author's guides (while shown) and the column grid's
 * edges (while it is on).
 */
export function snapSetup(editor: Editor, moving: readonly string[]): SnapSetup {
  const { view, session } = editor;
  const others = view.visibleIds().filter((id) => !moving.includes(id)).map((id) => view.bounds(id)!);
  const page = view.pageSize;
  const guides = session.showGuides ? guideLines(guidesOf(view.document.pages[session.pageId], session.viewport), page) : { x: [], y: [] };
  const grid = gridOf(view.document.project, session.viewport);
  const gridLines = grid.visible ? gridSnapLines(grid, page) : [];
  return {
    targets: snapTargets(page, others, { x: [...guides.x, ...gridLines], y: guides.y }),
    threshold: editorConstants.snapThresholdPx / session.zoom,
    others,
    page,
  };
}

/** Snapping is on unless ctrl or cmd is held. */
export function snapping(editor: Editor): boolean {
  return !editor.input.modKey;
}

/** The distances from a box where it now lies to its neighbours (or the page's edges). */
export function distancesFor(setup: SnapSetup | null, box: Box): SnapDistance[] {
  return setup ? snapDistances(box, setup.others, setup.page, canvasConstants.maxDistancePx) : [];
}

/** The session change that shows these guides and distances, made with the gesture's move (`editor.updateGesture`). */
export function showGuides(guides: SnapGuide[], distances: SnapDistance[] = []): (session: SessionState) => void {
  return (session) => {
    session.guides = guides;
    session.distances = distances;
  };
}

/** A box with whole-px edges (its size at least `minSize`): where a drag lands at any zoom. */
export function wholePixels<B extends Box>(box: B, minSize: number): B {
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  return { ...box, x, y, w: Math.max(minSize, Math.round(box.x + box.w) - x), h: Math.max(minSize, Math.round(box.y + box.h) - y) };
}
