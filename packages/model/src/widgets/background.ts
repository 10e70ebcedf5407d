import { z } from 'zod';
import { hexColorSchema } from '../schemas/color';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';
import { slideshowPictureSchema, slideshowTimingFields } from './slideshow';
import { videoSourceFields } from './video';

/** widgets-and-authoring.md §3 "Background widget". */
export const backgroundWidgetFields = {
  selectedType: z.enum(['picture', 'video', 'slideshow']).optional(),
  color: hexColorSchema.optional(),
  picture: z
    .strictObject({
      url: resourceUrlSchema.optional(),
      /** A small, quickly loaded version shown first. */
      poorUrl: resourceUrlSchema.optional(),
    })
    .optional(),
  video: z.strictObject(videoSourceFields).optional(),
  slideshow: z
    .strictObject({
      pictures: z.array(slideshowPictureSchema).optional(),
      ...slideshowTimingFields,
    })
    .optional(),
  mute: z.boolean().optional(),
  loop: z.boolean().optional(),
};

export const backgroundWidgetSchema = defineWidgetKind('background', backgroundWidgetFields);
export type BackgroundWidget = z.infer<typeof backgroundWidgetSchema>;
