import { editorConstants, type Widget } from '@folio/model';
import { axisIsPinned, freeBoxFields, writeLayout } from '../document';
import { writePageHeight } from '../page-canvas';
import { boxCenter, clean, normalizeAngle, type Frame } from '../geometry';
import { cleanFrame, frameInScaledGroup, rotateFrameAbout } from '../transforms';
import { documentAction, type ActionContext } from './action';

// Moves, resizes, rotations and flips of the selection. Each acts on the selection's unlocked widgets, in the
// session's viewport: at default on the widgets themselves, elsewhere in that viewport's override.

/** Writes a widget's new frame; axes its layout rule pins (full size, stuck) keep what the rule says. */
export function writeFrame(context: ActionContext, id: string, frame: Frame, options: { angle: boolean }): void {
  const widget = context.view.widget(id)!;
  const clean = cleanFrame(frame);
  writeLayout(context.doc.widgets[id]!, context.view.session.viewport, freeBoxFields(widget, { ...clean, angle: options.angle ? clean.angle : undefined }));
}

/** Moves every unlocked selected widget by dx, dy (page px). */
export function moveWidgets(context: ActionContext, ids: readonly string[], dx: number, dy: number): void {
  for (const id of ids) {
    const widget = context.view.widget(id)!;
    const fields: Partial<Widget> = {};
    if (dx && !axisIsPinned(widget, 'x')) fields.x = clean(widget.x + dx);
    if (dy && !axisIsPinned(widget, 'y')) fields.y = clean(widget.y + dy);
    if (Object.keys(fields).length) writeLayout(context.doc.widgets[id]!, context.view.session.viewport, fields);
  }
}

const { nudgePx, nudgeShiftPx } = editorConstants;

export const translate = documentAction<{ dx: number; dy: number }>({
  name: 'translate',
  // widgets-and-authoring.md §5 steps: an arrow key nudges 1 px, 10 with shift.
  keys: [
    { combo: 'arrowleft', args: { dx: -nudgePx, dy: 0 } },
    { combo: 'arrowright', args: { dx: nudgePx, dy: 0 } },
    { combo: 'arrowup', args: { dx: 0, dy: -nudgePx } },
    { combo: 'arrowdown', args: { dx: 0, dy: nudgePx } },
    { combo: 'shift+arrowleft', args: { dx: -nudgeShiftPx, dy: 0 } },
    { combo: 'shift+arrowright', args: { dx: nudgeShiftPx, dy: 0 } },
    { combo: 'shift+arrowup', args: { dx: 0, dy: -nudgeShiftPx } },
    { combo: 'shift+arrowdown', args: { dx: 0, dy: nudgeShiftPx } },
  ],
  recipe(context, { dx, dy }) {
    const ids = context.view.transformableIds();
    moveWidgets(context, ids, dx, dy);
    growPageUnder(context, ids, dy);
  },
});

/**
 * docs/editor.md "Page size": widgets moved down past the page's bottom make the page taller, to their bottom, in the
 * same history entry as the move (footers keep to the new bottom).
 */
function growPageUnder(context: ActionContext, ids: readonly string[], dy: number): void {
  if (dy <= 0) return;
  const { view } = context;
  const moved = ids.filter((id) => !axisIsPinned(view.widget(id)!, 'y') && view.widget(id)!.type !== 'rmfooter');
  const bottom = Math.max(...moved.map((id) => view.bounds(id)!).map((box) => box.y + box.h + dy));
  if (bottom > view.pageSize.height) writePageHeight(context.doc, view, Math.ceil(bottom));
}

/**
 * Gives the selection's frame a new place and size: one widget takes the frame (keeping its angle); a group scales
 * about its upright frame, each member keeping its place in it.
 */
export const resize = documentAction<{ to: Frame }>({
  name: 'resize',
  recipe(context, { to }) {
    const ids = context.view.transformableIds();
    const from = context.view.selectionFrame(ids);
    if (!from) return;
    if (ids.length === 1) {
      writeFrame(context, ids[0]!, { ...to, angle: from.angle }, { angle: false });
      return;
    }
    for (const id of ids) writeFrame(context, id, frameInScaledGroup(context.view.frame(id)!, from, to), { angle: false });
  },
});

/** Turns the selection by `by` degrees: one widget about its centre, a group about its frame's centre. */
export const rotate = documentAction<{ by: number }>({
  name: 'rotate',
  recipe(context, { by }) {
    const ids = context.view.transformableIds();
    const from = context.view.selectionFrame(ids);
    if (!from || !by) return;
    const center = boxCenter(from);
    for (const id of ids) writeFrame(context, id, rotateFrameAbout(context.view.frame(id)!, center, by), { angle: true });
  },
});

/**
 * Mirrors the selection. A widget's drawing is mirrored by its flip flag, and mirroring turns its angle the other
 * way (mirror·rotate(a) = rotate(−a)·mirror); in a group each member also swaps sides within the group's frame.
 */
function flip(axis: 'x' | 'y') {
  const flag = axis === 'x' ? 'flip_h' : 'flip_v';
  return (context: ActionContext) => {
    const ids = context.view.transformableIds();
    const group = context.view.selectionFrame(ids);
    if (!group) return;
    const mirror = boxCenter(group);
    for (const id of ids) {
      const widget = context.view.widget(id)!;
      const frame = context.view.frame(id)!;
      const center = boxCenter(frame);
      const mirrored = axis === 'x' ? { x: 2 * mirror.x - center.x, y: center.y } : { x: center.x, y: 2 * mirror.y - center.y };
      const fields: Partial<Widget> = { [flag]: !widget[flag] };
      if (frame.angle) fields.angle = normalizeAngle(-frame.angle);
      const x = clean(mirrored.x - frame.w / 2);
      const y = clean(mirrored.y - frame.h / 2);
      if (axis === 'x' && x !== frame.x && !axisIsPinned(widget, 'x')) fields.x = x;
      if (axis === 'y' && y !== frame.y && !axisIsPinned(widget, 'y')) fields.y = y;
      writeLayout(context.doc.widgets[id]!, context.view.session.viewport, fields);
    }
  };
}

export const flipHorizontal = documentAction({ name: 'flipHorizontal', keys: [{ combo: 'shift+h' }], recipe: flip('x') });
export const flipVertical = documentAction({ name: 'flipVertical', keys: [{ combo: 'shift+v' }], recipe: flip('y') });
