import { libraryConstants } from '@folio/model';
import type { PageSize, Point } from '../../core';

export interface Size {
  w: number;
  h: number;
}

/**
 * A picture's size on the page: its pixels, scaled down (never up) to fit inside the page, proportions kept, in
 * whole px and at least 1 px a side.
 */
export function fitPictureToPage(picture: { width: number; height: number }, page: PageSize): Size {
  const width = Math.max(1, picture.width);
  const height = Math.max(1, picture.height);
  const scale = Math.min(1, page.width / width, page.height / height);
  return { w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) };
}

/**
 * Where the n-th of several pictures dropped at one point is aimed: each `dropCascadePx` further right and down, so
 * none lands exactly over another.
 */
export function cascadePoint(point: Point, index: number): Point {
  const step = libraryConstants.dropCascadePx * index;
  return { x: point.x + step, y: point.y + step };
}

/** The top-left corner of a picture of `size` centred on `point` (page px), kept on the page, in whole px. */
export function placeOnPage(point: Point, size: Size, page: PageSize): Point {
  const x = Math.min(Math.max(point.x - size.w / 2, 0), Math.max(0, page.width - size.w));
  const y = Math.min(Math.max(point.y - size.h / 2, 0), Math.max(0, page.height - size.h));
  return { x: Math.round(x), y: Math.round(y) };
}

/** The page point under a screen point given relative to the viewport (a drop's clientX/Y) on the canvas at `canvas`. */
export function dropPoint(client: Point, canvas: { left: number; top: number }, screenToPage: (point: Point) => Point): Point {
  return screenToPage({ x: client.x - canvas.left, y: client.y - canvas.top });
}
