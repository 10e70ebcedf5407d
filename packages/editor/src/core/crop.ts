import type { CropUnavailableReason, PictureSource, Widget } from '@folio/model';
import { clean, type Box, type Point } from './geometry';
import type { ResizeHandle } from './session';

// Crop mode's geometry (docs/editor.md "Cropping a picture"), pure: the original picture laid on the page at the
// scale it is drawn at, and the part of it the widget shows. Crop boxes are in the original's pixels, frames and
// deltas in page px.

export interface Size {
  w: number;
  h: number;
}

/** A crop under way. */
export interface CropState {
  /** The original picture's size (px). */
  original: Size;
  /** Page px per original px: the scale the widget draws the picture at, kept for the whole crop. */
  scale: number;
  /** Where the original's top-left corner lies on the page. */
  origin: Point;
  /** The part of the original kept (original px): the widget's frame. */
  crop: Box;
}

/** The stored crop fields of a picture widget (cropX/Y/W/H), any of them missing. */
export interface StoredCrop {
  x?: number | undefined;
  y?: number | undefined;
  w?: number | undefined;
  h?: number | undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop frame on the page: the widget's frame while cropping. */
export function cropFrame({ origin, scale, crop }: CropState): Box {
  return { x: origin.x + crop.x * scale, y: origin.y + crop.y * scale, w: crop.w * scale, h: crop.h * scale };
}

/** The whole original picture on the page. */
export function pictureBox({ origin, scale, original }: CropState): Box {
  return { x: origin.x, y: origin.y, w: original.w * scale, h: original.h * scale };
}

/**
 * The part of the original a widget's stored crop names, as the viewer reads it (widgets/picture/view.tsx
 * `cropOf`): a crop with a width and height, cut to the picture; the whole picture otherwise.
 */
export function storedCropBox(stored: StoredCrop, original: Size): Box {
  const { w, h } = stored;
  if (!w || !h || w <= 0 || h <= 0) return { x: 0, y: 0, w: original.w, h: original.h };
  const x = clamp(stored.x ?? 0, 0, Math.max(0, original.w - 1));
  const y = clamp(stored.y ?? 0, 0, Math.max(0, original.h - 1));
  return { x, y, w: Math.min(w, original.w - x), h: Math.min(h, original.h - y) };
}

/**
 * Crop mode as it opens: the picture at the scale the widget draws it. The viewer covers the frame with the crop,
 * centred (object-fit: cover), so when the stored crop's proportions differ from the frame's, what the frame shows is
 * the centred part of the crop that fills it: that part is the crop mode's crop, and nothing on screen moves.
 */
export function cropStateOf(frame: Box, original: Size, stored: StoredCrop): CropState {
  const base = storedCropBox(stored, original);
  const scale = Math.max(frame.w / base.w, frame.h / base.h);
  const w = Math.min(base.w, frame.w / scale);
  const h = Math.min(base.h, frame.h / scale);
  const x = base.x + (base.w - w) / 2;
  const y = base.y + (base.h - h) / 2;
  return { original, scale, origin: { x: frame.x - x * scale, y: frame.y - y * scale }, crop: { x, y, w, h } };
}

/** The smallest crop (original px) for a smallest frame of `minPagePx`: never more than the picture itself. */
function minimum(state: CropState, minPagePx: number): Size {
  const side = minPagePx / state.scale;
  return { w: Math.min(side, state.original.w), h: Math.min(side, state.original.h) };
}

/**
 * A handle of the crop frame dragged by `delta` (page px) from where the drag began: that edge (or both edges of a
 * corner) moves, the opposite ones stay, and the crop stays on the picture and at least `minPagePx` on the page.
 * `keepRatio` (Shift) keeps the crop's proportions: a corner scales about the opposite corner, an edge about the
 * opposite edge's middle. The picture never moves.
 */
export function resizeCrop(start: CropState, handle: ResizeHandle, delta: Point, options: { keepRatio?: boolean; minPagePx: number }): CropState {
  const { crop, original, scale } = start;
  const min = minimum(start, options.minPagePx);
  const dx = delta.x / scale;
  const dy = delta.y / scale;
  const west = handle.includes('w');
  const east = handle.includes('e');
  const north = handle.includes('n');
  const south = handle.includes('s');
  if (!options.keepRatio) {
    let [left, top, right, bottom] = [crop.x, crop.y, crop.x + crop.w, crop.y + crop.h];
    if (west) left = clamp(left + dx, 0, right - min.w);
    if (east) right = clamp(right + dx, left + min.w, original.w);
    if (north) top = clamp(top + dy, 0, bottom - min.h);
    if (south) bottom = clamp(bottom + dy, top + min.h, original.h);
    return { ...start, crop: { x: left, y: top, w: right - left, h: bottom - top } };
  }
  const ratio = crop.w / crop.h;
  const horizontal = west || east;
  const vertical = north || south;
  // The anchor: the opposite edge on each axis the handle moves, the middle on an axis it does not.
  const ax = west ? crop.x + crop.w : east ? crop.x : crop.x + crop.w / 2;
  const ay = north ? crop.y + crop.h : south ? crop.y : crop.y + crop.h / 2;
  const widthFromX = crop.w + (east ? dx : -dx);
  const widthFromY = (crop.h + (south ? dy : -dy)) * ratio;
  let w = horizontal && vertical ? (widthFromX / crop.w >= widthFromY / crop.w ? widthFromX : widthFromY) : horizontal ? widthFromX : widthFromY;
  // Room on the picture from the anchor: all of one side when the edge moves, twice the nearer side about a middle.
  const roomW = east ? original.w - ax : west ? ax : 2 * Math.min(ax, original.w - ax);
  const roomH = south ? original.h - ay : north ? ay : 2 * Math.min(ay, original.h - ay);
  const maxW = Math.min(roomW, roomH * ratio);
  const minW = Math.min(maxW, Math.max(min.w, min.h * ratio));
  w = clamp(w, minW, maxW);
  const h = w / ratio;
  const x = east ? ax : west ? ax - w : ax - w / 2;
  const y = south ? ay : north ? ay - h : ay - h / 2;
  return { ...start, crop: { x, y, w, h } };
}

/** The picture dragged by `delta` (page px) under the frame, which stays: the crop never leaves the picture. */
export function panCrop(start: CropState, delta: Point): CropState {
  const { crop, original, scale, origin } = start;
  const x = clamp(crop.x - delta.x / scale, 0, original.w - crop.w);
  const y = clamp(crop.y - delta.y / scale, 0, original.h - crop.h);
  return { ...start, origin: { x: origin.x + (crop.x - x) * scale, y: origin.y + (crop.y - y) * scale }, crop: { ...crop, x, y } };
}

/** "Reset": the whole picture, where it lies (the frame grows to the picture's edges). */
export function resetCrop(state: CropState): CropState {
  return { ...state, crop: { x: 0, y: 0, w: state.original.w, h: state.original.h } };
}

/**
 * What applying writes: the crop in whole original px (on the picture, at least 1 px) and the frame that draws it
 * at the same scale where the crop lies now (1/100 px), so nothing on screen jumps.
 */
export function appliedCrop(state: CropState): { crop: Box; frame: Box } {
  const { original, scale, origin } = state;
  const x = clamp(Math.round(state.crop.x), 0, original.w - 1);
  const y = clamp(Math.round(state.crop.y), 0, original.h - 1);
  const w = clamp(Math.round(state.crop.w), 1, original.w - x);
  const h = clamp(Math.round(state.crop.h), 1, original.h - y);
  return { crop: { x, y, w, h }, frame: { x: clean(origin.x + x * scale), y: clean(origin.y + y * scale), w: clean(w * scale), h: clean(h * scale) } };
}

/** The handle of the crop frame within `reach` page px of a point, if any. */
export function cropHandleAt(state: CropState, point: Point, reach: number, handles: readonly ResizeHandle[]): ResizeHandle | null {
  const frame = cropFrame(state);
  for (const handle of handles) {
    const hx = handle.includes('w') ? frame.x : handle.includes('e') ? frame.x + frame.w : frame.x + frame.w / 2;
    const hy = handle.includes('n') ? frame.y : handle.includes('s') ? frame.y + frame.h : frame.y + frame.h / 2;
    if (Math.hypot(point.x - hx, point.y - hy) <= reach) return handle;
  }
  return null;
}

/** The address of the whole picture (what crop mode draws and measures), or undefined when only a cropped copy is kept. */
export function wholePictureUrl(picture: PictureSource | undefined): string | undefined {
  if (!picture) return undefined;
  return picture.url ?? picture.unscaledUrl ?? (picture.crop ? undefined : picture.finalUrl);
}

/** Why a widget cannot be cropped now, or null when it can. */
export function cropUnavailableReason(widget: Widget): CropUnavailableReason | null {
  if (widget.type !== 'picture') return 'notPicture';
  const picture = widget.picture;
  if (!picture || !(picture.url ?? picture.unscaledUrl ?? picture.finalUrl)) return 'empty';
  if (widget.locked) return 'locked';
  if ((widget.angle ?? 0) % 360 !== 0) return 'rotated';
  if (widget.is_full_width || widget.is_full_height) return 'fullSize';
  if (!wholePictureUrl(picture)) return 'croppedCopyOnly';
  return null;
}

/** The original's size a picture widget stores (originalW × originalH), if both are there. */
export function storedOriginalSize(widget: Widget): Size | undefined {
  if (widget.type !== 'picture') return undefined;
  const { originalW, originalH } = widget;
  return originalW && originalH && originalW > 0 && originalH > 0 ? { w: originalW, h: originalH } : undefined;
}

/** The crop fields a picture widget stores (none for another kind). */
export function storedCropOf(widget: Widget): StoredCrop {
  return widget.type === 'picture' ? { x: widget.cropX, y: widget.cropY, w: widget.cropW, h: widget.cropH } : {};
}
