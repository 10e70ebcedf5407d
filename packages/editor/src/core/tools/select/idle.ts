import { canvasConstants } from '@folio/model';
import { pointInFrame, type Point } from '../../geometry';
import type { Editor } from '../../editor';
import { guidesOf, type GuideAxis } from '../../page-canvas';
import type { StateFactory } from '../tool';
import { widgetBeneath } from './beneath';

/** Whether a page point is on the page's bottom edge: a strip below it (and a sliver inside) across its width. */
export function onPageEdge(editor: Editor, point: Point): boolean {
  const { width, height } = editor.view.pageSize;
  const zoom = editor.session.zoom;
  return point.x >= 0 && point.x <= width && point.y >= height - 2 / zoom && point.y <= height + canvasConstants.pageEdgeGrabPx / zoom;
}

/** The shown guide under a page point (within guideGrabPx screen px), if any. */
export function guideAt(editor: Editor, point: Point): { axis: GuideAxis; index: number } | null {
  const { session, view } = editor;
  if (!session.showGuides) return null;
  const guides = guidesOf(view.document.pages[session.pageId], session.viewport);
  const reach = canvasConstants.guideGrabPx / session.zoom;
  for (const axis of ['x', 'y'] as const) {
    const index = guides[axis].findIndex((position) => Math.abs(position - point[axis]) <= reach);
    if (index >= 0) return { axis, index };
  }
  return null;
}

/**
 * Nothing under way. A press on a ruler drags out a guide; on a handle of the selection it starts a resize or
 * rotation; on the page's bottom edge it resizes the page; on a guide (away from the selected widgets) it picks and
 * drags the guide; on a widget it selects it (shift adds it, or removes it on release when it was selected); inside
 * a group's frame it grabs the group; on empty page it clears the selection (unless shift) and may start a marquee.
 * Delete removes the picked guide.
 */
export const idle: StateFactory = ({ editor, transition }) => ({
  name: 'idle',
  enter: () => editor.updateSession((session) => void (session.activeHandle = null)),
  pointerMove: ({ point }) => {
    if (editor.input.isPointerDown) return;
    editor.setHovered(editor.view.widgetAt(point));
    const handle = editor.getHandleAt(point);
    if (editor.session.activeHandle !== handle) editor.updateSession((session) => void (session.activeHandle = handle));
  },
  pointerDown: ({ point, handle: pressedHandle, ruler, pageEdge }) => {
    const { view } = editor;
    if (ruler) {
      transition('draggingGuide', { axis: ruler, index: null });
      return;
    }
    if (editor.session.selectedGuide) editor.updateSession((session) => void (session.selectedGuide = null));
    const shift = editor.input.shiftKey;
    const handle = pressedHandle ?? editor.getHandleAt(point);
    if (handle && editor.getSelectionFrame()) {
      transition('pointingHandle', { handle });
      return;
    }
    if (pageEdge || onPageEdge(editor, point)) {
      transition('resizingPage');
      return;
    }
    const selected = editor.selectedIds;
    if (editor.input.altKey && !shift) {
      // Alt/Option-click: the widget beneath the top-most one under the pointer; each Alt-click goes one deeper.
      const beneath = widgetBeneath(view.widgetsAt(point), selected);
      if (beneath) {
        editor.select([beneath]);
        transition('pointingWidget', { id: beneath });
        return;
      }
    }
    const top = view.widgetAt(point);
    // A background takes a click only where no other widget is, and a drag on it draws a marquee (it never moves).
    const background = top && view.isBackground(top) ? top : null;
    const hit = background ? null : top;
    const guide = guideAt(editor, point);
    if (guide && !(hit && selected.includes(hit))) {
      transition('draggingGuide', guide);
      return;
    }
    if (hit) {
      const wasSelected = selected.includes(hit);
      if (shift) {
        if (!wasSelected) editor.addToSelection([hit]);
        transition('pointingWidget', { id: hit, removeOnUp: wasSelected });
      } else {
        if (!wasSelected) editor.select([hit]);
        transition('pointingWidget', { id: hit, selectOnlyOnUp: wasSelected && selected.length > 1 });
      }
      return;
    }
    const frame = editor.getSelectionFrame();
    if (!shift && selected.length > 1 && frame && pointInFrame(point, frame)) {
      transition('pointingWidget', { id: null });
      return;
    }
    if (!shift) editor.select([]);
    transition('pointingCanvas', { additive: shift, background });
  },
  keyDown: (input) => {
    const picked = editor.session.selectedGuide;
    if (!picked) return false;
    if (input.key === 'Escape') {
      editor.updateSession((session) => void (session.selectedGuide = null));
      return true;
    }
    if (input.key !== 'Delete' && input.key !== 'Backspace') return false;
    const { session, view } = editor;
    const positions = guidesOf(view.document.pages[session.pageId], session.viewport)[picked.axis];
    editor.run('setGuides', { axis: picked.axis, positions: positions.filter((_, index) => index !== picked.index) });
    editor.updateSession((draft) => void (draft.selectedGuide = null));
    return true;
  },
});
