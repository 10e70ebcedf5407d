import { editorConstants } from '@folio/model';
import type { Frame } from '../../geometry';
import type { ResizeHandle } from '../../session';
import { lineOf, nearestSnap, snapGuides, type BoxLine } from '../../snap';
import { clampScale, frameFromScale, handleSides, scaleForHandle } from '../../transforms';
import type { StateFactory } from '../tool';
import { dragState } from './gesture';
import { distancesFor, showGuides, snapping, snapSetup, wholePixels, type SnapSetup } from './snapping';

const EDGE_LINE = { [-1]: 'start', 1: 'end' } as const satisfies Record<-1 | 1, BoxLine>;

/**
 * Resizing the selection from one of eight handles: the opposite edge or corner stays; shift keeps the proportions;
 * no side goes under minWidgetSizePx; the edges land on whole px. An upright frame's moving edges snap to the page,
 * the other widgets, the guides and the grid (with shift, the edge nearer its line wins and the other side follows
 * the proportions).
 */
export const resizing: StateFactory = (context) => {
  const { editor } = context;
  let handle: ResizeHandle = 'se';
  let start: Frame = { x: 0, y: 0, w: 0, h: 0, angle: 0 };
  let setup: SnapSetup | null = null;
  return dragState(context, 'resizing', {
    start: (info) => {
      handle = (info as { handle: ResizeHandle }).handle;
      start = editor.getSelectionFrame()!;
      setup = snapSetup(editor, editor.view.transformableIds());
      editor.beginGesture('resize');
    },
    apply: () => {
      const { origin, current, shiftKey } = editor.input;
      const options = { keepAspect: shiftKey, minSize: editorConstants.minWidgetSizePx };
      let scale = scaleForHandle(start, handle, { x: current.x - origin.x, y: current.y - origin.y }, options);
      const sides = handleSides(handle);
      const lines = { x: sides.x ? [EDGE_LINE[sides.x]] : [], y: sides.y ? [EDGE_LINE[sides.y]] : [] };
      const snaps = setup && snapping(editor) && !start.angle;
      if (snaps) {
        const frame = frameFromScale(start, handle, scale.sx, scale.sy);
        const offsetX = sides.x ? nearestSnap([lineOf(frame, 'x', EDGE_LINE[sides.x])], setup!.targets.x, setup!.threshold) : null;
        const offsetY = sides.y ? nearestSnap([lineOf(frame, 'y', EDGE_LINE[sides.y])], setup!.targets.y, setup!.threshold) : null;
        // An edge moved by `offset` changes the side by offset × its direction.
        const sx = offsetX === null ? scale.sx : (frame.w + sides.x * offsetX) / start.w;
        const sy = offsetY === null ? scale.sy : (frame.h + sides.y * offsetY) / start.h;
        if (!options.keepAspect) scale = { sx, sy };
        else if (offsetX !== null && (offsetY === null || Math.abs(offsetX) <= Math.abs(offsetY))) scale = { sx, sy: sx };
        else if (offsetY !== null) scale = { sx: sy, sy };
        scale = clampScale(start, scale, options);
      }
      // Whole px at any zoom (at 37% a pointer's px is 2.7 page px): the edges land on the nearest px.
      const to = wholePixels(frameFromScale(start, handle, scale.sx, scale.sy), options.minSize);
      editor.updateGesture<'resize'>({ to }, showGuides(snaps ? snapGuides(to, setup!.targets, lines) : [], start.angle ? [] : distancesFor(setup, to)));
    },
  });
};
