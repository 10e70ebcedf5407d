import { derivePhoneLayout, hasPhoneGeometry, isPhoneLayoutDerived, phoneFrameFields, phoneLayoutConstants, viewports, type PhoneFrame, type Widget } from '@folio/model';
import { produceWithPatches, type Draft, type Patch } from 'immer';
import { layoutFrame, pageWidgetList, writeLayout, type EditorDocument } from './document';
import { frameBounds, type Box } from './geometry';
import { clampPageHeight } from './page-canvas';
import { DocumentView } from './view';

// docs/editor.md "Phone layout": a widget made in the desktop or tablet view (the Add menu, a paste, a duplicate, a
// dropped file) on a page the author has laid out for phones gets a phone frame inside the phone page with it, in
// the same history entry — phones never draw it at its desktop place. On a page whose phone layout is derived, the
// derivation lays it out; a copy that brings phone geometry along would end the derivation, so it is left behind.

// Within this much (page px) of the page's edge a widget still counts as on it: frames are whole pixels, turned ones not.
const EDGE_SLACK_PX = 0.5;

/** The phone view of a page: what phone visitors get (the derived layout while the page has one). */
export function phoneViewOf(document: EditorDocument, pageId: string): DocumentView {
  return new DocumentView(document, { pageId, viewport: 'phone_portrait', selectedIds: [], raised: null });
}

/** The widgets of a view's page (drawn, not the background) whose box lies partly outside the page. */
export function offPageWidgets(view: DocumentView): { id: string; bounds: Box }[] {
  const page = view.pageSize;
  return view.visibleIds().flatMap((id) => {
    const bounds = view.bounds(id);
    if (!bounds || view.isBackground(id)) return [];
    const off = bounds.x < -EDGE_SLACK_PX || bounds.y < -EDGE_SLACK_PX || bounds.x + bounds.w > page.width + EDGE_SLACK_PX || bounds.y + bounds.h > page.height + EDGE_SLACK_PX;
    return off ? [{ id, bounds }] : [];
  });
}

/** How many widgets of the page phone visitors would not see whole (none while its phone layout is derived). */
export function phoneOffPageCount(document: EditorDocument, pageId: string): number {
  if (!document.pages[pageId] || isPhoneLayoutDerived(pageId, pageWidgetList(document, pageId))) return 0;
  return offPageWidgets(phoneViewOf(document, pageId)).length;
}

const GEOMETRY_FIELDS = ['x', 'y', 'w', 'h'] as const;

/** The phone geometry a derived frame stores (x, y, w, h and the rules it switches off) taken off a widget. */
function dropPhoneGeometry(widget: Draft<Widget>): void {
  const override = (widget as Record<string, unknown>).viewport_phone_portrait as Record<string, unknown> | undefined;
  if (!override) return;
  for (const field of GEOMETRY_FIELDS) delete override[field];
  if (override.is_full_height === false) delete override.is_full_height;
  const sticked = override.sticked as Record<string, unknown> | undefined;
  if (sticked && !Object.values(sticked).some(Boolean)) delete override.sticked;
  if (!Object.keys(override).length) delete (widget as Record<string, unknown>).viewport_phone_portrait;
}

/** The widget without its phone geometry: where the derivation would take it from. */
function desktopOnly(widget: Widget): Widget {
  const override = { ...(widget.viewport_phone_portrait as Record<string, unknown> | undefined) };
  for (const field of GEOMETRY_FIELDS) delete override[field];
  return { ...widget, viewport_phone_portrait: override } as Widget;
}

const boxesMeet = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const isPagePart = (widget: Widget) => widget.type === 'rmheader' || widget.type === 'rmfooter';

/**
 * After a change made in the desktop or tablet view: the widgets it created on the page get what phones need. On a
 * page laid out for phones, each new widget without a phone frame inside the phone page gets one — its derived frame
 * (scaled into the column with its margins, pictures keeping their ratio, texts their size and growing in height),
 * placed where its desktop reading order puts it when that room is free, else below the lowest widget on the phone,
 * the phone page growing as needed (its footers keeping to its bottom). On a derived page, new widgets that bring
 * phone geometry along (a copy from a page laid out for phones) lose it, so the page stays derived. Returns the
 * patches to apply after the change's (null when there is nothing to do).
 */
