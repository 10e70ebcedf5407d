import { z } from 'zod';
import type { JobKind } from '../jobs/runner';
import { IMAGE_KEY_PATTERN, type ImagePipeline } from './image-pipeline';

/** The job that replaces a JPEG variant's quick copy with its optimised one (image-pipeline.ts). */
export const IMAGE_OPTIMISE_JOB = 'image.optimise';
// A page asks for its pictures' variants together: their optimisation waits until that burst has been answered, so
// it does not take the cores the first views need.
export const IMAGE_OPTIMISE_DELAY_MS = 3_000;

const payloadSchema = z.object({
  key: z.string().regex(IMAGE_KEY_PATTERN),
  request: z.object({
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    dpr: z.number().positive(),
    quality: z.number().int().min(1).max(100),
    webp: z.boolean(),
    crop: z.object({ x: z.number().int().min(0), y: z.number().int().min(0), w: z.number().int().positive(), h: z.number().int().positive() }).optional(),
    lqip: z.boolean(),
  }),
});

export function imageOptimiseJob(images: ImagePipeline): JobKind {
  return {
    kind: IMAGE_OPTIMISE_JOB,
    async run(payload, { progress }) {
      const job = payloadSchema.parse(payload);
      progress(0, 'Optimising the picture');
      const { blobKey, made } = await images.optimise(job);
      return { blobKey, made };
    },
  };
}
