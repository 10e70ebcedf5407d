import { describe, expect, it } from 'vitest';
import { moveSwatchColor, swatchMoveBodySchema, swatchSchema } from './swatch';

describe('swatches', () => {
  it('widgets-and-authoring.md §7: swatch fields are a list of RRGGBBAA colours', () => {
    expect(swatchSchema.parse({ colors: ['0080FF64', 'ffffffff'] })).toEqual({ colors: ['0080FF64', 'ffffffff'] });
    expect(swatchSchema.parse({ colors: [] })).toEqual({ colors: [] });
    expect(swatchSchema.safeParse({ colors: ['ffffff'] }).error?.issues[0]?.path).toEqual(['colors', 0]);
    expect(swatchSchema.safeParse({ colors: [], name: 'x' }).success).toBe(false);
  });

  it('widgets-and-authoring.md §7: a swatch holds at most 200 colours', () => {
    expect(swatchSchema.safeParse({ colors: Array.from({ length: 200 }, () => '00000000') }).success).toBe(true);
    expect(swatchSchema.safeParse({ colors: Array.from({ length: 201 }, () => '00000000') }).success).toBe(false);
  });

  it('widgets-and-authoring.md §7: move takes a colour from one place to another', () => {
    const swatch = { colors: ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'] };
    expect(moveSwatchColor(swatch, swatchMoveBodySchema.parse({ from: 0, to: 2 }))).toEqual({
      colors: ['bbbbbbbb', 'cccccccc', 'aaaaaaaa'],
    });
    expect(moveSwatchColor(swatch, { from: 2, to: 0 }).colors).toEqual(['cccccccc', 'aaaaaaaa', 'bbbbbbbb']);
    expect(moveSwatchColor(swatch, { from: 5, to: 0 })).toBe(swatch);
    expect(moveSwatchColor(swatch, { from: 0, to: 9 })).toBe(swatch);
    expect(swatchMoveBodySchema.safeParse({ from: -1, to: 0 }).success).toBe(false);
  });
});
