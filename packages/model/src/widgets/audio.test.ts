import { describe, expect, it } from 'vitest';
import { audioWidgetSchema } from './audio';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('audio widget', () => {
  it('viewer-and-project.md §3: an audio widget holds a url, a title and playback flags', () => {
    const widget = { type: 'audio', ...base, url: 'https://cdn.example.com/a.mp3', title: 'Intro', autoplay: false, loop: true };
    expect(audioWidgetSchema.parse(widget)).toEqual(widget);
    expect(audioWidgetSchema.safeParse({ ...widget, volume: 1 }).success).toBe(false);
  });
});
