import { describe, expect, it } from 'vitest';
import { hexColorSchema, opacitySchema, rgbaHexColorSchema } from './color';

describe('colours', () => {
  it('widgets-and-authoring.md §3: colours are hex without #, RRGGBB (ffffff) or RRGGBBAA (0080FF64)', () => {
    expect(hexColorSchema.safeParse('ffffff').success).toBe(true);
    expect(hexColorSchema.safeParse('0080FF64').success).toBe(true);
    expect(hexColorSchema.safeParse('#ffffff').success).toBe(false);
    expect(hexColorSchema.safeParse('fff').success).toBe(false);
    expect(hexColorSchema.safeParse('gggggg').success).toBe(false);
  });

  it('widgets-and-authoring.md §3: an RRGGBBAA colour always carries alpha', () => {
    expect(rgbaHexColorSchema.safeParse('0080FF64').success).toBe(true);
    expect(rgbaHexColorSchema.safeParse('0080FF').success).toBe(false);
  });

  it('widgets-and-authoring.md §3: opacity runs from 0 to 1', () => {
    expect(opacitySchema.safeParse(0).success).toBe(true);
    expect(opacitySchema.safeParse(1).success).toBe(true);
    expect(opacitySchema.safeParse(1.01).success).toBe(false);
    expect(opacitySchema.safeParse(-0.1).success).toBe(false);
  });
});
