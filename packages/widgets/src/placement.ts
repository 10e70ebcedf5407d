import type { CSSProperties } from 'react';
import type { ViewportName, Widget } from '@folio/model';

/**
 * Where a widget's box goes (widgets-and-authoring.md §1 common fields), as CSS over the page's content frame:
 * a frame `--vw` page pixels wide, centred in its page box (a size container, so 100cqw is the window's width)
 * and scaled by `--s`. Window edges in frame pixels are therefore `--vw/2 ∓ 50cqw/--s`. See docs/viewer.md,
 * "Widget placement".
 *
 * - x, y, w, h: the box on the page; z its stacking order.
 * - is_full_width / is_full_height: the box spans the window's width (page height) less full_*_margin on each side.
 * - sticked left/right: the box keeps sticked_margin from that window edge; top/bottom: from the page's top/bottom.
 * - fixed_position: drawn by the viewer's fixed layer instead (see fixedPlacement), pinned to the window.
 */

const px = (value: number) => `${value}px`;
const WINDOW_LEFT = 'calc(var(--vw) * 0.5px - 50cqw / var(--s))';
const WINDOW_WIDTH = 'calc(100cqw / var(--s))';
const windowLeftPlus = (offset: number) => `calc(var(--vw) * 0.5px - 50cqw / var(--s) + ${px(offset)})`;
const windowRightMinus = (offset: number) => `calc(var(--vw) * 0.5px + 50cqw / var(--s) - ${px(offset)})`;

export function placementStyle(widget: Widget): CSSProperties {
  const sticked = widget.sticked ?? {};
  const stickMargin = widget.sticked_margin ?? 0;
  const style: CSSProperties = { position: 'absolute', left: widget.x, top: widget.y, width: widget.w, height: widget.h, zIndex: widget.z };
  if (widget.is_full_width) {
    const margin = widget.full_width_margin ?? 0;
    style.left = margin ? windowLeftPlus(margin) : WINDOW_LEFT;
    style.width = margin ? `calc(100cqw / var(--s) - ${px(2 * margin)})` : WINDOW_WIDTH;
  } else if (sticked.left) style.left = windowLeftPlus(stickMargin);
  else if (sticked.right) style.left = windowRightMinus(stickMargin + widget.w);
  if (widget.is_full_height) {
    const margin = widget.full_height_margin ?? 0;
    style.top = margin;
    style.height = `calc(var(--ph) * 1px - ${px(2 * margin)})`;
  } else if (sticked.top) style.top = stickMargin;
  else if (sticked.bottom) style.top = `calc(var(--ph) * 1px - ${px(stickMargin + widget.h)})`;
  return style;
}

type Anchor = NonNullable<Exclude<Widget['fixed_position'], false>>;

/**
 * Where a widget is pinned to the window, if anywhere: its fixed_position, or for a sticky header or footer
 * (rmheader / rmfooter with `sticky`) the top or the bottom edge. Read on the effective (viewport's) widget.
 */
export function fixedAnchorOf(widget: Widget): Anchor | undefined {
  if (widget.fixed_position) return widget.fixed_position;
  if (widget.type === 'rmheader' && widget.sticky === true) return 't';
  if (widget.type === 'rmfooter' && widget.sticky === true) return 'b';
  return undefined;
}
// The share of the window (and of the page) an anchor measures from: 0 (left/top), 50 (centre) or 100 (right/bottom).
const HORIZONTAL: Record<Anchor, number> = { tl: 0, l: 0, bl: 0, t: 50, c: 50, b: 50, tr: 100, r: 100, br: 100 };
const VERTICAL: Record<Anchor, number> = { tl: 0, t: 0, tr: 0, l: 50, c: 50, r: 50, bl: 100, b: 100, br: 100 };

/**
 * A widget pinned to the window (fixed_position): the distance it has on the page from its anchor's edge (or
 * centre) — the page's width `viewportWidth` and height `pageHeight` — is kept, scaled, from the same edge of
 * the window. Returns the wrapper's style for the viewer's fixed layer; the widget draws at 0, 0 inside it.
 */
