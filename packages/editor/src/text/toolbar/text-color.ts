import { textToolbarConstants } from '@folio/model';
import { swatchOf, swatchParts } from '../../constructor/library/swatch-colors';

// The text colour as the toolbar shows and writes it (widgets-and-authoring.md §3 inline style "color": hex with its
// alpha): RRGGBB and an opacity in whole per cent. A named style's colour may carry an opacity of its own.

const DEFAULT_SHOWN = '000000';

/** What the colour control shows: the colour drawn (the box's black when none) and its opacity in per cent. */
export function shownColor(color: string | undefined, opacity = 1): { hex: string; percent: number } {
  // swatchParts gives the colour's own alpha in per cent.
  const { hex, opacity: percent } = swatchParts(color ?? DEFAULT_SHOWN);
  return { hex, percent: Math.round(percent * opacity) };
}

/** An inline colour: RRGGBB when opaque, RRGGBBAA otherwise. */
export function inlineColor(hex: string, percent: number): string {
  const swatch = swatchOf(hex, percent);
  return percent >= textToolbarConstants.opacityMaxPercent ? swatch.slice(0, 6) : swatch;
}
