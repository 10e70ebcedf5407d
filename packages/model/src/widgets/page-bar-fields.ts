import { z } from 'zod';
import { hexColorSchema, opacitySchema } from '../schemas/color';

/**
 * Header and footer (rmheader, rmfooter): fields not shown in the spec. A bar across the page; its height is the
 * widget's h. `sticky` keeps it on screen while the page scrolls.
 */
export const pageBarFields = {
  bg_color: hexColorSchema.optional(),
  bg_opacity: opacitySchema.optional(),
  sticky: z.boolean().optional(),
};
