import { libraryConstants } from '@folio/model';

// Swatch colours are RRGGBBAA without '#' (docs/api.md "Swatches"): hex colour and opacity in one value.

const HEX6 = /^[0-9a-f]{6}$/i;
const HEX8 = /^[0-9a-f]{8}$/i;
const HEX3 = /^[0-9a-f]{3}$/i;
const ALPHA_MAX = 255;
const PERCENT = 100;

/**
 * What an author typed as a colour, as a swatch colour (RRGGBBAA, upper case): `#1d3557`, `1D3557`, `1D3557CC`, or
 * the short `#abc`, with or without '#' and spaces around; six digits are opaque. Null when it is not a colour.
 */
export function parseSwatchInput(text: string): string | null {
  const value = text.trim().replace(/^#/, '');
  if (HEX8.test(value)) return value.toUpperCase();
  if (HEX6.test(value)) return `${value}${libraryConstants.opaqueAlpha}`.toUpperCase();
  if (HEX3.test(value)) return `${[...value].map((digit) => digit + digit).join('')}${libraryConstants.opaqueAlpha}`.toUpperCase();
  return null;
}

/** A swatch colour's RRGGBB and its opacity in whole per cent. */
export function swatchParts(color: string): { hex: string; opacity: number } {
  const hex = color.slice(0, 6).toUpperCase();
  const alpha = color.length === 8 ? parseInt(color.slice(6, 8), 16) : ALPHA_MAX;
  return { hex, opacity: Math.round((alpha / ALPHA_MAX) * PERCENT) };
}

/** RRGGBB and an opacity (per cent, clamped to 0–100) as a swatch colour. */
export function swatchOf(hex: string, opacity: number): string {
  const percent = Math.min(PERCENT, Math.max(0, Number.isFinite(opacity) ? opacity : PERCENT));
  const alpha = Math.round((percent / PERCENT) * ALPHA_MAX).toString(16).padStart(2, '0');
  return `${hex.slice(0, 6)}${alpha}`.toUpperCase();
}

/** A swatch colour as CSS (#RRGGBBAA). */
export const swatchCss = (color: string) => `#${color}`;

// A widget's main colour and its opacity field, most telling first: a shape's or text's fill, a button's
// background, then a text colour.
const COLOR_FIELDS: readonly (readonly [color: string, opacity: string | null])[] = [
  ['bg_color', 'bg_opacity'],
  ['background-color', 'background-color-opacity'],
  ['color', 'color-opacity'],
  ['border_color', null],
];

/** The selected widget's colour as a swatch colour (its opacity included), or null when it has none. */
export function widgetSwatchColor(widget: Readonly<Record<string, unknown>> | undefined): string | null {
  if (!widget) return null;
  for (const [field, opacityField] of COLOR_FIELDS) {
    const value = widget[field];
    if (typeof value !== 'string') continue;
    if (HEX8.test(value)) return value.toUpperCase();
    if (!HEX6.test(value)) continue;
    const opacity = opacityField ? widget[opacityField] : undefined;
    return swatchOf(value, typeof opacity === 'number' ? opacity * PERCENT : PERCENT);
  }
  return null;
}
