import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageConstants } from './constants';
import {
  clampDevicePixelRatio,
  imageLqipUrl,
  imageVariantUrl,
  isPipelineImageUrl,
  pictureSrcSet,
  pictureSrcSetCandidates,
} from './image-urls';

const KEY = `${'a'.repeat(64)}.jpg`;
const URL_ = `/api/images/${KEY}`;

describe('image variant urls (widgets-and-authoring.md §9)', () => {
  it('carries width, height, device pixel ratio, quality, webp and crop, in one fixed order', () => {
    expect(imageVariantUrl(URL_, { crop: { x: 10, y: 20, w: 300, h: 200 }, webp: true, quality: 60, dpr: 2, height: 50, width: 100 })).toBe(
      `${URL_}?w=100&h=50&dpr=2&q=60&webp=1&crop=10,20,300,200`,
    );
  });

  it('leaves out defaults: dpr at the minimum, quality 80, no webp', () => {
    expect(imageVariantUrl(URL_, { width: 100, dpr: 1, quality: imageConstants.defaultQuality, webp: false })).toBe(`${URL_}?w=100`);
    expect(imageVariantUrl(URL_)).toBe(URL_);
  });

  it('clamps the device pixel ratio to its minimum and maximum', () => {
    expect(imageVariantUrl(URL_, { width: 10, dpr: 0.5 })).toBe(`${URL_}?w=10`);
    expect(imageVariantUrl(URL_, { width: 10, dpr: 7 })).toBe(`${URL_}?w=10&dpr=3`);
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (dpr) => {
        const clamped = clampDevicePixelRatio(dpr);
        return clamped >= imageConstants.minDevicePixelRatio && clamped <= imageConstants.maxDevicePixelRatio;
      }),
    );
  });

  it('rounds sizes to whole pixels and quality into 1..100', () => {
    expect(imageVariantUrl(URL_, { width: 99.6, height: 0.2, quality: 500 })).toBe(`${URL_}?w=100&h=1&q=100`);
    expect(imageVariantUrl(URL_, { crop: { x: -3, y: 1.4, w: 10.5, h: 9 } })).toBe(`${URL_}?crop=0,1,11,9`);
  });

  it('returns other addresses as they are', () => {
    for (const url of ['/assets/demo.jpg', 'https://cdn.example.com/a.jpg', `${URL_}?w=10`, 'data:image/png;base64,AA']) {
      expect(isPipelineImageUrl(url)).toBe(false);
      expect(imageVariantUrl(url, { width: 10, dpr: 2 })).toBe(url);
    }
    expect(imageVariantUrl(`https://folio.example${URL_}`, { width: 10 })).toBe(`https://folio.example${URL_}?w=10`);
  });

  it('widgets-and-authoring.md §4: a placeholder address for pipeline pictures', () => {
    expect(imageLqipUrl(URL_)).toBe(`${URL_}?lqip=1`);
    expect(imageLqipUrl(URL_, { x: 0, y: 0, w: 5, h: 5 })).toBe(`${URL_}?crop=0,0,5,5&lqip=1`);
    expect(imageLqipUrl('/assets/a.jpg')).toBeUndefined();
  });
});

describe('picture srcset (widgets-and-authoring.md §9: 1x, 2x, 3x plus the original)', () => {
  it('lists the 1x, 2x and 3x variants of the display width, then the original as the largest', () => {
    expect(pictureSrcSet(URL_, 200, { originalWidth: 4000 })).toBe(
      `${URL_}?w=200 200w, ${URL_}?w=200&dpr=2 400w, ${URL_}?w=200&dpr=3 600w, ${URL_} 4000w`,
    );
  });

  it('leaves out densities that reach the original, which the server would not enlarge', () => {
    expect(pictureSrcSetCandidates(URL_, 200, { originalWidth: 500 }).map((c) => c.width)).toEqual([200, 400, 500]);
    expect(pictureSrcSetCandidates(URL_, 600, { originalWidth: 500 }).map((c) => c.width)).toEqual([500]);
  });

  it('without the original width lists the three densities only', () => {
    expect(pictureSrcSetCandidates(URL_, 100).map((c) => c.width)).toEqual([100, 200, 300]);
  });

  it('passes crop, quality and webp to every candidate', () => {
    const crop = { x: 1, y: 2, w: 800, h: 600 };
    const candidates = pictureSrcSetCandidates(URL_, 100, { originalWidth: crop.w, crop, webp: true, quality: 70 });
    expect(candidates.every((c) => c.url.includes('crop=1,2,800,600') && c.url.includes('webp=1') && c.url.includes('q=70'))).toBe(true);
    expect(candidates.at(-1)).toEqual({ url: `${URL_}?q=70&webp=1&crop=1,2,800,600`, width: 800 });
  });

  it('is empty for other addresses and for no display width', () => {
    expect(pictureSrcSet('/assets/a.jpg', 100)).toBe('');
    expect(pictureSrcSet(URL_, 0)).toBe('');
  });

  it('candidates grow strictly and never exceed the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 20000 }), (display, original) => {
        const widths = pictureSrcSetCandidates(URL_, display, { originalWidth: original }).map((c) => c.width);
        return widths.every((w, i) => w <= original && (i === 0 || w > widths[i - 1]!)) && widths.at(-1) === original;
      }),
    );
  });

  it('a vector picture (key .svg) has no raster variants: its address is used as it is', () => {
    const svg = `/api/images/${'a'.repeat(64)}.svg`;
    expect(isPipelineImageUrl(svg)).toBe(false);
    expect(imageVariantUrl(svg, { width: 200, dpr: 2 })).toBe(svg);
    expect(imageLqipUrl(svg)).toBeUndefined();
    expect(pictureSrcSet(svg, 200, { originalWidth: 1000 })).toBe('');
  });
});