export function placeNewWidgetsOnPhone(before: EditorDocument, next: EditorDocument, pageId: string, created: readonly string[]): { next: EditorDocument; patches: Patch[]; inversePatches: Patch[] } | null {
  const page = next.pages[pageId];
  const made = created.map((id) => next.widgets[id]).filter((widget): widget is Widget => !!widget && widget.pid === pageId && widget.is_global !== true && widget.type !== 'background');
  if (!page || !made.length) return null;
  if (isPhoneLayoutDerived(pageId, pageWidgetList(before, pageId))) {
    const carrying = made.filter(hasPhoneGeometry);
    if (!carrying.length) return null;
    const [stored, patches, inversePatches] = produceWithPatches(next, (draft) => {
      for (const widget of carrying) dropPhoneGeometry(draft.widgets[widget._id]!);
    });
    return { next: stored, patches, inversePatches };
  }

  const phone = phoneViewOf(before, pageId);
  const pageHeight = phone.pageSize.height;
  // What the new widgets' frames would be on the phone page as it is, to keep those already inside it.
  const nextPhone = phoneViewOf(next, pageId);
  const outside = new Set(offPageWidgets(nextPhone).map((off) => off.id));
  const toPlace = made.filter((widget) => (!hasPhoneGeometry(widget) || outside.has(widget._id)) && !nextPhone.isHidden(widget._id));
  if (!toPlace.length) return null;

  // The new widgets laid out as the derivation lays them, together (a pasted group keeps its arrangement).
  const laid = derivePhoneLayout({ _id: pageId, height: page.height }, toPlace.map(desktopOnly));
  const flow = toPlace.filter((widget) => !isPagePart(widget) && !widget.fixed_position && !widget.is_full_height && laid.frames[widget._id]);
  const flowFrames = flow.map((widget) => laid.frames[widget._id]!);

  // The phone page's widgets laid in its column: not the background, footers, pinned or full-height widgets, nor a
  // backdrop as tall as the page.
  const column = phone.visibleIds().flatMap((id) => {
    const drawn = phone.widget(id)!;
    const bounds = phone.bounds(id)!;
    if (phone.isBackground(id) || drawn.type === 'rmfooter' || drawn.fixed_position || drawn.is_full_height) return [];
    if (bounds.y <= 0 && bounds.y + bounds.h >= pageHeight) return [];
    const desktop = frameBounds(layoutFrame(before.widgets[id]!, { width: viewports.default.width, height: page.height ?? viewports.default.minHeight }));
    return [{ bounds, desktop }];
  });
  const c = phoneLayoutConstants;
  let top = 0;
  let blockHeight = 0;
  let shift = 0;
  if (flowFrames.length) {
    top = Math.min(...flowFrames.map((frame) => frame.y));
    blockHeight = Math.max(...flowFrames.map((frame) => frame.y + frame.h)) - top;
    const left = Math.min(...flowFrames.map((frame) => frame.x));
    const right = Math.max(...flowFrames.map((frame) => frame.x + frame.w));
    const desktopTop = Math.min(...flow.map((widget) => frameBounds(layoutFrame(widget, { width: viewports.default.width, height: page.height ?? viewports.default.minHeight })).y));
    const bottomOf = (items: typeof column) => Math.max(...items.map((item) => item.bounds.y + item.bounds.h));
    const above = column.filter((item) => item.desktop.y + item.desktop.h <= desktopTop);
    const read = above.length ? bottomOf(above) + c.addedGapPx : c.topMarginPx;
    const room = { x: left, y: read, w: right - left, h: blockHeight };
    const free = !column.some((item) => boxesMeet(room, item.bounds));
    const y = free || !column.length ? read : bottomOf(column) + c.addedGapPx;
    shift = y - top;
  }

  // The page grows to hold them above its footers; the footers keep to its bottom.
  const footers = phone.visibleIds().filter((id) => phone.widget(id)!.type === 'rmfooter' && phone.bounds(id)!.y + phone.bounds(id)!.h >= pageHeight - EDGE_SLACK_PX);
  const footerTop = Math.min(pageHeight, ...footers.map((id) => phone.bounds(id)!.y));
  const needed = flowFrames.length ? top + shift + blockHeight + c.bottomMarginPx : 0;
  const grow = Math.max(0, Math.ceil(needed - footerTop));
  const height = grow ? clampPageHeight(pageHeight + grow, 'phone_portrait') : pageHeight;

  const [stored, patches, inversePatches] = produceWithPatches(next, (draft) => {
    for (const widget of toPlace) {
      const derived = laid.frames[widget._id];
      if (!derived) continue;
      const frame = placed(widget, derived, { shift, height, laidHeight: laid.height });
      const target = draft.widgets[widget._id]!;
      dropPhoneGeometry(target);
      writeLayout(target, 'phone_portrait', phoneFrameFields(widget, frame) as Partial<Widget>);
    }
    if (height !== pageHeight) {
      const draftPage = draft.pages[pageId]!;
      draftPage.viewport_phone_portrait = { ...draftPage.viewport_phone_portrait, height };
      for (const id of footers) {
        if (draft.widgets[id]?.pid === pageId) writeLayout(draft.widgets[id]!, 'phone_portrait', { y: Math.round(phone.widget(id)!.y + height - pageHeight) });
      }
    }
  });
  return patches.length ? { next: stored, patches, inversePatches } : null;
}

/** A new widget's phone frame from its derived one: the column's widgets moved as a block; the others by their rule. */
function placed(widget: Widget, derived: PhoneFrame, { shift, height, laidHeight }: { shift: number; height: number; laidHeight: number }): PhoneFrame {
  if (widget.is_full_height && !widget.fixed_position) {
    const side = widget.full_height_margin ?? 0;
    return { ...derived, y: Math.min(side, height / 2), h: Math.max(0, height - 2 * side) };
  }
  if (widget.type === 'rmfooter' && !widget.fixed_position) return { ...derived, y: derived.y + height - laidHeight };
  if (isPagePart(widget) || widget.fixed_position) return derived;
  return { ...derived, y: Math.round(derived.y + shift) };
}
