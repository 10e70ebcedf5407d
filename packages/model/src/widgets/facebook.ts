import type { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

/** Facebook feed: fields not shown in the spec; the page or post to show. */
export const facebookWidgetFields = { url: resourceUrlSchema.optional() };

export const facebookWidgetSchema = defineWidgetKind('facebook', facebookWidgetFields);
export type FacebookWidget = z.infer<typeof facebookWidgetSchema>;
