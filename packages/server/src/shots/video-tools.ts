import { spawn, spawnSync } from 'node:child_process';
import { shotsConstants, shotsMessages } from '@folio/model';
import { FinalJobError } from '../jobs/runner';

// Debian's ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH), run as child processes by the shots' conversion job
// (docs/distribution.md "Shots"). Where they are missing, `available` is false and the shots routes answer 503 with
// `shotsMessages.ffmpegMissing`; nothing else needs them.
//
// A file to convert is someone else's bytes. Its container is recognised from its first bytes here and named to
// ffmpeg (`-f`), so no other demuxer ever reads it (a playlist, a concat list or a text file would make ffmpeg open
// other files); ffmpeg may open no file but the one given (`-protocol_whitelist file`); each run is bounded in time,
// and the output in length and bytes.

/** The containers a shot may come in, by the demuxer that reads them. */
export type VideoContainer = 'mov' | 'matroska' | 'avi' | 'ogg' | 'mpeg' | 'mpegts' | 'flv';

const MPEG_TS_PACKET = 188;
const MPEG_TS_SYNC = 0x47;
// Boxes an MP4 or QuickTime file starts with.
const MOV_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The container `head` (a file's first bytes, at least 400 of them when the file has them) is, if a video one. */
export function videoContainerOf(head: Buffer): VideoContainer | undefined {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head.length >= 8 && MOV_BOXES.has(ascii(4, 8))) return 'mov';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return 'avi';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return 'mpeg';
  if (head.length > 2 * MPEG_TS_PACKET && head[0] === MPEG_TS_SYNC && head[MPEG_TS_PACKET] === MPEG_TS_SYNC && head[2 * MPEG_TS_PACKET] === MPEG_TS_SYNC) return 'mpegts';
  if (ascii(0, 3) === 'FLV') return 'flv';
  return undefined;
}

/** How many first bytes `videoContainerOf` reads. */
export const VIDEO_HEAD_BYTES = 2 * MPEG_TS_PACKET + 1;

export interface VideoInfo {
  /** Seconds; 0 when the file does not say. */
  duration: number;
  width: number;
  height: number;
}

/** A refusal of the file itself: trying again cannot help. */
export class VideoRefusal extends FinalJobError {}

