import fc from 'fast-check';
import { paddingsConstants } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { draggedPadding, filledPaddings, parsePadding, paddingSides, stepPadding } from './paddings';

describe('paddings rules (widgets-and-authoring.md §5)', () => {
  it('a padding input takes whole numbers of at least 0', () => {
    expect(parsePadding('12')).toEqual({ ok: true, value: 12 });
    expect(parsePadding(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(parsePadding('4.5').ok).toBe(false);
    expect(parsePadding('-1').ok).toBe(false);
    expect(parsePadding('').ok).toBe(false);
    expect(parsePadding('ten').ok).toBe(false);
  });

  it(`an arrow steps by ${paddingsConstants.step}, by ${paddingsConstants.shiftStep} with shift, never below 0`, () => {
    expect(stepPadding(5, 1, false)).toBe(6);
    expect(stepPadding(5, -1, false)).toBe(4);
    expect(stepPadding(5, 1, true)).toBe(15);
    expect(stepPadding(5, -1, true)).toBe(0);
    expect(stepPadding(0, -1, false)).toBe(0);
  });

  it('a dragged handle moves its side inwards as the padding grows; the value is whole and clamped at 0', () => {
    expect(draggedPadding(10, 'top', { dx: 0, dy: 7.4 }, 1)).toBe(17);
    expect(draggedPadding(10, 'bottom', { dx: 0, dy: 7 }, 1)).toBe(3);
    expect(draggedPadding(10, 'left', { dx: -4, dy: 99 }, 1)).toBe(6);
    expect(draggedPadding(10, 'right', { dx: -4, dy: 0 }, 1)).toBe(14);
    expect(draggedPadding(10, 'top', { dx: 0, dy: -400 }, 1)).toBe(0);
    // On a canvas zoomed to 50% a screen px is two page px.
    expect(draggedPadding(10, 'top', { dx: 0, dy: 5 }, 0.5)).toBe(20);
  });

  it('a dragged value is always a whole number of at least 0', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.constantFrom(...paddingSides), fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: 0.1, max: 4, noNaN: true }), (start, side, delta, scale) => {
        const value = draggedPadding(start, side, { dx: delta, dy: delta }, scale);
        return Number.isInteger(value) && value >= paddingsConstants.min;
      }),
    );
  });

  it('missing sides read as 0', () => {
    expect(filledPaddings({ top: 4 })).toEqual({ top: 4, right: 0, bottom: 0, left: 0 });
    expect(filledPaddings(undefined)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});
