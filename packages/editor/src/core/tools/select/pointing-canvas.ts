import type { StateFactory } from '../tool';

/**
 * A press on empty page or on a background: a drag past the threshold draws a marquee, a release is a click
 * (selection cleared, or the background selected — shift adds it or takes it out).
 */
export const pointingCanvas: StateFactory = ({ editor, transition }) => {
  let additive = false;
  let background: string | null = null;
  return {
    name: 'pointingCanvas',
    enter: (info) => void ({ additive, background = null } = info as { additive: boolean; background?: string | null }),
    pointerMove: () => {
      if (editor.isDragging) transition('brushing', { additive });
    },
    pointerUp: () => {
      if (background) {
        if (!additive) editor.select([background]);
        else if (editor.selectedIds.includes(background)) editor.removeFromSelection([background]);
        else editor.addToSelection([background]);
      }
      transition('idle');
    },
    cancel: () => transition('idle'),
  };
};
