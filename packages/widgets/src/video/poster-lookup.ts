import { createHttpClient, fetchEmbedData, imageConstants, mediaWidgetConstants, PROXY_PATH, serializeQuery, videoPosterSources, type VideoRef } from '@folio/model';
import { highResThumbnails, overHttp } from './poster';

// widgets-and-authoring.md §8, §9: a video pasted in the constructor gets its provider's poster, found through the
// server's proxy (GET /api/proxy/?url=): 1280 wide, then 640; each over https, then http; none when all fail.

export interface PosterLookupOptions {
  /** The fetch the proxy is asked with (the browser's unless a test gives its own). */
  fetch?: typeof globalThis.fetch;
  signal?: AbortSignal;
}

/** Whether the proxy fetched a picture at `address`. */
async function isPicture(address: string, options: PosterLookupOptions): Promise<boolean> {
  const fetch = options.fetch ?? globalThis.fetch;
  try {
    const response = await fetch(`${PROXY_PATH}?${serializeQuery({ url: address })}`, { credentials: 'include', ...(options.signal ? { signal: options.signal } : {}) });
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/');
  } catch {
    return false;
  }
}

/** The provider's own thumbnail address of the video, by its id (YouTube) or its oEmbed data (Vimeo). */
async function thumbnailsOf(ref: VideoRef, options: PosterLookupOptions): Promise<string[]> {
  if (ref.provider === 'YouTube') {
    const base = `${videoPosterSources.youtubeThumbnails}${encodeURIComponent(ref.id)}/`;
    return imageConstants.videoThumbnailWidths.map((width) => `${base}${mediaWidgetConstants.youtubeThumbnailNames[width]}.jpg`);
  }
  const [widest] = imageConstants.videoThumbnailWidths;
  const oembed = `${videoPosterSources.vimeoOembed}?${serializeQuery({ url: `${videoPosterSources.vimeoVideo}${ref.id}`, width: widest })}`;
  const thumbnail = await new Promise<string | undefined>((resolve) => {
    void fetchEmbedData<{ thumbnail_url?: unknown }>(oembed, {
      client: createHttpClient(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onData: (data) => resolve(typeof data.thumbnail_url === 'string' ? data.thumbnail_url : undefined),
      onError: () => resolve(undefined),
    }).finally(() => resolve(undefined));
  });
  if (!thumbnail) return [];
  const sized = highResThumbnails(thumbnail);
  return sized.length ? sized : [thumbnail];
}

/** The first of the video's poster addresses the proxy could fetch as a picture, in the order above; undefined when none. */
export async function findVideoPoster(ref: VideoRef, options: PosterLookupOptions = {}): Promise<string | undefined> {
  for (const address of (await thumbnailsOf(ref, options)).flatMap(overHttp)) {
    if (options.signal?.aborted) return undefined;
    if (await isPicture(address, options)) return address;
  }
  return undefined;
}
