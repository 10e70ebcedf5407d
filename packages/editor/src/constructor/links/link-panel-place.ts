import { linkPanelConstants } from '@folio/model';
import type { LinkAnchorRect } from './link-panel-store';

interface Size {
  width: number;
  height: number;
}

/**
 * Where the link panel stands (window px): to the right of the box it links, else to its left, else below it; its
 * top level with the box's; always `marginPx` inside the window.
 */
export function panelPlace(anchor: LinkAnchorRect, size: Size, window: Size): { left: number; top: number } {
  const { gapPx, marginPx } = linkPanelConstants;
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
  const maxLeft = Math.max(marginPx, window.width - size.width - marginPx);
  const maxTop = Math.max(marginPx, window.height - size.height - marginPx);
  const right = anchor.left + anchor.width + gapPx;
  const left = anchor.left - gapPx - size.width;
  if (right <= maxLeft) return { left: Math.max(marginPx, right), top: clamp(anchor.top, marginPx, maxTop) };
  if (left >= marginPx) return { left, top: clamp(anchor.top, marginPx, maxTop) };
  return { left: clamp(anchor.left, marginPx, maxLeft), top: clamp(anchor.top + anchor.height + gapPx, marginPx, maxTop) };
}
