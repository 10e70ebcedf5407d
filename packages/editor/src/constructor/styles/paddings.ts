import { paddingsConstants, type Paddings } from '@folio/model';

// widgets-and-authoring.md §5: "Padding inputs: whole numbers, minimum 0, step 1 (10 while shift is held); dragged
// values are clamped to at least 0." The rules of the paddings editor, apart from its drawing.

export const paddingSides = ['top', 'right', 'bottom', 'left'] as const;
export type PaddingSide = (typeof paddingSides)[number];
export type FilledPaddings = Record<PaddingSide, number>;

const WHOLE_NUMBER = /^\d+$/;

/** Every side of a block's paddings, a missing one as 0. */
export function filledPaddings(paddings: Paddings | undefined): FilledPaddings {
  return { top: paddings?.top ?? 0, right: paddings?.right ?? 0, bottom: paddings?.bottom ?? 0, left: paddings?.left ?? 0 };
}

/** What a padding input holds, read: a whole number of at least 0, or not a padding. */
export function parsePadding(text: string): { ok: true; value: number } | { ok: false } {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value >= paddingsConstants.min ? { ok: true, value } : { ok: false };
}

/** An arrow key's step: 1, or 10 with shift, never below 0. */
export function stepPadding(value: number, direction: 1 | -1, shift: boolean): number {
  const step = shift ? paddingsConstants.shiftStep : paddingsConstants.step;
  return Math.max(paddingsConstants.min, Math.round(value) + direction * step);
}

/**
 * The padding of a side while its handle is dragged `delta` screen px from where it was grabbed: the handle stands
 * on the inner edge of the padding, so moving it towards the block's middle makes the padding larger. `scale` is
 * screen px per block px (the canvas's zoom). Whole numbers, clamped at 0.
 */
export function draggedPadding(start: number, side: PaddingSide, delta: { dx: number; dy: number }, scale: number): number {
  const inwards = side === 'top' ? delta.dy : side === 'bottom' ? -delta.dy : side === 'left' ? delta.dx : -delta.dx;
  return Math.max(paddingsConstants.min, Math.round(start + inwards / scale));
}
