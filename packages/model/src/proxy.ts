// GET /api/proxy/?url= (viewer-and-project.md §7, widgets-and-authoring.md §7): the server fetches oEmbed data and
// poster pictures for the constructor, under the outbound rules (docs/security.md "Outbound requests", "The proxy").

export const PROXY_PATH = '/api/proxy/';

export const proxyConstants = {
  // Ours: a provider's oEmbed answer is a few kB and a poster at 1280 wide a few hundred; 5 MB leaves room.
  maxBytes: 5_000_000,
  // Ours: a provider that has not answered in 5 s will not help an author waiting on a paste.
  timeoutMs: 5_000,
  maxRedirects: 3,
  // Ours: the longest address the proxy takes (oEmbed addresses carry another address in their query).
  maxUrlLength: 2_048,
  // Ours: a paste asks a handful of addresses; 60 a minute per author is many pastes, and no more.
  maxRequestsPerUser: 60,
  requestWindowMs: 60_000,
  // At most this many of one author's fetches, and of everyone's, are under way at once (time-capped each): no
  // author holds more sockets than that, and the process never holds more than the second.
  maxFetchesPerUser: 4,
  maxFetches: 16,
  // Answers are kept in memory, per process: a minute-old poster is as good as a new one, and an hour bounds how
  // long a changed one is missed. The bounds cap the memory the cache can take.
  cacheTtlMs: 3_600_000,
  cacheMaxEntries: 500,
  cacheMaxBytes: 32_000_000,
} as const;

/** What the proxy fetches: JSON (oEmbed's `application/json`, `…+json`, `text/json`) and raster pictures. */
export const proxyContentTypes = {
  json: ['application/json', 'text/json'],
  jsonSuffix: '+json',
  // No SVG: a picture that can hold script is not passed on.
  images: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
} as const;

export const proxyMessages = {
  badUrl: 'Give the address to fetch as url: an http or https address',
  credentials: 'An address with a user name or password cannot be fetched',
  contentType: (type: string) => `This address answers ${type || 'an unnamed type'}; only JSON (oEmbed) and pictures are fetched`,
  notJson: 'This address answered something that is not JSON',
  notPicture: 'This address answered something that is not a JPEG, PNG, GIF, WebP or AVIF picture',
  upstreamStatus: (status: number) => `This address answered with status ${status}`,
  tooManyRequests: 'Too many addresses fetched; wait a minute and try again',
  tooManyAtOnce: 'Too many addresses are being fetched at once; wait for them to finish',
  busy: 'The server is fetching too many addresses; try again in a moment',
} as const;

/**
 * widgets-and-authoring.md §9: where a pasted video's poster is looked for. YouTube's thumbnails are pictures at
 * known addresses (mediaWidgetConstants.youtubeThumbnailNames); Vimeo's address comes from its oEmbed data.
 */
export const videoPosterSources = {
  youtubeThumbnails: 'https://i.ytimg.com/vi/',
  vimeoOembed: 'https://vimeo.com/api/oembed.json',
  vimeoVideo: 'https://vimeo.com/',
} as const;