export function fixedPlacement(widget: Widget, anchor: Anchor, viewportWidth: number, pageHeight: number): CSSProperties {
  const h = HORIZONTAL[anchor];
  const v = VERTICAL[anchor];
  const style: CSSProperties = {
    position: 'absolute',
    left: `calc(${h}% + var(--s) * ${px(widget.x - (h / 100) * viewportWidth)})`,
    top: `calc(${v}% + var(--s) * ${px(widget.y - (v / 100) * pageHeight)})`,
    width: widget.w,
    height: widget.h,
    zIndex: widget.z,
    transform: 'scale(var(--s))',
    transformOrigin: '0 0',
  };
  // Full width: the window's width less the margins (the layer is a size container as wide as the window).
  if (widget.is_full_width) {
    const margin = widget.full_width_margin ?? 0;
    style.left = `calc(var(--s) * ${px(margin)})`;
    style.width = `calc(100cqw / var(--s) - ${px(2 * margin)})`;
  }
  return style;
}

/**
 * docs/viewer.md "Every viewport in the HTML": the viewer draws a widget's place in every viewport its page has as
 * custom properties on its box, `--{key}-{property}` (key d default, t tablet portrait, p phone portrait), and its CSS
 * picks one set by media query. The markup is then the same whatever the window, so the browser lays the page out
 * for its width before any script runs, and hydration changes nothing.
 */
export const viewportVarKeys: Record<ViewportName, string> = { default: 'd', tablet_portrait: 't', phone_portrait: 'p' };

/** The box properties that differ by viewport: the CSS property, its custom property's suffix and its value unset. */
export const viewportBoxProperties = [
  { css: 'left', suffix: 'l', unset: 'auto' },
  { css: 'top', suffix: 't', unset: 'auto' },
  { css: 'width', suffix: 'w', unset: 'auto' },
  { css: 'height', suffix: 'h', unset: 'auto' },
  { css: 'z-index', suffix: 'z', unset: 'auto' },
  { css: 'transform', suffix: 'r', unset: 'none' },
  { css: 'display', suffix: 'v', unset: 'block' },
] as const;

/** The class of a box placed by viewport custom properties (the viewer's CSS maps them). */
export const VIEWPORT_BOX_CLASS = 'folio-vp';

/** One viewport's place of a box: its style there (placementStyle or fixedPlacement) and whether it is hidden there. */
export interface ViewportBox {
  viewport: ViewportName;
  style: CSSProperties;
  hidden: boolean;
}

type BoxSuffix = (typeof viewportBoxProperties)[number]['suffix'];

function boxValues({ style, hidden }: ViewportBox): Record<BoxSuffix, string | undefined> {
  const length = (value: CSSProperties['left']) => (typeof value === 'number' ? px(value) : value);
  return {
    l: length(style.left),
    t: length(style.top),
    w: length(style.width),
    h: length(style.height),
    z: style.zIndex === undefined ? undefined : String(style.zIndex),
    r: style.transform,
    v: hidden ? 'none' : undefined,
  };
}

/**
 * The custom properties of a box drawn in several viewports (the default one first): the default viewport's values,
 * and another viewport's only where they differ from the default's (the CSS falls back to the default's).
 */
export function viewportBoxVars(boxes: readonly ViewportBox[]): Record<string, string> {
  const vars: Record<string, string> = {};
  const [first, ...others] = boxes;
  if (!first) return vars;
  const base = boxValues(first);
  for (const { suffix, unset } of viewportBoxProperties) {
    const value = base[suffix];
    if (value !== undefined && value !== unset) vars[`--${viewportVarKeys[first.viewport]}-${suffix}`] = value;
  }
  for (const box of others) {
    const values = boxValues(box);
    for (const { suffix, unset } of viewportBoxProperties) {
      const value = values[suffix] ?? unset;
      if (value !== (base[suffix] ?? unset)) vars[`--${viewportVarKeys[box.viewport]}-${suffix}`] = value;
    }
  }
  return vars;
}

/**
 * The CSS declarations that place a box by its custom properties in one viewport: the viewport's own value, else the
 * default viewport's, else the property's unset value.
 */
export function viewportBoxDeclarations(viewport: ViewportName): string {
  const key = viewportVarKeys[viewport];
  const base = viewportVarKeys.default;
  return viewportBoxProperties
    .map(({ css, suffix, unset }) => `${css}:${key === base ? `var(--${base}-${suffix},${unset})` : `var(--${key}-${suffix},var(--${base}-${suffix},${unset}))`}`)
    .join(';');
}
