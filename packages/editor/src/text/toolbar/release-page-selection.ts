import type { LexicalEditor } from 'lexical';

/**
 * The focus moved from the text to a control of the toolbar (or the paddings editor): the page's selection is taken
 * out of the text. A button or a list keeps the page's selection where it was, and an edit that redraws the selected
 * text would then move it, which Lexical reads as the author selecting again and answers by focusing the text. The
 * text's selection stays in the editor (drawn by SelectionHighlight) and comes back with the focus.
 */
export function releasePageSelection(editor: LexicalEditor): void {
  const root = editor.getRootElement();
  const selection = root?.ownerDocument.getSelection();
  if (root && selection?.anchorNode && root.contains(selection.anchorNode) && !root.contains(root.ownerDocument.activeElement)) selection.removeAllRanges();
}
