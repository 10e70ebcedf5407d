import type { Widget } from '@folio/model';
import { layoutFrame, pageSizeAt, pageWidgetList, widgetAt, type EditorDocument, type PageSize } from './document';
import { boxesIntersect, frameBounds, pointInFrame, type Box, type Frame, type Point } from './geometry';
import { derivedPhoneLayout, derivedWidget, type DerivedPhoneLayout } from './phone-layout';
import type { SessionState } from './session';
import { selectionFrame } from './transforms';

// The widget as drawn in a viewport on a page, made once per stored widget (frozen: a change makes a new object), so
// every view of the document hands out the same object for a widget that did not change and drawings can skip it.
const drawnWidgets = new WeakMap<Widget, Map<string, Widget>>();

function drawnWidget(stored: Widget, viewport: SessionState['viewport'], pageId: string): Widget {
  let byPlace = drawnWidgets.get(stored);
  if (!byPlace) {
    byPlace = new Map();
    drawnWidgets.set(stored, byPlace);
  }
  const key = `${viewport} ${pageId}`;
  let drawn = byPlace.get(key);
  if (!drawn) {
    drawn = pinnedBackground(widgetAt(stored, viewport, pageId));
    byPlace.set(key, drawn);
  }
  return drawn;
}

/** Whether a widget is a page's background: pinned under the others, as big as the page, never moved. */
export const isBackgroundWidget = (widget: Widget | undefined): boolean => widget?.type === 'background';

/**
 * A background as drawn: at 0, 0 and as big as the page in every viewport (full width and height, no margin), upright
 * and not stuck or pinned to the screen, whatever its stored box says (docs/editor.md "Background").
 */
export function pinnedBackground(widget: Widget): Widget {
  if (!isBackgroundWidget(widget)) return widget;
  const { angle: _angle, sticked: _sticked, sticked_margin: _margin, fixed_position: _fixed, ...rest } = widget;
  return { ...rest, x: 0, y: 0, is_full_width: true, is_full_height: true, full_width_margin: 0, full_height_margin: 0 } as Widget;
}

/**
 * Read-only questions about the document as the author sees it now: on the session's page, in its viewport. The
 * tools, the actions and the canvas ask these; nothing here writes.
 */
export class DocumentView {
  readonly pageSize: PageSize;
  /** In the phone view of a page whose phone layout is derived: that layout (docs/editor.md "Phone layout"). */
  readonly phoneLayout: DerivedPhoneLayout | null;
  private readonly effective = new Map<string, Widget>();

  constructor(
    readonly document: EditorDocument,
    readonly session: Pick<SessionState, 'pageId' | 'viewport' | 'selectedIds' | 'raised'>,
  ) {
    this.phoneLayout = session.viewport === 'phone_portrait' ? derivedPhoneLayout(document, session.pageId) : null;
    const size = pageSizeAt(document.pages[session.pageId], session.viewport);
    this.pageSize = this.phoneLayout ? { width: size.width, height: this.phoneLayout.height } : size;
  }

  /** The stored widget, with its overrides. */
  stored(id: string): Widget | undefined {
    return this.document.widgets[id];
  }

  /** The widget as drawn in the session's viewport on its page. */
  widget(id: string): Widget | undefined {
    const cached = this.effective.get(id);
    if (cached) return cached;
    const stored = this.document.widgets[id];
    if (!stored) return undefined;
    const frame = this.phoneLayout?.frames[id];
    const drawn = frame ? derivedWidget(stored, frame, this.session.pageId) : drawnWidget(stored, this.session.viewport, this.session.pageId);
    this.effective.set(id, drawn);
    return drawn;
  }

  /** Where the widget is drawn on the page (layout rules applied), turned by its angle. */
  frame(id: string): Frame | undefined {
    const widget = this.widget(id);
    return widget && layoutFrame(widget, this.pageSize);
  }

  /** The upright box around the widget as drawn. */
  bounds(id: string): Box | undefined {
    const frame = this.frame(id);
    return frame && frameBounds(frame);
  }

