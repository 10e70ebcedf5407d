import { z } from 'zod';
import { hexColorSchema, opacitySchema } from '../schemas/color';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';
import { cornerRadiiSchema } from './picture';

// Ours: a polygon needs three sides; beyond 100 it is a circle to the eye.
const MIN_POLYGON_SIDES = 3;
const MAX_POLYGON_SIDES = 100;

export const shapeTypeSchema = z.enum(['rectangle', 'ellipse', 'polygon', 'line', 'icon']);
export const strokeStyleSchema = z.enum(['solid', 'double', 'dotted', 'dashed']);

/** widgets-and-authoring.md §3 "Shape widget". */
export const shapeWidgetFields = {
  tp: shapeTypeSchema.optional(),
  /** Polygon only. */
  sides: z.int().min(MIN_POLYGON_SIDES).max(MAX_POLYGON_SIDES).optional(),
  /** The icon's (or line's) colour. */
  color: hexColorSchema.optional(),
  bg_color: hexColorSchema.optional(),
  bg_opacity: opacitySchema.optional(),
  opacity: opacitySchema.optional(),
  borders: z
    .strictObject({
      width: z.number().min(0).optional(),
      color: hexColorSchema.optional(),
      opacity: opacitySchema.optional(),
      style: strokeStyleSchema.optional(),
    })
    .optional(),
  radius: z.number().min(0).optional(),
  /** A rectangle's independent corner radii; when present they replace radius. */
  radius_rect_independent: cornerRadiiSchema.optional(),
  /** The icon's vector source. */
  iconUrl: resourceUrlSchema.optional(),
  rasterUrl: resourceUrlSchema.optional(),
  raster2xUrl: resourceUrlSchema.optional(),
  raster3xUrl: resourceUrlSchema.optional(),
};

export const shapeWidgetSchema = defineWidgetKind('shape', shapeWidgetFields);
export type ShapeWidget = z.infer<typeof shapeWidgetSchema>;
