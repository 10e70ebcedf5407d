import { z } from 'zod';

// widgets-and-authoring.md §3: colours are stored as hex without '#': RRGGBB (bg_color 'ffffff') or RRGGBBAA
// (default link colour '0080FF64'). Case is kept as the author typed it.
const HEX_COLOR_PATTERN = /^(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const RGBA_HEX_COLOR_PATTERN = /^[0-9a-fA-F]{8}$/;

/** RRGGBB or RRGGBBAA, no '#'. */
export const hexColorSchema = z
  .string()
  .regex(HEX_COLOR_PATTERN, { message: 'Expected a colour as 6 or 8 hex digits without #' });

/** RRGGBBAA, no '#': a colour that always carries its alpha (swatches). */
export const rgbaHexColorSchema = z
  .string()
  .regex(RGBA_HEX_COLOR_PATTERN, { message: 'Expected a colour as 8 hex digits (RRGGBBAA) without #' });

/** 0 (transparent) to 1 (opaque). */
export const opacitySchema = z.number().min(0).max(1);

export type HexColor = z.infer<typeof hexColorSchema>;
