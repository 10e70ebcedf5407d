import { useCallback } from 'react';
import { $addUpdateTag, SKIP_DOM_SELECTION_TAG, type LexicalEditor } from 'lexical';

/**
 * Runs a toolbar edit on the text's selection. From a toolbar field or a key pressed in the toolbar the focus stays
 * where it is (the text's selection is kept in the editor and drawn by SelectionHighlight); from a press that left
 * the focus in the text, the page's selection follows the edit.
 */
export function useTextEdit(editor: LexicalEditor): (edit: () => void) => void {
  return useCallback(
    (edit: () => void) => {
      const root = editor.getRootElement();
      const inText = Boolean(root && root.contains(root.ownerDocument.activeElement));
      editor.update(() => {
        if (!inText) $addUpdateTag(SKIP_DOM_SELECTION_TAG);
        edit();
      });
    },
    [editor],
  );
}
