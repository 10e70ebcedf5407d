import { useMemo, useRef } from 'react';
import type { Editor, WidgetChange } from '../../core';
import { useEditor } from '../use-editor';

/** How the panel's controls write: a finished edit, or a drag (a slider, a colour, a scrub) shown as it goes. */
export interface WidgetWriter {
  /** A value while a control is dragged: the first opens a gesture, so the whole drag is one undo step. */
  preview(owner: string, changes: readonly WidgetChange[]): void;
  /** A finished edit: the end of the owner's drag, or one history entry of its own. */
  commit(owner: string, changes: readonly WidgetChange[]): void;
  /** The owner's drag given up: the document is as before it. */
  cancel(owner: string): void;
}

/**
 * Writes through the editor core's updateWidgets (layout fields land in the current viewport's override). A drag of
 * one control is a gesture; a gesture another control left open (a picker closed without a change event) is ended
 * first, so nothing is lost and the core never refuses an edit for a gesture still running.
 */
export function createWidgetWriter(editor: Editor): WidgetWriter {
  let owner: string | null = null;
  const endOthers = (who: string) => {
    if (owner !== null && owner !== who && editor.isInGesture) editor.endGesture();
    if (owner !== who) owner = null;
  };
  return {
    preview(who, changes) {
      endOthers(who);
      if (owner !== who || !editor.isInGesture) {
        if (editor.isInGesture) editor.endGesture();
        editor.beginGesture('updateWidgets');
        owner = who;
      }
      editor.updateGesture<'updateWidgets'>({ changes });
    },
    commit(who, changes) {
      endOthers(who);
      if (owner === who && editor.isInGesture) {
        editor.updateGesture<'updateWidgets'>({ changes });
        editor.endGesture();
      } else {
        if (editor.isInGesture) editor.endGesture();
        editor.run('updateWidgets', { changes });
      }
      owner = null;
    },
    cancel(who) {
      if (owner === who && editor.isInGesture) editor.cancelGesture();
      if (owner === who) owner = null;
    },
  };
}

/** The constructor's writer for the panel (one per editor). */
export function useWidgetWriter(): WidgetWriter {
  const editor = useEditor();
  const made = useRef<{ editor: Editor; writer: WidgetWriter } | null>(null);
  return useMemo(() => {
    if (made.current?.editor !== editor) made.current = { editor, writer: createWidgetWriter(editor) };
    return made.current.writer;
  }, [editor]);
}
