import type { StateFactory } from '../tool';
import { dragState } from './gesture';

/**
 * Dragging the page's bottom edge: the page's height in the session's viewport follows the pointer, in whole px,
 * never under the viewport's minimum (docs/editor.md "Page size"). One history entry when it ends.
 */
export const resizingPage: StateFactory = (context) => {
  const { editor } = context;
  let startHeight = 0;
  return dragState(context, 'resizingPage', {
    start: () => {
      startHeight = editor.view.pageSize.height;
      editor.beginGesture('setPageHeight');
    },
    apply: () => {
      const { origin, current } = editor.input;
      editor.updateGesture<'setPageHeight'>({ height: Math.round(startHeight + current.y - origin.y) });
    },
  });
};
