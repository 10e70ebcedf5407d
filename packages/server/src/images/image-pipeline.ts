import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { apiMessages, imageConstants } from '@folio/model';
import type { BlobStore } from '../blobs';
import { ApiError } from '../errors';
import { formatOfExt, imageFormats, type ImageFormat } from './image-formats';
import { WorkLimiter, WorkLimiterFullError } from './work-limiter';

// One libvips thread per image: with two images at a time (WorkLimiter) a two-core machine keeps a core for
// the event loop, the database and the other requests. Process-wide, like sharp's own setting.
sharp.concurrency(1);

/** The public name of an original: its content hash and type, e.g. `3f…9a.png`. */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{64}\.(?:jpg|png|webp|gif|avif|svg)$/;
// Requests wait in line beyond the running ones up to this many; more answer 503.
const MAX_WAITING = 100;
// The placeholder is blurred so its few pixels read as a soft preview rather than blocks.
const LQIP_BLUR_SIGMA = 1;

export interface VariantRequest {
  /** Display size in CSS pixels, multiplied by dpr. */
  width?: number | undefined;
  height?: number | undefined;
  dpr: number;
  quality: number;
  webp: boolean;
  crop?: { x: number; y: number; w: number; h: number } | undefined;
  lqip: boolean;
}

export interface StoredImage {
  blobKey: string;
  mime: string;
  /** A quick copy served until the optimised one replaces it (not to be cached for long). */
  provisional?: boolean;
}

/** What an optimised copy is made from: the original and the variant's parameters. */
export interface OptimiseRequest {
  key: string;
  request: VariantRequest;
}

const originalBlobKey = (key: string) => `images/${key}`;

/** Vector pictures (sanitized SVG text, svg-sanitizer.ts) are stored under a key ending in .svg. */
export const VECTOR_MIME = 'image/svg+xml';
const VECTOR_EXT = 'svg';
export const isVectorKey = (key: string): boolean => key.endsWith(`.${VECTOR_EXT}`);

export function imageFormatOfKey(key: string): ImageFormat {
  const format = formatOfExt(key.slice(key.lastIndexOf('.') + 1));
  if (!format) throw new ApiError(404, apiMessages.notFound);
  return format;
}

/**
 * Uploaded originals and the variants made from them (widgets-and-authoring.md §9). A variant is made with sharp
 * on its first request, stored in the blob store under a name derived from its parameters, and read from there
 * ever after; simultaneous requests for one variant share one piece of work.
 */
export class ImagePipeline {
  /** How many variants were made (not read from the store): lets tests and metrics see the cache work. */
  variantsMade = 0;
  private readonly limiter: WorkLimiter;
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly blobs: BlobStore,
    private readonly options: {
      maxPixels: number;
      concurrency: number;
      /**
       * Where a JPEG variant's optimised copy is asked for (a job, docs/jobs.md). Without it, the first request
       * makes the optimised copy itself.
       */
      optimiseLater?: (job: OptimiseRequest) => void;
    },
  ) {
    this.limiter = new WorkLimiter(options.concurrency, MAX_WAITING);
  }

  /** Stores an original under its content hash; the same bytes uploaded twice are stored once. */
  async storeOriginal(bytes: Buffer, format: ImageFormat): Promise<string> {
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${imageFormats[format].ext}`;
    const blobKey = originalBlobKey(key);
    if (!(await this.blobs.exists(blobKey))) await this.blobs.put(blobKey, bytes);
    return key;
  }

  /** Stores a sanitized SVG's text under its content hash, like a raster original. */
  async storeVector(svg: string): Promise<string> {
    const bytes = Buffer.from(svg, 'utf8');
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${VECTOR_EXT}`;
    const blobKey = originalBlobKey(key);
    if (!(await this.blobs.exists(blobKey))) await this.blobs.put(blobKey, bytes);
    return key;
  }

  async original(key: string): Promise<StoredImage | undefined> {
    const blobKey = originalBlobKey(key);
    if (!(await this.blobs.exists(blobKey))) return undefined;
    return { blobKey, mime: isVectorKey(key) ? VECTOR_MIME : imageFormats[imageFormatOfKey(key)].mime };
  }

  /**
   * The variant of an original, made now if it was never made; undefined when the original does not exist. A JPEG
   * variant's first request gets a quick copy (plain libjpeg, several times faster than mozjpeg) while its optimised
   * copy is made as a job, which then replaces it (issue 15, "Fresh uploads").
   */
  async variant(key: string, request: VariantRequest): Promise<StoredImage | undefined> {
    // A vector draws sharp at any size: it has no raster variants, every request gets the original.
    if (isVectorKey(key)) return this.original(key);
    const output = outputFormat(imageFormatOfKey(key), request);
    const stored = { blobKey: variantBlobKey(key, request, output), mime: imageFormats[output].mime };
    if (await this.blobs.exists(stored.blobKey)) return stored;
    if (!(await this.blobs.exists(originalBlobKey(key)))) return undefined;
    const optimiseLater = this.options.optimiseLater;
    if (output === 'jpeg' && !request.lqip && optimiseLater) {
      const quick = { blobKey: quickBlobKey(stored.blobKey), mime: stored.mime, provisional: true };
      if (await this.blobs.exists(quick.blobKey)) return quick;
      await this.makeOnce(quick.blobKey, () => this.make(key, quick.blobKey, output, request, false));
      // Asked once per quick copy made; the job does nothing if the optimised copy exists by then.
      optimiseLater({ key, request });
      return quick;
    }
    await this.makeOnce(stored.blobKey, () => this.make(key, stored.blobKey, output, request, true));
    return stored;
  }

  /** Makes a JPEG variant's optimised copy (the job asked for by variant()) and removes its quick copy. */
  async optimise({ key, request }: OptimiseRequest): Promise<{ blobKey: string; made: boolean }> {
    const output = outputFormat(imageFormatOfKey(key), request);
    const blobKey = variantBlobKey(key, request, output);
    const made = !(await this.blobs.exists(blobKey));
    if (made) await this.makeOnce(blobKey, () => this.make(key, blobKey, output, request, true));
    await this.blobs.delete(quickBlobKey(blobKey));
    return { blobKey, made };
  }

  /** Simultaneous requests for one blob share one piece of work. */
  private async makeOnce(blobKey: string, make: () => Promise<void>): Promise<void> {
    let pending = this.inFlight.get(blobKey);
    if (!pending) {
      pending = make().finally(() => this.inFlight.delete(blobKey));
      this.inFlight.set(blobKey, pending);
    }
    await pending;
  }

  private async make(key: string, blobKey: string, output: ImageFormat, request: VariantRequest, optimised: boolean): Promise<void> {
    try {
      await this.limiter.run(async () => {
        // Another process (or an earlier request in this one) may have made it while this one waited.
        if (await this.blobs.exists(blobKey)) return;
        const stream = await this.blobs.get(originalBlobKey(key));
        if (!stream) throw new ApiError(404, apiMessages.notFound);
        const bytes = await render(await buffer(stream), output, request, this.options.maxPixels, optimised);
        this.variantsMade += 1;
        await this.blobs.put(blobKey, bytes);
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof WorkLimiterFullError) throw new ApiError(503, apiMessages.imageBusy);
      // sharp's errors say what libvips could not decode; the client only needs to know it cannot be read.
      throw new ApiError(422, apiMessages.imageUnreadable);
    }
  }
}

