// Where the floating text toolbar goes (docs/editor.md "Text toolbar"): above the text being edited, as in layout
// programs; below it when there is no room above; over the text's top, inside the visible canvas, when there is room
// on neither side. It never leaves the canvas: its left edge follows the text's, kept within the canvas's sides.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ToolbarPlace {
  left: number;
  top: number;
  side: 'above' | 'below' | 'over';
}

export interface PlaceOptions {
  /** The text being edited, in screen px. */
  target: Box;
  /** The toolbar's size. */
  size: { width: number; height: number };
  /** What may be covered: the visible canvas, in screen px. */
  bounds: Box;
  /** The space between the text and the toolbar. */
  gap: number;
  /** The space kept from the bounds' edges. */
  margin: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

export function placeToolbar({ target, size, bounds, gap, margin }: PlaceOptions): ToolbarPlace {
  const minTop = bounds.top + margin;
  const maxTop = bounds.top + bounds.height - margin - size.height;
  const left = clamp(target.left, bounds.left + margin, Math.max(bounds.left + margin, bounds.left + bounds.width - margin - size.width));
  const above = target.top - gap - size.height;
  if (above >= minTop) return { left, top: above, side: 'above' };
  const below = target.top + target.height + gap;
  if (below <= maxTop) return { left, top: below, side: 'below' };
  return { left, top: clamp(Math.max(target.top, minTop), minTop, Math.max(minTop, maxTop)), side: 'over' };
}
