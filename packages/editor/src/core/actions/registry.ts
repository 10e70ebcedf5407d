import type { EditorAction, KeyBinding } from './action';
import { alignBottom, alignCenter, alignLeft, alignMiddle, alignRight, alignTop, distributeHorizontal, distributeVertical } from './align';
import { autosizeTexts } from './autosize';
import { cropPicture } from './crop-picture';
import { createWidgets, cut, deleteSelected, duplicate, paste, renameWidget, reorderPages, replaceWidget, updatePage, updateProject, updateWidgets } from './edit';
import { setGuides, setLayoutGrid, setPageHeight, toggleGuides, toggleLayoutGrid, toggleRulers } from './page-canvas';
import { setFixedPosition, setFullHeightMargin, setFullWidthMargin, setStickedMargin, toggleFullHeight, toggleFullWidth, toggleSticked } from './layout-toggles';
import { toggleHidden, toggleLocked } from './lock-hide';
import { resetPhoneLayout } from './phone-layout';
import { updateNamedStyles } from './named-styles';
import { beginCrop, editText, redo, resetZoom, selectAll, selectNone, undo, zoomIn, zoomOut } from './session-actions';
import { flipHorizontal, flipVertical, resize, rotate, translate } from './transform-actions';
import { bringForward, bringToFront, reorderLayers, sendBackward, sendToBack } from './z-order';

/** Every action of the editor by name: what `editor.run(name, args)` runs and the key bindings it answers. */
export const actions = {
  translate,
  resize,
  rotate,
  flipHorizontal,
  flipVertical,
  bringToFront,
  bringForward,
  sendBackward,
  sendToBack,
  reorderLayers,
  renameWidget,
  alignLeft,
  alignCenter,
  alignRight,
  alignTop,
  alignMiddle,
  alignBottom,
  distributeHorizontal,
  distributeVertical,
  toggleLocked,
  toggleHidden,
  toggleFullWidth,
  toggleFullHeight,
  setFullWidthMargin,
  setFullHeightMargin,
  toggleSticked,
  setStickedMargin,
  setFixedPosition,
  createWidgets,
  updateWidgets,
  replaceWidget,
  updatePage,
  updateProject,
  updateNamedStyles,
  autosizeTexts,
  reorderPages,
  deleteSelected,
  cut,
  duplicate,
  paste,
  undo,
  redo,
  selectAll,
  selectNone,
  editText,
  zoomIn,
  zoomOut,
  resetZoom,
  setPageHeight,
  setGuides,
  setLayoutGrid,
  toggleRulers,
  toggleGuides,
  toggleLayoutGrid,
  resetPhoneLayout,
  cropPicture,
  beginCrop,
};

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionArgs<N extends ActionName> = Actions[N] extends EditorAction<infer Args> ? Args : never;
/** The arguments `run` takes after the name: none for an action without arguments, optional ones when they may be left out. */
export type RunArgs<N extends ActionName> = [ActionArgs<N>] extends [void] ? [] : undefined extends ActionArgs<N> ? [ActionArgs<N>?] : [ActionArgs<N>];

/** Key combinations to actions, built once from the actions' own bindings. */
export const keyBindings: ReadonlyMap<string, { name: ActionName; args?: unknown }> = new Map(
  (Object.entries(actions) as [ActionName, EditorAction<unknown>][]).flatMap(([name, action]) =>
    ((action.keys ?? []) as readonly KeyBinding<unknown>[]).map((binding) => [binding.combo, { name, args: binding.args }] as const),
  ),
);
