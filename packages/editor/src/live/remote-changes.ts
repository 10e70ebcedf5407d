import { magEditableShape, type LiveChanged, type Widget } from '@folio/model';
import { produce, type Draft } from 'immer';
import { documentFromDraft, type DraftInput, type EditorDocument, type EditorPage } from '../core/document';
import { sameJson } from '../save/pending-changes';

/** What another author's save changed, as the live channel's `changed` carries it. */
export type RemoteChanges = Pick<LiveChanged, 'widgets' | 'pages' | 'project'>;

/**
 * A record of the document: a widget (or one `field` of it), a page, a project field or the page order.
 */
export type RecordKey =
  | { kind: 'widget'; id: string; field?: string }
  | { kind: 'page' | 'project'; id: string; field?: undefined }
  | { kind: 'order'; id?: undefined; field?: undefined };

/**
 * Whether a record has local changes the server does not have yet (they win until saved). For a widget, asked of the
 * widget (any change: it stays when they delete it) and of each field.
 */
export type IsLocal = (record: RecordKey) => boolean;

/**
 * The document with another author's changes merged in (docs/editor.md "Co-editing"): their records replace ours
 * whole, except records with local changes not yet saved (`isLocal`), which stay as they are here; our save will
 * follow theirs on the server, where it wins. A widget merges field by field: the fields we changed stay ours, the
 * others take their value. A widget of a page we do not have waits for its page (it is skipped).
 */
export function mergeRemote(document: EditorDocument, changes: RemoteChanges, isLocal: IsLocal): EditorDocument {
  return produce(document, (draft) => {
    for (const page of changes.pages.upserted) {
      if (isLocal({ kind: 'page', id: page._id })) continue;
      draft.pages[page._id] = page as Draft<EditorPage>;
      if (!draft.pageIds.includes(page._id)) draft.pageIds.push(page._id);
    }
    const gonePages = new Set(changes.pages.deleted.filter((id) => draft.pages[id]));
    if (gonePages.size && gonePages.size < draft.pageIds.length) {
      draft.pageIds = draft.pageIds.filter((id) => !gonePages.has(id));
      for (const id of gonePages) delete draft.pages[id];
      for (const widget of Object.values(draft.widgets)) if (gonePages.has(widget.pid)) delete draft.widgets[widget._id];
    }
    const order = changes.pages.order;
    if (order && !isLocal({ kind: 'order' })) {
      const known = order.filter((id) => draft.pages[id]);
      // Pages only we have (just added, not yet in their order) keep their place at the end.
      draft.pageIds = [...known, ...draft.pageIds.filter((id) => !known.includes(id))];
    }
    for (const widget of changes.widgets.upserted) {
      const id = widget._id;
      // Ours as the document has it (not the draft: its values go into the merged widget as they are).
      const mine = draft.widgets[id] ? (document.widgets[id] as Record<string, unknown> | undefined) : undefined;
      const merged: Record<string, unknown> = { ...widget };
      if (mine) {
        let theirs = false;
        for (const field of new Set([...Object.keys(mine), ...Object.keys(widget)])) {
          if (!isLocal({ kind: 'widget', id, field })) {
            theirs ||= !sameJson(mine[field], merged[field]);
            continue;
          }
          if (field in mine) merged[field] = mine[field];
          else delete merged[field];
        }
        // Nothing of theirs differs from ours: the widget stays as it is (the same object).
        if (!theirs) continue;
      } else if (isLocal({ kind: 'widget', id })) continue;
      if (!draft.pages[merged.pid as string]) continue;
      draft.widgets[id] = merged as Draft<Widget>;
    }
    for (const id of changes.widgets.deleted) if (!isLocal({ kind: 'widget', id })) delete draft.widgets[id];
    for (const [name, value] of Object.entries(changes.project ?? {})) {
      if (!(name in magEditableShape) || isLocal({ kind: 'project', id: name })) continue;
      const fields = draft.project as Record<string, unknown>;
      if (value === null || value === undefined) delete fields[name];
      else fields[name] = value;
    }
  });
}

/** The widget and page ids a remote change removed from `before`, for the history to forget. */
export function removedBy(before: EditorDocument, after: EditorDocument): { widgets: Set<string>; pages: Set<string> } {
  return {
    widgets: new Set(Object.keys(before.widgets).filter((id) => !after.widgets[id])),
    pages: new Set(before.pageIds.filter((id) => !after.pages[id])),
  };
}

/** A whole draft as remote changes against `document`: every record of it, and what the document has that it lacks. */
export function draftAsRemoteChanges(document: EditorDocument, draft: DraftInput): RemoteChanges {
  const theirs = documentFromDraft(draft);
  const project: Record<string, unknown> = { ...theirs.project };
  for (const name of Object.keys(document.project)) if (!(name in project)) project[name] = null;
  return {
    widgets: { upserted: Object.values(theirs.widgets), deleted: Object.keys(document.widgets).filter((id) => !theirs.widgets[id]) },
    pages: {
      upserted: theirs.pageIds.map((id) => theirs.pages[id]!),
      deleted: document.pageIds.filter((id) => !theirs.pages[id]),
      order: theirs.pageIds,
    },
    project: project as RemoteChanges['project'],
  };
}
