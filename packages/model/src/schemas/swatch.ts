import { z } from 'zod';
import { rgbaHexColorSchema } from './color';

// Ours (swatch fields are not shown in widgets-and-authoring.md §3): a palette is a list of colours with alpha.
export const MAX_SWATCH_COLORS = 200;

/** A project's or an author's swatches: PUT /api/swatches/{project|global}/{id} and …/reset bodies. */
export const swatchSchema = z.strictObject({
  colors: z.array(rgbaHexColorSchema).max(MAX_SWATCH_COLORS),
});
export type Swatch = z.infer<typeof swatchSchema>;

/** PUT /api/swatches/…/move: move the colour at index `from` to index `to`. */
export const swatchMoveBodySchema = z.strictObject({
  from: z.int().min(0).max(MAX_SWATCH_COLORS - 1),
  to: z.int().min(0).max(MAX_SWATCH_COLORS - 1),
});
export type SwatchMoveBody = z.infer<typeof swatchMoveBodySchema>;

/** The swatches after a move; out-of-range indexes leave them unchanged. */
export function moveSwatchColor(swatch: Swatch, move: SwatchMoveBody): Swatch {
  const colors = [...swatch.colors];
  const [moved] = move.from < colors.length ? colors.splice(move.from, 1) : [];
  if (moved === undefined || move.to > colors.length) return swatch;
  colors.splice(move.to, 0, moved);
  return { colors };
}
