import { imageConstants } from './constants';

// widgets-and-authoring.md §9: "Image URLs carry device pixel ratio (with a minimum), width, height, quality,
// webp and crop parameters." and "Picture srcset widths 1x, 2x, 3x plus the original." Pure and zod-free, so
// the viewer's picture view can use it without pulling the schemas into its bundle.

/** Pictures the server's image pipeline serves (and resizes); any other address is used as it is. */
export const IMAGE_PATH_PREFIX = '/api/images/';
// Optional origin, then /api/images/{key} with no query or fragment of its own. A vector (key ending in .svg) has
// no raster variants: its address is used as it is.
const PIPELINE_URL = /^(?:(?:https?:)?\/\/[^/?#]+)?\/api\/images\/[^/?#]+(?<!\.svg)$/;

/** A region of the original picture, in its pixels. */
export interface ImageCrop {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ImageVariantOptions {
  /** Display width in CSS pixels; the server multiplies it by `dpr`. */
  width?: number | undefined;
  /** Display height in CSS pixels. */
  height?: number | undefined;
  /** Device pixel ratio, clamped to imageConstants' minimum and maximum. */
  dpr?: number | undefined;
  /** 1..100. */
  quality?: number | undefined;
  webp?: boolean | undefined;
  crop?: ImageCrop | undefined;
}

export function isPipelineImageUrl(url: string): boolean {
  return PIPELINE_URL.test(url);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const positive = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The device pixel ratio as the server accepts it: within the limits, one decimal (so variants are shared). */
export function clampDevicePixelRatio(dpr: number): number {
  const { minDevicePixelRatio, maxDevicePixelRatio } = imageConstants;
  if (!Number.isFinite(dpr)) return minDevicePixelRatio;
  return Math.round(clamp(dpr, minDevicePixelRatio, maxDevicePixelRatio) * 10) / 10;
}

/**
 * The address of a variant of a pipeline picture. Parameters always come in one order (w, h, dpr, q, webp,
 * crop) so that equal variants share one address and one cached file. Other addresses come back unchanged.
 */
export function imageVariantUrl(url: string, options: ImageVariantOptions = {}): string {
  if (!isPipelineImageUrl(url)) return url;
  const params: string[] = [];
  if (positive(options.width)) params.push(`w=${Math.max(1, Math.round(options.width))}`);
  if (positive(options.height)) params.push(`h=${Math.max(1, Math.round(options.height))}`);
  if (options.dpr !== undefined) {
    const dpr = clampDevicePixelRatio(options.dpr);
    if (dpr !== imageConstants.minDevicePixelRatio) params.push(`dpr=${dpr}`);
  }
  if (options.quality !== undefined && Number.isFinite(options.quality)) {
    const quality = Math.round(clamp(options.quality, imageConstants.minQuality, imageConstants.maxQuality));
    if (quality !== imageConstants.defaultQuality) params.push(`q=${quality}`);
  }
  if (options.webp) params.push('webp=1');
  const crop = options.crop;
  if (crop && positive(crop.w) && positive(crop.h)) {
    const x = Math.max(0, Math.round(crop.x) || 0);
    const y = Math.max(0, Math.round(crop.y) || 0);
    params.push(`crop=${x},${y},${Math.max(1, Math.round(crop.w))},${Math.max(1, Math.round(crop.h))}`);
  }
  return params.length ? `${url}?${params.join('&')}` : url;
}

/** The placeholder of a pipeline picture (or undefined for other addresses). */
export function imageLqipUrl(url: string, crop?: ImageCrop): string | undefined {
  if (!isPipelineImageUrl(url)) return undefined;
  const variant = imageVariantUrl(url, { crop });
  return `${variant}${variant.includes('?') ? '&' : '?'}lqip=1`;
}

export interface SrcSetOptions {
  /** Width of the source in pixels: the original's, or the crop's when cropped. Needed to list the original. */
  originalWidth?: number | undefined;
  crop?: ImageCrop | undefined;
  quality?: number | undefined;
  webp?: boolean | undefined;
}

export interface SrcSetCandidate {
  url: string;
  /** Pixel width, the `w` descriptor. */
  width: number;
}

/**
 * widgets-and-authoring.md §9: srcset candidates 1x, 2x, 3x of the display width, plus the original as the
 * largest. A density whose width would reach the original's is left out (the server never enlarges, so it would
 * only repeat the original). Empty for addresses the pipeline does not serve, and for no display width.
 */
export function pictureSrcSetCandidates(url: string, displayWidth: number, options: SrcSetOptions = {}): SrcSetCandidate[] {
  if (!isPipelineImageUrl(url) || !positive(displayWidth)) return [];
  const width = Math.round(displayWidth);
  const originalWidth = positive(options.originalWidth) ? Math.round(options.originalWidth) : undefined;
  const { crop, quality, webp } = options;
  const candidates: SrcSetCandidate[] = [];
  for (const dpr of imageConstants.srcsetDensities) {
    const pixels = Math.round(width * dpr);
    if (originalWidth !== undefined && pixels >= originalWidth) break;
    candidates.push({ url: imageVariantUrl(url, { width, dpr, quality, webp, crop }), width: pixels });
  }
  if (originalWidth !== undefined) candidates.push({ url: imageVariantUrl(url, { crop, quality, webp }), width: originalWidth });
  return candidates;
}

/** The srcset attribute for a picture shown `displayWidth` CSS pixels wide (see pictureSrcSetCandidates). */
export function pictureSrcSet(url: string, displayWidth: number, options: SrcSetOptions = {}): string {
  return pictureSrcSetCandidates(url, displayWidth, options)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ');
}
