import { createEditor, type Klass, type LexicalEditor, type LexicalNode } from 'lexical';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode } from '@lexical/rich-text';

/** The Lexical nodes a text widget is edited with: paragraphs and headings (core and rich text), lists, links. */
export const textEditorNodes: readonly Klass<LexicalNode>[] = [HeadingNode, ListNode, ListItemNode, LinkNode];

export const TEXT_EDITOR_NAMESPACE = 'folio-text';

/** An editor with no DOM, for converting documents and for tests: `update` and `read` work without a page. */
export function createHeadlessTextEditor(): LexicalEditor {
  return createEditor({
    namespace: TEXT_EDITOR_NAMESPACE,
    nodes: [...textEditorNodes],
    onError: (error) => {
      throw error;
    },
  });
}
