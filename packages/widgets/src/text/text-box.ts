import type { CSSProperties } from 'react';
import { baseTextLook, lookCss } from '@folio/model';
import { num } from '../css-values';

// widgets-and-authoring.md §3 "Text widget version 2": columns default to 1, 16 px apart (v3 `columns` too).
const DEFAULT_COLUMN_COUNT = 1;
const DEFAULT_COLUMN_GAP = 16;

/** The default text font as CSS (widgets-and-authoring.md §3: 18 / 26 px Roboto 400); blocks set only what differs. */
export const baseTextCss = lookCss(baseTextLook);

/** The box of a text widget in the default text font. */
export const textBoxStyle: CSSProperties = {
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  ...baseTextCss,
};

/** CSS columns; none for a single column. */
export function columnsStyle(count: unknown, gap: unknown): CSSProperties | undefined {
  const columns = num(count) ?? DEFAULT_COLUMN_COUNT;
  return columns > 1 ? { columnCount: columns, columnGap: num(gap) ?? DEFAULT_COLUMN_GAP } : undefined;
}
