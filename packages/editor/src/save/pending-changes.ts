import { pageEditableShape, saveQueueConstants, type MagFieldChanges, type Page, type Widget } from '@folio/model';
import { changedProjectFields, type DocumentChanges } from '../core/changes';
import { projectFields, type DraftInput, type EditorPage } from '../core/document';

/** A draft as GET /api/projects/{id} answers it, as far as saving reads it. */
export interface ProjectDraft extends DraftInput {
  revision: number;
}

export interface PendingWidgetUpdate {
  /** The widget whole, as the editor has it now. */
  widget: Widget;
  /** Fields the server may still have that the widget no longer has: sent as null (docs/api.md "Removing widget fields"). */
  removed: string[];
  /**
   * The fields changed since the widget was last saved: only these are sent, and another author's change to the
   * others merges in (docs/editor.md "Co-editing"). Absent (a segment kept before fields were tracked, or "keep
   * mine"): the widget is sent whole.
   */
  fields?: string[];
}

/**
 * Changes not yet saved, in one stretch where every record appears once: a widget is created, updated or deleted,
 * never two of these. Steps merge into the last segment (created then updated is a create of the latest, created
 * then deleted is nothing); a widget created again after its deletion (an undo) starts a new segment, so the
 * deletion is sent first. Segments are sent in order: nothing is reordered. Plain JSON, so it can be stored.
 */
export interface PendingSegment {
  created: Record<string, Widget>;
  updated: Record<string, PendingWidgetUpdate>;
  deleted: string[];
  /** Each changed page's fields, the latest. */
  pages: Record<string, EditorPage>;
  /** Per changed page, fields the server may still have that the page no longer has: sent as null. */
  pagesRemoved?: Record<string, string[]>;
  /** Every page id in the new order, the latest. */
  order: string[] | null;
  /** The project fields changed, the latest values, null for removed (absent in segments kept before it existed). */
  project?: MagFieldChanges;
}

/** One API call of docs/api.md "Drafts and revisions", without its revision. */
export type SaveRequest =
  | { kind: 'create'; widgets: Widget[] }
  | { kind: 'update'; widgets: Record<string, unknown>[] }
  | { kind: 'delete'; ids: string[] }
  | { kind: 'page'; pageId: string; fields: Record<string, unknown> }
  | { kind: 'order'; pids: string[] }
  | { kind: 'project'; fields: MagFieldChanges };

export function emptySegment(): PendingSegment {
  return { created: {}, updated: {}, deleted: [], pages: {}, order: null };
}

export function segmentSize(segment: PendingSegment): number {
  return (
    Object.keys(segment.created).length +
    Object.keys(segment.updated).length +
    segment.deleted.length +
    Object.keys(segment.pages).length +
    (segment.order ? 1 : 0) +
    (segment.project && Object.keys(segment.project).length ? 1 : 0)
  );
}

/** How many records wait to be saved (what the UI shows beside the state). */
export function pendingCount(segments: readonly PendingSegment[]): number {
  return segments.reduce((sum, segment) => sum + segmentSize(segment), 0);
}

/**
 * Adds one step of the change stream. The first `frozen` segments are being sent and are left alone; the step
 * merges into the last open segment, or opens a new one.
 */
