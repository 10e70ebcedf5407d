import type { ReactNode } from 'react';
import { kindConstants } from '@folio/model';
import type { PictogramProps } from './types';

const { pictogramGridPx: GRID, pictogramStrokePx: STROKE } = kindConstants;

/**
 * A kind's pictogram: a line drawing on a 20 px grid, 1.5 px strokes with round ends, in the text's colour, so it
 * sits beside a label in any state (hover, selected, dark). Decorative: the label beside it names the kind.
 */
export function PictogramFrame({ size = GRID, children }: PictogramProps & { children: ReactNode }) {
  return (
    <svg
      className="folio-pictogram"
      viewBox={`0 0 ${GRID} ${GRID}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
