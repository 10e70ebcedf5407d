import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { shotsConstants, shotsMessages, type ShotConversion } from '@folio/model';
import type { BlobStore } from '../blobs';
import type { ImagePipeline } from '../images/image-pipeline';
import { FinalJobError, type JobKind } from '../jobs/runner';
import { outboundFetch, OutboundRefusedError } from '../outbound/outbound-fetch';
import { videoContainerOf, VIDEO_HEAD_BYTES, VideoRefusal, type VideoTools } from './video-tools';

// A shot's conversion (docs/distribution.md "Shots"): the video an author uploaded (kept as a blob until the job has
// ended) or gave the address of (fetched through the outbound rules) is read, converted by ffmpeg into the shot's web
// video and a poster, both stored; the job's result names them, and the constructor writes them into the widget.

export const SHOTS_CONVERT_JOB = 'shots.convert';

export const shotsPayloadSchema = z.object({
  widgetId: z.string(),
  magId: z.string(),
  source: z.union([z.object({ upload: z.string() }), z.object({ url: z.string() })]),
});
export type ShotsPayload = z.infer<typeof shotsPayloadSchema>;

/** Where a converted video (named by its content hash, so the same video is stored once) is kept. */
export const shotVideoBlobKey = (name: string) => `videos/${name}`;
/** A converted video's name: its content hash. */
export const SHOT_VIDEO_NAME = /^[0-9a-f]{64}\.mp4$/;
/** Where an uploaded source waits for its conversion. */
export const shotSourceBlobKey = (id: string) => `shots/sources/${id}`;

export interface ShotsServices {
  blobs: BlobStore;
  images: ImagePipeline;
  video: VideoTools;
  /** Which resolved addresses a fetch from an author's address may reach (outbound-policy.ts). */
  outboundAllowed: (address: string) => boolean;
}

// Share of the progress bar each step takes: the fetch, the conversion, the poster and storing.
const FETCHED = 10;
const CONVERTED = 90;
// ffmpeg's -fs stops a little under the limit: a video this close to it was cut.
const NEAR_THE_LIMIT = 0.99;

export function shotsConvertJob({ blobs, images, video, outboundAllowed }: ShotsServices): JobKind {
  /** The source as a file of its own (ffmpeg reads files); refused when it is not there or not to be had. */
  async function fetchSource(source: ShotsPayload['source'], file: string, signal: AbortSignal) {
    if ('upload' in source) {
      const stream = await blobs.get(source.upload);
      if (!stream) throw new FinalJobError('The uploaded video is gone: upload it again');
      await pipeline(stream, createWriteStream(file), { signal });
      return;
    }
    try {
      const response = await outboundFetch(source.url, {
        limits: { maxBytes: shotsConstants.maxSourceBytes, timeoutMs: shotsConstants.fetchTimeoutMs, maxRedirects: 5 },
        addressAllowed: outboundAllowed,
        signal,
      });
      if (response.status < 200 || response.status >= 300) throw new FinalJobError(`The address answered ${response.status}`);
      await writeFile(file, response.body);
    } catch (error) {
      // Refused addresses, files too large: no other try can help. A network failure or a slow host may pass.
      if (error instanceof OutboundRefusedError && !['network', 'time'].includes(error.reason)) throw new FinalJobError(error.message);
      throw error;
    }
  }

  return {
    kind: SHOTS_CONVERT_JOB,
    async run(payload, { job, progress, signal }) {
      const { source } = shotsPayloadSchema.parse(payload);
      const dir = await mkdtemp(join(tmpdir(), 'folio-shot-'));
      let ended = false;
      try {
        const input = join(dir, 'source');
        const output = join(dir, 'shot.mp4');
        const posterFile = join(dir, 'poster.jpg');
        progress(0, 'Reading the video');
        await fetchSource(source, input, signal);

        const container = videoContainerOf(await readHead(input));
        if (!container) throw new VideoRefusal(shotsMessages.notVideo);
        const info = await video.probe(input, container, signal);
        progress(FETCHED, 'Converting');
        await video.transcode(input, output, info, {
          container,
          signal,
          onProgress: (done) => progress(FETCHED + done * (CONVERTED - FETCHED), 'Converting'),
        });
        const converted = await video.probe(output, 'mov', signal);
        progress(CONVERTED, 'Making the poster');
        await video.poster(output, posterFile, converted.duration, signal);
        const posterKey = await images.storeOriginal(await readFile(posterFile), 'jpeg');

        const bytes = (await stat(output)).size;
        const hash = createHash('sha256');
        await pipeline(createReadStream(output), hash);
        const name = `${hash.digest('hex')}.mp4`;
        const key = shotVideoBlobKey(name);
        if (!(await blobs.exists(key))) await blobs.put(key, createReadStream(output));
        ended = true;
        const result: ShotConversion = {
          video_url: `/api/videos/${name}`,
          poster_url: `/api/images/${posterKey}`,
          width: converted.width,
          height: converted.height,
          duration: Math.round(converted.duration * 100) / 100,
          bytes,
          // -t and -fs cut what is longer or heavier than a shot may be.
          truncated: info.duration > shotsConstants.maxSeconds || bytes >= shotsConstants.maxVideoBytes * NEAR_THE_LIMIT,
        };
        return { ...result };
      } catch (error) {
        ended = error instanceof FinalJobError || job.attempts >= job.maxAttempts;
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
        // The upload waits while another try may need it.
        if (ended && 'upload' in source) await blobs.delete(source.upload);
      }
    },
  };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(VIDEO_HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, VIDEO_HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
