import { viewportNames } from './viewports';

// Fields of ours that only the constructor reads: a widget's layer name and lock, a page's guides (at every
// viewport), the project's column grid. The draft and its published snapshot keep them (a revert brings them back);
// what visitors are sent leaves them out — an author's working names and guides are not theirs to read.

const AUTHORING_FIELDS = {
  mag: ['layout_grid'],
  page: ['guides'],
  widget: ['layer_name', 'locked'],
} as const;

export type AuthoringKind = keyof typeof AUTHORING_FIELDS;

/** The document without the constructor's own fields (a copy; the document given is left alone). */
export function withoutAuthoringFields<T extends Record<string, unknown>>(kind: AuthoringKind, document: T): T {
  const copy: Record<string, unknown> = { ...document };
  for (const field of AUTHORING_FIELDS[kind]) delete copy[field];
  if (kind === 'page') {
    for (const viewport of viewportNames) {
      const key = `viewport_${viewport}`;
      const settings = copy[key];
      if (settings && typeof settings === 'object' && 'guides' in settings) {
        const { guides: _guides, ...rest } = settings as Record<string, unknown>;
        copy[key] = rest;
      }
    }
  }
  return copy as T;
}
