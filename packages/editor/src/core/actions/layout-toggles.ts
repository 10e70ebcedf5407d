import type { Widget } from '@folio/model';
import { writeLayout } from '../document';
import { documentAction, type ActionContext } from './action';

// Full width and height, sticking to a side, and pinning to the screen (widgets-and-authoring.md §1 common
// fields), for the selection's unlocked widgets in the session's viewport. Rules of ours (docs/editor.md
// "Layout"): full width and sticking left or right exclude each other, as do full height and sticking top or
// bottom, and a side excludes its opposite; turning one on turns the others off. Toggles turn on when any
// selected widget has the setting off.

type Side = 'left' | 'right' | 'top' | 'bottom';
const OPPOSITE: Record<Side, Side> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };
const HORIZONTAL = new Set<Side>(['left', 'right']);

function eachWidget(context: ActionContext, write: (widget: Widget) => Partial<Widget>): void {
  for (const id of context.view.transformableIds()) {
    writeLayout(context.doc.widgets[id]!, context.view.session.viewport, write(context.view.widget(id)!));
  }
}

function allHave(context: ActionContext, has: (widget: Widget) => boolean): boolean {
  return context.view.transformableIds().every((id) => has(context.view.widget(id)!));
}

/** The sticked settings with the given sides turned off (undefined when nothing was on, so nothing is written). */
function unstick(widget: Widget, sides: readonly Side[]): Partial<Widget> {
  const sticked = widget.sticked ?? {};
  if (!sides.some((side) => sticked[side])) return {};
  return { sticked: { ...sticked, ...Object.fromEntries(sides.map((side) => [side, false])) } };
}

function fullSize(axis: 'x' | 'y') {
  const flag = axis === 'x' ? 'is_full_width' : 'is_full_height';
  const sides: Side[] = axis === 'x' ? ['left', 'right'] : ['top', 'bottom'];
  return (context: ActionContext) => {
    const on = !allHave(context, (widget) => widget[flag] === true);
    eachWidget(context, (widget) => ({ [flag]: on, ...(on ? unstick(widget, sides) : {}) }));
  };
}

export const toggleFullWidth = documentAction({ name: 'toggleFullWidth', recipe: fullSize('x') });
export const toggleFullHeight = documentAction({ name: 'toggleFullHeight', recipe: fullSize('y') });

/** The margin a full-width widget keeps from each side of the window. */
export const setFullWidthMargin = documentAction<{ margin: number }>({
  name: 'setFullWidthMargin',
  recipe: (context, { margin }) => eachWidget(context, () => ({ full_width_margin: margin })),
});

/** The margin a full-height widget keeps from the page's top and bottom. */
export const setFullHeightMargin = documentAction<{ margin: number }>({
  name: 'setFullHeightMargin',
  recipe: (context, { margin }) => eachWidget(context, () => ({ full_height_margin: margin })),
});

export const toggleSticked = documentAction<{ side: Side }>({
  name: 'toggleSticked',
  recipe(context, { side }) {
    const on = !allHave(context, (widget) => widget.sticked?.[side] === true);
    const fullFlag = HORIZONTAL.has(side) ? 'is_full_width' : 'is_full_height';
    eachWidget(context, (widget) => ({
      sticked: { ...widget.sticked, [side]: on, ...(on && widget.sticked?.[OPPOSITE[side]] ? { [OPPOSITE[side]]: false } : {}) },
      ...(on && widget[fullFlag] ? { [fullFlag]: false } : {}),
    }));
  },
});

/** The distance a stuck widget keeps from the sides it is stuck to. */
export const setStickedMargin = documentAction<{ margin: number }>({
  name: 'setStickedMargin',
  recipe: (context, { margin }) => eachWidget(context, () => ({ sticked_margin: margin })),
});

/** Pins the selection to the screen at an anchor (tl, t, tr, l, c, r, bl, b, br), or unpins it with false. */
export const setFixedPosition = documentAction<{ anchor: NonNullable<Widget['fixed_position']> }>({
  name: 'setFixedPosition',
  recipe: (context, { anchor }) => eachWidget(context, () => ({ fixed_position: anchor })),
});
