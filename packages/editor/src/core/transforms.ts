import { boxCenter, clean, frameBounds, normalizeAngle, rotateAround, rotateVector, unionBoxes, type Frame, type Point } from './geometry';
import type { ResizeHandle } from './session';

// The transforms of a selection as pure functions on frames (docs/editor.md "Transforms"). One widget's selection
// frame is its own (turned) frame; several widgets' is the box around them, upright.

type Side = -1 | 0 | 1;

/** Which edges a handle moves: -1 the left (top) edge, 1 the right (bottom) edge, 0 neither. */
export function handleSides(handle: ResizeHandle): { x: Side; y: Side } {
  return {
    x: handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0,
    y: handle.startsWith('n') ? -1 : handle.startsWith('s') ? 1 : 0,
  };
}

export function selectionFrame(frames: readonly Frame[]): Frame | null {
  if (frames.length === 1) return { ...frames[0]! };
  const bounds = unionBoxes(frames.map(frameBounds));
  return bounds && { ...bounds, angle: 0 };
}

/** Where a handle is drawn on a frame; the rotation handle sits `rotateOffset` above the top edge's middle. */
export function handlePoint(frame: Frame, handle: ResizeHandle | 'rotate', rotateOffset: number): Point {
  const center = boxCenter(frame);
  const local =
    handle === 'rotate'
      ? { x: 0, y: -frame.h / 2 - rotateOffset }
      : { x: (handleSides(handle).x * frame.w) / 2, y: (handleSides(handle).y * frame.h) / 2 };
  const turned = rotateVector(local, frame.angle);
  return { x: center.x + turned.x, y: center.y + turned.y };
}

export interface ResizeOptions {
  /** Shift: the frame keeps its proportions. */
  keepAspect: boolean;
  minSize: number;
}

/**
 * The scale a handle dragged by `delta` (page px) gives a frame, along the frame's own axes. With keepAspect a
 * corner follows the axis that changed most and an edge scales the other axis alike; no side goes under minSize.
 */
export function scaleForHandle(start: Frame, handle: ResizeHandle, delta: Point, options: ResizeOptions): { sx: number; sy: number } {
  const local = rotateVector(delta, -start.angle);
  const sides = handleSides(handle);
  let sx = start.w ? (start.w + sides.x * local.x) / start.w : 1;
  let sy = start.h ? (start.h + sides.y * local.y) / start.h : 1;
  if (options.keepAspect) {
    const uniform = sides.x && sides.y ? (Math.abs(sx - 1) >= Math.abs(sy - 1) ? sx : sy) : sides.x ? sx : sy;
    sx = uniform;
    sy = uniform;
  }
  return clampScale(start, { sx, sy }, options);
}

/** A scale no smaller than what keeps each side at minSize (both alike when the aspect is kept). */
export function clampScale(start: Frame, scale: { sx: number; sy: number }, options: ResizeOptions): { sx: number; sy: number } {
  const minX = start.w ? options.minSize / start.w : 1;
  const minY = start.h ? options.minSize / start.h : 1;
  if (options.keepAspect) {
    const uniform = Math.max(scale.sx, minX, minY);
    return { sx: uniform, sy: uniform };
  }
  return { sx: Math.max(scale.sx, minX), sy: Math.max(scale.sy, minY) };
}

/**
 * The frame scaled by sx, sy with the handle's opposite edge (or corner) kept in place; an axis the handle does not
 * move stays centred.
 */
export function frameFromScale(start: Frame, handle: ResizeHandle, sx: number, sy: number): Frame {
  const sides = handleSides(handle);
  const w = start.w * sx;
  const h = start.h * sy;
  // The new centre relative to the old one, in the frame's own axes: the fixed edge stays put.
  const shift = { x: (sides.x * (w - start.w)) / 2, y: (sides.y * (h - start.h)) / 2 };
  const center = boxCenter(start);
  const turned = rotateVector(shift, start.angle);
  return { x: center.x + turned.x - w / 2, y: center.y + turned.y - h / 2, w, h, angle: start.angle };
}

/**
 * Where a member of a group goes when the group's upright frame `from` becomes `to`: its centre keeps its place
 * relative to the group; its sides scale along its own axes by how much the group's axes stretch in its direction
 * (exact for upright or quarter-turned members and for uniform scales).
 */
export function frameInScaledGroup(member: Frame, from: Frame, to: Frame): Frame {
  const sx = from.w ? to.w / from.w : 1;
  const sy = from.h ? to.h / from.h : 1;
  const center = boxCenter(member);
  const moved = { x: to.x + (center.x - from.x) * sx, y: to.y + (center.y - from.y) * sy };
  const along = rotateVector({ x: 1, y: 0 }, member.angle);
  const across = rotateVector({ x: 0, y: 1 }, member.angle);
  const w = member.w * Math.hypot(along.x * sx, along.y * sy);
  const h = member.h * Math.hypot(across.x * sx, across.y * sy);
  return { x: moved.x - w / 2, y: moved.y - h / 2, w, h, angle: member.angle };
}

/** A frame turned by `by` degrees about `center`: its centre moves on the circle, its angle grows by `by`. */
export function rotateFrameAbout(frame: Frame, center: Point, by: number): Frame {
  const moved = rotateAround(boxCenter(frame), center, by);
  return { x: moved.x - frame.w / 2, y: moved.y - frame.h / 2, w: frame.w, h: frame.h, angle: normalizeAngle(frame.angle + by) };
}

/** A frame with every number as it is written to the document. */
export function cleanFrame(frame: Frame): Frame {
  return { x: clean(frame.x), y: clean(frame.y), w: clean(frame.w), h: clean(frame.h), angle: normalizeAngle(frame.angle) };
}
