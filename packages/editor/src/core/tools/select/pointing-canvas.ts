import type { StateFactory } from '../tool';

/** A press on empty page: a drag past the threshold draws a marquee, a release is a click (selection cleared). */
export const pointingCanvas: StateFactory = ({ editor, transition }) => {
  let additive = false;
  return {
    name: 'pointingCanvas',
    enter: (info) => void (additive = (info as { additive: boolean }).additive),
    pointerMove: () => {
      if (editor.isDragging) transition('brushing', { additive });
    },
    pointerUp: () => transition('idle'),
    cancel: () => transition('idle'),
  };
};
