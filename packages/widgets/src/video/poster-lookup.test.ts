import { describe, expect, it } from 'vitest';
import { findVideoPoster } from './poster-lookup';

// widgets-and-authoring.md §8, §9: a pasted video's poster, through the proxy: 1280 wide, then 640; https, then http;
// none when all fail.

/** A stand-in for the proxy: answers a picture for the addresses in `pictures`, the JSON in `json`, else 502. */
function proxy(pictures: string[], json: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test').searchParams.get('url')!;
    asked.push(url);
    if (pictures.includes(url)) return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });
    if (url in json) return new Response(JSON.stringify(json[url]), { headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify({ message: 'This address answered with status 404', statusCode: 502 }), { status: 502, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const YOUTUBE = { provider: 'YouTube', id: 'dQw4w9WgXcQ' } as const;
const yt = (scheme: string, name: string) => `${scheme}://i.ytimg.com/vi/dQw4w9WgXcQ/${name}.jpg`;
const VIMEO_OEMBED = 'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F76979871&width=1280';

describe('findVideoPoster', () => {
  it('YouTube: 1280 wide over https, then over http, then 640 wide; the first picture wins', async () => {
    const { fetch, asked } = proxy([yt('http', 'maxresdefault'), yt('https', 'sddefault')]);
    expect(await findVideoPoster(YOUTUBE, { fetch })).toBe(yt('http', 'maxresdefault'));
    expect(asked).toEqual([yt('https', 'maxresdefault'), yt('http', 'maxresdefault')]);
  });

  it('YouTube without a 1280 wide thumbnail: the 640 wide one', async () => {
    const { fetch, asked } = proxy([yt('https', 'sddefault')]);
    expect(await findVideoPoster(YOUTUBE, { fetch })).toBe(yt('https', 'sddefault'));
    expect(asked).toEqual([yt('https', 'maxresdefault'), yt('http', 'maxresdefault'), yt('https', 'sddefault')]);
  });

  it('no poster when every address fails, or answers something that is no picture', async () => {
    const { fetch, asked } = proxy([], { [yt('https', 'maxresdefault')]: { not: 'a picture' } });
    expect(await findVideoPoster(YOUTUBE, { fetch })).toBeUndefined();
    expect(asked).toHaveLength(4);
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;
    expect(await findVideoPoster(YOUTUBE, { fetch: offline })).toBeUndefined();
  });

  it('Vimeo: the thumbnail of its oEmbed data, at 1280 then 640 wide', async () => {
    const thumbnail = 'https://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_295x166';
    const { fetch, asked } = proxy(['http://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_640'], { [VIMEO_OEMBED]: { type: 'video', thumbnail_url: thumbnail } });
    expect(await findVideoPoster({ provider: 'Vimeo', id: '76979871' }, { fetch })).toBe('http://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_640');
    expect(asked).toEqual([
      VIMEO_OEMBED,
      'https://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_1280',
      'http://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_1280',
      'https://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_640',
      'http://i.vimeocdn.com/video/452001751-8216e0571c251a09-d_640',
    ]);
  });

  it('Vimeo whose oEmbed data fails, or has no thumbnail: no poster, no picture asked', async () => {
    const failing = proxy([]);
    expect(await findVideoPoster({ provider: 'Vimeo', id: '76979871' }, { fetch: failing.fetch })).toBeUndefined();
    expect(failing.asked).toEqual([VIMEO_OEMBED]);
    const bare = proxy([], { [VIMEO_OEMBED]: { type: 'video' } });
    expect(await findVideoPoster({ provider: 'Vimeo', id: '76979871' }, { fetch: bare.fetch })).toBeUndefined();
    expect(bare.asked).toEqual([VIMEO_OEMBED]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const { fetch, asked } = proxy([]);
    const aborting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      return fetch(input, init);
    }) as typeof globalThis.fetch;
    expect(await findVideoPoster(YOUTUBE, { fetch: aborting, signal: controller.signal })).toBeUndefined();
    expect(asked).toHaveLength(1);
  });
});