  isHidden(id: string): boolean {
    return this.widget(id)?.hidden === true;
  }

  isLocked(id: string): boolean {
    return this.widget(id)?.locked === true;
  }

  isBackground(id: string): boolean {
    return isBackgroundWidget(this.widget(id));
  }

  /**
   * The z the widget is drawn at: its z, plus the bring-to-top raise while that lasts. A background is drawn under
   * every other widget of the page even when its stored z says otherwise (a draft made before the rule).
   */
  drawnZ(id: string): number {
    const raise = this.session.raised?.ids.includes(id) ? this.session.raised.by : 0;
    const z = (this.widget(id)?.z ?? 0) + raise;
    return this.isBackground(id) ? Math.min(z, this.lowestOtherZ() - 1) : z;
  }

  private lowestOtherZ(): number {
    if (this.lowestZ === undefined) {
      let lowest = Infinity;
      for (const widget of pageWidgetList(this.document, this.session.pageId)) {
        if (!isBackgroundWidget(widget)) lowest = Math.min(lowest, this.widget(widget._id)?.z ?? 0);
      }
      this.lowestZ = lowest;
    }
    return this.lowestZ;
  }
  private lowestZ: number | undefined;

  /**
   * The page's widget ids bottom to top: backgrounds first (pinned to the bottom), then by z (as drawn, unset counts
   * as 0), then in document order.
   */
  stack(options: { drawn?: boolean } = {}): string[] {
    const key = options.drawn ? 'drawn' : 'stored';
    let ids = this.stacks[key];
    if (!ids) {
      const entries = pageWidgetList(this.document, this.session.pageId).map((widget, index) => ({
        id: widget._id,
        pinned: isBackgroundWidget(widget) ? 0 : 1,
        z: options.drawn ? this.drawnZ(widget._id) : (this.widget(widget._id)?.z ?? 0),
        index,
      }));
      ids = entries.sort((a, b) => a.pinned - b.pinned || a.z - b.z || a.index - b.index).map((entry) => entry.id);
      this.stacks[key] = ids;
    }
    return [...ids];
  }
  private readonly stacks: { drawn?: string[]; stored?: string[] } = {};

  /** The page's widgets the author can see here, bottom to top. */
  visibleIds(): string[] {
    return this.stack({ drawn: true }).filter((id) => !this.isHidden(id));
  }

  /**
   * Every visible widget under a point, top first; a background comes after every other widget, so it never takes a
   * press meant for a widget over it (the Alt-click cycles through this list).
   */
  widgetsAt(point: Point): string[] {
    const ids = this.visibleIds();
    const hits: string[] = [];
    const backgrounds: string[] = [];
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const id = ids[index]!;
      if (pointInFrame(point, this.frame(id)!)) (this.isBackground(id) ? backgrounds : hits).push(id);
    }
    return [...hits, ...backgrounds];
  }

  /** The top-most visible widget under a point: a background only where no other widget is. */
  widgetAt(point: Point): string | null {
    const ids = this.visibleIds();
    let background: string | null = null;
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const id = ids[index]!;
      if (!pointInFrame(point, this.frame(id)!)) continue;
      if (!this.isBackground(id)) return id;
      background ??= id;
    }
    return background;
  }

  /** Visible, unlocked widgets whose box meets the marquee (a background is never caught: it lies under it all). */
  widgetsInBox(box: Box): string[] {
    return this.visibleIds().filter((id) => !this.isLocked(id) && !this.isBackground(id) && boxesIntersect(box, this.bounds(id)!));
  }

  /** The selected widgets that transforms move: those that exist and are neither locked nor a background. */
  transformableIds(ids: readonly string[] = this.session.selectedIds): string[] {
    return ids.filter((id) => this.widget(id) && !this.isLocked(id) && !this.isBackground(id));
  }

  /** The frame the handles are drawn on: of the transformable selection (null when there is none). */
  selectionFrame(ids: readonly string[] = this.transformableIds()): Frame | null {
    return selectionFrame(ids.map((id) => this.frame(id)!).filter(Boolean));
  }
}