export interface TranscodeOptions {
  container: VideoContainer;
  /** Called with 0–1 as the conversion goes. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

const SAFE_INPUT = ['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file'];
// Lines of ffmpeg's error output kept for the job's error.
const ERROR_TAIL = 600;

export class VideoTools {
  constructor(private readonly paths: { ffmpeg: string | undefined; ffprobe: string | undefined }) {}

  /** ffmpeg and ffprobe from FFMPEG_PATH / FFPROBE_PATH, or the PATH's, where they run. */
  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): VideoTools {
    const runs = (path: string) => spawnSync(path, ['-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
    const ffmpeg = env.FFMPEG_PATH || 'ffmpeg';
    const ffprobe = env.FFPROBE_PATH || 'ffprobe';
    return new VideoTools({ ffmpeg: runs(ffmpeg) ? ffmpeg : undefined, ffprobe: runs(ffprobe) ? ffprobe : undefined });
  }

  get available(): boolean {
    return this.paths.ffmpeg !== undefined && this.paths.ffprobe !== undefined;
  }

  /** What the file's first video stream is; a VideoRefusal when it has none or is larger than a shot's source may be. */
  async probe(file: string, container: VideoContainer, signal?: AbortSignal): Promise<VideoInfo> {
    const args = [...SAFE_INPUT, '-f', container, '-print_format', 'json', '-show_format', '-show_streams', '-select_streams', 'v:0', file];
    const { stdout } = await this.run(this.ffprobe, args, { timeoutMs: shotsConstants.probeTimeoutMs, signal, refuseOnFailure: true });
    const report = JSON.parse(stdout || '{}') as { streams?: { width?: number; height?: number; duration?: string }[]; format?: { duration?: string } };
    const stream = report.streams?.[0];
    if (!stream?.width || !stream.height) throw new VideoRefusal(shotsMessages.noPicture);
    if (stream.width * stream.height > shotsConstants.maxSourcePixels) throw new VideoRefusal(shotsMessages.tooManyPixels);
    const duration = Number(report.format?.duration ?? stream.duration ?? 0);
    return { duration: Number.isFinite(duration) && duration > 0 ? duration : 0, width: stream.width, height: stream.height };
  }

  /**
   * The web video of a shot: H.264 (yuv420p, for every browser) and AAC in MP4 with its index first, neither side
   * over `maxSide` (even, as H.264 wants), cut at `maxSeconds` and `maxVideoBytes`.
   */
  async transcode(input: string, output: string, info: VideoInfo, { container, onProgress, signal }: TranscodeOptions): Promise<void> {
    const side = shotsConstants.maxSide;
    const args = [
      '-nostdin',
      ...SAFE_INPUT,
      '-f', container,
      '-i', input,
      '-map', '0:v:0', '-map', '0:a:0?',
      '-t', String(shotsConstants.maxSeconds),
      '-vf', `scale=w='min(${side},iw)':h='min(${side},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
      '-movflags', '+faststart',
      '-fs', String(shotsConstants.maxVideoBytes),
      '-progress', 'pipe:1', '-nostats',
      '-f', 'mp4', '-y', output,
    ];
    const total = Math.min(info.duration || shotsConstants.maxSeconds, shotsConstants.maxSeconds);
    await this.run(this.ffmpeg, args, {
      timeoutMs: shotsConstants.convertTimeoutMs,
      signal,
      onLine: (line) => {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) onProgress?.(Math.min(1, Number(match[1]) / 1e6 / total));
      },
    });
  }

  /** A JPEG of the converted video's frame at `posterAtSeconds` (its first, for a shorter clip). */
  async poster(video: string, output: string, duration: number, signal?: AbortSignal): Promise<void> {
    const at = duration > shotsConstants.posterAtSeconds * 2 ? shotsConstants.posterAtSeconds : 0;
    const args = ['-nostdin', ...SAFE_INPUT, '-ss', String(at), '-f', 'mp4', '-i', video, '-frames:v', '1', '-q:v', '2', '-f', 'image2', '-c:v', 'mjpeg', '-y', output];
    await this.run(this.ffmpeg, args, { timeoutMs: shotsConstants.probeTimeoutMs, signal });
  }

  private get ffmpeg(): string {
    if (!this.paths.ffmpeg) throw new Error(shotsMessages.ffmpegMissing);
    return this.paths.ffmpeg;
  }

  private get ffprobe(): string {
    if (!this.paths.ffprobe) throw new Error(shotsMessages.ffmpegMissing);
    return this.paths.ffprobe;
  }

  /** Runs a tool to its end: its output, or an error with the end of its error output (a VideoRefusal if asked). */
  private run(
    command: string,
    args: string[],
    { timeoutMs, signal, onLine, refuseOnFailure = false }: { timeoutMs: number; signal?: AbortSignal; onLine?: (line: string) => void; refuseOnFailure?: boolean },
  ): Promise<{ stdout: string }> {
    return new Promise((resolve, reject) => {
      signal?.throwIfAborted();
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let pending = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        if (!onLine) return void (stdout += chunk);
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-ERROR_TAIL);
      });
      let ended: string | undefined;
      const stop = (why: string) => {
        ended ??= why;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop(`${command} took longer than ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
      const onAbort = () => stop(String(signal?.reason ?? 'Cancelled'));
      signal?.addEventListener('abort', onAbort);
      child.once('error', (error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (ended) return reject(new Error(ended));
        if (code === 0) return resolve({ stdout });
        const detail = stderr.trim().split('\n').pop() ?? `exit ${code}`;
        reject(refuseOnFailure ? new VideoRefusal(shotsMessages.notVideo) : new Error(detail));
      });
    });
  }
}
