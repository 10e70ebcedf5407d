import { describe, expect, it } from 'vitest';
import type { LibraryFont } from '@folio/model';
import { featuresAnswerOf, featuresRequestOf, fontFeaturesQuery } from './font-features-client';

const fraunces: LibraryFont = { family: 'Fraunces', category: 'serif', variations: ['n4'], axes: [], subsets: ['latin'], fallback: 'serif' };

describe('POST /api/font-features requests', () => {
  it('asks about a library font and weight, a custom font, a linked stylesheet or a system font', () => {
    expect(featuresRequestOf({ family: 'Fraunces', source: 'library', library: fraunces }, 700, 'italic')).toEqual({ font: 'Fraunces', weight: 700, style: 'italic' });
    expect(featuresRequestOf({ family: 'House', source: 'custom', customFontId: 'abc', cssUrl: '/api/fonts/custom/abc.css' }, 400)).toEqual({ customFontId: 'abc' });
    expect(featuresRequestOf({ family: 'Lora', source: 'linked', cssUrl: '/api/fonts/css?family=Lora:n4' }, 400)).toEqual({ url: '/api/fonts/css?family=Lora:n4' });
    // A font linked from elsewhere is not fetched by the server: asked by name, it is one whose features are unknown.
    expect(featuresRequestOf({ family: 'museo', source: 'linked', cssUrl: 'https://use.typekit.net/x.css' }, 400)).toEqual({ systemFont: 'museo' });
    expect(featuresRequestOf({ family: 'Georgia', source: 'system' }, 400)).toEqual({ systemFont: 'Georgia' });
  });

  it('is kept for the session per font and weight', () => {
    const a = fontFeaturesQuery({ font: 'Fraunces', weight: 400 });
    expect(a.queryKey).toEqual(fontFeaturesQuery({ font: 'Fraunces', weight: 400 }).queryKey);
    expect(a.queryKey).not.toEqual(fontFeaturesQuery({ font: 'Fraunces', weight: 400, style: 'italic' }).queryKey);
    expect(a.queryKey).not.toEqual(fontFeaturesQuery({ font: 'Fraunces', weight: 700 }).queryKey);
    expect(a.staleTime).toBe(Infinity);
  });

  it('keeps the usable part of an answer: four-letter tags once, axes with a range', () => {
    const axes = [
      { tag: 'wght', name: 'Weight', min: 100, max: 900, default: 400 },
      { tag: 'opsz', name: 'Optical size', min: 9, max: 144, default: 14 },
      { tag: 'bad', name: 'Bad', min: 0, max: 1, default: 0 },
      { tag: 'SOFT', name: 'Softness', min: 50, max: 50, default: 50 },
    ];
    expect(featuresAnswerOf({ features: ['liga', 'ss01', 'ss01', 'toolong', 3], axes, characters: 'abc' })).toEqual({ features: ['liga', 'ss01'], axes: axes.slice(0, 2) });
    expect(featuresAnswerOf(null)).toEqual({ features: [], axes: [] });
  });
});
