// The new-project dialog's gallery of starter templates (docs/editor.md "Starter templates").
export const starterTexts = {
  galleryLabel: 'Start from',
  blankTitle: 'Blank',
  blankHint: 'One empty page',
  pages: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
  yourTemplates: 'Your templates',
  loadFailed: 'The starter templates could not be loaded. Blank and your own templates still work.',
} as const;
