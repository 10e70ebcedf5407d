import { describe, expect, it } from 'vitest';
import { contrastRatio, hoverColor, labelOpacity, luminance, sidebarLook, sidebarStyle } from './sidebar-look';

describe('sidebar look (ecommerce.md §9)', () => {
  it('luminance and contrast follow WCAG: black 0, white 1, 21:1 between them', () => {
    expect(luminance([0, 0, 0])).toBe(0);
    expect(luminance([255, 255, 255])).toBeCloseTo(1, 6);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
  });

  it('a very dark background (luminance below 0.05, contrast with the text at least 8) hovers 10% lighter', () => {
    expect(hoverColor([0, 0, 0], [255, 255, 255])).toEqual([26, 26, 26]);
    expect(hoverColor([20, 30, 40], [255, 255, 255])).toEqual([44, 53, 62]);
  });

  it('any other background hovers 10% darker: light ones, and dark ones whose text is too close', () => {
    expect(hoverColor([255, 255, 255], [0, 0, 0])).toEqual([230, 230, 230]);
    // Dark, but the text is dark too (contrast below 8): darker.
    expect(hoverColor([0, 0, 0], [60, 60, 60])).toEqual([0, 0, 0]);
    expect(hoverColor([40, 40, 40], [70, 70, 70])).toEqual([36, 36, 36]);
    // Contrast at least 8 but luminance not below 0.05 (a mid grey on white text is not very dark).
    expect(hoverColor([100, 100, 100], [255, 255, 255])).toEqual([90, 90, 90]);
  });

  it('the secondary text is the text colour at 45% of its opacity', () => {
    expect(sidebarLook({ 'bar-color': '336699', 'bar-color-opacity': 0.8 }).secondary).toBe('rgba(51, 102, 153, 0.36)');
    expect(sidebarLook({}).secondary).toBe('rgba(0, 0, 0, 0.45)');
  });

  it('defaults to black on white, and the background keeps its opacity in the hover colour', () => {
    expect(sidebarLook({})).toEqual({ color: 'rgba(0, 0, 0, 1)', secondary: 'rgba(0, 0, 0, 0.45)', label: 'rgba(0, 0, 0, 0.54)', background: 'rgba(255, 255, 255, 1)', hover: 'rgba(230, 230, 230, 1)' });
    expect(sidebarLook({ 'bar-background-color': '000000', 'bar-background-color-opacity': 0.9, 'bar-color': 'ffffff' }).hover).toBe('rgba(26, 26, 26, 0.9)');
  });

  it('a colour that is not hex falls back to the default; the font family keeps nothing that ends a declaration', () => {
    expect(sidebarLook({ 'bar-color': 'red;x' as string }).color).toBe('rgba(0, 0, 0, 1)');
    const style = sidebarStyle({ 'bar-font-family': 'Inter;}body{', 'bar-letter-spacing': 1 }) as Record<string, string>;
    expect(style.fontFamily).toBe('Interbody, var(--fo-cart-font)');
    expect(style.letterSpacing).toBe('1px');
  });

  it('the checkout field labels reach 4.5:1 against the background (black on white: 0.54, not 0.45)', () => {
    const blendOnWhite = (alpha: number) => Math.round(255 * (1 - alpha));
    const alpha = labelOpacity([0, 0, 0], [255, 255, 255], 1);
    const grey = blendOnWhite(alpha);
    expect(contrastRatio([grey, grey, grey], [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(sidebarLook({}).label).toBe('rgba(0, 0, 0, 0.54)');
    // White on black likewise; the secondary opacity is kept when it already reaches 4.5:1 (white on black at 0.45 does not).
    expect(sidebarLook({ 'bar-color': 'ffffff', 'bar-background-color': '000000' }).label).toMatch(/^rgba\(255, 255, 255, 0\.\d+\)$/);
    expect(labelOpacity([255, 255, 255], [0, 0, 0], 1)).toBeGreaterThan(0.45);
    // A text colour too close to its background cannot do better than the text itself.
    expect(labelOpacity([200, 200, 200], [255, 255, 255], 0.8)).toBe(0.8);
    expect(sidebarStyle({})).toMatchObject({ '--fo-cart-label': 'rgba(0, 0, 0, 0.54)' });
  });

  it('the bar-shadow setting gives the panel its shadow; off or unset, none', () => {
    expect(sidebarStyle({ 'bar-shadow': true })).toMatchObject({ '--fo-cart-shadow': '-12px 0 40px rgba(0, 0, 0, 0.18)' });
    expect(sidebarStyle({ 'bar-shadow': false })).toMatchObject({ '--fo-cart-shadow': 'none' });
    expect(sidebarStyle({})).toMatchObject({ '--fo-cart-shadow': 'none' });
  });
});
