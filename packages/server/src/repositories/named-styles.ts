import { and, eq } from 'drizzle-orm';
import { defaultNamedStyles, type NamedStyleKind } from '@folio/model';
import type { Db } from '../db/database';
import { mags, userStyles } from '../db/schema';
import { readDocument } from './documents';
import { editDraft, type DraftEdit, type Json, type MagRow } from './mags';

export type StyleList = Json[];

// A project's own styles are fields of its draft document, so they are published with it and come with its copies:
// text styles in textStyles.project and link styles in edit_params.link_styles (viewer-and-project.md §3 "Project"),
// list styles in list_styles (ours: the spec names no field for them).
const projectFields: Record<NamedStyleKind, readonly [string] | readonly [string, string]> = {
  'text-styles': ['textStyles', 'project'],
  'link-styles': ['edit_params', 'link_styles'],
  'list-styles': ['list_styles'],
};

const asObject = (value: unknown): Json => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** A project's styles of a kind; the defaults of widgets-and-authoring.md §3 where none were saved. */
export function projectStyles(mag: MagRow, kind: NamedStyleKind): StyleList {
  const data = readDocument<Json>('mag', mag);
  const [field, nested] = projectFields[kind];
  const stored = nested === undefined ? data[field] : asObject(data[field])[nested];
  return Array.isArray(stored) ? (stored as StyleList) : (defaultNamedStyles(kind) as StyleList);
}

/** Saves a project's styles of a kind whole, as a change of its draft (the revision is bumped). */
export async function saveProjectStyles(db: Db, edit: DraftEdit, kind: NamedStyleKind, styles: StyleList) {
  return editDraft(db, edit, async (tx, mag) => {
    const [field, nested] = projectFields[kind];
    // Only this list changes: the other fields beside it (textStyles.global, edit_params.fonts) stay.
    const value = nested === undefined ? styles : { ...asObject(mag.data[field]), [nested]: styles };
    await tx.update(mags).set({ data: { ...mag.data, [field]: value } }).where(eq(mags.id, mag.id));
    return styles;
  });
}

/** An author's global styles of a kind; the defaults of widgets-and-authoring.md §3 where none were saved. */
export async function globalStyles(db: Db, userId: string, kind: NamedStyleKind): Promise<StyleList> {
  const [row] = await db
    .select({ styles: userStyles.styles })
    .from(userStyles)
    .where(and(eq(userStyles.userId, userId), eq(userStyles.kind, kind)));
  return row ? row.styles : (defaultNamedStyles(kind) as StyleList);
}

export async function saveGlobalStyles(db: Db, userId: string, kind: NamedStyleKind, styles: StyleList): Promise<StyleList> {
  const updatedAt = new Date();
  await db
    .insert(userStyles)
    .values({ userId, kind, styles, updatedAt })
    .onConflictDoUpdate({ target: [userStyles.userId, userStyles.kind], set: { styles, updatedAt } });
  return styles;
}
