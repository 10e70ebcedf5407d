import { animationConstants } from '@folio/model';

/** A box on the screen, in CSS px from the window's top left corner. */
export interface ScreenBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What layoutBox reads of an element: its box in its positioned parent, and that parent on the screen. */
export interface LaidOutElement {
  offsetTop: number;
  offsetLeft: number;
  offsetWidth: number;
  offsetHeight: number;
  offsetParent: Element | null;
  getBoundingClientRect(): { top: number; left: number; width: number; height: number };
}

/**
 * Where the widget sits on the screen as laid out, leaving out its own transforms: its animation moves it (a
 * widget sliding out of view must not stop being in view because of its own slide) and its angle turns it. The
 * page around it is scaled (--folio-scale), so the positioned parent's drawn size over its laid-out size gives the
 * scale. A widget without a positioned parent (fixed to the screen) is measured as drawn.
 */
export function layoutBox(element: LaidOutElement): ScreenBox {
  const parent = element.offsetParent as (Element & { offsetWidth?: number }) | null;
  if (!parent) return element.getBoundingClientRect();
  const rect = parent.getBoundingClientRect();
  const scale = parent.offsetWidth ? rect.width / parent.offsetWidth : 1;
  return {
    top: rect.top + element.offsetTop * scale,
    left: rect.left + element.offsetLeft * scale,
    width: element.offsetWidth * scale,
    height: element.offsetHeight * scale,
  };
}

/** The share of the box's height inside the window (0 when it is beside the window, as pages off to the side are). */
export function visibleHeightShare(box: ScreenBox, windowSize: { width: number; height: number }): number {
  if (box.left + box.width <= 0 || box.left >= windowSize.width) return 0;
  // A flat widget (a line) is wholly in view when it is inside the window.
  if (box.height <= 0) return box.top >= 0 && box.top <= windowSize.height ? 1 : 0;
  const down = Math.min(box.top + box.height, windowSize.height) - Math.max(box.top, 0);
  return Math.max(0, down) / box.height;
}

/** widgets-and-authoring.md §4: a widget is in view when 0.2 of its height is visible. */
export const isInView = (share: number) => share >= animationConstants.visibleHeightPortion;
