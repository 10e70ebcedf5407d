import {
  effectiveWidget,
  magEditableShape,
  type MagEditable,
  PER_PAGE_DEFAULT_KEY,
  viewports,
  type Page,
  type ViewportName,
  type ViewportOverrideField,
  type Widget,
} from '@folio/model';
import type { Draft } from 'immer';
import type { Box } from './geometry';

/** A page of the document: its fields as the API returns them, without its widgets (those are by id). */
export type EditorPage = Omit<Page, 'wids'>;

/**
 * The draft mag as the editor holds it (docs/editor.md "Document"): pages in order, each page's fields by id, and
 * every widget by id with its per-viewport overrides. Nothing of the session (selection, zoom, viewport) is here.
 */
export interface EditorDocument {
  magId: string;
  /** The project's own editable fields (title, description, opts, code injection…: PATCH /api/mag/{id}). */
  project: MagEditable;
  pageIds: string[];
  pages: Record<string, EditorPage>;
  widgets: Record<string, Widget>;
}

/** What GET /api/projects/{id} answers, as far as the editor reads it. */
export interface DraftInput extends MagEditable {
  _id: string;
  revision?: number;
  pages?: readonly Page[];
}

const projectFieldNames = Object.keys(magEditableShape) as (keyof MagEditable)[];

/** The project fields the editor edits, taken from a draft (or any record): those it has, nothing else. */
export function projectFields(source: Partial<Record<keyof MagEditable, unknown>>): MagEditable {
  const fields: Record<string, unknown> = {};
  for (const name of projectFieldNames) if (source[name] !== undefined) fields[name] = source[name];
  return fields as MagEditable;
}

export function documentFromDraft(draft: DraftInput): EditorDocument {
  const document: EditorDocument = { magId: draft._id, project: projectFields(draft), pageIds: [], pages: {}, widgets: {} };
  for (const { wids, ...page } of draft.pages ?? []) {
    document.pageIds.push(page._id);
    document.pages[page._id] = page;
    for (const widget of wids ?? []) document.widgets[widget._id] = widget;
  }
  return document;
}

// The widgets of each page, made once per widgets record (frozen: a change makes a new record).
const pageIndexes = new WeakMap<EditorDocument['widgets'], Map<string, Widget[]>>();

/** The widgets drawn on a page, in document order: its own and every page's global widgets. */
export function pageWidgetList(document: EditorDocument, pageId: string): Widget[] {
  let index = pageIndexes.get(document.widgets);
  if (!index) {
    index = new Map();
    pageIndexes.set(document.widgets, index);
  }
  let list = index.get(pageId);
  if (!list) {
    list = Object.values(document.widgets).filter((widget) => widget.pid === pageId || widget.is_global === true);
    index.set(pageId, list);
  }
  return [...list];
}

/**
 * Whether a page is as it was in `loaded`: its fields, the project's and every widget drawn on it the same (a change
 * makes new records, so sameness is identity).
 */
export function pageAsLoaded(loaded: EditorDocument, document: EditorDocument, pageId: string): boolean {
  if (document.project !== loaded.project || document.pages[pageId] !== loaded.pages[pageId]) return false;
  const now = pageWidgetList(document, pageId);
  const then = pageWidgetList(loaded, pageId);
  return now.length === then.length && now.every((widget, index) => widget === then[index]);
}

export type OverrideFields = Partial<Omit<Widget, 'hidden' | 'z'>>;
/** The fields a viewport override may hold (layout and kind fields; hidden and z per page). */
export interface WidgetOverride {
  [field: string]: unknown;
  hidden?: Record<string, boolean>;
  z?: Record<string, number>;
}

export function overrideField(viewport: Exclude<ViewportName, 'default'>): ViewportOverrideField {
  return `viewport_${viewport}`;
}

// A widget seen field by field: the writes below set fields by name on whichever kind it is.
type Writable = Record<string, unknown>;

