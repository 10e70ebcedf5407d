import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart, { type Multipart } from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiMessages, newObjectId, objectIdSchema, shotsConstants, shotsMessages } from '@folio/model';
import { requireUser } from '../auth/require-user';
import type { Db } from '../db/database';
import { mags, widgets } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { jobView } from '../jobs/queue';
import { videoContainerOf, VIDEO_HEAD_BYTES } from './video-tools';
import { SHOT_VIDEO_NAME, shotSourceBlobKey, shotVideoBlobKey, SHOTS_CONVERT_JOB, type ShotsPayload } from './shots-job';

// Shots' conversions (widgets-and-authoring.md §7: POST multipart /api/shots/upload/video {widgetId, upload}, POST
// /api/shots/convert/fromurl {videoUrl, widgetId}; docs/distribution.md "Shots"): each queues a job and answers 202
// with it at once, for the constructor's progress bar; the job's result names the converted video and its poster.
// GET /api/videos/{name} sends a converted video, in ranges as players ask for them.

// widgetId and upload, nothing more: a few parts at most, short fields.
const MULTIPART_LIMITS = { files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 50 };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const RANGE = /^bytes=(\d*)-(\d*)$/;

const fromUrlBody = z.strictObject({
  videoUrl: z
    .string()
    .max(shotsConstants.maxUrlLength)
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), shotsMessages.badUrl)
    .describe('An http(s) address of a video file'),
  widgetId: objectIdSchema.describe('The shots widget the video is for'),
});
const videoParams = z.object({ name: z.string().regex(SHOT_VIDEO_NAME).describe('The content-hash name from the conversion’s result') });

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const hasClientStatus = (error: unknown) => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

/** The project of the author's shots widget `widgetId`; 404 when the author has no such widget. */
async function shotsWidgetProject(db: Db, userId: string, widgetId: string): Promise<string> {
  const [row] = await db
    .select({ magId: widgets.magId })
    .from(widgets)
    .innerJoin(mags, eq(mags.id, widgets.magId))
    .where(and(eq(widgets.id, widgetId), eq(mags.userId, userId), sql`${widgets.data}->>'type' = 'shots'`))
    .limit(1);
  if (!row) throw new ApiError(404, shotsMessages.widgetNotFound);
  return row.magId;
}

export const shotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { blobs, video } = app;
  const tags = ['uploads'];
  const security = [{ session: [] }];

  const assertVideoTools = () => {
    if (!video.available) throw new ApiError(503, shotsMessages.ffmpegMissing);
  };
  const queue = async (userId: string, payload: ShotsPayload) => {
    const job = await app.jobs.enqueue({ kind: SHOTS_CONVERT_JOB, payload, userId, magId: payload.magId });
    return { job: jobView(job) };
  };

  // Registered here, so multipart bodies up to a video's size are read by this route only.
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: shotsConstants.maxSourceBytes } });

  app.post(
    '/api/shots/upload/video',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a video for a shots widget (multipart fields widgetId, upload): converted by a job, answered 202 with it',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      assertVideoTools();
      if (!request.isMultipart()) throw new ApiError(415, shotsMessages.uploadMissing);
      const { widgetId, magId, stored } = await receiveUpload(user.id, request.parts());
      return reply.code(202).send(await queue(user.id, { widgetId, magId, source: { upload: stored } }));
    },
  );

  /**
   * The upload's widget and the blob its video was stored in, once both are known good; nothing is kept of a refused
   * upload.
   */
  async function receiveUpload(userId: string, parts: AsyncIterable<Multipart>): Promise<{ widgetId: string; magId: string; stored: string }> {
    let widgetId: string | undefined;
    let magId: string | undefined;
    let stored: string | undefined;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname !== 'widgetId' || typeof part.value !== 'string') continue;
          if (!objectIdSchema.safeParse(part.value).success) throw invalid([{ path: 'widgetId', message: apiMessages.invalidBody }]);
          widgetId = part.value;
          // Known before the file comes: nothing is stored for another's widget.
          magId = await shotsWidgetProject(db, userId, widgetId);
        } else if (part.fieldname === 'upload' && !stored) {
          stored = shotSourceBlobKey(newObjectId());
          await blobs.put(stored, part.file);
          if (part.file.truncated) throw new ApiError(413, shotsMessages.tooLarge(shotsConstants.maxSourceBytes), { maxBytes: shotsConstants.maxSourceBytes });
        } else {
          part.file.resume();
        }
      }
      if (!widgetId) throw invalid([{ path: 'widgetId', message: shotsMessages.uploadMissing }], shotsMessages.uploadMissing);
      magId ??= await shotsWidgetProject(db, userId, widgetId);
      if (!stored || !(await blobs.size(stored))) throw invalid([{ path: 'upload', message: shotsMessages.uploadMissing }], shotsMessages.uploadMissing);
      // What the bytes are decides, not the file's name or type: a file that is plainly no video is refused now.
      if (!videoContainerOf(await readBlobHead(stored))) throw new ApiError(415, shotsMessages.notVideo);
      return { widgetId, magId, stored };
    } catch (error) {
      if (stored) await blobs.delete(stored);
      if (isFileTooLarge(error)) throw new ApiError(413, shotsMessages.tooLarge(shotsConstants.maxSourceBytes), { maxBytes: shotsConstants.maxSourceBytes });
      if (error instanceof ApiError || hasClientStatus(error)) throw error;
      throw new ApiError(400, shotsMessages.uploadMissing);
    }
  }

  async function readBlobHead(key: string): Promise<Buffer> {
    const stream = await blobs.get(key, { start: 0, end: VIDEO_HEAD_BYTES - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  app.post(
    '/api/shots/convert/fromurl',
    {
      schema: {
        tags,
        security,
        summary: 'Convert the video at an address for a shots widget: fetched and converted by a job, answered 202 with it',
        body: fromUrlBody,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { videoUrl, widgetId } = request.body;
      const magId = await shotsWidgetProject(db, user.id, widgetId);
      assertVideoTools();
      return reply.code(202).send(await queue(user.id, { widgetId, magId, source: { url: videoUrl } }));
    },
  );

  // Public on purpose, as pictures are: a converted video is public by an address nobody can guess without it.
  app.get(
    '/api/videos/:name',
    { schema: { tags, summary: 'A converted shot video (MP4); Range requests answered 206', params: videoParams } },
    async (request, reply) => {
      const key = shotVideoBlobKey(request.params.name);
      const size = await blobs.size(key);
      if (size === undefined) throw new ApiError(404, apiMessages.notFound);
      const range = byteRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new ApiError(416, shotsMessages.rangeNotSatisfiable);
      }
      reply.header('content-type', 'video/mp4').header('accept-ranges', 'bytes').header('cache-control', IMMUTABLE);
      const stream = await blobs.get(key, range);
      if (!stream) throw new ApiError(404, apiMessages.notFound);
      if (!range) return reply.header('content-length', size).send(stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
    },
  );
};

/**
 * The one range a Range header asks of `size` bytes (RFC 9110 §14): undefined for the whole (no header, or one this
 * server does not split, such as several ranges), 'unsatisfiable' when it lies past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (!first && !last) return undefined;
  if (!first) {
    // The last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  return end < start ? undefined : { start, end };
}
