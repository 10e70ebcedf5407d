import { editorConstants } from '@folio/model';

// Plane geometry of the editor, in page coordinates (px, y down, angles in degrees clockwise as CSS rotate()).

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A box turned by `angle` degrees about its centre: how a widget is drawn (CSS rotate with the default origin). */
export interface Frame extends Box {
  angle: number;
}

const FULL_TURN = 360;
const RADIANS_PER_DEGREE = Math.PI / 180;
const GEOMETRY_SCALE = 10 ** editorConstants.geometryDecimals;

/** A value written to the document: rounded to 1/100 so no float noise is saved (-0 becomes 0). */
export function clean(value: number): number {
  return Math.round(value * GEOMETRY_SCALE) / GEOMETRY_SCALE + 0;
}

/** An angle in [0, 360). */
export function normalizeAngle(angle: number): number {
  const turned = angle % FULL_TURN;
  return clean(turned < 0 ? turned + FULL_TURN : turned) % FULL_TURN;
}

export function boxCenter(box: Box): Point {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

export function rotateVector(vector: Point, angle: number): Point {
  const radians = angle * RADIANS_PER_DEGREE;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: vector.x * cos - vector.y * sin, y: vector.x * sin + vector.y * cos };
}

export function rotateAround(point: Point, center: Point, angle: number): Point {
  const turned = rotateVector({ x: point.x - center.x, y: point.y - center.y }, angle);
  return { x: center.x + turned.x, y: center.y + turned.y };
}

/** The four corners of a frame, clockwise from its own top left. */
export function frameCorners(frame: Frame): Point[] {
  const center = boxCenter(frame);
  const { x, y, w, h } = frame;
  return [
    { x, y },
    { x: x + w, y },
    { x: x + w, y: y + h },
    { x, y: y + h },
  ].map((corner) => rotateAround(corner, center, frame.angle));
}

export function boundsOfPoints(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** The axis-aligned box around a (possibly turned) frame. */
export function frameBounds(frame: Frame): Box {
  if (!frame.angle) return { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
  return boundsOfPoints(frameCorners(frame));
}

export function unionBoxes(boxes: readonly Box[]): Box | null {
  if (!boxes.length) return null;
  return boundsOfPoints(boxes.flatMap((box) => [{ x: box.x, y: box.y }, { x: box.x + box.w, y: box.y + box.h }]));
}

/** Boxes that overlap or touch. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;
}

export function pointInFrame(point: Point, frame: Frame): boolean {
  const center = boxCenter(frame);
  const local = rotateAround(point, center, -frame.angle);
  return local.x >= frame.x && local.x <= frame.x + frame.w && local.y >= frame.y && local.y <= frame.y + frame.h;
}

/** The box spanned by two points (a marquee). */
export function boxFromPoints(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The direction from `center` to `point`, in degrees clockwise from the x axis. */
export function angleTo(center: Point, point: Point): number {
  return Math.atan2(point.y - center.y, point.x - center.x) / RADIANS_PER_DEGREE;
}
