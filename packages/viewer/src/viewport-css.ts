import { hasCustomViewportWidth, minScaleWidth, viewportBreakpoints, viewports, type ViewportName } from '@folio/model';
import { VIEWPORT_BOX_CLASS, viewportBoxDeclarations, viewportVarKeys } from '@folio/widgets/placement';

// docs/viewer.md "Every viewport in the HTML": the server's HTML holds every page in every viewport it has (the
// section's data-viewports, its heights as --{key}-ph, each widget's place as --{key}-{property}); this style sheet,
// written from the model's viewports and breakpoints into the document's head by the server (not in the visitors'
// script), picks one by the window's width. So a phone gets its layout,
// at its scale, before any script runs (or with none), and hydration changes nothing.

export interface ViewportCssOptions {
  /** viewOpts.scalewidth: the widest a page is ever drawn. */
  scalewidth: number;
  /** viewOpts.scalableviewer: the default viewport grows past its design width. */
  scalableviewer: boolean;
  /**
   * Preview: the author picks the viewport (the preview bar, digit keys), so the root's data-viewport picks it, not
   * the window; phone and tablet pages are drawn at their design width at most.
   */
  preview: boolean;
}

/** Elements drawn in their page's viewports: a page's section and the fixed layer. */
const SCOPE = 'data-viewports';
const scope = (viewport: ViewportName) => `[${SCOPE}~=${viewport}]`;

/**
 * The page's scale to the window (--s) as page-scale.ts pageScale computes it: 100vw is the window's width with
 * its scrollbar, as innerWidth is; tan(atan2(a, b)) is a / b as a plain number.
 */
export function scaleExpression(viewport: ViewportName, { scalewidth, scalableviewer, preview }: ViewportCssOptions): string {
  const design = viewports[viewport].width;
  const ratio = (width: string) => `tan(atan2(${width},${design}px))`;
  if (viewport !== 'default') return ratio(`min(100vw,${preview ? design : scalewidth}px)`);
  const scaled = ratio(`min(max(100vw,${minScaleWidth(hasCustomViewportWidth({ scalewidth }))}px),${scalewidth}px)`);
  return scalableviewer ? scaled : `min(${scaled},1)`;
}

/** One viewport's rules for the elements `selector` picks: the page's width, height and scale, and its widgets' places. */
function viewportRules(viewport: ViewportName, selector: string, options: ViewportCssOptions): string {
  const key = viewportVarKeys[viewport];
  const base = viewportVarKeys.default;
  const height = key === base ? `var(--${base}-ph)` : `var(--${key}-ph,var(--${base}-ph))`;
  return `${selector}{--vw:${viewports[viewport].width};--ph:${height};--s:${scaleExpression(viewport, options)}}${selector} .${VIEWPORT_BOX_CLASS}{${viewportBoxDeclarations(viewport)}}`;
}

/**
 * The style sheet: the default viewport everywhere; viewer-and-project.md §3 "Viewport selection" over it — phone
 * portrait under 600 px, tablet portrait from 600 to 1024 px on pages that have it, and between them the nearest
 * design width on pages that do not (phone under 672 px). In preview the root's data-viewport decides instead.
 */
export function viewportCss(options: ViewportCssOptions): string {
  const { phoneBelow, tabletUpTo, nearestDefaultFrom } = viewportBreakpoints;
  const rules = [viewportRules('default', `[${SCOPE}]`, options)];
  if (options.preview) {
    for (const viewport of ['tablet_portrait', 'phone_portrait'] as const) rules.push(viewportRules(viewport, `[data-viewport=${viewport}] ${scope(viewport)}`, options));
  } else {
    rules.push(
      `@media (width < ${phoneBelow}px){${viewportRules('phone_portrait', scope('phone_portrait'), options)}}`,
      `@media (${phoneBelow}px <= width <= ${tabletUpTo}px){${viewportRules('tablet_portrait', scope('tablet_portrait'), options)}}`,
      `@media (${phoneBelow}px <= width < ${nearestDefaultFrom}px){${viewportRules('phone_portrait', `${scope('phone_portrait')}:not(${scope('tablet_portrait')})`, options)}}`,
    );
  }
  return rules.join('\n');
}

/** The attribute that names the viewports an element is drawn in (pageViewports), read by the style sheet. */
export const viewportsAttribute = (names: readonly ViewportName[]) => ({ [SCOPE]: names.join(' ') });

/** The custom properties of a page's heights in its viewports (pageHeight of each), the default's first. */
export function pageHeightVars(heights: readonly { viewport: ViewportName; height: number }[]): Record<string, string> {
  const vars: Record<string, string> = {};
  const base = heights[0]?.height;
  for (const { viewport, height } of heights) if (viewport === 'default' || height !== base) vars[`--${viewportVarKeys[viewport]}-ph`] = String(height);
  return vars;
}
