import { describe, expect, it } from 'vitest';
import type { FontAxis } from '@folio/model';
import { automaticAxisValue } from './variable-axes';

const axis = (tag: string, min: number, max: number, value: number): FontAxis => ({ tag, name: tag, min, max, default: value });

describe('automaticAxisValue', () => {
  it('draws wght at the text weight and opsz at its size, within the font range', () => {
    // Fraunces' file defaults to its heaviest weight and smallest optical size; text at 400 and 18 px draws neither.
    expect(automaticAxisValue(axis('wght', 100, 900, 900), { weight: 400, size: 18 })).toBe(400);
    expect(automaticAxisValue(axis('opsz', 9, 144, 9), { weight: 400, size: 18 })).toBe(18);
    expect(automaticAxisValue(axis('wght', 200, 900, 400), { weight: 100 })).toBe(200);
    expect(automaticAxisValue(axis('opsz', 9, 144, 9), { weight: 400 })).toBe(9);
  });

  it('draws wdth at 100 and slnt upright, and any other axis at the font default', () => {
    expect(automaticAxisValue(axis('wdth', 25, 151, 90), { weight: 400 })).toBe(100);
    expect(automaticAxisValue(axis('slnt', -10, 0, -10), { weight: 400 })).toBe(0);
    expect(automaticAxisValue(axis('GRAD', -200, 150, 0), { weight: 400 })).toBe(0);
    expect(automaticAxisValue(axis('SOFT', 0, 100, 50), { weight: 400 })).toBe(50);
  });
});
