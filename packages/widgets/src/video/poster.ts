import { imageConstants, mediaWidgetConstants } from '@folio/model';

// widgets-and-authoring.md §8, §9: the addresses a video's poster is tried at, in order; the view moves to the
// next one when a picture fails, and draws no poster when all did.

const YOUTUBE_THUMBNAIL_HOST = /(^|\.)ytimg\.com$|^img\.youtube\.com$/;
const YOUTUBE_THUMBNAIL_PATH = /^(\/vi(?:_webp)?\/[^/]+\/)[^/]+\.(jpg|webp)$/;
const VIMEO_THUMBNAIL_HOST = 'i.vimeocdn.com';
// Vimeo thumbnails end in their size: …/video/123_640.jpg, …_295x166, …-d_640.
const VIMEO_THUMBNAIL_SIZE = /_\d+(?:x\d+)?(\.\w+)?$/;

/** §9: the provider's own thumbnail at 1280, then 640 wide, when the stored thumbnail is one of theirs. */
export function highResThumbnails(thumbnail: string): string[] {
  let url: URL;
  try {
    url = new URL(thumbnail);
  } catch {
    return [];
  }
  const widths = imageConstants.videoThumbnailWidths;
  const youtube = YOUTUBE_THUMBNAIL_HOST.test(url.hostname) && YOUTUBE_THUMBNAIL_PATH.exec(url.pathname);
  if (youtube) return widths.map((width) => `${url.origin}${youtube[1]}${mediaWidgetConstants.youtubeThumbnailNames[width]}.${youtube[2]}`);
  if (url.hostname === VIMEO_THUMBNAIL_HOST && VIMEO_THUMBNAIL_SIZE.test(url.pathname)) {
    return widths.map((width) => `${url.origin}${url.pathname.replace(VIMEO_THUMBNAIL_SIZE, `_${width}$1`)}`);
  }
  return [];
}

/** An https address, then the same over http (§8); any other address alone. */
export const overHttp = (address: string): string[] => (/^https:\/\//i.test(address) ? [address, `http://${address.slice('https://'.length)}`] : [address]);

/**
 * The poster's addresses: the author's custom thumbnail alone; else the provider's high-res thumbnails, then the
 * stored one. §8: a stored thumbnail over https that fails is retried over http (the high-res ones are guesses:
 * a failure there only means that size does not exist).
 */
export function posterCandidates(widget: { custom_thumbnail?: string | null | undefined; thumbnail_url?: string | undefined }): string[] {
  const stored = widget.custom_thumbnail || widget.thumbnail_url;
  if (!stored) return [];
  const guesses = widget.custom_thumbnail ? [] : highResThumbnails(stored);
  return [...new Set([...guesses, ...overHttp(stored)])];
}
