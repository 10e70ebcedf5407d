// The addresses the maps, facebook and twitter widgets frame, and the check of the media addresses a widget
// loads. Fields of these kinds are not shown in the spec (widgets-and-authoring.md §1); the choices are in
// docs/viewer.md "Widget kinds". Pure functions, no zod: the viewer's kind chunks import them.
import { mapConstants } from './constants';

const HTTP_PROTOCOLS = new Set(['http:', 'https:']);
// Resolves page-relative addresses (our uploads) for the check only; never part of an answer.
const RELATIVE_BASE = 'https://relative.invalid/';

function parse(input: unknown, base?: string): URL | undefined {
  if (typeof input !== 'string' || !input.trim()) return undefined;
  try {
    const url = new URL(input.trim(), base);
    return HTTP_PROTOCOLS.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) address, parsed; undefined for anything else (javascript:, data:, relative, not a string). */
export const httpUrlOf = (input: unknown): URL | undefined => parse(input);

/**
 * An address a <video> or <img> may load as it was stored: http(s), or relative to the page (an upload of ours).
 * The browser's own parser decides, so `java\tscript:` and the like are refused as the browser would read them.
 */
export function mediaUrlOf(input: unknown): string | undefined {
  return parse(input, RELATIVE_BASE) ? (input as string).trim() : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Maps: Google Maps' keyless embed.

export type MapStyle = keyof typeof mapConstants.styleCodes;

export interface MapPlace {
  lat?: number | undefined;
  lng?: number | undefined;
  zoom?: number | undefined;
  style?: MapStyle | undefined;
  /** false: no pin at the centre. */
  marker?: boolean | undefined;
  address?: string | undefined;
}

const MAPS_EMBED = 'https://maps.google.com/maps';
const MAX_ZOOM = 21;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The embed address of a place: `q={lat},{lng}` (a pin there), or `ll={lat},{lng}` when the marker is off, else the
 * address as `q`; with the zoom (default mapConstants.defaultZoom) and the style's `t` code. Undefined when there is
 * neither a point nor an address.
 */
export function mapEmbedUrl(place: MapPlace): string | undefined {
  const point = isFiniteNumber(place.lat) && isFiniteNumber(place.lng) ? `${place.lat},${place.lng}` : undefined;
  const address = place.address?.trim();
  if (!point && !address) return undefined;
  const center = point ? `${place.marker === false ? 'll' : 'q'}=${point}` : `q=${encodeURIComponent(address!)}`;
  const zoom = Number.isInteger(place.zoom) && place.zoom! >= 0 && place.zoom! <= MAX_ZOOM ? place.zoom : mapConstants.defaultZoom;
  const type = mapConstants.styleCodes[place.style ?? 'roadmap'] ?? mapConstants.styleCodes.roadmap;
  return `${MAPS_EMBED}?${center}&z=${zoom}&t=${type}&output=embed`;
}

// ---------------------------------------------------------------------------------------------------------
// Facebook: the page plugin for pages, the post plugin for posts and videos.

export interface SocialEmbed {
  kind: 'page' | 'post' | 'profile';
  /** The plugin's address, to frame. */
  src: string;
}

const FACEBOOK_HOST = /^(?:(?:www|m|web|mobile|mbasic)\.)?facebook\.com$/;
// Path segments of a post, photo, video or reel (…/posts/…, permalink.php?story_fbid=…, watch/?v=…, share/p/…).
const FACEBOOK_POST_SEGMENTS = new Set(['posts', 'videos', 'photos', 'permalink', 'permalink.php', 'photo', 'photo.php', 'story.php', 'watch', 'reel', 'share']);
// First segments that are facebook.com's own tools, not anyone's page.
const FACEBOOK_NOT_PAGES = new Set(['plugins', 'sharer', 'sharer.php', 'dialog', 'login', 'login.php', 'help', 'policies']);
const FACEBOOK_PLUGINS = 'https://www.facebook.com/plugins';

const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean);
const pixels = (value: number) => (isFiniteNumber(value) && value > 0 ? Math.round(value) : 0);

/**
 * A facebook.com address as its plugin: a post, photo or video → plugins/post.php?href=…; a page or profile →
 * plugins/page.php?href=…&tabs=timeline&width=&height=. Any other address (another host, facebook.com's own
 * pages, not http(s)) → undefined.
 */
export function facebookEmbedOf(input: unknown, size: { width: number; height: number }): SocialEmbed | undefined {
  const url = httpUrlOf(input);
  if (!url || !FACEBOOK_HOST.test(url.hostname)) return undefined;
  const segments = segmentsOf(url);
  if (!segments.length || FACEBOOK_NOT_PAGES.has(segments[0]!)) return undefined;
  const href = `https://www.facebook.com${url.pathname}${url.search}`;
  const width = String(pixels(size.width));
  if (segments.some((segment) => FACEBOOK_POST_SEGMENTS.has(segment))) {
    return { kind: 'post', src: `${FACEBOOK_PLUGINS}/post.php?${new URLSearchParams({ href, width })}` };
  }
  const params = new URLSearchParams({ href, tabs: 'timeline', width, height: String(pixels(size.height)) });
  return { kind: 'page', src: `${FACEBOOK_PLUGINS}/page.php?${params}` };
}

// ---------------------------------------------------------------------------------------------------------
// Twitter (X): the tweet embed for a status, the profile timeline for a profile.

const TWITTER_HOST = /^(?:(?:www|mobile)\.)?(?:twitter|x)\.com$/;
const SCREEN_NAME = /^[A-Za-z0-9_]{1,15}$/;
const STATUS_ID = /^\d{1,25}$/;
// First segments that are the site's own pages, not a profile.
const TWITTER_NOT_PROFILES = new Set(['home', 'explore', 'search', 'i', 'settings', 'notifications', 'messages', 'hashtag', 'intent', 'share', 'login', 'signup', 'tos', 'privacy', 'compose']);

/**
 * A twitter.com or x.com address as its embed: /{user}/status/{id} (and /i/web/status/{id}) →
 * platform.twitter.com/embed/Tweet.html?id={id}; /{name} → syndication.twitter.com's profile timeline. Anything
 * else → undefined.
 */
export function twitterEmbedOf(input: unknown): SocialEmbed | undefined {
  const url = httpUrlOf(input);
  if (!url || !TWITTER_HOST.test(url.hostname)) return undefined;
  const segments = segmentsOf(url);
  const statusAt = segments.findIndex((segment) => segment === 'status' || segment === 'statuses');
  if (statusAt >= 0) {
    const id = segments[statusAt + 1];
    return statusAt > 0 && id && STATUS_ID.test(id) ? { kind: 'post', src: `https://platform.twitter.com/embed/Tweet.html?id=${id}` } : undefined;
  }
  const name = segments[0];
  if (!name || !SCREEN_NAME.test(name) || TWITTER_NOT_PROFILES.has(name.toLowerCase())) return undefined;
  return { kind: 'profile', src: `https://syndication.twitter.com/srv/timeline-profile/screen-name/${name}` };
}
