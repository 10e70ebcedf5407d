import { describe, expect, it } from 'vitest';
import { pageScale } from './page-scale';

describe('page scale (viewer-and-project.md §3 viewports)', () => {
  const opts = { scalewidth: 3600, scalableviewer: false };
  it('phone and tablet pages fit the window width', () => {
    expect(pageScale({ ...opts, windowWidth: 375, viewport: 'phone_portrait' })).toBeCloseTo(375 / 320);
    expect(pageScale({ ...opts, windowWidth: 800, viewport: 'tablet_portrait' })).toBeCloseTo(800 / 768);
  });
  it('default: never under min_scale_width, grows only when scalable, up to scalewidth', () => {
    expect(pageScale({ ...opts, windowWidth: 1920, viewport: 'default' })).toBe(1);
    expect(pageScale({ ...opts, windowWidth: 900, viewport: 'default' })).toBe(1);
    expect(pageScale({ ...opts, scalableviewer: true, windowWidth: 2048, viewport: 'default' })).toBe(2);
    expect(pageScale({ scalewidth: 1536, scalableviewer: true, windowWidth: 4000, viewport: 'default' })).toBe(1.5);
  });
  it('default with a scale width of its own (a custom viewport width): shrinks with the window down to 769 px, no further', () => {
    const custom = { scalewidth: 2400, scalableviewer: false, viewport: 'default' } as const;
    expect(pageScale({ ...custom, windowWidth: 900 })).toBeCloseTo(900 / 1024);
    expect(pageScale({ ...custom, windowWidth: 769 })).toBeCloseTo(769 / 1024);
    expect(pageScale({ ...custom, windowWidth: 700 })).toBeCloseTo(769 / 1024);
    expect(pageScale({ ...custom, windowWidth: 1440 })).toBe(1);
  });
  it('preview draws phone pages at their design width at most', () => {
    expect(pageScale({ ...opts, windowWidth: 1440, viewport: 'phone_portrait', preview: true })).toBe(1);
  });
});
