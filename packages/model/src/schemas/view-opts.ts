import { z } from 'zod';

// viewer-and-project.md §3 / §9: default scale width 3600.
const DEFAULT_SCALE_WIDTH = 3600;

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
export type ViewOpts = Required<PartialViewOpts>;

/** viewer-and-project.md §3: viewOpts defaults (branding, scalableviewer and sticky are off unless set). */
export const defaultViewOpts: Readonly<ViewOpts> = Object.freeze({
  arrows: true,
  menubutton: true,
  projectinfo: true,
  sharebutton: true,
  pagecounter: true,
  controlsontop: false,
  viewertype: 'vertical',
  slidein: false,
  sticky: false,
  scalewidth: DEFAULT_SCALE_WIDTH,
  lqip: false,
  branding: false,
  scalableviewer: false,
});

/** The full options: every field the project did not set takes its default (an explicit undefined counts as unset). */
export function resolveViewOpts(partial: PartialViewOpts | undefined | null): ViewOpts {
  const resolved: ViewOpts = { ...defaultViewOpts };
  if (!partial) return resolved;
  for (const key of Object.keys(defaultViewOpts) as (keyof ViewOpts)[]) {
    const value = partial[key];
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  }
  return resolved;
}
