import { unionBoxes, type Box } from '../geometry';
import { documentAction, type ActionContext } from './action';
import { moveWidgets } from './transform-actions';

// Align and distribute the selection's unlocked widgets by the upright boxes they are drawn in. One widget aligns
// to the page; several align to the box around them. Distributing needs three widgets: the outer two stay, the
// others are spaced so that the gaps between neighbours are equal.

type Edge = 'start' | 'center' | 'end';

function align(axis: 'x' | 'y', edge: Edge) {
  return (context: ActionContext) => {
    const ids = context.view.transformableIds();
    if (!ids.length) return;
    const boxes = ids.map((id) => context.view.bounds(id)!);
    const page = context.view.pageSize;
    const reference: Box = ids.length === 1 ? { x: 0, y: 0, w: page.width, h: page.height } : unionBoxes(boxes)!;
    const line = (box: Box) => {
      const [start, size] = axis === 'x' ? [box.x, box.w] : [box.y, box.h];
      return edge === 'start' ? start : edge === 'center' ? start + size / 2 : start + size;
    };
    ids.forEach((id, index) => {
      const offset = line(reference) - line(boxes[index]!);
      if (axis === 'x') moveWidgets(context, [id], offset, 0);
      else moveWidgets(context, [id], 0, offset);
    });
  };
}

export const alignLeft = documentAction({ name: 'alignLeft', keys: [{ combo: 'alt+a' }], recipe: align('x', 'start') });
export const alignCenter = documentAction({ name: 'alignCenter', keys: [{ combo: 'alt+h' }], recipe: align('x', 'center') });
export const alignRight = documentAction({ name: 'alignRight', keys: [{ combo: 'alt+d' }], recipe: align('x', 'end') });
export const alignTop = documentAction({ name: 'alignTop', keys: [{ combo: 'alt+w' }], recipe: align('y', 'start') });
export const alignMiddle = documentAction({ name: 'alignMiddle', keys: [{ combo: 'alt+v' }], recipe: align('y', 'center') });
export const alignBottom = documentAction({ name: 'alignBottom', keys: [{ combo: 'alt+s' }], recipe: align('y', 'end') });

const MIN_TO_DISTRIBUTE = 3;

function distribute(axis: 'x' | 'y') {
  return (context: ActionContext) => {
    const ids = context.view.transformableIds();
    if (ids.length < MIN_TO_DISTRIBUTE) return;
    const start = (box: Box) => (axis === 'x' ? box.x : box.y);
    const size = (box: Box) => (axis === 'x' ? box.w : box.h);
    const items = ids.map((id) => ({ id, box: context.view.bounds(id)! })).sort((a, b) => start(a.box) + size(a.box) / 2 - (start(b.box) + size(b.box) / 2));
    const first = items[0]!.box;
    const last = items[items.length - 1]!.box;
    const occupied = items.reduce((sum, item) => sum + size(item.box), 0);
    const gap = (start(last) + size(last) - start(first) - occupied) / (items.length - 1);
    let cursor = start(first) + size(first) + gap;
    for (const { id, box } of items.slice(1, -1)) {
      const offset = cursor - start(box);
      if (axis === 'x') moveWidgets(context, [id], offset, 0);
      else moveWidgets(context, [id], 0, offset);
      cursor += size(box) + gap;
    }
  };
}

export const distributeHorizontal = documentAction({ name: 'distributeHorizontal', keys: [{ combo: 'alt+shift+h' }], recipe: distribute('x') });
export const distributeVertical = documentAction({ name: 'distributeVertical', keys: [{ combo: 'alt+shift+v' }], recipe: distribute('y') });
