/** The attribute a list carries while it scrolls (layers.css stops its rows taking :hover meanwhile). */
export const SCROLLING_ATTRIBUTE = 'data-scrolling';

type Marked = Pick<Element, 'hasAttribute' | 'toggleAttribute'>;

/**
 * Marks a list as scrolling from its first scroll until `quietMs` after its last one. Rows scrolling under a still
 * pointer would otherwise each take the hover in turn (a background, the toggles fading in and out), and each such
 * repaint makes Chromium re-layer the whole page, the canvas's widgets with it, frame after frame. `scrolled` is the
 * list's scroll handler; `stop` clears the mark and the timer when the list goes.
 */
export function scrollHoverPause(list: Marked, quietMs: number): { scrolled(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    scrolled() {
      if (!list.hasAttribute(SCROLLING_ATTRIBUTE)) list.toggleAttribute(SCROLLING_ATTRIBUTE, true);
      clearTimeout(timer);
      timer = setTimeout(() => list.toggleAttribute(SCROLLING_ATTRIBUTE, false), quietMs);
    },
    stop() {
      clearTimeout(timer);
      list.toggleAttribute(SCROLLING_ATTRIBUTE, false);
    },
  };
}
