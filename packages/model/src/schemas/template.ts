import { z } from 'zod';
import { objectIdSchema } from './ids';

export const MAX_TEMPLATE_NAME_LENGTH = 200;

/** widgets-and-authoring.md §3 "Template": id, name (PUT /api/template/ body). */
export const templateSchema = z.strictObject({
  id: objectIdSchema,
  name: z.string().trim().min(1, { message: 'Enter a template name' }).max(MAX_TEMPLATE_NAME_LENGTH),
});
export type Template = z.infer<typeof templateSchema>;

/** DELETE /api/template/ body. */
export const templateDeleteBodySchema = templateSchema.pick({ id: true });
