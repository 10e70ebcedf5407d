// No zod here: the viewer imports this rule (as a chunk of its own, loaded for phones only).
import { layoutFrame } from './layout-frame';
import { effectiveWidget, viewports } from './viewports';
import type { Widget } from './widgets/registry';

/**
 * The derived phone layout (docs/editor.md "Phone layout"): until the author edits a page's phone layout, phones get
 * its desktop widgets re-laid in one column — in reading order (top to bottom, then left to right), widgets that
 * overlap on desktop kept together as one group and scaled as one, each group fitted to the 320 px page less its
 * margins, texts re-flowed at their font size (their height grows with their lines), pictures and other boxes scaled
 * keeping their ratio, the page as tall as its content. Pure and DOM-free: the viewer, the server's render and the
 * editor compute the same frames.
 */
export const phoneLayoutConstants = {
  // Ours: the column's side margins, and the room above the first group and below the last (page px).
  sideMarginPx: 20,
  topMarginPx: 24,
  bottomMarginPx: 32,
  // Ours: the gap between two groups is their desktop gap halved, kept within these bounds.
  gapScale: 0.5,
  minGapPx: 12,
  maxGapPx: 40,
  // Ours: a widget added on desktop to a page laid out for phones goes this far below the phone widget before it.
  addedGapPx: 24,
  // Ours: a group narrower than the column goes to its left, middle or right as its centre lay in the left, middle or
  // right third of the desktop page.
  alignLeftBelow: 1 / 3,
  alignRightAbove: 2 / 3,
  // Ours: a widget this wide (share of the desktop page) that meets every other widget is the page's backdrop: it
  // covers the whole phone page rather than shrinking them all into one group.
  backdropWidthShare: 0.9,
  // Ours: the text estimate (no DOM): an average glyph is 0.55 em wide, and wrapping at word ends loses about 10 %.
  charWidthEm: 0.55,
  wrapSlack: 1.1,
  // widgets-and-authoring.md §3: default text size 18, line height 26.
  defaultFontSize: 18,
  defaultLineHeight: 26,
  // Ours: a paragraph without a line height of its own set larger than the default takes about 1.25 em a line.
  lineHeightEm: 1.25,
} as const;

const PHONE = viewports.phone_portrait;
const DESKTOP = viewports.default;

