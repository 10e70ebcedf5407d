// Shots' conversions (docs/distribution.md "Shots"; widgets-and-authoring.md §5 and viewer-and-project.md §5 say an
// uploaded shot is truncated to a size limit whose value they leave open: these are ours). A video uploaded, or
// fetched from an address, is converted by a job into one web video (H.264 and AAC in MP4, its index first so it plays
// while it loads) and a poster picture; the constructor writes both into the shots widget.

export const shotsConstants = {
  // A shot is a short clip: what plays longer is cut here…
  maxSeconds: 60,
  // …and the converted video never weighs more than this (the size limit of §5), whatever its length.
  maxVideoBytes: 50 * 1024 * 1024,
  // Neither side of the converted video is wider than this (1280×720 for a landscape clip); smaller videos keep their size.
  maxSide: 1280,
  // A file uploaded, or fetched from an address, to be converted: at most this heavy.
  maxSourceBytes: 500 * 1024 * 1024,
  // A source larger than this many pixels a frame (8K) is refused before it is decoded.
  maxSourcePixels: 7680 * 4320,
  // The fetch of an address gives up after this long.
  fetchTimeoutMs: 120_000,
  // A conversion that has not ended by then fails this try (ffmpeg is stopped).
  convertTimeoutMs: 10 * 60_000,
  // Reading what a file holds (ffprobe) gives up after this long.
  probeTimeoutMs: 20_000,
  // The poster is the frame at this time (or the first, for a shorter clip).
  posterAtSeconds: 0.5,
  // How often the constructor reads the conversion's job.
  pollMs: 500,
  // The longest address accepted for POST /api/shots/convert/fromurl.
  maxUrlLength: 2048,
} as const;

export const shotsMessages = {
  ffmpegMissing: 'Converting videos needs ffmpeg, which is not installed on this server: install Debian’s ffmpeg package or set FFMPEG_PATH and FFPROBE_PATH',
  uploadMissing: 'Send the video as the multipart field upload, with the shot’s widgetId',
  notVideo: 'This file is not a video that can be converted (MP4, MOV, WebM, MKV, AVI, MPEG or Ogg)',
  noPicture: 'This file holds no moving picture',
  tooManyPixels: 'This video’s frames are larger than 8K',
  tooLarge: (maxBytes: number) => `The video is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
  widgetNotFound: 'No shots widget with this widgetId in your projects',
  badUrl: 'videoUrl must be an http or https address',
  rangeNotSatisfiable: 'The range asked for lies past the end of the video',
  failed: (error: string) => `The video could not be converted: ${error}`,
} as const;

/** What a finished conversion answers (its job's result): what the shots widget plays. */
export interface ShotConversion {
  video_url: string;
  poster_url: string;
  width: number;
  height: number;
  /** Seconds, after truncation. */
  duration: number;
  bytes: number;
  /** True when the source was longer or heavier than a shot may be. */
  truncated: boolean;
}
