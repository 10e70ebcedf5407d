import type { CropUnavailableReason, ViewportName } from '@folio/model';
import type { CropState } from './crop';
import type { Box, Point } from './geometry';
import type { SnapDistance, SnapGuide } from './snap';

export type ToolName = 'select' | 'hand';

/** The eight resize handles of a selection frame, and the rotation handle. */
export type ResizeHandle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export type Handle = ResizeHandle | 'rotate';
export const resizeHandles: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/**
 * Everything about one author's view of the document that is never saved (STYLE.md 5): where they are, what they
 * selected, how they look at it and what the tools are doing.
 */
export interface SessionState {
  pageId: string;
  viewport: ViewportName;
  selectedIds: string[];
  hoveredId: string | null;
  /** Screen px per page px. */
  zoom: number;
  /** Where the page's origin is on the screen (px): screen = page × zoom + pan. */
  pan: Point;
  tool: ToolName;
  /** The tool's current state, `tool.state` (for the cursor and the overlay): select.idle, select.translating… */
  toolState: string;
  /** The handle being dragged, or hovered while idle. */
  activeHandle: Handle | null;
  /** The marquee, in page coordinates, while one is drawn. */
  brush: Box | null;
  /** Snap guides to draw while a box is snapped. */
  guides: SnapGuide[];
  /**
   * widgets-and-authoring.md §4: widgets just brought to the top are drawn this much higher for a moment, then
   * go back to their z (a timer clears this).
   */
  raised: { ids: string[]; by: number } | null;
  /** The text widget being edited in place (its text editor is open over it), or null. */
  editingTextId: string | null;
  /**
   * While the selection is dragged: the widgets moving and how far (page px) from where the drag began. The canvas
   * moves their drawing by this much rather than drawing the page again on every move.
   */
  translation: { ids: string[]; dx: number; dy: number } | null;
  /** The distances to the neighbours shown while a box is dragged (docs/editor.md "Snapping"). */
  distances: SnapDistance[];
  /** Rulers drawn along the canvas (Shift+R). */
  showRulers: boolean;
  /** The author's guides drawn and snapped to (Shift+G). */
  showGuides: boolean;
  /** The guide picked with a click (Delete removes it): its axis and place in the page's list. */
  selectedGuide: { axis: 'x' | 'y'; index: number } | null;
  /**
   * The picture in crop mode (docs/editor.md "Cropping a picture"): its crop under way, or null while the picture's
   * size is still being read (a picture that did not store it).
   */
  crop: { id: string; state: CropState | null } | null;
  /** Why the last request to crop could not be met, shown until dismissed or another crop begins. */
  cropNotice: { id: string; reason: CropUnavailableReason } | null;
}

export function initialSession(pageId: string, viewport: ViewportName): SessionState {
  return {
    pageId,
    viewport,
    selectedIds: [],
    hoveredId: null,
    zoom: 1,
    pan: { x: 0, y: 0 },
    tool: 'select',
    toolState: 'select.idle',
    activeHandle: null,
    brush: null,
    guides: [],
    raised: null,
    editingTextId: null,
    translation: null,
    distances: [],
    showRulers: true,
    showGuides: true,
    selectedGuide: null,
    crop: null,
    cropNotice: null,
  };
}
