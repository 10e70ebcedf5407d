import { z } from 'zod';
import { hexColorSchema, opacitySchema } from '../schemas/color';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';
import { type PictureUrlKey } from '../widget-validity';

export { isPictureValid } from '../widget-validity';

// Ours: alt text is for screen readers, a sentence or two.
const MAX_ALT_LENGTH = 1000;
const MAX_PICTURE_TYPE_LENGTH = 100;

const lengthSchema = z.number().min(0);

export const cornerRadiiSchema = z.strictObject({
  tl: lengthSchema.optional(),
  tr: lengthSchema.optional(),
  bl: lengthSchema.optional(),
  br: lengthSchema.optional(),
});

const pictureUrlFields = {
  url: resourceUrlSchema.optional(),
  finalUrl: resourceUrlSchema.optional(),
  final2xUrl: resourceUrlSchema.optional(),
  final3xUrl: resourceUrlSchema.optional(),
  unscaledUrl: resourceUrlSchema.optional(),
  unscaledOptimizedUrl: resourceUrlSchema.optional(),
  effectUrl: resourceUrlSchema.optional(),
  editedVectorUrl: resourceUrlSchema.optional(),
  lambdaUrl: resourceUrlSchema.optional(),
  /** The low-quality placeholder shown while the picture loads. */
  lqipUrl: resourceUrlSchema.optional(),
} satisfies Record<PictureUrlKey, unknown>;

/** widgets-and-authoring.md §3 "Picture widget": the picture itself. */
export const pictureSourceSchema = z.strictObject({
  ...pictureUrlFields,
  /** The media type (e.g. image/jpeg, image/svg+xml); vector pictures are fetched and inlined. */
  type: z.string().min(1).max(MAX_PICTURE_TYPE_LENGTH).optional(),
  /** The crop the final urls were rendered with, in the original picture's pixels. */
  crop: z
    .strictObject({ x: lengthSchema, y: lengthSchema, w: lengthSchema, h: lengthSchema })
    .optional(),
});
export type PictureSource = z.infer<typeof pictureSourceSchema>;

/** widgets-and-authoring.md §3 "Picture widget". */
export const pictureWidgetFields = {
  picture: pictureSourceSchema.optional(),
  alt: z.string().max(MAX_ALT_LENGTH).optional(),
  opacity: opacitySchema.optional(),
  border_size: lengthSchema.optional(),
  border_color: hexColorSchema.optional(),
  border_radius: lengthSchema.optional(),
  border_radius_max: lengthSchema.optional(),
  /** Independent corner radii; when present they replace border_radius. */
  border_radius_independent: cornerRadiiSchema.optional(),
  cropX: lengthSchema.optional(),
  cropY: lengthSchema.optional(),
  cropW: lengthSchema.optional(),
  cropH: lengthSchema.optional(),
  originalW: lengthSchema.optional(),
  originalH: lengthSchema.optional(),
  /** Horizontal anchor of the picture when it fills the full height. */
  fhpos: z.enum(['left', 'center', 'right']).optional(),
  /** Vertical anchor of the picture when it fills the full width. */
  fwpos: z.enum(['top', 'center', 'bottom']).optional(),
  /** Click opens the full-size image preview. */
  preview_enabled: z.boolean().optional(),
  preview_overlay_color: hexColorSchema.optional(),
};

export const pictureWidgetSchema = defineWidgetKind('picture', pictureWidgetFields);
export type PictureWidget = z.infer<typeof pictureWidgetSchema>;
