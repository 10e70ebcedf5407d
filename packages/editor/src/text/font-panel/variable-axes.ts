import type { FontAxis } from '@folio/model';

// What a variable axis draws at when the text does not set it (CSS Fonts 4 §"font-variation-settings" and the
// registered axes): the weight drives wght, the size drives opsz (font-optical-sizing: auto), font-stretch normal is
// wdth 100 and an upright style slnt 0 — each within the font's range; any other axis sits at the font's default.
// The panel shows this value, and a value moved back onto it is not written.

// CSS font-stretch: normal, as a wdth percentage.
const NORMAL_WIDTH = 100;
const UPRIGHT_SLANT = 0;

export interface DrawnFace {
  weight: number;
  /** The text's size in px, when known. */
  size?: number | undefined;
}

const within = (axis: FontAxis, value: number) => Math.min(axis.max, Math.max(axis.min, value));

export function automaticAxisValue(axis: FontAxis, face: DrawnFace): number {
  switch (axis.tag) {
    case 'wght':
      return within(axis, face.weight);
    case 'opsz':
      return face.size === undefined ? axis.default : within(axis, face.size);
    case 'wdth':
      return within(axis, NORMAL_WIDTH);
    case 'slnt':
      return within(axis, UPRIGHT_SLANT);
    default:
      return axis.default;
  }
}
