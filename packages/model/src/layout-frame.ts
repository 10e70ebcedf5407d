// No zod here: the viewer's phone layout chunk imports this through phone-layout.ts.
import type { Widget } from './widgets/registry';

/** A page's size (page px) as a widget's layout rules read it: the page stands for the window. */
export interface LayoutPageSize {
  width: number;
  height: number;
}

/** A widget's box on the page and its angle (degrees, about its centre). */
export interface LayoutFrame {
  x: number;
  y: number;
  w: number;
  h: number;
  angle: number;
}

/**
 * Where a widget is drawn on a page of this size (docs/editor.md "Layout"; docs/viewer.md "Widget placement"): a
 * full-width widget spans the page less its margin on each side, a full-height one likewise, a widget stuck to a side
 * keeps its margin from that side; otherwise its x, y, w, h. The editor's canvas and the phone layout's derivation
 * place widgets with this one rule.
 */
export function layoutFrame(widget: Widget, page: LayoutPageSize): LayoutFrame {
  const sticked = widget.sticked ?? {};
  const margin = widget.sticked_margin ?? 0;
  let { x, y, w, h } = widget;
  if (widget.is_full_width) {
    const side = widget.full_width_margin ?? 0;
    x = side;
    w = Math.max(0, page.width - 2 * side);
  } else if (sticked.left) x = margin;
  else if (sticked.right) x = page.width - margin - w;
  if (widget.is_full_height) {
    const side = widget.full_height_margin ?? 0;
    y = side;
    h = Math.max(0, page.height - 2 * side);
  } else if (sticked.top) y = margin;
  else if (sticked.bottom) y = page.height - margin - h;
  return { x, y, w, h, angle: widget.angle ?? 0 };
}
