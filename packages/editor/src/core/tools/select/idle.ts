import { pointInFrame } from '../../geometry';
import type { StateFactory } from '../tool';
import { widgetBeneath } from './beneath';

/**
 * Nothing under way. A press on a handle of the selection starts a resize or rotation; on a widget it selects it
 * (shift adds it, or removes it on release when it was selected); inside a group's frame it grabs the group; on
 * empty page it clears the selection (unless shift) and may start a marquee.
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
  pointerDown: ({ point, handle: pressedHandle }) => {
    const { view } = editor;
    const shift = editor.input.shiftKey;
    const handle = pressedHandle ?? editor.getHandleAt(point);
    if (handle && editor.getSelectionFrame()) {
      transition('pointingHandle', { handle });
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
});
