import { describe, expect, it } from 'vitest';
import { inlineColor, shownColor } from './text-color';

describe('the text colour in the toolbar', () => {
  it('shows a colour and its opacity in per cent; none shows the box’s black', () => {
    expect(shownColor('FF0000')).toEqual({ hex: 'FF0000', percent: 100 });
    expect(shownColor('0080FF64')).toEqual({ hex: '0080FF', percent: 39 });
    expect(shownColor('FF0000', 0.5)).toEqual({ hex: 'FF0000', percent: 50 });
    expect(shownColor(undefined)).toEqual({ hex: '000000', percent: 100 });
  });

  it('writes an opaque colour as 6 digits, a translucent one with its alpha', () => {
    expect(inlineColor('1d3557', 100)).toBe('1D3557');
    expect(inlineColor('1D3557', 50)).toBe('1D355780');
    expect(inlineColor('1D3557', 0)).toBe('1D355700');
  });
});