export function addStep(segments: PendingSegment[], changes: DocumentChanges, frozen = 0): void {
  let segment = segments.length > frozen ? segments[segments.length - 1] : undefined;
  if (!segment || changes.widgets.created.some((widget) => segment!.deleted.includes(widget._id))) {
    segment = emptySegment();
    segments.push(segment);
  }
  for (const widget of changes.widgets.created) segment.created[widget._id] = widget;
  for (const widget of changes.widgets.updated) {
    const id = widget._id;
    if (segment.created[id]) {
      segment.created[id] = widget;
      continue;
    }
    const was = segment.updated[id];
    const removed = new Set([...(was?.removed ?? []), ...(changes.widgets.removedFields[id] ?? [])]);
    const changed = changes.widgets.changedFields?.[id];
    // Fields are tracked while every step of this update named its own; one that did not makes it whole.
    const fields = changed && (!was || was.fields) ? [...new Set([...(was?.fields ?? []), ...changed])] : undefined;
    segment.updated[id] = { widget, removed: [...removed].filter((field) => !(field in widget)), ...(fields ? { fields } : {}) };
  }
  for (const id of changes.widgets.deleted) {
    if (segment.created[id]) {
      delete segment.created[id];
      continue;
    }
    delete segment.updated[id];
    if (!segment.deleted.includes(id)) segment.deleted.push(id);
  }
  for (const page of changes.pages.updated) {
    segment.pages[page._id] = page;
    const removed = new Set([...(segment.pagesRemoved?.[page._id] ?? []), ...(changes.pages.removedFields?.[page._id] ?? [])]);
    const still = [...removed].filter((field) => (page as Record<string, unknown>)[field] === undefined);
    if (still.length) (segment.pagesRemoved ??= {})[page._id] = still;
    else delete segment.pagesRemoved?.[page._id];
  }
  if (changes.pages.order) segment.order = [...changes.pages.order];
  if (changes.project) segment.project = { ...segment.project, ...changes.project };
}

const editablePageFields = Object.keys(pageEditableShape);

/** The fields of a page that PATCH /api/mag/{id}/pages/{pid} takes (its strict body refuses the others). */
export function pageEditableFields(page: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of editablePageFields) if (page[name] !== undefined) fields[name] = page[name];
  return fields;
}

/** A page change: its editable fields, and those it lost as null (the server removes them). */
function pageChangeBody(page: EditorPage, removed: readonly string[] = []): Record<string, unknown> {
  const body = pageEditableFields(page);
  for (const field of removed) if (editablePageFields.includes(field) && body[field] === undefined) body[field] = null;
  return body;
}

/** A widget change: the fields it changed (or the widget whole), those it lost as null: the server removes them. */
function updateBody({ widget, removed, fields }: PendingWidgetUpdate): Record<string, unknown> {
  const all = widget as Record<string, unknown>;
  const body: Record<string, unknown> = fields ? { _id: widget._id } : { ...all };
  for (const field of fields ?? []) if (field in all) body[field] = all[field];
  for (const field of removed) body[field] = null;
  return body;
}

/**
 * The segment's next call and a function that takes what it sent out of the segment once it succeeded. Calls go
 * in one order: creates, updates, deletes, pages, page order, project fields — each widget appears once in a segment, so this
 * order never puts one change of a record before an earlier one. Batches hold at most `maxBatchItems`.
 */
export function nextRequest(segment: PendingSegment): { request: SaveRequest; sent: () => void } | null {
  const limit = saveQueueConstants.maxBatchItems;
  const created = Object.keys(segment.created).slice(0, limit);
  if (created.length) {
    return {
      request: { kind: 'create', widgets: created.map((id) => segment.created[id]!) },
      sent: () => created.forEach((id) => delete segment.created[id]),
    };
  }
  const updated = Object.keys(segment.updated).slice(0, limit);
  if (updated.length) {
    return {
      request: { kind: 'update', widgets: updated.map((id) => updateBody(segment.updated[id]!)) },
      sent: () => updated.forEach((id) => delete segment.updated[id]),
    };
  }
  const deleted = segment.deleted.slice(0, limit);
  if (deleted.length) {
    return { request: { kind: 'delete', ids: deleted }, sent: () => void segment.deleted.splice(0, deleted.length) };
  }
  const [pageId] = Object.keys(segment.pages);
  if (pageId) {
    return {
      request: { kind: 'page', pageId, fields: pageChangeBody(segment.pages[pageId]!, segment.pagesRemoved?.[pageId]) },
      sent: () => {
        delete segment.pages[pageId];
        delete segment.pagesRemoved?.[pageId];
      },
    };
  }
  if (segment.order) return { request: { kind: 'order', pids: segment.order }, sent: () => void (segment.order = null) };
  const project = segment.project;
  if (project && Object.keys(project).length) return { request: { kind: 'project', fields: project }, sent: () => delete segment.project };
  return null;
}

