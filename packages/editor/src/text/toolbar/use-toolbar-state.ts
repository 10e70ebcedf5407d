import { useEffect, useState } from 'react';
import type { LexicalEditor } from 'lexical';
import type { Typography } from '@folio/model';
import { $readToolbarState, type ToolbarState } from './toolbar-state';

/** What the toolbar shows, read again after every update of the text (typing, a selection moved, an edit). */
export function useToolbarState(editor: LexicalEditor, typography: Typography): ToolbarState {
  const [state, setState] = useState(() => editor.getEditorState().read(() => $readToolbarState(typography)));
  useEffect(() => {
    setState(editor.getEditorState().read(() => $readToolbarState(typography)));
    return editor.registerUpdateListener(({ editorState }) => setState(editorState.read(() => $readToolbarState(typography))));
  }, [editor, typography]);
  return state;
}
