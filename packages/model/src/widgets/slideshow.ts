import { z } from 'zod';
import { resourceUrlSchema } from '../schemas/url';
import { defineWidgetKind } from './common';

// widgets-and-authoring.md §5 / §9: default delay 4 s, crossfade 0.5 s.
const DEFAULT_SLIDESHOW_DELAY = 4;
const DEFAULT_SLIDESHOW_CROSSFADE = 0.5;
// Ours: bounds on one slideshow.
const MAX_SLIDESHOW_PICTURES = 200;
const MAX_SLIDESHOW_NAME_LENGTH = 200;
const MAX_UUID_LENGTH = 64;

export const slideshowPictureSchema = z.strictObject({
  uuid: z.string().min(1).max(MAX_UUID_LENGTH),
  num: z.int().min(0).optional(),
  url: resourceUrlSchema.optional(),
  poorUrl: resourceUrlSchema.optional(),
  thumbUrl: resourceUrlSchema.optional(),
});
export type SlideshowPicture = z.infer<typeof slideshowPictureSchema>;

/** Seconds between pictures and seconds of cross-fade. */
export const slideshowTimingFields = {
  delay: z.number().positive().default(DEFAULT_SLIDESHOW_DELAY),
  crossfade: z.number().min(0).default(DEFAULT_SLIDESHOW_CROSSFADE),
};

/** widgets-and-authoring.md §3 "Slideshow". */
export const slideshowWidgetFields = {
  pictures: z.array(slideshowPictureSchema).max(MAX_SLIDESHOW_PICTURES).optional(),
  ...slideshowTimingFields,
  name: z.string().max(MAX_SLIDESHOW_NAME_LENGTH).optional(),
};

export const slideshowWidgetSchema = defineWidgetKind('slideshow', slideshowWidgetFields);
export type SlideshowWidget = z.infer<typeof slideshowWidgetSchema>;

/**
 * widgets-and-authoring.md §5: "Slideshow delay must not be shorter than the crossfade (an error is logged
 * otherwise)". A rule, not a schema rejection: such a slideshow is stored and still plays.
 */
export function isSlideshowTimingValid(timing: { delay?: number | undefined; crossfade?: number | undefined }): boolean {
  return (timing.delay ?? DEFAULT_SLIDESHOW_DELAY) >= (timing.crossfade ?? DEFAULT_SLIDESHOW_CROSSFADE);
}
