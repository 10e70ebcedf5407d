// The layers panel and widget names (docs/editor.md "Layers"). Ours: the spec has no layers panel and no widget
// names; these numbers are what reads well in a 232 px column and what a name is for (a label, not a text).

export const layersConstants = {
  /** A widget's name (`name`, one for every viewport) holds at most this many characters. */
  widgetNameMaxLength: 120,
  /** A text's default name is its first words, at most this many of them… */
  textNameWords: 6,
  /** …and at most this many characters (an ellipsis ends a cut name). */
  textNameMaxLength: 40,
  /** Height of one row of the panel (px): the list is virtualised on it. */
  rowHeightPx: 30,
  /** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
  overscanRows: 8,
  /** The drawn rows' window moves in steps of this many rows, so a scroll redraws the list once a step, not every frame. */
  windowStepRows: 4,
  /** Rows take no hover while the list scrolls and for this long (ms) after its last scroll. */
  scrollHoverPauseMs: 150,
  /** A press on a row becomes a drag after this many px. */
  dragThresholdPx: 4,
  /** While a row is dragged near the list's top or bottom edge (px), the list scrolls… */
  autoScrollEdgePx: 28,
  /** …by up to this many px per frame. */
  autoScrollStepPx: 14,
} as const;
