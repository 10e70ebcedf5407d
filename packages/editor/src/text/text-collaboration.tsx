import { useCallback, useRef, type ReactNode } from 'react';
import * as Y from 'yjs';
import type { Provider } from '@lexical/yjs';
import { LexicalCollaboration } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { LiveConnection } from '../live/live-connection';
import { LiveTextProvider } from '../live/text-provider';
import { $importTextV3 } from './text-v3-to-lexical';
import { textContentOf } from './text-widget-v3';

/** A text co-edited with the others in the project (docs/editor.md "Co-editing" → "Text"). */
export interface TextCollaboration {
  connection: LiveConnection;
  /** My colour in the project (my caret as the others see it comes from who I am on their side). */
  color: string;
  /** The text cannot be co-edited: it is opened again to be edited alone. */
  onAlone: (reason: string) => void;
  /** This editor's document is of the past (it was away while the text was started again): it is opened again. */
  onStale: () => void;
  /** The text's content is here and it is co-edited (its session then leaves no history entry). */
  onCoEdited: () => void;
  /**
   * The text as it is now in the constructor, read when the document is filled (after the editor that was open
   * before has handed over its last edit), rather than as it was when this editor was made.
   */
  current: () => TextContentSource | undefined;
  /**
   * Opened again after its document was of the past: once joined, this editor's text replaces the document's (what
   * was typed while away wins whole, as a record's pending save does).
   */
  takeOver?: boolean;
}

/** What the text editor fills a document from: the widget's text (v3, or v2 converted). */
export type TextContentSource = Parameters<typeof textContentOf>[0];

/** Around the text editor while it is co-edited: Lexical's collaboration context. */
export function TextCollaborationContext({ collab, children }: { collab: TextCollaboration | undefined; children: ReactNode }) {
  return collab ? <LexicalCollaboration>{children}</LexicalCollaboration> : <>{children}</>;
}

/**
 * Binds the text editor to the text's Yjs document over the live channel. An empty document (no one was editing the
 * text) is filled from the text as saved; until the document's content is here the text takes no typing (the keys
 * pressed meanwhile are held and typed once it is). Lexical's
 * Yjs history answers undo and redo in the text: one's own typing only.
 */
export function TextCollaborationPlugin({ id, collab, initial }: { id: string; collab: TextCollaboration; initial: () => void }) {
  const [editor] = useLexicalComposerContext();
  const options = useRef(collab);
  options.current = collab;
  // The text as the constructor has it when the document is filled (or taken over), else as editing began.
  const fill = useCallback(() => {
    const widget = options.current.current();
    if (widget) $importTextV3(textContentOf(widget));
    else initial();
  }, [initial]);
  const providerFactory = useCallback(
    (widget: string, docs: Map<string, Y.Doc>): Provider => {
      const doc = new Y.Doc();
      docs.set(widget, doc);
      return new LiveTextProvider({
        widget,
        doc,
        connection: options.current.connection,
        onAlone: (reason) => options.current.onAlone(reason),
        onStale: () => options.current.onStale(),
        onReady: (ready) => {
          if (ready && options.current.takeOver) editor.update(fill);
          editor.setEditable(ready);
          if (!ready) return;
          // The text editor then types the keys held meanwhile and takes the focus (text-editor.tsx).
          options.current.onCoEdited();
        },
      });
    },
    [editor, fill],
  );
  // The others' carets are drawn over the page in screen pixels (the text itself is scaled to the canvas's zoom).
  return <CollaborationPlugin id={id} providerFactory={providerFactory} shouldBootstrap initialEditorState={fill} cursorColor={`#${collab.color}`} />;
}
