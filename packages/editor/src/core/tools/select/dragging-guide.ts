import { canvasConstants } from '@folio/model';
import { guidesOf, type GuideAxis } from '../../page-canvas';
import { nearestSnap, snapTargets } from '../../snap';
import type { StateFactory } from '../tool';
import { dragState } from './gesture';

interface DraggingGuideInfo {
  axis: GuideAxis;
  /** The guide pressed, or null for a new one dragged out of a ruler. */
  index: number | null;
}

/**
 * Dragging a guide (docs/editor.md "Rulers, guides and grid"): a new one out of a ruler, or one of the page's. It
 * lands on whole px and snaps to the page's and the widgets' edges and centres; dropped back on its ruler it goes.
 * The guide stays picked (Delete removes it). One history entry when the drag ends; a click only picks it.
 */
export const draggingGuide: StateFactory = (context) => {
  const { editor } = context;
  let info: DraggingGuideInfo = { axis: 'x', index: null };
  let others: number[] = [];
  let started = false;
  const overRuler = () => {
    const screen = editor.pageToScreen(editor.input.current);
    return (info.axis === 'y' ? screen.y : screen.x) < canvasConstants.rulerSizePx;
  };
  return dragState(context, 'draggingGuide', {
    start: (entered) => {
      info = entered as DraggingGuideInfo;
      const { session, view } = editor;
      const positions = guidesOf(view.document.pages[session.pageId], session.viewport)[info.axis];
      others = positions.filter((_, index) => index !== info.index);
      started = info.index === null;
      editor.updateSession((draft) => void (draft.selectedGuide = info.index === null ? null : { axis: info.axis, index: info.index }));
      editor.beginGesture('setGuides');
    },
    apply: () => {
      // A press on a guide only picks it until the pointer moves past the drag threshold.
      started ||= editor.isDragging;
      if (!started) return;
      const { view, session } = editor;
      const point = editor.input.current;
      if (overRuler()) {
        editor.updateGesture<'setGuides'>({ axis: info.axis, positions: others }, (draft) => void (draft.selectedGuide = null));
        return;
      }
      let position = point[info.axis];
      if (!editor.input.modKey) {
        const targets = snapTargets(view.pageSize, view.visibleIds().map((id) => view.bounds(id)!));
        position += nearestSnap([position], targets[info.axis], canvasConstants.guideGrabPx / session.zoom) ?? 0;
      }
      const positions = [...others, Math.round(position)];
      editor.updateGesture<'setGuides'>({ axis: info.axis, positions }, (draft) => void (draft.selectedGuide = { axis: info.axis, index: positions.length - 1 }));
    },
  });
};
