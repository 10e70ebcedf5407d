import type { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

/** Twitter feed: fields not shown in the spec; the profile or post to show. */
export const twitterWidgetFields = { url: resourceUrlSchema.optional() };

export const twitterWidgetSchema = defineWidgetKind('twitter', twitterWidgetFields);
export type TwitterWidget = z.infer<typeof twitterWidgetSchema>;
