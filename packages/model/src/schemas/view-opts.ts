import { z } from 'zod';

export const viewerTypeSchema = z.enum(['vertical', 'horizontal']);
export type ViewerType = z.infer<typeof viewerTypeSchema>;

/** viewer-and-project.md §3: the project's viewer options (viewOpts). Stored sparse; read through resolveViewOpts. */
export const viewOptsSchema = z.strictObject({
  arrows: z.boolean().optional(),
  menubutton: z.boolean().optional(),
  projectinfo: z.boolean().optional(),
  sharebutton: z.boolean().optional(),
  pagecounter: z.boolean().optional(),
  controlsontop: z.boolean().optional(),
  viewertype: viewerTypeSchema.optional(),
  slidein: z.boolean().optional(),
  /** The sticky variant of the vertical viewer (viewer-and-project.md §2: "optional sticky vertical mode"). */
  sticky: z.boolean().optional(),
  scalewidth: z.number().positive().optional(),
  lqip: z.boolean().optional(),
  branding: z.boolean().optional(),
  scalableviewer: z.boolean().optional(),
});

export type PartialViewOpts = z.infer<typeof viewOptsSchema>;
