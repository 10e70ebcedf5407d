import { frameBounds, unionBoxes, type Box } from '../../geometry';
import { snapGuides, snapTranslation } from '../../snap';
import type { StateFactory } from '../tool';
import { dragState } from './gesture';
import { distancesFor, showGuides, snapping, snapSetup, type SnapSetup } from './snapping';

/**
 * Moving the selection. The move is whole page px; shift keeps it to the axis it mostly goes along; the box around
 * the moved widgets snaps to the page, the other widgets, the guides and the column grid (ctrl/cmd turns snapping
 * off), and its distances to its neighbours are shown.
 */
export const translating: StateFactory = (context) => {
  const { editor } = context;
  let start: Box = { x: 0, y: 0, w: 0, h: 0 };
  let setup: SnapSetup | null = null;
  return dragState(context, 'translating', {
    start: () => {
      const ids = editor.view.transformableIds();
      start = unionBoxes(ids.map((id) => frameBounds(editor.view.frame(id)!)))!;
      setup = snapSetup(editor, ids);
      editor.beginGesture('translate');
    },
    apply: () => {
      const { origin, current, shiftKey } = editor.input;
      let dx = Math.round(current.x - origin.x);
      let dy = Math.round(current.y - origin.y);
      const lockedAxis = shiftKey ? (Math.abs(dx) >= Math.abs(dy) ? 'y' : 'x') : null;
      if (lockedAxis === 'x') dx = 0;
      if (lockedAxis === 'y') dy = 0;
      let guides: ReturnType<typeof snapGuides> = [];
      if (setup && snapping(editor)) {
        const offset = snapTranslation({ ...start, x: start.x + dx, y: start.y + dy }, setup.targets, setup.threshold);
        // Whole px at any zoom: a line between two px (a centre of an odd width) lands on the nearer one.
        if (lockedAxis !== 'x') dx = Math.round(dx + offset.dx);
        if (lockedAxis !== 'y') dy = Math.round(dy + offset.dy);
        guides = snapGuides({ ...start, x: start.x + dx, y: start.y + dy }, setup.targets);
      }
      editor.updateGesture<'translate'>({ dx, dy }, showGuides(guides, distancesFor(setup, { ...start, x: start.x + dx, y: start.y + dy })));
    },
  });
};
