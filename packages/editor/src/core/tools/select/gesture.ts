import type { Editor } from '../../editor';
import type { ToolContext, ToolState } from '../tool';

/**
 * The parts every drag state shares: `apply` re-applies the drag for the pointer where it is now (and runs again
 * when a modifier key changes); release ends the gesture as one history entry; a cancel (Escape) drops it.
 */
export function dragState(
  { editor, transition }: ToolContext,
  name: string,
  handlers: { start(info: unknown): void; apply(): void },
): ToolState {
  const stop = (end: (editor: Editor) => void) => {
    end(editor);
    editor.updateSession((session) => {
      session.guides = [];
      session.distances = [];
    });
    transition('idle');
  };
  return {
    name,
    enter: (info) => {
      handlers.start(info);
      handlers.apply();
    },
    pointerMove: () => handlers.apply(),
    modifiersChanged: () => handlers.apply(),
    pointerUp: () => stop((current) => current.endGesture()),
    cancel: () => stop((current) => current.cancelGesture()),
  };
}
