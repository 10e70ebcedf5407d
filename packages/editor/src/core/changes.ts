import type { MagEditable, MagFieldChanges, Widget } from '@folio/model';
import type { Patch } from 'immer';
import type { EditorDocument, EditorPage } from './document';

/**
 * What one history step (an action, a finished gesture, an undo or a redo) changed, in the terms of the API's
 * calls (docs/api.md "Drafts and revisions"), for a save queue to batch:
 * - `widgets.created` → POST /api/mag/{id}/widgets (full widgets, with their `_id`);
 * - `widgets.updated` → PATCH /api/mag/{id}/widgets (full widgets; `removedFields` names the fields the widget no
 *   longer has, which a merging PATCH cannot express by itself);
 * - `widgets.deleted` → DELETE /api/mag/{id}/widgets {ids};
 * - `pages.updated` → PATCH /api/mag/{id}/pages/{pid} (the page's fields), `pages.order` → PUT …/pages/order;
 * - `project` → PATCH /api/mag/{id} (the project fields that changed, with their new values; null removes one).
 */
export interface DocumentChanges {
  cause: 'action' | 'undo' | 'redo';
  /** The action (or gesture) the step belongs to; for undo and redo, the one undone or redone. */
  name: string;
  magId: string;
  widgets: {
    created: Widget[];
    updated: Widget[];
    deleted: string[];
    removedFields: Record<string, string[]>;
    /**
     * Per updated widget, the fields the step changed (given a new value, or removed): the save sends only these, so
     * another author's change to other fields of the widget is kept (absent: the widget is sent whole).
     */
    changedFields?: Record<string, string[]>;
  };
  pages: {
    updated: EditorPage[];
    /** Every page id in the new order, when the order changed. */
    order: string[] | null;
    /** Per page, the fields it had and no longer has (an undo of a page setting), sent as null: the PATCH removes them. */
    removedFields?: Record<string, string[]>;
  };
  /** The project fields that changed, with their new values or null when removed (null when none changed). */
  project: MagFieldChanges | null;
}

export type ChangeListener = (changes: DocumentChanges) => void;

/** The records the patches touched, compared between the documents before and after them. */
export function changesBetween(
  before: EditorDocument,
  after: EditorDocument,
  patches: readonly Patch[],
  cause: DocumentChanges['cause'],
  name: string,
): DocumentChanges {
  const widgetIds = new Set<string>();
  const pageIds = new Set<string>();
  let orderTouched = false;
  let projectTouched = false;
  for (const { path } of patches) {
    const [root, id] = path;
    if (root === 'widgets') {
      for (const key of id === undefined ? [...Object.keys(before.widgets), ...Object.keys(after.widgets)] : [String(id)]) widgetIds.add(key);
    } else if (root === 'pages') {
      for (const key of id === undefined ? [...Object.keys(before.pages), ...Object.keys(after.pages)] : [String(id)]) pageIds.add(key);
    } else if (root === 'pageIds') orderTouched = true;
    else if (root === 'project') projectTouched = true;
  }
  const changes: DocumentChanges = {
    cause,
    name,
    magId: after.magId,
    widgets: { created: [], updated: [], deleted: [], removedFields: {}, changedFields: {} },
    pages: { updated: [], order: null },
    project: projectTouched ? changedProjectFields(before.project, after.project) : null,
  };
  for (const id of widgetIds) {
    const old = before.widgets[id];
    const now = after.widgets[id];
    if (!old && now) changes.widgets.created.push(now);
    else if (old && !now) changes.widgets.deleted.push(id);
    else if (old && now && old !== now) {
      changes.widgets.updated.push(now);
      const removed = Object.keys(old).filter((field) => !(field in now));
      if (removed.length) changes.widgets.removedFields[id] = removed;
      // Fields left alone keep their value (immer shares what a change does not touch).
      const given = Object.keys(now).filter((field) => (now as Record<string, unknown>)[field] !== (old as Record<string, unknown>)[field]);
      changes.widgets.changedFields![id] = [...given, ...removed];
    }
  }
  for (const id of pageIds) {
    const now = after.pages[id];
    const old = before.pages[id];
    if (now && old !== now) {
      changes.pages.updated.push(now);
      const removed = Object.keys(old ?? {}).filter((field) => (old as Record<string, unknown>)[field] !== undefined && (now as Record<string, unknown>)[field] === undefined);
      if (removed.length) (changes.pages.removedFields ??= {})[id] = removed;
    }
  }
  if (orderTouched && before.pageIds.join() !== after.pageIds.join()) changes.pages.order = [...after.pageIds];
  return changes;
}

export function hasChanges(changes: DocumentChanges): boolean {
  const { widgets, pages, project } = changes;
  return Boolean(widgets.created.length || widgets.updated.length || widgets.deleted.length || pages.updated.length || pages.order || project);
}

/** The fields of `after` that differ from `before` (by value), a field `after` no longer has as null (removed). */
export function changedProjectFields(before: MagEditable, after: MagEditable): MagFieldChanges | null {
  const changed: Record<string, unknown> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const now = after[name as keyof MagEditable];
    if (JSON.stringify(now) !== JSON.stringify(before[name as keyof MagEditable])) changed[name] = now ?? null;
  }
  return Object.keys(changed).length ? (changed as MagFieldChanges) : null;
}
