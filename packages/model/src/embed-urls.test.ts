import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapConstants } from './constants';
import { facebookEmbedOf, httpUrlOf, mapEmbedUrl, mediaUrlOf, twitterEmbedOf } from './embed-urls';

const SIZE = { width: 340.4, height: 500 };

describe('http and media addresses', () => {
  it('only absolute http(s) addresses are http urls', () => {
    expect(httpUrlOf('https://example.com/a')?.href).toBe('https://example.com/a');
    expect(httpUrlOf(' http://example.com ')?.hostname).toBe('example.com');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'example.com', '', 42, undefined]) expect(httpUrlOf(bad)).toBeUndefined();
  });

  it('media may also be page-relative (our uploads), never a script or data address', () => {
    expect(mediaUrlOf('/api/blobs/shot.mp4')).toBe('/api/blobs/shot.mp4');
    expect(mediaUrlOf(' https://cdn.example.com/s.mp4 ')).toBe('https://cdn.example.com/s.mp4');
    for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', ' JavaScript:x', 'data:video/mp4;base64,AA', 'vbscript:x', '', '  ', null, {}]) expect(mediaUrlOf(bad)).toBeUndefined();
  });
});

describe('map embed address', () => {
  it('a point is the query, with the zoom and the style code', () => {
    expect(mapEmbedUrl({ lat: 48.8584, lng: 2.2945, zoom: 16, style: 'satellite' })).toBe('https://maps.google.com/maps?q=48.8584,2.2945&z=16&t=k&output=embed');
    expect(mapEmbedUrl({ lat: 0, lng: 0, style: 'hybrid' })).toBe(`https://maps.google.com/maps?q=0,0&z=${mapConstants.defaultZoom}&t=h&output=embed`);
    expect(mapEmbedUrl({ lat: 1, lng: 2, style: 'terrain' })).toContain('&t=p&');
    expect(mapEmbedUrl({ lat: 1, lng: 2 })).toContain('&t=m&');
  });

  it('without a marker the point centres the map (ll) and no pin is set', () => {
    expect(mapEmbedUrl({ lat: 1.5, lng: -2, marker: false })).toBe(`https://maps.google.com/maps?ll=1.5,-2&z=${mapConstants.defaultZoom}&t=m&output=embed`);
    expect(mapEmbedUrl({ lat: 1.5, lng: -2, marker: true })).toContain('?q=1.5,-2&');
  });

  it('without a point the address is the query, encoded', () => {
    expect(mapEmbedUrl({ address: ' 10 Downing St, London & co ', zoom: 3 })).toBe('https://maps.google.com/maps?q=10%20Downing%20St%2C%20London%20%26%20co&z=3&t=m&output=embed');
    expect(mapEmbedUrl({ lat: 5, address: 'Paris' })).toContain('?q=Paris&');
  });

  it('nothing to show: no address', () => {
    expect(mapEmbedUrl({})).toBeUndefined();
    expect(mapEmbedUrl({ lat: 1, address: '  ' })).toBeUndefined();
    expect(mapEmbedUrl({ lat: Number.NaN, lng: 2 })).toBeUndefined();
  });

  it('a zoom outside 0–21 or not whole falls back to the default', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 22 }), fc.integer({ max: -1 }), fc.double({ noInteger: true })), (zoom) =>
        mapEmbedUrl({ lat: 1, lng: 1, zoom })!.includes(`&z=${mapConstants.defaultZoom}&`),
      ),
    );
  });
});

describe('facebook embed', () => {
  it('a page is the page plugin with the timeline tab and the widget size', () => {
    expect(facebookEmbedOf('https://www.facebook.com/nasa', SIZE)).toEqual({
      kind: 'page',
      src: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fnasa&tabs=timeline&width=340&height=500',
    });
    expect(facebookEmbedOf('http://m.facebook.com/profile.php?id=4#x', SIZE)?.src).toContain('href=https%3A%2F%2Fwww.facebook.com%2Fprofile.php%3Fid%3D4&');
  });

  it('posts, photos and videos are the post plugin', () => {
    for (const url of ['https://www.facebook.com/nasa/posts/123', 'https://facebook.com/nasa/videos/456/', 'https://www.facebook.com/permalink.php?story_fbid=1&id=2', 'https://www.facebook.com/watch/?v=9', 'https://www.facebook.com/reel/77', 'https://www.facebook.com/share/p/abc/']) {
      const embed = facebookEmbedOf(url, SIZE);
      expect(embed?.kind, url).toBe('post');
      expect(embed?.src.startsWith('https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2F'), url).toBe(true);
    }
    expect(facebookEmbedOf('https://www.facebook.com/nasa/posts/123', SIZE)?.src).toBe('https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fnasa%2Fposts%2F123&width=340');
  });

  it('only facebook.com addresses of a page or post', () => {
    for (const url of ['https://evil.com/nasa', 'https://facebook.com.evil.com/nasa', 'https://www.facebook.com/', 'https://www.facebook.com/plugins/page.php?href=x', 'javascript:alert(1)', 'https://notfacebook.com/x', undefined]) {
      expect(facebookEmbedOf(url, SIZE), String(url)).toBeUndefined();
    }
  });
});

describe('twitter embed', () => {
  it('a status on twitter.com or x.com is the tweet embed', () => {
    expect(twitterEmbedOf('https://twitter.com/jack/status/20')).toEqual({ kind: 'post', src: 'https://platform.twitter.com/embed/Tweet.html?id=20' });
    expect(twitterEmbedOf('https://x.com/jack/status/1234567890123456789?s=20')?.src).toBe('https://platform.twitter.com/embed/Tweet.html?id=1234567890123456789');
    expect(twitterEmbedOf('https://mobile.twitter.com/i/web/status/99')?.src).toBe('https://platform.twitter.com/embed/Tweet.html?id=99');
  });

  it('a profile is the profile timeline', () => {
    expect(twitterEmbedOf('https://x.com/NASA')).toEqual({ kind: 'profile', src: 'https://syndication.twitter.com/srv/timeline-profile/screen-name/NASA' });
    expect(twitterEmbedOf('https://www.twitter.com/nasa_jpl/media')?.src).toBe('https://syndication.twitter.com/srv/timeline-profile/screen-name/nasa_jpl');
  });

  it('others are nothing', () => {
    for (const url of ['https://x.com/', 'https://x.com/home', 'https://x.com/jack/status/abc', 'https://x.com/status/1', 'https://x.com/a-b', 'https://evil.com/jack/status/1', 'https://x.com.evil.com/jack', 'ftp://x.com/jack', 'https://x.com/waytoolongscreenname']) {
      expect(twitterEmbedOf(url), url).toBeUndefined();
    }
  });
});
