import { editorConstants } from '@folio/model';
import { sessionAction } from './action';

export const undo = sessionAction({ name: 'undo', keys: [{ combo: 'mod+z' }], run: (editor) => editor.undo() });
export const redo = sessionAction({ name: 'redo', keys: [{ combo: 'mod+shift+z' }, { combo: 'mod+y' }], run: (editor) => editor.redo() });

/** Selects every visible, unlocked widget of the page. */
export const selectAll = sessionAction({
  name: 'selectAll',
  keys: [{ combo: 'mod+a' }],
  run: (editor) => editor.select(editor.view.visibleIds().filter((id) => !editor.view.isLocked(id))),
});

/** Enter on a selected text widget opens it for editing, on a selected picture crop mode (as a double click does). */
export const editText = sessionAction({ name: 'editText', keys: [{ combo: 'enter' }], run: (editor) => void (editor.editText() || editor.beginCrop()) });

/** Crop mode on the selected picture (the right-click menu's Crop). */
export const beginCrop = sessionAction({ name: 'beginCrop', run: (editor) => void editor.beginCrop() });

export const selectNone = sessionAction({ name: 'selectNone', keys: [{ combo: 'escape' }], run: (editor) => editor.select([]) });

export const zoomIn = sessionAction({ name: 'zoomIn', keys: [{ combo: 'mod+=' }, { combo: 'mod+shift+=' }], run: (editor) => editor.zoomBy(editorConstants.zoomStep) });
export const zoomOut = sessionAction({ name: 'zoomOut', keys: [{ combo: 'mod+-' }], run: (editor) => editor.zoomBy(1 / editorConstants.zoomStep) });
export const resetZoom = sessionAction({ name: 'resetZoom', keys: [{ combo: 'mod+0' }], run: (editor) => editor.zoomTo(1) });
