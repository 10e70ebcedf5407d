import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { apiMessages, imageLqipUrl, newObjectId } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { uploads } from '../db/schema';
import { ApiError } from '../errors';
import { detectImageFormat, imageFormats } from '../images/image-formats';
import { readImageInfo, VECTOR_MIME } from '../images/image-pipeline';
import { sanitizeSvg, SvgRefusal } from '../images/svg-sanitizer';

// Ours: a picture name is a file name, not a text.
const MAX_NAME_LENGTH = 255;
const DEFAULT_NAME = 'picture';
// Fields name and upload (widgets-and-authoring.md §7), nothing more: a few parts at most, short fields.
const MULTIPART_LIMITS = { files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 };
const CONTROL_CHARACTERS = /\p{Cc}/gu;

const uploadReply = z.object({
  _id: z.string(),
  url: z.string().describe('The original: /api/images/{key}; add w, h, dpr, q, webp, crop for variants'),
  type: z.string().describe('The media type found in the bytes'),
  width: z.number().int(),
  height: z.number().int(),
  name: z.string(),
  lqipUrl: z.string().describe('A tiny blurred placeholder of the picture'),
});

function cleanName(value: string | undefined): string {
  const name = (value ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, MAX_NAME_LENGTH);
  return name || DEFAULT_NAME;
}

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
// The multipart plugin's own refusals (too many parts, files or fields: 413) carry their status; the parser's errors
// (no boundary, a body cut short) carry none and are the client's malformed body, not a fault of ours.
const hasClientStatus = (error: unknown) => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config, images } = app;

  /** A vector picture: cleaned (svg-sanitizer.ts) and the cleaned text stored; refused with nothing stored otherwise. */
  async function storeVector(userId: string, bytes: Buffer, name: string | undefined) {
    let cleaned: ReturnType<typeof sanitizeSvg>;
    try {
      cleaned = sanitizeSvg(bytes);
    } catch (error) {
      if (error instanceof SvgRefusal) throw new ApiError(error.statusCode, error.message);
      throw error;
    }
    const key = await images.storeVector(cleaned.svg);
    const [row] = await db
      .insert(uploads)
      .values({ id: newObjectId(), userId, key, mime: VECTOR_MIME, bytes: Buffer.byteLength(cleaned.svg), width: cleaned.width, height: cleaned.height, name: cleanName(name) })
      .returning();
    const url = `/api/images/${key}`;
    // No raster variants for a vector (image-urls.ts): it is its own placeholder.
    return { _id: row!.id, url, type: VECTOR_MIME, width: row!.width, height: row!.height, name: row!.name, lqipUrl: url };
  }
  const security = [{ session: [] }];
  // Registered here, so multipart bodies are read by this route only.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: config.uploadMaxBytes } });

  app.post(
    '/api/upload',
    {
      schema: {
        tags: ['uploads'],
        security,
        summary: 'Upload a picture (multipart fields name, upload): JPEG, PNG, WebP, GIF, AVIF or SVG (sanitized)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadReply },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) throw new ApiError(415, apiMessages.uploadMissing);
      let bytes: Buffer | undefined;
      let fileName: string | undefined;
      let name: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'upload') throw new ApiError(400, apiMessages.uploadMissing);
            bytes = await part.toBuffer();
            fileName = part.filename;
          } else if (part.fieldname === 'name' && typeof part.value === 'string') {
            name = part.value;
          }
        }
      } catch (error) {
        if (isFileTooLarge(error)) throw new ApiError(413, apiMessages.uploadTooLarge, { maxBytes: config.uploadMaxBytes });
        if (error instanceof ApiError || hasClientStatus(error)) throw error;
        // Issue 11, finding 10: a body that is not well-formed multipart/form-data is 400, nothing stored.
        throw new ApiError(400, apiMessages.uploadMissing);
      }
      if (!bytes || bytes.length === 0) throw new ApiError(400, apiMessages.uploadMissing);

      // The bytes decide the type; the file name and the part's content type are the client's claim only.
      const format = detectImageFormat(bytes);
      if (format === 'svg') return reply.code(201).header('cache-control', 'no-cache').send(await storeVector(user.id, bytes, name ?? fileName));
      if (!format) throw new ApiError(415, apiMessages.uploadUnsupportedType);
      let info: Awaited<ReturnType<typeof readImageInfo>>;
      try {
        info = await readImageInfo(bytes);
      } catch {
        throw new ApiError(415, apiMessages.uploadUnsupportedType);
      }
      if (info.format !== format) throw new ApiError(415, apiMessages.uploadUnsupportedType);
      if (info.width * info.height > config.uploadMaxPixels) {
        throw new ApiError(400, apiMessages.uploadTooManyPixels, { maxPixels: config.uploadMaxPixels });
      }

      const key = await images.storeOriginal(bytes, format);
      const { mime } = imageFormats[format];
      const [row] = await db
        .insert(uploads)
        .values({ id: newObjectId(), userId: user.id, key, mime, bytes: bytes.length, width: info.width, height: info.height, name: cleanName(name ?? fileName) })
        .returning();
      const url = `/api/images/${key}`;
      // widgets-and-authoring.md §7: the upload reply carries a no-cache header.
      return reply
        .code(201)
        .header('cache-control', 'no-cache')
        .send({ _id: row!.id, url, type: mime, width: row!.width, height: row!.height, name: row!.name, lqipUrl: imageLqipUrl(url)! });
    },
  );
};