/**
 * Writes layout fields (x, y, w, h, angle, flips, stick and full-size settings, fixed_position) where the viewport
 * keeps them: on the widget itself at default, else in that viewport's override (viewer-and-project.md §3). Editing
 * at default never touches an override.
 */
export function writeLayout(widget: Draft<Widget>, viewport: ViewportName, fields: Partial<Widget>): void {
  const target: Writable = viewport === 'default' ? (widget as Writable) : overrideOf(widget, viewport);
  for (const [name, value] of Object.entries(fields)) target[name] = value;
}

function overrideOf(widget: Draft<Widget>, viewport: Exclude<ViewportName, 'default'>): Writable {
  const fields = widget as Writable;
  const name = overrideField(viewport);
  fields[name] ??= {};
  return fields[name] as Writable;
}

/**
 * Writes hidden or z as the viewport keeps it: the widget's own field at default; elsewhere the override's per-page
 * map (viewer-and-project.md §3 "stored per page id with a default entry"). A new map starts with a `default` entry
 * holding what every page showed until now (the widget's own value), so only this page changes.
 */
export function writePerPage<F extends 'hidden' | 'z'>(
  widget: Draft<Widget>,
  viewport: ViewportName,
  pageId: string,
  field: F,
  value: F extends 'hidden' ? boolean : number,
): void {
  if (viewport === 'default') {
    (widget as Writable)[field] = value;
    return;
  }
  const override = overrideOf(widget, viewport);
  const map = override[field] as Record<string, unknown> | undefined;
  if (map) {
    map[pageId] = value;
    return;
  }
  const inherited = field === 'hidden' ? (widget.hidden ?? false) : (widget.z ?? 0);
  override[field] = { [PER_PAGE_DEFAULT_KEY]: inherited, [pageId]: value };
}

/** The widget as drawn in a viewport on a page (the model's rule). */
export function widgetAt(widget: Widget, viewport: ViewportName, pageId: string): Widget {
  return effectiveWidget(widget, viewport, pageId);
}

export interface PageSize {
  width: number;
  height: number;
}

/** The page's size in a viewport: the viewport's width, and the page's height there (never under its minimum). */
export function pageSizeAt(page: EditorPage | undefined, viewport: ViewportName): PageSize {
  const spec = viewports[viewport];
  const own = viewport === 'default' ? page?.height : page?.[overrideField(viewport)]?.height;
  return { width: spec.width, height: Math.max(spec.minHeight, own ?? page?.height ?? spec.minHeight) };
}

// The box where the editor draws a widget, with the page standing for the window (docs/editor.md "Layout"): the model's
// rule, the one the phone layout's derivation places widgets with.
export { layoutFrame } from '@folio/model';

/** Whether the widget's place on an axis is set by its layout rule (full size or stuck) rather than by x or y. */
export function axisIsPinned(widget: Widget, axis: 'x' | 'y'): boolean {
  const sticked = widget.sticked ?? {};
  return axis === 'x' ? Boolean(widget.is_full_width || sticked.left || sticked.right) : Boolean(widget.is_full_height || sticked.top || sticked.bottom);
}

/** Whether the widget's size on an axis is set by its layout rule (full width or height). */
export function sizeIsPinned(widget: Widget, axis: 'x' | 'y'): boolean {
  return Boolean(axis === 'x' ? widget.is_full_width : widget.is_full_height);
}

/** The box fields a transform may write for this widget: pinned axes keep what their layout rule says. */
export function freeBoxFields(widget: Widget, box: Box & { angle?: number }): Partial<Widget> {
  const fields: Partial<Record<'x' | 'y' | 'w' | 'h' | 'angle', number>> = {};
  if (!axisIsPinned(widget, 'x')) fields.x = box.x;
  if (!axisIsPinned(widget, 'y')) fields.y = box.y;
  if (!sizeIsPinned(widget, 'x')) fields.w = box.w;
  if (!sizeIsPinned(widget, 'y')) fields.h = box.h;
  if (box.angle !== undefined) fields.angle = box.angle;
  return fields as Partial<Widget>;
}