interface DraftParts {
  pageIds: string[];
  pages: Map<string, Omit<Page, 'wids'>>;
  widgets: Map<string, Widget>;
}

function partsOf(draft: DraftInput): DraftParts {
  const parts: DraftParts = { pageIds: [], pages: new Map(), widgets: new Map() };
  for (const { wids, ...page } of draft.pages ?? []) {
    parts.pageIds.push(page._id);
    parts.pages.set(page._id, page);
    for (const widget of wids ?? []) parts.widgets.set(widget._id, widget);
  }
  return parts;
}

/** Every page id of `order` that still exists, then the pages it does not name, in their order. */
function reorder(existing: readonly string[], order: readonly string[]): string[] {
  const kept = order.filter((id) => existing.includes(id));
  return [...kept, ...existing.filter((id) => !kept.includes(id))];
}

/**
 * The draft with the pending changes applied on top, as the author left them: created and updated widgets whole
 * (a widget deleted meanwhile comes back; after a conflict, "keep mine" keeps a changed widget whole), deleted
 * widgets gone, pages' fields and order as edited. A widget whose page no longer exists cannot be shown or saved and
 * is left out; so is a change of a page that is gone.
 */
export function applyPending<D extends DraftInput>(draft: D, segments: readonly PendingSegment[]): D {
  const parts = partsOf(draft);
  for (const segment of segments) {
    for (const id of segment.deleted) parts.widgets.delete(id);
    for (const widget of Object.values(segment.created)) parts.widgets.set(widget._id, widget);
    for (const { widget } of Object.values(segment.updated)) parts.widgets.set(widget._id, widget);
    for (const [id, page] of Object.entries(segment.pages)) {
      const current = parts.pages.get(id);
      if (!current) continue;
      const next: Record<string, unknown> = { ...current, ...pageEditableFields(page) };
      for (const field of segment.pagesRemoved?.[id] ?? []) if (editablePageFields.includes(field)) delete next[field];
      parts.pages.set(id, next as EditorPage);
    }
    if (segment.order) parts.pageIds = reorder(parts.pageIds, segment.order);
  }
  const project: Record<string, unknown> = Object.assign({}, ...segments.map((segment) => segment.project ?? {}));
  const widgets = [...parts.widgets.values()];
  const pages = parts.pageIds.map((id, index) => ({
    ...parts.pages.get(id)!,
    num: index + 1,
    wids: widgets.filter((widget) => widget.pid === id),
  }));
  const result: Record<string, unknown> = { ...(draft as DraftInput), pages };
  for (const [name, value] of Object.entries(project)) {
    if (value === null) delete result[name];
    else result[name] = value;
  }
  return result as D;
}

/** Whether two JSON values are equal, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => key in b && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * What to send to turn `base` into `target`, as one segment: widgets created, changed (whole, with the fields
 * `base` has and `target` not as removals) or deleted, pages' changed fields and the order. "Keep mine" after a
 * conflict sends this, on top of the other version's revision.
 */
export function diffDrafts(base: DraftInput, target: DraftInput): PendingSegment {
  const from = partsOf(base);
  const to = partsOf(target);
  const segment = emptySegment();
  for (const [id, widget] of to.widgets) {
    const old = from.widgets.get(id);
    if (!old) segment.created[id] = widget;
    else if (!sameJson(old, widget)) segment.updated[id] = { widget, removed: Object.keys(old).filter((field) => !(field in widget)) };
  }
  for (const id of from.widgets.keys()) if (!to.widgets.has(id)) segment.deleted.push(id);
  for (const [id, page] of to.pages) {
    const old = from.pages.get(id);
    if (old && !sameJson(pageEditableFields(old), pageEditableFields(page))) {
      segment.pages[id] = page;
      const removed = Object.keys(pageEditableFields(old)).filter((field) => !(field in pageEditableFields(page)));
      if (removed.length) (segment.pagesRemoved ??= {})[id] = removed;
    }
  }
  if (from.pageIds.join() !== to.pageIds.join()) segment.order = to.pageIds;
  const project = changedProjectFields(projectFields(base), projectFields(target));
  if (project) segment.project = project;
  return segment;
}
