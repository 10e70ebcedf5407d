import { useMemo } from 'react';
import type { Animation } from '@folio/model';
import type { Editor } from '../../core';
import { validAnimations } from './animation-editing';

export interface AnimationWriter {
  /** Writes the list as one history entry. Returns false, writing nothing, when the model's schema refuses it. */
  commit(list: readonly Animation[]): boolean;
  /** A slider's drag: one history entry when it ends, however many moves it had. */
  begin(): void;
  update(list: readonly Animation[]): boolean;
  end(): void;
}

/**
 * Writes a widget's animation list with the core's updateWidgets (docs/editor-animation.md "Writing"), checked with
 * the model's schema first so that nothing the server would refuse is ever written. `animation` is a layout field:
 * away from the default viewport it goes into that viewport's override, as every layout edit does.
 */
export function animationWriter(editor: Editor, widgetId: string): AnimationWriter {
  const changes = (list: readonly Animation[]) => {
    const animation = validAnimations(list);
    return animation ? { changes: [{ _id: widgetId, animation }] } : null;
  };
  return {
    commit(list) {
      const args = changes(list);
      if (!args) return false;
      // A slider's drag still under way (its pointer lost) ends first, so this edit is not swallowed by it.
      if (editor.isInGesture) editor.endGesture();
      editor.run('updateWidgets', args);
      return true;
    },
    begin() {
      if (!editor.isInGesture) editor.beginGesture('updateWidgets');
    },
    update(list) {
      const args = changes(list);
      if (!args) return false;
      editor.updateGesture<'updateWidgets'>(args);
      return true;
    },
    end() {
      editor.endGesture();
    },
  };
}

/** The writer for the panel's widget. */
export function useAnimationWriter(editor: Editor, widgetId: string): AnimationWriter {
  return useMemo(() => animationWriter(editor, widgetId), [editor, widgetId]);
}
