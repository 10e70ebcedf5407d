import type { Editor } from '../editor';
import type { Point } from '../geometry';
import { Tool } from './tool';

/**
 * The hand tool pans the canvas. Pointer points are page coordinates read with the current pan, so keeping the
 * pressed page point under the pointer means moving the pan by (point − pressed point) × zoom at every move.
 */
export function handleTool(editor: Editor): Tool {
  return new Tool('hand', editor, {
    idle: ({ transition }) => ({
      name: 'idle',
      pointerDown: () => transition('panning'),
    }),
    panning: ({ transition }) => {
      let pressed: Point = { x: 0, y: 0 };
      return {
        name: 'panning',
        enter: () => void (pressed = editor.input.origin),
        pointerMove: ({ point }) => editor.panBy((point.x - pressed.x) * editor.session.zoom, (point.y - pressed.y) * editor.session.zoom),
        pointerUp: () => transition('idle'),
        cancel: () => transition('idle'),
      };
    },
  }, 'idle');
}
