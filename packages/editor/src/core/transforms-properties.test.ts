import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxCenter, type Frame } from './geometry';
import { resizeHandles } from './session';
import { nearestSnap, snapTargets, snapTranslation } from './snap';
import { frameFromScale, frameInScaledGroup, handlePoint, rotateFrameAbout } from './transforms';

const frame = fc.record({
  x: fc.double({ min: -2000, max: 2000, noNaN: true }),
  y: fc.double({ min: -2000, max: 2000, noNaN: true }),
  w: fc.double({ min: 1, max: 2000, noNaN: true }),
  h: fc.double({ min: 1, max: 2000, noNaN: true }),
  angle: fc.double({ min: 0, max: 359.99, noNaN: true }),
});
const scale = fc.double({ min: 0.01, max: 20, noNaN: true });
const OPPOSITE = { nw: 'se', n: 's', ne: 'sw', e: 'w', se: 'nw', s: 'n', sw: 'ne', w: 'e' } as const;
const PRECISION = 6;

describe('transform properties', () => {
  it('a resize keeps the point opposite the handle where it was, at any angle and scale', () => {
    fc.assert(
      fc.property(frame, fc.constantFrom(...resizeHandles), scale, scale, (start, handle, sx, sy) => {
        const scaled = frameFromScale(start, handle, sx, sy);
        const before = handlePoint(start, OPPOSITE[handle], 0);
        const after = handlePoint(scaled, OPPOSITE[handle], 0);
        expect(after.x).toBeCloseTo(before.x, PRECISION);
        expect(after.y).toBeCloseTo(before.y, PRECISION);
        expect(scaled.angle).toBe(start.angle);
      }),
    );
  });

  it('a turn and the same turn back give the frame it started from (angles are kept to 1/100°)', () => {
    fc.assert(
      fc.property(frame, fc.double({ min: -720, max: 720, noNaN: true }), (start, by) => {
        const center = { x: 100, y: -50 };
        const back = rotateFrameAbout(rotateFrameAbout(start, center, by), center, -by);
        expect(boxCenter(back).x).toBeCloseTo(boxCenter(start).x, PRECISION);
        expect(boxCenter(back).y).toBeCloseTo(boxCenter(start).y, PRECISION);
        const turn = Math.abs(back.angle - start.angle) % 360;
        expect(Math.min(turn, 360 - turn)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('a group member keeps its centre’s place in the group frame, and a uniform scale scales its sides alike', () => {
    fc.assert(
      fc.property(frame, scale, (member, factor) => {
        const group: Frame = { x: -3000, y: -3000, w: 6000, h: 6000, angle: 0 };
        const to: Frame = { ...group, w: group.w * factor, h: group.h * factor };
        const moved = frameInScaledGroup(member, group, to);
        const [c0, c1] = [boxCenter(member), boxCenter(moved)];
        expect((c1.x - to.x) / to.w).toBeCloseTo((c0.x - group.x) / group.w, PRECISION);
        expect((c1.y - to.y) / to.h).toBeCloseTo((c0.y - group.y) / group.h, PRECISION);
        expect(moved.w / member.w).toBeCloseTo(factor, PRECISION);
        expect(moved.h / member.h).toBeCloseTo(factor, PRECISION);
      }),
    );
  });

  it('a snap moves a box by no more than the threshold, and a snapped line lies on a target', () => {
    const box = fc.record({ x: fc.integer({ min: -100, max: 1100 }), y: fc.integer({ min: -100, max: 900 }), w: fc.integer({ min: 1, max: 500 }), h: fc.integer({ min: 1, max: 500 }) });
    fc.assert(
      fc.property(box, fc.array(box, { maxLength: 5 }), fc.double({ min: 0.5, max: 20, noNaN: true }), (moving, others, threshold) => {
        const targets = snapTargets({ width: 1024, height: 800 }, others);
        const { dx, dy } = snapTranslation(moving, targets, threshold);
        expect(Math.abs(dx)).toBeLessThanOrEqual(threshold);
        expect(Math.abs(dy)).toBeLessThanOrEqual(threshold);
        if (dx) {
          const lines = [moving.x + dx, moving.x + dx + moving.w / 2, moving.x + dx + moving.w];
          expect(lines.some((line) => nearestSnap([line], targets.x, 1e-9) !== null)).toBe(true);
        }
      }),
    );
  });
});
