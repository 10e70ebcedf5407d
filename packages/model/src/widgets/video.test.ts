import { describe, expect, it } from 'vitest';
import { videoWidgetSchema } from './video';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('video widget', () => {
  it('widgets-and-authoring.md §3: video_id, provider_name, thumbnails, start_time, playback flags, aspects, url', () => {
    const widget = {
      type: 'video',
      ...base,
      video_id: 'dQw4w9WgXcQ',
      provider_name: 'YouTube',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      custom_thumbnail: null,
      start_time: 12,
      autoplay: true,
      loop: false,
      mute: true,
      controls: false,
      aspect_poster: 16 / 9,
      aspect_real: 4 / 3,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    expect(videoWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('widgets-and-authoring.md §3: the provider is Vimeo or YouTube; start time not negative', () => {
    expect(videoWidgetSchema.safeParse({ type: 'video', ...base, provider_name: 'Vimeo' }).success).toBe(true);
    expect(videoWidgetSchema.safeParse({ type: 'video', ...base, provider_name: 'youtube' }).success).toBe(false);
    expect(videoWidgetSchema.safeParse({ type: 'video', ...base, start_time: -1 }).error?.issues[0]?.path).toEqual([
      'start_time',
    ]);
  });
});
