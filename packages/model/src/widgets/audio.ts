import { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

const MAX_TITLE_LENGTH = 500;

/** Audio: fields not shown in the spec; an audio file or stream with a title, played on demand or automatically. */
export const audioWidgetFields = {
  url: resourceUrlSchema.optional(),
  title: z.string().max(MAX_TITLE_LENGTH).optional(),
  autoplay: z.boolean().optional(),
  loop: z.boolean().optional(),
};

export const audioWidgetSchema = defineWidgetKind('audio', audioWidgetFields);
export type AudioWidget = z.infer<typeof audioWidgetSchema>;
