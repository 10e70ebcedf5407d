import { describe, expect, it } from 'vitest';
import { isPictureValid, pictureWidgetSchema } from './picture';

const base = { _id: '0123456789abcdef01234567', pid: '5f1b2c3d4e5f6a7b8c9d0e1f', x: 0, y: 0, w: 100, h: 100 };

describe('picture widget', () => {
  it('widgets-and-authoring.md §3: the picture with all its urls, type and crop, plus styling and crop fields', () => {
    const widget = {
      type: 'picture',
      ...base,
      picture: {
        url: '/a.jpg',
        finalUrl: '/a-final.jpg',
        final2xUrl: '/a-final@2x.jpg',
        final3xUrl: '/a-final@3x.jpg',
        unscaledUrl: '/a-unscaled.jpg',
        unscaledOptimizedUrl: '/a-unscaled-opt.jpg',
        effectUrl: '/a-effect.jpg',
        editedVectorUrl: '/a.svg',
        lambdaUrl: '/a-lambda.jpg',
        lqipUrl: 'data:image/jpeg;base64,AAAA',
        type: 'image/jpeg',
        crop: { x: 0, y: 0, w: 200, h: 100 },
      },
      alt: 'A cat',
      opacity: 0.8,
      border_size: 2,
      border_color: '000000',
      border_radius: 4,
      border_radius_max: 50,
      border_radius_independent: { tl: 1, tr: 2, bl: 3, br: 4 },
      is_full_width: true,
      is_full_height: false,
      cropX: 0,
      cropY: 10,
      cropW: 100,
      cropH: 90,
      originalW: 2000,
      originalH: 1000,
      fhpos: 'center',
      fwpos: 'top',
      preview_enabled: true,
      preview_overlay_color: '000000cc',
      clickLink: 'https://example.com',
    };
    expect(pictureWidgetSchema.parse(widget)).toEqual(widget);
  });

  it('widgets-and-authoring.md §3: opacity 0..1, lengths not negative, unknown picture fields refused', () => {
    expect(pictureWidgetSchema.safeParse({ type: 'picture', ...base, opacity: 80 }).success).toBe(false);
    expect(pictureWidgetSchema.safeParse({ type: 'picture', ...base, border_size: -1 }).success).toBe(false);
    const unknown = pictureWidgetSchema.safeParse({ type: 'picture', ...base, picture: { src: '/a.jpg' } });
    expect(unknown.error?.issues[0]?.path).toEqual(['picture']);
    expect(pictureWidgetSchema.safeParse({ type: 'picture', ...base, picture: { url: 'javascript:x' } }).success).toBe(false);
  });

  it('widgets-and-authoring.md §5: picture widget valid only if it holds a picture with a type or any url', () => {
    expect(isPictureValid({})).toBe(false);
    expect(isPictureValid({ picture: {} })).toBe(false);
    expect(isPictureValid({ picture: { url: '' } })).toBe(false);
    expect(isPictureValid({ picture: { type: 'image/png' } })).toBe(true);
    expect(isPictureValid({ picture: { lqipUrl: 'data:image/jpeg;base64,AAAA' } })).toBe(true);
    expect(isPictureValid({ picture: { editedVectorUrl: '/a.svg' } })).toBe(true);
  });
});
