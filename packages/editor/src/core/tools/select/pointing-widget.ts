import type { StateFactory } from '../tool';

interface PointingWidgetInfo {
  /** The widget pressed; null for a press inside a group's frame between its widgets. */
  id: string | null;
  /** Shift-press on a selected widget: a click (no drag) takes it out of the selection. */
  removeOnUp?: boolean;
  /** Press on one widget of a larger selection: a click selects that widget alone. */
  selectOnlyOnUp?: boolean;
}

/** A press on a widget: a drag past the threshold moves the selection, a release is a click. */
export const pointingWidget: StateFactory = ({ editor, transition }) => {
  let info: PointingWidgetInfo = { id: null };
  return {
    name: 'pointingWidget',
    enter: (entered) => void (info = entered as PointingWidgetInfo),
    pointerMove: () => {
      if (editor.isDragging && editor.view.transformableIds().length) transition('translating');
    },
    pointerUp: () => {
      if (info.id && info.removeOnUp) editor.removeFromSelection([info.id]);
      else if (info.id && info.selectOnlyOnUp) editor.select([info.id]);
      else if (!info.id) editor.select([]);
      transition('idle');
    },
    cancel: () => transition('idle'),
  };
};
