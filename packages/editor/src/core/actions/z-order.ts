import { zOrderConstants } from '@folio/model';
import { writePerPage } from '../document';
import { documentAction, type ActionContext } from './action';

// Stacking order of the page's widgets (widgets-and-authoring.md §4 "Z order"). The new order is written as z
// 1, 2, 3… bottom to top, to the widgets whose z changes only; in a viewport other than default, z is kept per
// page in that viewport's override. A background stays under every other widget whatever the reorder (ours,
// docs/editor.md "Background").

type Reorder = (stack: readonly string[], selected: ReadonlySet<string>) => string[];

/** The order with the page's backgrounds moved under everything else, each part keeping its order. */
export function pinBackgrounds(order: readonly string[], isBackground: (id: string) => boolean): string[] {
  return [...order.filter(isBackground), ...order.filter((id) => !isBackground(id))];
}

/**
 * Writes an order of the page (bottom to top) as z 1, 2, 3…, backgrounds first, to the widgets whose z differs.
 * `zOf` reads a widget's z as drawn here (widgets made in this same change are not in the view yet).
 */
export function writeOrder(context: ActionContext, order: readonly string[], zOf: (id: string) => number | undefined = (id) => context.view.widget(id)?.z): void {
  const isBackground = (id: string) => context.doc.widgets[id]?.type === 'background';
  const { viewport, pageId } = context.view.session;
  pinBackgrounds(order, isBackground).forEach((id, index) => {
    const z = index + 1;
    const widget = context.doc.widgets[id];
    if (widget && zOf(id) !== z) writePerPage(widget, viewport, pageId, 'z', z);
  });
}

function restack(context: ActionContext, reorder: Reorder): string[] {
  const selected = new Set(context.view.session.selectedIds.filter((id) => context.view.widget(id)));
  if (!selected.size) return [];
  writeOrder(context, reorder(context.view.stack(), selected));
  return [...selected];
}

const toFront: Reorder = (stack, selected) => [...stack.filter((id) => !selected.has(id)), ...stack.filter((id) => selected.has(id))];
const toBack: Reorder = (stack, selected) => [...stack.filter((id) => selected.has(id)), ...stack.filter((id) => !selected.has(id))];

/** Each selected widget steps over the next unselected one above it (below it, for `down`). */
function oneStep(direction: 'up' | 'down'): Reorder {
  return (stack, selected) => {
    const order = direction === 'up' ? [...stack].reverse() : [...stack];
    // Walking from the far end, a selected widget swaps with the unselected one just past it.
    for (let index = 1; index < order.length; index += 1) {
      const id = order[index]!;
      const previous = order[index - 1]!;
      if (selected.has(id) && !selected.has(previous)) {
        order[index - 1] = id;
        order[index] = previous;
      }
    }
    return direction === 'up' ? order.reverse() : order;
  };
}

/**
 * Brings the selection to the top of the page. widgets-and-authoring.md §4: the z is raised by 99999 when brought
 * to top and restored after 200 ms — the document gets the new order at once, and for 200 ms the session draws
 * the widgets 99999 higher still (Editor.raise), so they are above everything while the page restacks.
 */
export const bringToFront = documentAction({
  name: 'bringToFront',
  keys: [{ combo: 'mod+shift+]' }],
  recipe(context) {
    const raised = restack(context, toFront);
    if (raised.length) context.afterCommit((editor) => editor.raise(raised, zOrderConstants.bringToTopRaise, zOrderConstants.restoreAfterMs));
  },
});

export const bringForward = documentAction({ name: 'bringForward', keys: [{ combo: 'mod+]' }], recipe: (context) => void restack(context, oneStep('up')) });
export const sendBackward = documentAction({ name: 'sendBackward', keys: [{ combo: 'mod+[' }], recipe: (context) => void restack(context, oneStep('down')) });
export const sendToBack = documentAction({ name: 'sendToBack', keys: [{ combo: 'mod+shift+[' }], recipe: (context) => void restack(context, toBack) });

/**
 * Puts the page's widgets in the order given, bottom to top (the layers panel's drag): `order` must hold every widget
 * of the page once, otherwise nothing changes. Backgrounds stay at the bottom. One history entry.
 */
export const reorderLayers = documentAction<{ order: readonly string[] }>({
  name: 'reorderLayers',
  recipe(context, { order }) {
    const stack = context.view.stack();
    const known = new Set(stack);
    if (order.length !== stack.length || new Set(order).size !== order.length || !order.every((id) => known.has(id))) return;
    writeOrder(context, order);
  },
});
