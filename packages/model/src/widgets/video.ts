import { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

// Ours: provider video ids are short (YouTube's are 11 characters).
const MAX_VIDEO_ID_LENGTH = 100;

export const videoProviderSchema = z.enum(['Vimeo', 'YouTube']);

/** Where a video comes from (also a background's video). */
export const videoSourceFields = {
  url: resourceUrlSchema.optional(),
  video_id: z.string().min(1).max(MAX_VIDEO_ID_LENGTH).optional(),
  provider_name: videoProviderSchema.optional(),
  thumbnail_url: resourceUrlSchema.optional(),
};

/** widgets-and-authoring.md §3 "Video". */
export const videoWidgetFields = {
  ...videoSourceFields,
  /** An author-chosen poster replacing the provider's thumbnail. */
  custom_thumbnail: resourceUrlSchema.nullable().optional(),
  /** Seconds into the video where playback starts. */
  start_time: z.number().min(0).optional(),
  autoplay: z.boolean().optional(),
  loop: z.boolean().optional(),
  mute: z.boolean().optional(),
  controls: z.boolean().optional(),
  /** Width-to-height ratios of the poster and of the actual video. */
  aspect_poster: z.number().positive().optional(),
  aspect_real: z.number().positive().optional(),
};

export const videoWidgetSchema = defineWidgetKind('video', videoWidgetFields);
export type VideoWidget = z.infer<typeof videoWidgetSchema>;