/** A widget's place on the phone page (page px): its box before its angle turns it. */
export interface PhoneFrame {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PhoneLayout {
  /** The derived frame of each widget laid out (by id); widgets left alone (hidden, background) have none. */
  frames: Record<string, PhoneFrame>;
  /** The phone page's height: down to the last group plus its margin, never under the viewport's minimum. */
  height: number;
  /** The groups in reading order, each the ids of the widgets kept together. */
  groups: string[][];
}

/** The page fields the derivation reads. */
export interface PhoneLayoutPage {
  _id: string;
  height?: number;
  viewport_phone_portrait?: { height?: number; enabled?: boolean };
}

/** An exact height for a text at a width (the editor measures in the DOM); null: use the estimate. */
export type MeasureTextHeight = (widget: Widget, width: number) => number | null;

export interface PhoneLayoutOptions {
  measureText?: MeasureTextHeight;
}

const GEOMETRY_FIELDS = ['x', 'y', 'w', 'h'] as const;

/** Whether a widget carries a phone geometry override (x, y, w or h in viewport_phone_portrait). */
export function hasPhoneGeometry(widget: Widget): boolean {
  const override = widget.viewport_phone_portrait as Partial<Record<string, unknown>> | undefined;
  return !!override && GEOMETRY_FIELDS.some((field) => override[field] !== undefined);
}

/**
 * The rule for "derived" (docs/editor.md "Phone layout"): a page's phone layout is derived while no widget of its
 * own (global widgets belong to every page) carries a phone geometry override. The author's first phone layout
 * edit stores one for every widget of the page, so from then on the page keeps its phone layout as edited.
 */
export function isPhoneLayoutDerived(pageId: string, widgets: readonly Widget[]): boolean {
  return !widgets.some((widget) => widget.pid === pageId && widget.is_global !== true && hasPhoneGeometry(widget));
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Item {
  widget: Widget;
  frame: PhoneFrame;
  angle: number;
  /** The upright box around it on the desktop page. */
  box: Box;
  /** What it covers: its box, but a full-width widget spans the window, so any width (docs/viewer.md "Widget placement"). */
  reach: Box;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The upright box around a frame turned by its angle (about its centre). */
function boundsOf(frame: PhoneFrame, angle: number): Box {
  const turn = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(turn));
  const sin = Math.abs(Math.sin(turn));
  const w = angle ? frame.w * cos + frame.h * sin : frame.w;
  const h = angle ? frame.w * sin + frame.h * cos : frame.h;
  const cx = frame.x + frame.w / 2;
  const cy = frame.y + frame.h / 2;
  return { left: cx - w / 2, top: cy - h / 2, right: cx + w / 2, bottom: cy + h / 2 };
}

/** Pinned to the window (fixed_position, or a sticky header or footer): placed against the window, not in the column. */
function isPinned(widget: Widget): boolean {
  return !!widget.fixed_position || (isPagePart(widget) && widget.sticky === true);
}

/** A header or footer: a band across the page (sticky or not, its own or global) unless turned or pinned to a window anchor. */
function isPagePart(widget: Widget): widget is Extract<Widget, { type: 'rmheader' | 'rmfooter' }> {
  return widget.type === 'rmheader' || widget.type === 'rmfooter';
}

/**
 * A text's height at a width, estimated from its text (no DOM): per paragraph, its characters at its largest font
 * size laid in lines of the width (less paddings), each line at its line height, plus its paddings.
 */
export function estimateTextHeight(widget: Widget, width: number): number {
  if (widget.type !== 'text') return widget.h;
  const c = phoneLayoutConstants;
  const lines = (chars: number, fontSize: number, room: number) =>
    Math.max(1, Math.ceil((chars * fontSize * c.charWidthEm * c.wrapSlack) / Math.max(fontSize, room)));
  if (widget.version !== 3) {
    const text = (widget.text ?? '').replace(/<(?:p|div|br|li|h\d)\b[^>]*>/gi, '\n').replace(/<[^>]*>/g, '');
    return text.split('\n').reduce((sum, line) => sum + lines(line.length, c.defaultFontSize, width) * c.defaultLineHeight, 0);
  }
  let height = 0;
  for (const block of widget.blocks ?? []) {
    const data = widget.blocksMeta?.find((meta) => meta.key === block.key)?.data;
    let fontSize = 0;
    for (const entry of widget.styles ?? []) {
      if (entry.key !== block.key) continue;
      for (const range of entry.ranges as readonly { value?: unknown; style?: { fontSize?: unknown } }[]) {
        const size = 'type' in entry ? (entry.type === 'fontSize' ? range.value : undefined) : range.style?.fontSize;
        if (typeof size === 'number') fontSize = Math.max(fontSize, size);
      }
    }
    fontSize ||= c.defaultFontSize;
    const lineHeight = data?.lineHeight ?? Math.max(c.defaultLineHeight, Math.round(fontSize * c.lineHeightEm));
    const pad = data?.paddings;
    const room = width - (pad?.left ?? 0) - (pad?.right ?? 0) - (data?.textIndent ?? 0) - block.depth * fontSize;
    height += lines(block.text.length, fontSize, room) * lineHeight + (pad?.top ?? 0) + (pad?.bottom ?? 0);
  }
  return Math.max(height, c.defaultLineHeight);
}

/**
 * The reading order of boxes: top to bottom, then left to right. A box joins the row being read while it starts
 * above the bottom of every box of that row (it sits beside them all); a row reads left to right. So a box wholly
 * above another is always read first.
 */
export function readingOrder<T extends { box: Box }>(items: readonly T[]): T[] {
  const byTop = [...items].sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
  const rows: T[][] = [];
  let row: T[] = [];
  let rowBottom = -Infinity;
  for (const item of byTop) {
    if (row.length && item.box.top < rowBottom) {
      row.push(item);
      rowBottom = Math.min(rowBottom, item.box.bottom);
    } else {
      if (row.length) rows.push(row);
      row = [item];
      rowBottom = item.box.bottom;
    }
  }
  if (row.length) rows.push(row);
  return rows.flatMap((items) => items.sort((a, b) => a.box.left - b.box.left || a.box.top - b.box.top));
}

/** Widgets whose boxes overlap, joined (also through others) into groups. */
function groupsOf(items: readonly Item[]): Item[][] {
  const parent = items.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  // Sweep by left edge: only boxes whose x ranges meet are compared.
  const order = items.map((_, index) => index).sort((a, b) => items[a]!.reach.left - items[b]!.reach.left);
  for (let i = 0; i < order.length; i += 1) {
    const a = items[order[i]!]!;
    for (let j = i + 1; j < order.length && items[order[j]!]!.reach.left < a.reach.right; j += 1) {
      if (overlaps(a.reach, items[order[j]!]!.reach)) parent[root(order[i]!)] = root(order[j]!);
    }
  }
  const groups = new Map<number, Item[]>();
  items.forEach((item, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  });
  return [...groups.values()];
}

function unionBox(items: readonly Item[]): Box {
  return items.reduce(
    (box, item) => ({
      left: Math.min(box.left, item.box.left),
      top: Math.min(box.top, item.box.top),
      right: Math.max(box.right, item.box.right),
      bottom: Math.max(box.bottom, item.box.bottom),
    }),
    { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity },
  );
}

/** Edges rounded one by one (never the sizes), so boxes that met edge to edge still only meet. */
function rounded(frame: PhoneFrame): PhoneFrame {
  const x = Math.round(frame.x);
  const y = Math.round(frame.y);
  return { x, y, w: Math.round(frame.x + frame.w) - x, h: Math.round(frame.y + frame.h) - y };
}

/**
 * The phone layout derived from a page's desktop widgets (`widgets`: the widgets drawn on the page, its own and the
 * global ones). Widgets hidden on phones and the background are left alone; headers open the column and footers
 * close it (sticky ones too: full width at their height); full-height widgets span the phone page's height, as the
 * background does, and do not set it; widgets pinned to a window anchor and other global widgets are fitted into the
 * page.
 */
export function derivePhoneLayout(page: PhoneLayoutPage, widgets: readonly Widget[], options: PhoneLayoutOptions = {}): PhoneLayout {
  const c = phoneLayoutConstants;
  const width = PHONE.width;
  const column = width - 2 * c.sideMarginPx;
  const desktopHeight = Math.max(DESKTOP.minHeight, page.height ?? DESKTOP.minHeight);
  const frames: Record<string, PhoneFrame> = {};
  const flow: Item[] = [];
  const heads: Item[] = [];
  const feet: Item[] = [];
  const fitted: Item[] = [];
  const spans: Item[] = [];
  for (const stored of widgets) {
    const widget = effectiveWidget(stored, 'phone_portrait', page._id);
    if (widget.hidden || widget.type === 'background') continue;
    const { angle, ...frame } = layoutFrame(widget, { width: DESKTOP.width, height: desktopHeight });
    const box = boundsOf(frame, angle);
    const item = { widget, frame, angle, box, reach: widget.is_full_width ? { ...box, left: -Infinity, right: Infinity } : box };
    const upright = !angle;
    // Full height follows the page: it spans the phone page rather than making it as tall as the desktop one.
    if (widget.is_full_height && upright && !widget.fixed_position) spans.push(item);
    else if (isPagePart(widget) && upright && !widget.fixed_position) (widget.type === 'rmheader' ? heads : feet).push(item);
    else if (widget.is_global === true || isPinned(widget) || widget.is_full_height) fitted.push(item);
    else flow.push(item);
  }

  // A backdrop: wide, upright, not a text, and meeting every other widget of the column.
  const backdrops =
    flow.length > 1
      ? flow.filter(
          (item) =>
            item.widget.type !== 'text' &&
            !item.angle &&
            item.box.right - item.box.left >= c.backdropWidthShare * DESKTOP.width &&
            flow.every((other) => other === item || overlaps(item.reach, other.reach)),
        )
      : [];
  const columnItems = flow.filter((item) => !backdrops.includes(item));

  let cursor = 0;
  const bands = (items: readonly Item[]) => {
    for (const item of readingOrder(items)) {
      const h = Math.max(0, item.frame.h);
      frames[item.widget._id] = { x: 0, y: cursor, w: width, h };
      cursor += h;
    }
  };
  bands(heads);
  const columnTop = cursor;
  const groups = readingOrder(groupsOf(columnItems).map((members) => ({ members, box: unionBox(members) })));
  let previousBottom: number | null = null;
  for (const { members, box } of groups) {
    const desktopGap = previousBottom === null ? box.top : box.top - previousBottom;
    cursor += previousBottom === null && !heads.length ? c.topMarginPx : clamp(desktopGap * c.gapScale, c.minGapPx, c.maxGapPx);
    previousBottom = box.bottom;
    cursor += placeGroup(members, box, cursor, column, frames, options);
  }
  cursor += groups.length ? c.bottomMarginPx : 0;
  const footerHeight = feet.reduce((sum, item) => sum + Math.max(0, item.frame.h), 0);
  const height = Math.max(PHONE.minHeight, Math.ceil(cursor + footerHeight), page.viewport_phone_portrait?.height ?? 0);
  // Footers close the page: at its bottom, however tall it is.
  cursor = height - footerHeight;
  bands(feet);

  // A backdrop covers the column's part of the page: between the headers and the footers.
  for (const item of backdrops) frames[item.widget._id] = { x: 0, y: columnTop, w: width, h: height - footerHeight - columnTop };
  for (const item of spans) frames[item.widget._id] = span(item, height);
  for (const item of fitted) frames[item.widget._id] = fit(item, width, height);
  for (const id of Object.keys(frames)) frames[id] = rounded(frames[id]!);
  return { frames, height, groups: groups.map(({ members }) => members.map((item) => item.widget._id)) };
}

/**
 * Lays a group at `top` of the column: scaled as one to the column's width when wider (never enlarged); a narrower
 * one at the column's left, middle or right as it lay on the desktop page. A text keeps its font size: its width follows the group's
 * scale and its height grows to its lines, pushing what lay below it in the group down by as much (so boxes that
 * did not meet still do not). Returns the group's height.
 */
function placeGroup(members: readonly Item[], box: Box, top: number, column: number, frames: Record<string, PhoneFrame>, options: PhoneLayoutOptions): number {
  const c = phoneLayoutConstants;
  const groupWidth = box.right - box.left;
  const scale = groupWidth > column ? column / groupWidth : 1;
  // Narrower than the column: left, centred or right as its centre lay in the left, middle or right of the page.
  const centre = (box.left + groupWidth / 2) / DESKTOP.width;
  const share = centre < c.alignLeftBelow ? 0 : centre > c.alignRightAbove ? 1 : 0.5;
  const left = c.sideMarginPx + (column - groupWidth * scale) * share;
  const laid = members.map((item) => {
    const { frame } = item;
    const w = frame.w * scale;
    const h = frame.h * scale;
    const reflows = item.widget.type === 'text' && !item.angle && !item.widget.is_full_height;
    const grown = reflows ? Math.max(h, options.measureText?.(item.widget, w) ?? estimateTextHeight(item.widget, w)) : h;
    return { item, w, h, growth: grown - h, top: (item.box.top - box.top) * scale, bottom: (item.box.bottom - box.top) * scale };
  });
  let bottom = 0;
  for (const member of laid) {
    let shift = 0;
    for (const other of laid) if (other !== member && other.bottom <= member.top) shift += other.growth;
    const { frame, widget } = member.item;
    const cx = left + (frame.x + frame.w / 2 - box.left) * scale;
    const cy = top + (frame.y + frame.h / 2 - box.top) * scale + shift;
    const y = cy - member.h / 2;
    // A full-width widget spans the phone page less its margins, as it spans the window.
    const side = widget.full_width_margin ?? 0;
    const x = widget.is_full_width ? side : cx - member.w / 2;
    const w = widget.is_full_width ? Math.max(0, PHONE.width - 2 * side) : member.w;
    frames[widget._id] = { x, y, w, h: member.h + member.growth };
    bottom = Math.max(bottom, member.bottom + shift + member.growth);
  }
  return bottom;
}

/**
 * A full-height widget: from its margin at the top to its margin at the bottom of the phone page; across, where it
 * lay on the desktop page scaled to the phone's width (a full-width one spans the page less its margins).
 */
function span({ widget, frame }: Item, height: number): PhoneFrame {
  const side = widget.full_height_margin ?? 0;
  const y = Math.min(side, height / 2);
  const h = Math.max(0, height - 2 * side);
  if (widget.is_full_width) {
    const across = Math.min(widget.full_width_margin ?? 0, PHONE.width / 2);
    return { x: across, y, w: PHONE.width - 2 * across, h };
  }
  const scale = PHONE.width / DESKTOP.width;
  const w = Math.min(PHONE.width, frame.w * scale);
  return { x: clamp(frame.x * scale, 0, PHONE.width - w), y, w, h };
}

/** A widget placed against the window or on every page: no wider and no taller than the page, kept within it. */
function fit({ frame, box }: Item, width: number, height: number): PhoneFrame {
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  const scale = Math.min(1, boxWidth > 0 ? width / boxWidth : 1, boxHeight > 0 ? height / boxHeight : 1);
  const w = frame.w * scale;
  const h = frame.h * scale;
  const dx = clamp(box.left, 0, Math.max(0, width - boxWidth * scale)) - box.left;
  const dy = clamp(box.top, 0, Math.max(0, height - boxHeight * scale)) - box.top;
  const cx = box.left + dx + (boxWidth * scale) / 2;
  const cy = box.top + dy + (boxHeight * scale) / 2;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}

/**
 * docs/viewer.md "Phone pages laid out by the author": visitors never get content off-screen. On a page the author has
 * laid out for phones, a widget that lies partly beside the phone page (or above it) is drawn within it — no wider
 * than the page (a text keeps its font size and grows to its lines, anything else keeps its shape), moved in as
 * little as needed — and the page is as tall as its lowest widget. Null when every widget already lies on the page:
 * the author's layout is drawn as it is. The constructor still badges such widgets for the author to place.
 */
export function keptOnPhonePage(page: PhoneLayoutPage, widgets: readonly Widget[], options: PhoneLayoutOptions = {}): Omit<PhoneLayout, 'groups'> | null {
  const width = PHONE.width;
  const laidHeight = Math.max(PHONE.minHeight, page.viewport_phone_portrait?.height ?? page.height ?? 0);
  const frames: Record<string, PhoneFrame> = {};
  let bottom = 0;
  for (const stored of widgets) {
    const widget = effectiveWidget(stored, 'phone_portrait', page._id);
    // Pinned widgets are placed against the window; full-width and full-height ones span the page already.
    if (widget.hidden || widget.type === 'background' || widget.is_full_width || widget.is_full_height || isPinned(widget)) continue;
    const { angle, ...frame } = layoutFrame(widget, { width, height: laidHeight });
    const box = boundsOf(frame, angle);
    let kept = frame;
    if (box.left < 0 || box.right > width || box.top < 0) {
      const across = box.right - box.left;
      const scale = Math.min(1, width / across);
      const w = frame.w * scale;
      const reflows = widget.type === 'text' && !angle;
      const h = reflows ? Math.max(frame.h, options.measureText?.(widget, w) ?? estimateTextHeight(widget, w)) : frame.h * scale;
      const half = (across * scale) / 2;
      const cx = clamp(box.left + across / 2, half, width - half);
      const cy = frame.y + frame.h / 2;
      const rise = boundsOf({ x: 0, y: cy - h / 2, w, h }, angle).top;
      kept = rounded({ x: cx - w / 2, y: cy - h / 2 - Math.min(0, rise), w, h });
      frames[widget._id] = kept;
    }
    bottom = Math.max(bottom, boundsOf(kept, angle).bottom);
  }
  const height = Math.max(laidHeight, Math.ceil(bottom));
  return Object.keys(frames).length || height > laidHeight ? { frames, height } : null;
}

/**
 * The phone override fields that hold a derived frame (what the first phone layout edit stores): the box, and the
 * stick and full-height rules switched off, since the frame already places the widget.
 */
export function phoneFrameFields(widget: Widget, frame: PhoneFrame): Record<string, unknown> {
  const fields: Record<string, unknown> = { x: frame.x, y: frame.y, w: frame.w, h: frame.h };
  const sticked = widget.sticked;
  if (sticked && (sticked.left || sticked.right || sticked.top || sticked.bottom)) fields.sticked = {};
  if (widget.is_full_height) fields.is_full_height = false;
  return fields;
}

/** The widget with a derived frame in its phone override (as the first phone layout edit would store it). */
export function withPhoneFrame<W extends Widget>(widget: W, frame: PhoneFrame): W {
  return { ...widget, viewport_phone_portrait: { ...widget.viewport_phone_portrait, ...phoneFrameFields(widget, frame) } };
}

/**
 * The page's widgets as phones draw them while its phone layout is derived (each with its derived frame as its phone
 * override) and the phone page's height; null when the author has laid the page out for phones.
 */
export function derivedPhonePage(page: PhoneLayoutPage, widgets: readonly Widget[], options?: PhoneLayoutOptions): { widgets: Widget[]; height: number } | null {
  if (!isPhoneLayoutDerived(page._id, widgets)) return null;
  const layout = derivePhoneLayout(page, widgets, options);
  return {
    widgets: widgets.map((widget) => {
      const frame = layout.frames[widget._id];
      return frame ? withPhoneFrame(widget, frame) : widget;
    }),
    height: layout.height,
  };
}
