import { describe, expect, it } from 'vitest';
import { highResThumbnails, posterCandidates } from './poster';

describe('video poster addresses (widgets-and-authoring.md §8, §9)', () => {
  it('YouTube thumbnails: 1280 wide, then 640, then the stored one, retried over http', () => {
    expect(posterCandidates({ thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' })).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'http://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
  });

  it('Vimeo thumbnails carry their width', () => {
    expect(highResThumbnails('https://i.vimeocdn.com/video/452001751_295x166.jpg')).toEqual(['https://i.vimeocdn.com/video/452001751_1280.jpg', 'https://i.vimeocdn.com/video/452001751_640.jpg']);
    expect(highResThumbnails('https://i.vimeocdn.com/video/452001751-8216e05-d_640')).toEqual(['https://i.vimeocdn.com/video/452001751-8216e05-d_1280', 'https://i.vimeocdn.com/video/452001751-8216e05-d_640']);
  });

  it('the author’s custom thumbnail comes alone; other hosts have no high-res guesses; none without a thumbnail', () => {
    expect(posterCandidates({ custom_thumbnail: 'https://cdn.example.com/c.jpg', thumbnail_url: 'https://i.ytimg.com/vi/x/hqdefault.jpg' })).toEqual(['https://cdn.example.com/c.jpg', 'http://cdn.example.com/c.jpg']);
    expect(posterCandidates({ thumbnail_url: 'http://cdn.example.com/t.jpg' })).toEqual(['http://cdn.example.com/t.jpg']);
    expect(posterCandidates({})).toEqual([]);
    expect(highResThumbnails('not a url')).toEqual([]);
  });
});
