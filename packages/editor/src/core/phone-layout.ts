import { derivePhoneLayout, isPhoneLayoutDerived, phoneFrameFields, widgetLayoutShape, withPhoneFrame, type PhoneFrame, type Widget } from '@folio/model';
import { produceWithPatches, type Draft, type Patch } from 'immer';
import { pageWidgetList, widgetAt, type EditorDocument } from './document';

// docs/editor.md "Phone layout": in the phone view, a page whose phone layout is derived shows the layout the model
// derives from its desktop widgets (packages/model/src/phone-layout.ts), so every reader of the document view —
// hits, snaps, canvas, overlay, layers, thumbnails — sees what phone visitors get. The first phone layout edit
// stores the derived frames as the widgets' phone overrides with it (one history entry), so nothing jumps.

export interface DerivedPhoneLayout {
  /** The derived frame of each widget laid out (by id). */
  frames: Record<string, PhoneFrame>;
  /** The phone page's height. */
  height: number;
}

// One derivation per widgets record (frozen: a change makes a new record) and page.
const derivations = new WeakMap<EditorDocument['widgets'], Map<string, { page: unknown; layout: DerivedPhoneLayout | null }>>();

/** The page's derived phone layout, or null when the author has laid the page out for phones (or it has no such page). */
export function derivedPhoneLayout(document: EditorDocument, pageId: string): DerivedPhoneLayout | null {
  const page = document.pages[pageId];
  if (!page) return null;
  let byPage = derivations.get(document.widgets);
  if (!byPage) derivations.set(document.widgets, (byPage = new Map()));
  const cached = byPage.get(pageId);
  if (cached && cached.page === page) return cached.layout;
  const widgets = pageWidgetList(document, pageId);
  const layout = isPhoneLayoutDerived(pageId, widgets) ? derivePhoneLayout(page, widgets) : null;
  byPage.set(pageId, { page, layout });
  return layout;
}

// The widget with its derived frame, as drawn on phones: made once per stored widget and frame, so a view hands out
// the same object while neither changes.
const derivedWidgets = new WeakMap<Widget, { key: string; drawn: Widget }>();

export function derivedWidget(stored: Widget, frame: PhoneFrame, pageId: string): Widget {
  const key = `${pageId} ${frame.x} ${frame.y} ${frame.w} ${frame.h}`;
  const cached = derivedWidgets.get(stored);
  if (cached?.key === key) return cached.drawn;
  const drawn = widgetAt(withPhoneFrame(stored, frame), 'phone_portrait', pageId);
  derivedWidgets.set(stored, { key, drawn });
  return drawn;
}

// The layout fields of a phone override whose change is a phone layout edit (an animation is not).
const layoutFields = Object.keys(widgetLayoutShape).filter((field) => field !== 'animation');

function ownWidgetIds(document: EditorDocument, pageId: string): string[] {
  return pageWidgetList(document, pageId)
    .filter((widget) => widget.pid === pageId && widget.is_global !== true)
    .map((widget) => widget._id);
}

/** Whether a change edited the phone layout of a page: a layout field of a phone override of its own widgets changed. */
function editsPhoneLayout(before: EditorDocument, next: EditorDocument, pageId: string): boolean {
  if (before.widgets === next.widgets) return false;
  return ownWidgetIds(next, pageId).some((id) => {
    const was = before.widgets[id]?.viewport_phone_portrait as Record<string, unknown> | undefined;
    const now = next.widgets[id]?.viewport_phone_portrait as Record<string, unknown> | undefined;
    return was !== now && layoutFields.some((field) => was?.[field] !== now?.[field]);
  });
}

/**
 * After a change made in the phone view: when the page's layout was derived and the change edits it (or leaves the
 * page no longer derived), every widget of the page gets its derived frame as its phone override — the fields the
 * change did not write — and the page its derived phone height (or the height the change wrote, when taller).
 * Returns the patches to apply after the change's (null when there is nothing to store).
 */
export function storeDerivedPhoneLayout(before: EditorDocument, next: EditorDocument, pageId: string): { next: EditorDocument; patches: Patch[]; inversePatches: Patch[] } | null {
  const layout = derivedPhoneLayout(before, pageId);
  if (!layout) return null;
  if (derivedPhoneLayout(next, pageId) && !editsPhoneLayout(before, next, pageId)) return null;
  const [stored, patches, inversePatches] = produceWithPatches(next, (draft) => {
    for (const id of ownWidgetIds(next, pageId)) {
      const frame = layout.frames[id];
      const widget = draft.widgets[id];
      if (!frame || !widget) continue;
      const override = ((widget as Record<string, unknown>).viewport_phone_portrait ??= {}) as Record<string, unknown>;
      for (const [field, value] of Object.entries(phoneFrameFields(before.widgets[id]!, frame))) {
        if (override[field] === undefined) override[field] = value;
      }
    }
    // The derived height, or the one the change wrote when taller (a widget dragged below the page grew it).
    const page = draft.pages[pageId];
    const written = next.pages[pageId]?.viewport_phone_portrait?.height;
    const height = written !== before.pages[pageId]?.viewport_phone_portrait?.height ? Math.max(layout.height, written ?? 0) : layout.height;
    if (page && page.viewport_phone_portrait?.height !== height) {
      page.viewport_phone_portrait = { ...page.viewport_phone_portrait, height };
    }
  });
  return patches.length ? { next: stored, patches, inversePatches } : null;
}

/**
 * "Reset phone layout from desktop": takes away what the derived layout stores — the page's phone geometry overrides
 * (x, y, w, h, and the stick and full-height rules switched off) and its phone height — so the derived layout is back.
 */
export function clearPhoneLayout(draft: Draft<EditorDocument>, pageId: string): void {
  for (const widget of Object.values(draft.widgets) as Record<string, unknown>[]) {
    const override = widget.viewport_phone_portrait as Record<string, unknown> | undefined;
    if (widget.pid !== pageId || widget.is_global === true || !override) continue;
    for (const field of ['x', 'y', 'w', 'h']) delete override[field];
    if (override.is_full_height === false) delete override.is_full_height;
    const sticked = override.sticked as Record<string, unknown> | undefined;
    if (sticked && !Object.values(sticked).some(Boolean)) delete override.sticked;
    if (!Object.keys(override).length) delete widget.viewport_phone_portrait;
  }
  const phone = draft.pages[pageId]?.viewport_phone_portrait;
  if (phone?.height !== undefined) delete phone.height;
}
