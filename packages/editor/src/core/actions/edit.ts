import { editorConstants, layersConstants, magEditableSchema, newObjectId, widgetLayoutShape, widgetSchema, type MagEditable, type PageEditable, type Widget, type WidgetInput } from '@folio/model';
import { cloneWidgets } from '../clipboard';
import { writeLayout, writePerPage } from '../document';
import { documentAction, type ActionContext } from './action';
import { writeOrder } from './z-order';

const LAYOUT_FIELDS = new Set(Object.keys(widgetLayoutShape));

/** The z just above every widget of the session's page. */
function topZ(context: ActionContext): number {
  const stack = context.view.stack();
  return stack.length ? (context.view.widget(stack[stack.length - 1]!)!.z ?? 0) + 1 : 1;
}

/** Omit over each member of a union (the plain Omit keeps only the members' common fields). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A widget to create: any kind's fields; _id and pid may be left out. */
export type NewWidget = DistributiveOmit<WidgetInput, '_id' | 'pid'> & { _id?: string; pid?: string };

/**
 * Adds widgets (a new shape, an upload…). Each is checked with the model's schema (defaults filled in); a missing
 * _id is made with newObjectId, a missing pid is the session's page, a missing z puts it on top. They end selected.
 */
export const createWidgets = documentAction<{ widgets: readonly NewWidget[] }>({
  name: 'createWidgets',
  recipe(context, { widgets }) {
    let z = topZ(context);
    const ids = widgets.map((input) => {
      const widget = widgetSchema.parse({ _id: newObjectId(), pid: context.view.session.pageId, z: z++, ...input });
      context.doc.widgets[widget._id] = widget;
      return widget._id;
    });
    pinNewBackgrounds(context, ids);
    context.select(ids);
  },
});

/**
 * New backgrounds (made, pasted, duplicated) are stored as the page's box (0, 0, full width and height, upright,
 * not stuck) and go under every other widget of the page (docs/editor.md "Background").
 */
function pinNewBackgrounds(context: ActionContext, ids: readonly string[]): void {
  const backgrounds = ids.filter((id) => context.doc.widgets[id]?.type === 'background');
  if (!backgrounds.length) return;
  const { width, height } = context.view.pageSize;
  for (const id of backgrounds) {
    const widget = context.doc.widgets[id] as Record<string, unknown>;
    for (const name of BACKGROUND_FREE_FIELDS) delete widget[name];
    Object.assign(widget, { x: 0, y: 0, w: width, h: height, is_full_width: true, is_full_height: true });
  }
  const made = new Set(ids);
  writeOrder(context, [...context.view.stack(), ...ids], (id) => (made.has(id) ? context.doc.widgets[id]?.z : context.view.widget(id)?.z));
}

/** The layout fields a background does not keep: it is always the page's box. */
const BACKGROUND_FREE_FIELDS = ['angle', 'sticked', 'sticked_margin', 'fixed_position', 'full_width_margin', 'full_height_margin'];
/** The layout fields a change to a background leaves alone: it is never moved, resized or turned. */
const BACKGROUND_FIXED_FIELDS = new Set(['x', 'y', 'w', 'h', 'is_full_width', 'is_full_height', ...BACKGROUND_FREE_FIELDS]);

/**
 * Names a widget (the layers panel): the name is trimmed and cut to widgetNameMaxLength; an empty name takes the
 * widget's own name away, so it shows its default one again. One name for every viewport.
 */
export const renameWidget = documentAction<{ id: string; name: string }>({
  name: 'renameWidget',
  recipe(context, { id, name }) {
    const widget = context.doc.widgets[id];
    if (!widget) return;
    const next = name.trim().slice(0, layersConstants.widgetNameMaxLength);
    if (next) widget.layer_name = next;
    else delete widget.layer_name;
  },
});

/**
 * Puts a widget whole in place of the stored one with its id (a text's content as the text editor hands it back, a
 * v2 text becoming v3): fields it no longer has are removed. Nothing happens for an id the document does not have.
 */
export const replaceWidget = documentAction<{ widget: Widget }>({
  name: 'replaceWidget',
  recipe(context, { widget }) {
    if (context.doc.widgets[widget._id]) context.doc.widgets[widget._id] = widgetSchema.parse(widget);
  },
});

/** A panel's change to one widget: its id and the fields that change. */
export type WidgetChange = { _id: string } & Partial<DistributiveOmit<Widget, '_id' | 'type'>>;

/**
 * Changes fields of widgets (the property panels). Layout fields go where the session's viewport keeps them (the
 * override, away from default), hidden and z per page; the kind's own fields go to the widget itself.
 */
