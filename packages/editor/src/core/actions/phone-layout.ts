import { clearPhoneLayout } from '../phone-layout';
import { documentAction } from './action';

/**
 * "Reset phone layout from desktop" (docs/editor.md "Phone layout"): the page's phone geometry overrides and phone
 * height go, so its phone layout is derived from the desktop one again. Undoable like any edit.
 */
export const resetPhoneLayout = documentAction({
  name: 'resetPhoneLayout',
  recipe(context) {
    clearPhoneLayout(context.doc, context.view.session.pageId);
  },
});
