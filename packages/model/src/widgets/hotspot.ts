import { z } from 'zod';
import { hexColorSchema } from '../schemas/color';
import { defineWidgetKind } from './common';

const MAX_TIP_LENGTH = 5000;

/** Hotspot: fields not shown in the spec; a spot that shows a tip beside it on hover or tap. */
export const hotspotWidgetFields = {
  tip_text: z.string().max(MAX_TIP_LENGTH).optional(),
  tip_position: z.enum(['top', 'right', 'bottom', 'left']).optional(),
  tip_w: z.number().min(0).optional(),
  color: hexColorSchema.optional(),
};

export const hotspotWidgetSchema = defineWidgetKind('hotspot', hotspotWidgetFields);
export type HotspotWidget = z.infer<typeof hotspotWidgetSchema>;
