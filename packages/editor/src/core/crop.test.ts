import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appliedCrop, cropFrame, cropStateOf, panCrop, pictureBox, resetCrop, resizeCrop, storedCropBox, type CropState } from './crop';
import { resizeHandles } from './session';

const MIN = 8;
const EPS = 1e-6;

/** A 1000 × 500 picture drawn at half size, its crop 400 × 200 from (100, 50), the frame at (300, 200). */
const sample = (): CropState => cropStateOf({ x: 300, y: 200, w: 200, h: 100 }, { w: 1000, h: 500 }, { x: 100, y: 50, w: 400, h: 200 });

const stateArb = fc
  .record({
    ow: fc.integer({ min: 20, max: 4000 }),
    oh: fc.integer({ min: 20, max: 4000 }),
    fx: fc.double({ min: -500, max: 1500, noNaN: true }),
    fy: fc.double({ min: -500, max: 1500, noNaN: true }),
    fw: fc.double({ min: 20, max: 1400, noNaN: true }),
    fh: fc.double({ min: 20, max: 1400, noNaN: true }),
    cx: fc.double({ min: 0, max: 1, noNaN: true }),
    cy: fc.double({ min: 0, max: 1, noNaN: true }),
    cw: fc.double({ min: 0.05, max: 1, noNaN: true }),
    ch: fc.double({ min: 0.05, max: 1, noNaN: true }),
  })
  .map(({ ow, oh, fx, fy, fw, fh, cx, cy, cw, ch }) =>
    cropStateOf({ x: fx, y: fy, w: fw, h: fh }, { w: ow, h: oh }, { x: Math.floor(cx * ow * 0.9), y: Math.floor(cy * oh * 0.9), w: Math.ceil(cw * ow), h: Math.ceil(ch * oh) }),
  );
const deltaArb = fc.record({ x: fc.double({ min: -3000, max: 3000, noNaN: true }), y: fc.double({ min: -3000, max: 3000, noNaN: true }) });
const handleArb = fc.constantFrom(...resizeHandles);

function expectOnPicture(state: CropState) {
  const { crop, original } = state;
  expect(crop.x).toBeGreaterThanOrEqual(-EPS);
  expect(crop.y).toBeGreaterThanOrEqual(-EPS);
  expect(crop.x + crop.w).toBeLessThanOrEqual(original.w + EPS);
  expect(crop.y + crop.h).toBeLessThanOrEqual(original.h + EPS);
  expect(crop.w).toBeGreaterThan(0);
  expect(crop.h).toBeGreaterThan(0);
}

describe('crop mode opening', () => {
  it('lays the picture where the widget draws it: the crop fills the frame at one scale', () => {
    const state = sample();
    expect(state.scale).toBe(0.5);
    expect(state.origin).toEqual({ x: 250, y: 175 });
    expect(cropFrame(state)).toEqual({ x: 300, y: 200, w: 200, h: 100 });
    expect(pictureBox(state)).toEqual({ x: 250, y: 175, w: 500, h: 250 });
  });

  it('without a stored crop the whole picture covers the frame, centred, as the viewer draws it', () => {
    const state = cropStateOf({ x: 0, y: 0, w: 100, h: 100 }, { w: 400, h: 200 }, {});
    expect(state.scale).toBe(0.5);
    expect(state.crop).toEqual({ x: 100, y: 0, w: 200, h: 200 });
    expect(cropFrame(state)).toEqual({ x: 0, y: 0, w: 100, h: 100 });
  });

  it('a stored crop reaching past the picture is cut to it', () => {
    expect(storedCropBox({ x: 300, y: 0, w: 500, h: 100 }, { w: 400, h: 200 })).toEqual({ x: 300, y: 0, w: 100, h: 100 });
  });

  it('any frame and stored crop: the frame stays where it was and the crop lies on the picture', () => {
    fc.assert(
      fc.property(
        fc.record({ x: fc.integer({ min: -200, max: 200 }), y: fc.integer({ min: -200, max: 200 }), w: fc.integer({ min: 1, max: 900 }), h: fc.integer({ min: 1, max: 900 }) }),
        fc.record({ x: fc.integer({ min: -50, max: 3000 }), y: fc.integer({ min: -50, max: 3000 }), w: fc.integer({ min: 0, max: 3000 }), h: fc.integer({ min: 0, max: 3000 }) }),
        fc.record({ w: fc.integer({ min: 1, max: 3000 }), h: fc.integer({ min: 1, max: 3000 }) }),
        (frame, stored, original) => {
          const state = cropStateOf(frame, original, stored);
          expectOnPicture(state);
          const drawn = cropFrame(state);
          for (const key of ['x', 'y', 'w', 'h'] as const) expect(drawn[key]).toBeCloseTo(frame[key], 6);
        },
      ),
    );
  });
});

