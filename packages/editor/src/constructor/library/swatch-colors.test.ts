import { describe, expect, it } from 'vitest';
import { rgbaHexColorSchema } from '@folio/model';
import { parseSwatchInput, swatchOf, swatchParts, widgetSwatchColor } from './swatch-colors';

describe('swatch colours', () => {
  it('reads what an author types as RRGGBBAA, six digits opaque', () => {
    expect(parseSwatchInput('#1d3557')).toBe('1D3557FF');
    expect(parseSwatchInput(' 1D3557CC ')).toBe('1D3557CC');
    expect(parseSwatchInput('#abc')).toBe('AABBCCFF');
    for (const text of ['', '#12345', 'red', '1D3557C', '#GGGGGG']) expect(parseSwatchInput(text)).toBeNull();
  });

  it('always gives a colour the swatch schema accepts', () => {
    for (const text of ['#1d3557', 'fff', '00000000']) expect(rgbaHexColorSchema.safeParse(parseSwatchInput(text)).success).toBe(true);
    expect(rgbaHexColorSchema.safeParse(swatchOf('1d3557', 37)).success).toBe(true);
  });

  it('splits a colour into its hex and opacity, and joins them back', () => {
    expect(swatchParts('1D3557FF')).toEqual({ hex: '1D3557', opacity: 100 });
    expect(swatchParts('0080FF64')).toEqual({ hex: '0080FF', opacity: 39 });
    expect(swatchOf('1d3557', 100)).toBe('1D3557FF');
    expect(swatchOf('1D3557', 50)).toBe('1D355780');
    expect(swatchOf('1D3557', 0)).toBe('1D355700');
    expect(swatchOf('1D3557', 140)).toBe('1D3557FF');
  });

  it("takes the selected widget's main colour with its opacity", () => {
    expect(widgetSwatchColor({ type: 'shape', bg_color: 'e63946', bg_opacity: 0.5 })).toBe('E6394680');
    expect(widgetSwatchColor({ type: 'button', 'background-color': '1d3557', color: 'ffffff' })).toBe('1D3557FF');
    expect(widgetSwatchColor({ type: 'text', color: '0080FF64' })).toBe('0080FF64');
    expect(widgetSwatchColor({ type: 'picture', border_color: '000000' })).toBe('000000FF');
    expect(widgetSwatchColor({ type: 'picture' })).toBeNull();
    expect(widgetSwatchColor(undefined)).toBeNull();
  });
});
