import { createContext, useContext, useRef } from 'react';
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

/**
 * As useEditorState, but the value stands still while a gesture is under way: the panels, the bars and the
 * thumbnails follow a drag when it ends, and only the canvas and its overlay redraw on every move.
 */
export function useSettledEditorState<T>(selector: (state: EditorState) => T): T {
  const editor = useEditor();
  const last = useRef<{ value: T } | null>(null);
  return useStore(
    editor.store,
    useShallow((state: EditorState) => {
      if (editor.isInGesture && last.current) return last.current.value;
      const value = selector(state);
      last.current = { value };
      return value;
    }),
  );
}

/** The constructor's editor when there is one (fields drawn outside the constructor get null). */
export function useOptionalEditor(): Editor | null {
  return useContext(EditorContext);
}
