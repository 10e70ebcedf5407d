/** The colour fields' choices (swatches, recent colours, eyedropper) and the picture tools: texts and numbers. */
export const colorChoicesConstants = {
  /** How many recent colours an author keeps (the newest first). */
  recentMax: 8,
  /** The localStorage key of the recent colours (this browser's author). */
  recentStorageKey: 'folio.recentColors',
  /** Swatch buttons per row in the popover. */
  columns: 8,
} as const;

export const colorChoicesTexts = {
  open: (label: string) => `Colours for ${label}`,
  dialog: (label: string) => `Colours: ${label}`,
  projectSwatches: 'Project swatches',
  globalSwatches: 'Your swatches',
  recent: 'Recent colours',
  noRecent: 'Colours you use show here.',
  noSwatches: 'No swatches yet: add them in the Library.',
  eyedropper: 'Pick a colour from the screen',
  colorOf: (hex: string, percent: number) => (percent >= 100 ? `#${hex}` : `#${hex} at ${percent}%`),
} as const;
