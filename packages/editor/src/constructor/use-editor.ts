import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Editor, EditorState } from '../core';

const EditorContext = createContext<Editor | null>(null);
export const EditorProvider = EditorContext.Provider;

/** The constructor's editor (the screen provides it). */
export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the constructor');
  return editor;
}

/** Reads the editor's store; re-renders when the selected value changes (shallowly, so lists and records work). */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, useShallow(selector));
}
