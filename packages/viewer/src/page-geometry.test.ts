import { describe, expect, it } from 'vitest';
import type { Widget } from '@folio/model';
import { helloWidget } from './test-boot';
import { pageHeight, pageOffsets, pageScrollShare, pageViewports } from './page-geometry';

describe('page viewports (viewer-and-project.md §3)', () => {
  it('default always; tablet portrait where enabled; phone portrait unless turned off', () => {
    expect(pageViewports({})).toEqual(['default', 'phone_portrait']);
    expect(pageViewports({ viewport_tablet_portrait: { enabled: true } })).toEqual(['default', 'tablet_portrait', 'phone_portrait']);
    expect(pageViewports({ viewport_phone_portrait: { enabled: false } })).toEqual(['default']);
  });
});

describe('page heights', () => {
  it('the viewport’s own height, never under its minimum height', () => {
    expect(pageHeight({ _id: 'p', height: 300 }, 'default')).toBe(400);
    expect(pageHeight({ _id: 'p', height: 1200, viewport_phone_portrait: { height: 900 } }, 'phone_portrait')).toBe(900);
    expect(pageHeight({ _id: 'p', height: 1200 }, 'phone_portrait')).toBe(1200);
  });
  it('a page saved without a height reaches down to its lowest widget', () => {
    const widgets = [helloWidget, { ...helloWidget, _id: 'w2', y: 700, h: 68 }, { ...helloWidget, _id: 'w3', y: 2000, hidden: true }] as Widget[];
    expect(pageHeight({ _id: 'page1' }, 'default', widgets)).toBe(768);
    expect(pageHeight({ _id: 'page1' }, 'default')).toBe(400);
  });
  it('offsets add up scaled heights', () => {
    expect(pageOffsets([100, 200, 300], 2)).toEqual({ tops: [0, 200, 600], total: 1200 });
  });

  it('vertical re-scale keeps the current page in view: the place in a page is a share of its height (§4 resize)', () => {
    // At the top of a page 1000 px tall at 2000: still its top after the page grows to 1500 at 3000.
    expect(3000 + pageScrollShare(2000, 2000, 1000) * 1500).toBe(3000);
    expect(pageScrollShare(2500, 2000, 1000)).toBe(0.5);
    expect(pageScrollShare(1000, 2000, 1000)).toBe(0);
    expect(pageScrollShare(9000, 2000, 1000)).toBe(1);
    expect(pageScrollShare(100, 0, 0)).toBe(0);
  });
});
