import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isYoutubeId, videoPlayerUrl, videoRefOf, videoRefOfUrl, vimeoIdOf, youtubeIdOf } from './video-links';

const ID = 'dQw4w9WgXcQ';

function paramsOf(url: URL): Record<string, string> {
  const params: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (params[key] = value));
  return params;
}

describe('YouTube ids (widgets-and-authoring.md §5)', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?t=42`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `http://www.youtube.com/v/${ID}`,
  ])('reads the id of %s', (url) => {
    expect(youtubeIdOf(url)).toBe(ID);
  });

  it.each([
    'https://youtu.be/short',
    `https://youtu.be/${ID}x`,
    'https://www.youtube.com/watch?v=abc',
    `https://www.youtube.com/channel/${ID}`,
    `https://example.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    '',
    'not a url',
  ])('refuses %s', (url) => {
    expect(youtubeIdOf(url)).toBeUndefined();
  });

  it('accepts only 11 characters of letters, digits, - and _', () => {
    fc.assert(fc.property(fc.string(), (id) => isYoutubeId(id) === /^[A-Za-z0-9_-]{11}$/.test(id)));
  });
});

describe('Vimeo ids', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['vimeo.com/76979871/abcdef1234', '76979871'],
    ['https://vimeo.com/channels/staffpicks/123456', '123456'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('reads the id of %s', (url, id) => {
    expect(vimeoIdOf(url)).toBe(id);
  });

  it.each(['https://vimeo.com/about', 'https://player.vimeo.com/76979871', 'https://notvimeo.com/123'])('refuses %s', (url) => {
    expect(vimeoIdOf(url)).toBeUndefined();
  });
});

describe('videoRefOf', () => {
  it('prefers a valid provider id, then the url', () => {
    expect(videoRefOf({ video_id: ID, provider_name: 'YouTube' })).toEqual({ provider: 'YouTube', id: ID });
    expect(videoRefOf({ video_id: '42', provider_name: 'Vimeo' })).toEqual({ provider: 'Vimeo', id: '42' });
    expect(videoRefOf({ video_id: 'bad', provider_name: 'YouTube', url: 'https://vimeo.com/42' })).toEqual({ provider: 'Vimeo', id: '42' });
    expect(videoRefOf({ video_id: 'bad', provider_name: 'YouTube' })).toBeUndefined();
    expect(videoRefOfUrl('https://example.com/video.mp4')).toBeUndefined();
  });
});

describe('videoPlayerUrl', () => {
  it('YouTube: the no-cookie player with loop (as a playlist), mute, controls and start', () => {
    const url = new URL(videoPlayerUrl({ provider: 'YouTube', id: ID }, { autoplay: true, loop: true, mute: true, controls: false, start_time: 12.7 }));
    expect(url.origin + url.pathname).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(paramsOf(url)).toMatchObject({ autoplay: '1', mute: '1', controls: '0', loop: '1', playlist: ID, start: '12' });
  });

  it('YouTube: controls shown and no loop by default', () => {
    const url = new URL(videoPlayerUrl({ provider: 'YouTube', id: ID }));
    expect(url.searchParams.get('controls')).toBe('1');
    expect(url.searchParams.has('loop')).toBe(false);
    expect(url.searchParams.has('start')).toBe(false);
  });

  it('Vimeo: the player with muted, loop, controls and the start as #t', () => {
    const url = new URL(videoPlayerUrl({ provider: 'Vimeo', id: '42' }, { autoplay: true, loop: true, mute: true, start_time: 30 }));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/42');
    expect(paramsOf(url)).toMatchObject({ autoplay: '1', muted: '1', loop: '1', controls: '1' });
    expect(url.hash).toBe('#t=30s');
  });
});