const variantBlobKey = (key: string, request: VariantRequest, output: ImageFormat) => `variants/${key}/${variantName(request)}.${imageFormats[output].ext}`;
const quickBlobKey = (blobKey: string) => blobKey.replace(/(\.[a-z]+)$/, '.quick$1');

/** WebP when asked for; otherwise the original's type (placeholders: JPEG, or PNG to keep transparency). */
function outputFormat(source: ImageFormat, request: VariantRequest): ImageFormat {
  if (request.webp) return 'webp';
  if (request.lqip) return source === 'jpeg' ? 'jpeg' : 'png';
  return source;
}

/** A file name for the parameters; equal requests give equal names (dpr arrives rounded to one decimal). */
function variantName(request: VariantRequest): string {
  const parts: string[] = [];
  const crop = request.crop;
  if (request.lqip) parts.push('lqip');
  else {
    if (request.width) parts.push(`w${request.width}`);
    if (request.height) parts.push(`h${request.height}`);
    parts.push(`d${request.dpr}`, `q${request.quality}`);
  }
  if (crop) parts.push(`c${crop.x},${crop.y},${crop.w},${crop.h}`);
  return parts.join('_');
}

async function render(input: Buffer, output: ImageFormat, request: VariantRequest, maxPixels: number, optimised: boolean): Promise<Buffer> {
  // Variants are still pictures: an animated GIF or WebP gives its first frame (the original keeps the motion).
  const image = sharp(input, { limitInputPixels: maxPixels, animated: false });
  const meta = await image.metadata();
  // Crops are in the picture's pixels as shown, so orientation comes first (sharp applies calls in order).
  image.autoOrient();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const crop = request.crop;
  if (crop) {
    if (crop.x + crop.w > width || crop.y + crop.h > height) throw new ApiError(400, apiMessages.imageCropOutside);
    image.extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h });
  }
  if (request.lqip) {
    image.resize({ width: imageConstants.lqipMaxWidthPx, withoutEnlargement: true }).blur(LQIP_BLUR_SIGMA);
  } else if (request.width || request.height) {
    image.resize({
      width: request.width ? Math.round(request.width * request.dpr) : undefined,
      height: request.height ? Math.round(request.height * request.dpr) : undefined,
      // Both given: fill the box, cut what overflows (the widget shows it with object-fit: cover too).
      fit: 'cover',
      // The original is the largest srcset candidate: a variant is never larger than its source.
      withoutEnlargement: true,
    });
  }
  const quality = request.lqip ? imageConstants.lqipQuality : request.quality;
  switch (output) {
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: optimised }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, palette: request.lqip }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
  }
}

/** Width and height as shown (EXIF orientation applied), for the upload reply and the crop's coordinates. */
export async function readImageInfo(bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  return { format, width, height: meta.pageHeight && meta.pages && meta.pages > 1 ? Math.min(height, meta.pageHeight) : height };
}
