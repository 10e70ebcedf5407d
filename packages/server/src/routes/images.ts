import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiMessages, clampDevicePixelRatio, imageConstants } from '@folio/model';
import { ApiError } from '../errors';
import { IMAGE_KEY_PATTERN, VECTOR_MIME, type StoredImage } from '../images/image-pipeline';

// Ours: no display is wider; with dpr 3 and never enlarging, variants stay within the original anyway.
const MAX_DISPLAY_PX = 10_000;
// Variants and originals never change under their address (content hash + parameters): cache for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A JPEG variant's quick copy, until its optimised copy replaces it (a job, docs/jobs.md): kept a minute, long enough
// for one visit, short enough that the next one gets the optimised copy.
const PROVISIONAL = 'public, max-age=60';
const VECTOR_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const CROP_PATTERN = /^\d{1,6},\d{1,6},\d{1,6},\d{1,6}$/;

const flag = z.enum(['0', '1']).optional();
const size = z.coerce.number().int().min(1).max(MAX_DISPLAY_PX).optional();

// widgets-and-authoring.md §9: width, height, device pixel ratio (with a minimum), quality, webp and crop.
const imageQuery = z
  .object({
    w: size.describe('Display width in CSS pixels'),
    h: size.describe('Display height in CSS pixels'),
    dpr: z.coerce
      .number()
      .min(imageConstants.minDevicePixelRatio)
      .max(imageConstants.maxDevicePixelRatio)
      .optional()
      .describe('Device pixel ratio, 1 to 3'),
    q: z.coerce.number().int().min(imageConstants.minQuality).max(imageConstants.maxQuality).optional().describe('Quality 1..100 (default 80)'),
    webp: flag.describe('1: WebP'),
    crop: z
      .string()
      .regex(CROP_PATTERN)
      .transform((value) => {
        const [x, y, w, h] = value.split(',').map(Number) as [number, number, number, number];
        return { x, y, w, h };
      })
      .refine((crop) => crop.w > 0 && crop.h > 0, { message: 'The crop needs a width and a height' })
      .optional()
      .describe('x,y,w,h in the original picture pixels'),
    lqip: flag.describe('1: the low-quality placeholder (at most 32 px wide, blurred)'),
  })
  .refine((query) => query.lqip !== '1' || (query.w === undefined && query.h === undefined && query.dpr === undefined && query.q === undefined), {
    message: 'lqip takes only crop and webp',
  });

const imageParams = z.object({
  key: z.string().regex(IMAGE_KEY_PATTERN).describe('The content-hash name from the upload reply'),
});

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blobs, images } = app;

  // Public on purpose: pictures of published pages are public by address, and the address is a content hash
  // nobody can guess without the picture.
  app.get(
    '/api/images/:key',
    { schema: { tags: ['uploads'], summary: 'A picture: the original, or a variant (w, h, dpr, q, webp, crop) or placeholder (lqip)', params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const { key } = request.params;
      const query = request.query;
      const asIs = Object.values(query).every((value) => value === undefined || value === '0');
      let stored: StoredImage | undefined;
      if (asIs) {
        stored = await images.original(key);
      } else {
        stored = await images.variant(key, {
          width: query.w,
          height: query.h,
          dpr: clampDevicePixelRatio(query.dpr ?? imageConstants.minDevicePixelRatio),
          quality: query.q ?? imageConstants.defaultQuality,
          webp: query.webp === '1',
          crop: query.crop,
          lqip: query.lqip === '1',
        });
      }
      const stream = stored && (await blobs.get(stored.blobKey));
      if (!stored || !stream) throw new ApiError(404, apiMessages.notFound);
      // A vector opened on its own is a document: sandboxed, nothing of it runs or loads (svg-sanitizer.ts cleans it too).
      if (stored.mime === VECTOR_MIME) reply.header('content-security-policy', VECTOR_POLICY);
      return reply
        .header('content-type', stored.mime)
        .header('cache-control', stored.provisional ? PROVISIONAL : IMMUTABLE)
        // Served as the type found in the bytes at upload, never sniffed as something else.
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