export const updateWidgets = documentAction<{ changes: readonly WidgetChange[] }>({
  name: 'updateWidgets',
  recipe(context, { changes }) {
    const { viewport, pageId } = context.view.session;
    for (const { _id, ...fields } of changes) {
      const widget = context.doc.widgets[_id];
      if (!widget) continue;
      const background = widget.type === 'background';
      const layout: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(fields)) {
        // A background is the page's box: its place and size are not the panel's to change.
        if (background && BACKGROUND_FIXED_FIELDS.has(name)) continue;
        if (LAYOUT_FIELDS.has(name)) layout[name] = value;
        else if (name === 'hidden') writePerPage(widget, viewport, pageId, 'hidden', value as boolean);
        else if (name === 'z') writePerPage(widget, viewport, pageId, 'z', value as number);
        // undefined takes the field off the widget (the change stream lists it in removedFields).
        else if (value === undefined) delete (widget as Record<string, unknown>)[name];
        else (widget as Record<string, unknown>)[name] = value;
      }
      if (Object.keys(layout).length) writeLayout(widget, viewport, layout as Partial<Widget>);
    }
  },
});

/** Changes a page's own fields (title, uri, SEO, height, per-viewport settings). */
export const updatePage = documentAction<{ pageId: string; fields: PageEditable }>({
  name: 'updatePage',
  recipe(context, { pageId, fields }) {
    const page = context.doc.pages[pageId];
    if (page) Object.assign(page, fields);
  },
});

/**
 * Changes the project's own fields (the project settings): checked with the model's schema first, so a value the
 * server would refuse is never written (the action throws the schema's error for the settings to show).
 */
/** Project fields to write; a field given as null is taken away (the project's address, back to its number). */
export type ProjectChanges = { [K in keyof MagEditable]?: MagEditable[K] | null };

export const updateProject = documentAction<{ fields: ProjectChanges }>({
  name: 'updateProject',
  recipe(context, { fields }) {
    const removed = Object.keys(fields).filter((name) => fields[name as keyof MagEditable] === null) as (keyof MagEditable)[];
    const written = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
    Object.assign(context.doc.project, magEditableSchema.parse(written));
    for (const name of removed) delete context.doc.project[name];
  },
});

/** Puts the pages in a new order; the list must hold every page once (otherwise nothing changes). */
export const reorderPages = documentAction<{ pageIds: readonly string[] }>({
  name: 'reorderPages',
  recipe(context, { pageIds }) {
    const current = context.doc.pageIds;
    if (pageIds.length !== current.length || new Set(pageIds).size !== pageIds.length || !pageIds.every((id) => current.includes(id))) return;
    context.doc.pageIds = [...pageIds];
  },
});

/**
 * Deletes the selection (locked widgets too: they were picked on purpose). Animation triggers on the remaining
 * widgets that named a deleted widget lose that id, so nothing points at a widget that is gone.
 */
function deleteSelection(context: ActionContext): void {
  const gone = new Set(context.view.session.selectedIds.filter((id) => context.doc.widgets[id]));
  if (!gone.size) return;
  for (const id of gone) delete context.doc.widgets[id];
  for (const widget of Object.values(context.doc.widgets)) {
    for (const animation of widget.animation ?? []) {
      if (animation.trigger?.some((id) => gone.has(id))) animation.trigger = animation.trigger.filter((id) => !gone.has(id));
    }
  }
  context.select([]);
}

export const deleteSelected = documentAction({ name: 'deleteSelected', keys: [{ combo: 'delete' }, { combo: 'backspace' }], recipe: deleteSelection });

/** The document half of a cut (Editor.cut puts the widgets on the clipboard first). */
export const cut = documentAction({ name: 'cut', recipe: deleteSelection });

/**
 * Puts copies of widgets on the session's page, on top, `offset` px right and down of the originals, and selects
 * them (see cloneWidgets for ids and triggers).
 */
export function placeCopies(context: ActionContext, widgets: readonly Widget[], offset: number): void {
  const { pageId } = context.view.session;
  const copies = cloneWidgets(widgets, {
    targetPageId: pageId,
    offset,
    zFrom: topZ(context),
    keepTrigger: (id) => {
      const widget = context.doc.widgets[id];
      return Boolean(widget && (widget.pid === pageId || widget.is_global));
    },
    newId: newObjectId,
  });
  for (const copy of copies) context.doc.widgets[copy._id] = copy;
  pinNewBackgrounds(context, copies.map((copy) => copy._id));
  context.select(copies.map((copy) => copy._id));
}

/** Pastes widgets (the editor works out the offset: see Editor.paste). */
export const paste = documentAction<{ widgets: readonly Widget[]; offset: number }>({
  name: 'paste',
  recipe: (context, { widgets, offset }) => placeCopies(context, widgets, offset),
});

/** Copies of the selection on the same page, offset as a paste would be; the clipboard is left as it was. */
export const duplicate = documentAction({
  name: 'duplicate',
  keys: [{ combo: 'mod+d' }],
  recipe(context) {
    const widgets = context.view.session.selectedIds.flatMap((id) => context.view.stored(id) ?? []);
    if (widgets.length) placeCopies(context, widgets, editorConstants.pasteOffsetPx);
  },
});
