import { hasCustomViewportWidth, minScaleWidth, viewports, type ViewportName } from '@folio/model';

// The page's scale to the window as the scripts use it (page turns, offsets, presentation mode: state.scale and
// --folio-scale), measured by the page lifecycle (lifecycle-runtime.ts, a chunk loaded after hydration). The first
// paint's scale is the same rule in CSS (viewport-css.ts scaleExpression), so the first page's script carries none.

export interface ScaleInput {
  windowWidth: number;
  viewport: ViewportName;
  /** viewOpts.scalewidth: the widest the page is ever drawn. */
  scalewidth: number;
  /** viewOpts.scalableviewer: the default viewport grows past its design width. */
  scalableviewer: boolean;
  /** Preview draws phone and tablet pages at their design width at most, like the device would. */
  preview?: boolean;
}

/**
 * viewer-and-project.md §3 "Viewports": phone and tablet pages always fit the window width. The default
 * viewport is never drawn narrower than its min_scale_width (1024: a narrower window scrolls sideways
 * rather than shrinking the design; 769 for a project with a scale width of its own, hasCustomViewportWidth),
 * and grows past its design width only when the project is scalable, up to scalewidth.
 */
export function pageScale({ windowWidth, viewport, scalewidth, scalableviewer, preview = false }: ScaleInput): number {
  const design = viewports[viewport].width;
  if (!windowWidth) return 1;
  if (viewport !== 'default') return Math.min(windowWidth, preview ? design : scalewidth) / design;
  const width = Math.min(Math.max(windowWidth, minScaleWidth(hasCustomViewportWidth({ scalewidth }))), scalewidth);
  return scalableviewer ? width / design : Math.min(width / design, 1);
}
