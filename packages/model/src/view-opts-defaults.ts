import { chromeConstants } from './constants';

// viewer-and-project.md §3: the viewer options (viewOpts) and their defaults. Zod-free, so the viewer can
// resolve them too; the schema that validates stored options is schemas/view-opts.ts.
export interface ViewOpts {
  arrows: boolean;
  menubutton: boolean;
  projectinfo: boolean;
  sharebutton: boolean;
  pagecounter: boolean;
  controlsontop: boolean;
  viewertype: 'vertical' | 'horizontal';
  slidein: boolean;
  /** The sticky variant of the vertical viewer (viewer-and-project.md §2: "optional sticky vertical mode"). */
  sticky: boolean;
  scalewidth: number;
  lqip: boolean;
  branding: boolean;
  scalableviewer: boolean;
}

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
  scalewidth: chromeConstants.defaultScaleWidth,
  lqip: false,
  branding: false,
  scalableviewer: false,
});

/**
 * The full options: every field the project did not set (or set to a value of the wrong kind, as in data
 * that was never validated) takes its default.
 */
export function resolveViewOpts(partial: Partial<Record<keyof ViewOpts, unknown>> | undefined | null): ViewOpts {
  const resolved: ViewOpts = { ...defaultViewOpts };
  if (!partial) return resolved;
  for (const key of Object.keys(defaultViewOpts) as (keyof ViewOpts)[]) {
    const value = partial[key];
    if (value !== undefined && typeof value === typeof defaultViewOpts[key]) Object.assign(resolved, { [key]: value });
  }
  return resolved;
}

/**
 * viewer-and-project.md §3: the default viewport's "min_scale_width 769 with a custom viewport width flag, else 1024".
 * The options name no such flag; ours is a scale width of the project's own (viewOpts.scalewidth other than the
 * default): the author chose how wide pages are drawn, so desktop pages also shrink with windows down to 769 px wide
 * instead of staying at 1024 and scrolling sideways.
 */
export function hasCustomViewportWidth(opts: Pick<ViewOpts, 'scalewidth'>): boolean {
  return opts.scalewidth !== defaultViewOpts.scalewidth;
}
