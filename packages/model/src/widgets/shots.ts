import { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

/**
 * Shots: fields not shown in the spec; a short uploaded (or converted from a url) video that plays like a moving
 * picture, with a poster until it starts.
 */
export const shotsWidgetFields = {
  video_url: resourceUrlSchema.optional(),
  poster_url: resourceUrlSchema.optional(),
  autoplay: z.boolean().optional(),
  loop: z.boolean().optional(),
  mute: z.boolean().optional(),
};

export const shotsWidgetSchema = defineWidgetKind('shots', shotsWidgetFields);
export type ShotsWidget = z.infer<typeof shotsWidgetSchema>;
