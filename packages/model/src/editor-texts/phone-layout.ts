// The words of the constructor's phone layout controls (docs/editor.md "Phone layout"). Ours: the spec has none.

export const phoneLayoutTexts = {
  /** Shown in the phone view while the page's phone layout is derived from its desktop layout. */
  derived: 'Auto layout',
  derivedTip: 'This page’s phone layout follows its desktop layout until you move, resize or turn something here',
  /** The button that brings the derived layout back. */
  reset: 'Reset phone layout',
  resetTip: 'Reset phone layout from desktop (undo brings yours back)',
  /** The badge on a widget that lies outside the phone page. */
  offPage: 'Outside the phone page',
  offPageTip: 'Part of this widget lies outside the phone page: phone visitors get it moved and shrunk onto the page',
  /** Said to screen readers: how many widgets lie outside the phone page. */
  offPageCount: (count: number) => (count === 1 ? '1 widget lies outside the phone page' : `${count} widgets lie outside the phone page`),
} as const;
