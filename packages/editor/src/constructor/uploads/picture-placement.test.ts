import { describe, expect, it } from 'vitest';
import { libraryConstants } from '@folio/model';
import { cascadePoint, dropPoint, fitPictureToPage, placeOnPage } from './picture-placement';

const page = { width: 1024, height: 700 };

describe('fitPictureToPage', () => {
  it('keeps a picture that fits at its pixel size', () => {
    expect(fitPictureToPage({ width: 300, height: 200 }, page)).toEqual({ w: 300, h: 200 });
    expect(fitPictureToPage({ width: 1024, height: 700 }, page)).toEqual({ w: 1024, h: 700 });
  });

  it('scales a wide picture down to the page width, keeping proportions', () => {
    expect(fitPictureToPage({ width: 4096, height: 1024 }, page)).toEqual({ w: 1024, h: 256 });
  });

  it('scales a tall picture down to the page height', () => {
    expect(fitPictureToPage({ width: 1000, height: 3500 }, page)).toEqual({ w: 200, h: 700 });
  });

  it('never scales up, and never goes under 1 px a side', () => {
    expect(fitPictureToPage({ width: 10, height: 10 }, page)).toEqual({ w: 10, h: 10 });
    expect(fitPictureToPage({ width: 100_000, height: 1 }, page)).toEqual({ w: 1024, h: 1 });
  });
});

describe('drop position', () => {
  it('turns a drop point on the screen into a page point through the canvas and the zoom', () => {
    const zoom = 0.5;
    const pan = { x: 40, y: 40 };
    const screenToPage = (point: { x: number; y: number }) => ({ x: (point.x - pan.x) / zoom, y: (point.y - pan.y) / zoom });
    // The canvas starts 300 px right of the window's edge and 100 px down.
    expect(dropPoint({ x: 440, y: 240 }, { left: 300, top: 100 }, screenToPage)).toEqual({ x: 200, y: 200 });
  });

  it('centres the picture on the drop point', () => {
    expect(placeOnPage({ x: 500, y: 300 }, { w: 200, h: 100 }, page)).toEqual({ x: 400, y: 250 });
  });

  it('keeps the picture on the page near its edges', () => {
    expect(placeOnPage({ x: 10, y: 10 }, { w: 200, h: 100 }, page)).toEqual({ x: 0, y: 0 });
    expect(placeOnPage({ x: 1020, y: 690 }, { w: 200, h: 100 }, page)).toEqual({ x: 824, y: 600 });
    expect(placeOnPage({ x: 500, y: 300 }, { w: 1024, h: 700 }, page)).toEqual({ x: 0, y: 0 });
  });

  it('rounds to whole px', () => {
    expect(placeOnPage({ x: 100.4, y: 100.6 }, { w: 51, h: 51 }, page)).toEqual({ x: 75, y: 75 });
  });

  it('cascades several pictures dropped at once', () => {
    const step = libraryConstants.dropCascadePx;
    expect([0, 1, 2].map((index) => cascadePoint({ x: 100, y: 50 }, index))).toEqual([
      { x: 100, y: 50 },
      { x: 100 + step, y: 50 + step },
      { x: 100 + 2 * step, y: 50 + 2 * step },
    ]);
  });
});
