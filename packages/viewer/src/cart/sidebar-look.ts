// The sidebar's colours from its cart widget's bar-* fields (ecommerce.md §3 "Cart widget settings", §9): the text
// and background, the hover colour (10% lighter on very dark backgrounds, else 10% darker) and the secondary text
// (45% of the text's opacity). Pure, so it is tested without a browser.
import { shopConstants, shopWidgetConstants, type EcommercecartWidget } from '@folio/model';
import type { CSSProperties } from 'react';

type Rgb = readonly [number, number, number];
const HEX_COLOR = /^[0-9a-f]{6}$/i;
const CHANNEL_MAX = 255;

function parseHex(value: unknown, fallback: string): Rgb {
  const hex = typeof value === 'string' && HEX_COLOR.test(value.slice(0, 6)) ? value.slice(0, 6) : fallback;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

// WCAG 2 relative luminance and contrast ratio.
const LINEAR_THRESHOLD = 0.03928;
const LINEAR_DIVISOR = 12.92;
const GAMMA_OFFSET = 0.055;
const GAMMA_SCALE = 1.055;
const GAMMA = 2.4;
const LUMA = [0.2126, 0.7152, 0.0722] as const;
const CONTRAST_OFFSET = 0.05;

export function luminance(rgb: Rgb): number {
  return rgb.reduce((sum, channel, i) => {
    const c = channel / CHANNEL_MAX;
    const linear = c <= LINEAR_THRESHOLD ? c / LINEAR_DIVISOR : ((c + GAMMA_OFFSET) / GAMMA_SCALE) ** GAMMA;
    return sum + LUMA[i]! * linear;
  }, 0);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + CONTRAST_OFFSET) / (dark + CONTRAST_OFFSET);
}

/**
 * ecommerce.md §9: a background is very dark when its luminance is below 0.05 and its contrast with the text is at
 * least 8; the hover colour is then 10% lighter (10% of the way to white), else 10% darker.
 */
export function hoverColor(background: Rgb, text: Rgb): Rgb {
  const veryDark = luminance(background) < shopConstants.darkBackgroundMaxLuminance && contrastRatio(background, text) >= shopConstants.darkBackgroundMinContrastGap;
  const shift = shopConstants.hoverColorShift;
  return background.map((c) => Math.round(veryDark ? c + (CHANNEL_MAX - c) * shift : c * (1 - shift))) as unknown as Rgb;
}

// WCAG 2 AA: normal-size text needs 4.5:1; the checkout's field labels are raised to it.
const AA_TEXT_CONTRAST = 4.5;
const LABEL_ALPHA_STEP = 0.01;

const blend = (text: Rgb, background: Rgb, alpha: number) => text.map((c, i) => Math.round(c * alpha + background[i]! * (1 - alpha))) as unknown as Rgb;

/**
 * The opacity of the checkout's field labels: the secondary text's, raised until the label reaches 4.5:1 against the
 * sidebar's background (WCAG AA), at most the text's own opacity (a text colour too close to the background cannot
 * do better than itself).
 */
export function labelOpacity(text: Rgb, background: Rgb, textOpacity: number): number {
  let alpha = textOpacity * shopConstants.secondaryTextOpacityRatio;
  while (alpha < textOpacity && contrastRatio(blend(text, background, alpha), background) < AA_TEXT_CONTRAST) alpha += LABEL_ALPHA_STEP;
  return Math.min(alpha, textOpacity);
}

const css = ([r, g, b]: Rgb, alpha: number) => `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
const opacity = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : 1);

export interface SidebarLook {
  color: string;
  secondary: string;
  /** The checkout's field labels: the secondary text raised to 4.5:1 against the background. */
  label: string;
  background: string;
  hover: string;
}

/** The sidebar's colours for a cart widget (ours: its defaults are the cart button's, black on white). */
export function sidebarLook(widget: Partial<EcommercecartWidget>): SidebarLook {
  const text = parseHex(widget['bar-color'], shopWidgetConstants.cartColor);
  const background = parseHex(widget['bar-background-color'], shopWidgetConstants.cartBackgroundColor);
  const textOpacity = opacity(widget['bar-color-opacity']);
  const backgroundOpacity = opacity(widget['bar-background-color-opacity']);
  return {
    color: css(text, textOpacity),
    secondary: css(text, textOpacity * shopConstants.secondaryTextOpacityRatio),
    label: css(text, labelOpacity(text, background, textOpacity)),
    background: css(background, backgroundOpacity),
    hover: css(hoverColor(background, text), backgroundOpacity),
  };
}

const FONT_FAMILY_UNSAFE = /[^\w\s,'-]/g;
// The panel's shadow when the widget's bar-shadow setting is on (ours; off, the panel has none).
const PANEL_SHADOW = '-12px 0 40px rgba(0, 0, 0, 0.18)';

/** The sidebar's CSS variables, shadow and font from the widget (fonts and spacing as the cart button draws them). */
export function sidebarStyle(widget: Partial<EcommercecartWidget>): CSSProperties {
  const look = sidebarLook(widget);
  const family = widget['bar-font-family']?.replace(FONT_FAMILY_UNSAFE, '');
  return {
    '--fo-cart-color': look.color,
    '--fo-cart-secondary': look.secondary,
    '--fo-cart-label': look.label,
    '--fo-cart-bg': look.background,
    '--fo-cart-hover': look.hover,
    '--fo-cart-shadow': widget['bar-shadow'] ? PANEL_SHADOW : 'none',
    ...(family ? { fontFamily: `${family}, var(--fo-cart-font)` } : {}),
    ...(widget['bar-font-style'] ? { fontStyle: widget['bar-font-style'] } : {}),
    ...(widget['bar-font-weight'] ? { fontWeight: widget['bar-font-weight'] } : {}),
    ...(typeof widget['bar-letter-spacing'] === 'number' ? { letterSpacing: `${widget['bar-letter-spacing']}px` } : {}),
  } as CSSProperties;
}
