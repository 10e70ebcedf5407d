import { describe, expect, it } from 'vitest';
import { backgroundWidgetSchema } from './background';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('background widget', () => {
  it('widgets-and-authoring.md §3: selectedType picture, video or slideshow, with colour, picture, video, slideshow, mute, loop', () => {
    const widget = {
      type: 'background',
      ...base,
      selectedType: 'video',
      color: 'ff00ff',
      picture: { url: 'https://cdn.example.com/bg.jpg', poorUrl: 'https://cdn.example.com/bg-small.jpg' },
      video: { url: 'https://vimeo.com/1', video_id: '1', provider_name: 'Vimeo' },
      slideshow: { pictures: [{ uuid: 'a', url: '/a.jpg' }], delay: 5, crossfade: 1 },
      mute: true,
      loop: true,
    };
    expect(backgroundWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('widgets-and-authoring.md §3: an unknown background type or field is refused', () => {
    expect(backgroundWidgetSchema.safeParse({ type: 'background', ...base, selectedType: 'gradient' }).success).toBe(false);
    expect(backgroundWidgetSchema.safeParse({ type: 'background', ...base, picture: { src: '/a.jpg' } }).error?.issues[0]?.path).toEqual([
      'picture',
    ]);
  });

  it('widgets-and-authoring.md §5: a background slideshow takes the slideshow defaults (delay 4, crossfade 0.5)', () => {
    const parsed = backgroundWidgetSchema.parse({ type: 'background', ...base, slideshow: {} });
    expect(parsed.slideshow).toEqual({ delay: 4, crossfade: 0.5 });
  });
});
