import type { Box } from './geometry';

// Snapping of moved and resized boxes to the page's edges and centre and to other widgets' edges and centres
// (docs/editor.md "Snapping"). Pure: the tools pass the targets, the threshold (already divided by the zoom) and
// the box; they get offsets back and the guides to draw.

export type Axis = 'x' | 'y';

/** A line something can snap to: x = position (axis 'x') or y = position, drawn from `from` to `to`. */
export interface SnapLine {
  position: number;
  from: number;
  to: number;
}

export interface SnapTargets {
  /** Vertical lines (left edges, centres, right edges). */
  x: SnapLine[];
  /** Horizontal lines (top edges, middles, bottom edges). */
  y: SnapLine[];
}

/** A guide the overlay draws while a box is snapped: a vertical (axis 'x') or horizontal (axis 'y') segment. */
export type SnapGuide = SnapLine & { axis: Axis };

/** Which of a box's three lines on an axis take part: the start edge, the centre, the end edge. */
export type BoxLine = 'start' | 'center' | 'end';
export const ALL_LINES: readonly BoxLine[] = ['start', 'center', 'end'];
/** The most guides `snapGuides` shows at once: one per line of the box, on each axis. */
export const MAX_SNAP_GUIDES = ALL_LINES.length * 2;

// Lines closer than this count as one (geometry is written to 1/100 px).
const SAME_LINE = 0.005;
// Drags land on whole px, so a box on the px nearest a line (a centre between two px) still shows that line.
const ON_LINE = 0.5;

function span(box: Box, axis: Axis): { start: number; size: number; crossStart: number; crossSize: number } {
  return axis === 'x'
    ? { start: box.x, size: box.w, crossStart: box.y, crossSize: box.h }
    : { start: box.y, size: box.h, crossStart: box.x, crossSize: box.w };
}

export function lineOf(box: Box, axis: Axis, line: BoxLine): number {
  const { start, size } = span(box, axis);
  return line === 'start' ? start : line === 'center' ? start + size / 2 : start + size;
}

function linesOfBox(box: Box, axis: Axis): SnapLine[] {
  const { crossStart, crossSize } = span(box, axis);
  return ALL_LINES.map((line) => ({ position: lineOf(box, axis, line), from: crossStart, to: crossStart + crossSize }));
}

/**
 * The page's edges and centre lines, then every other box's edges and centres, then the extra lines given (the
 * author's guides, the column grid's edges).
 */
export function snapTargets(page: { width: number; height: number }, others: readonly Box[], extra: Partial<SnapTargets> = {}): SnapTargets {
  const pageBox = { x: 0, y: 0, w: page.width, h: page.height };
  return {
    x: [...[pageBox, ...others].flatMap((box) => linesOfBox(box, 'x')), ...(extra.x ?? [])],
    y: [...[pageBox, ...others].flatMap((box) => linesOfBox(box, 'y')), ...(extra.y ?? [])],
  };
}

/** The author's guides as lines to snap to, across the whole page. */
export function guideLines(guides: { x: readonly number[]; y: readonly number[] }, page: { width: number; height: number }): SnapTargets {
  return {
    x: guides.x.map((position) => ({ position, from: 0, to: page.height })),
    y: guides.y.map((position) => ({ position, from: 0, to: page.width })),
  };
}

/**
 * A distance the overlay shows while a box is dragged (Figma's red measures): along `axis` from `from` to `to`,
 * drawn at `at` on the other axis; `length` is what the label reads.
 */
export interface SnapDistance {
  axis: Axis;
  from: number;
  to: number;
  at: number;
  length: number;
}

/**
 * The distances from a box to its nearest neighbours on each side (boxes that overlap it across that side), or to
 * the page's edge when no box lies between: at most four, the zero and far ones left out.
 */
export function snapDistances(box: Box, others: readonly Box[], page: { width: number; height: number }, maxDistance = Number.POSITIVE_INFINITY): SnapDistance[] {
  const distances: SnapDistance[] = [];
  for (const axis of ['x', 'y'] as const) {
    const { start, size, crossStart, crossSize } = span(box, axis);
    const end = start + size;
    const pageEnd = axis === 'x' ? page.width : page.height;
    let before: { edge: number; cross: [number, number] } | null = null;
    let after: { edge: number; cross: [number, number] } | null = null;
    for (const other of others) {
      const o = span(other, axis);
      const low = Math.max(crossStart, o.crossStart);
      const high = Math.min(crossStart + crossSize, o.crossStart + o.crossSize);
      if (high <= low) continue;
      const otherEnd = o.start + o.size;
      if (otherEnd <= start + SAME_LINE && (!before || otherEnd > before.edge)) before = { edge: otherEnd, cross: [low, high] };
      if (o.start >= end - SAME_LINE && (!after || o.start < after.edge)) after = { edge: o.start, cross: [low, high] };
    }
    const middle = crossStart + crossSize / 2;
    const near = before ?? (start > 0 ? { edge: 0, cross: [middle, middle] as [number, number] } : null);
    const far = after ?? (end < pageEnd ? { edge: pageEnd, cross: [middle, middle] as [number, number] } : null);
    if (near) distances.push({ axis, from: near.edge, to: start, at: (near.cross[0] + near.cross[1]) / 2, length: start - near.edge });
    if (far) distances.push({ axis, from: end, to: far.edge, at: (far.cross[0] + far.cross[1]) / 2, length: far.edge - end });
  }
  return distances.filter((distance) => distance.length > SAME_LINE && distance.length <= maxDistance);
}

/** The most distances `snapDistances` gives: one per side. */
export const MAX_SNAP_DISTANCES = 4;

/**
 * The smallest move (within `threshold`) that puts one of `values` on a target line, or null when none is that
 * close. Ties go to the first value, then the first target (the page before widgets).
 */
export function nearestSnap(values: readonly number[], lines: readonly SnapLine[], threshold: number): number | null {
  let best: number | null = null;
  for (const value of values) {
    for (const line of lines) {
      const offset = line.position - value;
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best) - SAME_LINE)) best = offset;
    }
  }
  return best;
}

/** The offsets that snap a moved box on each axis (0 where nothing is near). */
export function snapTranslation(box: Box, targets: SnapTargets, threshold: number): { dx: number; dy: number } {
  const offset = (axis: Axis) => nearestSnap(ALL_LINES.map((line) => lineOf(box, axis, line)), targets[axis], threshold) ?? 0;
  return { dx: offset('x'), dy: offset('y') };
}

/**
 * The guides for a box where it now lies: for each of its `lines` that coincides with target lines, one segment
 * at that position covering the box and those targets.
 */
export function snapGuides(box: Box, targets: SnapTargets, lines: { x: readonly BoxLine[]; y: readonly BoxLine[] } = { x: ALL_LINES, y: ALL_LINES }): SnapGuide[] {
  const guides: SnapGuide[] = [];
  for (const axis of ['x', 'y'] as const) {
    const { crossStart, crossSize } = span(box, axis);
    for (const line of lines[axis]) {
      const position = lineOf(box, axis, line);
      const hits = targets[axis].filter((target) => Math.abs(target.position - position) <= ON_LINE);
      if (!hits.length || guides.some((guide) => guide.axis === axis && Math.abs(guide.position - position) <= SAME_LINE)) continue;
      guides.push({
        axis,
        position,
        from: Math.min(crossStart, ...hits.map((hit) => hit.from)),
        to: Math.max(crossStart + crossSize, ...hits.map((hit) => hit.to)),
      });
    }
  }
  return guides;
}
