// widgets-and-authoring.md §3 "Video", §5: which provider video a widget points at, and the player's address.
// Pure functions, no zod: the viewer's video chunk imports them.
import { videoConstants } from './constants';

export type VideoProviderName = 'YouTube' | 'Vimeo';

/** A provider video: which player, which id. */
export interface VideoRef {
  provider: VideoProviderName;
  id: string;
}

// widgets-and-authoring.md §5: a YouTube id has exactly 11 characters (letters, digits, - and _).
const YOUTUBE_ID = new RegExp(`^[A-Za-z0-9_-]{${videoConstants.youtubeIdLength}}$`);
const VIMEO_ID = /^\d{1,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATH_PREFIXES = ['embed', 'shorts', 'v', 'live'];

export const isYoutubeId = (id: string): boolean => YOUTUBE_ID.test(id);
export const isVimeoId = (id: string): boolean => VIMEO_ID.test(id);

/** Parses an address, with or without its scheme ("youtu.be/…"); undefined when it is not http(s). */
function parseUrl(input: string): URL | undefined {
  const text = input.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);

/**
 * The YouTube id in youtu.be/{id}, youtube.com/watch?v={id}, /embed/{id}, /shorts/{id} (also /v/ and /live/,
 * m. and youtube-nocookie.com); undefined unless it is exactly 11 characters (§5).
 */
export function youtubeIdOf(input: string): string | undefined {
  const url = parseUrl(input);
  if (!url) return undefined;
  const host = hostOf(url);
  const segments = segmentsOf(url);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && YOUTUBE_PATH_PREFIXES.includes(segments[0])) id = segments[1];
  }
  return id && isYoutubeId(id) ? id : undefined;
}

/** The Vimeo id in vimeo.com/{id} (also vimeo.com/channels/…/{id}) and player.vimeo.com/video/{id}. */
export function vimeoIdOf(input: string): string | undefined {
  const url = parseUrl(input);
  if (!url) return undefined;
  const host = hostOf(url);
  const segments = segmentsOf(url);
  let id: string | undefined;
  if (host === 'player.vimeo.com') id = segments[0] === 'video' ? segments[1] : undefined;
  else if (host === 'vimeo.com') id = segments.find((segment) => isVimeoId(segment));
  return id && isVimeoId(id) ? id : undefined;
}

/** Any supported video address: YouTube first, then Vimeo. */
export function videoRefOfUrl(input: string): VideoRef | undefined {
  const youtube = youtubeIdOf(input);
  if (youtube) return { provider: 'YouTube', id: youtube };
  const vimeo = vimeoIdOf(input);
  return vimeo ? { provider: 'Vimeo', id: vimeo } : undefined;
}

/** A video widget's (or background's) video: its provider and video_id when both are valid, else its url. */
export function videoRefOf(source: { url?: string | undefined; video_id?: string | undefined; provider_name?: string | undefined }): VideoRef | undefined {
  const id = source.video_id?.trim();
  if (id && source.provider_name === 'YouTube' && isYoutubeId(id)) return { provider: 'YouTube', id };
  if (id && source.provider_name === 'Vimeo' && isVimeoId(id)) return { provider: 'Vimeo', id };
  return source.url ? videoRefOfUrl(source.url) : undefined;
}

export interface PlayerOptions {
  autoplay?: boolean | undefined;
  loop?: boolean | undefined;
  mute?: boolean | undefined;
  /** Absent means shown. */
  controls?: boolean | undefined;
  /** Seconds into the video. */
  start_time?: number | undefined;
}

/**
 * The player's address: youtube-nocookie.com/embed/{id} or player.vimeo.com/video/{id}, with autoplay, loop,
 * mute, controls and the start time as its parameters.
 */
export function videoPlayerUrl(ref: VideoRef, options: PlayerOptions = {}): string {
  const start = options.start_time && options.start_time > 0 ? Math.floor(options.start_time) : 0;
  const flag = (on: boolean | undefined) => (on ? '1' : '0');
  if (ref.provider === 'YouTube') {
    const params = new URLSearchParams({ autoplay: flag(options.autoplay), mute: flag(options.mute), controls: flag(options.controls !== false), playsinline: '1', rel: '0' });
    // A YouTube loop needs the video as its own playlist.
    if (options.loop) {
      params.set('loop', '1');
      params.set('playlist', ref.id);
    }
    if (start) params.set('start', String(start));
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(ref.id)}?${params}`;
  }
  const params = new URLSearchParams({ autoplay: flag(options.autoplay), muted: flag(options.mute), loop: flag(options.loop), controls: flag(options.controls !== false), playsinline: '1' });
  return `https://player.vimeo.com/video/${encodeURIComponent(ref.id)}?${params}${start ? `#t=${start}s` : ''}`;
}
