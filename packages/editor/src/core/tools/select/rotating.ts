import { editorConstants } from '@folio/model';
import { angleTo, boxCenter, type Frame, type Point } from '../../geometry';
import type { StateFactory } from '../tool';
import { dragState } from './gesture';

const snapAngle = (angle: number) => Math.round(angle / editorConstants.rotationSnapDegrees) * editorConstants.rotationSnapDegrees;

/**
 * Rotating the selection by the turn of the pointer about the frame's centre: one widget about its own centre, a
 * group about its frame's centre. Shift snaps to 15° steps: one widget's angle, a group's turn.
 */
export const rotating: StateFactory = (context) => {
  const { editor } = context;
  let start: Frame = { x: 0, y: 0, w: 0, h: 0, angle: 0 };
  let center: Point = { x: 0, y: 0 };
  let single = true;
  return dragState(context, 'rotating', {
    start: () => {
      start = editor.getSelectionFrame()!;
      center = boxCenter(start);
      single = editor.view.transformableIds().length === 1;
      editor.beginGesture('rotate');
    },
    apply: () => {
      const { origin, current, shiftKey } = editor.input;
      let by = angleTo(center, current) - angleTo(center, origin);
      if (shiftKey) by = single ? snapAngle(start.angle + by) - start.angle : snapAngle(by);
      editor.updateGesture<'rotate'>({ by });
    },
  });
};
