import { describe, expect, it } from 'vitest';
import { shotsWidgetSchema } from './shots';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('shots widget', () => {
  it('widgets-and-authoring.md §7: a shot is an uploaded video with a poster', () => {
    const widget = { type: 'shots', ...base, video_url: '/shot.mp4', poster_url: '/shot.jpg', autoplay: true, loop: true, mute: true };
    expect(shotsWidgetSchema.parse(widget)).toEqual(widget);
    expect(shotsWidgetSchema.safeParse({ ...widget, video_url: 'javascript:x' }).success).toBe(false);
  });
});
