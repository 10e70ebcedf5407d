import { writePerPage } from '../document';
import { documentAction, type ActionContext } from './action';

/** The widgets a toggle works on: those given (a layers panel row), else the selection. */
export type ToggleArgs = { ids?: readonly string[] } | void;

const targets = (context: ActionContext, args: ToggleArgs) => (args?.ids ?? context.view.session.selectedIds).filter((id) => context.view.widget(id));

/**
 * Locks the selection, or unlocks it when every selected widget is locked. A locked widget is not moved, resized,
 * rotated, aligned or caught by a marquee; a click still selects it (so it can be unlocked). Lock is one flag for
 * every viewport.
 */
export const toggleLocked = documentAction<ToggleArgs>({
  name: 'toggleLocked',
  keys: [{ combo: 'mod+shift+l' }],
  recipe(context, args) {
    const ids = targets(context, args);
    const locked = !ids.every((id) => context.view.isLocked(id));
    for (const id of ids) context.doc.widgets[id]!.locked = locked;
  },
});

/**
 * Hides the selection in the session's viewport, or shows it when every selected widget is hidden there. At a
 * viewport other than default, hidden is kept per page in that viewport's override (viewer-and-project.md §3).
 */
export const toggleHidden = documentAction<ToggleArgs>({
  name: 'toggleHidden',
  keys: [{ combo: 'mod+shift+h' }],
  recipe(context, args) {
    const { viewport, pageId } = context.view.session;
    const ids = targets(context, args);
    const hidden = !ids.every((id) => context.view.isHidden(id));
    for (const id of ids) writePerPage(context.doc.widgets[id]!, viewport, pageId, 'hidden', hidden);
  },
});
