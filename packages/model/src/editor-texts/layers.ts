// The words of the constructor's layers panel (docs/editor.md "Layers"). Ours: the spec shows no layers panel.

export const layersTexts = {
  /** The left column's tabs. */
  columnTabs: 'Left column',
  pagesTab: 'Pages',
  layersTab: 'Layers',
  /** The panel and its list. */
  title: 'Layers',
  list: 'Layers of this page',
  empty: 'This page has no widgets yet. Add one from the Add menu.',
  hint: 'Click selects, Shift-click selects a range, Ctrl or Cmd-click adds. Drag a layer, or press Alt with the up or down arrow, to restack. F2 or a double click renames.',
  /** A widget without a name of its own: its kind and its number among the page's widgets of that kind. */
  defaultName: (kind: string, n: number) => `${kind} ${n}`,
  /** A text without words. */
  emptyText: 'Empty text',
  renameField: 'Layer name',
  lock: (name: string) => `Lock ${name}`,
  unlock: (name: string) => `Unlock ${name}`,
  hide: (name: string) => `Hide ${name} in this viewport`,
  show: (name: string) => `Show ${name} in this viewport`,
  lockTip: 'Lock (Ctrl/Cmd+Shift+L)',
  unlockTip: 'Unlock (Ctrl/Cmd+Shift+L)',
  hideTip: 'Hide in this viewport (Ctrl/Cmd+Shift+H)',
  showTip: 'Show in this viewport (Ctrl/Cmd+Shift+H)',
  /** The background stays at the bottom of the page. */
  pinned: 'Pinned to the bottom',
  nameTooLong: (max: number) => `A widget name holds at most ${max} characters`,
  /** Said to screen readers after a move. */
  moved: (count: number) => (count === 1 ? 'Layer moved' : `${count} layers moved`),
} as const;
