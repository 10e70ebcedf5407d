import type { Handle } from '../../session';
import type { StateFactory } from '../tool';

/** A press on a selection handle: a drag past the threshold resizes (or, on the rotation handle, rotates). */
export const pointingHandle: StateFactory = ({ editor, transition }) => {
  let handle: Handle = 'se';
  return {
    name: 'pointingHandle',
    enter: (info) => {
      handle = (info as { handle: Handle }).handle;
      editor.updateSession((session) => void (session.activeHandle = handle));
    },
    pointerMove: () => {
      if (!editor.isDragging) return;
      if (handle === 'rotate') transition('rotating');
      else transition('resizing', { handle });
    },
    pointerUp: () => transition('idle'),
    cancel: () => transition('idle'),
  };
};
