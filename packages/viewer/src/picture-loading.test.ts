import { describe, expect, it } from 'vitest';
import { imageConstants } from '@folio/model';
import { pictureLoadingOf } from './picture-loading';

const FIRST = imageConstants.firstScreenPageHeights;
const current = { current: true, layout: 'vertical', pinned: false } as const;

describe('how a picture loads (issue 14)', () => {
  it('in the first screen of the current page: at once, first', () => {
    expect(pictureLoadingOf([{ viewport: 'default', top: 0 }], current)).toBe('first-screen');
    expect(pictureLoadingOf([{ viewport: 'default', top: FIRST.default - 1 }], current)).toBe('first-screen');
    expect(pictureLoadingOf([{ viewport: 'phone_portrait', top: FIRST.phone_portrait - 1 }], { ...current, layout: 'horizontal' })).toBe('first-screen');
  });

  it('below the first screen of the current page: lazily', () => {
    expect(pictureLoadingOf([{ viewport: 'default', top: FIRST.default }], current)).toBe('lazy');
    expect(pictureLoadingOf([{ viewport: 'phone_portrait', top: FIRST.phone_portrait }], { ...current, layout: 'horizontal' })).toBe('lazy');
  });

  it('in the first screen of any viewport drawn: at once', () => {
    const tops = [{ viewport: 'default', top: FIRST.default + 100 }, { viewport: 'phone_portrait', top: 10 }] as const;
    expect(pictureLoadingOf(tops, current)).toBe('first-screen');
  });

  it('pinned to the window on the current page: at once, wherever its top', () => {
    expect(pictureLoadingOf([{ viewport: 'default', top: FIRST.default * 3 }], { ...current, pinned: true })).toBe('first-screen');
  });

  it('on other pages: lazily in the vertical layout, as the browser does beside the window in the horizontal one', () => {
    expect(pictureLoadingOf([{ viewport: 'default', top: 0 }], { ...current, current: false })).toBe('lazy');
    expect(pictureLoadingOf([{ viewport: 'default', top: 0 }], { current: false, layout: 'horizontal', pinned: false })).toBeUndefined();
  });
});
