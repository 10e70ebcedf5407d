import { mergeRegister } from '@lexical/utils';
import type { LexicalEditor } from 'lexical';
import { $isListNode, ListItemNode } from '@lexical/list';
import { $clearBlockState, $hasBlockState } from './text-node-state';

// Keeps the editor's document one that text v3 can hold. Lexical nests a list in an item of its own, made by copying
// the item being indented: that holder is no block, so it keeps no block data nor alignment (which its nested items
// would inherit in the editor, and the viewer would not draw).

const isNestedListHolder = (item: ListItemNode) => item.getChildrenSize() > 0 && item.getChildren().every($isListNode);

export function registerTextEditorTransforms(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(ListItemNode, (item) => {
      if (!isNestedListHolder(item)) return;
      if ($hasBlockState(item)) $clearBlockState(item);
      if (item.getFormatType() !== '') item.setFormat('');
    }),
  );
}
