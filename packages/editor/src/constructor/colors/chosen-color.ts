import { rememberColor } from './recent-colors';

/**
 * The colour a panel with live edits (the text toolbar's colour) has written, remembered as one of the author's
 * recent colours when the panel closes: a drag in the picker or steps of the opacity leave one entry, not one a step.
 */
export interface ChosenColor {
  /** A colour written to the text (RRGGBB or RRGGBBAA). */
  wrote: (color: string) => void;
  /** The style's own colour back: nothing of this panel's to remember. */
  cleared: () => void;
  /** The panel closes: the last colour written, if any, goes first in the recent colours. */
  closed: () => void;
}

export function chosenColor(remember: (color: string) => void = rememberColor): ChosenColor {
  let last: string | null = null;
  return {
    wrote: (color) => {
      last = color;
    },
    cleared: () => {
      last = null;
    },
    closed: () => {
      if (last) remember(last);
      last = null;
    },
  };
}
