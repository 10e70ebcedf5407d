// The constructor's words and numbers for the page's size, the rulers, guides and column grid, and snapping
// (docs/editor.md "Canvas", "Overlay", "Snapping"). The spec shows none of them: ours.

/** The canvas's own measures (screen px unless named page px). */
export const canvasConstants = {
  /** The rulers' thickness along the canvas's top and left. */
  rulerSizePx: 20,
  /** Ruler ticks are at least this far apart on the screen; their step is 1, 2 or 5 × a power of ten page px. */
  rulerMinTickGapPx: 8,
  /** A labelled tick every this many ticks. */
  rulerLabelEvery: 10,
  /** The page's bottom-edge handle: how far below the edge it reaches (the whole page width is grabbable). */
  pageEdgeGrabPx: 10,
  /** The arrows move the page's bottom edge 1 page px, 10 with shift (as the nudge keys). */
  pageEdgeStepPx: 1,
  pageEdgeShiftStepPx: 10,
  /** A guide within this many screen px of the pointer is grabbed. */
  guideGrabPx: 4,
  /** The most guides a page keeps on each axis per viewport. */
  maxGuidesPerAxis: 100,
  /** A guide lies at most this far outside the page (page px), so one dragged off can be caught again. */
  guideReachPx: 2048,
  /** Distances to the nearest widgets are shown up to this far (page px). */
  maxDistancePx: 4000,
  /** A new column grid: Readymag-like 12 columns, 20 px gutters and 40 px margins at desktop. */
  defaultGrid: {
    default: { columns: 12, gutter: 20, margin: 40 },
    tablet_portrait: { columns: 8, gutter: 16, margin: 32 },
    phone_portrait: { columns: 4, gutter: 12, margin: 16 },
  },
  maxGridColumns: 48,
  maxGridGutterPx: 400,
  maxGridMarginPx: 1000,
} as const;

export const canvasTexts = {
  pageHeight: 'Page height',
  /** The bottom-edge handle's label: what it is, its value and its keys. */
  pageHeightHandle: (height: number) => `Page height ${height} px: drag, or press the up and down arrows (shift for 10 px)`,
  pageHeightValue: (height: number) => `${height} px`,
  rulerTop: 'Horizontal ruler: drag down from it to add a guide',
  rulerLeft: 'Vertical ruler: drag right from it to add a guide',
  guide: (axis: 'x' | 'y', position: number) => `${axis === 'x' ? 'Vertical' : 'Horizontal'} guide at ${position} px: drag it, drag it back to the ruler or press Delete to remove it`,
  showRulers: 'Rulers',
  showGuides: 'Guides',
  grid: 'Grid',
  gridTooltip: 'Column grid (Shift+C)',
  gridPanel: 'Column grid',
  gridOn: 'Show and snap to the column grid',
  gridColumns: 'Columns',
  gridGutter: 'Gutter',
  gridMargin: 'Margins',
  gridViewportNote: (viewport: string) => `For the ${viewport} layout of every page of this project.`,
  gridClose: 'Close',
  viewTools: 'Rulers, guides and grid',
} as const;
