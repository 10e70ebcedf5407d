import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSlideshowTimingValid, slideshowWidgetSchema } from './slideshow';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('slideshow widget', () => {
  it('widgets-and-authoring.md §3: pictures (uuid, num, url, poorUrl, thumbUrl), delay, crossfade, name', () => {
    const widget = {
      type: 'slideshow',
      ...base,
      pictures: [{ uuid: 'u1', num: 0, url: '/a.jpg', poorUrl: '/a-s.jpg', thumbUrl: '/a-t.jpg' }],
      delay: 3,
      crossfade: 1,
      name: 'Gallery',
    };
    expect(slideshowWidgetSchema.parse(widget)).toEqual(widget);
    expect(slideshowWidgetSchema.safeParse({ ...widget, pictures: [{ url: '/a.jpg' }] }).error?.issues[0]?.path).toEqual([
      'pictures',
      0,
      'uuid',
    ]);
  });

  it('widgets-and-authoring.md §5: default delay 4 s, crossfade 0.5 s', () => {
    const parsed = slideshowWidgetSchema.parse({ type: 'slideshow', ...base });
    expect(parsed.delay).toBe(4);
    expect(parsed.crossfade).toBe(0.5);
  });

  it('widgets-and-authoring.md §5: a delay shorter than the crossfade is stored (a rule, not a rejection)', () => {
    expect(slideshowWidgetSchema.safeParse({ type: 'slideshow', ...base, delay: 0.2, crossfade: 1 }).success).toBe(true);
  });

  it('widgets-and-authoring.md §5: slideshow delay must not be shorter than the crossfade', () => {
    expect(isSlideshowTimingValid({ delay: 4, crossfade: 0.5 })).toBe(true);
    expect(isSlideshowTimingValid({ delay: 1, crossfade: 1 })).toBe(true);
    expect(isSlideshowTimingValid({ delay: 0.4, crossfade: 0.5 })).toBe(false);
    expect(isSlideshowTimingValid({})).toBe(true);
    expect(isSlideshowTimingValid({ crossfade: 5 })).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (delay, crossfade) => {
        return isSlideshowTimingValid({ delay, crossfade }) === delay >= crossfade;
      }),
    );
  });
});
