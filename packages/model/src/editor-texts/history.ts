// The words of the constructor's Version history (docs/editor.md "Version history"). Ours: the spec shows none.

import type { VersionKind } from '../versions';

export const historyTexts = {
  /** The top bar's clock button and the dialog's title. */
  open: 'Version history',
  /** ARIA spelling (aria-keyshortcuts); the tooltip shows it with Ctrl. */
  shortcut: 'Control+Alt+Shift+H',
  title: 'Version history',
  close: 'Close',
  intro: 'Every publish is kept, and the draft is saved here automatically every 10 minutes while you edit.',
  list: 'Versions, newest first',
  loading: 'Loading versions…',
  empty: 'No versions yet. One is kept when you publish, and while you edit.',
  loadFailed: (message: string) => `The versions could not be loaded: ${message}`,
  /** At the list's end while older versions come. */
  loadingMore: 'Loading older versions…',
  moreFailed: (message: string) => `Older versions could not be loaded: ${message}`,
  retry: 'Try again',
  kind: {
    publish: 'Published',
    checkpoint: 'Auto-saved',
    'before-restore': 'Before restore',
  } satisfies Record<VersionKind, string>,
  /** What a version was made by, said under its kind. */
  publishedVersion: (version: number) => `Published version ${version}`,
  checkpointAbout: 'Saved while editing',
  beforeRestoreAbout: 'The draft just before a restore',
  beforeRevertAbout: 'The draft just before reverting to the published version',
  by: (name: string) => `by ${name}`,
  pageCount: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
  /** Relative times. */
  justNow: 'just now',
  minutesAgo: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
  hoursAgo: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
  daysAgo: (n: number) => (n === 1 ? 'yesterday' : `${n} days ago`),
  /** The list's day headings. */
  today: 'Today',
  yesterday: 'Yesterday',
  // The preview
  preview: 'Preview',
  previewOf: (when: string) => `Preview of the version of ${when}`,
  choose: 'Choose a version to preview it.',
  previewLoading: 'Loading the version…',
  previewFailed: (message: string) => `The version could not be loaded: ${message}`,
  pages: 'Pages of this version',
  pageButton: (num: number) => `Page ${num}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (num: number, count: number) => `Page ${num} of ${count}`,
  // Restore
  restore: 'Restore this version',
  restoreTitle: 'Restore this version?',
  restoreWarning:
    'The draft is replaced by this version: its pages, widgets and project settings. Pages made since go to the trash. Undo (Ctrl+Z) cannot take a restore back: the current draft is kept first as a "Before restore" version, and restoring that version here brings it back.',
  restoreConfirm: 'Restore',
  restoring: 'Restoring…',
  cancel: 'Cancel',
  restored: (when: string) => `Restored the version of ${when}. To go back, restore the "Before restore" version in Version history (Ctrl+Z does not undo a restore).`,
  restoreFailed: (message: string) => `The version could not be restored: ${message}`,
  current: 'Current draft',
} as const;
