import { create } from 'zustand';

// The Form answers screen's one open state (docs/editor.md "Preview and publish"): the top bar, the publish panel and
// a form widget's properties open the same dialog, which the top bar mounts once.

export interface FormAnswersState {
  isOpen: boolean;
  /** The form shown first (a form widget's properties ask for theirs); null: the first form. */
  widgetId: string | null;
  open: (widgetId?: string | null) => void;
  close: () => void;
}

export const useFormAnswers = create<FormAnswersState>((set) => ({
  isOpen: false,
  widgetId: null,
  open: (widgetId = null) => set({ isOpen: true, widgetId }),
  close: () => set({ isOpen: false }),
}));

/** Opens the Form answers dialog, on one form's answers when given its widget id. */
export function openFormAnswers(widgetId?: string): void {
  useFormAnswers.getState().open(widgetId ?? null);
}