describe('dragging a crop handle', () => {
  it('each handle moves its own edges and keeps the opposite ones; the picture stays', () => {
    const cases = [
      ['e', 20, 0, { x: 300, y: 200, w: 220, h: 100 }],
      ['w', 20, 0, { x: 320, y: 200, w: 180, h: 100 }],
      ['s', 0, 10, { x: 300, y: 200, w: 200, h: 110 }],
      ['n', 0, 10, { x: 300, y: 210, w: 200, h: 90 }],
      ['nw', -20, -10, { x: 280, y: 190, w: 220, h: 110 }],
      ['se', 20, 10, { x: 300, y: 200, w: 220, h: 110 }],
    ] as const;
    for (const [handle, dx, dy, frame] of cases) {
      const next = resizeCrop(sample(), handle, { x: dx, y: dy }, { minPagePx: MIN });
      expect(cropFrame(next)).toEqual(frame);
      expect(pictureBox(next)).toEqual(pictureBox(sample()));
    }
  });

  it('an edge stops at the picture’s edge and never crosses the opposite one', () => {
    expect(cropFrame(resizeCrop(sample(), 'w', { x: -500, y: 0 }, { minPagePx: MIN })).x).toBe(250);
    expect(cropFrame(resizeCrop(sample(), 'e', { x: 900, y: 0 }, { minPagePx: MIN }))).toMatchObject({ x: 300, w: 450 });
    expect(cropFrame(resizeCrop(sample(), 'e', { x: -900, y: 0 }, { minPagePx: MIN }))).toMatchObject({ x: 300, w: MIN });
  });

  it('Shift keeps the proportions: a corner about the opposite corner, an edge about the opposite edge’s middle', () => {
    const corner = cropFrame(resizeCrop(sample(), 'se', { x: 40, y: 5 }, { keepRatio: true, minPagePx: MIN }));
    expect(corner).toEqual({ x: 300, y: 200, w: 240, h: 120 });
    const edge = cropFrame(resizeCrop(sample(), 'e', { x: 20, y: 0 }, { keepRatio: true, minPagePx: MIN }));
    expect(edge).toEqual({ x: 300, y: 195, w: 220, h: 110 });
  });

  it('any drag of any handle: the crop stays on the picture, at least the smallest size, and the picture never moves', () => {
    fc.assert(
      fc.property(stateArb, handleArb, deltaArb, fc.boolean(), (start, handle, delta, keepRatio) => {
        const next = resizeCrop(start, handle, delta, { keepRatio, minPagePx: MIN });
        expectOnPicture(next);
        expect(next.origin).toEqual(start.origin);
        const smallest = Math.min(MIN / start.scale, start.original.w, start.original.h);
        if (!keepRatio) {
          expect(next.crop.w).toBeGreaterThanOrEqual(Math.min(smallest, start.original.w) - EPS);
          expect(next.crop.h).toBeGreaterThanOrEqual(Math.min(smallest, start.original.h) - EPS);
        } else {
          expect(next.crop.w / next.crop.h).toBeCloseTo(start.crop.w / start.crop.h, 6);
        }
      }),
    );
  });

  it('without Shift the edges the handle does not hold stay where they were', () => {
    fc.assert(
      fc.property(stateArb, handleArb, deltaArb, (start, handle, delta) => {
        const before = start.crop;
        const after = resizeCrop(start, handle, delta, { minPagePx: MIN }).crop;
        if (!handle.includes('w')) expect(after.x).toBeCloseTo(before.x, 6);
        if (!handle.includes('n')) expect(after.y).toBeCloseTo(before.y, 6);
        if (!handle.includes('e')) expect(after.x + after.w).toBeCloseTo(before.x + before.w, 6);
        if (!handle.includes('s')) expect(after.y + after.h).toBeCloseTo(before.y + before.h, 6);
      }),
    );
  });
});

describe('dragging the picture under the frame', () => {
  it('moves the picture, not the frame, and stops where the picture’s edge meets the frame', () => {
    const moved = panCrop(sample(), { x: 10, y: -5 });
    expect(cropFrame(moved)).toEqual(cropFrame(sample()));
    expect(moved.crop).toMatchObject({ x: 80, y: 60 });
    expect(pictureBox(moved)).toMatchObject({ x: 260, y: 170 });
    expect(panCrop(sample(), { x: 1000, y: 0 }).crop.x).toBe(0);
    expect(panCrop(sample(), { x: -1000, y: 0 }).crop.x).toBe(600);
  });

  it('any pan keeps the frame and the crop’s size, and the crop on the picture', () => {
    fc.assert(
      fc.property(stateArb, deltaArb, (start, delta) => {
        const next = panCrop(start, delta);
        expectOnPicture(next);
        const [a, b] = [cropFrame(start), cropFrame(next)];
        for (const key of ['x', 'y', 'w', 'h'] as const) expect(b[key]).toBeCloseTo(a[key], 6);
      }),
    );
  });
});

describe('applying', () => {
  it('writes whole picture px and the frame that draws them where they are', () => {
    const state = resizeCrop(sample(), 'w', { x: 20.3, y: 0 }, { minPagePx: MIN });
    expect(appliedCrop(state)).toEqual({ crop: { x: 141, y: 50, w: 359, h: 200 }, frame: { x: 320.5, y: 200, w: 179.5, h: 100 } });
  });

  it('reset shows the whole picture where it lies', () => {
    expect(appliedCrop(resetCrop(sample()))).toEqual({ crop: { x: 0, y: 0, w: 1000, h: 500 }, frame: { x: 250, y: 175, w: 500, h: 250 } });
  });

  it('any state applies to a crop of whole px on the picture', () => {
    fc.assert(
      fc.property(stateArb, handleArb, deltaArb, (start, handle, delta) => {
        const { crop } = appliedCrop(resizeCrop(start, handle, delta, { minPagePx: MIN }));
        for (const value of Object.values(crop)) expect(Number.isInteger(value)).toBe(true);
        expect(crop.w).toBeGreaterThanOrEqual(1);
        expect(crop.h).toBeGreaterThanOrEqual(1);
        expect(crop.x + crop.w).toBeLessThanOrEqual(start.original.w);
        expect(crop.y + crop.h).toBeLessThanOrEqual(start.original.h);
      }),
    );
  });
});
